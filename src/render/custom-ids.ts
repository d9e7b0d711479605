import { z } from 'zod';

/**
 * The one place that builds and parses custom_ids. Every stateful component names its handler and a short
 * payload; larger state (a list's filters, a search's context) lives in the store under a view id, because a
 * custom_id holds at most 100 characters.
 */
const payloadSchemas = {
  /** Confirm a pending delete or install. */
  confirm: z.object({ confirmationId: z.string().min(1) }),
  /** Cancel a pending delete or install. */
  cancel: z.object({ confirmationId: z.string().min(1) }),
  /** Show another page of a server list view. */
  'servers-page': z.object({ viewId: z.string().min(1), page: z.coerce.number().int().min(1) }),
  /** Pick a mod from a search view to install it. */
  'mods-pick': z.object({ viewId: z.string().min(1) }),
  /** An alert's "Server info": the server id alone, so it works after a restart and on any instance. */
  'alert-info': z.object({ serverId: z.string().min(1) }),
  /** An alert's "Resources", likewise. */
  'alert-resources': z.object({ serverId: z.string().min(1) }),
  /** Show another page of `/mods installed`. */
  'installed-page': z.object({ viewId: z.string().min(1), page: z.coerce.number().int().min(1) }),
  /** Update an installed mod to a newer file: stateless, so an alert's button works after a restart. */
  'mod-update': z.object({
    serverId: z.string().min(1),
    provider: z.string().min(1),
    modId: z.string().min(1),
    fileId: z.string().min(1),
  }),
  /** Show the audit records older or newer than a record, under the filters of an `/audit recent` view. */
  'audit-page': z.object({
    viewId: z.string().min(1),
    direction: z.enum(['older', 'newer']),
    cursor: z.string().min(1),
  }),
} as const;

export type CustomIdName = keyof typeof payloadSchemas;
export type CustomIdPayload<N extends CustomIdName> = z.infer<(typeof payloadSchemas)[N]>;
export type ParsedCustomId = { [N in CustomIdName]: { name: N; payload: CustomIdPayload<N> } }[CustomIdName];

const fieldOrder: { [N in CustomIdName]: readonly (keyof CustomIdPayload<N>)[] } = {
  confirm: ['confirmationId'],
  cancel: ['confirmationId'],
  'servers-page': ['viewId', 'page'],
  'mods-pick': ['viewId'],
  'alert-info': ['serverId'],
  'alert-resources': ['serverId'],
  'installed-page': ['viewId', 'page'],
  'mod-update': ['serverId', 'provider', 'modId', 'fileId'],
  'audit-page': ['viewId', 'direction', 'cursor'],
};

const separator = ':';
export const customIdMaxLength = 100;

/** The custom_id of a payload, or why it cannot have one. */
function compose<N extends CustomIdName>(
  name: N,
  payload: CustomIdPayload<N>,
): { customId: string } | { problem: string } {
  const parts = fieldOrder[name].map((field) => String(payload[field]));
  if (parts.some((part) => part.includes(separator)))
    return { problem: `custom_id payload for ${name} contains "${separator}"` };
  const customId = [name, ...parts].join(separator);
  if (customId.length > customIdMaxLength)
    return { problem: `custom_id for ${name} exceeds ${customIdMaxLength} characters` };
  return { customId };
}

export function buildCustomId<N extends CustomIdName>(name: N, payload: CustomIdPayload<N>): string {
  const composed = compose(name, payload);
  if ('problem' in composed) throw new Error(composed.problem);
  return composed.customId;
}

/**
 * The custom_id, or undefined when the payload cannot make one (too long, or holding the separator): for
 * payloads made of ids the API chose, whose length and characters the spec does not bound.
 */
export function customIdFor<N extends CustomIdName>(
  name: N,
  payload: CustomIdPayload<N>,
): string | undefined {
  const composed = compose(name, payload);
  return 'customId' in composed ? composed.customId : undefined;
}

/** Returns undefined for a custom_id this bot did not build (or an older, incompatible one). */
export function parseCustomId(customId: string): ParsedCustomId | undefined {
  const [name, ...parts] = customId.split(separator);
  if (!name || !(name in payloadSchemas)) return undefined;
  const known = name as CustomIdName;
  const fields = fieldOrder[known];
  if (parts.length !== fields.length) return undefined;
  const raw = Object.fromEntries(fields.map((field, index) => [field, parts[index]]));
  const parsed = payloadSchemas[known].safeParse(raw);
  return parsed.success ? ({ name: known, payload: parsed.data } as ParsedCustomId) : undefined;
}
