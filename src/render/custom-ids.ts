import type { z } from 'zod';

/**
 * The one place that builds and parses custom_ids. A custom_id is `name:field:field`: its name routes it to
 * the handler that declared it, the fields are a short payload; larger state (a list's filters, a search's
 * context) lives in the store under a view id, because a custom_id holds at most 100 characters. Each id is
 * declared with `defineCustomId` next to what builds it; the loader refuses two ids with the same name.
 */
const separator = ':';
export const customIdMaxLength = 100;

/** Builds and parses the custom_ids of one name. */
export type CustomIdCodec<Payload> = {
  readonly name: string;
  /** Throws when the payload cannot make a custom_id: for payloads the bot chose itself. */
  build(payload: Payload): string;
  /**
   * The custom_id, or undefined when the payload cannot make one (too long, or holding the separator): for
   * payloads made of ids the API chose, whose length and characters the spec (docs/hosting-api.md) does not
   * bound.
   */
  buildIfFits(payload: Payload): string | undefined;
  /** Undefined for a custom_id of another name, or an older, incompatible one of this name. */
  parse(customId: string): Payload | undefined;
};

/** The name a custom_id routes by: the part before its first separator. */
export function customIdName(customId: string): string {
  return customId.split(separator, 1)[0] ?? '';
}

export function defineCustomId<Schema extends z.ZodObject>(
  name: string,
  schema: Schema,
  fieldOrder: readonly (keyof z.infer<Schema> & string)[],
): CustomIdCodec<z.infer<Schema>> {
  if (name.length === 0 || name.includes(separator))
    throw new Error(`custom_id name "${name}" must be non-empty and hold no "${separator}"`);

  /** The custom_id of a payload, or why it cannot have one. */
  const compose = (payload: z.infer<Schema>): { customId: string } | { problem: string } => {
    const parts = fieldOrder.map((field) => String(payload[field]));
    if (parts.some((part) => part.includes(separator)))
      return { problem: `custom_id payload for ${name} contains "${separator}"` };
    const customId = [name, ...parts].join(separator);
    if (customId.length > customIdMaxLength)
      return { problem: `custom_id for ${name} exceeds ${customIdMaxLength} characters` };
    return { customId };
  };

  return {
    name,
    build(payload) {
      const composed = compose(payload);
      if ('problem' in composed) throw new Error(composed.problem);
      return composed.customId;
    },
    buildIfFits(payload) {
      const composed = compose(payload);
      return 'customId' in composed ? composed.customId : undefined;
    },
    parse(customId) {
      const [idName, ...parts] = customId.split(separator);
      if (idName !== name || parts.length !== fieldOrder.length) return undefined;
      const raw = Object.fromEntries(fieldOrder.map((field, index) => [field, parts[index]]));
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : undefined;
    },
  };
}
