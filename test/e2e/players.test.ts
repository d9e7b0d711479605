import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { visibleText } from './helpers.js';
import {
  communityGuildId,
  incidentsChannelId,
  onCallRoleId,
  opsChannelId,
  opsGuildId,
  startHarness,
  type Harness,
} from './harness.js';
import { fastPoller, run } from './poller-world.js';

/**
 * Players end to end: the real discord.js client against the emulator, the sandbox's real loopback game
 * responders (Minecraft Server List Ping over TCP, Source A2S over UDP) and the real game query engine. A
 * game is asked every 200 ms here, and a silence must last 3 checks over at least 700 ms to be news.
 */
let harness: Harness;
const silenceMs = 700;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: {
      ...fastPoller,
      pollerTiming: {
        ...fastPoller.pollerTiming,
        gameQueryIntervalMs: 200,
        gameSilenceMs: silenceMs,
        boardRefreshMs: 300,
        boardEditIntervalMs: 300,
      },
    },
    env: { LOG_LEVEL: 'silent', GAME_QUERY_TIMEOUT_MS: '300' },
  });
});

afterAll(async () => {
  await harness.close();
});

/** Until the game watch has asked the game `checks` more times (one every 200 ms here). */
async function checkedAgain(control: { readonly queries: number }, checks: number): Promise<void> {
  const before = control.queries;
  await harness.emulator.waitFor(() => control.queries >= before + checks, 8_000);
}

async function addGameServer(name: string, game: string) {
  const server = harness.sandbox.addServer(harness.apiKey, { name, game, status: 'RUNNING' });
  await harness.sandbox.gamesReady();
  const control = harness.sandbox.game(server.id);
  if (!control) throw new Error(`the sandbox has no responder for ${game}`);
  return { id: server.id, control };
}

/** The game watch's posts about a server in a channel, by its id in the footer. */
const gamePosts = (channelId: string, serverId: string) =>
  harness.emulator
    .messages(channelId)
    .filter(
      (message) =>
        message.interactionId === undefined &&
        message.embeds.some(
          (embed) =>
            embed.footer?.text.startsWith(serverId) && /the game (is not|answers)/.test(embed.title ?? ''),
        ),
    );

const titleOf = (message: EmulatedMessage) => message.embeds[0]?.title ?? '';

describe('players in /server info', () => {
  it('shows a Minecraft server: players, the first 10 names and how many more, version, MOTD, latency', async () => {
    const { id, control } = await addGameServer('Blocks', 'minecraft');
    const names = [
      'Alex',
      'Steve',
      'Kai',
      'Nova',
      'Zoe',
      'Hugo',
      'Mika',
      'Oskar',
      'Ravi',
      'Lumi',
      'Quartz',
      'Ed',
    ];
    control.setPlayers({ names, online: 14, max: 20 });
    control.setVersion('1.21.1');
    control.setMotd('§aWelcome to §lBlocks§r!');
    const text = await run(harness, 'server', 'info', { server: id });
    expect(text).toContain('🟢 Answering (');
    expect(text).toContain('👥 14 / 20 online');
    expect(text).toContain(`${names.slice(0, 10).join(', ')} and 4 more`);
    expect(text).not.toContain('Quartz');
    expect(text).toContain('1.21.1');
    expect(text).toContain('Welcome to Blocks!');
    expect(control.queries).toBeGreaterThan(0);
  });

  it('shows a Source game (A2S over UDP) with its players', async () => {
    const { id, control } = await addGameServer('Rusty', 'rust');
    control.setPlayers({ names: ['Ann', 'Bob'], online: 2, max: 32 });
    const text = await run(harness, 'server', 'info', { server: id });
    expect(text).toContain('🟢 Answering (');
    expect(text).toContain('👥 2 / 32 online');
    // A2S_PLAYER gives the names in the server's own order.
    expect(text).toMatch(/Ann, Bob|Bob, Ann/);

    // A community guild sees the same for a server linked to it.
    await run(harness, 'access', 'link', { server: id, guild_id: communityGuildId });
    const community = await run(harness, 'server', 'info', { server: id }, communityGuildId);
    expect(community).toContain('👥 2 / 32 online');
  });

  it('shows a hostile message of the day as plain text: markdown escaped, no ping, cut short', async () => {
    const { id, control } = await addGameServer('Hostile', 'minecraft');
    control.setMotd(`§c**bold** @everyone <@123> [link](https://evil.example) ${'x'.repeat(10_000)}`);
    const text = await run(harness, 'server', 'info', { server: id });
    const motd = text.slice(text.indexOf('Message of the day'));
    expect(motd).toContain('\\*\\*bold\\*\\*');
    expect(motd).toContain('\\[link\\]\\(https\\://evil.example\\)');
    expect(motd).not.toContain('§');
    expect(motd.length).toBeLessThan(1_100);
    const request = harness.emulator.requests.findLast((entry) =>
      JSON.stringify(entry.body).includes('bold'),
    );
    expect(JSON.stringify(request?.body)).toContain('"parse":[]');
  });
});

describe('game alerts', () => {
  it('posts "not answering" once after the rule, and "answering again" with the downtime', async () => {
    const { id, control } = await addGameServer('Echo', 'minecraft');
    await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      server: id,
      events: 'status',
      ping: onCallRoleId,
    });
    // The watch knows the game as answering: a silence is news.
    await checkedAgain(control, 3);
    const silencedAt = Date.now();
    control.setBehaviour('silent');
    const [silent] = await harness.emulator.waitFor(() => {
      const posts = gamePosts(incidentsChannelId, id);
      return posts.length > 0 ? posts : undefined;
    }, 8_000);
    expect(Date.now() - silencedAt).toBeGreaterThanOrEqual(silenceMs);
    expect(titleOf(silent!)).toBe('🔇 Echo: the game is not answering');
    expect(silent!.content).toContain(`<@&${onCallRoleId}>`);
    await checkedAgain(control, 4);
    expect(gamePosts(incidentsChannelId, id)).toHaveLength(1);

    control.setBehaviour('answer');
    const back = await harness.emulator.waitFor(() => {
      const posts = gamePosts(incidentsChannelId, id);
      return posts.length > 1 ? posts[1] : undefined;
    }, 8_000);
    expect(titleOf(back)).toMatch(/^🔊 Echo: the game answers again after \d+ s$/);
    await checkedAgain(control, 4);
    expect(gamePosts(incidentsChannelId, id)).toHaveLength(2);

    // The watch sampled its players into the history: /server resources draws them.
    const view = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'resources',
        options: { server: id },
      })
      // The chart is drawn on a worker thread: the reply is deferred, then edited with it.
      .waitForReply((reply) => (reply.message?.attachments.length ?? 0) > 0, 15_000);
    const answer = view.message;
    expect(visibleText(answer)).toContain('Players online over the last 6 h');
    expect(answer?.attachments?.length ?? 0).toBeGreaterThan(0);
  });

  it('stays quiet about a game that never answered since watching began', async () => {
    const { id, control } = await addGameServer('Mute', 'minecraft');
    control.setBehaviour('silent');
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: id, events: 'status' });
    // Eight checks, 200 ms apart at least: silent for twice the rule's 700 ms and 3 checks.
    await harness.emulator.waitFor(() => control.queries >= 8, 8_000);
    expect(control.queries).toBeGreaterThan(3);
    expect(gamePosts(opsChannelId, id)).toHaveLength(0);
    const text = await run(harness, 'server', 'info', { server: id });
    expect(text).toContain('🔴 Not answering');
  });
});

describe('players on the board', () => {
  it('shows players per server, the fleet total, and a running server whose game is silent under attention', async () => {
    const { control: live } = await addGameServer('Lively', 'minecraft');
    live.setPlayers({ names: ['Pat'], online: 5, max: 20 });
    const { control: dead } = await addGameServer('Deadair', 'minecraft');
    dead.setBehaviour('silent');
    await run(harness, 'board', 'create', { channel: opsChannelId });
    const board = await harness.emulator.waitFor(() => {
      const message = harness.emulator
        .messages(opsChannelId)
        .find((candidate) => candidate.embeds[0]?.title?.startsWith('Server status'));
      const text = visibleText(message);
      return text.includes('👥 5/20') && text.includes('game not answering') ? text : undefined;
    }, 10_000);
    const attention = board.slice(board.indexOf('Needs attention'), board.indexOf('Lively'));
    expect(attention).toContain('**Deadair**');
    expect(attention).toContain('game not answering');
    expect(board).toMatch(/👥 \d+ players? online on \d+ answering servers?/);
  });
});
