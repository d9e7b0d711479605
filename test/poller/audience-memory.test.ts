import { describe, expect, it } from 'vitest';
import { cycleWorld } from './fakes.js';

describe("the audience's lost channels", () => {
  it('are kept for the one cycle that found them: 100 channels lost, then given back, are posted to again', async () => {
    const world = await cycleWorld();
    const log = world.api.add('srv_1').log;
    const channels = Array.from(
      { length: 100 },
      (_, index) => `9200000000000${String(index).padStart(5, '0')}`,
    );
    for (const channelId of channels) await world.subscribe(channelId, 'srv_1');
    await world.advance(5_000);
    for (const channelId of channels)
      world.deliverer.outcomes.set(channelId, {
        outcome: 'gone',
        reason: 'the bot lacks permission to post there',
      });
    log.add(1, { description: 'while lost' });
    await world.advance(30_000);
    const toChannels = () => world.deliverer.posts.filter((post) => channels.includes(post.channelId));
    expect(toChannels()).toHaveLength(0);

    // Access given back and each channel subscribed again: the next cycles' audiences know nothing lost.
    world.deliverer.outcomes.clear();
    for (const channelId of channels) await world.subscribe(channelId, 'srv_1');
    log.add(1, { description: 'found again' });
    await world.advance(30_000);
    expect(new Set(toChannels().map((post) => post.channelId))).toEqual(new Set(channels));
  });
});
