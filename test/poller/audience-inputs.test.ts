import { describe, expect, it } from 'vitest';
import { BotStore, openStore } from '../../src/store/index.js';
import { communityGuild, cycleWorld, opsGuild } from './fakes.js';

const opsChannel = '910000000000000001';
const otherOpsChannel = '910000000000000002';
const communityChannel = '910000000000000003';
/** The collections an `Audience` is built from. */
const audienceCollections = ['subscription', 'link', 'usage-watch'];

/** A cycle over a store whose whole-collection listings are recorded. */
async function listedWorld() {
  const clock = { now: Date.parse('2030-01-01T00:00:00Z') };
  const inner = (await openStore('memory://', () => clock.now)).backend;
  const listed: string[] = [];
  const backend = Object.create(inner) as typeof inner;
  backend.listRecords = (collection) => {
    listed.push(collection);
    return inner.listRecords(collection);
  };
  const world = await cycleWorld({ clock, store: new BotStore(backend, () => clock.now) });
  /** The audience collections the cycles listed since the last call. */
  const audienceListings = () => listed.splice(0).filter((name) => audienceCollections.includes(name));
  return { ...world, audienceListings };
}

describe('PollCycle: reading who gets what', () => {
  it('lists subscriptions, links and watches again only after one of them was written', async () => {
    const world = await listedWorld();
    world.api.add('srv_1');
    await world.subscribe(opsChannel, 'srv_1');
    await world.cycle.runCycle();
    expect(world.audienceListings().sort()).toEqual(['link', 'link', 'subscription', 'usage-watch']);

    await world.advance(60_000);
    expect(world.audienceListings()).toEqual([]);

    await world.store.link(communityGuild, 'srv_1');
    await world.cycle.runCycle();
    expect(world.audienceListings()).toContain('subscription');
  });

  it('reads them again at least every 5 minutes, for writes that do not change the version', async () => {
    const world = await listedWorld();
    world.api.add('srv_1');
    await world.cycle.runCycle();
    world.audienceListings();
    await world.advance(4 * 60_000);
    expect(world.audienceListings()).toEqual([]);
    await world.advance(60_000);
    expect(world.audienceListings()).toContain('subscription');
  });

  it('sends to a subscription added since the last cycle', async () => {
    const world = await listedWorld();
    const log = world.api.add('srv_1').log;
    await world.subscribe(opsChannel, 'srv_1');
    await world.advance(30_000);
    await world.subscribe(otherOpsChannel, 'srv_1');
    log.add(1, { description: 'resized' });
    await world.advance(30_000);
    expect(world.deliverer.lines(opsChannel)).toHaveLength(1);
    expect(world.deliverer.lines(otherOpsChannel)).toHaveLength(1);
  });

  it('stops sending to a community guild at the first cycle after its link is removed', async () => {
    const world = await listedWorld();
    const log = world.api.add('srv_1').log;
    await world.store.link(communityGuild, 'srv_1');
    await world.subscribe(opsChannel, 'srv_1');
    await world.subscribe(communityChannel, 'srv_1', communityGuild);
    await world.advance(30_000);
    log.add(1, { description: 'before' });
    await world.advance(30_000);
    expect(world.deliverer.lines(communityChannel)).toHaveLength(1);

    await world.store.unlink(communityGuild, 'srv_1');
    log.add(1, { description: 'after' });
    await world.advance(30_000);
    expect(world.deliverer.lines(opsChannel)).toHaveLength(2);
    expect(world.deliverer.lines(communityChannel)).toHaveLength(1);
  });

  it('samples the server of a usage watch added since the last cycle', async () => {
    const world = await listedWorld();
    world.api.add('srv_1', 'RUNNING', 'Box');
    await world.subscribe(opsChannel, 'srv_1');
    await world.advance(30_000);
    const sampled = () =>
      world.api.calls.filter((call) => call.method === 'getResources' && call.serverId === 'srv_1').length;
    expect(sampled()).toBe(0);
    await world.store.usage.putWatch({
      guildId: opsGuild,
      channelId: opsChannel,
      serverId: 'srv_1',
      cpu: 80,
      minutes: 5,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    await world.cycle.runCycle();
    expect(sampled()).toBe(1);
  });
});
