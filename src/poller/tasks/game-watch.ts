import { availabilityOf } from '../../api/index.js';
import type { GameQuery } from '../../game/index.js';
import { type GameChange, readGameCheck } from '../../status/game-answers.js';
import type { UsageStore } from '../../store/usage.js';
import { PlayerHistory } from '../../usage/players.js';
import type { Audience } from '../audience.js';
import { pending } from '../server-outbox.js';
import { runPooled } from '../pool.js';
import type { Task } from '../scheduler.js';
import type { Notice } from '../../alerts/index.js';
import { channelTargets, type TaskContext } from './context.js';
import type { PollerTask, PollerTaskFactory } from './task.js';

const gameTask = 'game-watch';

/**
 * Games asked per turn: a turn of silent games lasts several of their timeouts (the engine asks a few dozen
 * at once), so a pass over many servers is many turns, and a turn several times the engine's concurrency
 * keeps its slots busy while the silent ones time out.
 */
const gameChecksPerTurn = 200;

/**
 * A server's players go into the history at most this often: the history's finest bucket is a minute, and a
 * store write per answer would cost more than the query itself.
 */
const playerSampleMs = 60_000;

/**
 * When each server's players were last written to the history, kept only while that still holds the next
 * write back: a server gone or no longer watched is forgotten at the next pass, not kept for the process's
 * life.
 */
export class PlayerSampleGate {
  private readonly sampledAt = new Map<string, number>();

  constructor(private readonly spacingMs: number = playerSampleMs) {}

  /** Whether the server's players may be written at `at`; if so, that write is remembered. */
  take(serverId: string, at: number): boolean {
    if (at - (this.sampledAt.get(serverId) ?? Number.NEGATIVE_INFINITY) < this.spacingMs) return false;
    this.sampledAt.set(serverId, at);
    return true;
  }

  /** Forgets the servers whose last write no longer holds one back at `now`. */
  prune(now: number): void {
    for (const [serverId, at] of this.sampledAt)
      if (now - at >= this.spacingMs) this.sampledAt.delete(serverId);
  }

  get size(): number {
    return this.sampledAt.size;
  }
}

/**
 * Asks the games of the servers someone gets status alerts for whether they answer, a pass every
 * `gameQueryIntervalMs`, and samples their players into the history. Only servers the panel calls running
 * are asked: a stopped server's silence is the status watch's news, and a silence not yet announced is
 * forgotten when the server stops. A game that stays silent for the rule (`gameSilenceChecks` checks in a row
 * spanning at least `gameSilenceMs`; GAME_SILENCE_CHECKS, GAME_SILENCE_SECONDS) becomes one "not answering"
 * post, and its next answer one "answering again" post with how long it was silent; the state and the post
 * are one write of the server's document, so restarts and other instances neither lose nor repeat one.
 * Queries cost no API budget.
 */
class GameWatch implements PollerTask {
  readonly kinds = { game: { urgency: 2 } };
  /** The pass in progress: the servers left to ask, and when it started. */
  private pass: { left: string[]; startedAt: number } | undefined;
  /** The turn whose games are being asked, beside the poll cycle; undefined between turns. */
  private asking: Promise<void> | undefined;
  private readonly sampleGate = new PlayerSampleGate();

  constructor(
    private readonly context: TaskContext,
    private readonly game: GameQuery,
    private readonly usage: UsageStore,
  ) {}

  sync(audience: Audience, now: number): void {
    if (audience.carries('status')) {
      this.context.scheduler.ensure(gameTask, 'game', now);
      return;
    }
    this.context.scheduler.remove(gameTask);
    this.pass = undefined;
  }

  /** Game queries spend none of the hosting API's budget. */
  estimatedCalls(): number {
    return 0;
  }

  /**
   * Starts a turn and returns: the cycle does not wait for its games. A turn of silent games lasts their
   * timeouts (20 s for 200 of them), and a cycle held that long holds the status watch's next list read, so
   * down and back alerts would wait on games that do not answer. The entry is due again once the turn ended.
   */
  async run(_task: Task, audience: Audience): Promise<void> {
    const { context } = this;
    // Not due before the turn ends, which sets the next time; a turn still going then is left to end.
    context.scheduler.completed(gameTask, context.now(), context.timing.gameQueryIntervalMs);
    if (this.asking) return;
    if (this.pass === undefined) {
      this.pass = { left: [...audience.statusServers(context.known)], startedAt: context.now() };
      this.sampleGate.prune(this.pass.startedAt);
    }
    const pass = this.pass;
    const turn = pass.left.splice(0, gameChecksPerTurn);
    this.asking = runPooled(turn, gameChecksPerTurn, (serverId) => this.check(serverId, audience))
      .then(
        () => this.turnEnded(pass),
        (error: unknown) => {
          context.logger.warn({ err: error, task: gameTask }, 'poll task failed; it runs again later');
          context.scheduler.completed(gameTask, context.now());
        },
      )
      .finally(() => {
        this.asking = undefined;
      });
  }

  /** Resolves once the turn going on, if any, has ended: the poller waits for it as it stops. */
  async untilIdle(): Promise<void> {
    await this.asking;
  }

  private turnEnded(pass: { left: string[]; startedAt: number }): void {
    const { context } = this;
    const now = context.now();
    if (pass.left.length > 0) {
      context.scheduler.completed(gameTask, now, 0);
      return;
    }
    this.pass = undefined;
    const nextPassAt = pass.startedAt + context.timing.gameQueryIntervalMs;
    context.scheduler.completed(gameTask, now, Math.max(0, nextPassAt - now));
  }

  private async check(serverId: string, audience: Audience): Promise<void> {
    const { context } = this;
    // As the status watch last read it; a stopped server's game is not expected to answer.
    const server = context.serverOf(serverId);
    if (!server) return;
    const previous = context.states.get(serverId)?.game;
    if (availabilityOf(server.status) !== 'up') return this.forgetSilence(serverId, server.name, audience);
    // Not cancelled with the cycle: a query is bounded by its timeout, and closing the engine ends it.
    const result = await this.game.query(server, { maxAgeMs: context.timing.gameQueryIntervalMs / 2 });
    if (result.state === 'not-queried') return;
    // The status may have been read again while the game was asked: a server stopped since is not silent.
    const after = context.serverOf(serverId);
    if (!after || availabilityOf(after.status) !== 'up')
      return this.forgetSilence(serverId, server.name, audience);
    if (result.state === 'answering')
      await this.samplePlayers(serverId, result.checkedAt, result.players.online);
    const rule = { checks: context.timing.gameSilenceChecks, spanMs: context.timing.gameSilenceMs };
    const { next, change } = readGameCheck(previous, result.state === 'answering', result.checkedAt, rule);
    if (next === previous) return;
    const recipients = change ? audience.recipients(serverId, 'status') : [];
    const posts =
      change && recipients.length > 0
        ? [
            pending(
              gameEventKey(serverId, change),
              gameNotice(change),
              channelTargets(recipients, change.event === 'answering'),
            ),
          ]
        : [];
    await context.emit(
      serverId,
      (state) => ({ ...state, ...(server.name ? { name: server.name } : {}), game: next }),
      posts,
      audience,
    );
  }

  /**
   * A silence not yet announced ends when the panel says the server is not running: the count starts again
   * from the next check once it runs, so unanswered checks on either side of a stop never add up to news.
   */
  private async forgetSilence(serverId: string, name: string | undefined, audience: Audience): Promise<void> {
    const game = this.context.states.get(serverId)?.game;
    if (game?.silence === undefined || game.silence.announced) return;
    const { silence: _forgotten, ...rest } = game;
    await this.context.emit(
      serverId,
      (state) => ({ ...state, ...(name ? { name } : {}), game: rest }),
      [],
      audience,
    );
  }

  private async samplePlayers(serverId: string, at: number, online: number): Promise<void> {
    if (!this.sampleGate.take(serverId, at)) return;
    const stored = await this.usage.playerHistory(serverId);
    const history = stored === undefined ? PlayerHistory.empty() : PlayerHistory.fromRecord(stored);
    if (history.add(at, online)) await this.usage.setPlayerHistory(serverId, history.toRecord());
  }
}

/** The identity of a game post: the server, which way, and when the silence began. */
function gameEventKey(serverId: string, change: GameChange): string {
  return change.event === 'silent'
    ? `game:${serverId}:silent:${change.since}`
    : `game:${serverId}:answering:${change.silentSince}`;
}

function gameNotice(change: GameChange): Notice {
  return change.event === 'silent'
    ? { kind: 'game-silent', since: change.since }
    : { kind: 'game-answering', silentSince: change.silentSince, answeredAt: change.answeredAt };
}

/** Whether each watched server's game answers; none without the app's game query. */
export const gameWatch: PollerTaskFactory = (context) =>
  context.game ? new GameWatch(context, context.game, context.store.usage) : undefined;
