import { Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commandsDirectory, loadCommands } from '../../src/discord/command-loader.js';
import { auditLine } from '../../src/render/audit.js';
import { english } from '../../src/i18n/index.js';
import { definitionsFor } from '../../src/discord/registry.js';
import type { AuditAction, AuditRecord } from '../../src/store/index.js';
import { emulatedUsers } from '../emulator/index.js';
import { until } from '../emulator/wait.js';
import { arrival, buttonId, buttons, replyText, visibleText } from './helpers.js';
import { fastPoller, run } from './poller-world.js';
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
const auditTiming = { batchMs: 50, idleMs: 200 };
const deliveryTiming = { deliveryRetryMs: 100 };

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false },
    app: { confirmationTtlMs: 1_500, auditTiming, deliveryTiming },
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

/** The records that are one action each: a confirmation's ask is told by its outcome's line. */
const actions = (all: readonly AuditRecord[]) => all.filter((record) => record.outcome.kind !== 'asked');

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

/**
 * Resolves once the poster has run a round that began after the call through its look for confirmations
 * that expired unnoticed: its read of the open asks, then its read of the pending posts, which comes after
 * whatever that look recorded. Read on the backend the poster's fenced store shares, by stored collection.
 */
async function nextExpiryRound(): Promise<void> {
  const reads = vi.spyOn(harness.app.store.backend, 'listRecords');
  const readOf = (collection: string) =>
    reads.mock.calls.flatMap(([read], index) =>
      read === collection ? [reads.mock.invocationCallOrder[index]!] : [],
    );
  try {
    await harness.emulator.waitFor(() => {
      const [look] = readOf('audit-open');
      return look !== undefined && readOf('audit-post').some((order) => order > look);
    });
  } finally {
    reads.mockRestore();
  }
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
    const line = postedLines().find((text) => text.includes('created the server'));
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
    expect(resize.inputs).toEqual({ ram: { kind: 'resize', fromGb: 8, toGb: 12 } });
    expect(resize.server).toEqual({ id: alphaId, name: 'Alpha *Prod*' });
    expect(resize.requestId).toMatch(/.+/);
    expect(postedLines().some((line) => line.includes('updated **Alpha \\*Prod\\*** `'))).toBe(true);

    harness.sandbox.inject({ method: 'GET', path: `/servers/${betaId}`, delayMs: 600 });
    const read = arrival('GET', `/api/v1/servers/${betaId}`);
    const handle = harness.command({
      name: 'server',
      subcommand: 'update',
      options: { server: betaId, external_reference: 'mine' },
    });
    // The change lands between the read's execution and its answer, held back unseen for 600 ms.
    await read;
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

  it('server update: a rate-limited resize is refused for now, recorded once with the code', async () => {
    // One more 429 than the API service retries: the member's resize is given up, nothing was executed.
    harness.sandbox.inject({
      method: 'PATCH',
      path: `/servers/${alphaId}`,
      status: 429,
      times: 11,
      headers: { 'retry-after': '0.05' },
      body: JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'slow down' } }),
    });
    const reply = await harness
      .command({ name: 'server', subcommand: 'update', options: { server: alphaId, ram: 16 } })
      .waitForReply();
    expect(replyText(reply)).toContain('rate limiting the bot right now');
    const refused = await recorded(
      'server.update',
      (record) => record.outcome.kind === 'refused' && record.outcome.code === 'RATE_LIMITED',
    );
    expect(refused.server).toEqual({ id: alphaId, name: 'Alpha *Prod*' });
    const lines = postedLines().filter((line) => line.includes('`RATE_LIMITED`'));
    expect(lines).toHaveLength(1);
    expect(harness.sandbox.server(alphaId)?.ramGb).toBe(12);
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
    // One line for the action: the ask is posted by its outcome.
    const lines = postedLines().filter((line) => line.includes('**Doomed**'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('deleted **Doomed**');
    expect(lines[0]).toContain('✅ Done.');
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
        (line) => line.includes('asked to delete **Kept**') && line.includes('Expired without an answer'),
      ),
    ).toBe(true);
    expect(harness.sandbox.server(kept)).toBeDefined();
  });

  it('mods install: provider, mod and file; a failure names the API error code, a refusal its reason', async () => {
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

    await install('310008', '4100081');
    const failed = await recorded('mods.install', (record) => record.outcome.kind === 'failed');
    expect(failed.outcome).toEqual({ kind: 'failed', code: 'UPLOAD_FAILED' });
    expect(failed.requestId).toMatch(/.+/);
    // The verb says the outcome: only the install that happened reads "installed".
    const installLines = postedLines().filter((line) => line.includes('a mod on'));
    expect(installLines.filter((line) => line.includes('installed a mod on'))).toHaveLength(1);
    const failedLine = installLines.find((line) => line.includes('`UPLOAD_FAILED`'));
    expect(failedLine).toContain('tried to install a mod on **Alpha');

    // A mod the API could only refuse gets no prompt: the bot refuses it, and records that in words.
    await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: { server: alphaId, provider: 'curseforge', mod: '310007', file: '4100071' },
      })
      .waitForReply();
    const refused = await recorded('mods.install', (record) => record.outcome.kind === 'refused');
    expect(refused.outcome).toMatchObject({ kind: 'refused', code: 'BOT_CHECK' });
    const refusedLine = postedLines().find((line) => line.includes('forbids third-party downloads'));
    expect(refusedLine).toContain('tried to install a mod on **Alpha');
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
    expect(line).toContain(
      `unlinked **Beta** \`${betaId}\` from a guild [Guild: **Community** \`${communityGuildId}\`]`,
    );
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
    expect(postedLines()).toHaveLength(actions(all).length);
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
    const expected = actions(await records()).filter((record) => record.server?.id === alphaId);
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

  it('shows a waiting ask until its outcome, then one line for the action; kinds in words', async () => {
    const target = harness.sandbox.addServer(harness.apiKey, { name: 'Pondered', ramGb: 2 }).id;
    const descriptionOf = async () =>
      (
        await harness
          .command({ name: 'audit', subcommand: 'recent', options: { server: target } })
          .waitForReply()
      ).message?.embeds[0]?.description ?? '';
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: target } })
      .waitForReply();
    await recorded('server.delete', (record) => record.server?.id === target);
    const waiting = (await descriptionOf()).split('\n');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toContain('asked to delete **Pondered**');
    expect(waiting[0]).toContain('Waiting for the member to confirm.');
    await harness.emulator
      .sendButton({
        message: prompt.message!,
        customId: buttonId(prompt.message, 'Cancel'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    await recorded(
      'server.delete',
      (record) => record.server?.id === target && record.outcome.kind === 'cancelled',
    );
    const settled = (await descriptionOf()).split('\n');
    expect(settled).toHaveLength(1);
    expect(settled[0]).toContain('asked to delete **Pondered**');
    expect(settled[0]).toContain('Cancelled by the member');

    const recent = harness.emulator
      .commands(opsGuildId)
      .find((command) => command.name === 'audit')
      ?.options?.find((option) => option.name === 'recent');
    const kind = (
      recent as { options?: { name: string; choices?: { name: string }[] }[] } | undefined
    )?.options?.find((option) => option.name === 'kind');
    const names = kind?.choices?.map((choice) => choice.name) ?? [];
    expect(names).toContain('Servers deleted');
    expect(names.some((name) => name.includes('.'))).toBe(false);
  });

  it('filters by kind and time, and pages with Newer / Older buttons', async () => {
    expect((await records()).filter((record) => record.action === 'server.delete').length).toBeGreaterThan(4);
    const descriptionLines = (message: typeof first.message) =>
      (message?.embeds[0]?.description ?? '').split('\n');
    const first = await harness
      .command({
        name: 'audit',
        subcommand: 'recent',
        options: { kind: 'server.delete', hours: 1, limit: 2 },
      })
      .waitForReply();
    expect(first.message?.content).toContain('the kind “Servers deleted” and the last 1 h');
    const page1 = descriptionLines(first.message);
    expect(page1).toHaveLength(2);
    expect(page1.every((line) => / (deleted|to delete) \*\*/.test(line))).toBe(true);
    expect(buttons(first.message).map((button) => [button.label, button.disabled])).toEqual([
      ['Newer', true],
      ['Older', false],
    ]);
    const older = await harness.emulator
      .sendButton({
        message: first.message!,
        customId: buttonId(first.message, 'Older'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => descriptionLines(view.message)[0] !== page1[0]);
    const page2 = descriptionLines(older.message);
    expect(page2).toHaveLength(2);
    // The two pages are the four newest deletes, in order, with nothing skipped or repeated.
    const newestFour = await harness.app.store.audit.recent({ action: 'server.delete', limit: 4 });
    expect([...page1, ...page2]).toEqual(newestFour.records.map((record) => auditLine(record, english)));
    const newer = await harness.emulator
      .sendButton({
        message: older.message!,
        customId: buttonId(older.message, 'Newer'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => descriptionLines(view.message)[0] === page1[0]);
    expect(descriptionLines(newer.message)).toEqual(page1);

    const none = await harness
      .command({ name: 'audit', subcommand: 'recent', options: { kind: 'board.remove' } })
      .waitForReply();
    expect(replyText(none)).toContain('No audit records for the kind “Status boards removed”.');
  });

  it('is not registered in a community guild, and refuses it like any ops-only command', async () => {
    expect(harness.emulator.commands(communityGuildId).map((command) => command.name)).not.toContain('audit');
    const audit = harness.emulator.commands(opsGuildId).find((command) => command.name === 'audit');
    expect(audit?.default_member_permissions).toBeNull();
    // A community member whose Discord still shows an ops command list, as after a stale registration.
    const { client } = harness.app.bot;
    await client.rest.put(Routes.applicationGuildCommands(client.application.id, communityGuildId), {
      body: definitionsFor((await loadCommands([commandsDirectory])).commands, 'ops'),
    });
    const view = await harness.emulator
      .sendChatInput({ guildId: communityGuildId, user: communityAdmin, name: 'audit', subcommand: 'recent' })
      .waitForReply();
    expect(replyText(view)).toContain('no longer available here');
    expect(replyText(view)).not.toContain('Audit trail');
  });
});

describe('refusals, confirmation outcomes and settings', () => {
  it('/audit channel is itself a record, naming the channel', async () => {
    const record = await recorded('audit.channel');
    expect(record.inputs).toEqual({ from: 'nowhere', to: { kind: 'channel', id: opsChannelId } });
    expect(postedLines().find((line) => line.includes('changed where audit records are posted'))).toContain(
      `To: <#${opsChannelId}>`,
    );
  });

  it('a mutating command refused in a guild that may not use it is recorded once, as a sentence', async () => {
    // The community guild still shows the ops command list (the stale registration above).
    await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'access',
        subcommand: 'link',
        options: { server: betaId, guild_id: communityGuildId },
      })
      .waitForReply();
    const refused = await recorded('access.link', (record) => record.outcome.kind === 'refused');
    expect(refused).toMatchObject({
      member: { id: communityAdmin.id },
      guild: { id: communityGuildId, name: 'Community' },
      server: { id: betaId, name: 'Beta' },
      outcome: { kind: 'refused', code: 'BOT_CHECK' },
    });
    const lines = postedLines().filter((line) => line.includes('⛔ Refused (`BOT_CHECK`): This command'));
    expect(lines).toHaveLength(1);
  });

  it('a server the guild may not see is refused and recorded, by the command that asked', async () => {
    await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'board',
        subcommand: 'create',
        options: { channel: communityChannelId },
      })
      .waitForReply();
    const board = await recorded('board.create');
    expect(board.inputs).toEqual({ channel: { kind: 'channel', id: communityChannelId } });
    const view = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'alerts',
        subcommand: 'usage',
        options: { channel: communityChannelId, server: betaId, cpu: 90 },
      })
      .waitForReply();
    expect(replyText(view)).toContain('does not exist or is not available here');
    const refused = await recorded('alerts.subscribe', (record) => record.outcome.kind === 'refused');
    expect(refused.inputs).toMatchObject({ cpu: { kind: 'percent', value: 90 } });
    const line = postedLines().find((text) => text.includes('CPU: 90%'));
    expect(line).toContain('Minutes: 5 min');
    expect(line).toContain('⛔ Refused');
  });

  it("a click on someone else's prompt or an expired one is refused; the expiry is recorded once", async () => {
    const target = harness.sandbox.addServer(harness.apiKey, { name: 'Clicked', ramGb: 2 }).id;
    const prompt = await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: target } })
      .waitForReply();
    const confirm = buttonId(prompt.message, 'Delete permanently');
    const click = (user: typeof emulatedUsers.admin | typeof emulatedUsers.member) =>
      harness.emulator.sendButton({ message: prompt.message!, customId: confirm, user }).waitForReply();
    await click(emulatedUsers.member);
    const foreign = await recorded('server.delete', (record) => record.outcome.kind === 'refused');
    expect(foreign).toMatchObject({
      member: { id: emulatedUsers.member.id },
      server: { id: target, name: 'Clicked' },
      outcome: { code: 'NOT_THE_ASKER' },
    });
    // The prompt's own timer records its expiry once the TTL has lapsed on the bot's clock.
    await recorded(
      'server.delete',
      (record) => record.server?.id === target && record.outcome.kind === 'expired',
    );
    await click(emulatedUsers.admin);
    await recorded(
      'server.delete',
      (record) => record.outcome.kind === 'refused' && record.outcome.code === 'CONFIRMATION_EXPIRED',
    );
    const trail = (await records()).filter((record) => record.server?.id === target);
    expect(trail.map((record) => record.outcome.kind).sort()).toEqual([
      'asked',
      'expired',
      'refused',
      'refused',
    ]);
    expect(postedLines().filter((line) => line.includes('**Clicked**'))).toHaveLength(3);
  });

  it('a prompt that expires while the bot is down is recorded when it is back, once', async () => {
    const target = harness.sandbox.addServer(harness.apiKey, { name: 'Forgotten', ramGb: 2 }).id;
    await harness
      .command({ name: 'server', subcommand: 'delete', options: { server: target } })
      .waitForReply();
    await recorded('server.delete', (record) => record.server?.id === target);
    await harness.restart({
      confirmationTtlMs: 1_500,
      auditTiming: { ...auditTiming, pruneEveryMs: 200 },
      deliveryTiming,
    });
    const expired = await recorded(
      'server.delete',
      (record) => record.server?.id === target && record.outcome.kind === 'expired',
    );
    expect(expired.member?.id).toBe(emulatedUsers.admin.id);
    // A second record of it would come from a later round's look for expiries, and its line with that round.
    await nextExpiryRound();
    await until(nothingPending);
    const lines = postedLines().filter((line) => line.includes('**Forgotten**'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('asked to delete **Forgotten**');
    expect(lines[0]).toContain('⌛ Expired without an answer; nothing changed.');
  });

  it('still posted every record exactly once', async () => {
    await until(nothingPending);
    expect(postedLines()).toHaveLength(actions(await records()).length);
  });
});

describe('usage threshold crossings', () => {
  /** The bot's clock runs ahead of real time by this much, so minutes pass in a moment. */
  let offsetMs = 0;
  let world: Harness;

  beforeAll(async () => {
    world = await startHarness({
      sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
      app: {
        ...fastPoller,
        auditTiming,
        deliveryTiming: { ...fastPoller.deliveryTiming, ...deliveryTiming, nonceWindowMs: 3_600_000 },
        now: () => Date.now() + offsetMs,
      },
      env: { LOG_LEVEL: 'silent' },
    });
    await world
      .command({ name: 'audit', subcommand: 'channel', options: { channel: opsChannelId } })
      .waitForReply();
  });

  afterAll(async () => {
    await world.close();
  });

  /**
   * Moves the bot's clock on 20 s at a time, each step past a watch of a minute's sampling interval (15 s),
   * and waits for the usage sample each step makes due, until the watch's state holds it: the next step then
   * counts from that sample.
   */
  async function letPass(serverId: string, minutes: number): Promise<void> {
    const { usage } = world.app.store;
    const [watch] = await usage.watches();
    if (!watch) throw new Error('no usage watch to sample for');
    for (let step = 0; step < (minutes * 60) / 20; step += 1) {
      offsetMs += 20_000;
      const movedTo = Date.now() + offsetMs;
      await until(async () => ((await usage.stateOf(watch, serverId))?.cpu?.lastAt ?? 0) >= movedTo);
    }
  }

  const crossings = async () =>
    (await world.app.store.audit.records()).filter((record) => record.action === 'usage.crossing');
  const crossingLines = () =>
    world.emulator
      .messages(opsChannelId)
      .flatMap((message) => (message.embeds[0]?.description ?? '').split('\n'))
      .filter((line) => line.includes('saw a usage threshold crossed'));

  it('records each crossing as the bot, once, with the figures in units and the channel it alerted', async () => {
    const server = world.sandbox.addServer(world.apiKey, { name: 'Hot Box' });
    world.sandbox.setUsage(server.id, { cpuPercent: 95 });
    await run(world, 'alerts', 'usage', { channel: opsChannelId, server: server.id, cpu: 80, minutes: 1 });
    await letPass(server.id, 2);
    await until(async () => (await crossings()).length === 1, 10_000);
    world.sandbox.setUsage(server.id, { cpuPercent: 10 });
    await letPass(server.id, 2);
    await until(async () => (await crossings()).length === 2, 10_000);
    await letPass(server.id, 1);
    const [recovered, fired] = await crossings();
    expect(fired).toMatchObject({
      guild: opsGuild,
      server: { id: server.id, name: 'Hot Box' },
      inputs: { cpu: { kind: 'percent', value: 95 }, state: 'above the threshold' },
      outcome: { kind: 'alerted' },
    });
    expect(fired?.member).toBeUndefined();
    expect(recovered?.inputs.state).toBe('back under the threshold');
    await world.emulator.waitFor(() => crossingLines().length === 2, 5_000);
    const [firstLine] = crossingLines();
    expect(firstLine).toContain('🤖 The bot (Reseller Ops) saw a usage threshold crossed on **Hot Box**');
    expect(firstLine).toContain(
      `CPU: 95%, State: above the threshold, Threshold: 80%, Minutes: 1 min, Channel: <#${opsChannelId}>`,
    );
    expect(firstLine).toContain('🔔 Alerted the watching channel.');
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
    // Nothing of it left to post (`recorded` waits for that): a line, were it still posted, is out by then.
    await recorded('server.create', (record) => record.inputs.name === 'Zeta');
    expect(postedLines()).toHaveLength(before);
  });
});

describe('retention', () => {
  it('prunes records older than AUDIT_RETENTION_DAYS in the background', async () => {
    const kept = (await records()).length;
    expect(kept).toBeGreaterThan(0);
    const clock = Date.now() + 91 * 24 * 60 * 60_000;
    await harness.restart({ now: () => clock, auditTiming, deliveryTiming });
    await until(async () => (await records()).length === 0);
  });
});
