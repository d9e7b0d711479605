import { describe, expect, it } from 'vitest';
import type { Deliverer } from '../../src/delivery/discord.js';
import { Relay, type RelayHost, type RelayOptions } from '../../src/delivery/relay.js';
import type { OutboxItem } from '../../src/delivery/target.js';
import { defaultDeliveryTiming } from '../../src/delivery/timing.js';
import { silentLogger } from '../../src/log.js';

const stream = 'srv_1';

/**
 * A relay over the posts in `items` (each stream's queue, by its name) that Discord answers with `post`,
 * posts rendered as their ids; `options` sets what the relay is given besides.
 */
function relayOver(
  items: Map<string, OutboxItem[]>,
  post: Deliverer['post'],
  options: Pick<RelayHost<OutboxItem>, 'givenUp'> & Pick<RelayOptions<OutboxItem>, 'ops' | 'maxToldChannels'>,
): Relay<OutboxItem> {
  const { givenUp, ...rest } = options;
  const host: RelayHost<OutboxItem> = {
    items: (name) => items.get(name) ?? [],
    storedAt: (name) => `poll:server:${name}`,
    update: async (name, change) => {
      items.set(name, change(items.get(name) ?? []));
    },
    render: (_stream, item) => ({ content: item.id }),
    lost: async () => undefined,
    givenUp,
  };
  return new Relay({
    host,
    deliverer: { post } as Pick<Deliverer, 'post'> as Deliverer,
    logger: silentLogger(),
    now: () => 0,
    timing: defaultDeliveryTiming(60 * 60_000),
    ...rest,
  });
}

/** A relay whose every post Discord refuses, so each is given up at once and ops told through `told`. */
function refusingRelay(maxToldChannels: number) {
  const items = new Map<string, OutboxItem[]>();
  const told: string[] = [];
  const relay = relayOver(
    items,
    async () => ({ outcome: 'rejected', error: new Error('403 Missing Permissions') }),
    {
      givenUp: (_stream, item) => ({ content: `given up ${item.id}` }),
      ops: { enqueue: async (key) => void told.push(key) },
      maxToldChannels,
    },
  );
  const recipients = { isRecipient: () => true, lost: () => {} };
  /** Queues a post to the channel and sends it: Discord refuses it and the relay gives it up. */
  const giveUpIn = async (channelId: string, id: string) => {
    items.set(stream, [{ id, targets: [{ kind: 'channel', channelId }] }]);
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

/**
 * A relay over many streams (servers) with one post each, to its own channel, whose posts Discord answers
 * as `answer` says: `retry` keeps them to try again, `delivered` ends them.
 */
function flakyRelay(streams: number) {
  const items = new Map<string, OutboxItem[]>();
  let answer: 'retry' | 'delivered' = 'retry';
  const relay = relayOver(
    items,
    async () =>
      answer === 'retry'
        ? { outcome: 'retry', error: new Error('503 Service Unavailable'), maybePosted: false }
        : { outcome: 'delivered' },
    { givenUp: () => undefined },
  );
  const names = Array.from({ length: streams }, (_, index) => `srv_${index}`);
  for (const [index, stream] of names.entries())
    items.set(stream, [{ id: `post-${index}`, targets: [{ kind: 'channel', channelId: `c${index}` }] }]);
  let isRecipient = (_stream: string, _item: OutboxItem, _channelId: string) => true;
  const sendAll = async () => {
    for (const stream of names)
      await relay.send(stream, { isRecipient: (...args) => isRecipient(...args), lost: () => {} });
  };
  return {
    relay,
    items,
    names,
    sendAll,
    answer(next: typeof answer) {
      answer = next;
    },
    recipients(next: typeof isRecipient) {
      isRecipient = next;
    },
  };
}

describe("the relay's retries and failures", () => {
  it('are forgotten when the posts of 10,000 streams go out at last', async () => {
    const world = flakyRelay(10_000);
    await world.sendAll();
    expect(world.relay.remembered).toEqual({ retries: 10_000, failures: 10_000 });
    world.answer('delivered');
    await world.sendAll();
    expect(world.relay.remembered).toEqual({ retries: 0, failures: 0 });
  });

  it('are forgotten when the posts of 2,000 streams are taken elsewhere (a group) or no longer wanted', async () => {
    const world = flakyRelay(2_000);
    await world.sendAll();
    // Half the streams' posts are taken out by a group post: those streams are not sent again.
    for (const stream of world.names.slice(0, 1_000)) world.items.set(stream, []);
    expect(world.relay.nextRetryAt()).toBeDefined();
    expect(world.relay.remembered).toEqual({ retries: 1_000, failures: 1_000 });
    // The other half gain a second post still failing, while the channel of the first no longer wants it.
    for (const [index, stream] of world.names.slice(1_000).entries())
      world.items
        .get(stream)
        ?.push({ id: `next-${index}`, targets: [{ kind: 'channel', channelId: 'other' }] });
    world.recipients((_stream, item) => item.id.startsWith('next-'));
    await world.sendAll();
    expect(world.relay.remembered).toEqual({ retries: 1_000, failures: 1_000 });
    world.answer('delivered');
    await world.sendAll();
    expect(world.relay.nextRetryAt()).toBeUndefined();
    expect(world.relay.remembered).toEqual({ retries: 0, failures: 0 });
  });
});
