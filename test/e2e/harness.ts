import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, type App, type AppOverrides } from '../../src/app.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import { apiLeaks } from '../support/api-leaks.js';
import { logLines as collectLogLines } from '../support/log-lines.js';
import {
  emulatedUsers,
  startDiscordEmulator,
  type ChatInputSpec,
  type DiscordEmulator,
  type EmulatedUser,
} from '../emulator/index.js';
import { sentTexts } from './helpers.js';

export const opsGuildId = '300000000000000001';
export const communityGuildId = '300000000000000002';
export const otherGuildId = '300000000000000003';
export const opsChannelId = '310000000000000001';
export const communityChannelId = '310000000000000002';
export const otherChannelId = '310000000000000003';
/** A second ops channel, for alerts routed apart from the ones in #ops. */
export const incidentsChannelId = '310000000000000004';
export const botToken = 'e2e-bot-token-not-a-real-one';
/** A mentionable role in the ops guild, and one nobody may mention; the same in the community guild. */
export const onCallRoleId = '320000000000000001';
export const quietRoleId = '320000000000000002';
export const communityRoleId = '320000000000000003';

/** A member of a community guild who administers it (Manage Server), distinct from the ops admin. */
export const communityAdmin: EmulatedUser = {
  ...emulatedUsers.admin,
  id: '200000000000000011',
  username: 'community-admin',
};

export type Harness = {
  sandbox: Sandbox;
  emulator: DiscordEmulator;
  app: App;
  apiKey: string;
  databaseUrl: string;
  /** Every log line the bot wrote, for redaction checks. */
  logLines: string[];
  /** Sends a slash command as the ops admin unless told otherwise, and waits for its answer. */
  command(
    spec: Omit<ChatInputSpec, 'guildId'> & { guildId?: string },
  ): ReturnType<DiscordEmulator['sendChatInput']>;
  /** Stops the bot, runs `whileStopped` (say, to damage the store as no running bot could race), starts it. */
  restart(overrides?: AppOverrides, whileStopped?: () => Promise<void>): Promise<App>;
  close(): Promise<void>;
};

export type HarnessOptions = {
  sandbox?: SandboxOptions;
  app?: AppOverrides;
  env?: NodeJS.ProcessEnv;
  /** Every member's client language and every guild's preferred locale; default en-US. */
  locale?: string;
  /** A guild's own preferred locale, by guild id, where it differs. */
  guildLocales?: Record<string, string>;
};

/**
 * The whole product on loopback: the sandbox as the hosting API, the emulator as Discord, and the bot
 * started through the same `startApp` as `npm start`.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const directory = await mkdtemp(join(tmpdir(), 'bot-e2e-'));
  const sandbox = await startSandbox({ provisioningMs: 60_000, ...options.sandbox });
  const emulator = await startDiscordEmulator({
    botToken,
    ...(options.locale ? { locale: options.locale } : {}),
    guilds: [
      {
        id: opsGuildId,
        name: 'Reseller Ops',
        channels: [
          { id: opsChannelId, name: 'ops' },
          { id: incidentsChannelId, name: 'incidents' },
        ],
        roles: [
          { id: onCallRoleId, name: 'on-call', mentionable: true },
          { id: quietRoleId, name: 'quiet', mentionable: false },
        ],
      },
      {
        id: communityGuildId,
        ...(options.guildLocales?.[communityGuildId]
          ? { preferredLocale: options.guildLocales[communityGuildId] }
          : {}),
        name: 'Community',
        channels: [{ id: communityChannelId, name: 'general' }],
        roles: [{ id: communityRoleId, name: 'admins', mentionable: true }],
      },
      { id: otherGuildId, name: 'Other Community', channels: [{ id: otherChannelId, name: 'general' }] },
    ],
  });
  const apiKey = sandbox.apiKeys[0]!;
  const databaseUrl = options.env?.DATABASE_URL ?? `sqlite://${join(directory, 'bot.sqlite')}`;
  const { lines: logLines, destination: logDestination } = collectLogLines();
  const env: NodeJS.ProcessEnv = {
    DISCORD_TOKEN: botToken,
    OPS_GUILD_ID: opsGuildId,
    HOSTING_API_URL: sandbox.url,
    HOSTING_API_KEY: apiKey,
    DATABASE_URL: databaseUrl,
    DISCORD_API_URL: emulator.apiUrl,
    LOG_LEVEL: 'debug',
    // The sandbox's games listen on loopback, which production refuses.
    GAME_QUERY_ALLOW_PRIVATE: 'true',
    ...options.env,
  };
  const launch = (overrides: AppOverrides = {}) =>
    startApp(env, { logDestination, apiCheck: false, ...options.app, ...overrides });
  let app = await launch();

  const harness: Harness = {
    sandbox,
    emulator,
    app,
    apiKey,
    databaseUrl,
    logLines,
    command: (spec) => emulator.sendChatInput({ guildId: opsGuildId, user: emulatedUsers.admin, ...spec }),
    async restart(overrides, whileStopped) {
      await app.stop();
      await whileStopped?.();
      app = await launch(overrides);
      harness.app = app;
      return app;
    },
    async close() {
      await app.stop();
      await emulator.close();
      await sandbox.close();
      await rm(directory, { recursive: true, force: true });
      // Every suite that runs the bot enforces it: no message shows raw JSON, ISO times, links or API keys.
      const leaks = emulator.requests.flatMap((request) =>
        sentTexts(request.body).flatMap((text) =>
          apiLeaks(text).map((leak) => `${request.method} ${request.path}: ${leak}`),
        ),
      );
      if (leaks.length > 0)
        throw new Error(`Messages a member would read show API internals:\n${leaks.join('\n')}`);
      // And no request breaks Discord's own contract, its OpenAPI document (see test/emulator/contract.ts).
      const broken = emulator.contractViolations.map(
        ({ method, path, pointer, message }) => `${method} ${path}: ${pointer} ${message}`,
      );
      if (broken.length > 0)
        throw new Error(`Requests real Discord would refuse by its OpenAPI document:\n${broken.join('\n')}`);
    },
  };
  return harness;
}
