import { DiscordjsErrorCodes } from 'discord.js';
import { HostingApiError, type HostingApi } from '../api/index.js';
import { withoutUrlCredentials, type Logger } from '../log.js';

/** A start that cannot go on, in one line for the operator: what is wrong and which variable to look at. */
export class StartError extends Error {
  override readonly name = 'StartError';
}

/** The start was cancelled by a signal (Ctrl-C, SIGTERM) before it finished. */
export class StartAborted extends Error {
  override readonly name = 'StartAborted';
  constructor() {
    super('the start was cancelled');
  }
}

/**
 * Settles as `work` does, or rejects with StartAborted as soon as the signal fires: a start step that hangs
 * (a Discord that never answers, a store that never opens) must not hold a shutdown hostage.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return work;
  if (signal.aborted) return Promise.reject(new StartAborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new StartAborted());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The system error code of a connection that failed (refused, unknown host, reset), else undefined. */
function networkFailureCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && typeof cause.code === 'string' && /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(cause.code))
      return cause.code;
  }
  return undefined;
}

/** Turns a failed Discord login into a line that names the variable to fix. */
export function explainLoginFailure(error: unknown, discordApiUrl: string | undefined): unknown {
  if (error instanceof Error && 'code' in error && error.code === DiscordjsErrorCodes.TokenInvalid) {
    return new StartError(
      'Discord refused DISCORD_TOKEN: copy the bot token again from the developer portal (Bot, Reset Token).',
    );
  }
  const code = networkFailureCode(error);
  if (code !== undefined) {
    const where =
      discordApiUrl === undefined ? 'Discord' : `DISCORD_API_URL ${withoutUrlCredentials(discordApiUrl)}`;
    return new StartError(`${where} could not be reached (${code}): check the network, or DISCORD_API_URL.`);
  }
  return error;
}

/** Long enough for a slow API, short enough that an unreachable one delays the start only a little. */
const keyCheckTimeoutMs = 5_000;

/**
 * One cheap call (a list page of one server) proves the API key at start, so a wrong key shows in the log
 * at once rather than when a member first uses a command. Never fails the start: an unreachable API may
 * come back, and the bot tells members so meanwhile.
 */
export async function checkApiKey(api: HostingApi, logger: Logger, signal?: AbortSignal): Promise<void> {
  const deadline = AbortSignal.timeout(keyCheckTimeoutMs);
  try {
    await api.listServers(
      { limit: 1 },
      {
        signal: signal === undefined ? deadline : AbortSignal.any([signal, deadline]),
        priority: 'interactive',
      },
    );
    logger.info('hosting API key accepted');
  } catch (error) {
    if (signal?.aborted) return;
    const refused = error instanceof HostingApiError && (error.status === 401 || error.status === 403);
    if (refused) {
      logger.error(
        { status: error.status, code: error.code, requestId: error.requestId },
        'the hosting API refused HOSTING_API_KEY: every command will fail until it is replaced',
      );
      return;
    }
    const reason = error instanceof HostingApiError ? error.code : 'no answer';
    logger.warn(
      { reason },
      'the hosting API could not be reached at start (HOSTING_API_URL); ' +
        'starting anyway, commands will fail until it answers',
    );
  }
}
