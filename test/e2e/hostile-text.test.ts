import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers, type EmulatedMessage } from '../emulator/index.js';
import { replyText, visibleText } from './helpers.js';
import { communityRoleId, opsGuildId, opsChannelId, startHarness, type Harness } from './harness.js';

// Text from the API and the catalogues is text (issue 25, deliverable 6): a hostile catalogue entry and a
// hostile server name, shown in search results, an install prompt and /server info, stay inert.

let harness: Harness;
let serverId: string;

const hostileUrl = 'https://ok.example) **FREE** [verify](https://phish.example';
const serverName = `Hostile <@&${communityRoleId}> [login](https://phish.example) \u202Etxt.exe`;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false } });
  serverId = harness.sandbox.addServer(harness.apiKey, {
    name: serverName,
    ramGb: 8,
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  harness.sandbox.editCatalogueEntry('curseforge', '310001', {
    name: `Ore <@&${communityRoleId}> </server delete:1> <t:1767225600:R> \u202Eexe.gpj`,
    summary: `**FREE** [verify](https://phish.example) @everyone <#${opsChannelId}> a\u200Bdmin https://phish.example`,
    websiteUrl: hostileUrl,
    fileName: `ore-<@${emulatedUsers.member.id}>-\u2066x\u2069.jar`,
  });
});

afterAll(async () => {
  await harness.close();
});

/** Every way the hostile texts could come alive in a message, each unescaped; [] when all are inert. */
function liveHostileSyntax(text: string): string[] {
  const patterns: [string, RegExp][] = [
    ['role mention', new RegExp(`(?<!\\\\)<@&${communityRoleId}>`)],
    ['user mention', new RegExp(`(?<!\\\\)<@${emulatedUsers.member.id}>`)],
    ['channel mention', new RegExp(`(?<!\\\\)<#${opsChannelId}>`)],
    ['command mention', /(?<!\\)<\/server delete:1>/],
    ['timestamp', /(?<!\\)<t:1767225600:R>/],
    ['everyone', /(?<!\\)@everyone/],
    ['phishing URL', /https:\/\/phish\.example/],
    ['foreign link target', /https:\/\/ok\.example/],
    ['masked link', /(?<!\\)\[(?:verify|login)(?<!\\)\]/],
    ['bold', /(?<!\\)\*\*FREE/],
    ['bidi control', /[\u202a-\u202e\u2066-\u2069]/],
    ['zero-width character', /[\u200b\u200c\u2060\ufeff]/],
  ];
  return patterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** The targets of every masked link in a text. */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

function plainTexts(message: EmulatedMessage | undefined): string[] {
  return (message?.components ?? []).flatMap((row) =>
    'components' in row
      ? (row.components as { label?: string; options?: { label: string; description?: string }[] }[]).flatMap(
          (component) => [
            component.label ?? '',
            ...(component.options ?? []).flatMap((option) => [option.label, option.description ?? '']),
          ],
        )
      : [],
  );
}

describe('hostile catalogue and server texts stay text', () => {
  it('in search results: no live syntax, and no link but to curseforge.com', async () => {
    const view = await harness
      .command({ name: 'mods', subcommand: 'search', options: { server: serverId, query: 'compass' } })
      .waitForReply();
    const text = replyText(view);
    expect(text).toContain('Ore');
    expect(text).toContain('admin');
    expect(liveHostileSyntax(text)).toEqual([]);
    for (const target of linkTargets(text))
      expect(new URL(target).hostname).toMatch(/(^|\.)curseforge\.com$/);
    // The pick menu shows no markdown, but no bidi or invisible characters either.
    const menu = plainTexts(view.message).join('\n');
    expect(menu).toContain('Ore');
    expect(menu).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]/);
  });

  it('in the install prompt', async () => {
    const view = await harness
      .command({
        name: 'mods',
        subcommand: 'install',
        options: { server: serverId, provider: 'curseforge', mod: '310001', file: '4100011' },
      })
      .waitForReply();
    const text = visibleText(view.message);
    expect(text).toContain('please confirm');
    expect(text).toContain('.jar');
    expect(liveHostileSyntax(text)).toEqual([]);
    expect(linkTargets(text)).toEqual([]);
  });

  it('in /server info', async () => {
    const view = await harness
      .command({ name: 'server', subcommand: 'info', options: { server: serverId } })
      .waitForReply();
    const text = replyText(view);
    expect(text).toContain('Hostile');
    expect(liveHostileSyntax(text)).toEqual([]);
  });

  it('in autocomplete choices', async () => {
    const choices = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'mods',
        subcommand: 'install',
        options: { server: serverId, provider: 'curseforge' },
        focused: { name: 'mod', value: 'compass' },
      })
      .waitForReply();
    const names = (choices.choices ?? []).map((choice) => choice.name).join('\n');
    expect(names).toContain('Ore');
    expect(names).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]/);
  });
});
