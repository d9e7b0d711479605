import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import { HostingApiError, type documentedErrorCodes } from '../api/index.js';
import { StoreError } from '../store/index.js';
import { codeSpanText, inlineCode } from './format.js';
import { truncate } from './text.js';
import { english, phrase, type MessageKey, type Phrase, type Translator } from '../i18n/index.js';

/**
 * The Discord layer's one error type: something the member did or asked that cannot go ahead, said in a
 * sentence they can act on, in the reader's language. Thrown by handlers and access checks, rendered by
 * `describeError`; its `message` is the English sentence, for log lines.
 */
export class UserError extends Error {
  override readonly name = 'UserError';

  constructor(
    readonly phrase: Phrase,
    options?: ErrorOptions,
  ) {
    super(english.say(phrase), options);
  }
}

/** What a member reads when a server is missing or not theirs: the same words, so nothing leaks. */
export const serverNotFound: Phrase = phrase('error.serverNotFound');

type DocumentedErrorCode = (typeof documentedErrorCodes)[number];

const documentedKeys = {
  VALIDATION_ERROR: 'error.api.VALIDATION_ERROR',
  LIMIT_EXCEEDED: 'error.api.LIMIT_EXCEEDED',
  NO_CHANGE: 'error.api.NO_CHANGE',
  INVALID_RAM: 'error.api.INVALID_RAM',
  BELOW_MIN_RAM: 'error.api.BELOW_MIN_RAM',
  ABOVE_MAX_RAM: 'error.api.ABOVE_MAX_RAM',
  RAM_LIMIT_EXCEEDED: 'error.api.RAM_LIMIT_EXCEEDED',
  DISK_USAGE_EXCEEDED: 'error.api.DISK_USAGE_EXCEEDED',
  AUTH_REQUIRED: 'error.api.AUTH_REQUIRED',
  FORBIDDEN: 'error.api.FORBIDDEN',
  ADDON_REQUIRED: 'error.api.ADDON_REQUIRED',
  FEATURE_UNAVAILABLE: 'error.api.FEATURE_UNAVAILABLE',
  DISTRIBUTION_RESTRICTED: 'error.api.DISTRIBUTION_RESTRICTED',
  SERVER_NOT_FOUND: 'error.serverNotFound',
  USER_NOT_FOUND: 'error.api.USER_NOT_FOUND',
  NOT_FOUND: 'error.api.NOT_FOUND',
  CONFLICT: 'error.api.CONFLICT',
  SERVER_SUSPENDED: 'error.api.SERVER_SUSPENDED',
  SERVER_INSTALLING: 'error.api.SERVER_INSTALLING',
  ALREADY_EXISTS: 'error.api.ALREADY_EXISTS',
  LIMIT_REACHED: 'error.api.LIMIT_REACHED',
  CONFIG_ERROR: 'error.api.CONFIG_ERROR',
  INTERNAL_ERROR: 'error.api.INTERNAL_ERROR',
  UPLOAD_FAILED: 'error.api.UPLOAD_FAILED',
  SERVICE_UNAVAILABLE: 'error.api.SERVICE_UNAVAILABLE',
} as const satisfies Record<DocumentedErrorCode, MessageKey>;

/** Who reads an error: the reseller's own team (ops) or a customer's community guild. */
export type ErrorReader = 'ops' | 'community';

/**
 * Where the default sentence sends a customer to the reseller, the reseller's own team is told what it can
 * do itself instead.
 */
const opsKeys: Partial<Record<DocumentedErrorCode, MessageKey>> = {
  SERVER_SUSPENDED: 'error.ops.SERVER_SUSPENDED',
  ADDON_REQUIRED: 'error.ops.ADDON_REQUIRED',
  LIMIT_EXCEEDED: 'error.ops.LIMIT_EXCEEDED',
  LIMIT_REACHED: 'error.ops.LIMIT_REACHED',
  FORBIDDEN: 'error.ops.FORBIDDEN',
  FEATURE_UNAVAILABLE: 'error.ops.FEATURE_UNAVAILABLE',
  CONFIG_ERROR: 'error.ops.CONFIG_ERROR',
  INTERNAL_ERROR: 'error.ops.INTERNAL_ERROR',
};

/** The pricing plan's bound on RAM, when the API's own message states it. */
function ramBoundPhrase(error: HostingApiError): Phrase | undefined {
  if (error.code !== 'BELOW_MIN_RAM' && error.code !== 'ABOVE_MAX_RAM') return undefined;
  const stated = /(\d+(?:\.\d+)?)\s*GB/i.exec(error.message)?.[1];
  if (stated === undefined) return undefined;
  return phrase(error.code === 'BELOW_MIN_RAM' ? 'error.ramBelowPlan' : 'error.ramAbovePlan', {
    bound: `${Number(stated)} GB`,
  });
}

const clientKeys: Record<string, MessageKey> = {
  RATE_LIMITED: 'error.client.RATE_LIMITED',
  NETWORK_ERROR: 'error.client.NETWORK_ERROR',
  TIMEOUT: 'error.client.TIMEOUT',
  ABORTED: 'error.client.ABORTED',
  INVALID_RESPONSE: 'error.client.INVALID_RESPONSE',
  RESPONSE_TOO_LARGE: 'error.client.RESPONSE_TOO_LARGE',
};

/** Client failures that point at the API misbehaving: logged as errors, not just told. */
const unexpectedClientCodes = new Set(['INVALID_RESPONSE', 'RESPONSE_TOO_LARGE']);

export type ErrorDescription = {
  /** What the reader is told, in no language yet. */
  phrase: Phrase;
  /** The same in English, for log lines. */
  sentence: string;
  requestId: string | undefined;
  /** True when the error is the bot's own fault or unexpected, and worth an error-level log line. */
  unexpected: boolean;
};

function isDocumented(code: string): code is DocumentedErrorCode {
  return Object.hasOwn(documentedKeys, code);
}

/**
 * The one place an error becomes words for a member. `reader` picks the words for the reseller's own team
 * where a customer would be sent to the reseller; without it, a customer's words.
 */
export function describeError(error: unknown, reader: ErrorReader = 'community'): ErrorDescription {
  const described = describe(error, reader);
  return { ...described, sentence: english.say(described.phrase) };
}

function describe(error: unknown, reader: ErrorReader): Omit<ErrorDescription, 'sentence'> {
  if (error instanceof UserError) return { phrase: error.phrase, requestId: undefined, unexpected: false };
  if (error instanceof StoreError) {
    const key = error.operation === 'read' ? 'error.store.read' : 'error.store.write';
    return { phrase: phrase(key), requestId: undefined, unexpected: true };
  }
  if (error instanceof HostingApiError) {
    const requestId = error.requestId;
    if (error.code === 'TENANT_BUSY') {
      const seconds = error.retryAfterSeconds ?? 1;
      return { phrase: phrase('error.tenantBusy', { seconds }), requestId, unexpected: false };
    }
    // Validation the client did before sending carries its own precise phrase.
    if (error.status === undefined && error.phrase !== undefined)
      return { phrase: error.phrase, requestId, unexpected: false };
    if (isDocumented(error.code)) {
      const key = (reader === 'ops' ? opsKeys[error.code] : undefined) ?? documentedKeys[error.code];
      return {
        phrase: ramBoundPhrase(error) ?? phrase(key),
        requestId,
        unexpected: (error.status ?? 0) >= 500,
      };
    }
    const client = clientKeys[error.code];
    if (client)
      return { phrase: phrase(client), requestId, unexpected: unexpectedClientCodes.has(error.code) };
    if (error.status !== undefined && error.status >= 500)
      return { phrase: phrase('error.api.failed', { status: error.status }), requestId, unexpected: true };
    return {
      phrase: phrase('error.api.refused', { code: inlineCode(error.code) }),
      requestId,
      unexpected: true,
    };
  }
  return { phrase: phrase('error.internal'), requestId: undefined, unexpected: true };
}

/** The sentence of an error, in the reader's language. */
export function errorSentence(error: unknown, t: Translator, reader: ErrorReader = 'community'): string {
  return t.say(describeError(error, reader).phrase);
}

/** Renders a description as one message line plus the trace reference support needs. */
export function errorMessage(
  { phrase: said, requestId }: Pick<ErrorDescription, 'phrase' | 'requestId'>,
  t: Translator,
): string {
  const sentence = t.say(said);
  // The id is the API's text, shown in a code span by the message: safe there, whatever it holds.
  return requestId
    ? t.t('error.lineWithRequest', { sentence, requestId: codeSpanText(truncate(requestId, 120)) })
    : t.t('error.line', { sentence });
}

/** Discord errors that mean the interaction is already answered or gone: nothing to report to anyone. */
export function isHarmlessDiscordError(error: unknown): boolean {
  return (
    error instanceof DiscordAPIError &&
    (error.code === RESTJSONErrorCodes.UnknownInteraction ||
      error.code === RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged)
  );
}
