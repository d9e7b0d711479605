import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstalledMod } from '../../src/store/index.js';
import { buttonId, replyText, visibleText } from './helpers.js';
import { communityAdmin, communityGuildId, otherGuildId, startHarness, type Harness } from './harness.js';
import { run } from './poller-world.js';

/**
 * A guild sees its servers' history from its link on (issue 37, item 5): `/server activity` and
 * `/mods installed` in a community guild show what happened since that guild's link, on the first page and
 * on every page after; a server moved from one customer to another shows the second nothing of the first.
 */
let harness: Harness;
let serverId: string;
let firstLinkAt: number;
let secondLinkAt: number;

const installed = (modId: string, modName: string, installedAt: number): InstalledMod => ({
  serverId,
  serverName: 'Moved Box',
  provider: 'curseforge',
  type: 'mods',
  modId,
  modName,
  fileId: `${modId}-file`,
  fileName: `${modId}.jar`,
  installedBy: communityAdmin.id,
  installedAt,
});

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false }, env: { LOG_LEVEL: 'silent' } });
  serverId = harness.sandbox.addServer(harness.apiKey, { name: 'Moved Box', status: 'RUNNING' }).id;
  const store = harness.app.store;
  const at = (offsetMs: number, since: number) => since + offsetMs;

  const created = Date.now() - 60_000;
  harness.sandbox.addActivity(serverId, { description: 'the reseller set it up', at: created });
  await store.installedMods.record(installed('m-ops', 'Ops Tool', created));

  // The first customer has it for a while...
  await run(harness, 'access', 'link', { server: serverId, guild_id: otherGuildId });
  firstLinkAt = (await store.linkedAt(otherGuildId, serverId))!;
  // Until the clock passed the first customer's entry: it is in the past, and the second link after it.
  await harness.emulator.waitFor(() => Date.now() > at(5, firstLinkAt));
  harness.sandbox.addActivity(serverId, {
    description: 'first customer restarted it',
    at: at(5, firstLinkAt),
  });
  await store.installedMods.record(installed('m-first', 'First Customer Mod', at(5, firstLinkAt)));
  // ...then it moves to the second.
  await run(harness, 'access', 'unlink', { server: serverId, guild_id: otherGuildId });
  await run(harness, 'access', 'link', { server: serverId, guild_id: communityGuildId });
  secondLinkAt = (await store.linkedAt(communityGuildId, serverId))!;
  expect(secondLinkAt).toBeGreaterThan(firstLinkAt);
  harness.sandbox.addActivity(serverId, {
    description: 'second customer renamed it',
    at: at(5, secondLinkAt),
  });
  // Twelve installs since the link: two pages of ten.
  for (let index = 0; index < 12; index += 1)
    await store.installedMods.record(
      installed(
        `m-second-${index}`,
        `Second Mod ${String(index).padStart(2, '0')}`,
        at(10 + index, secondLinkAt),
      ),
    );
});

afterAll(async () => {
  await harness.close();
});

describe('a community guild', () => {
  it('sees in /server activity only what happened since its link, and counts only that', async () => {
    const text = await run(harness, 'server', 'activity', { server: serverId }, communityGuildId);
    expect(text).toContain('second customer renamed it');
    expect(text).not.toContain('first customer restarted it');
    expect(text).not.toContain('the reseller set it up');
    expect(text).not.toMatch(/of [2-9]/);
  });

  it('sees in /mods installed only what was installed since its link, on every page', async () => {
    const first = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'mods',
        subcommand: 'installed',
        options: { server: serverId },
      })
      .waitForReply();
    const firstPage = replyText(first);
    expect(firstPage).toContain('Second Mod');
    expect(firstPage).toContain('12');
    const next = await harness.emulator
      .sendButton({
        message: first.message!,
        customId: buttonId(first.message, 'Next'),
        user: communityAdmin,
      })
      .waitForReply((view) => visibleText(view.message) !== visibleText(first.message));
    const secondPage = replyText(next);
    expect(secondPage).toContain('Second Mod');
    for (const page of [firstPage, secondPage]) {
      expect(page).not.toContain('First Customer Mod');
      expect(page).not.toContain('Ops Tool');
    }
    const shown = [firstPage, secondPage].join('\n').match(/Second Mod \d\d/g) ?? [];
    expect(new Set(shown).size).toBe(12);
  });
});

describe('the ops guild', () => {
  it('sees the whole history', async () => {
    const activity = await run(harness, 'server', 'activity', { server: serverId });
    for (const entry of [
      'the reseller set it up',
      'first customer restarted it',
      'second customer renamed it',
    ])
      expect(activity).toContain(entry);
    const mods = await run(harness, 'mods', 'installed', { server: serverId });
    expect(mods).toContain('14');
  });
});
