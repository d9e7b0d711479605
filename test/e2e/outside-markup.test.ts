import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers } from '../emulator/index.js';
import { buttonId, replyText, visibleText } from './helpers.js';
import { opsChannelId, opsGuildId, startHarness, type Harness } from './harness.js';
import { fastPoller, run, settle } from './poller-world.js';

/**
 * Every text from outside is text (issue 37, item 4): markup in every text field the hosting API and the mod
 * catalogue send (a server, an activity entry, resource figures, a mod, a file, an error body) reaches no
 * reply or post as live markup, on every path that shows it.
 */
const hostile = (label: string) =>
  `${label} [mk](https://evil.example) @everyone <@123> **bold** \`tick\` ||spoil||\n# head\n-# sub`;
const hostileText = hostile('outside');

/** Each way the hostile text could come alive; [] when all of it stays text. */
function liveMarkup(text: string): string[] {
  // A code block or span shows its text as it is: markup inside one is inert, left out of the inline checks.
  const outsideCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const checks: [string, boolean][] = [
    ['masked link', /(?<!\\)\[(mk|official mirror)(?<!\\)\]\(/.test(outsideCode)],
    ['live URL', /https:\/\/evil\.example/.test(outsideCode)],
    ['@everyone', /(?<!\\)@everyone/.test(outsideCode)],
    ['user mention', /(?<!\\)<@123>/.test(outsideCode)],
    ['bold', /(?<!\\)\*\*bold/.test(outsideCode)],
    ['spoiler', /(?<!\\)\|\|spoil/.test(outsideCode)],
    ['code span from outside', /(?<!\\)`tick`/.test(text)],
    ['heading', /^\s*#{1,3}\s+head/m.test(outsideCode)],
    ['subtext', /^\s*-#\s+sub/m.test(outsideCode)],
  ];
  return checks.filter(([, live]) => live).map(([name]) => name);
}

/** Every text string of a JSON value replaced by a hostile one, but ids and times the bot must read. */
function poisoned(value: unknown, kept: ReadonlySet<string>, key = ''): unknown {
  if (typeof value === 'string') return kept.has(key) || /id$/i.test(key) ? value : hostileText;
  if (Array.isArray(value)) return value.map((item) => poisoned(item, kept, key));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [name, poisoned(field, kept, name)]),
  );
}

let harness: Harness;
let serverId: string;

/** Serves, for every later GET of `path`, the sandbox's own answer with its texts poisoned. */
async function poison(path: string, kept: readonly string[] = []): Promise<void> {
  const response = await fetch(`${harness.sandbox.url}${path}`, {
    headers: { authorization: `Bearer ${harness.apiKey}` },
  });
  const body = poisoned(await response.json(), new Set(kept));
  harness.sandbox.inject({
    method: 'GET',
    path: path.split('?')[0]!,
    status: 200,
    body: JSON.stringify(body),
    times: 100_000,
  });
}

type Body = {
  data?: Body;
  content?: string;
  embeds?: { title?: string; description?: string; fields?: { name: string; value: string }[] }[];
};

/**
 * The texts Discord renders as markdown in every message body the bot sent so far: content, embed titles,
 * descriptions and fields (an embed's footer and author name are plain text, buttons and choices too).
 */
function everyMarkdownText(): { where: string; text: string }[] {
  return harness.emulator.requests.flatMap((request) => {
    const body = (request.body ?? {}) as Body;
    const message = body.data ?? body;
    const texts = [
      message.content ?? '',
      ...(message.embeds ?? []).flatMap((embed) => [
        embed.title ?? '',
        embed.description ?? '',
        ...(embed.fields ?? []).flatMap((field) => [field.name, field.value]),
      ]),
    ];
    return texts.map((text) => ({ where: `${request.method} ${request.path}`, text }));
  });
}

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, provisioningMs: 600 },
    app: {
      ...fastPoller,
      pollerTiming: { ...fastPoller.pollerTiming, boardRefreshMs: 200, boardEditIntervalMs: 300 },
    },
    // Warnings kept: a command helper names them when an answer does not settle.
    env: { LOG_LEVEL: 'warn' },
  });
  serverId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Poisoned',
    ramGb: 8,
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  harness.sandbox.addActivity(serverId, { description: 'a plain first entry' });
  harness.sandbox.editCatalogueEntry('curseforge', '310001', {
    name: hostile('mod name'),
    summary: hostile('summary'),
    websiteUrl: '[official mirror](https://evil.example/mod.jar)',
    fileName: hostile('file'),
  });
  harness.sandbox.editCatalogueEntry('curseforge', '310007', {
    name: hostile('restricted'),
    websiteUrl: '[official mirror](https://evil.example/mod.jar)',
  });
});

afterAll(async () => {
  await harness.close();
});

describe('markup from the API and the catalogues', () => {
  it('stays text in every reply and post that shows it', async () => {
    // The alert and the board follow the server from before its texts turn hostile.
    expect(await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: serverId })).toContain(
      'now gets',
    );
    expect(await run(harness, 'board', 'create', { channel: opsChannelId })).toContain('status board');
    await harness.emulator.waitFor(() => harness.emulator.messages(opsChannelId).length >= 2, 10_000);

    await poison('/servers', ['status']);
    await poison(`/servers/${serverId}`, ['status']);
    await poison(`/servers/${serverId}/resources`);
    harness.sandbox.addActivity(serverId, { action: 'server.note', actor: 'x', description: 'poisoned' });
    await poison(`/servers/${serverId}/activity?limit=50&offset=0`, ['timestamp', 'createdAt']);

    const shown: string[] = [];
    shown.push(await run(harness, 'server', 'info', { server: serverId }));
    shown.push(await run(harness, 'server', 'list', {}));
    shown.push(await run(harness, 'server', 'activity', { server: serverId }));
    shown.push(await run(harness, 'server', 'resources', { server: serverId }));
    shown.push(await run(harness, 'mods', 'search', { server: serverId, query: 'compass' }));
    shown.push(
      await run(harness, 'mods', 'install', {
        server: serverId,
        provider: 'curseforge',
        mod: '310007',
        file: '4100071',
      }),
    );
    const prompt = await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: { server: serverId, provider: 'curseforge', mod: '310001', file: '4100011' },
      })
      .waitForReply();
    shown.push(visibleText(prompt.message));
    const installed = await harness.emulator
      .sendButton({
        message: prompt.message!,
        customId: buttonId(prompt.message, 'Install'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => visibleText(view.message).includes('Installed'));
    shown.push(replyText(installed));
    shown.push(await run(harness, 'mods', 'installed', { server: serverId }));

    // The alert of the poisoned entry, and the board with the poisoned server.
    const posts = (title: string) =>
      harness.emulator
        .messages(opsChannelId)
        .filter((message) => message.embeds.some((embed) => embed.title?.startsWith(title)))
        .map(visibleText);
    await settle(harness, () => posts('Activity').some((text) => text.includes('everyone')), 15_000);
    await settle(harness, () => posts('Server status').some((text) => text.includes('everyone')), 15_000);

    // An API error whose code, message and request id are markup.
    harness.sandbox.clearFaults();
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${serverId}`,
      status: 400,
      times: 1,
      body: JSON.stringify({
        error: { code: hostile('code'), message: hostile('message'), requestId: hostile('request') },
      }),
    });
    // `/server info` answers from the poller's last read at once; the refused fresh read follows privately.
    const answered = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        options: { server: serverId },
      })
      .waitForReply((view) => view.followUps.length > 0, 15_000);
    const refused = [visibleText(answered.message), ...answered.followUps.map(visibleText)].join('\n');
    expect(refused).toContain('refused the request');
    shown.push(refused);

    // Each path did show the hostile text (else it proves nothing), as text.
    for (const text of shown) expect(text).toContain('everyone');
    const live = everyMarkdownText().flatMap(({ where, text }) =>
      liveMarkup(text).map((kind) => `${where}: ${kind} in ${JSON.stringify(text.slice(0, 300))}`),
    );
    expect(live).toEqual([]);
    // Ten commands, each of which may wait out a slow game on a loaded machine (see `run`).
  }, 60_000);
});
