import type { ResponseContext } from './errors.js';
import { asText, isRecord, type JsonRecord } from './shape.js';

/** Response headers as Node and undici deliver them: names in lower case. */
export type ResponseHeaders = Record<string, string | string[] | undefined>;

export function headerValue(headers: ResponseHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A successful response as the service layer sees it: the envelope's parts plus where it came from. */
export type ApiResponse = ResponseContext & {
  /** The envelope's `data`; undefined when the body was empty (allowed for 2xx). */
  data: unknown;
  pagination: unknown;
};

export type ParsedBody =
  | { kind: 'empty' }
  | { kind: 'data'; data: unknown; pagination: unknown; requestId: string | undefined }
  | { kind: 'error'; code: string | undefined; message: string | undefined; requestId: string | undefined }
  /** Not the documented envelope: HTML error pages, truncated JSON, JSON without `data` or `error`. */
  | { kind: 'unknown' };

/**
 * Reads a response body as the spec's envelope: `{ data, pagination? }` or `{ error: { code, message,
 * requestId } }`.
 */
export function parseBody(text: string): ParsedBody {
  if (/^\s*$/.test(text)) return { kind: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'unknown' };
  }
  if (!isRecord(json)) return { kind: 'unknown' };
  if ('error' in json && json.error !== undefined && json.error !== null) return errorBody(json.error);
  if ('data' in json)
    return { kind: 'data', data: json.data, pagination: json.pagination, requestId: asText(json.requestId) };
  return { kind: 'unknown' };
}

function errorBody(error: unknown): ParsedBody {
  // Some gateways send `error` as a bare sentence rather than the documented object.
  if (typeof error === 'string')
    return { kind: 'error', code: undefined, message: error, requestId: undefined };
  if (!isRecord(error)) return { kind: 'unknown' };
  const fields: JsonRecord = error;
  return {
    kind: 'error',
    code: asText(fields.code),
    message: asText(fields.message),
    requestId: asText(fields.requestId),
  };
}
