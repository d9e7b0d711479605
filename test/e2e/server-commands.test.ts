import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../src/render/errors.js';
import { HostingApiError, documentedErrorCodes } from '../../src/api/index.js';
import { emulatedUsers } from '../emulator/index.js';
import { arrival, buttonId, buttons, replyText, visibleText } from './helpers.js';
import { communityAdmin, communityGuildId, opsGuildId, startHarness, type Harness } from './harness.js';

let harness: Harness;
let premiumId: string;
let budgetId: string;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false }, app: { confirmationTtlMs: 60_000 } });
  premiumId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Alpha Survival',
    ramGb: 8,
    diskGb: 80,
    status: 'RUNNING',
    planTier: 'premium',
    version: 3,
    gameVersion: '1.20.4',
  }).id;
  budgetId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Beta Budget',
    ramGb: 4,
    diskGb: 40,
    status: 'RUNNING',
    planTier: 'budget',
    version: 1,
  }).id;
});

afterAll(async () => {
  await harness.close();
});

function requestsTo(method: string, path: string | RegExp): number {
  return harness.sandbox.requests.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)),
  ).length;
}

describe('registration', () => {
  it('registers the full command set in the ops guild, and nothing in unlinked guilds', () => {
    const names = harness.emulator
      .commands(opsGuildId)
      .map((command) => command.name)
      .sort();
    expect(names).toEqual(['access', 'alerts', 'audit', 'board', 'language', 'mods', 'server']);
    const server = harness.emulator.commands(opsGuildId).find((command) => command.name === 'server');
    // Every member sees it: the bot checks each subcommand's level (docs/commands.md).
    expect(server?.default_member_permissions).toBeNull();
    expect(harness.emulator.commands(communityGuildId)).toEqual([]);
  });
});

describe('/server', () => {
  it('lists servers with status, RAM and game', async () => {
    const view = await harness.command({ name: 'server', subcommand: 'list' }).waitForReply();
    const text = visibleText(view.message);
    expect(text).toContain('Alpha Survival');
    expect(text).toContain('Beta Budget');
    expect(text).toContain(`🟢 Alpha Survival  ${premiumId}  RUNNING     8 GB  minecraft · premium`);
  });

  it('pages through a long list with Previous and Next, re-querying the API', async () => {
    for (let index = 0; index < 12; index += 1)
      harness.sandbox.addServer(harness.apiKey, {
        name: `Paged ${String(index).padStart(2, '0')}`,
        ramGb: 2,
        status: 'RUNNING',
      });
    const first = await harness
      .command({ name: 'server', subcommand: 'list', options: { search: 'Paged', sort: 'name' } })
      .waitForReply();
    expect(visibleText(first.message)).toContain('Paged 00');
    expect(visibleText(first.message)).not.toContain('Paged 10');
    expect(buttons(first.message).find((button) => button.label === 'Previous')?.disabled).toBe(true);
    const listCalls = requestsTo('GET', '/servers');
    const next = harness.emulator.sendButton({
      message: first.message!,
      customId: buttonId(first.message, 'Next'),
      user: emulatedUsers.admin,
    });
    const second = await next.waitForReply((view) => visibleText(view.message).includes('Paged 10'));
    expect(visibleText(second.message)).toContain('Page 2 of 2');
    expect(requestsTo('GET', '/servers')).toBe(listCalls + 1);
  });

  it('shows a server with plan, limits and addons, but not its lock counter', async () => {
    const view = await harness
      .command({ name: 'server', subcommand: 'info', options: { server: premiumId } })
      .waitForReply();
    const text = visibleText(view.message);
    expect(text).toContain('Alpha Survival');
    expect(text).toContain('premium');
    expect(text).toContain('8 GB');
    expect(text).toContain('Limits');
    expect(text).not.toMatch(/Version/);
  });

  it('offers servers in autocomplete, filtered by what is typed, with the id as value', async () => {
    const view = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        focused: { name: 'server', value: 'alpha' },
      })
      .waitForReply();
    expect(view.choices).toEqual([expect.objectContaining({ value: premiumId })]);
    expect(view.choices?.[0]?.name).toContain('Alpha Survival');
  });

  it('creates a server, answering at once with provisioning started, keyed by the interaction', async () => {
    const handle = harness.command({
      name: 'server',
      subcommand: 'create',
      options: { name: 'Gamma New', ram: 6, plan: 'budget', mods_addon: true },
    });
    const view = await handle.waitForReply();
    const text = visibleText(view.message);
    expect(text).toContain('Provisioning started: Gamma New');
    expect(text).toContain('budget');
    expect(text).toContain('6 GB');
    const create = harness.sandbox.requests.find(
      (request) => request.method === 'POST' && request.path === '/servers',
    );
    expect(create?.idempotencyKey).toBe(`server-create:${handle.id}`);
    expect(harness.sandbox.executions(`server-create:${handle.id}`)).toBe(1);
  });

  it('refuses RAM outside 0.5 GB steps before sending anything', async () => {
    const posts = requestsTo('POST', '/servers');
    const view = await harness
      .command({ name: 'server', subcommand: 'create', options: { name: 'Odd RAM', ram: 2.3 } })
      .waitForReply();
    expect(replyText(view)).toMatch(/0\.5/);
    expect(view.message?.flags ?? 0).toBe(64);
    expect(requestsTo('POST', '/servers')).toBe(posts);
  });

  it('updates with If-Match and reports the new state', async () => {
    const view = await harness
      .command({ name: 'server', subcommand: 'update', options: { server: budgetId, ram: 5 } })
      .waitForReply();
    expect(visibleText(view.message)).toContain('Updated Beta Budget');
    expect(harness.sandbox.server(budgetId)?.ramGb).toBe(5);
  });

  it('never overwrites a concurrent change: a CONFLICT says what changed', async () => {
    // The bot's read executes at once but its answer is held back, so the competing change lands in between.
    harness.sandbox.inject({ method: 'GET', path: `/servers/${premiumId}`, delayMs: 600 });
    const read = arrival('GET', `/api/v1/servers/${premiumId}`);
    const handle = harness.command({
      name: 'server',
      subcommand: 'update',
      options: { server: premiumId, external_reference: 'mine' },
    });
    await read;
    const competing = await fetch(`${harness.sandbox.url}/servers/${premiumId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${harness.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ramGb: 10 }),
    });
    expect(competing.ok).toBe(true);
    const view = await handle.waitForReply();
    expect(replyText(view)).toContain('Someone changed this server while you were updating it');
    expect(replyText(view)).toContain('RAM 8 GB → 10 GB');
    expect(harness.sandbox.server(premiumId)?.externalReference).not.toBe('mine');
  });

  it('shows resources as labelled gauges and activity as a timeline', async () => {
    const resources = await harness
      .command({ name: 'server', subcommand: 'resources', options: { server: premiumId } })
      .waitForReply();
    const usage = visibleText(resources.message);
    expect(usage).toContain('CPU');
    expect(usage).toMatch(/Memory\n.*%/);
    expect(usage).toMatch(/Uptime\n\d+ (d|h|min|s)/);
    const activity = await harness
      .command({ name: 'server', subcommand: 'activity', options: { server: premiumId } })
      .waitForReply();
    expect(visibleText(activity.message)).toMatch(/<t:\d+:R>/);
  });
});

describe('/server delete confirmation', () => {
  async function prompt(serverId: string) {
    const view = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: serverId } })
      .waitForReply();
    expect(visibleText(view.message)).toContain('cannot be undone');
    // Addressed to the asker, with an expiry each reader sees in their own time zone.
    expect(view.message?.content).toMatch(
      new RegExp(`^<@${emulatedUsers.admin.id}>, please confirm: this prompt expires <t:\\d+:R>\\.$`),
    );
    return view.message!;
  }

  it('refuses a foreign click privately, then deletes once on a double click', async () => {
    const doomed = harness.sandbox.addServer(harness.apiKey, {
      name: 'Doomed',
      ramGb: 2,
      status: 'RUNNING',
    }).id;
    await harness.app.store.link(communityGuildId, doomed);
    const message = await prompt(doomed);
    const confirmId = buttonId(message, 'Delete permanently');
    const foreign = await harness.emulator
      .sendButton({ message, customId: confirmId, user: communityAdmin })
      .waitForReply();
    expect(replyText(foreign)).toContain('Only the member who asked');
    expect(harness.sandbox.server(doomed)).toBeDefined();

    const first = harness.emulator.sendButton({ message, customId: confirmId, user: emulatedUsers.admin });
    const second = harness.emulator.sendButton({ message, customId: confirmId, user: emulatedUsers.admin });
    const outcome = await first.waitForReply((view) => visibleText(view.message).includes('Deleted'));
    await second.waitForReply();
    expect(buttons(outcome.message)).toEqual([]);
    expect(replyText(second.view())).toMatch(/already used|Deleted/);
    expect(requestsTo('DELETE', `/servers/${doomed}`)).toBe(1);
    expect(harness.sandbox.server(doomed)).toBeUndefined();
    // The deleted server's links go with it.
    expect(await harness.app.store.linkedServerIds(communityGuildId)).not.toContain(doomed);
  });

  it('keeps a prompt across a restart: the click after it still deletes, once', async () => {
    const survivor = harness.sandbox.addServer(harness.apiKey, {
      name: 'Across Restart',
      ramGb: 2,
      status: 'RUNNING',
    }).id;
    const message = await prompt(survivor);
    await harness.restart();
    const view = await harness.emulator
      .sendButton({ message, customId: buttonId(message, 'Delete permanently'), user: emulatedUsers.admin })
      .waitForReply((current) => visibleText(current.message).includes('Deleted'));
    expect(visibleText(view.message)).toContain('Across Restart');
    expect(requestsTo('DELETE', `/servers/${survivor}`)).toBe(1);
  });

  it('cancels without calling the API', async () => {
    const keep = harness.sandbox.addServer(harness.apiKey, {
      name: 'Keeper',
      ramGb: 2,
      status: 'RUNNING',
    }).id;
    const message = await prompt(keep);
    const view = await harness.emulator
      .sendButton({ message, customId: buttonId(message, 'Cancel'), user: emulatedUsers.admin })
      .waitForReply();
    expect(visibleText(view.message)).toContain('Cancelled');
    expect(requestsTo('DELETE', `/servers/${keep}`)).toBe(0);
  });
});

describe('access isolation', () => {
  it('refuses a guild_id that is not a Discord id, before linking anything', async () => {
    const view = await harness
      .command({ name: 'access', subcommand: 'link', options: { server: premiumId, guild_id: '1234x' } })
      .waitForReply();
    expect(replyText(view)).toContain('That is not a Discord server the bot can name');
    expect(Object.keys(await harness.app.store.guildLinks())).not.toContain('1234x');
  });

  it('keeps a community guild to its linked servers', async () => {
    const link = await harness
      .command({
        name: 'access',
        subcommand: 'link',
        options: { server: premiumId, guild_id: communityGuildId },
      })
      .waitForReply();
    expect(visibleText(link.message)).toContain('Linked');
    await harness.emulator.waitFor(() => harness.emulator.commands(communityGuildId).length > 0);
    const community = harness.emulator.commands(communityGuildId);
    expect(community.map((command) => command.name).sort()).toEqual([
      'access',
      'alerts',
      'board',
      'language',
      'mods',
      'server',
    ]);
    // `/access` there is the guild's own roles' levels only: linking is the ops guild's.
    const access = community.find((command) => command.name === 'access');
    expect(access?.options?.map((option) => option.name)).toEqual(['role']);
    const serverSubcommands = community
      .find((command) => command.name === 'server')
      ?.options?.map((option) => option.name);
    expect(serverSubcommands).not.toContain('delete');
    expect(serverSubcommands).not.toContain('create');

    const own = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'server',
        subcommand: 'info',
        options: { server: premiumId },
      })
      .waitForReply();
    expect(visibleText(own.message)).toContain('Alpha Survival');

    const gets = requestsTo('GET', `/servers/${budgetId}`);
    const foreign = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'server',
        subcommand: 'info',
        options: { server: budgetId },
      })
      .waitForReply();
    expect(replyText(foreign)).toContain(
      describeError(
        new HostingApiError({ status: 404, code: 'SERVER_NOT_FOUND', message: 'x', requestId: undefined }),
      ).sentence,
    );
    expect(requestsTo('GET', `/servers/${budgetId}`)).toBe(gets);

    const choices = await harness.emulator
      .sendAutocomplete({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'server',
        subcommand: 'info',
        focused: { name: 'server', value: '' },
      })
      .waitForReply();
    expect(choices.choices?.map((choice) => choice.value)).toEqual([premiumId]);
  });
});

describe('errors', () => {
  it.each(documentedErrorCodes)('gives %s its own sentence with the request id', async (code) => {
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${budgetId}`,
      status: code === 'SERVER_NOT_FOUND' ? 404 : 400,
      body: JSON.stringify({ error: { code, message: `simulated ${code}`, requestId: `req-${code}` } }),
    });
    const view = await harness
      .command({ name: 'server', subcommand: 'info', options: { server: budgetId } })
      .waitForReply();
    const expected = describeError(
      new HostingApiError({ status: 400, code, message: 'x', requestId: `req-${code}` }),
      'ops',
    ).sentence;
    expect(replyText(view)).toContain(expected);
    expect(replyText(view)).toContain(`req-${code}`);
  });

  it('answers a crashing handler with a generic error, logs it, and keeps serving', async () => {
    const api = harness.app.bot.context.api;
    const getServer = api.getServer.bind(api);
    api.getServer = () => Promise.reject(new TypeError('handler bug: cannot read properties of undefined'));
    try {
      const view = await harness
        .command({ name: 'server', subcommand: 'info', options: { server: budgetId } })
        .waitForReply();
      expect(replyText(view)).toContain('Something went wrong inside the bot');
      expect(replyText(view)).not.toContain('handler bug');
      expect(harness.logLines.join('')).toContain('handler bug');
    } finally {
      api.getServer = getServer;
    }
    const after = await harness
      .command({ name: 'server', subcommand: 'info', options: { server: budgetId } })
      .waitForReply();
    expect(visibleText(after.message)).toContain('Beta Budget');
  });

  it('defers when the API is slow and still answers', async () => {
    harness.sandbox.setLatency(2_200);
    try {
      const handle = harness.command({ name: 'server', subcommand: 'info', options: { server: budgetId } });
      const first = await handle.waitForCallback();
      expect(first.type).toBe(5);
      const view = await handle.waitForReply(undefined, 10_000);
      expect(visibleText(view.message)).toContain('Beta Budget');
    } finally {
      harness.sandbox.setLatency(0);
    }
  });
});

describe('hygiene', () => {
  it('hit no unknown Discord route, broke no Discord limit, and never wrote the API key', () => {
    expect(harness.emulator.unknownRoutes()).toEqual([]);
    expect(harness.emulator.violations).toEqual([]);
    expect(harness.logLines.join('')).not.toContain(harness.apiKey);
    expect(harness.logLines.length).toBeGreaterThan(0);
  });
});
