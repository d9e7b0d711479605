import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers } from '../emulator/index.js';
import { buttonId, buttons, replyText, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityGuildId,
  opsChannelId,
  opsGuildId,
  otherChannelId,
  otherGuildId,
  startHarness,
  type Harness,
} from './harness.js';
import { run } from './poller-world.js';

// Replies read as written for the person who gets them (issue 24): names where ids were, changes as
// before -> after, no internal counters or API field names, similar names told apart, guilds by name,
// sentences that say what to do, and lists that page.

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
});

afterAll(async () => {
  await harness.close();
});

type RegisteredOption = {
  name: string;
  autocomplete?: boolean;
  choices?: { name: string; value: string }[];
  options?: RegisteredOption[];
};

function registeredOption(command: string, subcommand: string, option: string): RegisteredOption | undefined {
  const definition = harness.emulator.commands(opsGuildId).find((entry) => entry.name === command) as
    | { options?: RegisteredOption[] }
    | undefined;
  const sub = definition?.options?.find((entry) => entry.name === subcommand);
  return sub?.options?.find((entry) => entry.name === option);
}

async function autocomplete(
  name: string,
  subcommand: string,
  focused: { name: string; value: string },
  options: Record<string, string> = {},
) {
  const view = await harness.emulator
    .sendAutocomplete({ guildId: opsGuildId, user: emulatedUsers.admin, name, subcommand, options, focused })
    .waitForReply();
  return view.choices ?? [];
}

describe('/server update', () => {
  it('says what changed, before -> after, and shows no lock counter', async () => {
    const id = harness.sandbox.addServer(harness.apiKey, {
      name: 'Newcomer Test',
      ramGb: 4,
      diskGb: 40,
      status: 'RUNNING',
      version: 3,
    }).id;
    const text = await run(harness, 'server', 'update', {
      server: id,
      ram: 6,
      external_reference: 'order-7',
    });
    expect(text).toContain('Updated Newcomer Test');
    expect(text).toContain('RAM: 4 GB → 6 GB');
    expect(text).toContain('External reference: none → “order-7”');
    expect(text).not.toContain('Disk');
    expect(text).not.toMatch(/Version/);
    const info = await run(harness, 'server', 'info', { server: id });
    expect(info).toContain('Newcomer Test');
    expect(info).not.toMatch(/Version/);
  });

  it("states the plan's maximum when the API refuses too much RAM", async () => {
    const id = harness.sandbox.addServer(harness.apiKey, { name: 'Too Big', ramGb: 4, status: 'RUNNING' }).id;
    const text = await run(harness, 'server', 'update', { server: id, ram: 40 });
    expect(text).toContain(
      "That much RAM is above the pricing plan's maximum of 32 GB. Choose 32 GB or less.",
    );
    expect(text).toMatch(/Request id: `[^`]+`/);
  });
});

describe('/server list', () => {
  it('tells similar long names apart and shows the id to paste', async () => {
    const tail = 'with a fairly long name for testing';
    const one = harness.sandbox.addServer(harness.apiKey, { name: `Fleet 1 ${tail}`, status: 'RUNNING' }).id;
    const ten = harness.sandbox.addServer(harness.apiKey, { name: `Fleet 10 ${tail}`, status: 'RUNNING' }).id;
    const text = await run(harness, 'server', 'list', { search: 'Fleet', sort: 'name', order: 'desc' });
    const lines = text.split('\n');
    const lineOf = (id: string) => lines.find((line) => line.includes(id)) ?? '';
    expect(lineOf(one)).toMatch(/Fleet 1 with .*for testing/);
    expect(lineOf(ten)).toMatch(/Fleet 10 with .*for testing/);
    expect(text).toContain('sorted by Name, descending');
    expect(text).not.toContain('sort:');
  });

  it('names its sort choices in words and offers statuses, accepting one it does not know', async () => {
    expect(registeredOption('server', 'list', 'sort')?.choices?.map((choice) => choice.name)).toEqual([
      'Creation time',
      'Name',
      'RAM',
      'Status',
    ]);
    expect(registeredOption('server', 'list', 'status')?.autocomplete).toBe(true);
    const offered = await autocomplete('server', 'list', { name: 'status', value: '' });
    expect(offered.map((choice) => choice.value)).toEqual(
      expect.arrayContaining(['RUNNING', 'OFFLINE', 'PROVISIONING', 'SUSPENDED']),
    );
    const typed = await autocomplete('server', 'list', { name: 'status', value: 'HIBERNATING' });
    expect(typed[0]?.value).toBe('HIBERNATING');

    harness.sandbox.addServer(harness.apiKey, { name: 'Sleepy', status: 'HIBERNATING' });
    const text = await run(harness, 'server', 'list', { status: 'HIBERNATING' });
    expect(text).toContain('Sleepy');
    expect(text).toContain('status HIBERNATING');
    expect(text).not.toContain('Fleet');
  });
});

describe('choices', () => {
  it('read as words, not as the API or the store names them', () => {
    const names = (command: string, subcommand: string, option: string) =>
      registeredOption(command, subcommand, option)?.choices?.map((choice) => choice.name);
    expect(names('server', 'list', 'order')).toEqual(['Ascending', 'Descending']);
    expect(names('server', 'create', 'plan')).toEqual(['Budget', 'Premium']);
    expect(names('alerts', 'subscribe', 'events')).toEqual([
      'All events',
      'Provisioning outcomes',
      'Status changes (down, and back up)',
      'New activity',
      'Mod updates',
    ]);
    expect(names('alerts', 'unsubscribe', 'events')).toEqual(
      names('alerts', 'subscribe', 'events')?.slice(1),
    );
  });
});

describe('/access', () => {
  it('offers the community guilds the bot is in by name, and links by a picked or pasted id', async () => {
    const choices = await autocomplete('access', 'link', { name: 'guild_id', value: '' });
    expect(choices).toEqual([
      { name: `Community · ${communityGuildId}`, value: communityGuildId },
      { name: `Other Community · ${otherGuildId}`, value: otherGuildId },
    ]);
    const typed = await autocomplete('access', 'unlink', { name: 'guild_id', value: 'other' });
    expect(typed.map((choice) => choice.value)).toEqual([otherGuildId]);
    expect(registeredOption('access', 'list', 'guild_id')?.autocomplete).toBe(true);

    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Shared Box', status: 'RUNNING' }).id;
    expect(await run(harness, 'access', 'link', { server, guild_id: communityGuildId })).toContain(
      `Linked **Shared Box** \`${server}\` to **Community**`,
    );
    const notJoined = '123456789012345678';
    expect(await run(harness, 'access', 'link', { server, guild_id: notJoined })).toContain('Linked');
    const list = await run(harness, 'access', 'list', {});
    expect(list).toContain('Community');
    expect(list).toContain(`**Shared Box** \`${server}\``);
    expect(list).toContain(`Guild ${notJoined} (the bot is not in it)`);
  });

  it('refuses what is not a guild id in one sentence that does not speak of 2^64', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Refused Box', status: 'RUNNING' }).id;
    const text = await run(harness, 'access', 'link', { server, guild_id: 'Community' });
    expect(text).toBe(
      '❌ That is not a Discord server the bot can name: pick one from the suggestions, or paste its id ' +
        '(right-click the server, Copy Server ID).',
    );
  });
});

describe('errors that send people somewhere', () => {
  it('tells ops what it can do about a suspension, and a community whom to ask', async () => {
    const id = harness.sandbox.addServer(harness.apiKey, { name: 'On Hold', status: 'SUSPENDED' }).id;
    const ops = await run(harness, 'server', 'update', { server: id, ram: 6 });
    expect(ops).toContain('Lift the suspension in the hosting panel');
    expect(ops).not.toContain('Contact');
    await run(harness, 'access', 'link', { server: id, guild_id: communityGuildId });
    harness.sandbox.inject({
      method: 'GET',
      path: `/servers/${id}`,
      status: 409,
      body: JSON.stringify({
        error: { code: 'SERVER_SUSPENDED', message: 'suspended', requestId: 'req-suspended' },
      }),
    });
    const community = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'server',
        subcommand: 'info',
        options: { server: id },
      })
      .waitForReply();
    expect(replyText(community)).toContain('Contact your hosting provider to have the suspension lifted.');
    expect(replyText(community)).toContain('req-suspended');
  });
});

describe('/alerts list', () => {
  it('names the servers and pages through every subscription', async () => {
    const watched = harness.sandbox.addServer(harness.apiKey, { name: 'Watched Box', status: 'RUNNING' }).id;
    await run(harness, 'alerts', 'usage', { channel: opsChannelId, server: watched, cpu: 80 });
    for (let index = 0; index < 20; index += 1) {
      const server = harness.sandbox.addServer(harness.apiKey, {
        name: `Listed ${String(index).padStart(2, '0')}`,
        status: 'RUNNING',
      });
      await harness.app.store.subscribe({
        guildId: opsGuildId,
        channelId: opsChannelId,
        serverId: server.id,
        createdAt: new Date().toISOString(),
        routes: [{ kind: 'status' }],
      });
    }
    const first = await harness.command({ name: 'alerts', subcommand: 'list' }).waitForReply();
    const firstText = visibleText(first.message);
    expect(firstText).toContain('Page 1 of 2 · 20 subscriptions · 1 usage watch');
    expect(firstText).toContain('**Listed 00**');
    expect(firstText).not.toMatch(/srv_\d+/);
    expect(firstText).not.toContain('more');
    expect(buttons(first.message).find((button) => button.label === 'Previous')?.disabled).toBe(true);

    const second = await harness.emulator
      .sendButton({
        message: first.message!,
        customId: buttonId(first.message, 'Next'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => visibleText(view.message).includes('Page 2 of 2'));
    const secondText = visibleText(second.message);
    expect(secondText).toContain('**Listed 19**');
    expect(secondText).toContain(`<#${opsChannelId}> · **Watched Box** · usage: CPU above 80% for 5 min`);
    expect(secondText).not.toContain('**Listed 00**');
    expect(buttons(second.message).find((button) => button.label === 'Next')?.disabled).toBe(true);
  });

  it('never learns the name of a server the guild no longer sees', async () => {
    const kept = harness.sandbox.addServer(harness.apiKey, { name: 'Still Linked', status: 'RUNNING' }).id;
    const gone = harness.sandbox.addServer(harness.apiKey, { name: 'Secret Name', status: 'RUNNING' }).id;
    for (const server of [kept, gone]) {
      await run(harness, 'access', 'link', { server, guild_id: otherGuildId });
      // Stored without a name, as subscriptions made before names were kept are.
      await harness.app.store.subscribe({
        guildId: otherGuildId,
        channelId: otherChannelId,
        serverId: server,
        createdAt: new Date().toISOString(),
      });
    }
    await run(harness, 'access', 'unlink', { server: gone, guild_id: otherGuildId });
    const list = await harness.emulator
      .sendChatInput({ guildId: otherGuildId, user: communityAdmin, name: 'alerts', subcommand: 'list' })
      .waitForReply();
    const text = visibleText(list.message);
    expect(text).toContain('**Still Linked**');
    expect(text).toContain(`\`${gone}\``);
    expect(text).not.toContain('Secret Name');
    expect(text).toContain('no longer linked to this guild');
  });
});
