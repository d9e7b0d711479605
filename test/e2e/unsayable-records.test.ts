import { afterEach, describe, expect, it } from 'vitest';
import { auditRecordIdFor, openStore, type AuditRecord } from '../../src/store/index.js';
import { visibleText } from './helpers.js';
import { communityGuildId, opsChannelId, opsGuildId, startHarness, type Harness } from './harness.js';
import { fastPoller, messagesWith, run, settle } from './poller-world.js';

/**
 * A stored phrase whose key the catalogue still has but whose values a later version's message needs more
 * of (a rolling upgrade that added a placeholder): it parses, and fails only when said. Each such record
 * harms only itself: after a restart the poller still announces a provisioning, and the record is set aside
 * or shown without its sentence.
 */
const unsayable = { key: 'alerts.ops.boardPaused', values: { board: 'a board' } };

let harness: Harness | undefined;
afterEach(async () => {
  if (process.env.DEBUG_E2E && harness) {
    console.log(harness.logLines.join('\n'));
    console.log(harness.emulator.messages(opsChannelId).map(visibleText).join('\n---\n'));
    console.log(JSON.stringify(await harness.app.store.badRecords.list()));
  }
  await harness?.close();
  harness = undefined;
});

async function start(): Promise<Harness> {
  harness = await startHarness({
    sandbox: { seed: false, provisioningMs: 600, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: { ...fastPoller, auditTiming: { batchMs: 50, idleMs: 200 } },
    env: { LOG_LEVEL: 'error' },
  });
  expect(await run(harness, 'alerts', 'subscribe', { channel: opsChannelId })).toContain('now gets alerts');
  return harness;
}

/** Stops the bot, damages the store as `damage` says (no running bot can race it), starts a new bot. */
async function restartWith(
  h: Harness,
  damage: (store: Awaited<ReturnType<typeof openStore>>) => Promise<void>,
) {
  await h.restart(undefined, async () => {
    const store = await openStore(h.databaseUrl);
    await damage(store);
    await store.close();
  });
}

/** Creates a server through the bot and waits for the poller's ready post in the ops channel. */
async function provisioningIsAnnounced(h: Harness, name: string): Promise<void> {
  const create = h.command({ name: 'server', subcommand: 'create', options: { name, ram: 2 } });
  expect(visibleText((await create.waitForReply()).message)).toContain(`Provisioning started: ${name}`);
  await settle(
    h,
    () =>
      messagesWith(h, opsChannelId, `${name} is ready`).filter(
        (message) => message.interactionId === undefined,
      ).length === 1,
    15_000,
  );
}

const setAsideNotices = (h: Harness) => messagesWith(h, opsChannelId, 'A stored record could not be read');

describe('a stored phrase the catalogue cannot say', () => {
  it('in a queued ops notice: the queue is set aside, ops told once, provisioning still announced', async () => {
    const h = await start();
    await restartWith(h, (store) =>
      store.setPollState('delivery:ops-notices', [
        {
          id: 'damaged-notice',
          lines: [unsayable],
          queuedAt: Date.now(),
          targets: [{ kind: 'channel', channelId: opsChannelId, guildId: opsGuildId }],
        },
      ]),
    );
    await provisioningIsAnnounced(h, 'After Notice');
    await settle(h, () => setAsideNotices(h).length === 1, 15_000);
    expect(visibleText(setAsideNotices(h)[0])).toContain('poll:delivery:ops-notices');
    expect((await h.app.store.badRecords.list()).map((record) => record.key)).toEqual([
      'poll:delivery:ops-notices',
    ]);
    // Told once: another restart says nothing more.
    await h.restart();
    await provisioningIsAnnounced(h, 'After Second Restart');
    expect(setAsideNotices(h)).toHaveLength(1);
  });

  it('in an audit refusal: the audit channel still gets its post, /audit recent answers, provisioning announced', async () => {
    const h = await start();
    expect(await run(h, 'audit', 'channel', { channel: opsChannelId })).toContain(
      'now gets every audit record',
    );
    const at = Date.now();
    const record: AuditRecord = {
      id: auditRecordIdFor(at, '100000000000000099', 'outcome'),
      at,
      guild: { id: communityGuildId, name: 'Community' },
      member: { id: '200000000000000099', name: 'someone' },
      action: 'server.update',
      inputs: {},
      outcome: { kind: 'refused', code: 'QUOTA', phrase: unsayable },
    };
    await restartWith(h, async (store) => {
      expect(await store.audit.append(record, opsChannelId)).toBe(true);
    });
    await provisioningIsAnnounced(h, 'After Refusal');
    await settle(h, () => messagesWith(h, opsChannelId, 'Refused by the bot (`QUOTA`)').length === 1, 15_000);
    const recent = await run(h, 'audit', 'recent', {});
    expect(recent).toContain('Refused by the bot (`QUOTA`)');
  });

  it('in a board’s pause reason: /board list answers, provisioning still announced', async () => {
    const h = await start();
    await restartWith(h, (store) =>
      store.backend.importEntries([
        {
          key: `rec:board#${opsGuildId}/${opsChannelId}`,
          raw: JSON.stringify({
            guildId: opsGuildId,
            channelId: opsChannelId,
            createdAt: Date.now(),
            messageIds: [],
            pageHashes: [],
            pausedReason: 'the bot lost Send Messages there',
            pausedFor: unsayable,
          }),
          expiresAt: undefined,
        },
      ]),
    );
    await provisioningIsAnnounced(h, 'After Board');
    expect(await run(h, 'board', 'list', {})).toContain('paused: the bot lost Send Messages there');
    expect(await h.app.store.badRecords.list()).toEqual([]);
  });
});
