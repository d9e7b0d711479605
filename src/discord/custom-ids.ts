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
  'audit-page': ['viewId', 'direction', 'cursor'],
};

const separator = ':';
export const customIdMaxLength = 100;

export function buildCustomId<N extends CustomIdName>(name: N, payload: CustomIdPayload<N>): string {
  const parts = fieldOrder[name].map((field) => String(payload[field]));
  if (parts.some((part) => part.includes(separator)))
    throw new Error(`custom_id payload for ${name} contains "${separator}"`);
  const customId = [name, ...parts].join(separator);
  if (customId.length > customIdMaxLength)
    throw new Error(`custom_id for ${name} exceeds ${customIdMaxLength} characters`);
  return customId;
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
