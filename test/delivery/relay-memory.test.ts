import { describe, expect, it } from 'vitest';
import type { Deliverer } from '../../src/delivery/discord.js';
import { Relay, type RelayHost } from '../../src/delivery/relay.js';
import type { OutboxItem } from '../../src/delivery/target.js';
import { defaultDeliveryTiming } from '../../src/delivery/timing.js';
import { silentLogger } from '../../src/log.js';

const stream = 'srv_1';

/** A relay whose every post Discord refuses, so each is given up at once and ops told through `told`. */
function refusingRelay(maxToldChannels: number) {
  let items: OutboxItem[] = [];
  const told: string[] = [];
  const host: RelayHost<OutboxItem> = {
    items: () => items,
    storedAt: () => `poll:server:${stream}`,
    update: async (_stream, change) => {
      items = change(items);
    },
    render: (_stream, item) => ({ content: item.id }),
    lost: async () => undefined,
    givenUp: (_stream, item) => ({ content: `given up ${item.id}` }),
  };
  const deliverer = {
    post: async () => ({ outcome: 'rejected', error: new Error('403 Missing Permissions') }),
  } as Pick<Deliverer, 'post'> as Deliverer;
  const relay = new Relay({
    host,
    deliverer,
    logger: silentLogger(),
    now: () => 0,
    timing: defaultDeliveryTiming(60 * 60_000),
    ops: { enqueue: async (key) => void told.push(key) },
    maxToldChannels,
  });
  const recipients = { isRecipient: () => true, lost: () => {} };
  /** Queues a post to the channel and sends it: Discord refuses it and the relay gives it up. */
  const giveUpIn = async (channelId: string, id: string) => {
    items = [{ id, targets: [{ kind: 'channel', channelId }] }];
    await relay.send(stream, recipients);
  };
  return { told, giveUpIn };
}

describe('the relay remembers the channels ops was told of within a bound', () => {
  it('keeps at most maxToldChannels channels, the latest: one forgotten is told of again', async () => {
    const { told, giveUpIn } = refusingRelay(3);
    for (let index = 0; index < 10; index += 1) await giveUpIn(`c${index}`, `first-${index}`);
    expect(told).toHaveLength(10);

    // The three latest channels are still remembered: a second give-up there tells ops nothing new.
    for (const index of [7, 8, 9]) await giveUpIn(`c${index}`, `second-${index}`);
    expect(told).toHaveLength(10);
    // An older one was forgotten with the bound: ops hears of it again, once.
    await giveUpIn('c0', 'second-0');
    expect(told.at(-1)).toBe('given-up:second-0:c0');
    await giveUpIn('c0', 'third-0');
    expect(told).toHaveLength(11);
  });
});
