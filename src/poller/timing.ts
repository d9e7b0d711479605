/** The poller's clock settings; production derives them from POLL_INTERVAL_SECONDS, tests shrink them. */
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
  /**
   * First wait before retrying a Discord post that failed for a passing reason; doubles up to the maximum.
   */
  deliveryRetryMs: number;
  maxDeliveryRetryMs: number;
  /**
   * How long after a post Discord is trusted to drop a repeat with the same nonce. Discord says "a few
   * minutes"; past this, the channel is searched for a post that might have been created before a repeat.
   */
  nonceWindowMs: number;
  /** How long a post is tried, from when it was queued, before it is given up (DELIVERY_MAX_AGE_HOURS). */
  maxDeliveryAgeMs: number;
  /** The shortest time between two reads of the server list for the status boards. */
  boardRefreshMs: number;
  /**
   * The shortest time between two edits of one board: Discord's per-channel limits, and users, ask for it.
   */
  boardEditIntervalMs: number;
  /** How often a watched server's game is asked (GAME_QUERY_INTERVAL_SECONDS; default base interval). */
  gameQueryIntervalMs: number;
  /** How long a game must stay silent (and for at least 3 checks) before "not answering" is posted. */
  gameSilenceMs: number;
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
    deliveryRetryMs: 5_000,
    maxDeliveryRetryMs: 60_000,
    nonceWindowMs: 2 * 60_000,
    maxDeliveryAgeMs: 24 * 60 * 60_000,
    boardRefreshMs: Math.max(30_000, baseIntervalMs),
    boardEditIntervalMs: 30_000,
    gameQueryIntervalMs: baseIntervalMs,
    gameSilenceMs: 60_000,
    minTickMs: 50,
    maxTickMs: baseIntervalMs,
  };
}
