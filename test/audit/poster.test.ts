import { afterEach, describe, expect, it } from 'vitest';
import { AuditPoster, defaultAuditTiming } from '../../src/audit/poster.js';
import { defaultDeliveryTiming } from '../../src/delivery/timing.js';
import { silentLogger } from '../../src/log.js';
import { translatorFor, type Translator } from '../../src/i18n/index.js';
import { openStore, type AuditRecord, type BotStore } from '../../src/store/index.js';
import { RecordingDeliverer, testDelivery } from '../poller/fakes.js';
import type { VirtualClock } from '../support/fake-hosting-api.js';

const day = 24 * 60 * 60_000;
const channelId = '310000000000000009';
let store: BotStore;

afterEach(async () => {
  await store.close();
});

async function world(retentionDays = 90, translator?: () => Promise<Translator>) {
  store = await openStore('memory://');
  const clock: VirtualClock = { now: 1_800_000_000_000 };
  const deliverer = new RecordingDeliverer(clock);
  const logger = silentLogger();
  const now = () => clock.now;
  const delivery = testDelivery({ store, deliverer, logger, now, timing: defaultDeliveryTiming(day) });
  const ops = delivery.opsNotices;
  await ops.load();
  const poster = new AuditPoster({
    store,
    delivery,
    logger,
    now,
    timing: defaultAuditTiming,
    retentionMs: retentionDays * day,
    ...(translator ? { translator } : {}),
  });
  return { clock, deliverer, poster, ops, timing: delivery.timing };
}

let sequence = 0;
function record(at: number, name = `server ${++sequence}`): AuditRecord {
  return {
    id: `${at.toString(36).padStart(9, '0')}-${String(++sequence).padStart(6, '0')}-outcome`,
    at,
    guild: { id: 'g', name: 'Ops' },
    member: { id: '200000000000000001', name: 'Ann' },
    action: 'server.create',
    inputs: { name },
    outcome: { kind: 'done' },
  };
}

const postedLines = (deliverer: RecordingDeliverer) =>
  deliverer.posts.flatMap((post) => (post.payload.embeds?.[0]?.description ?? '').split('\n'));

describe('AuditPoster', () => {
  it("posts each batch in the ops guild's language, asked when it is sent", async () => {
    let locale = 'de';
    const { clock, deliverer, poster } = await world(90, async () => translatorFor(locale));
    await store.audit.setChannel({ channelId, guildId: 'g' });
    await store.audit.append(record(clock.now), channelId);
    expect(await poster.runOnce()).toBe(true);
    expect(postedLines(deliverer)[0]).toContain('hat einen Server erstellt');
    expect(postedLines(deliverer)[0]).toContain('✅ Erledigt.');
    locale = 'en-US';
    await store.audit.append(record(clock.now + 1), channelId);
    expect(await poster.runOnce()).toBe(true);
    expect(postedLines(deliverer)[1]).toContain('created a server');
  });

  it('batches a burst into few messages, each record once, oldest first', async () => {
    const { clock, deliverer, poster } = await world();
    await store.audit.setChannel({ channelId, guildId: 'g' });
    for (let index = 0; index < 15; index++) await store.audit.append(record(clock.now + index), channelId);
    expect(await poster.runOnce()).toBe(true);
    expect(deliverer.posts).toHaveLength(2);
    expect(postedLines(deliverer)).toHaveLength(15);
    expect(await poster.runOnce()).toBe(true);
    expect(deliverer.posts).toHaveLength(2);
    expect(new Set(deliverer.posts.map((post) => post.nonce)).size).toBe(2);
  });

  it('resends a maybe-posted batch with the same nonce within the nonce window', async () => {
    const { clock, deliverer, poster } = await world();
    await store.audit.setChannel({ channelId, guildId: 'g' });
    await store.audit.append(record(clock.now), channelId);
    deliverer.outcomes.set(channelId, { outcome: 'retry', error: new Error('500'), maybePosted: true });
    expect(await poster.runOnce()).toBe(false);
    // A record arriving meanwhile goes in a message of its own, so the first one is repeated exactly.
    await store.audit.append(record(clock.now + 1), channelId);
    expect(await poster.runOnce()).toBe(false);
    const [first, second] = deliverer.attempts;
    expect(second?.nonce).toBe(first?.nonce);
    expect(second?.payload).toEqual(first?.payload);
    deliverer.outcomes.delete(channelId);
    expect(await poster.runOnce()).toBe(true);
    expect(deliverer.posts.map((post) => post.nonce)).toContain(first?.nonce);
    expect(deliverer.posts).toHaveLength(2);
    expect(await store.audit.pendingPosts()).toEqual([]);
  });

  it('finds a batch whose answer was lost past the nonce window by its marker, and does not post it twice', async () => {
    const { clock, deliverer, poster, timing } = await world();
    await store.audit.setChannel({ channelId, guildId: 'g' });
    await store.audit.append(record(clock.now, 'lost answer'), channelId);
    // Discord creates the message but its answer is lost; then it fails until the nonce window is over.
    deliverer.refusals.push({
      containing: 'lost answer',
      result: { outcome: 'retry', error: new Error('reset'), maybePosted: true },
      created: true,
      times: 1,
    });
    expect(await poster.runOnce()).toBe(false);
    expect(deliverer.posts).toHaveLength(1);
    clock.now += timing.nonceWindowMs + 1;
    expect(await poster.runOnce()).toBe(true);
    expect(deliverer.searches.map((search) => search.found)).toEqual([true]);
    expect(deliverer.attempts).toHaveLength(1);
    expect(deliverer.posts).toHaveLength(1);
    expect(await store.audit.pendingPosts()).toEqual([]);
  });

  it('keeps retrying a failing batch past 8 tries, and delivers it once Discord answers', async () => {
    const { clock, deliverer, poster } = await world();
    await store.audit.setChannel({ channelId, guildId: 'g' });
    await store.audit.append(record(clock.now, 'stubborn'), channelId);
    deliverer.outcomes.set(channelId, { outcome: 'retry', error: new Error('503'), maybePosted: false });
    for (let tries = 0; tries < 12; tries++) {
      expect(await poster.runOnce()).toBe(false);
      clock.now += 60_000;
    }
    expect(deliverer.attempts).toHaveLength(12);
    expect(await store.audit.pendingPosts()).toHaveLength(1);
    deliverer.outcomes.delete(channelId);
    expect(await poster.runOnce()).toBe(true);
    expect(postedLines(deliverer).filter((line) => line.includes('stubborn'))).toHaveLength(1);
    expect(await store.audit.pendingPosts()).toEqual([]);
  });

  it('gives a batch up past the maximum age, loudly: ops are told and the record stays', async () => {
    const { clock, deliverer, poster, ops, timing } = await world();
    await store.audit.setChannel({ channelId, guildId: 'g' });
    await store.audit.append(record(clock.now, 'too old'), channelId);
    deliverer.outcomes.set(channelId, { outcome: 'retry', error: new Error('503'), maybePosted: false });
    expect(await poster.runOnce()).toBe(false);
    clock.now += timing.maxDeliveryAgeMs + 1;
    expect(await poster.runOnce()).toBe(true);
    await ops.send();
    expect(JSON.stringify(deliverer.opsNotices)).toContain('could not be posted');
    expect(await store.audit.pendingPosts()).toEqual([]);
    expect(await store.audit.records()).toHaveLength(1);
  });

  it('stops posting and tells ops when the channel is lost; records stay', async () => {
    const { clock, deliverer, poster, ops } = await world();
    await store.audit.setChannel({ channelId, guildId: 'g' });
    await store.audit.append(record(clock.now), channelId);
    deliverer.outcomes.set(channelId, { outcome: 'gone', reason: 'the channel was deleted' });
    await poster.runOnce();
    expect(await store.audit.channel()).toBeUndefined();
    await ops.send();
    expect(JSON.stringify(deliverer.opsNotices)).toContain('the channel was deleted');
    await poster.runOnce();
    expect(await store.audit.pendingPosts()).toEqual([]);
    expect(await store.audit.records()).toHaveLength(1);
  });
});

describe('retention', () => {
  it('prunes records past the retention period, at most every pruneEveryMs', async () => {
    const { clock, poster } = await world(30);
    await store.audit.append(record(clock.now - 31 * day, 'old'), undefined);
    await store.audit.append(record(clock.now - 30 * day + 5 * 60_000, 'recent'), undefined);
    await poster.runOnce();
    expect((await store.audit.records()).map((kept) => kept.inputs.name)).toEqual(['recent']);

    // Past the retention now, but the last pruning was only 6 minutes ago.
    clock.now += 6 * 60_000;
    await poster.runOnce();
    expect(await store.audit.records()).toHaveLength(1);
    clock.now += defaultAuditTiming.pruneEveryMs;
    await poster.runOnce();
    expect(await store.audit.records()).toEqual([]);
  });

  it('deletes in batches, so a large backlog is pruned whole', async () => {
    const { clock, poster } = await world(1);
    for (let index = 0; index < 450; index++)
      await store.audit.append(record(clock.now - 2 * day + index), undefined);
    await poster.runOnce();
    expect(await store.audit.records()).toEqual([]);
  });
});
