/**
 * Small readers for JSON whose shape the spec does not show. Each returns undefined for anything it does
 * not recognise, so callers can try field aliases in order.
 */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted path such as 'user.name' or 'files.0.filename'. */
export function valueAt(record: JsonRecord, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** The first of the paths that holds something other than undefined or null. */
export function firstPresent(record: JsonRecord, paths: readonly string[]): unknown {
  for (const path of paths) {
    const value = valueAt(record, path);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

/** A non-blank string, or a finite number as a string (ids arrive as either). */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const numericText = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A finite number, or a string holding only one. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && numericText.test(value)) return Number(value);
  return undefined;
}

export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function firstText(record: JsonRecord, paths: readonly string[]): string | undefined {
  for (const path of paths) {
    const value = asText(valueAt(record, path));
    if (value !== undefined) return value;
  }
  return undefined;
}

export function firstNumber(record: JsonRecord, paths: readonly string[]): number | undefined {
  for (const path of paths) {
    const value = asNumber(valueAt(record, path));
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The strings (or numbers, as strings) of an array; anything else gives an empty list. */
export function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(asText).filter((item): item is string => item !== undefined);
}

/** `data` itself when it is an array, else the first array found under one of the keys. */
export function listIn(data: unknown, keys: readonly string[]): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (!isRecord(data)) return undefined;
  for (const key of keys) {
    const candidate = data[key];
    if (Array.isArray(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Epoch numbers below 1e11 are seconds (1e11 s is the year 5138; 1e11 ms is 1973), larger ones milliseconds.
 * Strings are numeric epochs or anything Date.parse reads (ISO 8601, HTTP dates).
 */
export function asIsoTimestamp(value: unknown): string | undefined {
  const epoch = asNumber(value);
  let milliseconds: number;
  if (epoch !== undefined) milliseconds = epoch < 1e11 ? epoch * 1000 : epoch;
  else if (typeof value === 'string') milliseconds = Date.parse(value);
  else return undefined;
  const date = new Date(milliseconds);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
