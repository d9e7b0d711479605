import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defaultLeaseTiming } from '../../src/instance/lease.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { serverDocumentName, storedStatus } from '../../src/status/availability.js';
import { type BotStore, openStore } from '../../src/store/index.js';
import {
  type DiscordEmulator,
  EmulatorUsageError,
  emulatedUsers,
  type InteractionHandle,
  shardOfGuild,
  startDiscordEmulator,
} from '../emulator/index.js';
import { buttonId, visibleText } from './helpers.js';
import { optionalBackendUrls } from '../support/optional-backends.js';
import { InstanceProcess } from './instance-process.js';
import { nextActivityRead } from './poller-world.js';

const botToken = 'instances-test-bot-token-not-real';
// One guild on each of two shards: snowflakes one step of 2^22 apart.
const opsGuildId = '300000000000000000';
const communityGuildId = String(BigInt(opsGuildId) + (1n << 22n));
const opsChannelId = '310000000000000001';
const communityChannelId = '310000000000000002';
const incidentsChannelId = '310000000000000003';
const shardCount = 2;
const leaseTtlMs = defaultLeaseTiming.ttlMs;
/** The grouping window: longer than a status pass and a takeover, so a kill lands while it is open. */
const groupWindowMs = 6_000;

/** Waits for an asynchronous condition (a read of the shared store), never a fixed time. */
async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** The queue of a server's posts in the poller's document of it, as stored. */
const outboxOf = (store: BotStore, serverId: string) =>
  store.pollState(serverDocumentName(serverId), z.object({ outbox: z.array(z.unknown()) }));

/** The store two instances share: sqlite always (one file, two processes), Redis and Postgres when named. */
function storeOf(name: TwoInstanceStore) {
  if (name === 'sqlite')
    return { name, url: (directory: string) => `sqlite://${join(directory, 'bot.sqlite')}`, skip: '' };
  const { url, variable } = optionalBackendUrls().find((backend) => backend.name === name)!;
  return {
    name,
    url: () => `${url}${url.includes('?') ? '&' : '?'}namespace=inst-${randomUUID()}`,
    skip: url ? '' : ` (skipped: ${variable} not set)`,
  };
}

export type TwoInstanceStore = 'sqlite' | 'redis' | 'postgres';

/**
 * Two bot processes, one shard each, on one store of the given kind. One file per kind: each file is a
 * whole fleet (two processes, a sandbox, an emulator), and a failure names the store it happened on.
 */
export function describeTwoInstances(kind: TwoInstanceStore): void {
  const backend = storeOf(kind);
  describe.skipIf(backend.skip !== '')(
    `two bot processes on one ${backend.name} store${backend.skip}`,
    () => {
      let sandbox: Sandbox;
      let emulator: DiscordEmulator;
      let directory: string;
      let env: NodeJS.ProcessEnv;
      /** The server linked to the community guild by the first test. */
      let linkedServerId = '';
      /** The running instance of each shard. */
      const instances: InstanceProcess[] = [];

      const startInstance = async (shard: number) => {
        const instance = await InstanceProcess.start(`shard-${shard}`, { ...env, SHARD_IDS: String(shard) });
        instances[shard] = instance;
        await emulator.waitFor(
          () => emulator.connectedShards().some(([id]) => id === shard) && instance.logged('bot ready'),
          30_000,
        );
        return instance;
      };

      const command = (guildId: string, name: string, subcommand: string, options = {}) =>
        emulator.sendChatInput({ guildId, user: emulatedUsers.admin, name, subcommand, options });

      /**
       * Until nothing of a followed server is left to post, or to post again: the holder has read its activity
       * twice more (a read's entries are queued in the write that moves its cursor, and each cycle first sends
       * what is due), and the server's outbox in the shared store is empty.
       */
      const nothingLeftToPost = async (serverId: string) => {
        const store = await openStore(env.DATABASE_URL!);
        try {
          await nextActivityRead({ sandbox, emulator }, serverId);
          await nextActivityRead({ sandbox, emulator }, serverId);
          await until(
            async () => ((await outboxOf(store, serverId))?.outbox.length ?? 0) === 0,
            10_000,
            'the outbox drained',
          );
        } finally {
          await store.close();
        }
      };

      beforeAll(async () => {
        expect([shardOfGuild(opsGuildId, shardCount), shardOfGuild(communityGuildId, shardCount)]).toEqual([
          0, 1,
        ]);
        directory = await mkdtemp(join(tmpdir(), 'bot-instances-'));
        sandbox = await startSandbox({
          seed: false,
          provisioningMs: 1_500,
          rateLimit: { limit: 6_000, windowMs: 60_000 },
        });
        emulator = await startDiscordEmulator({
          botToken,
          guilds: [
            {
              id: opsGuildId,
              name: 'Reseller Ops',
              channels: [
                { id: opsChannelId, name: 'ops' },
                { id: incidentsChannelId, name: 'incidents' },
              ],
            },
            {
              id: communityGuildId,
              name: 'Community',
              channels: [{ id: communityChannelId, name: 'general' }],
            },
          ],
        });
        env = {
          DISCORD_TOKEN: botToken,
          OPS_GUILD_ID: opsGuildId,
          HOSTING_API_URL: sandbox.url,
          HOSTING_API_KEY: sandbox.apiKeys[0],
          DATABASE_URL: backend.url(directory),
          DISCORD_API_URL: emulator.apiUrl,
          POLL_INTERVAL_SECONDS: '1',
          LOG_LEVEL: 'info',
          SHARD_COUNT: String(shardCount),
          ALERT_GROUP_WINDOW_SECONDS: String(groupWindowMs / 1000),
        };
        // One after the other, so the first creates the store before the second opens it; the first (the
        // ops guild's shard) holds the lease, so the kill below leaves the ops guild on a standby instance.
        const first = await startInstance(0);
        await emulator.waitFor(() => first.holds(), 10_000);
        await startInstance(1);
      }, 60_000);

      afterAll(async () => {
        for (const instance of instances) instance?.kill('SIGKILL');
        await Promise.all(instances.map((instance) => instance?.exited));
        await emulator?.close();
        await sandbox?.close();
        await rm(directory, { recursive: true, force: true });
      });

      it('answers commands on both shards, each from its own instance, and a confirmation', async () => {
        const linked = sandbox.addServer(sandbox.apiKeys[0]!, { name: 'Linked Server', status: 'RUNNING' });
        linkedServerId = linked.id;
        const link = await command(opsGuildId, 'access', 'link', {
          server: linked.id,
          guild_id: communityGuildId,
        }).waitForReply();
        expect(visibleText(link.message)).toContain('Linked Server');
        await emulator.waitFor(() => emulator.commands(communityGuildId).length > 0, 10_000);
        // The link written by the shard-0 instance is what the shard-1 instance reads.
        const listed = await command(communityGuildId, 'server', 'list').waitForReply();
        expect(visibleText(listed.message)).toContain('Linked Server');
        expect(emulator.requests.some((request) => request.status >= 500)).toBe(false);

        const doomed = sandbox.addServer(sandbox.apiKeys[0]!, { name: 'Doomed', status: 'RUNNING' });
        const prompt = await command(opsGuildId, 'server', 'delete', { server: doomed.id }).waitForReply();
        const outcome = await emulator
          .sendButton({
            message: prompt.message!,
            customId: buttonId(prompt.message, 'Delete permanently'),
            user: emulatedUsers.admin,
          })
          .waitForReply((view) => visibleText(view.message).includes('Deleted'));
        expect(visibleText(outcome.message)).toContain('Deleted');
        expect(sandbox.server(doomed.id)).toBeUndefined();
      }, 20_000);

      it('kill -9 of the lease holder mid-burst: every alert posted once, taken over within one TTL', async () => {
        const followed = sandbox.addServer(sandbox.apiKeys[0]!, { name: 'Burst', status: 'RUNNING' });
        await command(opsGuildId, 'alerts', 'subscribe', {
          channel: opsChannelId,
          server: followed.id,
        }).waitForReply();
        await emulator.waitFor(() => instances.some((instance) => instance.holds()), 10_000);
        const holder = instances.find((instance) => instance.holds())!;
        const other = instances.find((instance) => instance !== holder)!;
        // The holder has read the subscription (and the log once) before the burst begins.
        await nextActivityRead({ sandbox, emulator }, followed.id);

        const added: string[] = [];
        let killedAt = 0;
        for (let index = 0; index < 30; index += 1) {
          const description = `burst entry ${String(index).padStart(3, '0')}`;
          sandbox.addActivity(followed.id, { description });
          added.push(description);
          if (index === 12) {
            holder.kill('SIGKILL');
            killedAt = Date.now();
          }
          // Time must pass: the burst spans the kill and the takeover.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await holder.exited;
        await emulator.waitFor(() => other.holds(), leaseTtlMs + 2_000);
        const takeoverMs = other.heldSince! - killedAt;
        console.info(
          `instances e2e (${backend.name}): takeover after kill -9 in ${takeoverMs} ms (TTL ${leaseTtlMs} ms)`,
        );
        expect(takeoverMs).toBeLessThanOrEqual(leaseTtlMs);

        const posted = () =>
          emulator
            .messages(opsChannelId)
            .flatMap((message) => message.embeds)
            .filter((embed) => embed.title === 'Activity · Burst')
            .flatMap((embed) => (embed.description ?? '').split('\n'))
            .map((line) => line.split(' — ')[1]);
        await emulator.waitFor(() => added.every((entry) => posted().includes(entry)), 15_000);
        await nothingLeftToPost(followed.id);
        expect(posted().filter((entry) => entry?.startsWith('burst entry'))).toEqual(added);

        // Back to two instances: the ops guild's shard now runs on the one without the lease.
        const standby = await startInstance(instances.indexOf(holder));
        expect(standby.holds()).toBe(false);
        const create = command(opsGuildId, 'server', 'create', { name: 'Handed Over', ram: 2 });
        expect(visibleText((await create.waitForReply()).message)).toContain(
          'Provisioning started: Handed Over',
        );
        // The standby handed the watch to the holder, which edits the reply the standby sent.
        const ready = await create.waitForReply(
          (view) => visibleText(view.message).includes('Handed Over is ready'),
          15_000,
        );
        expect(visibleText(ready.message)).toContain('RUNNING');

        // The holder runs the community guild's shard only: it must still reach the ops guild to say so
        // when it can no longer post in a community channel.
        await command(communityGuildId, 'alerts', 'subscribe', {
          channel: communityChannelId,
          server: linkedServerId,
        }).waitForReply();
        emulator.denyChannel(communityChannelId);
        // The holder has read the subscription: the entry below is news to it.
        await nextActivityRead({ sandbox, emulator }, linkedServerId);
        sandbox.addActivity(linkedServerId, { description: 'nobody will read this here' });
        await emulator.waitFor(
          () =>
            emulator
              .messages(opsChannelId)
              .some((message) =>
                visibleText(message).includes(`can no longer post in <#${communityChannelId}>`),
              ),
          15_000,
        );
        emulator.allowChannel(communityChannelId);
      }, 60_000);

      it('kill -9 again and again, of the holder and of the standby: every entry posted exactly once', async () => {
        const followed = sandbox.addServer(sandbox.apiKeys[0]!, { name: 'Rounds', status: 'RUNNING' });
        await command(opsGuildId, 'alerts', 'subscribe', {
          channel: opsChannelId,
          server: followed.id,
        }).waitForReply();
        await nextActivityRead({ sandbox, emulator }, followed.id);
        const added: string[] = [];
        // Rounds 0, 2 and 3 kill the lease holder mid-burst, round 1 the standby; each victim is restarted.
        for (const victimRole of ['holder', 'standby', 'holder', 'holder'] as const) {
          await emulator.waitFor(() => instances.some((instance) => instance.holds()), 10_000);
          const holder = instances.find((instance) => instance.holds())!;
          const victim =
            victimRole === 'holder' ? holder : instances.find((instance) => instance !== holder)!;
          for (let index = 0; index < 8; index += 1) {
            const description = `round ${added.length} entry`;
            sandbox.addActivity(followed.id, { description });
            added.push(description);
            if (index === 3) victim.kill('SIGKILL');
            // Time must pass: the round's entries span the kill.
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await victim.exited;
          await startInstance(instances.indexOf(victim));
        }
        // Counted by the entry each line shows (the event), not by nonce or message.
        const posted = () =>
          emulator
            .messages(opsChannelId)
            .flatMap((message) => message.embeds)
            .filter((embed) => embed.title === 'Activity · Rounds')
            .flatMap((embed) => (embed.description ?? '').split('\n'))
            .map((line) => line.split(' — ')[1]);
        await emulator.waitFor(() => added.every((entry) => posted().includes(entry)), 30_000);
        await nothingLeftToPost(followed.id);
        expect(posted().filter((entry) => entry?.startsWith('round '))).toEqual(added);
      }, 150_000);

      it('kill -9 of the lease holder inside a group window: one grouped down post, one grouped back post', async () => {
        const ids: string[] = [];
        for (let index = 1; index <= 10; index += 1) {
          const server = sandbox.addServer(sandbox.apiKeys[0]!, {
            name: `Fra ${index}`,
            node: 'node-fra-02',
            status: 'RUNNING',
          });
          ids.push(server.id);
          await command(opsGuildId, 'alerts', 'subscribe', {
            channel: incidentsChannelId,
            server: server.id,
            events: 'status',
          }).waitForReply();
        }
        // The test reads the shared store as a third party: what the instances have stored, never a guess.
        const store: BotStore = await openStore(env.DATABASE_URL!);
        try {
          const all = async (probe: (id: string) => Promise<boolean>) =>
            (await Promise.all(ids.map(probe))).every(Boolean);
          /** Nothing of the ten left to post: no group stored, no alert in their servers' outboxes. */
          const drained = async () =>
            ((await store.pollState('alert-groups', z.array(z.unknown()))) ?? []).length === 0 &&
            (await all(async (id) => ((await outboxOf(store, id))?.outbox.length ?? 0) === 0));
          await until(
            () => all(async (id) => (await storedStatus(store, id)) !== undefined),
            15_000,
            'the ten servers watched',
          );
          const posts = () =>
            emulator.messages(incidentsChannelId).filter((message) => message.interactionId === undefined);
          expect(posts()).toEqual([]);

          await emulator.waitFor(() => instances.some((instance) => instance.holds()), 10_000);
          const holder = instances.find((instance) => instance.holds())!;
          const standby = instances.find((instance) => instance !== holder)!;
          for (const id of ids) sandbox.setStatus(id, 'OFFLINE');
          // Every change read and queued (the status and its alert are one write), the window still open.
          await until(
            () => all(async (id) => (await storedStatus(store, id))?.down !== undefined),
            groupWindowMs,
            'the ten outages stored',
          );
          // No group formed yet: the window is open when the holder dies.
          const formed = await store.pollState('alert-groups', z.array(z.unknown()));
          holder.kill('SIGKILL');
          expect(formed ?? []).toEqual([]);
          expect(posts()).toEqual([]);
          await holder.exited;
          await emulator.waitFor(() => standby.holds(), leaseTtlMs + 2_000);
          await emulator.waitFor(() => posts().length > 0, 3 * groupWindowMs);
          await until(drained, 3 * groupWindowMs, 'the grouped down post delivered');
          const [down, ...others] = posts();
          expect(others).toEqual([]);
          expect(down?.embeds[0]?.title).toBe('10 servers down');
          for (const id of ids) expect(visibleText(down).split(`\`${id}\``)).toHaveLength(2);
          expect(visibleText(down)).toContain('**node-fra-02**');

          // Two instances again, then all ten come back.
          await startInstance(instances.indexOf(holder));
          for (const id of ids) sandbox.setStatus(id, 'RUNNING');
          await until(
            () => all(async (id) => (await storedStatus(store, id))?.down === undefined),
            groupWindowMs,
            'the ten servers back',
          );
          await emulator.waitFor(() => posts().length > 1, 3 * groupWindowMs);
          await until(drained, 3 * groupWindowMs, 'the grouped back post delivered');
          const both = posts();
          expect(both.map((post) => post.embeds[0]?.title)).toEqual(['10 servers down', '10 servers back']);
          for (const id of ids) expect(visibleText(both[1]).split(`\`${id}\``)).toHaveLength(2);
        } finally {
          await store.close();
        }
      }, 90_000);

      it('a SIGTERM roll of both instances fails no interaction', async () => {
        const handles: InteractionHandle[] = [];
        let offline = 0;
        let flowing = true;
        const flow = (async () => {
          while (flowing) {
            for (const guildId of [opsGuildId, communityGuildId]) {
              try {
                handles.push(command(guildId, 'server', 'list'));
              } catch (error) {
                // No instance runs the shard at this moment (between the old one leaving and the new joining).
                if (!(error instanceof EmulatorUsageError)) throw error;
                offline += 1;
              }
            }
            // Time must pass: commands flow at a steady pace through the roll.
            await new Promise((resolve) => setTimeout(resolve, 150));
          }
        })();
        const sent = () => handles.length + offline;
        // A dozen commands before the roll and a dozen after it.
        await emulator.waitFor(() => sent() >= 12, 10_000);
        const handovers: number[] = [];
        /** When each old instance was stopping (performance.now()), from its SIGTERM to its exit. */
        const stops: { from: number; to: number }[] = [];
        for (const shard of [0, 1]) {
          const old = instances[shard]!;
          const other = instances[1 - shard]!;
          const wasHolder = old.holds();
          const signalledAt = Date.now();
          const stopping = { from: performance.now(), to: Number.POSITIVE_INFINITY };
          stops.push(stopping);
          old.kill('SIGTERM');
          expect(await old.exited).toBe(0);
          stopping.to = performance.now();
          if (wasHolder) {
            // Released on SIGTERM: taken at the other's next try, not after the TTL.
            await emulator.waitFor(() => other.holds(), 5_000);
            handovers.push(other.heldSince! - signalledAt);
          }
          await startInstance(shard);
        }
        // The holder changes hands once, or twice when the first instance rolled held it and the second took it.
        expect(handovers.length).toBeGreaterThanOrEqual(1);
        for (const handover of handovers) expect(handover).toBeLessThan(5_000);
        const sentByRollEnd = sent();
        await emulator.waitFor(() => sent() >= sentByRollEnd + 12, 10_000);
        flowing = false;
        await flow;
        const views = await Promise.all(
          handles.map((handle) => handle.waitForReply(undefined, 10_000).catch(() => undefined)),
        );
        const failures = views.flatMap((view, index) => {
          if (view && visibleText(view.message).includes('Linked Server')) return [];
          const { sentAt } = handles[index]!;
          const unanswered = handles[index]!.callbacks().length === 0;
          // discord.js stops reading a socket the moment it starts closing it: an event Discord sent just
          // before it saw the close is dropped unread. Real Discord loses those too; anything else is a bug.
          const atClose = unanswered && stops.some(({ from, to }) => sentAt >= from && sentAt <= to);
          return [{ atClose, text: visibleText(view?.message).slice(0, 120) }];
        });
        const failed = failures.filter((failure) => !failure.atClose).length;
        const lostAtClose = failures.length - failed;
        if (failures.length > 0) console.info('failed interactions', JSON.stringify(failures));
        console.info(
          `instances e2e (${backend.name}): roll: lease handed over in ${handovers.join(' and ')} ms after SIGTERM; ${handles.length} interactions delivered, ${failed} failed, ${lostAtClose} lost unread as a gateway closed, ${offline} sent while their shard had no instance`,
        );
        expect(handles.length).toBeGreaterThan(20);
        expect(failed).toBe(0);
        // The bot reads its closing sockets' last frames itself: nothing is lost unread.
        expect(lostAtClose).toBe(0);
        expect(instances.filter((instance) => instance.holds())).toHaveLength(1);
      }, 60_000);
    },
  );
}
