import { createHash } from 'node:crypto';
import { classifyActivity, type ActivityKind, type KnownStatus } from './activity-kind.js';
import type { ApiResponse } from './envelope.js';
import { invalidResponseError } from './errors.js';
import { statusKind } from './status.js';
import { parsePagination, type Pagination } from './model.js';
import { noRecognition, type RecognitionSink } from './recognition.js';
import {
  asIsoTimestamp,
  asText,
  first,
  firstPresentAt,
  instantForm,
  instantPrecisionMs,
  isRecord,
  looseText,
  namedFields,
  readList,
  type JsonRecord,
} from './shape.js';

export type ActivityEntry = {
  id?: string;
  /**
   * The entry's id, else a stable hash of the raw entry: what the poller remembers to post each entry once.
   */
  key: string;
  /** The API's own words for what happened: the first of its action, event and type fields. */
  action?: string;
  /** What the entry means, whatever the API calls it; absent when nothing in it says. */
  kind?: ActivityKind;
  actor?: string;
  description?: string;
  /** ISO 8601. */
  timestamp?: string;
  /** 1000 when the API gave the time in whole seconds (truncated), else absent: to the millisecond. */
  timestampPrecisionMs?: number;
  raw: JsonRecord;
};

export type ActivityPage = {
  entries: ActivityEntry[];
  pagination: Pagination | undefined;
  /** List entries left out because they could not be read (no id, not an object); absent means none. */
  skipped?: number;
};

/** JSON with object keys sorted at every level, so equal entries hash equally whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An actor may be a name or an object describing a user. */
function actorName(value: unknown): string | undefined {
  if (isRecord(value))
    return first(looseText, value, ['name', 'username', 'userName', 'displayName', 'email', 'id']);
  return asText(value);
}

/** The names an entry's fields have been seen under; the spec (docs/hosting-api.md) shows none. */
const entryFields = namedFields({
  id: [looseText, ['id', '_id', 'uuid', 'entryId', 'entry_id']],
  description: [looseText, ['description', 'message', 'details', 'summary', 'text', 'detail']],
});

/**
 * The fields that may name what happened, in the order their words are shown: each may hold the meaning
 * alone (`event: 'SERVER_STATUS_CHANGED', type: 'warning'`) or with another
 * (`type: 'mod', action: 'installed'`).
 */
const codeFields = ['action', 'event', 'type', 'eventType', 'event_type'];

const actorNames = ['actor', 'user', 'userName', 'username', 'causer', 'performedBy', 'performed_by', 'by'];
const timeNames = [
  'createdAt',
  'timestamp',
  'time',
  'date',
  'created_at',
  'occurredAt',
  'occurred_at',
  'loggedAt',
  'at',
];

const unrecognisedKind = 'unrecognised (shown in the API\u2019s words)';

/** What each part of an entry was read under, or that it was missing. */
function noteField(note: RecognitionSink, field: string, name: string | undefined, extra = ''): void {
  if (name === undefined) note({ aspect: `entry ${field}`, found: 'absent', kind: 'missing' });
  else note({ aspect: `entry ${field}`, found: `${name}${extra}`, kind: 'recognised' });
}

export function normalizeActivityEntry(
  raw: JsonRecord,
  note: RecognitionSink = noRecognition,
): ActivityEntry {
  const fields = entryFields(raw, (field, name) => {
    if (field === 'id' && name === undefined)
      note({ aspect: 'entry id', found: 'absent: a hash of the entry stands in', kind: 'fallback' });
    else noteField(note, field, name);
  });
  const codeNames = codeFields.filter((field) => asText(raw[field]) !== undefined);
  const codes = codeNames.flatMap((field) => asText(raw[field]) ?? []);
  noteField(note, 'action', codeNames.length === 0 ? undefined : codeNames.join(' + '));
  const entry: ActivityEntry = {
    ...fields,
    key: fields.id ?? createHash('sha256').update(canonicalJson(raw)).digest('hex'),
    raw,
  };
  if (codes[0] !== undefined) entry.action = codes[0];
  const kind = classifyActivity({
    codes,
    ...(fields.description === undefined ? {} : { description: fields.description }),
  });
  if (kind !== undefined) entry.kind = kind;
  if (codes.length > 0 || kind !== undefined)
    note({
      aspect: 'actions',
      found: `${codes.join(' + ') || 'description'} as ${kind ?? unrecognisedKind}`,
      kind: kind === undefined ? 'fallback' : 'recognised',
    });
  const actorAt = firstPresentAt(raw, actorNames);
  const actor = actorName(actorAt?.value);
  if (actor !== undefined) entry.actor = actor;
  noteField(note, 'actor', actor === undefined ? undefined : actorAt?.path);
  const timeAt = firstPresentAt(raw, timeNames);
  const timestamp = asIsoTimestamp(timeAt?.value);
  if (timestamp !== undefined) {
    entry.timestamp = timestamp;
    if (instantPrecisionMs(timeAt?.value) > 1) entry.timestampPrecisionMs = instantPrecisionMs(timeAt?.value);
  }
  noteField(
    note,
    'time',
    timestamp === undefined ? undefined : timeAt?.path,
    ` (${instantForm(timeAt?.value)})`,
  );
  return entry;
}

/** The spec shows neither the log's wrapper nor an entry's fields: an array, or one under these keys. */
const activityListKeys = ['entries', 'activity', 'logs', 'items', 'data'];

/**
 * The activity log under `data`. An entry that is not an object is skipped and counted: failing the page
 * would stall the poller's cursor on it.
 */
export function decodeActivityPage(
  response: ApiResponse,
  note: RecognitionSink = noRecognition,
): ActivityPage {
  const list = readList(response.data, activityListKeys);
  if (list === undefined) {
    note({
      aspect: 'list envelope',
      found: `neither an array nor ${activityListKeys.map((key) => `{${key}}`).join(', ')}`,
      kind: 'missing',
    });
    throw invalidResponseError(response, 'an activity log in an unknown shape');
  }
  note({ aspect: 'list envelope', found: list.wrapper, kind: 'recognised' });
  const entries: ActivityEntry[] = [];
  let skipped = 0;
  for (const raw of list.items) {
    if (isRecord(raw)) entries.push(normalizeActivityEntry(raw, note));
    else skipped += 1;
  }
  if (skipped > 0) note({ aspect: 'entries', found: `${skipped} not objects, skipped`, kind: 'fallback' });
  return { entries, pagination: parsePagination(response, 1, note), skipped };
}

/**
 * A status word the bot knows: one of the common words, or one it has read from this server (`seen`), so an
 * API's own vocabulary (`HIBERNATING`) is understood once the server has reported it.
 */
export function knownStatus(seen: readonly (string | undefined)[]): KnownStatus {
  const reported = new Set(seen.flatMap((status) => (status === undefined ? [] : [status.toLowerCase()])));
  return (word) => statusKind(word) !== 'unknown' || reported.has(word.toLowerCase());
}

/**
 * The entry with what its description says when its codes said nothing: a change between two statuses the
 * bot knows. Decoding knows only the common words; a caller that has read the server knows its own too.
 */
export function understood(entry: ActivityEntry, isStatus: KnownStatus): ActivityEntry {
  if (entry.kind !== undefined || entry.description === undefined) return entry;
  const kind = classifyActivity({ codes: [], description: entry.description }, isStatus);
  return kind === undefined ? entry : { ...entry, kind };
}
