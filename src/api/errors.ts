import type { Phrase } from '../i18n/index.js';
/** Error codes the hosting API documents (docs/hosting-api.md, the spec's error codes). */
export const documentedErrorCodes = [
  'VALIDATION_ERROR',
  'LIMIT_EXCEEDED',
  'NO_CHANGE',
  'INVALID_RAM',
  'BELOW_MIN_RAM',
  'ABOVE_MAX_RAM',
  'RAM_LIMIT_EXCEEDED',
  'DISK_USAGE_EXCEEDED',
  'AUTH_REQUIRED',
  'FORBIDDEN',
  'ADDON_REQUIRED',
  'FEATURE_UNAVAILABLE',
  'DISTRIBUTION_RESTRICTED',
  'SERVER_NOT_FOUND',
  'USER_NOT_FOUND',
  'NOT_FOUND',
  'CONFLICT',
  'SERVER_SUSPENDED',
  'SERVER_INSTALLING',
  'ALREADY_EXISTS',
  'LIMIT_REACHED',
  'CONFIG_ERROR',
  'INTERNAL_ERROR',
  'UPLOAD_FAILED',
  'SERVICE_UNAVAILABLE',
] as const;

/** Codes the client produces itself, for failures that carry no API error envelope. */
export const clientErrorCodes = [
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'ABORTED',
  'INVALID_RESPONSE',
  'HTTP_ERROR',
  'TENANT_BUSY',
  /** An answer larger than its cap (`responseByteCaps`): not read. */
  'RESPONSE_TOO_LARGE',
] as const;

export type HostingApiErrorInit = {
  code: string;
  message: string;
  status?: number | undefined;
  requestId?: string | undefined;
  field?: string | undefined;
  /** For local validation errors: what the member is told, in no language yet. */
  phrase?: Phrase | undefined;
  /** TENANT_BUSY: whole seconds after which trying again can succeed. */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
};

/**
 * The one error type of the API layer. `message` is the API's own sentence or a clear local one; it never
 * carries the API key (messages taken from responses are scrubbed before they get here).
 */
export class HostingApiError extends Error {
  override readonly name = 'HostingApiError';
  /** HTTP status; undefined for network failures, timeouts, cancellation and local validation. */
  readonly status: number | undefined;
  /** A documented code, a client code, or an unknown code string the API sent. */
  readonly code: string;
  /** The body's `error.requestId`, else the X-Request-Id header. */
  readonly requestId: string | undefined;
  /** For local validation errors: which input was rejected. */
  readonly field: string | undefined;
  readonly phrase: Phrase | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor({
    code,
    message,
    status,
    requestId,
    field,
    phrase,
    retryAfterSeconds,
    cause,
  }: HostingApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = status;
    this.requestId = requestId;
    this.field = field;
    this.phrase = phrase;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Why a tenant's call was refused before it was sent: its queue was full, or its lookup budget spent. */
export type TenantRefusal = 'queue_full' | 'lookup_budget';

/** A tenant asked more than its fair share allows; nothing was sent. */
export function tenantBusyError(waitMs: number, reason: TenantRefusal): HostingApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HostingApiError({
    code: 'TENANT_BUSY',
    message: `Too many requests from this tenant right now (${reason}); try again in ${retryAfterSeconds} s.`,
    retryAfterSeconds,
    cause: reason,
  });
}

/** Input refused before it was sent: `phrase` tells the member, `message` (English) the log. */
export function validationError(
  field: string,
  message: string,
  code = 'VALIDATION_ERROR',
  phrase?: Phrase,
): HostingApiError {
  return new HostingApiError({ code, message, field, phrase });
}

export function abortedError(): HostingApiError {
  return new HostingApiError({
    code: 'ABORTED',
    message: 'The hosting API call was cancelled before it finished.',
  });
}

/** What the client knows about the response it could not understand. */
export type ResponseContext = { status: number; requestId: string | undefined };

export function invalidResponseError(context: ResponseContext, what: string): HostingApiError {
  return new HostingApiError({
    code: 'INVALID_RESPONSE',
    message:
      `The hosting API answered HTTP ${context.status} with ${what}, ` +
      'which the client cannot understand.',
    status: context.status,
    requestId: context.requestId,
  });
}
