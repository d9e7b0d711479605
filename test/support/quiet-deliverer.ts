import type { Deliverer } from '../../src/delivery/discord.js';

/** A Discord that takes every post at once: for benchmarks of what the poller reads, not of what it posts. */
export const quietDeliverer: Deliverer = {
  post: async () => ({ outcome: 'delivered' }),
  editReply: async () => ({ outcome: 'delivered' }),
  findPosted: async () => ({ outcome: 'absent' }),
  opsChannelId: async () => undefined,
  guildNameOf: () => undefined,
};
