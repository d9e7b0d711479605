import { z } from 'zod';

/*
 * The shapes of what the bot sends, checked for structure only (types, not Discord's limits: those live in
 * limits.ts, so a payload breaking a limit still parses and can be reported field by field). Loose objects keep
 * every field the bot sent, so a recorded payload is exactly what reached the wire.
 */

const text = z.string().nullish();

const embedSchema = z.looseObject({
  title: text,
  description: text,
  url: text,
  fields: z
    .array(z.looseObject({ name: z.string(), value: z.string(), inline: z.boolean().nullish() }))
    .nullish(),
  footer: z.looseObject({ text: z.string() }).nullish(),
  author: z.looseObject({ name: z.string() }).nullish(),
});

const selectOptionSchema = z.looseObject({
  label: z.string(),
  value: z.string(),
  description: text,
  default: z.boolean().nullish(),
});

/** A button, a select menu or a text input: the children of an action row. */
const componentSchema = z.looseObject({
  type: z.number().int(),
  custom_id: text,
  label: text,
  style: z.number().int().nullish(),
  url: text,
  disabled: z.boolean().nullish(),
  placeholder: text,
  options: z.array(selectOptionSchema).nullish(),
  min_values: z.number().int().nullish(),
  max_values: z.number().int().nullish(),
});

/** A top-level component: an action row in classic messages (type 1), other types exist in components v2. */
const topLevelComponentSchema = z.looseObject({
  type: z.number().int(),
  components: z.array(componentSchema).nullish(),
});

export const messageBodySchema = z.looseObject({
  content: text,
  embeds: z.array(embedSchema).nullish(),
  components: z.array(topLevelComponentSchema).nullish(),
  flags: z.number().int().nullish(),
  attachments: z.array(z.looseObject({})).nullish(),
  sticker_ids: z.array(z.string()).nullish(),
  poll: z.looseObject({}).nullish(),
  nonce: z.union([z.string(), z.number()]).nullish(),
  enforce_nonce: z.boolean().nullish(),
  allowed_mentions: z
    .looseObject({
      parse: z.array(z.enum(['everyone', 'roles', 'users'])).optional(),
      roles: z.array(z.string()).optional(),
      users: z.array(z.string()).optional(),
    })
    .nullish(),
});

const choiceSchema = z.looseObject({ name: z.string(), value: z.union([z.string(), z.number()]) });

export const autocompleteDataSchema = z.looseObject({ choices: z.array(choiceSchema) });

export const modalDataSchema = z.looseObject({
  custom_id: z.string(),
  title: z.string(),
  components: z.array(topLevelComponentSchema),
});

export const callbackBodySchema = z.looseObject({ type: z.number().int(), data: z.unknown().optional() });

const commandOptionSchema = z.looseObject({
  type: z.number().int(),
  name: z.string(),
  description: z.string().optional(),
  required: z.boolean().optional(),
  autocomplete: z.boolean().optional(),
  choices: z.array(choiceSchema).optional(),
  get options() {
    return z.array(commandOptionSchema).optional();
  },
});

const commandDefinitionSchema = z.looseObject({
  name: z.string(),
  type: z.number().int().optional(),
  description: z.string().optional(),
  options: z.array(commandOptionSchema).optional(),
  default_member_permissions: z.string().nullish(),
});

export const commandListSchema = z.array(commandDefinitionSchema);

export const gatewayFrameSchema = z.looseObject({ op: z.number().int(), d: z.unknown() });
export const identifySchema = z.looseObject({
  token: z.string(),
  intents: z.number().int(),
  shard: z.tuple([z.number().int(), z.number().int()]).optional(),
});

export type Embed = z.infer<typeof embedSchema>;
export type Component = z.infer<typeof componentSchema>;
export type TopLevelComponent = z.infer<typeof topLevelComponentSchema>;
export type MessageBody = z.infer<typeof messageBodySchema>;
export type Choice = z.infer<typeof choiceSchema>;
export type AutocompleteData = z.infer<typeof autocompleteDataSchema>;
export type ModalData = z.infer<typeof modalDataSchema>;
export type CommandOption = z.infer<typeof commandOptionSchema>;
export type CommandDefinition = z.infer<typeof commandDefinitionSchema>;
