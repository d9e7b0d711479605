import type { ResponseContext } from './errors.js';
import { z } from 'zod';
import { looseText, read } from './shape.js';

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

const optionalText = looseText.optional().catch(undefined);

/**
 * The spec's error envelope (docs/hosting-api.md), `{ error: { code, message, requestId } }`; some gateways
 * send a sentence.
 */
const errorEnvelope = z.looseObject({
  error: z.union([
    z.string().transform((message) => ({ code: undefined, message, requestId: undefined })),
    z.looseObject({ code: optionalText, message: optionalText, requestId: optionalText }),
  ]),
});

/** The spec's success envelope, `{ data, pagination? }`: `data` must be there, whatever it holds. */
const dataEnvelope = z.looseObject({
  error: z.null().optional(),
  data: z.unknown(),
  pagination: z.unknown().optional(),
  requestId: optionalText,
});

const envelopeSchema = z.union([
  errorEnvelope.transform(
    ({ error }): ParsedBody => ({
      kind: 'error',
      code: error.code,
      message: error.message,
      requestId: error.requestId,
    }),
  ),
  dataEnvelope.transform(
    ({ data, pagination, requestId }): ParsedBody => ({ kind: 'data', data, pagination, requestId }),
  ),
]);

/** Reads a response body as the spec's envelope; anything else (HTML error pages, bare JSON) is `unknown`. */
export function parseBody(text: string): ParsedBody {
  if (/^\s*$/.test(text)) return { kind: 'empty' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'unknown' };
  }
  return read(envelopeSchema, json) ?? { kind: 'unknown' };
}
