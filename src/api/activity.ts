import { createHash } from 'node:crypto';
import type { ApiResponse } from './envelope.js';
import { invalidResponseError } from './errors.js';
import { parsePagination, type Pagination } from './model.js';
import { noRecognition, type RecognitionSink } from './recognition.js';
import {
  asIsoTimestamp,
  asText,
  first,
  firstPresentAt,
  instantForm,
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
  action?: string;
  actor?: string;
  description?: string;
  /** ISO 8601. */
  timestamp?: string;
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

/** The names an entry's fields have been seen under; the spec shows none. */
const entryFields = namedFields({
  id: [looseText, ['id', '_id', 'uuid', 'entryId', 'entry_id']],
  action: [looseText, ['action', 'event', 'type', 'eventType', 'event_type', 'kind']],
  description: [looseText, ['description', 'message', 'details', 'summary', 'text', 'detail']],
});

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
  const entry: ActivityEntry = {
    ...fields,
    key: fields.id ?? createHash('sha256').update(canonicalJson(raw)).digest('hex'),
    raw,
  };
  const actorAt = firstPresentAt(raw, actorNames);
  const actor = actorName(actorAt?.value);
  if (actor !== undefined) entry.actor = actor;
  noteField(note, 'actor', actor === undefined ? undefined : actorAt?.path);
  const timeAt = firstPresentAt(raw, timeNames);
  const timestamp = asIsoTimestamp(timeAt?.value);
  if (timestamp !== undefined) entry.timestamp = timestamp;
  noteField(
    note,
    'time',
    timestamp === undefined ? undefined : timeAt?.path,
    ` (${instantForm(timeAt?.value)})`,
  );
  if (entry.action !== undefined) note({ aspect: 'actions', found: entry.action, kind: 'recognised' });
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
