import { z } from 'zod';
import { providers } from './catalogue-model.js';
import { validationError } from './errors.js';

/** `?status=` means no filter, as browsers and forms send empty parameters. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const queryValue = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional());
const queryInteger = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  queryValue(z.coerce.number().int().min(min).max(max));

const modType = z.enum(['mods', 'plugins']);
const externalReference = z.string().max(255);
const positiveGb = z.number().positive();

export const serverListQuerySchema = z.object({
  page: queryInteger(1).default(1),
  limit: queryInteger(1, 100).default(50),
  sort: queryValue(z.enum(['createdAt', 'name', 'ramGb', 'status'])).default('createdAt'),
  order: queryValue(z.enum(['asc', 'desc'])).default('asc'),
  status: queryValue(z.string()),
  game: queryValue(z.string()),
  search: queryValue(z.string()),
});
export type ServerListQuery = z.infer<typeof serverListQuerySchema>;

export const createServerSchema = z.object({
  name: z.string().trim().min(1).max(100),
  ramGb: positiveGb,
  game: z.string().min(1).optional(),
  gameType: z.string().min(1).optional(),
  gameVersion: z.string().min(1).optional(),
  planTier: z.enum(['budget', 'premium']).optional(),
  addons: z.array(z.object({ addon: z.string().min(1), selected: z.boolean() })).optional(),
  externalReference: externalReference.optional(),
});
export type CreateServerInput = z.infer<typeof createServerSchema>;

export const updateServerSchema = z
  .object({
    ramGb: positiveGb.optional(),
    diskGb: positiveGb.optional(),
    externalReference: externalReference.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: 'give at least one of ramGb, diskGb, externalReference',
  });
export type UpdateServerInput = z.infer<typeof updateServerSchema>;

export const modSearchQuerySchema = z.object({
  provider: queryValue(z.enum(providers)).default('curseforge'),
  type: queryValue(modType).default('mods'),
  search: queryValue(z.string()),
  gameVersion: queryValue(z.string()),
  modLoader: queryInteger(0),
  page: queryInteger(0).default(0),
  pageSize: queryInteger(1, 50).default(20),
});

const providerId = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

export const installModSchema = z.object({
  provider: z.enum(providers),
  modId: providerId,
  fileId: providerId,
  type: modType.default('mods'),
});
export type InstallModInput = z.infer<typeof installModSchema>;

export const activityQuerySchema = z.object({
  limit: queryInteger(1, 100).default(50),
  offset: queryInteger(0).default(0),
});

/** Parses or throws VALIDATION_ERROR naming each offending field (`what` names the whole value). */
export function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : what}: ${issue.message}`,
  );
  throw validationError(problems.join('; '));
}

/** The server version from If-Match; a quoted or weak ETag form is accepted too. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw validationError('If-Match must be the server version number');
  return Number(match[1]);
}
