import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { buttonId, buttons, replyText, visibleText } from './helpers.js';
import {
  communityAdmin,
  communityChannelId,
  communityGuildId,
  communityRoleId,
  incidentsChannelId,
  opsChannelId,
  startHarness,
  type Harness,
} from './harness.js';
import { fastPoller, passesRead, run, settle } from './poller-world.js';

// The whole flow on loopback: install through the bot, a newer release in the sandbox's catalogue,
// `/mods installed`, one alert with a button, a restart, the click, the confirmation, one install.

let harness: Harness;
let moddedId: string;
let otherId: string;
/** When the newer releases were published (epoch ms). */
let publishedMs: number;
const checkSeconds = 10;
const minute = 60_000;

beforeAll(async () => {
  harness = await startHarness({
    sandbox: { seed: false, rateLimit: { limit: 6_000, windowMs: 60_000 } },
    app: { ...fastPoller, confirmationTtlMs: 60_000 },
    env: { LOG_LEVEL: 'silent', MOD_UPDATE_CHECK_SECONDS: String(checkSeconds) },
  });
  const server = { ramGb: 8, status: 'RUNNING', planTier: 'premium', gameVersion: '1.20.4' } as const;
  moddedId = harness.sandbox.addServer(harness.apiKey, { ...server, name: 'Modded', gameType: 'forge' }).id;
  otherId = harness.sandbox.addServer(harness.apiKey, {
    ...server,
    name: 'Elsewhere',
    gameType: 'fabric',
  }).id;
  await run(harness, 'access', 'link', { server: moddedId, guild_id: communityGuildId });
  await run(harness, 'alerts', 'subscribe', { channel: opsChannelId });
  await run(
    harness,
    'alerts',
    'subscribe',
    { channel: communityChannelId, events: 'mods', ping: communityRoleId },
    communityGuildId,
  );
  await run(harness, 'alerts', 'subscribe', { channel: incidentsChannelId, events: 'activity' });
});

afterAll(async () => {
  await harness.close();
});

const installs = () =>
  harness.sandbox.requests.filter((request) => request.method === 'POST' && /\/mods$/.test(request.path));

const updatePosts = (channelId: string) =>
  harness.emulator
    .messages(channelId)
    .filter((message) => message.interactionId === undefined)
    .filter((message) => visibleText(message).includes('Update available'));

/** Installs through `/mods install` and its confirmation, as a member would. */
async function installThroughBot(serverId: string, mod: string, file: string): Promise<void> {
  const prompt = await harness
    .command({
      name: 'mods',
      subcommand: 'install',
      options: { server: serverId, provider: 'curseforge', mod, file },
    })
    .waitForReply();
  await harness.emulator
    .sendButton({
      message: prompt.message!,
      customId: buttonId(prompt.message, 'Install'),
      user: emulatedUsers.admin,
    })
    .waitForReply((view) => visibleText(view.message).includes('✅ Installed'));
}

function publishedAt(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

describe('mod updates', () => {
  it('records installs, and /mods installed marks a newer release for the same version and loader', async () => {
    await installThroughBot(moddedId, '310001', '4100011');
    await installThroughBot(otherId, '310003', '4100031');
    // Seen up to date first: the catalogue's answer behind it must not hide the release that follows.
    const before = await harness
      .command({ name: 'mods', subcommand: 'installed', options: { server: moddedId } })
      .waitForReply();
    expect(visibleText(before.message)).toContain('✅ Up to date (checked just now)');
    // The newest two are for another game version and another loader: only 1.5.0 fits the install.
    publishedMs = Date.now();
    harness.sandbox.publishModFile('curseforge', '310001', {
      id: '4100013',
      versionNumber: '1.5.0',
      gameVersions: ['1.20.4'],
      loaders: ['forge'],
      publishedAt: publishedAt(0),
    });
    harness.sandbox.publishModFile('curseforge', '310001', {
      id: '4100014',
      versionNumber: '1.6.0',
      gameVersions: ['1.21'],
      loaders: ['forge'],
      publishedAt: publishedAt(minute),
    });
    harness.sandbox.publishModFile('curseforge', '310001', {
      id: '4100015',
      versionNumber: '1.6.1',
      gameVersions: ['1.20.4'],
      loaders: ['fabric'],
      publishedAt: publishedAt(2 * minute),
    });
    harness.sandbox.publishModFile('curseforge', '310003', {
      id: '4100033',
      versionNumber: '5.3.0',
      gameVersions: ['1.20.4'],
      loaders: ['fabric'],
    });

    const view = await harness
      .command({ name: 'mods', subcommand: 'installed', options: { server: moddedId } })
      .waitForReply();
    const text = visibleText(view.message);
    // A person's view: name, catalogue, version and what it was installed for, when and by whom; no ids.
    expect(text).toContain('**Ore Compass** · mod from CurseForge');
    expect(text).toMatch(/Version Ore Compass 1\.4\.0 for 1\.20\.4 forge · installed <t:\d+:R> by <@\d+>/);
    expect(text).toContain('Update available: **Ore Compass 1.5.0** (checked just now)');
    expect(text).not.toMatch(/310001|4100011|4100013|curseforge mods/);
    expect(text).not.toMatch(/4100014|4100015/);
    expect(buttons(view.message).map((button) => button.label)).toEqual(['Update Ore Compass']);
  });

  it('posts one alert per release, with an Update button, within one check interval', async () => {
    await harness.emulator.waitFor(() => updatePosts(opsChannelId).length === 2, 25_000);
    // One interval, plus a tenth of it for a new install to be picked up, plus a few poll ticks.
    expect(Date.now() - publishedMs).toBeLessThan((checkSeconds * 1.1 + 3) * 1000);
    const [post] = await settle(
      harness,
      () => updatePosts(opsChannelId).length === 2 && updatePosts(opsChannelId),
      25_000,
    );
    const compass = updatePosts(opsChannelId).find((message) =>
      visibleText(message).includes('Ore Compass'),
    )!;
    expect(post).toBeDefined();
    const text = visibleText(compass);
    expect(text).toContain('Modded');
    expect(text).toContain('Installed: Ore Compass 1.4.0 `4100011`');
    expect(text).toContain('New: **Ore Compass 1.5.0** `4100013`');
    expect(text).not.toMatch(/4100014|4100015/);
    expect(buttons(compass).map((button) => button.label)).toEqual(['Update']);
    // The audit trail records each finding once, the bot as the actor.
    const findings = (await harness.app.store.audit.records()).filter(
      (record) => record.action === 'mods.update-check',
    );
    expect(findings.map((record) => [record.server?.name, record.inputs.newer_id]).sort()).toEqual([
      ['Elsewhere', '4100033'],
      ['Modded', '4100013'],
    ]);
    expect(findings[0]?.member?.id).toBe(harness.app.bot.client.user.id);
    // The community guild sees only its linked server's alert.
    const community = updatePosts(communityChannelId);
    expect(community.map((message) => visibleText(message).includes('Modded'))).toEqual([true]);
    expect(community[0]?.content).toContain(`<@&${communityRoleId}>`);
    // Routed by kind: a channel that asked for activity only gets no update alert.
    expect(updatePosts(incidentsChannelId)).toEqual([]);
  }, 40_000);

  it('shows the last background check, and its age, when the catalogue is too slow to ask now', async () => {
    harness.sandbox.inject({ method: 'GET', path: `/servers/${otherId}/mods`, delayMs: 6_000 });
    const view = await harness
      .command({ name: 'mods', subcommand: 'installed', options: { server: otherId } })
      .waitForReply((reply) => visibleText(reply.message).includes('Quick Storage'), 10_000);
    expect(visibleText(view.message)).toMatch(
      /Update available: \*\*Quick Storage 5\.3\.0\*\* \(as of the last check <t:\d+:R>\)/,
    );
  }, 20_000);

  it('keeps what was installed from a guild that may not see the server', async () => {
    const refused = await run(harness, 'mods', 'installed', { server: otherId }, communityGuildId);
    expect(refused).toContain('does not exist or is not available here');
    expect(refused).not.toContain('Quick Storage');
    const own = await run(harness, 'mods', 'installed', { server: moddedId }, communityGuildId);
    expect(own).toContain('Ore Compass');
    // Installed from the ops guild: named there, "a member of" it here, never by another guild's user id.
    expect(own).toContain('by a member of **Reseller Ops**');
    expect(own).not.toContain(emulatedUsers.admin.id);
    const atOps = await run(harness, 'mods', 'installed', { server: moddedId });
    expect(atOps).toContain(`by <@${emulatedUsers.admin.id}>`);
  });

  it('updates with one confirmed click after a restart, installing the new file once', async () => {
    await harness.restart();
    const alert = updatePosts(opsChannelId).find((message) => visibleText(message).includes('Ore Compass'))!;
    const refused = await harness.emulator
      .sendButton({ message: alert, customId: buttonId(alert, 'Update'), user: emulatedUsers.member })
      .waitForReply();
    expect(replyText(refused)).toContain('This needs the **operate** level');

    const click = await harness.emulator
      .sendButton({ message: alert, customId: buttonId(alert, 'Update'), user: emulatedUsers.admin })
      .waitForReply();
    const prompt = click.message as EmulatedMessage;
    expect(visibleText(prompt)).toContain('Update Ore Compass on Modded?');
    expect(visibleText(prompt)).toContain('Installed now: Ore Compass 1.4.0');
    expect(prompt.flags & 64).toBe(64);
    const before = installs().length;
    const confirm = buttonId(prompt, 'Update');
    const first = harness.emulator.sendButton({
      message: prompt,
      customId: confirm,
      user: emulatedUsers.admin,
    });
    const second = harness.emulator.sendButton({
      message: prompt,
      customId: confirm,
      user: emulatedUsers.admin,
    });
    const outcome = await first.waitForReply((view) => visibleText(view.message).includes('Updated to'));
    await second.waitForReply();
    expect(visibleText(outcome.message)).toContain('Ore Compass 1.5.0');
    expect(installs().length - before).toBe(1);
    expect(installs().at(-1)?.idempotencyKey).toMatch(/^mod-install:/);
    expect(harness.sandbox.server(moddedId)?.installedMods.map((mod) => mod.fileId)).toEqual(['4100013']);
    const record = await harness.app.store.installedMods.get({
      serverId: moddedId,
      provider: 'curseforge',
      modId: '310001',
    });
    expect(record).toMatchObject({ fileId: '4100013', installedBy: emulatedUsers.admin.id });

    const audit = (await harness.app.store.audit.records()).filter(
      (entry) => entry.action === 'mods.install' && entry.inputs.updates === 'Ore Compass 1.4.0',
    );
    expect(audit.map((entry) => entry.outcome.kind).sort()).toEqual(['asked', 'done']);

    const again = await harness.emulator
      .sendButton({ message: alert, customId: buttonId(alert, 'Update'), user: emulatedUsers.admin })
      .waitForReply();
    expect(replyText(again)).toContain('already at');
    expect(installs().length - before).toBe(1);
  }, 30_000);

  it('answers an install error of the update as /mods install does, and keeps the record', async () => {
    const alert = updatePosts(opsChannelId).find((message) =>
      visibleText(message).includes('Quick Storage'),
    )!;
    const click = await harness.emulator
      .sendButton({ message: alert, customId: buttonId(alert, 'Update'), user: emulatedUsers.admin })
      .waitForReply();
    const prompt = click.message as EmulatedMessage;
    harness.sandbox.inject({
      method: 'POST',
      path: `/servers/${otherId}/mods`,
      status: 403,
      body: JSON.stringify({
        error: { code: 'DISTRIBUTION_RESTRICTED', message: 'no third-party downloads', requestId: 'req_dr' },
      }),
    });
    const outcome = await harness.emulator
      .sendButton({ message: prompt, customId: buttonId(prompt, 'Update'), user: emulatedUsers.admin })
      .waitForReply((view) => visibleText(view.message).includes('❌'));
    expect(visibleText(outcome.message)).toContain('forbids third-party downloads');
    expect(visibleText(outcome.message)).toContain('req_dr');
    const record = await harness.app.store.installedMods.get({
      serverId: otherId,
      provider: 'curseforge',
      modId: '310003',
    });
    expect(record?.fileId).toBe('4100031');
  });

  it('pages a long list with buttons', async () => {
    const pagedId = harness.sandbox.addServer(harness.apiKey, { name: 'Paged', planTier: 'premium' }).id;
    for (let index = 0; index < 12; index += 1)
      await harness.app.store.installedMods.record({
        serverId: pagedId,
        serverName: 'Paged',
        provider: 'modrinth',
        type: 'mods',
        modId: `gone${String(index).padStart(2, '0')}`,
        modName: `Retired Mod ${String(index).padStart(2, '0')}`,
        fileId: `v${index}`,
        fileName: `retired-${index}.jar`,
        installedBy: emulatedUsers.admin.id,
        installedAt: Date.now(),
      });
    const first = await harness
      .command({ name: 'mods', subcommand: 'installed', options: { server: pagedId } })
      .waitForReply();
    expect(visibleText(first.message)).toContain('Retired Mod 00');
    expect(visibleText(first.message)).not.toContain('Retired Mod 10');
    expect(visibleText(first.message)).toContain('page 1 of 2');
    expect(visibleText(first.message)).toContain('Its catalogue does not list this mod now');
    const next = await harness.emulator
      .sendButton({
        message: first.message!,
        customId: buttonId(first.message, 'Next'),
        user: emulatedUsers.admin,
      })
      .waitForReply((view) => visibleText(view.message).includes('page 2 of 2'));
    expect(visibleText(next.message)).toContain('Retired Mod 11');
  }, 30_000);

  it('announces nothing more once the newest fitting release is installed', async () => {
    // Each install checked again since (a check that found news queues its alert as it stores the check),
    // then two status passes: an alert queued by then has been posted.
    const since = Date.now();
    await vi.waitFor(
      async () => {
        for (const [serverId, modId] of [
          [moddedId, '310001'],
          [otherId, '310003'],
        ] as const) {
          const record = await harness.app.store.installedMods.get({
            serverId,
            provider: 'curseforge',
            modId,
          });
          expect(record?.check?.at, `${modId} checked again`).toBeGreaterThan(since);
        }
      },
      { timeout: 2 * checkSeconds * 1000, interval: 100 },
    );
    await passesRead(harness);
    expect(updatePosts(opsChannelId)).toHaveLength(2);
    expect(updatePosts(communityChannelId)).toHaveLength(1);
    expect(installs().filter((request) => request.path === `/servers/${moddedId}/mods`)).toHaveLength(2);
  }, 30_000);

  it("answers a community guild's Update click like a missing server once the server is unlinked", async () => {
    const alert = updatePosts(communityChannelId)[0]!;
    await run(harness, 'access', 'unlink', { server: moddedId, guild_id: communityGuildId });
    const before = installs().length;
    const click = await harness.emulator
      .sendButton({ message: alert, customId: buttonId(alert, 'Update'), user: communityAdmin })
      .waitForReply();
    expect(replyText(click)).toContain('does not exist or is not available here');
    expect(replyText(click)).not.toContain('Ore Compass 1.5.0');
    expect(installs().length).toBe(before);
    expect(await run(harness, 'mods', 'installed', { server: moddedId }, communityGuildId)).toContain(
      'does not exist or is not available here',
    );
  });

  it('hit no unknown Discord route and broke no Discord limit', () => {
    expect(harness.emulator.unknownRoutes()).toEqual([]);
    expect(harness.emulator.violations).toEqual([]);
  });
});
