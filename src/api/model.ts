import { z } from 'zod';
import type { ApiResponse } from './envelope.js';
import { invalidResponseError } from './errors.js';
import { asIsoTimestamp, isRecord, listSchema, looseNumber, looseText, namedFields } from './shape.js';

/** A field the API may omit or send in an unexpected type: kept when it parses, dropped otherwise. */
function tolerant<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** Ids arrive as strings or numbers; inside the bot they are always strings. */
const idSchema = z.union([z.string().trim().min(1), z.number().finite()]).transform(String);

const textSchema = z.union([z.string(), z.number().finite().transform(String)]);

const addonSchema = z.union([
  z.object({ addon: z.string().min(1), selected: z.boolean().catch(true) }),
  // A bare identifier in the list means the addon is selected.
  z
    .string()
    .min(1)
    .transform((addon) => ({ addon, selected: true })),
]);

export const serverSchema = z.looseObject({
  id: idSchema,
  name: textSchema.catch(''),
  // Shown as given, in any case; an empty or missing status would render as nothing at all.
  status: textSchema.transform((status) => (status.trim() === '' ? 'UNKNOWN' : status)).catch('UNKNOWN'),
  ramGb: tolerant(looseNumber),
  diskGb: tolerant(looseNumber),
  game: tolerant(textSchema),
  gameType: tolerant(textSchema),
  gameVersion: tolerant(textSchema),
  planTier: tolerant(z.string()),
  addons: tolerant(z.array(addonSchema)),
  externalReference: tolerant(z.string()),
  createdAt: tolerant(
    z.union([z.string(), z.number().transform((epoch) => asIsoTimestamp(epoch) ?? String(epoch))]),
  ),
  version: tolerant(looseNumber),
  limits: tolerant(z.record(z.string(), z.unknown())),
});

export type Server = z.infer<typeof serverSchema>;

/** The spec's pagination object. */
const paginationSchema = z.object({
  page: z.number(),
  limit: z.number().positive(),
  total: z.number(),
  totalPages: z.number(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

export type Pagination = z.infer<typeof paginationSchema>;
export type ServerPage = {
  servers: Server[];
  pagination: Pagination | undefined;
  /** List entries left out because they could not be read (no id, not an object); absent means none. */
  skipped?: number;
};

/** The names of offset-based and other variants of the pagination object, numbers as strings read too. */
const paginationVariants = namedFields({
  page: [looseNumber, ['page']],
  limit: [looseNumber, ['limit', 'pageSize', 'page_size', 'perPage', 'per_page']],
  offset: [looseNumber, ['offset', 'index']],
  total: [looseNumber, ['total', 'totalCount', 'total_count', 'total_hits', 'totalResults']],
  totalPages: [looseNumber, ['totalPages']],
  hasNext: [z.boolean(), ['hasNext']],
  hasPrev: [z.boolean(), ['hasPrev']],
});

/**
 * The spec's pagination object as documented, else read tolerantly: offset-based variants (`offset`/`index`,
 * `pageSize`, `totalCount`, `total_hits`), numbers as strings, and what can be derived. Totals the API does
 * not give are 0. Undefined when it cannot tell where the page is or whether more follow: callers then
 * continue while a page is full.
 */
export function parsePagination(response: ApiResponse, firstPage: 0 | 1): Pagination | undefined {
  const raw = isRecord(response.pagination)
    ? response.pagination
    : isRecord(response.data) && isRecord(response.data.pagination)
      ? response.data.pagination
      : undefined;
  if (raw === undefined) return undefined;
  const documented = paginationSchema.safeParse(raw);
  if (documented.success) return documented.data;
  const { page: givenPage, limit, offset, total, ...given } = paginationVariants(raw);
  if (limit === undefined || limit <= 0) return undefined;
  const page = givenPage ?? (offset === undefined ? undefined : Math.floor(offset / limit) + firstPage);
  if (page === undefined) return undefined;
  const totalPages = given.totalPages ?? (total === undefined ? undefined : Math.ceil(total / limit));
  const hasNext = given.hasNext ?? (totalPages === undefined ? undefined : page - firstPage + 1 < totalPages);
  if (hasNext === undefined) return undefined;
  return {
    page,
    limit,
    total: total ?? 0,
    totalPages: totalPages ?? 0,
    hasNext,
    hasPrev: given.hasPrev ?? page > firstPage,
  };
}

/** The server record in a response: the record itself or wrapped as `{ server: {...} }`. */
function serverRecordIn(data: unknown): unknown {
  return isRecord(data) && isRecord(data.server) ? data.server : data;
}

/** A single server, as the detail call answers it. */
export function decodeServer(response: ApiResponse): Server {
  const parsed = serverSchema.safeParse(serverRecordIn(response.data));
  if (!parsed.success) throw invalidResponseError(response, 'a server record without an id');
  return parsed.data;
}

/** Fields whose schema stands in a default for a missing value: a default is not something the API said. */
const defaultedFields = new Set(['name', 'status']);

/**
 * What the answer to a write (create, update) says of the server, whose body the spec does not show: only
 * the fields it actually holds and that read as the field, so a brief answer (`{id, version, updated}`)
 * says nothing of the name or the sizes. Undefined when it holds none.
 */
export function reportedServer(data: unknown): Partial<Server> | undefined {
  const record = serverRecordIn(data);
  if (!isRecord(record)) return undefined;
  const reported: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(serverSchema.shape)) {
    const given = record[field];
    if (given === undefined || given === null) continue;
    if (defaultedFields.has(field) && looseText.safeParse(given).success === false) continue;
    const parsed = schema.safeParse(given);
    if (parsed.success && parsed.data !== undefined) reported[field] = parsed.data;
  }
  return Object.keys(reported).length === 0 ? undefined : (reported as Partial<Server>);
}

/**
 * The server after a write the bot made: what it read before, overlaid with what it sent, overlaid with what
 * the answer actually holds, which wins where it has the field (the API may have rounded or refused a part).
 */
export function serverAfterWrite(
  before: Server,
  sent: Partial<Pick<Server, 'ramGb' | 'diskGb' | 'externalReference'>>,
  reported: Partial<Server> | undefined,
): Server {
  const given = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  return { ...before, ...given, ...reported };
}

/** The spec leaves open whether `data` is the list itself or an object holding it as `servers`. */
const serverListSchema = listSchema(['servers', 'items']);

/**
 * The server list. An entry without an id cannot be addressed, so it is skipped and counted; failing the
 * page would hide every other server too.
 */
export function decodeServerPage(response: ApiResponse): ServerPage {
  const list = serverListSchema.safeParse(response.data);
  if (!list.success) throw invalidResponseError(response, 'a server list in an unknown shape');
  const servers: Server[] = [];
  let skipped = 0;
  for (const entry of list.data) {
    const parsed = serverSchema.safeParse(entry);
    if (parsed.success) servers.push(parsed.data);
    else skipped += 1;
  }
  return { servers, pagination: parsePagination(response, 1), skipped };
}
