import { z } from 'zod';
import type { ApiResponse } from './envelope.js';
import { invalidResponseError } from './errors.js';
import { noRecognition, type RecognitionSink } from './recognition.js';
import { statusKind } from './status.js';
import {
  asText,
  instant,
  instantForm,
  isRecord,
  looseNumber,
  looseText,
  namedFields,
  readList,
} from './shape.js';

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
  // Any form of instant as ISO 8601, so one moment reads the same whatever its form; other text as given.
  createdAt: tolerant(z.union([instant, z.string(), z.number().transform(String)])),
  version: tolerant(looseNumber),
  limits: tolerant(z.record(z.string(), z.unknown())),
});

export type Server = z.infer<typeof serverSchema>;

/**
 * The fields a record may name the server's place by (the spec names none; the sandbox says `node`), the
 * most specific first: alerts of servers on one place are grouped under it.
 */
const placeFields = ['node', 'nodeName', 'node_name', 'host', 'hostname', 'location', 'region', 'datacenter'];

/** Where the server runs, as its record names it (a word, or an object with a `name`), if it does. */
export function serverPlace(server: Server | undefined): string | undefined {
  if (server === undefined) return undefined;
  const record: Record<string, unknown> = server;
  for (const field of placeFields) {
    const given = record[field];
    const named = isRecord(given) ? given.name : given;
    // Most records name none of these: a failed parse of nothing costs an error object, at every post.
    if (named === undefined || named === null) continue;
    const text = asText(named)?.trim();
    if (text) return text;
  }
  return undefined;
}

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
  totalPages: [looseNumber, ['totalPages', 'total_pages', 'pageCount']],
  hasNext: [z.boolean(), ['hasNext', 'has_next', 'hasMore', 'has_more']],
  hasPrev: [z.boolean(), ['hasPrev', 'has_prev']],
});

const paging = 'pagination';

/**
 * The spec's pagination object as documented, else read tolerantly: offset-based variants (`offset`/`index`,
 * `pageSize`, `totalCount`, `total_hits`), numbers as strings, and what can be derived. Totals the API does
 * not give are 0. Undefined when it cannot tell where the page is or whether more follow: callers then
 * continue while a page is full.
 */
export function parsePagination(
  response: ApiResponse,
  firstPage: 0 | 1,
  note: RecognitionSink = noRecognition,
): Pagination | undefined {
  const raw = isRecord(response.pagination)
    ? response.pagination
    : isRecord(response.data) && isRecord(response.data.pagination)
      ? response.data.pagination
      : undefined;
  const unread = (why: string) => {
    note({ aspect: paging, found: `${why}: more pages while a page is full`, kind: 'fallback' });
    return undefined;
  };
  if (raw === undefined) return unread('no pagination object');
  const documented = paginationSchema.safeParse(raw);
  if (documented.success) {
    note({
      aspect: paging,
      found: 'as documented (page, limit, total, totalPages, hasNext, hasPrev)',
      kind: 'recognised',
    });
    return documented.data;
  }
  const names: string[] = [];
  const {
    page: givenPage,
    limit,
    offset,
    total,
    ...given
  } = paginationVariants(raw, (field, name) => {
    if (name !== undefined) names.push(name === field ? name : `${name} as ${field}`);
  });
  if (limit === undefined || limit <= 0) return unread('no page size');
  const page = givenPage ?? (offset === undefined ? undefined : Math.floor(offset / limit) + firstPage);
  if (page === undefined) return unread('no page or offset');
  const totalPages = given.totalPages ?? (total === undefined ? undefined : Math.ceil(total / limit));
  const hasNext = given.hasNext ?? (totalPages === undefined ? undefined : page - firstPage + 1 < totalPages);
  if (hasNext === undefined) return unread('neither a total nor whether more follow');
  note({ aspect: paging, found: names.join(', '), kind: 'recognised' });
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
export function decodeServer(response: ApiResponse, note: RecognitionSink = noRecognition): Server {
  const record = serverRecordIn(response.data);
  const parsed = serverSchema.safeParse(record);
  if (!parsed.success) {
    note({ aspect: 'server record', found: 'no record with an id', kind: 'missing' });
    throw invalidResponseError(response, 'a server record without an id');
  }
  note({
    aspect: 'server record',
    found: record === response.data ? 'the record itself' : '{server}',
    kind: 'recognised',
  });
  noteServer(parsed.data, record, note);
  return parsed.data;
}

/**
 * What a server record says in forms the spec (docs/hosting-api.md) leaves open: its status word and its
 * time's form.
 */
function noteServer(server: Server, raw: unknown, note: RecognitionSink): void {
  const kind = statusKind(server.status);
  note({
    aspect: 'statuses',
    found: `${server.status} (${kind})`,
    kind: kind === 'unknown' ? 'fallback' : 'recognised',
  });
  const created = isRecord(raw) ? raw.createdAt : undefined;
  if (created !== undefined && created !== null)
    note({ aspect: 'createdAt', found: instantForm(created), kind: 'recognised' });
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
const serverListKeys = ['servers', 'items', 'data'];

/**
 * The server list. An entry without an id cannot be addressed, so it is skipped and counted; failing the
 * page would hide every other server too.
 */
export function decodeServerPage(response: ApiResponse, note: RecognitionSink = noRecognition): ServerPage {
  const list = readList(response.data, serverListKeys);
  if (list === undefined) {
    note({
      aspect: 'list envelope',
      found: 'neither an array nor {servers}, {items}, {data}',
      kind: 'missing',
    });
    throw invalidResponseError(response, 'a server list in an unknown shape');
  }
  note({ aspect: 'list envelope', found: list.wrapper, kind: 'recognised' });
  const servers: Server[] = [];
  let skipped = 0;
  for (const entry of list.items) {
    const parsed = serverSchema.safeParse(entry);
    if (parsed.success) {
      servers.push(parsed.data);
      noteServer(parsed.data, entry, note);
    } else skipped += 1;
  }
  if (skipped > 0) note({ aspect: 'entries', found: `${skipped} without an id skipped`, kind: 'fallback' });
  return { servers, pagination: parsePagination(response, 1, note), skipped };
}
