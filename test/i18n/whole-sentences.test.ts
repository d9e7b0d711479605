import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/catalogues.js';
import { translatorFor, type DiscordLocale, type MessageKey } from '../../src/i18n/index.js';

const locales = [...catalogues.keys()];
const metricKeys: MessageKey[] = [
  'alerts.usage.firedTitle',
  'alerts.usage.recoveredTitle',
  'alerts.usage.firedText',
  'alerts.usage.recoveredText',
  'alerts.usage.threshold',
  'board.overThreshold',
];

describe('whole sentences', () => {
  it.each(locales)('in %s, counts each kind of server with its own plural', (locale) => {
    const t = translatorFor(locale as DiscordLocale);
    for (const kind of ['failed', 'suspended', 'stopped', 'provisioning', 'deleting', 'running', 'other']) {
      const one = t.t('board.summary.kind', { kind, count: 1 });
      expect(one, `${locale} ${kind}`).toMatch(/1/);
      expect(t.t('board.summary.kind', { kind, count: 3 }), `${locale} ${kind}`).toMatch(/3/);
    }
  });

  it('agrees the kind with its count where the language inflects it', () => {
    const say = (locale: DiscordLocale, kind: string, count: number) =>
      translatorFor(locale).t('board.summary.kind', { kind, count });
    expect(say('es-ES', 'suspended', 1)).toBe('1 suspendido');
    expect(say('es-ES', 'suspended', 3)).toBe('3 suspendidos');
    expect(say('de', 'deleting', 3)).toBe('3 werden gelöscht');
    expect(say('pl', 'suspended', 5)).toBe('5 zawieszonych');
  });

  it.each(locales)('in %s, words each usage sentence for its metric, never printing the id', (locale) => {
    const t = translatorFor(locale as DiscordLocale);
    for (const key of metricKeys) {
      const said = ['cpu', 'ram', 'disk'].map((metric) =>
        t.t(key, { metric, threshold: 80, value: 90, minutes: 5, server: 'S' }),
      );
      expect(new Set(said).size, `${locale} ${key}`).toBe(3);
      // The id is only chosen by: a value that is no metric at all is not printed either.
      const unknown = t.t(key, { metric: 'XYZ', threshold: 80, value: 90, minutes: 5, server: 'S' });
      expect(unknown, `${locale} ${key}`).not.toContain('XYZ');
    }
  });

  it('makes the words agree with the metric', () => {
    const it = translatorFor('it');
    expect(it.t('alerts.usage.recoveredTitle', { metric: 'ram', server: 'S' })).toContain('RAM tornata');
    expect(it.t('alerts.usage.recoveredTitle', { metric: 'disk', server: 'S' })).toContain('Disco tornato');
  });

  it.each(locales)('in %s, says an audit action with or without a server', (locale) => {
    const t = translatorFor(locale as DiscordLocale);
    const keys = Object.keys(catalogues.get('en-US') ?? {}).filter((key) => key.startsWith('audit.action.'));
    // A server glued onto a word ("used{server}") reads as one word: a letter never touches it.
    const glued =
      /[\p{Script=Latin}\p{Script=Cyrillic}]\*\*S\*\*|\*\*S\*\*[\p{Script=Latin}\p{Script=Cyrillic}]/u;
    for (const key of keys as MessageKey[])
      for (const phase of ['done', 'asked', 'tried'])
        for (const what of ['command', 'other']) {
          const command = '`/c`';
          const onServer = t.t(key, { phase, what, command, target: 'server', server: '**S**' });
          expect(onServer, `${locale} ${key}`).not.toMatch(/^\s|\s$|\s{2}/);
          expect(onServer, `${locale} ${key}`).not.toMatch(glued);
          const nowhere = t.t(key, { phase, what, command, target: 'none', server: '' });
          expect(nowhere, `${locale} ${key}`).not.toMatch(/^\s|\s$|\s{2}/);
        }
  });

  it.each(locales)(
    'in %s, says a role level change with no server, as its record never has one',
    (locale) => {
      const t = translatorFor(locale as DiscordLocale);
      for (const key of ['audit.action.access.role.set', 'audit.action.access.role.remove'] as const)
        for (const phase of ['done', 'asked', 'tried']) {
          const said = t.t(key, { phase, target: 'server', server: '**S**' });
          expect(said, `${locale} ${key}`).not.toContain('**S**');
          expect(said, `${locale} ${key}`).not.toMatch(/^\s|\s$|\s{2}/);
        }
    },
  );

  it.each(locales)('in %s, names the refused command and its server, each once', (locale) => {
    const t = translatorFor(locale as DiscordLocale);
    const say = (what: string, target: string) =>
      t.t('audit.action.access.refused', {
        phase: 'tried',
        what,
        command: '`/servers status`',
        target,
        server: target === 'server' ? '**S**' : '',
      });
    const count = (text: string, part: string) => text.split(part).length - 1;
    expect(count(say('command', 'server'), '`/servers status`'), locale).toBe(1);
    expect(count(say('command', 'server'), '**S**'), locale).toBe(1);
    expect(count(say('command', 'none'), '`/servers status`'), locale).toBe(1);
    expect(say('command', 'none'), locale).not.toContain('**S**');
    // A button or menu has no command to name: its sentence says so in words.
    expect(count(say('other', 'server'), '**S**'), locale).toBe(1);
    expect(say('other', 'server'), locale).not.toContain('/servers');
    expect(say('other', 'none'), locale).not.toMatch(/\*\*S|\/servers/);
    expect(new Set([say('command', 'server'), say('other', 'server'), say('other', 'none')]).size).toBe(3);
  });
});
