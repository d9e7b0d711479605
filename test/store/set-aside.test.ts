import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/log.js';
import {
  openStore,
  setAsideCollection,
  type BotStore,
  type Confirmation,
  type SetAsideRecord,
} from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = await testBackends();

afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const now = Date.now();

function confirmation(id: string): Confirmation {
  return {
    id,
    action: { kind: 'delete' },
    guildId: 'g1',
    userId: 'u1',
    serverId: 's1',
    serverName: 'Survival',
    createdAt: now,
    expiresAt: now + 60_000,
    state: 'pending',
  };
}

/** Real corrupted rows, written as text through the driver, beside good ones of the same collections. */
const corrupted = [
  { key: 'rec:subscription#g9/c9/*', raw: '{"guildId":"g9","channelId":"c9"' },
  { key: 'rec:link#g9/s9', raw: 'not json at all' },
  { key: 'poll:server:s9', raw: '{"outbox":"not a list"}' },
  { key: 'rec:board#g9/c9', raw: '{"guildId":"g9"}' },
  { key: 'confirmation:bad', raw: '{"id":"bad","state":"pending"' },
];

const serverState = z.object({ outbox: z.array(z.unknown()) });

for (const backend of backends) {
  describe.skipIf(backend.freshUrl === undefined)(
    `one bad record harms only itself on ${backend.name}${backend.skipReason ? ` (${backend.skipReason})` : ''}`,
    () => {
      const opened: BotStore[] = [];
      afterEach(async () => {
        for (const store of opened.splice(0)) await store.close();
      });

      async function open(url: string, lines: string[], told: string[]): Promise<BotStore> {
        const destination = new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        });
        const logger = createLogger({ level: 'error', secrets: [], destination });
        const store = await openStore(url, undefined, logger, undefined, (record) =>
          told.push(`${record.collection} ${record.key}`),
        );
        opened.push(store);
        return store;
      }

      it('sets each bad record aside after a restart, reads the rest, names it once and keeps it whole', async () => {
        const url = backend.freshUrl!();
        const lines: string[] = [];
        const told: string[] = [];
        const first = await open(url, lines, told);
        await first.link('g1', 's1');
        await first.subscribe({ guildId: 'g1', channelId: 'c1', serverId: null, createdAt: '2026-01-01' });
        await first.setPollState('server:s1', { outbox: [] });
        await first.boards.claim({ guildId: 'g1', channelId: 'c1' }, now);
        await first.saveConfirmation(confirmation('good'));
        await first.backend.importEntries(corrupted.map((entry) => ({ ...entry, expiresAt: undefined })));
        await first.close();
        opened.length = 0;

        // The restart: a fresh client reads everything as the bot does at start.
        const store = await open(url, lines, told);
        expect(await store.guildLinks()).toEqual({ g1: ['s1'] });
        expect(await store.isLinked('g9', 's9')).toBe(false);
        expect((await store.subscriptions()).map((s) => s.guildId)).toEqual(['g1']);
        expect(await store.pollState('server:s1', serverState)).toEqual({ outbox: [] });
        expect(await store.pollState('server:s9', serverState)).toBeUndefined();
        expect((await store.boards.list()).map((board) => board.guildId)).toEqual(['g1']);
        expect((await store.confirmation('good'))?.state).toBe('pending');
        expect(await store.claimConfirmation('bad', 'u1')).toEqual({ outcome: 'expired' });
        // Read again: nothing more is set aside, said or counted.
        await store.guildLinks();
        await store.subscriptions();
        await store.boards.list();

        const setAside = await store.badRecords.list();
        const byKey = new Map<string, SetAsideRecord>(setAside.map((record) => [record.key, record]));
        for (const { key, raw } of corrupted) {
          expect(byKey.get(key)?.raw).toBe(raw);
          expect(byKey.get(key)?.notified).toBe(false);
          expect(lines.filter((line) => line.includes(`"key":"${key}"`))).toHaveLength(1);
        }
        expect(byKey.get('rec:link#g9/s9')?.reason).toBe('not JSON');
        expect(byKey.get('rec:board#g9/c9')?.reason).toBe('does not match its schema');
        expect([...told].sort()).toEqual([
          'board rec:board#g9/c9',
          'confirmation confirmation:bad',
          'link rec:link#g9/s9',
          'poll poll:server:s9',
          'subscription rec:subscription#g9/c9/*',
        ]);
        // Told once: a record marked notified stays so.
        await store.badRecords.markNotified(byKey.get('rec:link#g9/s9')!);
        const marked = (await store.badRecords.list()).find((record) => record.key === 'rec:link#g9/s9');
        expect(marked?.notified).toBe(true);
      });

      it('restores a set-aside record by writing its text back, as docs/operations.md says', async () => {
        const url = backend.freshUrl!();
        const store = await open(url, [], []);
        await store.backend.importEntries([
          { key: 'rec:link#g2/s2', raw: '{"guildId":"g2"}', expiresAt: undefined },
        ]);
        expect(await store.guildLinks()).toEqual({});
        const [record] = await store.badRecords.list();
        expect(record?.key).toBe('rec:link#g2/s2');
        const fixed = { ...JSON.parse(record!.raw), serverId: 's2', linkedAt: 5 };
        await store.backend.importEntries([
          { key: record!.key, raw: JSON.stringify(fixed), expiresAt: undefined },
        ]);
        expect(await store.guildLinks()).toEqual({ g2: ['s2'] });
        expect(await store.backend.listRecords(setAsideCollection)).toHaveLength(1);
      });
    },
  );
}
