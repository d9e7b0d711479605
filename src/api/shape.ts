import { z } from 'zod';

/**
 * The loose values of JSON whose shape the spec (docs/hosting-api.md) does not show, as zod schemas, and the
 * readers that find a field under the names an API may use for it. A reader returns undefined for anything it
 * does not recognise, so callers can try field aliases in order.
 */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const numericText = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A non-blank string as given, or a finite number as a string (ids arrive as either). */
export const looseText = z.union([
  z.string().refine((value) => value.trim() !== ''),
  z.number().finite().transform(String),
]);

/** A finite number, or a string holding only one. */
export const looseNumber = z.union([z.number().finite(), z.string().regex(numericText).transform(Number)]);

/**
 * An instant as ISO 8601. Epoch numbers below 1e11 are seconds (1e11 s is the year 5138; 1e11 ms is 1973),
 * larger ones milliseconds. Strings are numeric epochs or anything Date.parse reads (ISO 8601, HTTP dates).
 */
export const instant = z
  .union([
    looseNumber.transform((epoch) => (epoch < 1e11 ? epoch * 1000 : epoch)),
    z.string().transform(Date.parse),
  ])
  .transform((milliseconds, context) => {
    const date = new Date(milliseconds);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
    context.issues.push({ code: 'custom', message: 'expected an instant', input: milliseconds });
    return z.NEVER;
  });

/** In a few words, which form of instant a value is in, for the recognition report. */
export function instantForm(value: unknown): string {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? read(looseNumber, value) : undefined;
  if (number !== undefined) {
    const form = number < 1e11 ? 'epoch seconds' : 'epoch milliseconds';
    return typeof value === 'string' ? `${form} as text` : form;
  }
  if (typeof value !== 'string') return typeof value;
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/i.test(value.trim())) return 'ISO 8601 (UTC)';
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+[+-]\d{2}:?\d{2}$/.test(value.trim())) return 'ISO 8601 with offset';
  return 'date text';
}

/**
 * How finely an instant is told, in milliseconds: 1000 for epoch seconds and for text without a fraction of a
 * second (whose instant is truncated to the second), else 1.
 */
export function instantPrecisionMs(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? read(looseNumber, value) : undefined;
  if (number !== undefined) return number < 1e11 && Number.isInteger(number) ? 1000 : 1;
  if (typeof value !== 'string') return 1;
  return /\d:\d{2}[.,]\d/.test(value) ? 1 : 1000;
}

/** What `schema` reads of a value, or undefined. */
export function read<T>(schema: z.ZodType<T>, value: unknown): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const asText = (value: unknown) => read(looseText, value);
export const asNumber = (value: unknown) => read(looseNumber, value);
export const asBoolean = (value: unknown) => read(z.boolean(), value);
export const asIsoTimestamp = (value: unknown) => read(instant, value);

/** The value at a dotted path such as 'user.name' or 'files.0.filename'. */
function valueAt(record: JsonRecord, path: string): unknown {
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

/** Like firstPresent, with the path it was found under. */
export function firstPresentAt(
  record: JsonRecord,
  paths: readonly string[],
): { value: unknown; path: string } | undefined {
  for (const path of paths) {
    const value = valueAt(record, path);
    if (value !== undefined && value !== null) return { value, path };
  }
  return undefined;
}

/** The first of the paths whose value `schema` reads. */
export function first<T>(schema: z.ZodType<T>, record: JsonRecord, paths: readonly string[]): T | undefined {
  for (const path of paths) {
    const value = read(schema, valueAt(record, path));
    if (value !== undefined) return value;
  }
  return undefined;
}

type NamedField = readonly [schema: z.ZodType, names: readonly string[]];

/**
 * How a shape the spec does not show is declared: each field with the names it has been seen under. The
 * reader takes each field from the first of its names that its schema reads, and leaves it out when none
 * does.
 */
export function namedFields<const F extends Record<string, NamedField>>(fields: F) {
  /** `found` hears which name each field was read under (the recognition report's alias). */
  return (
    record: JsonRecord,
    found?: (field: keyof F & string, name: string | undefined) => void,
  ): { [K in keyof F]?: z.output<F[K][0]> } => {
    const result: JsonRecord = {};
    for (const [field, [schema, names]] of Object.entries(fields)) {
      const name = names.find((path) => read(schema, valueAt(record, path)) !== undefined);
      if (name !== undefined) result[field] = read(schema, valueAt(record, name));
      found?.(field as keyof F & string, name);
    }
    return result as { [K in keyof F]?: z.output<F[K][0]> };
  };
}

/** The strings (or numbers, as strings) of an array; anything else gives an empty list. */
export const textList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).flatMap((item) => read(looseText, item) ?? []);

/** A list and how it was wrapped: `array` when `data` was the list itself, else `{key}`. */
export type WrappedList = { items: unknown[]; wrapper: string };

/**
 * A list the spec leaves the wrapper of open: `data` itself as an array, else the array under the first of
 * `keys` that holds one; undefined when there is none.
 */
export function readList(data: unknown, keys: readonly string[]): WrappedList | undefined {
  if (Array.isArray(data)) return { items: data, wrapper: 'array' };
  if (!isRecord(data)) return undefined;
  const key = keys.find((name) => Array.isArray(data[name]));
  return key === undefined ? undefined : { items: data[key] as unknown[], wrapper: `{${key}}` };
}
