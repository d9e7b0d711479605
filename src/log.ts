import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const redactedMark = '[REDACTED]';

/** The user and password part of any URL (`scheme://user:password@host`), up to the `@`. */
const urlCredentials = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'`<>]+@/gi;

/** The URLs in a text, with any user name and password they carry replaced: `http://[REDACTED]@host`. */
export function withoutUrlCredentials(text: string): string {
  return text.replace(urlCredentials, `$1${redactedMark}@`);
}

/**
 * The token of an interaction or webhook in a Discord path (`/interactions/<id>/<token>/callback`,
 * `/webhooks/<id>/<token>/messages/@original`): it edits the bot's reply and sends as the bot while valid.
 */
const pathTokens = /(\/(?:webhooks|interactions)\/\d+\/)[^/\s?#"'`<>\\]+/gi;

/** A text with every interaction and webhook token in it replaced: `/webhooks/123/[REDACTED]/messages/1`. */
export function withoutPathTokens(text: string): string {
  return text.replace(pathTokens, `$1${redactedMark}`);
}

/** What an error carries that no log line may show: the request's body (a post's text, a member's input). */
const droppedErrorFields = new Set(['requestBody', 'body', 'rawBody']);

/**
 * The one error serializer of every logger (`err`): pino's own, without request bodies and with tokens in
 * URLs redacted, through the error's causes. A `DiscordAPIError` keeps its status, code, method and the
 * route with the token replaced, which is what a person needs to tell what failed.
 */
function errorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return scrubbed(error, 0);
  return scrubbed(pino.stdSerializers.err(error), 0);
}

/** A serialized error, deep: bodies dropped, every string's tokens redacted; deeper than 8 levels cut. */
function scrubbed(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return withoutPathTokens(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 8) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) {
    if (droppedErrorFields.has(name)) kept[name] = redactedMark;
    else kept[name] = scrubbed(field instanceof Error ? pino.stdSerializers.err(field) : field, depth + 1);
  }
  return kept;
}

/**
 * Replaces every occurrence of each secret, and the credentials of any URL (DISCORD_API_URL, DATABASE_URL
 * and HOSTING_API_URL may carry them), and the interaction and webhook tokens of Discord paths. Applied to
 * each finished log line, so a secret is caught wherever it hides: a message, an error's stack, a nested
 * field, a URL.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4 && result.includes(secret)) result = result.split(secret).join(redactedMark);
  }
  return withoutPathTokens(withoutUrlCredentials(result));
}

/**
 * The keys a log call may hand an error under. pino applies its error serializer to `err` alone and writes
 * an Error under any other key as its own fields (a `DiscordAPIError`'s `requestBody` among them), so every
 * key a failure can travel under gets the one serializer.
 */
export const errorLogKeys = ['err', 'error', 'cause', 'reason', 'failure', 'detail'] as const;

const errorSerializers = Object.fromEntries(errorLogKeys.map((key) => [key, errorForLog]));

export type LoggerOptions = {
  level: string;
  /** Values that must never be printed: the API key and the bot token. */
  secrets: readonly (string | undefined)[];
  /** Where lines go; standard output by default. Tests pass a collecting stream. */
  destination?: DestinationStream;
  /** `json` (one object a line, the default) or `pretty` (coloured text for a person at a terminal). */
  format?: 'json' | 'pretty';
};

/**
 * Pretty printing as a stream in this thread, not a worker transport: it receives lines after the secret
 * scrubbing below. pino-pretty is required here, when asked for, so a JSON logger (the usual one) never
 * loads it; it is CommonJS, so the require is synchronous and createLogger stays so.
 */
function prettyDestination(destination: DestinationStream | undefined): DestinationStream {
  const pinoPretty: typeof import('pino-pretty') = createRequire(import.meta.url)('pino-pretty');
  return pinoPretty({
    colorize: destination === undefined && pinoPretty.isColorSupported,
    sync: true,
    destination: destination ?? 1,
  });
}

export function createLogger({ level, secrets, destination, format = 'json' }: LoggerOptions): Logger {
  const known = secrets.filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);
  return pino(
    {
      level,
      base: undefined,
      // Field-level redaction for the usual suspects; the stream hook below is the catch-all.
      redact: {
        paths: [
          '*.authorization',
          '*.Authorization',
          '*.headers.authorization',
          '*.token',
          '*.apiKey',
          '*.hostingApiKey',
          '*.discordToken',
        ],
        censor: redactedMark,
      },
      serializers: errorSerializers,
      hooks: { streamWrite: (line) => redactSecrets(line, known) },
    },
    format === 'pretty' ? prettyDestination(destination) : (destination ?? pino.destination({ sync: false })),
  );
}

/** A logger that prints nothing, for code paths and tests that take a logger but have nowhere to send it. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}

const burstSummaryMs = 30_000;

type Burst = { lastFailureAt: number; lastLineAt: number; unreported: number };

/**
 * Logs a burst of like failures once: the first at once, then at most one summary line every 30 s with how
 * many followed, so an outage is visible without a line per call. Failures of different kinds (`kind`)
 * are bursts of their own: a new bug is never hidden in another's summary.
 */
export class BurstLog {
  private readonly bursts = new Map<string, Burst>();

  constructor(
    private readonly logger: Logger | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs at error level, or counts it when a line of its kind went out less than 30 s ago in its burst. */
  error(fields: Record<string, unknown>, message: string, kind = ''): void {
    const now = this.now();
    const burst = this.bursts.get(kind);
    const newBurst = burst === undefined || now - burst.lastFailureAt >= burstSummaryMs;
    if (!newBurst && now - burst.lastLineAt < burstSummaryMs) {
      burst.lastFailureAt = now;
      burst.unreported += 1;
      return;
    }
    const earlier = burst?.unreported ?? 0;
    this.logger?.error(
      { ...fields, earlierFailures: earlier },
      earlier > 0 ? `${message} (and ${earlier} more failures since the last report)` : message,
    );
    this.bursts.set(kind, { lastFailureAt: now, lastLineAt: now, unreported: 0 });
    // Kinds whose burst is over are forgotten, so many one-off failures do not add up in memory.
    if (this.bursts.size > 100)
      for (const [other, { lastFailureAt }] of this.bursts)
        if (now - lastFailureAt >= burstSummaryMs) this.bursts.delete(other);
  }
}
