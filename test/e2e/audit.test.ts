import { Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { definitionsFor } from '../../src/discord/registry.js';
import type { AuditAction, AuditRecord } from '../../src/store/index.js';
import { emulatedUsers } from '../emulator/index.js';
import { buttonId, replyText, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  opsChannelId,
  opsGuildId,
  startHarness,
  type Harness,
} from './harness.js';

let harness: Harness;
let alphaId: string;
let betaId: string;
const auditTiming = { batchMs: 50, idleMs: 200, retryMs: 100 };

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false },
    app: { confirmationTtlMs: 1_500, auditTiming },
  });
  alphaId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Alpha *Prod*',
    ramGb: 8,
    status: 'RUNNING',
    planTier: 'premium',
    version: 1,
    gameVersion: '1.20.4',
  }).id;
  betaId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Beta',
    ramGb: 4,
    status: 'RUNNING',
    planTier: 'premium',
    version: 1,
  }).id;
  const view = await harness
    .command({ name: 'audit', subcommand: 'channel', options: { channel: opsChannelId } })
    .waitForReply();
  expect(visibleText(view.message)).toContain('now gets every audit record');
});

afterAll(async () => {
  await harness.close();
});

const records = () => harness.app.store.audit.records();

/** Polls an async condition; the emulator's own `waitFor` takes synchronous probes only. */
async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the audit trail');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const nothingPending = async () => (await harness.app.store.audit.pendingPosts()).length === 0;

/** The audit channel's lines, oldest first: each record is one line of one message. */
function postedLines(): string[] {
  return harness.emulator
    .messages(opsChannelId)
    .filter((message) => message.interactionId === undefined && message.embeds.length > 0)
    .flatMap((message) => (message.embeds[0]?.description ?? '').split('\n'))
    .filter((line) => line.length > 0);
}

/** Waits for the newest record of an action (optionally matching) and for its line in the channel. */
async function recorded(
  action: AuditAction,
  match: (record: AuditRecord) => boolean = () => true,
): Promise<AuditRecord> {
  let found: AuditRecord | undefined;
  await until(async () => {
    found = (await records()).find((record) => record.action === action && match(record));
    return found !== undefined;
  });
  await until(nothingPending);
  return found!;
}

const opsAdmin = { id: emulatedUsers.admin.id, name: emulatedUsers.admin.username };
const opsGuild = { id: opsGuildId, name: 'Reseller Ops' };

describe('every mutating action is recorded and posted', () => {
  it('server create: name, RAM, plan, the new server and the request id', async () => {
    await harness
      .command({ name: 'server', subcommand: 'create', options: { name: 'Gamma', ram: 6, plan: 'budget' } })
      .waitForReply();
    const record = await recorded('server.create');
    expect(record).toMatchObject({
      member: opsAdmin,
      guild: opsGuild,
      inputs: { name: 'Gamma', ram: { kind: 'size', gb: 6 }, plan: 'budget' },
      outcome: { kind: 'done' },
    });
    expect(record.server?.id).toMatch(/.+/);
    expect(record.requestId).toMatch(/.+/);
    const line = postedLines().find((text) => text.includes('created a server'));
    expect(line).toContain(`<@${opsAdmin.id}>`);
    expect(line).toContain('Name: Gamma, RAM: 6 GB, Plan: budget');
    expect(line).toContain(`(${opsAdmin.name}, Reseller Ops)`);
    expect(line).toContain(`\`${record.server?.id}\``);
    expect(line).toContain('✅ Done.');
    expect(line).toMatch(/<t:\d+:f>/);
  });

  it('server update: the resize from -> to, and a conflict as a conflict', async () => {
    await harness
      .command({ name: 'server', subcommand: 'update', options: { server: alphaId, ram: 12 } })
      .waitForReply();
    const resize = await recorded('server.update', (record) => record.outcome.kind === 'done');
    expect(resize.inputs).toEqual({ ram: '8 GB → 12 GB' });
    expect(resize.server).toEqual({ id: alphaId, name: 'Alpha *Prod*' });
    expect(resize.requestId).toMatch(/.+/);
    expect(postedLines().some((line) => line.includes('updated **Alpha \\*Prod\\*** `'))).toBe(true);

    harness.sandbox.inject({ method: 'GET', path: `/servers/${betaId}`, delayMs: 600 });
    const handle = harness.command({
      name: 'server',
      subcommand: 'update',
      options: { server: betaId, external_reference: 'mine' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await fetch(`${harness.sandbox.url}/servers/${betaId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${harness.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ramGb: 5 }),
    });
    expect(replyText(await handle.waitForReply())).toContain('Someone changed this server');
    const conflict = await recorded('server.update', (record) => record.outcome.kind === 'conflict');
    expect(conflict.server?.id).toBe(betaId);
    expect(conflict.requestId).toMatch(/.+/);
    expect(postedLines().some((line) => line.includes('someone else changed the server'))).toBe(true);
  });

  it('server delete: the ask and the outcome once each, despite a double click', async () => {
    const doomed = harness.sandbox.addServer(harness.apiKey, {
      name: 'Doomed',
      ramGb: 2,
      status: 'RUNNING',
    }).id;
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: doomed } })
      .waitForReply();
    const message = prompt.message!;
    const confirm = buttonId(message, 'Delete permanently');
    const first = harness.emulator.sendButton({ message, customId: confirm, user: emulatedUsers.admin });
    const second = harness.emulator.sendButton({ message, customId: confirm, user: emulatedUsers.admin });
    await first.waitForReply((view) => visibleText(view.message).includes('Deleted'));
    await second.waitForReply();
    const deleted = await recorded('server.delete', (record) => record.outcome.kind === 'done');
    expect(deleted.requestId).toMatch(/.+/);
    const trail = (await records()).filter((record) => record.server?.id === doomed);
    expect(trail.map((record) => record.outcome.kind).sort()).toEqual(['asked', 'done']);
    expect(trail.every((record) => record.server?.name === 'Doomed')).toBe(true);
    const lines = postedLines().filter((line) => line.includes('deleted **Doomed**'));
    expect(lines).toHaveLength(2);
  });

  it('server delete: cancelled and expired prompts say so', async () => {
    const kept = harness.sandbox.addServer(harness.apiKey, { name: 'Kept', ramGb: 2, status: 'RUNNING' }).id;
    const cancelPrompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: kept } })
      .waitForReply();
    await harness.emulator
      .sendButton({
        message: cancelPrompt.message!,
        customId: buttonId(cancelPrompt.message, 'Cancel'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    await recorded(
      'server.delete',
      (record) => record.outcome.kind === 'cancelled' && record.server?.id === kept,
    );

    await harness.command({ name: 'server', subcommand: 'delete', options: { server: kept } }).waitForReply();
    await recorded(
      'server.delete',
      (record) => record.outcome.kind === 'expired' && record.server?.id === kept,
    );
    expect(
      postedLines().some(
        (line) => line.includes('deleted **Kept**') && line.includes('Expired without an answer'),
      ),
    ).toBe(true);
    expect(harness.sandbox.server(kept)).toBeDefined();
  });

  it('mods install: provider, mod and file; a refusal names the API error code', async () => {
    const install = async (mod: string, file: string) => {
      const prompt = await harness
        .command({
          name: 'mods',
          subcommand: 'install',
          options: { server: alphaId, provider: 'curseforge', mod, file },
        })
        .waitForReply();
      await harness.emulator
        .sendButton({
          message: prompt.message!,
          customId: buttonId(prompt.message, 'Install'),
          user: emulatedUsers.admin,
        })
        .waitForReply((view) => /Installed|❌/.test(visibleText(view.message)));
    };
    await install('310001', '4100011');
    const done = await recorded('mods.install', (record) => record.outcome.kind === 'done');
    expect(done.inputs).toMatchObject({ provider: 'curseforge', mod: 'Ore Compass', mod_id: '310001' });
    expect(done.inputs.file_id).toBe('4100011');
    expect(done.requestId).toMatch(/.+/);

    await install('310007', '4100071');
    const refused = await recorded('mods.install', (record) => record.outcome.kind === 'refused');
    expect(refused.outcome).toEqual({ kind: 'refused', code: 'DISTRIBUTION_RESTRICTED' });
    expect(refused.requestId).toMatch(/.+/);
    expect(postedLines().some((line) => line.includes('`DISTRIBUTION_RESTRICTED`'))).toBe(true);
  });

  it('access link and unlink, naming the server and the community guild', async () => {
    const replies: string[] = [];
    for (const subcommand of ['link', 'unlink'] as const)
      replies.push(
        replyText(
          await harness
            .command({ name: 'access', subcommand, options: { server: betaId, guild_id: communityGuildId } })
            .waitForReply(),
        ),
      );
    expect(replies[1]).toContain(`Unlinked **Beta** \`${betaId}\` from **Community**`);
    const guild = { kind: 'guild', id: communityGuildId, name: 'Community' };
    const link = await recorded('access.link');
    expect(link).toMatchObject({
      inputs: { guild },
      server: { id: betaId, name: 'Beta' },
      outcome: { kind: 'done' },
    });
    const unlink = await recorded('access.unlink');
    expect(unlink).toMatchObject({ inputs: { guild }, server: { id: betaId, name: 'Beta' } });
    const line = postedLines().find((text) => text.includes('unlinked'));
    expect(line).toContain(`unlinked **Beta** \`${betaId}\` [Guild: **Community** \`${communityGuildId}\`]`);
  });

  it('alerts subscribe and unsubscribe from a community guild, with its member and guild', async () => {
    await harness
      .command({
        name: 'access',
        subcommand: 'link',
        options: { server: alphaId, guild_id: communityGuildId },
      })
      .waitForReply();
    await harness.emulator.waitFor(() => harness.emulator.commands(communityGuildId).length > 0);
    const replies: string[] = [];
    for (const subcommand of ['subscribe', 'unsubscribe'] as const)
      replies.push(
        replyText(
          await harness.emulator
            .sendChatInput({
              guildId: communityGuildId,
              user: communityAdmin,
              name: 'alerts',
              subcommand,
              options: { channel: communityChannelId, server: alphaId },
            })
            .waitForReply(),
        ),
      );
    expect(replies[1]).toContain(`for **Alpha \\*Prod\\*** \`${alphaId}\``);
    const subscribe = await recorded('alerts.subscribe');
    expect(subscribe).toMatchObject({
      member: { id: communityAdmin.id, name: communityAdmin.username },
      guild: { id: communityGuildId, name: 'Community' },
      inputs: { channel: { kind: 'channel', id: communityChannelId } },
      server: { id: alphaId, name: 'Alpha *Prod*' },
      outcome: { kind: 'done' },
    });
    const unsubscribe = await recorded('alerts.unsubscribe');
    expect(unsubscribe.server).toEqual({ id: alphaId, name: 'Alpha *Prod*' });
    const line = postedLines().find((text) => text.includes('unsubscribed a channel'));
    expect(line).toContain(
      `**Alpha \\*Prod\\*** \`${alphaId}\` [Channel: <#${communityChannelId}>, Kind: all]`,
    );
  });

  it('posted every record exactly once, and never wrote a secret into the trail', async () => {
    const all = await records();
    expect(postedLines()).toHaveLength(all.length);
    const stored = JSON.stringify(all);
    expect(stored).not.toContain(harness.apiKey);
    expect(stored).not.toContain('e2e-bot-token');
  });
});

describe('/audit recent', () => {
  it('shows the latest records newest first, filtered by server and member, up to the limit', async () => {
    const newest = (await records())[0]!;
    const latest = await harness
      .command({ name: 'audit', subcommand: 'recent', options: { limit: 2 } })
      .waitForReply();
    const lines = (latest.message?.embeds[0]?.description ?? '').split('\n');
    expect(lines).toHaveLength(2);
    expect(newest.action).toBe('alerts.unsubscribe');
    expect(lines[0]).toContain('unsubscribed a channel');
    expect(lines[1]).toContain('subscribed a channel');

    const byServer = await harness
      .command({ name: 'audit', subcommand: 'recent', options: { server: alphaId, limit: 25 } })
      .waitForReply();
    const serverLines = (byServer.message?.embeds[0]?.description ?? '').split('\n');
    const expected = (await records()).filter((record) => record.server?.id === alphaId);
    expect(serverLines).toHaveLength(expected.length);
    expect(serverLines.every((line) => line.includes(`\`${alphaId}\``))).toBe(true);

    const byMember = await harness
      .command({ name: 'audit', subcommand: 'recent', options: { member: communityAdmin.id } })
      .waitForReply();
    const memberLines = (byMember.message?.embeds[0]?.description ?? '').split('\n');
    expect(memberLines).toHaveLength(2);
    expect(memberLines.every((line) => line.includes(`<@${communityAdmin.id}>`))).toBe(true);
    expect(memberLines[0]).toContain('unsubscribed');
    expect(byMember.message?.content).toContain(`member <@${communityAdmin.id}>`);
  });

  it('is not registered in a community guild, and refuses it like any ops-only command', async () => {
    expect(harness.emulator.commands(communityGuildId).map((command) => command.name)).not.toContain('audit');
    const audit = harness.emulator.commands(opsGuildId).find((command) => command.name === 'audit');
    expect(audit?.default_member_permissions).toBe(String(1n << 5n));
    // A community member whose Discord still shows an ops command list, as after a stale registration.
    const { client } = harness.app.bot;
    await client.rest.put(Routes.applicationGuildCommands(client.application.id, communityGuildId), {
      body: definitionsFor(commands, 'ops'),
    });
    const view = await harness.emulator
      .sendChatInput({ guildId: communityGuildId, user: communityAdmin, name: 'audit', subcommand: 'recent' })
      .waitForReply();
    expect(replyText(view)).toContain('no longer available here');
    expect(replyText(view)).not.toContain('Audit trail');
  });
});

describe('posting survives restarts', () => {
  it('a post that went out unconfirmed before a restart is not posted twice', async () => {
    const before = postedLines().length;
    // Discord creates the message but the answer is lost; every later try fails until the restart.
    harness.emulator.failPosts({
      channelId: opsChannelId,
      containing: 'Delta',
      status: 500,
      afterCreating: true,
      times: 1,
    });
    const lift = harness.emulator.failPosts({ channelId: opsChannelId, containing: 'Delta', status: 503 });
    await harness
      .command({ name: 'server', subcommand: 'create', options: { name: 'Delta', ram: 2 } })
      .waitForReply();
    await harness.emulator.waitFor(() => postedLines().length === before + 1, 5_000);
    await until(async () =>
      (await harness.app.store.audit.pendingPosts()).some((post) => post.maybeSentAt !== undefined),
    );
    await harness.restart();
    lift();
    await until(nothingPending);
    expect(postedLines().filter((line) => line.includes('Name: Delta'))).toHaveLength(1);
  });

  it('a record whose post had not gone out before a restart is posted after it, once', async () => {
    const before = postedLines().length;
    const lift = harness.emulator.failPosts({ channelId: opsChannelId, status: 503, containing: 'Epsilon' });
    await harness
      .command({ name: 'server', subcommand: 'create', options: { name: 'Epsilon', ram: 2 } })
      .waitForReply();
    await until(async () => (await records()).some((record) => record.inputs.name === 'Epsilon'));
    await harness.restart();
    expect(postedLines()).toHaveLength(before);
    lift();
    await harness.emulator.waitFor(() => postedLines().length === before + 1, 5_000);
    expect(postedLines().filter((line) => line.includes('Name: Epsilon'))).toHaveLength(1);
  });

  it('omitting the channel stops the posting; records are still kept', async () => {
    await harness.command({ name: 'audit', subcommand: 'channel' }).waitForReply();
    const before = postedLines().length;
    await harness
      .command({ name: 'server', subcommand: 'create', options: { name: 'Zeta', ram: 2 } })
      .waitForReply();
    await recorded('server.create', (record) => record.inputs.name === 'Zeta');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(postedLines()).toHaveLength(before);
  });
});

describe('retention', () => {
  it('prunes records older than AUDIT_RETENTION_DAYS in the background', async () => {
    const kept = (await records()).length;
    expect(kept).toBeGreaterThan(0);
    const clock = Date.now() + 91 * 24 * 60 * 60_000;
    await harness.restart({ now: () => clock, auditTiming });
    await until(async () => (await records()).length === 0);
  });
});
