import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import { HostingApiError, type documentedErrorCodes } from '../api/index.js';
import { StoreError } from '../store/index.js';
import { fillSentence } from './sentences.js';

type DocumentedErrorCode = (typeof documentedErrorCodes)[number];

/**
 * The Discord layer's one error type: something the member did or asked that cannot go ahead, said in a
 * sentence they can act on. Thrown by handlers and access checks, rendered by `describeError`.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
}

/** What a member reads when a server is missing or not theirs: the same words, so nothing leaks. */
export const serverNotFoundSentence =
  'That server does not exist or is not available here. Pick one from the suggestions or check the id.';

const sentences: Record<DocumentedErrorCode, string> = {
  VALIDATION_ERROR: 'The hosting API rejected the request as invalid. Check the values and try again.',
  LIMIT_EXCEEDED:
    'A quota on this account has been reached. Remove something unused, or ask your hosting provider ' +
    'to raise the quota.',
  NO_CHANGE: 'Nothing changed: the server already has that size. Choose a different value.',
  INVALID_RAM:
    'RAM must be a positive amount in steps of 0.5 GB (for example 2, 2.5 or 3). Adjust it and try again.',
  BELOW_MIN_RAM:
    "That much RAM is below the pricing plan's minimum, which the plan's entry in the hosting panel " +
    'states. Choose more RAM.',
  ABOVE_MAX_RAM:
    "That much RAM is above the pricing plan's maximum, which the plan's entry in the hosting panel " +
    'states. Choose less RAM.',
  RAM_LIMIT_EXCEEDED:
    "This would exceed the hosting account's total RAM allowance. Shrink or delete another server " +
    'first, or raise the allowance.',
  DISK_USAGE_EXCEEDED:
    'The server uses more disk than the smaller size allows, so it cannot be downgraded. Free disk ' +
    'space on it first.',
  AUTH_REQUIRED:
    "The hosting API refused the bot's API key. An administrator needs to check HOSTING_API_KEY.",
  FORBIDDEN:
    "The bot's API key is not permitted to do this. Ask your hosting provider to grant the bot this " +
    'permission.',
  ADDON_REQUIRED:
    'Mods and plugins need the mods addon or the Premium plan on this server. Ask your hosting ' +
    'provider to enable the mods addon or move the server to Premium.',
  FEATURE_UNAVAILABLE:
    "This feature is not available on the server's plan. Ask your hosting provider to move the server " +
    'to a higher plan, which unlocks it.',
  DISTRIBUTION_RESTRICTED:
    "The mod's author forbids third-party downloads, so it cannot be installed automatically. " +
    "Download it from the mod's page and upload it to the server by hand.",
  SERVER_NOT_FOUND: serverNotFoundSentence,
  USER_NOT_FOUND: 'That user was not found on the server. Check the name and try again.',
  NOT_FOUND:
    'The mod or file was not found at the provider; it may have been removed. Search again and pick ' +
    'a listed file.',
  CONFLICT:
    'Someone else changed this server at the same moment, so nothing was applied. Look at its ' +
    'current state and try again.',
  SERVER_SUSPENDED:
    'The server is suspended, so changes are blocked. Contact your hosting provider to have the ' +
    'suspension lifted.',
  SERVER_INSTALLING: 'The server is still being set up. Try again once it is ready.',
  ALREADY_EXISTS: 'That already exists, so nothing new was created.',
  LIMIT_REACHED:
    "The hosting panel's limit has been reached. Remove something unused, or ask your hosting provider " +
    'to raise it.',
  CONFIG_ERROR:
    'The hosting platform is missing configuration for this action. Contact your hosting provider ' +
    'and quote the request id.',
  INTERNAL_ERROR:
    'The hosting API failed internally. Try again in a moment; if it keeps failing, contact your ' +
    'hosting provider with the request id.',
  UPLOAD_FAILED:
    'The mod was fetched but could not be uploaded to the server. Try again; if it keeps failing, ' +
    'check the server is running and has free disk.',
  SERVICE_UNAVAILABLE:
    'The hosting platform has no free capacity right now (no nodes or ports) or its panel is ' +
    'unreachable. Try again later.',
};

/** Who reads an error: the reseller's own team (ops) or a customer's community guild. */
export type ErrorReader = 'ops' | 'community';

/**
 * Where the default sentence sends a customer to the reseller, the reseller's own team is told what it can
 * do itself instead.
 */
const opsSentences: Partial<Record<DocumentedErrorCode, string>> = {
  SERVER_SUSPENDED:
    'The server is suspended, so changes are blocked. Lift the suspension in the hosting panel ' +
    '(usually settled by the billing behind it), then try again.',
  ADDON_REQUIRED:
    'Mods and plugins need the mods addon or the Premium plan on this server. Enable the mods addon ' +
    'for it in the hosting panel, or move it to Premium, then try again.',
  LIMIT_EXCEEDED:
    'A quota on your hosting account has been reached. Remove something unused, or have the quota ' +
    'raised with the hosting platform.',
  LIMIT_REACHED:
    "The hosting panel's limit has been reached. Remove something unused, or raise the limit in the " +
    'hosting panel.',
  FORBIDDEN:
    "The bot's API key is not permitted to do this. Grant the key this permission in the hosting " +
    "panel's API settings, or use a key that has it.",
  FEATURE_UNAVAILABLE:
    "This feature is not available on the server's plan. Move the server to a higher plan in the " +
    'hosting panel to unlock it.',
  CONFIG_ERROR:
    "The hosting platform is missing configuration for this action. Contact the hosting platform's " +
    'support and quote the request id.',
  INTERNAL_ERROR:
    'The hosting API failed internally. Try again in a moment; if it keeps failing, contact the ' +
    "hosting platform's support with the request id.",
};

/** The pricing plan's bound on RAM, when the API's own message states it. */
const ramBoundSentences = {
  BELOW_MIN_RAM: "That much RAM is below the pricing plan's minimum of {bound}. Choose {bound} or more.",
  ABOVE_MAX_RAM: "That much RAM is above the pricing plan's maximum of {bound}. Choose {bound} or less.",
} as const;

function ramBoundSentence(error: HostingApiError): string | undefined {
  if (error.code !== 'BELOW_MIN_RAM' && error.code !== 'ABOVE_MAX_RAM') return undefined;
  const stated = /(\d+(?:\.\d+)?)\s*GB/i.exec(error.message)?.[1];
  return stated === undefined
    ? undefined
    : fillSentence(ramBoundSentences[error.code], { bound: `${Number(stated)} GB` });
}

const clientSentences: Record<string, string> = {
  RATE_LIMITED: 'The hosting API is rate limiting the bot right now. Wait a minute and try again.',
  NETWORK_ERROR: 'The bot could not reach the hosting API. Try again in a moment.',
  TIMEOUT:
    'The hosting API did not answer in time. The action may still have happened: check before you repeat it.',
  ABORTED: 'The request was cancelled before it finished. Try again.',
  INVALID_RESPONSE:
    'The hosting API sent an answer the bot could not understand. Try again; if it persists, report ' +
    'the request id.',
};

/** A guild asked more than its fair share of the API: whole sentence, `{seconds}` filled in. */
export const tenantBusySentence = 'Too many requests from this server right now, try again in {seconds} s.';

const storeSentences = {
  read:
    'The bot could not read its database, so it cannot do this right now. ' +
    'Nothing was changed; try again in a minute.',
  write:
    "That change was not saved: the bot's database is not answering. " +
    'Nothing was changed; try again in a minute.',
} as const;

export type ErrorDescription = {
  sentence: string;
  requestId: string | undefined;
  /** True when the error is the bot's own fault or unexpected, and worth an error-level log line. */
  unexpected: boolean;
};

/**
 * The one place an error becomes words for a member. `reader` picks the words for the reseller's own team
 * where a customer would be sent to the reseller; without it, a customer's words.
 */
export function describeError(error: unknown, reader: ErrorReader = 'community'): ErrorDescription {
  if (error instanceof UserError) return { sentence: error.message, requestId: undefined, unexpected: false };
  if (error instanceof StoreError) {
    const sentence = storeSentences[error.operation === 'read' ? 'read' : 'write'];
    return { sentence, requestId: undefined, unexpected: true };
  }
  if (error instanceof HostingApiError) {
    const requestId = error.requestId;
    if (error.code === 'TENANT_BUSY') {
      const seconds = String(error.retryAfterSeconds ?? 1);
      return { sentence: fillSentence(tenantBusySentence, { seconds }), requestId, unexpected: false };
    }
    // Validation the client did before sending carries its own precise message.
    if (error.status === undefined && error.field !== undefined)
      return { sentence: error.message, requestId, unexpected: false };
    const code = error.code as DocumentedErrorCode;
    const documented =
      ramBoundSentence(error) ?? (reader === 'ops' ? opsSentences[code] : undefined) ?? sentences[code];
    if (documented) return { sentence: documented, requestId, unexpected: (error.status ?? 0) >= 500 };
    const client = clientSentences[error.code];
    if (client) return { sentence: client, requestId, unexpected: error.code === 'INVALID_RESPONSE' };
    if (error.status !== undefined && error.status >= 500) {
      return {
        sentence: `The hosting API failed (HTTP ${error.status}). Try again in a moment.`,
        requestId,
        unexpected: true,
      };
    }
    return {
      sentence: `The hosting API refused the request (${error.code}). Check the values and try again.`,
      requestId,
      unexpected: true,
    };
  }
  return {
    sentence: 'Something went wrong inside the bot. The team has been notified in the logs; try again.',
    requestId: undefined,
    unexpected: true,
  };
}

/** Renders a description as one message line plus the trace reference support needs. */
export function errorMessage({ sentence, requestId }: ErrorDescription): string {
  return requestId ? `❌ ${sentence}\n-# Request id: \`${requestId}\`` : `❌ ${sentence}`;
}

/** Discord errors that mean the interaction is already answered or gone: nothing to report to anyone. */
export function isHarmlessDiscordError(error: unknown): boolean {
  return (
    error instanceof DiscordAPIError &&
    (error.code === RESTJSONErrorCodes.UnknownInteraction ||
      error.code === RESTJSONErrorCodes.InteractionHasAlreadyBeenAcknowledged)
  );
}
