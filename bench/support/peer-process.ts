/**
 * One of the bot's peers in a process of its own, as Discord and the hosting API are other machines: the
 * Discord emulator (`discord`) or the sandbox with its game responders (`api`). Started by
 * bench/support/peers.ts over IPC; it answers that module's requests (PeerCall) and sends interactions
 * itself, so an acknowledgement is timed on the emulator's own clock and event loop.
 */
import { emulatedUsers, startDiscordEmulator, type DiscordEmulator } from '../../test/emulator/index.js';
import { botToken, opsChannelId, opsGuildId } from '../../test/e2e/harness.js';
import { sentTexts } from '../../test/e2e/helpers.js';
import { apiLeaks } from '../../test/support/api-leaks.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { measure } from './acks.js';
import type { PeerAnswer, PeerCall, PeerReady } from './peers.js';

const isWebhookEdit = (request: { method: string; path: string }) =>
  request.method === 'PATCH' && request.path.includes('/webhooks/');

function discordCalls(emulator: DiscordEmulator) {
  return {
    measure: ({ total, concurrency, commands }: Extract<PeerCall, { op: 'measure' }>) => {
      let next = 0;
      return measure(total, concurrency, async () => {
        // A bot that lost its gateway session (its heartbeat ack read late, the emulator's interval being
        // 1 s) gets the interaction once it is back; `sessions` tells the bench how often that happened.
        if (!emulator.connected()) await emulator.waitFor(() => emulator.connected(), 30_000);
        return emulator.sendChatInput({
          guildId: opsGuildId,
          user: emulatedUsers.admin,
          ...commands[next++ % commands.length]!,
        });
      });
    },
    answer: async ({ command }: Extract<PeerCall, { op: 'answer' }>) => {
      await emulator
        .sendChatInput({ guildId: opsGuildId, user: emulatedUsers.admin, ...command })
        .waitForReply();
    },
    replies: async ({ command, count, timeoutMs }: Extract<PeerCall, { op: 'replies' }>) => {
      const startedAt = performance.now();
      return Promise.all(
        Array.from({ length: count }, () =>
          emulator
            .sendChatInput({ guildId: opsGuildId, user: emulatedUsers.admin, ...command })
            .waitForReply((view) => (view.message?.attachments.length ?? 0) > 0, timeoutMs)
            .then((view) => ({
              ms: performance.now() - startedAt,
              files: view.message?.attachments.length ?? 0,
            })),
        ),
      );
    },
    sessions: () => emulator.identifies.length,
    edits: () => emulator.requests.filter(isWebhookEdit).length,
    waitForEdits: ({ atLeast, timeoutMs }: Extract<PeerCall, { op: 'waitForEdits' }>) =>
      emulator
        .waitFor(() => emulator.requests.filter(isWebhookEdit).length >= atLeast, timeoutMs)
        .then(() => true)
        .catch(() => false),
    // What the e2e harness checks on close: no message shows API internals, no request breaks Discord's contract.
    problems: () => [
      ...emulator.requests.flatMap((request) =>
        sentTexts(request.body).flatMap((text) =>
          apiLeaks(text).map((leak) => `${request.method} ${request.path}: ${leak}`),
        ),
      ),
      ...emulator.contractViolations.map(
        ({ method, path, pointer, message }) => `${method} ${path}: ${pointer} ${message}`,
      ),
    ],
    close: () => emulator.close(),
  };
}

function apiCalls(sandbox: Sandbox) {
  return {
    addServers: async ({ servers, silent }: Extract<PeerCall, { op: 'addServers' }>) => {
      const ids = servers.map((server) => sandbox.addServer(sandbox.apiKeys[0]!, server).id);
      await sandbox.gamesReady();
      for (const index of silent) sandbox.game(ids[index]!)?.setBehaviour('silent');
      return ids;
    },
    setLatency: ({ ms }: Extract<PeerCall, { op: 'setLatency' }>) => sandbox.setLatency(ms),
    close: () => sandbox.close(),
  };
}

async function start(): Promise<{ ready: PeerReady; calls: Record<string, (call: never) => unknown> }> {
  if (process.argv[2] === 'discord') {
    const emulator = await startDiscordEmulator({
      botToken,
      guilds: [{ id: opsGuildId, name: 'Reseller Ops', channels: [{ id: opsChannelId, name: 'ops' }] }],
    });
    return { ready: { url: emulator.apiUrl }, calls: discordCalls(emulator) };
  }
  const sandbox = await startSandbox({
    provisioningMs: 60_000,
    seed: false,
    rateLimit: false,
  });
  return { ready: { url: sandbox.url, apiKey: sandbox.apiKeys[0]! }, calls: apiCalls(sandbox) };
}

const { ready, calls } = await start();
const answer = (message: PeerAnswer | PeerReady) => process.send?.(message);
process.on('message', (message: PeerCall & { id: number }) => {
  const call = calls[message.op];
  Promise.resolve()
    .then(() => call?.(message as never))
    .then(
      (result) => answer({ id: message.id, result }),
      (error: unknown) => answer({ id: message.id, error: String(error) }),
    )
    .finally(() => {
      if (message.op === 'close') process.disconnect();
    });
});
answer(ready);
