import { z } from 'zod';
import { english, phrase, type MessageKey, type MessageValues, type Phrase } from '../i18n/index.js';
import { validationError, type HostingApiError } from './errors.js';

/** Checked before any request is sent, with the codes the API itself would answer where it documents one. */

/**
 * Each rule's sentence as a phrase, found again by its English wording (zod carries a message, not a
 * phrase): the member reads the phrase in their language, the log the English.
 */
const phrasesByMessage = new Map<string, Phrase>();

function said(key: MessageKey, values?: MessageValues): string {
  const rule = phrase(key, values);
  const message = english.say(rule);
  phrasesByMessage.set(message, rule);
  return message;
}

const field = (name: string) => `\`${name}\``;

function text(name: string, { max, required = false }: { max?: number; required?: boolean } = {}) {
  let schema = z.string({ error: said('validation.text', { field: field(name) }) });
  if (required)
    schema = schema.refine((value) => value.trim() !== '', {
      error: said('validation.required', { field: field(name) }),
    });
  if (max !== undefined)
    schema = schema.max(max, { error: said('validation.tooLong', { field: field(name), max }) });
  return schema;
}

function wholeNumber(name: string, min: number, max?: number) {
  const message =
    max === undefined
      ? said('validation.wholeNumberAtLeast', { field: field(name), min })
      : said('validation.wholeNumberBetween', { field: field(name), min, max });
  const schema = z.number({ error: message }).int({ error: message });
  const bounded = schema.min(min, { error: message });
  return max === undefined ? bounded : bounded.max(max, { error: message });
}

function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, {
    error: said('validation.oneOf', { field: field(name), values: values.map(field).join(', ') }),
  });
}

const ramGb = z
  .number({ error: said('validation.ramNumber') })
  .refine((value) => value > 0 && Number.isInteger(value * 2), {
    error: said('validation.ramSteps'),
    params: { code: 'INVALID_RAM' },
  });

/** Ids end up in a path segment: anything is encoded, but a dot segment would climb out of /servers/. */
const serverId = text('id', { required: true }).refine((id) => id !== '.' && id !== '..', {
  error: said('validation.serverId'),
});

const providerId = (name: string) =>
  z.union([text(name, { required: true }), z.number().int().min(0)], {
    error: said('validation.providerId', { field: field(name) }),
  });

const modType = oneOf('type', ['mods', 'plugins']);

export const listServersQuerySchema = z.object({
  page: wholeNumber('page', 1).optional(),
  limit: wholeNumber('limit', 1, 100).optional(),
  sort: oneOf('sort', ['createdAt', 'name', 'ramGb', 'status']).optional(),
  order: oneOf('order', ['asc', 'desc']).optional(),
  status: text('status').optional(),
  game: text('game').optional(),
  search: text('search').optional(),
});

export const createServerInputSchema = z.object({
  name: text('name', { required: true, max: 100 }),
  ramGb,
  game: text('game').optional(),
  gameType: text('Game type').optional(),
  gameVersion: text('Game version').optional(),
  planTier: oneOf('Plan', ['budget', 'premium']).optional(),
  addons: z
    .array(
      z.object({
        addon: text('addon', { required: true }),
        selected: z.boolean({ error: said('validation.boolean', { field: field('selected') }) }),
      }),
      { error: said('validation.addons') },
    )
    .optional(),
  externalReference: text('External reference', { max: 255 }).optional(),
});

export const updateServerInputSchema = z
  .object({
    ramGb: ramGb.optional(),
    diskGb: z
      .number({ error: said('validation.disk') })
      .positive({ error: said('validation.disk') })
      .optional(),
    externalReference: text('External reference', { max: 255 }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: said('validation.emptyUpdate'),
  });

export const modSearchQuerySchema = z.object({
  provider: text('provider', { required: true }).optional(),
  type: modType.optional(),
  search: text('search').optional(),
  gameVersion: text('Game version').optional(),
  modLoader: wholeNumber('Mod loader', 0).optional(),
  page: wholeNumber('page', 0).optional(),
  pageSize: wholeNumber('Page size', 1, 50).optional(),
});

export const installModInputSchema = z.object({
  provider: text('provider', { required: true }),
  modId: providerId('Mod id'),
  fileId: providerId('File id'),
  type: modType.optional(),
});

export const activityQuerySchema = z.object({
  limit: wholeNumber('limit', 1, 100).optional(),
  offset: wholeNumber('offset', 0).optional(),
});

export const callOptionsSchema = z.object({
  signal: z
    .custom<AbortSignal>((value) => value instanceof AbortSignal, { error: 'signal must be an AbortSignal.' })
    .optional(),
  priority: oneOf('priority', ['interactive', 'background']).optional(),
  timeoutMs: z
    .number({ error: 'timeoutMs must be a positive number.' })
    .positive({ error: 'timeoutMs must be a positive number.' })
    .optional(),
  // Sent as a header: visible ASCII only, so it cannot break the request.
  idempotencyKey: z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, { error: 'idempotencyKey must be 1 to 255 visible ASCII characters.' })
    .optional(),
  ifMatch: wholeNumber('If-Match version', 0).optional(),
  pageSize: wholeNumber('Page size', 1, 100).optional(),
});

export type ListServersQuery = z.input<typeof listServersQuerySchema>;
export type CreateServerInput = z.input<typeof createServerInputSchema>;
export type UpdateServerInput = z.input<typeof updateServerInputSchema>;
export type ModSearchQuery = z.input<typeof modSearchQuerySchema>;
export type InstallModInput = z.input<typeof installModInputSchema>;
export type ActivityQuery = z.input<typeof activityQuerySchema>;

function toError(issue: z.core.$ZodIssue, root: string): HostingApiError {
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
  const code =
    issue.code === 'custom' && typeof issue.params?.code === 'string'
      ? issue.params.code
      : 'VALIDATION_ERROR';
  // Type errors on the whole input carry zod's generic wording; ours names the input instead.
  const message =
    issue.path.length === 0 && issue.code === 'invalid_type'
      ? said('validation.object', { field: field(root) })
      : issue.message;
  return validationError(path, message, code, phrasesByMessage.get(message) ?? phrase('validation.invalid'));
}

/** The validated input, or a HostingApiError naming the first offending field. */
export function validated<T extends z.ZodType>(schema: T, input: unknown, root: string): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const [issue] = result.error.issues;
    throw issue === undefined
      ? validationError(root, `${root} is invalid.`, 'VALIDATION_ERROR', phrase('validation.invalid'))
      : toError(issue, root);
  }
  return result.data;
}

/** A server id, checked and encoded as one path segment. */
export function serverPath(id: unknown): string {
  return `/servers/${encodeURIComponent(validated(serverId, id, 'id'))}`;
}

export const serviceOptionsSchema = z.looseObject({
  baseUrl: z
    .string({ error: 'baseUrl must be a http(s) URL.' })
    .refine((value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol), {
      error: 'baseUrl must be a http(s) URL.',
    }),
  apiKey: text('apiKey', { required: true }),
  timeoutMs: z
    .number({ error: 'timeoutMs must be a positive number.' })
    .positive({ error: 'timeoutMs must be a positive number.' })
    .optional(),
  maxRetries: wholeNumber('maxRetries', 0).optional(),
  maxRateLimitRetries: wholeNumber('maxRateLimitRetries', 0).optional(),
  connections: wholeNumber('connections', 1).optional(),
});
