import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertKinds, builtinAlertKinds } from '../../src/alerts/index.js';
import { serverStateSchemaOf } from '../../src/poller/state.js';
import { serverDocumentName } from '../../src/status/availability.js';
import {
  statusChangeAlert,
  statusChangeKind,
  statusChangeTask,
} from '../fixtures/poller/status-change-task.js';
import { opsChannelId, startHarness, type Harness } from './harness.js';
import { fastPoller, run, settle } from './poller-world.js';

let harness: Harness;
/** A server's state as the poller reads it: with the added task's alert kind. */
const serverStateSchema = serverStateSchemaOf(
  new AlertKinds([...builtinAlertKinds, statusChangeAlert]).noticeSchema,
);
const app = { ...fastPoller, pollerTasks: [statusChangeTask(200)] };

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app,
    env: { LOG_LEVEL: 'silent' },
  });
});

afterAll(async () => {
  await harness.close();
});

/** The added task's posts about a server in the ops channel. */
const changePosts = (serverId: string) =>
  harness.emulator
    .messages(opsChannelId)
    .flatMap((message) => message.embeds)
    .filter((embed) => embed.footer?.text.startsWith(serverId) && / now reports /.test(embed.title ?? ''));

/** Waits until the added task has recorded the server's status in the store: its first read is done. */
async function recorded(serverId: string): Promise<unknown> {
  return vi.waitFor(
    async () => {
      const state = await harness.app.store.pollState(serverDocumentName(serverId), serverStateSchema);
      const mark = state?.marks?.[statusChangeKind];
      if (mark === undefined) throw new Error(`the added task never read ${serverId}`);
      return mark;
    },
    { timeout: 5_000, interval: 50 },
  );
}

describe('a poller task added as one file', () => {
  it('runs on its own interval and posts each event exactly once, across a restart', async () => {
    const pulse = harness.sandbox.addServer(harness.apiKey, { name: 'Pulse' });
    await run(harness, 'alerts', 'subscribe', {
      channel: opsChannelId,
      server: pulse.id,
      events: 'provisioning',
    });
    expect(await recorded(pulse.id)).toEqual({ changes: 0, status: 'RUNNING' });

    harness.sandbox.setStatus(pulse.id, 'OFFLINE');
    const [offline] = await settle(harness, () => {
      const posts = changePosts(pulse.id);
      return posts.length === 1 && posts;
    });
    expect(offline?.title).toBe('Pulse now reports OFFLINE');
    expect(offline?.description).toBe('It reported RUNNING before.');

    await harness.restart(app);
    harness.sandbox.setStatus(pulse.id, 'RUNNING');
    await settle(harness, () => changePosts(pulse.id).length === 2);
    expect(changePosts(pulse.id).map((embed) => embed.title)).toEqual([
      'Pulse now reports OFFLINE',
      'Pulse now reports RUNNING',
    ]);
    expect(await recorded(pulse.id)).toEqual({ changes: 2, status: 'RUNNING' });
  });
});
