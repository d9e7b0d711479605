import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openStore, type BotStore } from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = await testBackends();
const guildId = '900000000000000002';
const channelId = '910000000000000003';

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

// Two store clients on one store, as two bot instances have: the poller reads the version in one, commands
// write through the other.
for (const backend of backends.filter((candidate) => candidate.name !== 'memory')) {
  describe.skipIf(backend.freshUrl === undefined)(`the audience version on ${backend.name}`, () => {
    const opened: BotStore[] = [];

    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it("changes with every write of a subscription, link or usage watch by the other instance's store", async () => {
      const url = backend.freshUrl!();
      const [writer, reader] = [await openStore(url), await openStore(url)];
      opened.push(writer, reader);
      const watch = { guildId, channelId, serverId: 'srv_1', cpu: 80, minutes: 5, createdAt: '2030-01-01' };
      const writes: [string, () => Promise<unknown>][] = [
        [
          'subscribe',
          () => writer.subscribe({ guildId, channelId, serverId: null, createdAt: '2030-01-01' }),
        ],
        ['pause a channel', () => writer.pauseChannel(channelId, 'Missing Access')],
        ['unsubscribe', () => writer.unsubscribe({ guildId, channelId, serverId: null })],
        ['link', () => writer.link(guildId, 'srv_1')],
        ['unlink a deleted server', () => writer.unlinkServer('srv_1')],
        ['watch usage', () => writer.usage.putWatch(watch)],
        ['pause a channel of watches', () => writer.usage.pauseChannel(channelId, 'Missing Access')],
        ['drop a watch', () => writer.usage.deleteWatch(watch)],
      ];
      const seen = [await reader.audienceVersion()];
      for (const [name, write] of writes) {
        await write();
        const version = await reader.audienceVersion();
        expect({ name, changed: !seen.includes(version) }).toEqual({ name, changed: true });
        seen.push(version);
      }
      // A write that changes nothing leaves it alone.
      await writer.link(guildId, 'srv_2');
      const before = await reader.audienceVersion();
      await writer.link(guildId, 'srv_2');
      await writer.unlink(guildId, 'srv_9');
      expect(await reader.audienceVersion()).toBe(before);
    });
  });
}
