import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { buttonId, buttons, replyText, visibleText } from './helpers.js';
import { communityAdmin, communityGuildId, opsGuildId, startHarness, type Harness } from './harness.js';

/** A second ops admin, who holds every level but did not search. */
const otherAdmin = { ...emulatedUsers.admin, id: '200000000000000031', username: 'other-admin' };

let harness: Harness;
let premiumId: string;
let budgetId: string;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false }, app: { confirmationTtlMs: 800 } });
  premiumId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Modded',
    ramGb: 8,
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  budgetId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Vanilla Budget',
    ramGb: 4,
    status: 'RUNNING',
    planTier: 'budget',
  }).id;
});

afterAll(async () => {
  await harness.close();
});

const isPrivate = (message: EmulatedMessage | undefined) =>
  ((message?.flags ?? 0) & MessageFlags.Ephemeral) !== 0;

const installs = () =>
  harness.sandbox.requests.filter((request) => request.method === 'POST' && /\/mods$/.test(request.path));

async function installPrompt(options: Record<string, string>) {
  const view = await harness
    .command({
      name: 'mods',
      subcommand: 'install',
      options: { server: premiumId, provider: 'curseforge', ...options },
    })
    .waitForReply();
  expect(visibleText(view.message)).toContain('Install');
  return view.message!;
}

describe('/mods search', () => {
  it('shows results with downloads and links, and a pick leads to the install confirmation', async () => {
    const view = await harness
      .command({ name: 'mods', subcommand: 'search', options: { server: premiumId, query: 'compass' } })
      .waitForReply();
    const text = visibleText(view.message);
    expect(text).toContain('Ore Compass');
    expect(text).toMatch(/⬇ 1,250,000|⬇ 1\.3M/);
    const select = view.message!.components[0];
    expect(select).toBeDefined();
    const customId = (select as { components: { custom_id: string }[] }).components[0]!.custom_id;
    const pick = await harness.emulator
      .sendSelect({ message: view.message!, customId, values: ['310001'], user: emulatedUsers.admin })
      .waitForReply();
    const prompt = replyText(pick);
    expect(prompt).toContain('Install Ore Compass on Modded?');
    expect(prompt).toContain('1.20.4');
    // The same question as `/mods install` asks, seen the same way: by the asker alone.
    expect(isPrivate(pick.message)).toBe(true);
    const asked = await installPrompt({ mod: '310001', file: '4100011' });
    expect(isPrivate(asked)).toBe(true);
  });

  it('answers a pick of a mod whose author forbids third-party downloads with why, not a prompt', async () => {
    const view = await harness
      .command({ name: 'mods', subcommand: 'search', options: { server: premiumId, query: 'shader' } })
      .waitForReply();
    const customId = (view.message!.components[0] as { components: { custom_id: string }[] }).components[0]!
      .custom_id;
    const pick = await harness.emulator
      .sendSelect({ message: view.message!, customId, values: ['310007'], user: emulatedUsers.admin })
      .waitForReply();
    expect(replyText(pick)).toContain('forbids third-party downloads, so the bot cannot install it');
    expect([pick.message, ...pick.followUps].flatMap((message) => buttons(message))).toEqual([]);
  });

  it('lets only the member who searched install from the results', async () => {
    const view = await harness
      .command({ name: 'mods', subcommand: 'search', options: { server: premiumId, query: 'compass' } })
      .waitForReply();
    const customId = (view.message!.components[0] as { components: { custom_id: string }[] }).components[0]!
      .custom_id;
    const pick = await harness.emulator
      // Another member who may install (Manage Server): the results are still the searcher's alone.
      .sendSelect({ message: view.message!, customId, values: ['310001'], user: otherAdmin })
      .waitForReply();
    expect(replyText(pick)).toContain('Only the member who searched');
  });

  it('says which addon or plan unlocks mods on a budget server without the addon', async () => {
    const view = await harness
      .command({ name: 'mods', subcommand: 'search', options: { server: budgetId } })
      .waitForReply();
    expect(replyText(view)).toContain('mods addon or the Premium plan');
  });

  it("suggests mods as the admin types, then that mod's files for the server version first", async () => {
    const mods = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'mods',
        subcommand: 'install',
        options: { server: premiumId, provider: 'curseforge' },
        focused: { name: 'mod', value: 'lantern' },
      })
      .waitForReply();
    expect(mods.choices?.map((choice) => choice.value)).toContain('310002');
    const files = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'mods',
        subcommand: 'install',
        options: { server: premiumId, provider: 'curseforge', mod: '310002' },
        focused: { name: 'file', value: '' },
      })
      .waitForReply();
    expect(files.choices?.map((choice) => choice.value)).toEqual(['4100021', '4100022', '4100023']);
  });

  it('gives a reason, not an empty list, on a server without the mods addon; the pick is refused', async () => {
    const view = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'mods',
        subcommand: 'install',
        options: { server: budgetId, provider: 'curseforge' },
        focused: { name: 'mod', value: 'compass' },
      })
      .waitForReply();
    expect(view.choices).toHaveLength(1);
    expect(view.choices?.[0]?.name).toContain('neither the mods addon nor the Premium plan');
    const before = installs().length;
    const picked = await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: {
          server: budgetId,
          provider: 'curseforge',
          mod: view.choices![0]!.value as string,
          file: 'x',
        },
      })
      .waitForReply();
    expect(replyText(picked)).toContain('mods addon or the Premium plan');
    expect(buttons(picked.message)).toEqual([]);
    expect(installs().length).toBe(before);
  });

  it('answers autocomplete before the deadline when the API is slow, and cancels the lookup', async () => {
    harness.sandbox.inject({ method: 'GET', path: `/servers/${premiumId}/mods`, delayMs: 5_000 });
    const handle = harness.emulator.sendAutocomplete({
      guildId: opsGuildId,
      user: emulatedUsers.admin,
      name: 'mods',
      subcommand: 'install',
      options: { server: premiumId, provider: 'curseforge' },
      focused: { name: 'mod', value: 'words nobody searched before' },
    });
    const view = await handle.waitForReply(undefined, 4_000);
    expect(view.choices).toEqual([]);
    expect(handle.firstCallbackAt()! - handle.sentAt).toBeLessThan(3_000);
    expect(harness.logLines.some((line) => line.includes('autocomplete failed'))).toBe(true);
  });

  it("offers game versions, the server's first", async () => {
    const view = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'mods',
        subcommand: 'search',
        options: { server: premiumId },
        focused: { name: 'game_version', value: '1.' },
      })
      .waitForReply();
    expect(view.choices?.[0]).toEqual({ name: "1.20.4 (the server's)", value: '1.20.4' });
    expect(view.choices?.map((choice) => choice.value)).toContain('1.19.4');
    expect(view.choices?.map((choice) => choice.value)).not.toContain('Forge');
  });
});

describe('/mods installed', () => {
  it('names the server when the bot installed nothing on it', async () => {
    const view = await harness
      .command({ name: 'mods', subcommand: 'installed', options: { server: budgetId } })
      .waitForReply();
    const text = replyText(view);
    expect(text).toContain('has not installed any mods or plugins on **Vanilla Budget** yet.');
    expect(text).not.toContain(budgetId);
  });
});

describe('/mods install confirmation', () => {
  it('installs once however often it is confirmed, keyed by the confirmation', async () => {
    const message = await installPrompt({ mod: '310001', file: '4100011' });
    // The ops team restarts from the hosting panel: the bot cannot restart servers.
    expect(visibleText(message)).toContain('Restart the server from the hosting panel to load it.');
    const confirm = buttonId(message, 'Install');
    const before = installs().length;
    const first = harness.emulator.sendButton({ message, customId: confirm, user: emulatedUsers.admin });
    const second = harness.emulator.sendButton({ message, customId: confirm, user: emulatedUsers.admin });
    const outcome = await first.waitForReply((view) => visibleText(view.message).includes('Installed'));
    await second.waitForReply();
    expect(visibleText(outcome.message)).toContain('Ore Compass');
    expect(visibleText(outcome.message)).toContain('Restart the server from the hosting panel to load it.');
    expect(installs().length - before).toBe(1);
    expect(installs().at(-1)?.idempotencyKey).toMatch(/^mod-install:/);
    // Recorded once, for the file, the server's version and the member who confirmed it.
    const recorded = await harness.app.store.installedMods.ofServer(premiumId);
    expect(recorded).toEqual([
      expect.objectContaining({
        provider: 'curseforge',
        modId: '310001',
        modName: 'Ore Compass',
        fileId: '4100011',
        gameVersion: '1.20.4',
        loader: 'forge',
        releaseType: 'release',
        installedBy: emulatedUsers.admin.id,
      }),
    ]);
  });

  it('offers no Install button for a mod whose author forbids third-party downloads, but why', async () => {
    const before = installs().length;
    const view = await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: { server: premiumId, provider: 'curseforge', mod: '310007', file: '4100071' },
      })
      .waitForReply();
    const text = replyText(view);
    expect(text).toContain('forbids third-party downloads, so the bot cannot install it');
    expect(text).toMatch(/Mod page: <https:\/\/www\.curseforge\.com\/[^>]+>/);
    expect(buttons(view.message)).toEqual([]);
    expect(installs().length).toBe(before);
    const recorded = await harness.app.store.installedMods.ofServer(premiumId);
    expect(recorded.map((mod) => mod.modId)).not.toContain('310007');
  });

  it('replaces the prompt with the error when the upload fails', async () => {
    const message = await installPrompt({ mod: '310008', file: '4100081' });
    const outcome = await harness.emulator
      .sendButton({ message, customId: buttonId(message, 'Install'), user: emulatedUsers.admin })
      .waitForReply((view) => visibleText(view.message).includes('❌'));
    expect(visibleText(outcome.message)).toContain('could not be uploaded');
  });

  it('expires: the prompt says so and a late click changes nothing', async () => {
    const message = await installPrompt({ mod: '310002', file: '4100021' });
    const before = installs().length;
    await harness.emulator.waitFor(
      () => harness.emulator.message(message.id)?.content.includes('expired'),
      5_000,
    );
    const late = await harness.emulator
      .sendButton({ message, customId: buttonId(message, 'Install'), user: emulatedUsers.admin })
      .waitForReply();
    expect(replyText(late)).toContain('expired');
    expect(installs().length).toBe(before);
  });

  it('re-checks access on confirm: a server unlinked meanwhile is not installed to', async () => {
    await harness
      .command({
        name: 'access',
        subcommand: 'link',
        options: { server: premiumId, guild_id: communityGuildId },
      })
      .waitForReply();
    const prompt = await harness.emulator
      .sendChatInput({
        guildId: communityGuildId,
        user: communityAdmin,
        name: 'mods',
        subcommand: 'install',
        options: { server: premiumId, provider: 'curseforge', mod: '310003', file: '4100031' },
      })
      .waitForReply();
    expect(visibleText(prompt.message)).toContain('Install');
    // A community reader restarts from their own game panel, told the bot cannot.
    expect(visibleText(prompt.message)).toContain(
      'Restart the server from your game panel to load it (the bot cannot restart servers).',
    );
    await harness
      .command({
        name: 'access',
        subcommand: 'unlink',
        options: { server: premiumId, guild_id: communityGuildId },
      })
      .waitForReply();
    const before = installs().length;
    const outcome = await harness.emulator
      .sendButton({
        message: prompt.message!,
        customId: buttonId(prompt.message, 'Install'),
        user: communityAdmin,
      })
      .waitForReply((view) => visibleText(view.message).includes('❌'));
    expect(visibleText(outcome.message)).toContain('does not exist or is not available here');
    expect(installs().length).toBe(before);
  });

  it('rejects a file that the mod does not have before any install', async () => {
    const before = installs().length;
    const view = await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: { server: premiumId, provider: 'curseforge', mod: '310001', file: '999' },
      })
      .waitForReply();
    expect(replyText(view)).toContain('has no file with id 999');
    expect(installs().length).toBe(before);
  });
});

describe('the Update button of /mods installed', () => {
  it('opens the install confirmation for the clicker only, which expires and then installs nothing', async () => {
    harness.sandbox.publishModFile('curseforge', '310001', {
      id: '4100019',
      versionNumber: '1.9.0',
      gameVersions: ['1.20.4'],
      loaders: ['forge'],
    });
    const list = await harness
      .command({ name: 'mods', subcommand: 'installed', options: { server: premiumId } })
      .waitForReply();
    const click = await harness.emulator
      .sendButton({
        message: list.message!,
        customId: buttonId(list.message, 'Update Ore Compass'),
        user: emulatedUsers.admin,
      })
      .waitForReply();
    const prompt = click.message!;
    expect(visibleText(prompt)).toContain('Update Ore Compass on Modded?');
    const before = installs().length;
    const foreign = await harness.emulator
      .sendButton({ message: prompt, customId: buttonId(prompt, 'Update'), user: communityAdmin })
      .waitForReply();
    expect(replyText(foreign)).toContain('Only the member who asked');
    await harness.emulator.waitFor(
      () => harness.emulator.message(prompt.id)?.content.includes('expired'),
      5_000,
    );
    const late = await harness.emulator
      .sendButton({ message: prompt, customId: buttonId(prompt, 'Update'), user: emulatedUsers.admin })
      .waitForReply();
    expect(replyText(late)).toContain('expired');
    expect(installs().length).toBe(before);
  });
});

describe('hygiene', () => {
  it('hit no unknown Discord route, broke no Discord limit, and never showed the API key', () => {
    expect(harness.emulator.unknownRoutes()).toEqual([]);
    expect(harness.emulator.violations).toEqual([]);
    const posted = harness.emulator.requests.map((request) => JSON.stringify(request.body ?? '')).join('');
    expect(posted).not.toContain(harness.apiKey);
    expect(harness.logLines.join('')).not.toContain(harness.apiKey);
  });
});
