import type { ChatInputCommandInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import access from '../../commands/access.js';
import { localizeDefinition } from '../../src/discord/command-text.js';
import { defineConfirmation } from '../../src/discord/confirmation-prompt.js';
import type { BotContext } from '../../src/discord/context.js';
import { definitionsFor } from '../../src/discord/registry.js';
import { translatedLocales, translatorFor } from '../../src/i18n/index.js';
import { fitEmbed, joinLinesWithin } from '../../src/render/limits.js';
import { rateLimitWaitSentence } from '../../src/render/waiting.js';
import { silentLogger } from '../../src/log.js';
import { openStore } from '../../src/store/index.js';

describe('the plumbing in its reader’s language', () => {
  it('says a rate-limit wait, a cut list and dropped fields in the reader’s words', () => {
    const de = translatorFor('de');
    expect(rateLimitWaitSentence(new Date(0), de)).toBe(
      '⏳ Die Hosting-API begrenzt gerade die Anfragen des Bots. Deine Antwort folgt, sobald die API wieder ' +
        'Anfragen annimmt, <t:0:R>.',
    );
    const lines = Array.from({ length: 10 }, (_, index) => `line ${index} ${'x'.repeat(20)}`);
    expect(joinLinesWithin(lines, de, 100).split('\n').at(-1)).toMatch(/^… und \d+ weitere$/);
    const fields = Array.from({ length: 40 }, (_, index) => ({ name: `f${index}`, value: 'v' }));
    expect(fitEmbed({ fields }, translatorFor('ru')).footer?.text).toBe('ещё 15 не показано');
    expect(fitEmbed({ fields }, translatorFor('fr')).footer?.text).toBe('15 autres non affichés');
  });

  it('describes /access from the catalogue, in every language it has', () => {
    for (const definition of definitionsFor([access], 'ops')) {
      const localized = localizeDefinition(definition);
      expect(localized.description_localizations?.de).toBe(
        'Festlegen, welche Discord-Server welche Server sehen und wer was mit dem Bot tun darf',
      );
      const options = (localized.options ?? []).flatMap((sub) => [
        sub,
        ...('options' in sub ? (sub.options ?? []) : []),
      ]);
      // Every language but English: en-GB's words are en-US's, which Discord shows as the default.
      const others = translatedLocales.filter((locale) => !locale.startsWith('en-'));
      for (const option of options)
        expect(Object.keys(option.description_localizations ?? {}).sort(), option.name).toEqual(
          [...others].sort(),
        );
    }
  });
});

describe('a confirmation prompt', () => {
  it('asks in the asking member’s language, its Cancel button too', async () => {
    const store = await openStore('memory://');
    const kind = defineConfirmation('test-reset', z.object({ reset: z.boolean() }), {
      level: 'administer',
      audits: 'server.delete',
      execute: async () => ({ payload: { content: 'done' }, outcome: { kind: 'done' as const } }),
    });
    const context = {
      store,
      now: () => 0,
      confirmationTtlMs: 120_000,
      audit: { record: async () => undefined },
      logger: silentLogger(),
      secrets: [],
    } as unknown as BotContext;
    const interaction = {
      id: 'p1',
      guildId: 'g1',
      channelId: 'c1',
      locale: 'de',
      user: { id: 'u1' },
    } as unknown as ChatInputCommandInteraction<'cached'>;
    try {
      const prompt = await kind.ask(interaction, context, {
        action: { reset: true },
        serverId: 's1',
        serverName: 'Alpha',
        prompt: { title: 'Alpha' },
        confirmLabel: 'Zurücksetzen',
      });
      expect(prompt.content).toBe('<@u1>, bitte bestätige: Diese Anfrage läuft <t:120:R> ab.');
      expect(prompt.embeds?.[0]?.footer?.text).toBe('Nur das Mitglied, das gefragt hat, kann bestätigen.');
      expect(prompt.components?.[0]?.components).toMatchObject([
        { label: 'Zurücksetzen' },
        { label: 'Abbrechen' },
      ]);
    } finally {
      await store.close();
    }
  });
});
