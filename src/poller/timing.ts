/**
 * The poller's clock settings; production derives them from POLL_INTERVAL_SECONDS, tests shrink them. How
 * posts are retried is the delivery service's (`DeliveryTiming`).
 */
export type PollerTiming = {
  /** Activity poll period of a server with recent activity, and discovery period while nothing provisions. */
  baseIntervalMs: number;
  /** How often provisioning servers are checked. */
  provisioningIntervalMs: number;
  /**
   * The longest wait between activity polls of a quiet server. The scheduler fits a shorter one to the
   * budget; this bounds it when the budget is unknown or nearly all spent elsewhere.
   */
  maxQuietIntervalMs: number;
  /** Period of the full server-list sweep, needed only when the ops guild subscribes to every server. */
  serverSweepIntervalMs: number;
  /** The shortest time between two reads of the server list for the status boards. */
  boardRefreshMs: number;
  /**
   * The shortest time between two edits of one board: Discord's per-channel limits, and users, ask for it.
   */
  boardEditIntervalMs: number;
  /** How often a watched server's game is asked (GAME_QUERY_INTERVAL_SECONDS; default base interval). */
  gameQueryIntervalMs: number;
  /** How long a game must stay silent, from its first unanswered check, before "not answering" is posted. */
  gameSilenceMs: number;
  /** How many unanswered checks in a row "not answering" takes as well (GAME_SILENCE_CHECKS). */
  gameSilenceChecks: number;
  /** How often each recorded mod is looked up for a newer release (MOD_UPDATE_CHECK_SECONDS; default 6 h). */
  modUpdateCheckMs: number;
  /**
   * How long after a channel's first status, game or usage change its other changes still join the same
   * post (ALERT_GROUP_WINDOW_SECONDS); 0 posts every change alone at once.
   */
  alertGroupWindowMs: number;
  /** Bounds of the sleep between cycles. */
  minTickMs: number;
  maxTickMs: number;
};

export function defaultTiming(intervalSeconds: number): PollerTiming {
  const baseIntervalMs = intervalSeconds * 1000;
  return {
    baseIntervalMs,
    provisioningIntervalMs: Math.min(5_000, baseIntervalMs),
    maxQuietIntervalMs: 60 * baseIntervalMs,
    serverSweepIntervalMs: Math.max(10 * 60_000, baseIntervalMs),
    boardRefreshMs: Math.max(30_000, baseIntervalMs),
    boardEditIntervalMs: 30_000,
    gameQueryIntervalMs: baseIntervalMs,
    gameSilenceMs: 60_000,
    gameSilenceChecks: 3,
    modUpdateCheckMs: 6 * 60 * 60_000,
    // The app sets the configured window; a poller built without one posts each change alone, at once.
    alertGroupWindowMs: 0,
    minTickMs: 50,
    maxTickMs: baseIntervalMs,
  };
}
