import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { testBackends } from '../store/backends.js';
import { communityChannelId, communityGuildId, opsChannelId, startHarness, type Harness } from './harness.js';
import { activityLines, fastPoller, messagesWith, nextActivityRead, run, settle } from './poller-world.js';

const backends = await testBackends();

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const vanishedGuildId = '399999999999999999';

/** The value of one sample line of the Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(`one bad record on ${backend.name}`, () => {
    let harness: Harness | undefined;
    afterEach(async () => {
      await harness?.close();
      harness = undefined;
    });

    it('after a restart, alerts and /alerts list go on, ops is told once per record, /readyz stays ready', async () => {
      const h = await startHarness({
        sandbox: { seed: false, provisioningMs: 600, rateLimit: { limit: 6_000, windowMs: 60_000 } },
        app: fastPoller,
        env: { LOG_LEVEL: 'error', HTTP_PORT: '0', DATABASE_URL: backend.freshUrl!() },
      });
      harness = h;
      const good = h.sandbox.addServer(h.apiKey, { name: 'Good Box' });
      const broken = h.sandbox.addServer(h.apiKey, { name: 'Broken Box' });
      for (const server of [good, broken])
        await run(h, 'alerts', 'subscribe', { channel: opsChannelId, server: server.id, events: 'activity' });
      await run(h, 'access', 'link', { server: good.id, guild_id: communityGuildId });
      await run(
        h,
        'alerts',
        'subscribe',
        { channel: communityChannelId, server: good.id, events: 'activity' },
        communityGuildId,
      );
      h.sandbox.addActivity(broken.id, { description: 'before the damage' });
      await settle(h, () => activityLines(h, opsChannelId, 'Broken Box').length === 1, 15_000);

      // Real corrupted rows, one of each kind, written as text through the store's driver while the bot is
      // stopped, so no poll or board refresh of the old process reads (and sets aside) one before the restart.
      const damage = async () => {
        const store = await openStore(h.databaseUrl);
        await store.backend.importEntries(
          [
            { key: `rec:subscription#${vanishedGuildId}/1/*`, raw: `{"guildId":"${vanishedGuildId}"}` },
            { key: `rec:link#${vanishedGuildId}/${good.id}`, raw: '{"guildId": nope' },
            { key: `poll:server:${broken.id}`, raw: 'not json' },
            { key: `rec:board#${communityGuildId}/${communityChannelId}`, raw: '{"messageIds":7}' },
            { key: 'confirmation:damaged', raw: '{"id":"damaged"' },
          ].map((entry) => ({ ...entry, expiresAt: undefined })),
        );
        await store.close();
      };
      await h.restart(undefined, damage);

      h.sandbox.addActivity(good.id, { description: 'after the restart' });
      await settle(h, () => activityLines(h, opsChannelId, 'Good Box').length === 1, 15_000);
      await settle(h, () => activityLines(h, communityChannelId, 'Good Box').length === 1, 15_000);
      const communityList = await run(h, 'alerts', 'list', {}, communityGuildId);
      expect(communityList).toContain('**Good Box**');
      expect(await run(h, 'alerts', 'list', {})).toContain('**Broken Box**');
      // The server whose poller document was set aside is polled again from now on.
      h.sandbox.addActivity(broken.id, { description: 'after the damage' });
      await settle(h, () => activityLines(h, opsChannelId, 'Broken Box').length === 2, 15_000);

      const notices = () => messagesWith(h, opsChannelId, 'A stored record could not be read');
      await settle(h, () => notices().length === 4, 15_000);
      const told = notices().map((message) => message.content);
      for (const key of ['rec:subscription#', 'rec:link#', `poll:server:${broken.id}`, 'rec:board#'])
        expect(told.some((content) => content.includes(key))).toBe(true);
      expect(h.logLines.filter((line) => line.includes(`"key":"poll:server:${broken.id}"`))).toHaveLength(1);

      const ops = `http://127.0.0.1:${h.app.opsServer!.port}`;
      const ready = await fetch(`${ops}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ ready: true, poller: true });
      const metrics = await (await fetch(`${ops}/metrics`)).text();
      for (const collection of ['subscription', 'link', 'poll', 'board'])
        expect(sample(metrics, `store_records_set_aside_total{collection="${collection}"}`)).toBe(1);

      // The damaged confirmation is read only when clicked; everything set aside is kept for a person.
      expect(await h.app.store.claimConfirmation('damaged', 'u1')).toEqual({ outcome: 'expired' });
      const kept = await h.app.store.badRecords.list();
      expect(kept.map((record) => record.key).sort()).toEqual(
        [
          'confirmation:damaged',
          `poll:server:${broken.id}`,
          `rec:board#${communityGuildId}/${communityChannelId}`,
          `rec:link#${vanishedGuildId}/${good.id}`,
          `rec:subscription#${vanishedGuildId}/1/*`,
        ].sort(),
      );
      // Told once: another restart says nothing more about the records already announced.
      await h.restart();
      // Each poll cycle announces what is set aside and sends the ops notices before it reads: two reads of a
      // server's activity, so a whole cycle of the restarted bot, are past a notice said again.
      await nextActivityRead(h, good.id);
      await nextActivityRead(h, good.id);
      expect(notices().length).toBe(5);
    });
  });
}
