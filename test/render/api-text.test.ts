import { describe, expect, it } from 'vitest';
import { escapeApiText, plainApiText } from '../../src/render/format.js';
import { providerLink, providerPageUrl } from '../../src/render/links.js';
import { serverListLines } from '../../src/render/servers.js';
import { serverSchema } from '../../src/api/model.js';
import { english } from '../../src/i18n/index.js';

/**
 * Discord's syntax as its client finds it in a message: a match means the text would render as something
 * other than text. A backslash before the syntax's first character makes it literal.
 */
const liveSyntax: [string, RegExp][] = [
  ['user mention', /(?<!\\)<@!?\d+>/],
  ['role mention', /(?<!\\)<@&\d+>/],
  ['channel mention', /(?<!\\)<#\d+>/],
  ['slash command mention', /(?<!\\)<\/[\w -]+:\d+>/],
  ['timestamp', /(?<!\\)<t:-?\d+(:[tTdDfFR])?>/],
  ['custom emoji', /(?<!\\)<a?:\w+:\d+>/],
  ['masked link', /(?<!\\)\[[^\]]*(?<!\\)\]\((?<!\\)/],
  ['bare URL', /\bhttps?:\/\//],
  ['angle-bracket URL', /(?<!\\)<https?:/],
  ['everyone ping text', /(?<!\\)@(everyone|here)/],
  ['bidi control', /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/],
  ['zero-width character', /[\u200b\u200c\u2060\ufeff]/],
];

function live(text: string): string[] {
  return liveSyntax.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

describe('escapeApiText', () => {
  const hostile: Record<string, string> = {
    'user mention': 'hi <@123456789012345678> and <@!123456789012345678>',
    'role mention': 'ping <@&123456789012345678>',
    'channel mention': 'see <#123456789012345678>',
    'slash command mention': 'run </server delete:1234567890123456789>',
    timestamp: 'ends <t:1767225600:R>',
    'custom emoji': 'nice <:pog:123456789012345678> <a:spin:123456789012345678>',
    'masked link': '[verify your account](https://phish.example/login)',
    'bare URL': 'go to https://phish.example/free and http://phish.example',
    'angle-bracket URL': 'quiet <https://phish.example>',
    'everyone ping text': 'hey @everyone and @here',
    'bidi control': 'invoice\u202Efdp.exe \u2066x\u2069 \u200Fy',
    'zero-width character': 'ad\u200Bmin o\u200Cps \u2060staff\uFEFF',
  };

  for (const [syntax, text] of Object.entries(hostile)) {
    it(`neutralises ${syntax}`, () => {
      expect(live(text)).toContain(syntax);
      expect(live(escapeApiText(text))).toEqual([]);
    });
  }

  it('turns the catalogue URL that closed a masked link early into text', () => {
    const url = 'https://ok.example) **FREE** [verify](https://phish.example';
    const escaped = escapeApiText(`[Mod](${url})`);
    expect(live(escaped)).toEqual([]);
    expect(escaped).toBe(
      '\\[Mod\\]\\(https\\://ok.example\\) \\*\\*FREE\\*\\* \\[verify\\]\\(https\\://phish.example\\)',
    );
  });

  it('returns letters, digits and spaces as they are, and escapes what stands beside them', () => {
    expect(escapeApiText('Fleet 42 EU west')).toBe('Fleet 42 EU west');
    expect(escapeApiText('')).toBe('');
    expect(escapeApiText('Fleet_42')).toBe('Fleet\\_42');
    expect(escapeApiText('Fleet\u200b42')).toBe('Fleet42');
  });

  it('escapes the syntax exactly as expected and keeps ordinary text as it is', () => {
    expect(escapeApiText('<@&1>')).toBe('\\<@&1\\>');
    expect(escapeApiText('</server delete:1>')).toBe('\\</server delete:1\\>');
    expect(escapeApiText('<t:1:R>')).toBe('\\<t:1:R\\>');
    expect(escapeApiText('see https://x.example')).toBe('see https\\://x.example');
    expect(escapeApiText('@everyone')).toBe('\\@everyone');
    expect(escapeApiText('1. first\n 2. second')).toBe('1\\. first\n 2\\. second');
    expect(escapeApiText('> quoted')).toBe('\\> quoted');
    expect(escapeApiText('-# subtext')).toBe('\\-# subtext');
    expect(escapeApiText('Survival 1.20 – ops@example.org: 10:30')).toBe(
      'Survival 1.20 – ops@example.org: 10:30',
    );
  });

  it('keeps emoji joined by zero-width joiners whole, and every other invisible character out', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(escapeApiText(`team ${family}`)).toBe(`team ${family}`);
    expect(escapeApiText('❤\uFE0F\u200D🔥')).toBe('❤\uFE0F\u200D🔥');
    expect(escapeApiText('a\u200Db')).toBe('ab');
    expect(plainApiText('sh\u00ADy\u034F \u202Eoops')).toBe('shy oops');
  });
});

describe('providerLink', () => {
  it('links a name to a page on the provider’s own domain', () => {
    expect(
      providerLink('curseforge', 'Ore Compass', 'https://www.curseforge.com/minecraft/mc-mods/ore'),
    ).toBe('[Ore Compass](https://www.curseforge.com/minecraft/mc-mods/ore)');
    expect(providerLink('modrinth', 'Lantern', 'https://modrinth.com/mod/lantern')).toBe(
      '[Lantern](https://modrinth.com/mod/lantern)',
    );
  });

  it('shows the name in bold, unlinked, for any other URL', () => {
    const refused = [
      'https://ok.example) **FREE** [verify](https://phish.example',
      'https://phish.example/curseforge.com',
      'https://curseforge.com.phish.example/x',
      'https://evilcurseforge.com/x',
      'http://www.curseforge.com/x',
      'javascript:alert(1)//curseforge.com',
      'https://user:pass@www.curseforge.com/x',
      'https://www.curseforge.com:8443/x',
      'https://modrinth.com/mod/x',
      'not a url',
      '',
    ];
    for (const url of refused) expect(providerLink('curseforge', 'Mod', url)).toBe('**Mod**');
    expect(providerLink('othercatalogue', 'Mod', 'https://www.curseforge.com/x')).toBe('**Mod**');
    expect(providerLink('curseforge', 'Mod', undefined)).toBe('**Mod**');
  });

  it('keeps a valid page one URL: what would close the masked link is percent-encoded', () => {
    const url = 'https://www.curseforge.com/x) **FREE** [verify](https://phish.example';
    const page = providerPageUrl('curseforge', url);
    expect(page).toBe('https://www.curseforge.com/x%29%20**FREE**%20%5Bverify%5D%28https://phish.example');
    const link = providerLink('curseforge', 'Mod', url);
    expect(link).toBe(`[Mod](${page})`);
    // One masked link, ending where the bot ended it.
    expect(link.match(/\]\(/g)).toHaveLength(1);
    expect(link.indexOf(')')).toBe(link.length - 1);
  });

  it('escapes the linked name like any text from the API', () => {
    expect(providerLink('modrinth', '<@&1> [x](y)', 'https://modrinth.com/mod/x')).toBe(
      '[\\<@&1\\> \\[x\\]\\(y\\)](https://modrinth.com/mod/x)',
    );
  });
});

describe('serverListLines', () => {
  it('shows names literally in its code block, without bidi or invisible characters', () => {
    const server = serverSchema.parse({
      id: 'srv_1',
      name: 'Evil\u202Etxt.exe <@&1>',
      status: 'RUN\u200BNING',
      game: 'mine\u2066craft',
    });
    const [line] = serverListLines([server], english);
    expect(line).toContain('Eviltxt.exe <@&1>');
    expect(line).toContain('RUNNING');
    expect(line).toContain('minecraft');
    expect(line).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]/);
  });
});
