import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditRecord } from '../../src/store/index.js';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { buttonId, replyText, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  incidentsChannelId,
  opsChannelId,
  opsGuildId,
  otherChannelId,
  otherGuildId,
  startHarness,
  type Harness,
} from './harness.js';

// A click counts once, and a confirmation acts only for the member who asked, while they still may, and
// only from the message it was shown on (issue 25, deliverable 5).

let harness: Harness;
let moddedId: string;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false },
    app: { auditTiming: { batchMs: 50, idleMs: 200 }, deliveryTiming: { deliveryRetryMs: 100 } },
  });
  moddedId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Modded Community',
    ramGb: 8,
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  await harness
    .command({ name: 'audit', subcommand: 'channel', options: { channel: opsChannelId } })
    .waitForReply();
  await harness
    .command({
      name: 'access',
      subcommand: 'link',
      options: { server: moddedId, guild_id: communityGuildId },
    })
    .waitForReply();
  await harness.emulator.waitFor(() => harness.emulator.commands(communityGuildId).length > 0);
});

afterAll(async () => {
  await harness.close();
});

/** Waits until every audit record is posted, then answers the records about a server. */
async function settledTrail(serverId: string): Promise<AuditRecord[]> {
  await vi.waitFor(async () => expect(await harness.app.store.audit.pendingPosts()).toEqual([]), {
    timeout: 5_000,
    interval: 20,
  });
  return (await harness.app.store.audit.records()).filter((record) => record.server?.id === serverId);
}

/** The audit channel's lines that contain a text. */
function auditLines(text: string): string[] {
  return harness.emulator
    .messages(opsChannelId)
    .filter((message) => message.interactionId === undefined)
    .flatMap((message) => (message.embeds[0]?.description ?? '').split('\n'))
    .filter((line) => line.includes(text));
}

const deletes = (serverId: string) =>
  harness.sandbox.requests.filter(
    (request) => request.method === 'DELETE' && request.path.endsWith(`/servers/${serverId}`),
  );

async function deletePrompt(name: string): Promise<{ serverId: string; prompt: EmulatedMessage }> {
  const serverId = harness.sandbox.addServer(harness.apiKey, { name, ramGb: 2, status: 'RUNNING' }).id;
  const view = await harness
    .command({ name: 'server', subcommand: 'delete', options: { server: serverId } })
    .waitForReply();
  return { serverId, prompt: view.message! };
}

describe('a click counts once', () => {
  it("40 clicks at once by a plain member on a community admin's Install prompt: one record, one line", async () => {
    const view = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'mods',
        subcommand: 'install',
        options: { server: moddedId, provider: 'curseforge', mod: '310001', file: '4100011' },
      })
      .waitForReply();
    const prompt = view.message!;
    expect(visibleText(prompt)).toContain('Install Ore Compass');
    const install = buttonId(prompt, 'Install');
    const cancel = buttonId(prompt, 'Cancel');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        harness.emulator
          .sendButton({
            message: prompt,
            customId: index % 4 === 3 ? cancel : install,
            user: emulatedUsers.member,
          })
          // Forty at once on a machine shared with other suites: generous, as Discord's own 3 s is per click.
          .waitForReply(undefined, 15_000),
      ),
    );
    for (const answer of answers) expect(replyText(answer)).toContain('Only the member who asked');
    const trail = await settledTrail(moddedId);
    const refused = trail.filter((record) => record.outcome.kind === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      guild: { id: communityGuildId },
      member: { id: emulatedUsers.member.id },
      action: 'mods.install',
      outcome: { code: 'NOT_THE_ASKER' },
    });
    expect(trail.filter((record) => record.outcome.kind === 'asked')).toHaveLength(1);
    // The one refusal: one line in the ops audit channel, not forty (the ask is told by its outcome's line).
    expect(auditLines('tried to install a mod on **Modded Community**')).toHaveLength(1);
    expect(auditLines('install a mod on **Modded Community**')).toHaveLength(1);
    // The prompt still works for the member who asked.
    const done = await harness.emulator
      .sendButton({ message: prompt, customId: install, user: communityAdmin })
      .waitForReply((answer) => visibleText(answer.message).includes('Installed'));
    expect(visibleText(done.message)).toContain('Installed **Ore Compass**');
  });
});

describe('a confirmation re-checks at the click', () => {
  it('an asker demoted to no permissions cannot confirm a delete; once allowed again, they can', async () => {
    const { serverId, prompt } = await deletePrompt('Demoted Target');
    const confirm = buttonId(prompt, 'Delete permanently');
    const demoted = await Promise.all(
      Array.from({ length: 5 }, () =>
        harness.emulator
          .sendButton({
            message: prompt,
            customId: confirm,
            user: emulatedUsers.admin,
            memberPermissions: 0n,
          })
          .waitForReply(),
      ),
    );
    for (const answer of demoted) expect(replyText(answer)).toContain('This needs the **administer** level');
    expect(deletes(serverId)).toHaveLength(0);
    expect(harness.sandbox.server(serverId)).toBeDefined();
    const refused = (await settledTrail(serverId)).filter((record) => record.outcome.kind === 'refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ guild: { id: opsGuildId }, outcome: { code: 'MISSING_LEVEL' } });
    // Refusing left the prompt pending: the same member, with Manage Server again, confirms it.
    await harness.emulator
      .sendButton({ message: prompt, customId: confirm, user: emulatedUsers.admin })
      .waitForReply((answer) => visibleText(answer.message).includes('Deleted'));
    expect(deletes(serverId)).toHaveLength(1);
  });

  it('a confirm id clicked on a message in another guild or channel does nothing and names nothing', async () => {
    const { serverId, prompt } = await deletePrompt('Bound Target');
    const confirm = buttonId(prompt, 'Delete permanently');
    for (const channelId of [otherChannelId, communityChannelId, incidentsChannelId]) {
      const forged = harness.emulator.forgeCopy(prompt, channelId);
      const answer = await harness.emulator
        .sendButton({ message: forged, customId: confirm, user: emulatedUsers.admin })
        .waitForReply();
      expect(replyText(answer)).toContain('expired or is no longer known');
      expect(replyText(answer)).not.toContain('Bound Target');
      expect(visibleText(harness.emulator.message(forged.id))).not.toContain('⏳');
    }
    expect(deletes(serverId)).toHaveLength(0);
    const trail = await settledTrail(serverId);
    expect(trail.map((record) => record.outcome.kind)).toEqual(['asked']);
    for (const guildId of [otherGuildId, communityGuildId])
      expect(trail.some((record) => record.guild.id === guildId)).toBe(false);
    // The prompt where it was shown still confirms, and is recorded under the guild that asked.
    await harness.emulator
      .sendButton({ message: prompt, customId: confirm, user: emulatedUsers.admin })
      .waitForReply((answer) => visibleText(answer.message).includes('Deleted'));
    expect(deletes(serverId)).toHaveLength(1);
    const outcome = (await settledTrail(serverId)).find((record) => record.outcome.kind === 'done');
    expect(outcome?.guild.id).toBe(opsGuildId);
  });
});
