/** How every post the bot makes on its own is retried and given up: one set, for alerts, audit and ops. */
export type DeliveryTiming = {
  /** First wait before retrying a post that failed for a passing reason; doubles up to the maximum. */
  deliveryRetryMs: number;
  maxDeliveryRetryMs: number;
  /**
   * How long after a post Discord is trusted to answer a repeat with the same nonce with the first message
   * (it says "a few minutes"). Past it, the channel is searched for the post before it is sent again.
   */
  nonceWindowMs: number;
  /** How long an item is tried, from when it was queued, before it is given up, loudly. */
  maxDeliveryAgeMs: number;
};

export function defaultDeliveryTiming(maxDeliveryAgeMs: number): DeliveryTiming {
  return { deliveryRetryMs: 5_000, maxDeliveryRetryMs: 60_000, nonceWindowMs: 2 * 60_000, maxDeliveryAgeMs };
}
