import { Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandsDirectory, loadCommands } from '../../src/discord/command-loader.js';
import { definitionsFor } from '../../src/discord/registry.js';
import type { AuditAction, AuditRecord } from '../../src/store/index.js';
import { emulatedUsers, type EmulatedUser } from '../emulator/index.js';
import { buttonId, replyText, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  communityRoleId,
  onCallRoleId,
  opsGuildId,
  quietRoleId,
  startHarness,
  type Harness,
} from './harness.js';

// Who may do what, end to end: levels granted to roles with /access role, checked by the bot on every
// command, button, confirmation, page and autocomplete, each refusal one sentence naming the level.

let harness: Harness;
let targetId: string;
let spareId: string;

/** Support staff in the ops guild: no Manage Server, only the on-call role (granted operate below). */
const support: EmulatedUser = { id: '200000000000000041', username: 'support', permissions: 0n };
const asSupport = { user: support, memberRoles: [onCallRoleId] };
/** A member of the ops guild with no role and no permission. */
const plain = { user: emulatedUsers.member };

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false }, app: { confirmationTtlMs: 60_000 } });
  targetId = harness.sandbox.addServer(harness.apiKey, { name: 'Target', ramGb: 2, status: 'RUNNING' }).id;
  spareId = harness.sandbox.addServer(harness.apiKey, { name: 'Spare', ramGb: 2, status: 'RUNNING' }).id;
  await harness.app.store.link(communityGuildId, spareId);
  await harness.app.bot.context.syncGuildCommands(communityGuildId);
}, 60_000);

afterAll(async () => {
  await harness.close();
});

const records = () => harness.app.store.audit.records();
const refusals = async (action: AuditAction, memberId: string): Promise<AuditRecord[]> =>
  (await records()).filter(
    (record) =>
      record.action === action && record.member?.id === memberId && record.outcome.kind === 'refused',
  );
const requests = (method: string, serverId: string) =>
  harness.sandbox.requests.filter(
    (request) => request.method === method && request.path.endsWith(`/servers/${serverId}`),
  ).length;

function grant(
  roleId: string,
  level: string,
  guildId = opsGuildId,
  user: EmulatedUser = emulatedUsers.admin,
) {
  return harness.emulator
    .sendChatInput({
      guildId,
      user,
      name: 'access',
      subcommandGroup: 'role',
      subcommand: 'set',
      options: { role: roleId, level },
    })
    .waitForReply();
}

describe('/access role', () => {
  it('grants, lists and takes away levels, each change audited with the role and level', async () => {
    const set = await grant(onCallRoleId, 'operate');
    expect(replyText(set)).toContain(`<@&${onCallRoleId}> now holds the **operate** level here.`);
    const again = await grant(onCallRoleId, 'operate');
    expect(replyText(again)).toContain('already holds the **operate** level');
    await grant(quietRoleId, 'administer');
    const list = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        ...asSupport,
        name: 'access',
        subcommandGroup: 'role',
        subcommand: 'list',
      })
      .waitForReply();
    const listed = visibleText(list.message);
    // Highest level first; who granted it; what members without a grant hold here.
    expect(listed.indexOf(`<@&${quietRoleId}>: **administer**`)).toBeLessThan(
      listed.indexOf(`<@&${onCallRoleId}>: **operate**`),
    );
    expect(listed).toContain(`granted by <@${emulatedUsers.admin.id}>`);
    expect(listed).toContain('every other member holds only what their roles are granted');
    const removed = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'access',
        subcommandGroup: 'role',
        subcommand: 'remove',
        options: { role: quietRoleId },
      })
      .waitForReply();
    expect(replyText(removed)).toContain(`<@&${quietRoleId}> no longer holds the **administer** level here.`);

    // Oldest first: ids sort by the interaction's time.
    const trail = (await records())
      .filter((record) => record.action.startsWith('access.role'))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(trail.map((record) => [record.action, record.inputs, record.outcome.kind])).toEqual([
      ['access.role.set', { role: { kind: 'role', id: onCallRoleId }, level: 'operate' }, 'done'],
      ['access.role.set', { role: { kind: 'role', id: onCallRoleId }, level: 'operate' }, 'done'],
      ['access.role.set', { role: { kind: 'role', id: quietRoleId }, level: 'administer' }, 'done'],
      ['access.role.remove', { role: { kind: 'role', id: quietRoleId } }, 'done'],
    ]);
    expect(trail.every((record) => record.member?.id === emulatedUsers.admin.id)).toBe(true);
  });

  it('is refused to a member without administer, recorded once, and grants nothing', async () => {
    const view = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        ...asSupport,
        name: 'access',
        subcommandGroup: 'role',
        subcommand: 'set',
        options: { role: onCallRoleId, level: 'administer' },
      })
      .waitForReply();
    expect(replyText(view)).toContain('This needs the **administer** level');
    expect(view.message?.flags).toBe(64);
    const refused = await refusals('access.role.set', support.id);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.outcome).toMatchObject({ code: 'MISSING_LEVEL' });
    expect(await harness.app.store.roleGrants.of(opsGuildId)).toMatchObject({
      [onCallRoleId]: { level: 'operate' },
    });
  });

  it("works in a community guild for that guild's roles", async () => {
    const set = await grant(communityRoleId, 'operate', communityGuildId, communityAdmin);
    expect(replyText(set)).toContain(`<@&${communityRoleId}> now holds the **operate** level here.`);
    const board = (user: EmulatedUser, memberRoles: string[]) =>
      harness.emulator
        .sendChatInput({
          guildId: communityGuildId,
          user,
          memberRoles,
          name: 'board',
          subcommand: 'create',
          options: { channel: communityChannelId },
        })
        .waitForReply();
    // Every community member reads its linked servers; changing something needs operate.
    const refused = await board(emulatedUsers.member, []);
    expect(replyText(refused)).toContain('This needs the **operate** level');
    const created = await board(emulatedUsers.member, [communityRoleId]);
    expect(replyText(created)).toContain(`<#${communityChannelId}>`);
    expect(await harness.app.store.roleGrants.of(opsGuildId)).not.toHaveProperty(communityRoleId);
  });
});

describe('/access role set past the quota', () => {
  it('says the limit, grants nothing and records the refusal', async () => {
    const stand = { level: 'read' as const, grantedBy: emulatedUsers.admin.id, grantedAt: 0 };
    const fillers: string[] = [];
    for (let index = 0; Object.keys(await harness.app.store.roleGrants.of(opsGuildId)).length < 25; index++) {
      const roleId = `3300000000000000${String(index).padStart(2, '0')}`;
      fillers.push(roleId);
      expect((await harness.app.store.roleGrants.set(opsGuildId, roleId, stand, 25)).outcome).toBe('set');
    }
    try {
      const full = await grant(quietRoleId, 'read');
      expect(replyText(full)).toContain('This server has reached its limit of 25 roles with a level.');
      expect(await harness.app.store.roleGrants.of(opsGuildId)).not.toHaveProperty(quietRoleId);
      const refused = (await records()).filter(
        (record) =>
          record.action === 'access.role.set' &&
          record.outcome.kind === 'refused' &&
          JSON.stringify(record.inputs).includes(quietRoleId),
      );
      expect(refused).toHaveLength(1);
    } finally {
      for (const roleId of fillers) await harness.app.store.roleGrants.remove(opsGuildId, roleId);
    }
  });
});

describe('support staff with a granted operate role', () => {
  it('read and resize without Manage Server, and are refused /server delete naming administer', async () => {
    const list = await harness.emulator
      .sendChatInput({ guildId: opsGuildId, ...asSupport, name: 'server', subcommand: 'list' })
      .waitForReply();
    expect(visibleText(list.message)).toContain('Target');
    const resized = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        ...asSupport,
        name: 'server',
        subcommand: 'update',
        options: { server: targetId, ram: 4 },
      })
      .waitForReply();
    expect(visibleText(resized.message)).toContain('Target');
    expect(harness.sandbox.server(targetId)?.ramGb).toBe(4);

    const deletesBefore = requests('DELETE', targetId);
    const refused = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        ...asSupport,
        name: 'server',
        subcommand: 'delete',
        options: { server: targetId },
      })
      .waitForReply();
    expect(replyText(refused)).toContain(
      'This needs the **administer** level, which someone with Manage Server can grant to one of your ' +
        'roles with `/access role set`.',
    );
    expect(replyText(refused)).not.toContain('Delete permanently');
    expect(requests('DELETE', targetId)).toBe(deletesBefore);
    expect(harness.sandbox.server(targetId)).toBeDefined();
    const recorded = await refusals('server.delete', support.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      server: { id: targetId },
      inputs: { command: '/server delete' },
      outcome: { code: 'MISSING_LEVEL', phrase: { key: 'access.needsLevel' } },
    });
  });
});

describe('a member without any grant', () => {
  it('is refused /server update before the API is asked, and /server list likewise', async () => {
    const patchesBefore = requests('PATCH', targetId);
    const update = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        ...plain,
        name: 'server',
        subcommand: 'update',
        options: { server: targetId, ram: 8 },
      })
      .waitForReply();
    expect(replyText(update)).toContain('This needs the **operate** level');
    expect(requests('PATCH', targetId)).toBe(patchesBefore);
    expect(harness.sandbox.server(targetId)?.ramGb).toBe(4);
    expect(await refusals('server.update', emulatedUsers.member.id)).toHaveLength(1);

    const list = await harness.emulator
      .sendChatInput({ guildId: opsGuildId, ...plain, name: 'server', subcommand: 'list' })
      .waitForReply();
    expect(replyText(list)).toContain('This needs the **read** level');
    expect(replyText(list)).not.toContain('Target');
    const read = await refusals('access.refused', emulatedUsers.member.id);
    expect(read.map((record) => record.inputs)).toContainEqual({ command: '/server list' });
  });
});

describe('/audit recent pages', () => {
  it('refuse a clicker who may not read the trail, once per member and page, and still page for an admin', async () => {
    const first = await harness
      .command({ name: 'audit', subcommand: 'recent', options: { limit: 2 } })
      .waitForReply();
    const older = buttonId(first.message, 'Older');
    const before = visibleText(harness.emulator.message(first.message!.id));
    const clicks = await Promise.all(
      [0, 1, 2].map(() =>
        harness.emulator
          .sendButton({ message: first.message!, customId: older, ...asSupport })
          .waitForReply(),
      ),
    );
    for (const click of clicks) {
      expect(replyText(click)).toContain('This needs the **administer** level');
      expect(click.message?.flags).toBe(64);
    }
    // The page is as it was: nothing of the older records reached the support member.
    expect(visibleText(harness.emulator.message(first.message!.id))).toBe(before);
    const refused = (await refusals('access.refused', support.id)).filter(
      (record) => record.inputs.component === 'audit-page',
    );
    expect(refused).toHaveLength(1);

    await harness.emulator
      .sendButton({ message: first.message!, customId: older, user: emulatedUsers.admin })
      .waitForReply();
    expect(visibleText(harness.emulator.message(first.message!.id))).not.toBe(before);
  });
});

describe('a confirmation', () => {
  it('is refused to an asker whose role lost the level, and confirms once it is granted again', async () => {
    await grant(onCallRoleId, 'administer');
    const prompt = await harness.emulator
      .sendChatInput({
        guildId: opsGuildId,
        ...asSupport,
        name: 'server',
        subcommand: 'delete',
        options: { server: spareId },
      })
      .waitForReply();
    const confirm = buttonId(prompt.message, 'Delete permanently');
    await grant(onCallRoleId, 'operate');
    const denied = await Promise.all(
      [0, 1].map(() =>
        harness.emulator
          .sendButton({ message: prompt.message!, customId: confirm, ...asSupport })
          .waitForReply(),
      ),
    );
    for (const answer of denied) expect(replyText(answer)).toContain('This needs the **administer** level');
    expect(harness.sandbox.server(spareId)).toBeDefined();
    const refused = (await refusals('server.delete', support.id)).filter(
      (record) => record.server?.id === spareId,
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.outcome).toMatchObject({ code: 'MISSING_LEVEL' });

    await grant(onCallRoleId, 'administer');
    const done = await harness.emulator
      .sendButton({ message: prompt.message!, customId: confirm, ...asSupport })
      .waitForReply((answer) => visibleText(answer.message).includes('Deleted'));
    expect(visibleText(done.message)).toContain('Deleted');
    expect(harness.sandbox.server(spareId)).toBeUndefined();
    await grant(onCallRoleId, 'operate');
  });
});

describe('autocomplete', () => {
  const guildChoices = (guildId: string) =>
    harness.emulator
      .sendAutocomplete({
        guildId,
        user: communityAdmin,
        name: 'access',
        subcommand: 'link',
        options: { server: targetId },
        focused: { name: 'guild_id', value: '' },
      })
      .waitForReply();

  it('suggests nothing for a subcommand a stale registration still shows after OPS_GUILD_ID changed', async () => {
    // In the ops guild, the guilds the bot is in.
    expect((await guildChoices(opsGuildId)).choices?.length).toBeGreaterThan(0);
    // A guild that was the ops guild keeps the ops command list until it is registered anew.
    const { client } = harness.app.bot;
    await client.rest.put(Routes.applicationGuildCommands(client.application.id, communityGuildId), {
      body: definitionsFor((await loadCommands([commandsDirectory])).commands, 'ops'),
    });
    expect((await guildChoices(communityGuildId)).choices).toEqual([]);
  });

  it("suggests nothing to a member without the subcommand's level", async () => {
    const servers = (invoker: object) =>
      harness.emulator
        .sendAutocomplete({
          guildId: opsGuildId,
          ...invoker,
          name: 'server',
          subcommand: 'update',
          focused: { name: 'server', value: 'Tar' },
        })
        .waitForReply();
    expect((await servers(plain)).choices).toEqual([]);
    expect((await servers(asSupport)).choices?.map((choice) => choice.value)).toContain(targetId);
  });
});
