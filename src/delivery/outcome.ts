import { DiscordAPIError, HTTPError, RESTJSONErrorCodes } from 'discord.js';
import type { Phrase } from '../i18n/index.js';

/**
 * What became of one post: delivered; `gone` when the bot can no longer post there (the subscription is
 * paused, never retried); `rejected` when Discord refused this message itself (dropped, retrying cannot
 * help); `retry` for passing failures (Discord unreachable or failing). `maybePosted` says whether Discord
 * may have created the message anyway (a 5xx or a lost answer), as opposed to never having received it.
 */
export type DeliveryResult = { outcome: 'delivered' } | Failure;

export type Failure =
  /** `reason` in English (logs, the stored pause); `said`, where the bot words it, for each reader. */
  | { outcome: 'gone'; reason: string; said?: Phrase }
  | { outcome: 'rejected'; error: unknown }
  | { outcome: 'retry'; error: unknown; maybePosted: boolean };

/** Failures to connect at all: the request never reached Discord, so it cannot have created anything. */
const unsentCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

/** Answers to an interaction-token edit that mean the reply can no longer be edited (expired or deleted). */
export const lostReplyCodes = new Set<number | string>([
  RESTJSONErrorCodes.UnknownMessage,
  RESTJSONErrorCodes.UnknownWebhook,
  RESTJSONErrorCodes.InvalidWebhookToken,
  RESTJSONErrorCodes.UnknownInteraction,
]);

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function mayHaveReachedDiscord(error: unknown): boolean {
  if (error instanceof DiscordAPIError) return error.status !== 429;
  const cause = error instanceof Error ? error.cause : undefined;
  return !unsentCodes.has(String(errorCode(error))) && !unsentCodes.has(String(errorCode(cause)));
}

/**
 * One line about a failed post for logs and the ops notice: status, Discord's code and message, never the
 * request (its body is the alert's text, its path may hold an interaction token).
 */
export function describeFailure(error: unknown): string {
  if (error instanceof DiscordAPIError)
    return `${error.status} ${error.code} ${error.message.split('\n')[0] ?? ''}`.trim();
  if (error instanceof HTTPError) return `${error.status} ${error.message}`;
  const code = errorCode(error) ?? errorCode(error instanceof Error ? error.cause : undefined);
  if (code !== undefined) return String(code);
  return error instanceof Error ? error.message : 'unknown failure';
}

export function classify(error: unknown, lost: (code: number | string) => string | undefined): Failure {
  if (error instanceof DiscordAPIError) {
    const reason = lost(error.code);
    if (reason !== undefined) return { outcome: 'gone', reason };
    // Discord's own rate limits are waited out by the REST queue; other 4xx answers refuse this message.
    if (error.status >= 400 && error.status < 500 && error.status !== 429)
      return { outcome: 'rejected', error };
  }
  return { outcome: 'retry', error, maybePosted: mayHaveReachedDiscord(error) };
}
