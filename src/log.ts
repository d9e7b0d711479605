import { pino, type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

export type { Logger } from 'pino';

const redactedMark = '[REDACTED]';

/** The user and password part of any URL (`scheme://user:password@host`), up to the `@`. */
const urlCredentials = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'`<>]+@/gi;

/** The URLs in a text, with any user name and password they carry replaced: `http://[REDACTED]@host`. */
export function withoutUrlCredentials(text: string): string {
  return text.replace(urlCredentials, `$1${redactedMark}@`);
}

/**
 * Replaces every occurrence of each secret, and the credentials of any URL (DISCORD_API_URL, DATABASE_URL
 * and HOSTING_API_URL may carry them). Applied to each finished log line, so a secret is caught wherever it
 * hides: a message, an error's stack, a nested field, a URL.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= 4) result = result.split(secret).join(redactedMark);
  }
  return withoutUrlCredentials(result);
}

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
 * Pretty printing as a stream in this thread, not a worker transport: it needs no module resolution at
 * run time (so it works in the compiled build) and it receives lines after the secret scrubbing below.
 */
function prettyDestination(destination: DestinationStream | undefined): DestinationStream {
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
