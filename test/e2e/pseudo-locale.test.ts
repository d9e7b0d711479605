import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocale, translatorFor } from '../../src/i18n/index.js';
import { catalogue } from '../../src/sandbox/catalogue-data.js';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { until } from '../emulator/wait.js';
import { buttons } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  incidentsChannelId,
  opsChannelId,
  opsGuildId,
  startHarness,
  type Harness,
} from './harness.js';
import { fastPoller, nextListReads } from './poller-world.js';
import { dataWords, readableTexts, wordsOutsideCatalogue } from './readable-texts.js';

/**
 * The whole bot in a pseudo-locale (accented, a third longer, bracketed): every member and guild speaks it.
 * A tour of commands, buttons, errors, alerts, the board and the audit trail then shows that every word that
 * reached Discord came from the catalogue (or is data: names, ids, statuses), and that the longer text still
 * fits Discord's limits (the emulator refuses what does not).
 */
let harness: Harness;
const names = { alpha: 'Alpha Survival', beta: 'Beta Rust', gamma: 'Gamma Creative' };
const motd = 'Welcome home';
/** A silence's reason, typed by a member: data. */
const reason = 'node move';
const players = ['Steve', 'Alex'];
const playersBeforePin: string[] = [];
let alphaId = '';
/** The bot's clock runs ahead of real time by this much, so a usage watch's minute passes in a moment. */
let offsetMs = 0;
let betaId = '';

beforeAll(async () => {
  harness = await startHarness({
    locale: pseudoLocale,
    sandbox: { seed: false, provisioningMs: 600, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: {
      ...fastPoller,
      pollerTiming: { ...fastPoller.pollerTiming, boardRefreshMs: 150, boardEditIntervalMs: 300 },
      confirmationTtlMs: 60_000,
      now: () => Date.now() + offsetMs,
    },
    env: { LOG_LEVEL: 'silent' },
  });
  alphaId = harness.sandbox.addServer(harness.apiKey, {
    name: names.alpha,
    game: 'minecraft',
    gameVersion: '1.20.4',
    status: 'RUNNING',
    ramGb: 8,
    planTier: 'premium',
  }).id;
  betaId = harness.sandbox.addServer(harness.apiKey, {
    name: names.beta,
    game: 'rust',
    status: 'RUNNING',
  }).id;
  harness.sandbox.addServer(harness.apiKey, { name: names.gamma, status: 'STOPPED' });
  await harness.sandbox.gamesReady();
  const alpha = harness.sandbox.game(alphaId);
  // The watch may have asked the game between its start and the pin: that answer's players are data too.
  playersBeforePin.push(...(alpha?.players().names ?? []));
  alpha?.setMotd(motd);
  alpha?.setPlayers({ names: players });
});

afterAll(async () => {
  await harness.close();
});

const ops = (name: string, subcommand: string, options: Record<string, string | number | boolean> = {}) =>
  harness.command({ name, subcommand, options }).waitForReply();

const community = (
  name: string,
  subcommand: string,
  options: Record<string, string | number | boolean> = {},
) =>
  harness.emulator
    .sendChatInput({ guildId: communityGuildId, user: communityAdmin, name, subcommand, options })
    .waitForReply();

function buttonNamed(message: EmulatedMessage | undefined, customIdName: string): string {
  const found = buttons(message).find((button) => button.custom_id?.startsWith(`${customIdName}:`));
  if (!found?.custom_id) throw new Error(`no ${customIdName} button on the message`);
  return found.custom_id;
}

describe('the pseudo-locale', () => {
  it('answers commands, buttons and errors only in catalogue words', async () => {
    await ops('server', 'list');
    await ops('server', 'info', { server: alphaId });
    await ops('server', 'resources', { server: betaId });
    await ops('server', 'activity', { server: alphaId });
    await ops('server', 'create', { name: 'Delta', ram: 2.3 });
    await ops('server', 'info', { server: 'no-such-server' });
    await ops('server', 'update', { server: betaId });
    const prompt = await ops('server', 'delete', { server: betaId });
    await harness.emulator
      .sendButton({
        message: prompt.message as EmulatedMessage,
        customId: buttonNamed(prompt.message, 'cancel'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        focused: { name: 'server', value: 'Al' },
      })
      .waitForReply();
    const search = await ops('mods', 'search', { server: alphaId, provider: 'curseforge', query: 'compass' });
    const menu = (search.message?.components[0] as { components: { custom_id: string }[] } | undefined)
      ?.components[0]?.custom_id;
    if (menu)
      await harness.emulator
        .sendSelect({
          message: search.message as EmulatedMessage,
          customId: menu,
          values: ['310001'],
          user: emulatedUsers.admin,
        })
        .waitForReply();
    const install = await ops('mods', 'install', {
      server: alphaId,
      provider: 'curseforge',
      mod: '310001',
      file: '4100011',
    });
    await harness.emulator
      .sendButton({
        message: install.message as EmulatedMessage,
        customId: buttonNamed(install.message, 'confirm'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => (view.message?.components.length ?? 1) === 0, 10_000);
    await ops('mods', 'installed', { server: alphaId });
    const created = harness.command({
      name: 'server',
      subcommand: 'create',
      options: { name: 'Delta', ram: 2 },
    });
    await created.waitForReply();
    await created.waitForReply((view) => view.message?.embeds[0]?.title?.includes('Delta') === true, 10_000);
    await ops('access', 'link', { server: alphaId, guild_id: communityGuildId });
    await ops('access', 'list');
    await community('server', 'list');
    await community('server', 'info', { server: betaId });
    await ops('language', 'show');
    await ops('language', 'set', { language: 'auto' });
    await ops('access', 'unlink', { server: betaId, guild_id: communityGuildId });
    await community('server', 'info', { server: 'nothing-here' });
  });

  it('posts alerts, the board and audit lines only in catalogue words', async () => {
    await ops('audit', 'channel', { channel: incidentsChannelId });
    await ops('alerts', 'subscribe', { channel: opsChannelId, events: 'all' });
    await ops('alerts', 'usage', { channel: opsChannelId, server: alphaId, cpu: 50, minutes: 1 });
    await ops('alerts', 'list');
    // The poller has read alpha now: /server info shows that read with its age, then the fresh one; a fresh
    // read that fails leaves the last one, its age said, and the error follows.
    await harness.emulator.waitFor(() => harness.app.poller.recall(alphaId)?.lastRead !== undefined, 10_000);
    await ops('server', 'info', { server: alphaId });
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${alphaId}`,
      status: 400,
      // Several: the poller reads the server too (a status list change is checked by a read) and may take one.
      times: 20,
      body: JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'x', requestId: 'req-pseudo' } }),
    });
    await harness
      .command({ name: 'server', subcommand: 'info', options: { server: alphaId } })
      .waitForReply((view) => view.followUps.length > 0, 10_000);
    harness.sandbox.clearFaults();
    await ops('board', 'create', { channel: opsChannelId });
    await community('board', 'create', { channel: communityChannelId });
    await harness.emulator.waitFor(() => harness.emulator.messages(communityChannelId).length > 0);
    harness.sandbox.setStatus(betaId, 'OFFLINE');
    harness.sandbox.addActivity(alphaId, { action: 'server.restart', actor: 'panel' });
    harness.sandbox.setUsage(alphaId, { cpuPercent: 95, memoryPercent: 40, diskPercent: 20 });
    // A minute above the threshold, in 20 s steps of the bot's clock, each waited for until the watch holds
    // the sample that step made due (a wait for the sandbox's usage read instead timed out now and then: the
    // read is not the sample's interpretation).
    const { usage } = harness.app.store;
    const [watch] = await usage.watches();
    if (!watch) throw new Error('no usage watch to sample for');
    for (let step = 0; step < 4; step += 1) {
      offsetMs += 20_000;
      const movedTo = Date.now() + offsetMs;
      await until(async () => ((await usage.stateOf(watch, alphaId))?.cpu?.lastAt ?? 0) >= movedTo);
    }
    // The board, then the status, activity and usage alerts; the audit channel's records of all of it.
    const posts = () => harness.emulator.messages(opsChannelId).filter((message) => !message.interactionId);
    await harness.emulator
      .waitFor(() => posts().length >= 4, 10_000)
      .catch((error: unknown) => {
        throw new Error(
          `${posts().length} posts in #ops: ${posts()
            .map((post) => post.embeds[0]?.title)
            .join(', ')}`,
          {
            cause: error,
          },
        );
      });
    await harness.emulator.waitFor(() => harness.emulator.messages(incidentsChannelId).length >= 1, 10_000);
    // The down alert acknowledged: the post edited, a second click told who took it, the back post recalls it.
    const down = await harness.emulator.waitFor(() =>
      posts().find((post) => buttons(post).some((button) => button.custom_id?.startsWith('alert-ack:down.'))),
    );
    for (const user of [emulatedUsers.admin, { ...emulatedUsers.admin, id: '200000000000000051' }])
      await harness.emulator
        .sendButton({ message: down, customId: buttonNamed(down, 'alert-ack'), user })
        .waitForReply();
    const acknowledged = translatorFor(pseudoLocale).t('alerts.ack.field');
    harness.sandbox.setStatus(betaId, 'RUNNING');
    await harness.emulator.waitFor(
      () =>
        posts().filter((post) => post.embeds[0]?.fields?.some((field) => field.name === acknowledged))
          .length >= 2,
      10_000,
    );
    await ops('audit', 'recent');
    await ops('board', 'list');
    await ops('alerts', 'unsubscribe', { channel: opsChannelId, kind: 'usage' });
    await ops('board', 'remove', { channel: opsChannelId });
  });

  it("says silences, their list, their end and the board's mark only in catalogue words", async () => {
    await ops('alerts', 'silence', {
      duration: 60,
      server: alphaId,
      channel: opsChannelId,
      reason,
      kinds: 'all',
    });
    // The status alert of the server that went down carries Silence 1 h.
    const alert = await harness.emulator.waitFor(() =>
      harness.emulator
        .messages(opsChannelId)
        .find(
          (message) =>
            !message.interactionId &&
            buttons(message).some((button) => button.custom_id?.startsWith('alert-silence:')),
        ),
    );
    await harness.emulator
      .sendButton({
        message: alert,
        customId: buttonNamed(alert, 'alert-silence'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    await ops('board', 'create', { channel: opsChannelId });
    await harness.emulator.waitFor(() =>
      harness.emulator
        .messages(opsChannelId)
        .some(
          (message) =>
            !message.interactionId && message.embeds.some((embed) => embed.description?.includes('🔕')),
        ),
    );
    const list = await ops('alerts', 'silences');
    const ended = await harness.emulator
      .sendButton({
        message: list.message as EmulatedMessage,
        customId:
          buttons(list.message).find((button) => button.custom_id?.startsWith('silence-end:'))?.custom_id ??
          '',
        user: emulatedUsers.admin,
      })
      .waitForReply();
    await harness.emulator
      .sendButton({
        message: ended.message as EmulatedMessage,
        customId: buttonNamed(ended.message, 'silence-end'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    // The beta server is still down: the end of its silence says so.
    await harness.emulator.waitFor(
      () =>
        harness.emulator
          .messages(opsChannelId)
          .some((message) => message.embeds.some((embed) => embed.title?.includes('🔔'))),
      10_000,
    );
    await ops('audit', 'recent');
    await ops('board', 'remove', { channel: opsChannelId });
  });

  it('posts grouped alerts and their full list only in catalogue words', async () => {
    // Grouping on, as in production: twelve servers of one node go down together, then come back.
    await harness.restart({
      ...fastPoller,
      pollerTiming: {
        ...fastPoller.pollerTiming,
        boardRefreshMs: 150,
        boardEditIntervalMs: 300,
        alertGroupWindowMs: 1_500,
      },
      confirmationTtlMs: 60_000,
      now: () => Date.now() + offsetMs,
    });
    const ids = Array.from(
      { length: 12 },
      (_, index) =>
        harness.sandbox.addServer(harness.apiKey, { name: `Node ${index + 1}`, node: 'node-ams-01' }).id,
    );
    // The poller knows the twelve as running, so their going down is a change.
    await nextListReads(harness, 2);
    const grouped = () =>
      harness.emulator
        .messages(opsChannelId)
        .filter((message) => buttons(message).some((button) => button.custom_id?.startsWith('alert-group:')));
    for (const id of ids) harness.sandbox.setStatus(id, 'OFFLINE');
    const [down] = await harness.emulator.waitFor(() => grouped().length === 1 && grouped(), 30_000);
    await harness.emulator
      .sendButton({ message: down!, customId: buttonNamed(down, 'alert-group'), user: emulatedUsers.admin })
      .waitForReply();
    // Taken as a whole: the grouped back post recalls who had taken it.
    await harness.emulator
      .sendButton({ message: down!, customId: buttonNamed(down, 'alert-ack'), user: emulatedUsers.admin })
      .waitForReply();
    for (const id of ids) harness.sandbox.setStatus(id, 'RUNNING');
    const [, back] = await harness.emulator.waitFor(() => grouped().length === 2 && grouped(), 30_000);
    const acknowledged = translatorFor(pseudoLocale).t('alerts.ack.field');
    expect(back?.embeds[0]?.fields?.map((field) => field.name)).toContain(acknowledged);
    // Two grouped posts, each waited for up to 30 s: 11-12 s seen in full runs, a timeout when profiled.
  }, 70_000);

  it('left no word outside the catalogue, and nothing over Discord’s limits', async () => {
    // What the API itself says (records, activity entries) is data in any language.
    const read = async (path: string) => {
      const response = await fetch(`${harness.sandbox.url}${path}`, {
        headers: { authorization: `Bearer ${harness.apiKey}` },
      });
      return (await response.json()) as unknown;
    };
    const list = (await read('/servers?limit=100')) as { data: { id: string }[] };
    const ids = list.data.map((server) => server.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const fromApi = await Promise.all(
      ids
        .flatMap((id) => [`/servers/${id}`, `/servers/${id}/activity`, `/servers/${id}/resources`])
        .map(read),
    );
    const data = dataWords(
      fromApi,
      Object.values(names),
      motd,
      [...players, ...playersBeforePin],
      catalogue,
      [
        'Reseller Ops',
        'Community',
        'Other Community',
        'ops',
        'incidents',
        'general',
        'on-call',
        'quiet',
        'admins',
        reason,
      ],
      Object.values(emulatedUsers).map((user) => user.username),
      communityAdmin.username,
      ['panel', 'OFFLINE', 'RUNNING', 'STOPPED', 'PROVISIONING', 'minecraft', 'rust', 'premium', 'budget'],
    );
    const readable = harness.emulator.requests.flatMap((request) => readableTexts(request.body));
    // The tour reached Discord with plenty to read: replies, embeds, buttons, menus, choices and posts.
    expect(readable.length).toBeGreaterThan(100);
    const untranslated = harness.emulator.requests.flatMap((request) =>
      readableTexts(request.body).flatMap((readable) => {
        const words = wordsOutsideCatalogue(readable, data);
        return words.length === 0
          ? []
          : [`${request.method} ${request.path}: ${words.join(' ')} in «${readable}»`];
      }),
    );
    expect(untranslated).toEqual([]);
    expect(harness.emulator.violations).toEqual([]);
  });
});
