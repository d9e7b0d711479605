import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { type DiscordEmulator, emulatedUsers, startDiscordEmulator } from '../emulator/index.js';
import { optionalBackendUrls } from '../support/optional-backends.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { InstanceProcess } from './instance-process.js';
import { nextActivityRead } from './poller-world.js';

const botToken = 'store-outage-test-bot-token-not-real';
const opsGuildId = '400000000000000000';
const opsChannelId = '410000000000000001';
const graceSeconds = 6;
/** What a commit sends last: Postgres ends its transaction, Redis runs the check-and-set script. */
const commitCommand: Record<string, string> = { postgres: 'COMMIT', redis: 'EVAL' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each backend's suite is always defined, skipped without its server, so the file collects tests anywhere.
for (const backend of optionalBackendUrls()) {
  describe.skipIf(backend.url === '')(`a ${backend.name} store cut off under a running bot`, () => {
    let sandbox: Sandbox;
    let emulator: DiscordEmulator;
    let proxy: TcpProxy;
    let env: NodeJS.ProcessEnv;
    let bot: InstanceProcess;
    let opsPort = 0;
    let serverId = '';
    const added: string[] = [];

    const readyz = async () => {
      const response = await fetch(`http://127.0.0.1:${opsPort}/readyz`).catch(() => undefined);
      return response && { status: response.status, body: (await response.json()) as { store?: boolean } };
    };
    const waitForReadyz = (status: number, timeoutMs: number) =>
      vi.waitFor(
        async () => {
          if ((await readyz())?.status !== status)
            throw new Error(`/readyz never answered ${status} in ${timeoutMs} ms`);
        },
        { timeout: timeoutMs, interval: 50 },
      );

    const startBot = async () => {
      opsPort = await freePort();
      bot = await InstanceProcess.start('bot', { ...env, HTTP_PORT: String(opsPort) });
      await emulator.waitFor(() => bot.logged('bot ready'), 30_000);
      await waitForReadyz(200, 10_000);
    };

    /** Every activity line posted in the ops channel, as the sandbox wrote it, in order. */
    const posted = () =>
      emulator
        .messages(opsChannelId)
        .flatMap((message) => message.embeds)
        .filter((embed) => embed.title === 'Activity · Outage')
        .flatMap((embed) => (embed.description ?? '').split('\n'))
        .map((line) => line.split(' — ')[1])
        .filter((entry) => entry?.startsWith('entry '));

    /** What the bot holds to send, by its own count (/metrics): alerts and ops notices not yet delivered. */
    const outboxDepth = async () => {
      const metrics = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`)).text();
      return Number(/^bot_delivery_outbox_depth (\d+)$/m.exec(metrics)?.[1]);
    };

    /**
     * Until the bot has nothing left to post, or to post again: it read the server's activity twice more (a
     * read's entries are queued in the write that moves its cursor, and each cycle first sends what is due),
     * and by its own count nothing is waiting, whatever a cut commit left it believing.
     */
    const nothingLeftToPost = async () => {
      await nextActivityRead({ sandbox, emulator }, serverId);
      await nextActivityRead({ sandbox, emulator }, serverId);
      await vi.waitFor(
        async () => {
          if ((await outboxDepth()) !== 0) throw new Error('the bot still holds posts to send');
        },
        { timeout: 10_000, interval: 50 },
      );
    };

    const addEntries = async (count: number, during?: (index: number) => Promise<void> | void) => {
      for (let index = 0; index < count; index += 1) {
        const description = `entry ${String(added.length).padStart(3, '0')}`;
        sandbox.addActivity(serverId, { description });
        added.push(description);
        await during?.(index);
        // Time must pass: the entries arrive across the cut and the restore, not all on one side of them.
        await pause(150);
      }
    };

    beforeAll(async () => {
      const target = new URL(backend.url);
      proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port) });
      sandbox = await startSandbox({ seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } });
      emulator = await startDiscordEmulator({
        botToken,
        guilds: [{ id: opsGuildId, name: 'Ops', channels: [{ id: opsChannelId, name: 'ops' }] }],
      });
      const url = TcpProxy.through(backend.url, proxy);
      env = {
        DISCORD_TOKEN: botToken,
        OPS_GUILD_ID: opsGuildId,
        HOSTING_API_URL: sandbox.url,
        HOSTING_API_KEY: sandbox.apiKeys[0],
        DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}namespace=outage-${randomUUID()}`,
        DISCORD_API_URL: emulator.apiUrl,
        POLL_INTERVAL_SECONDS: '1',
        STORE_FAILURE_GRACE_SECONDS: String(graceSeconds),
        LOG_LEVEL: 'info',
      };
      await startBot();
      serverId = sandbox.addServer(sandbox.apiKeys[0]!, { name: 'Outage', status: 'RUNNING' }).id;
      await emulator
        .sendChatInput({
          guildId: opsGuildId,
          user: emulatedUsers.admin,
          name: 'alerts',
          subcommand: 'subscribe',
          options: { channel: opsChannelId, server: serverId },
        })
        .waitForReply();
      await emulator.waitFor(() => bot.holds(), 10_000);
      await nextActivityRead({ sandbox, emulator }, serverId);
    }, 60_000);

    afterAll(async () => {
      bot?.kill('SIGKILL');
      await bot?.exited;
      await emulator?.close();
      await sandbox?.close();
      await proxy?.close();
    });

    it('cut mid-commit: /readyz red while cut, green again when restored within the grace, and loses or doubles nothing', async () => {
      expect(proxy.accepted).toBeGreaterThan(0);
      let redWhileCut = false;
      await addEntries(16, async (index) => {
        if (index === 5) {
          // Cut right after the next commit leaves: committed or not, the bot never hears which.
          await proxy.cutAfterSending(commitCommand[backend.name]!);
          const cutAt = Date.now();
          await waitForReadyz(503, 3_000);
          console.info(
            `store outage e2e (${backend.name}): /readyz red ${Date.now() - cutAt} ms after the cut`,
          );
          redWhileCut = (await readyz())?.body.store === false;
        }
        if (index === 10) proxy.restore();
      });
      expect(redWhileCut).toBe(true);
      await waitForReadyz(200, graceSeconds * 1_000);
      await emulator.waitFor(() => added.every((entry) => posted().includes(entry)), 20_000);
      await nothingLeftToPost();
      expect(posted()).toEqual(added);
      expect(bot.logged('the store answers again')).toBe(true);
    }, 60_000);

    it('exits non-zero with one line after the grace when the store stays away; a restart loses nothing', async () => {
      proxy.cut();
      const cutAt = Date.now();
      await addEntries(5);
      const code = await bot.exited;
      const exitedAfterMs = Date.now() - cutAt;
      console.info(`store outage e2e (${backend.name}): exited ${exitedAfterMs} ms after the cut`);
      expect(code).toBe(1);
      expect(exitedAfterMs).toBeGreaterThanOrEqual(graceSeconds * 1_000);
      expect(exitedAfterMs).toBeLessThan((graceSeconds + 5) * 1_000);
      expect(bot.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^The ${backend.name} store DATABASE_URL names could not be read or written for ${graceSeconds} s .*` +
              'exiting so that a supervisor restarts the bot\\.$',
          ),
        ),
      ]);

      proxy.restore();
      await startBot();
      // The subscription and the cursor survived: the entries added while the bot was down arrive once.
      await addEntries(3);
      await emulator.waitFor(() => added.every((entry) => posted().includes(entry)), 20_000);
      await nothingLeftToPost();
      expect(posted()).toEqual(added);
    }, 60_000);
  });
}
