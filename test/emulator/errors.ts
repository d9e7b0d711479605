import { type FormErrorTree, type FormIssue, formErrorTree } from './limits.js';

/** The JSON body Discord sends with every failed request. */
export type DiscordErrorBody = {
  message: string;
  code: number;
  errors?: FormErrorTree;
  /** A rate limit's wait, in seconds, as Discord's 429 body gives it. */
  retry_after?: number;
  global?: boolean;
};

/** Thrown by a route handler; the server answers with its status and Discord's error body. */
export class DiscordApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** The rejected fields of a payload Discord refuses (50035); empty for other failures. */
    readonly issues: readonly FormIssue[] = [],
    /** A 429's wait: sent as `retry_after` and the `Retry-After` header. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'DiscordApiFailure';
  }

  body(): DiscordErrorBody {
    const body: DiscordErrorBody = {
      message: this.message,
      code: this.code,
      ...(this.retryAfterMs === undefined ? {} : { retry_after: this.retryAfterMs / 1000, global: false }),
    };
    return this.issues.length > 0 ? { ...body, errors: formErrorTree(this.issues) } : body;
  }

  /** A failure about the payload itself, which the emulator records as a violation. */
  isPayloadRejection(): boolean {
    return payloadRejectionCodes.has(this.code);
  }
}

/** Discord's own status, code and wording for each failure the emulator reproduces. */
const knownFailures = {
  unauthorized: [401, 0, '401: Unauthorized'],
  notFound: [404, 0, '404: Not Found'],
  unknownChannel: [404, 10003, 'Unknown Channel'],
  unknownGuild: [404, 10004, 'Unknown Guild'],
  unknownMember: [404, 10007, 'Unknown Member'],
  unknownMessage: [404, 10008, 'Unknown Message'],
  unknownWebhook: [404, 10015, 'Unknown Webhook'],
  unknownInteraction: [404, 10062, 'Unknown interaction'],
  alreadyAcknowledged: [400, 40060, 'Interaction has already been acknowledged.'],
  missingAccess: [403, 50001, 'Missing Access'],
  emptyMessage: [400, 50006, 'Cannot send an empty message'],
  missingPermissions: [403, 50013, 'Missing Permissions'],
  invalidJson: [400, 50109, 'The request body contains invalid JSON.'],
} as const satisfies Record<string, readonly [number, number, string]>;

export function discordFailure(kind: keyof typeof knownFailures): DiscordApiFailure {
  const [status, code, message] = knownFailures[kind];
  return new DiscordApiFailure(status, code, message);
}

/**
 * Discord's 429 past 3 edits per 6 s in one channel of messages older than an hour (code 30046), with the
 * wait until the window lets one more through.
 */
export function oldMessageEditLimit(retryAfterMs: number): DiscordApiFailure {
  return new DiscordApiFailure(
    429,
    30046,
    'Maximum number of edits to messages older than 1 hour reached. Try again later.',
    [],
    retryAfterMs,
  );
}

const invalidFormBodyCode = 50035;
const payloadRejectionCodes: ReadonlySet<number> = new Set([
  invalidFormBodyCode,
  knownFailures.emptyMessage[1],
  knownFailures.invalidJson[1],
]);

export function invalidFormBody(issues: readonly FormIssue[]): DiscordApiFailure {
  return new DiscordApiFailure(400, invalidFormBodyCode, 'Invalid Form Body', issues);
}

/** A test asked for something a Discord user could not do (an unregistered command, a disabled button...). */
export class EmulatorUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmulatorUsageError';
  }
}
