import type { ChatInputCommandInteraction } from 'discord.js';
import { defineCommand } from '../src/discord/command.js';
import { describe, languageChoice } from '../src/discord/command-text.js';
import type { BotContext } from '../src/discord/context.js';
import type { GuildLanguage } from '../src/discord/guild-language.js';
import { isSupportedLocale, supportedLocales, translatorFor, type Translator } from '../src/i18n/index.js';
import { inlineCode } from '../src/render/format.js';

/** The choice that drops a guild's own setting: its posts follow its Discord language again. */
const followDiscord = 'auto';

/** A language by its own name ("Deutsch"), as every reader recognises their own. */
function languageName(locale: string): string {
  return isSupportedLocale(locale) ? translatorFor(locale).t('language.name') : inlineCode(locale);
}

/** What the guild's posts are in and why, in the reader's words. */
function describeLanguage(language: GuildLanguage, t: Translator): string {
  const name = languageName(language.effective);
  if (language.chosen !== undefined) return t.t('language.show.chosen', { language: name });
  if (language.preferred !== undefined && isSupportedLocale(language.preferred))
    return t.t('language.show.preferred', { language: name });
  if (language.preferred !== undefined)
    return t.t('language.show.preferredUnsupported', {
      language: name,
      locale: inlineCode(language.preferred),
    });
  return t.t('language.show.default', { language: name });
}

async function setLanguage(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  choice: string,
): Promise<GuildLanguage> {
  await context.languages.choose(interaction.guildId, isSupportedLocale(choice) ? choice : undefined);
  // Boards are edited in the new language at once, not at their next pass.
  context.boards.refreshBoards();
  return context.languages.of(interaction.guildId);
}

export default defineCommand({
  name: 'language',
  description: describe('command.language'),
  subcommands: {
    set: {
      scopes: ['ops', 'community'],
      level: 'administer',
      ephemeral: false,
      audits: 'language.set',
      define: (sub) =>
        sub.setDescription(describe('command.language.set')).addStringOption((option) =>
          option
            .setName('language')
            .setDescription(describe('command.language.set.language'))
            .setRequired(true)
            .addChoices(
              { name: describe('command.language.set.language.auto'), value: followDiscord },
              ...supportedLocales.map(languageChoice),
            ),
        ),
      async execute(interaction, context, audit) {
        const t = translatorFor(interaction.locale);
        const choice = interaction.options.getString('language', true);
        const language = await audit.track(
          { inputs: { language: { kind: 'language', locale: choice } } },
          () => setLanguage(interaction, context, choice),
        );
        const name = languageName(language.effective);
        return {
          content:
            language.chosen === undefined
              ? t.t('language.set.followsDiscord', { language: name })
              : t.t('language.set.chosen', { language: name }),
        };
      },
    },
    show: {
      scopes: ['ops', 'community'],
      level: 'read',
      ephemeral: true,
      define: (sub) => sub.setDescription(describe('command.language.show')),
      async execute(interaction, context) {
        const t = translatorFor(interaction.locale);
        return { content: describeLanguage(await context.languages.of(interaction.guildId), t) };
      },
    },
  },
});
