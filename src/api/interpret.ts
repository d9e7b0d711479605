import { redactSecrets } from '../log.js';
import { headerValue, parseBody, type ApiResponse, type ResponseHeaders } from './envelope.js';
import { HostingApiError, invalidResponseError } from './errors.js';

export type RawResponse = { status: number; headers: ResponseHeaders; text: string };

/** The body as JSON, or nothing when it is not (a text or HTML page). */
function jsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Maps a response to the envelope's content or to the error it stands for. A write (`write`) answered 2xx
 * is done whatever its body holds: a body outside the envelope is its data (JSON) or nothing, and the
 * caller says what happened from what it sent.
 */
export function interpretResponse(
  { status, headers, text }: RawResponse,
  apiKey: string,
  write = false,
): ApiResponse | HostingApiError {
  const body = parseBody(text);
  const headerRequestId = headerValue(headers, 'x-request-id');
  const success = status >= 200 && status < 300;
  if (success && body.kind === 'data') {
    return {
      status,
      requestId: headerRequestId ?? body.requestId,
      data: body.data,
      pagination: body.pagination,
    };
  }
  if (success && body.kind === 'empty')
    return { status, requestId: headerRequestId, data: undefined, pagination: undefined };
  const requestId = (body.kind === 'error' ? body.requestId : undefined) ?? headerRequestId;
  if (success && body.kind === 'unknown') {
    if (write) return { status, requestId, data: jsonOrNothing(text), pagination: undefined };
    return invalidResponseError({ status, requestId }, 'a body that is not the documented JSON envelope');
  }
  const code = body.kind === 'error' ? body.code : undefined;
  // The API's own sentence may quote what it was sent, so the key is scrubbed from it.
  const apiMessage =
    body.kind === 'error' && body.message !== undefined ? redactSecrets(body.message, [apiKey]) : undefined;
  if (status === 429) {
    return new HostingApiError({
      code: 'RATE_LIMITED',
      message: apiMessage ?? 'The hosting API rate limit for this key is used up; try again shortly.',
      status,
      requestId,
    });
  }
  if (code !== undefined) {
    return new HostingApiError({
      code,
      message: apiMessage ?? `The hosting API answered ${code}.`,
      status,
      requestId,
    });
  }
  return new HostingApiError({
    code: 'HTTP_ERROR',
    message: apiMessage ?? `The hosting API answered HTTP ${status} without a readable error.`,
    status,
    requestId,
  });
}
