import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStore } from '../../src/store/copy.js';
import { openStore } from '../../src/store/index.js';
import { testBackends } from './backends.js';
import { npmScriptArguments } from '../support/npm-scripts.js';

const backends = (await testBackends()).filter((backend) => backend.name !== 'memory');
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'bot-store-migrate-'));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
  for (const backend of backends) await backend.cleanUp();
});

/** Runs `npm run store:migrate -- FROM TO` the way an operator does (without npm's own banner). */
function migrate(fromUrl: string, toUrl: string) {
  return promisify(execFile)(process.execPath, [...npmScriptArguments('store:migrate'), fromUrl, toUrl], {
    env: { PATH: process.env.PATH, USER: process.env.USER },
    timeout: 30_000,
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** A sqlite store with some of everything: links, subscriptions, a confirmation with a TTL, a lease. */
async function populatedSource(): Promise<{ url: string; lease: number }> {
  const url = `sqlite://${join(directory, `source-${Math.random().toString(36).slice(2)}.sqlite`)}`;
  const store = await openStore(url);
  await store.link('g1', 's1');
  await store.link('g1', 's2');
  for (let index = 0; index < 250; index += 1)
    await store.subscribe({ guildId: 'g1', channelId: `c${index}`, serverId: null, createdAt: 'then' });
  const now = Date.now();
  await store.saveConfirmation({
    id: 'c1',
    action: { kind: 'delete' },
    guildId: 'g1',
    userId: 'u1',
    serverId: 's1',
    serverName: 'Survival',
    createdAt: now,
    expiresAt: now + 60_000,
    state: 'pending',
  });
  await store.setPollState('servers', ['s1']);
  const lease = (await store.backend.acquireLease('poller', 'old-instance', 60_000))!;
  await store.close();
  return { url, lease };
}

for (const target of backends) {
  describe.skipIf(target.freshUrl === undefined)(
    `npm run store:migrate from sqlite to ${target.name}${target.skipReason ? ` (${target.skipReason})` : ''}`,
    () => {
      it('copies every record with its TTL, and the copy works as the store', async () => {
        const source = await populatedSource();
        const toUrl = target.freshUrl!();
        const result = await migrate(source.url, toUrl);
        expect(result.stderr).toBe('');
        expect(result.stdout).toMatch(
          // 2 links, 250 subscriptions, the confirmation, the poll state, the lease and the audience version.
          new RegExp(`^Copied 256 entries from the sqlite store to the ${target.name} store`),
        );

        const copy = await openStore(toUrl);
        try {
          expect(await copy.linkedServerIds('g1')).toEqual(['s1', 's2']);
          expect(await copy.subscriptions()).toHaveLength(250);
          const confirmation = (await copy.backend.exportEntries()).find(
            (entry) => entry.key === 'confirmation:c1',
          );
          expect(confirmation?.expiresAt).toBeGreaterThan(Date.now() + 60_000);
          expect((await copy.claimConfirmation('c1', 'u1')).outcome).toBe('claimed');
          // The lease and its fencing token move too: a new holder's token stays above the old one's.
          expect(await copy.backend.isLeaseCurrent('poller', source.lease)).toBe(true);
        } finally {
          await copy.close();
        }

        const again = await migrate(source.url, toUrl);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('The store was not migrated: the target store already holds data');
      });
    },
  );
}

/** A sqlite store of `count` plain entries, written as a stopped bot left them. */
async function sourceOf(count: number): Promise<string> {
  const url = `sqlite://${join(directory, `many-${Math.random().toString(36).slice(2)}.sqlite`)}`;
  const store = await openStore(url);
  const entries = Array.from({ length: count }, (_, index) => ({
    key: `rec:link#g1/s${String(index).padStart(4, '0')}`,
    raw: JSON.stringify({ guildId: 'g1', serverId: `s${index}`, linkedAt: index }),
    expiresAt: undefined,
  }));
  await store.backend.importEntries(entries);
  await store.close();
  return url;
}

for (const target of backends) {
  describe.skipIf(target.freshUrl === undefined)(`store:migrate that cannot lose, to ${target.name}`, () => {
    it('resumes after a failure in batch 3 of 700 entries, and says the target is partial', async () => {
      const fromUrl = await sourceOf(700);
      const toUrl = target.freshUrl!();
      const failing = copyStore(fromUrl, toUrl, {
        beforeBatch: (batch) => {
          if (batch === 3) throw new Error('the network went away');
        },
      });
      await expect(failing).rejects.toThrow(
        'the network went away. The target store is partial: it holds 400 of 700 entries. ' +
          'Run the same command again to resume from there, or empty the target store and start over',
      );
      const rerun = await migrate(fromUrl, toUrl);
      expect(rerun.stderr).toBe('');
      expect(rerun.stdout.trim()).toBe(
        `Resumed: copied the remaining 300 of 700 entries from the sqlite store to the ${target.name} store.`,
      );
      const copy = await openStore(toUrl);
      try {
        expect(await copy.linkedServerIds('g1')).toHaveLength(700);
        expect((await copy.backend.exportEntries()).map((entry) => entry.key)).not.toContain(
          'migration:checkpoint',
        );
      } finally {
        await copy.close();
      }
      const again = await migrate(fromUrl, toUrl);
      expect(again.stderr).toContain('the target store already holds data');
    });

    it('refuses a source whose background lease a running instance holds, copying nothing', async () => {
      const fromUrl = await sourceOf(3);
      const running = await openStore(fromUrl);
      try {
        expect(await running.backend.acquireLease('background', 'bot-on-another-host', 60_000)).toBeDefined();
        const toUrl = target.freshUrl!();
        const refused = await migrate(fromUrl, toUrl);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          /^The store was not migrated: the source store is in use by a running bot \(0 instance\(s\) alive, one holding the background lease\): stop every instance first/,
        );
        const untouched = await openStore(toUrl);
        expect(await untouched.backend.exportEntries()).toEqual([]);
        await untouched.close();
        // Once it stopped (its lease released), the copy goes ahead.
        await running.backend.releaseLease('background', 'bot-on-another-host', 1);
        expect((await migrate(fromUrl, toUrl)).stdout).toMatch(/^Copied 4 entries/);
      } finally {
        await running.close();
      }
    });
  });
}

it('names the URL it cannot open, without its password', async () => {
  const result = await migrate(
    `sqlite://${join(directory, 'x.sqlite')}`,
    'postgres://bot:pw-secret@127.0.0.1:9/bot',
  );
  expect(result.code).toBe(1);
  expect(result.stderr.trim()).toBe(
    'The store was not migrated: TO_URL names a postgres store that cannot be used: connection refused',
  );
});
