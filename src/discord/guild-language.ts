import type { LRUCache } from 'lru-cache';
import { lruCache, TtlCache } from '../cache.js';
import { resolveLocale, sourceLocale, translatorFor, type Locale, type Translator } from '../i18n/index.js';
import type { BotStore } from '../store/index.js';

/** How long an instance keeps a guild's language: a change made on another instance shows within it. */
const languageTtlMs = 30_000;

export type GuildLanguage = {
  /** The language set for the guild with `/language set`, if any. */
  chosen: Locale | undefined;
  /** The guild's preferred locale as Discord last gave it. */
  preferred: string | undefined;
  /** What the bot's own posts there are in: the chosen language, else the preferred locale, else English. */
  effective: Locale;
};

/**
 * The language of the posts nobody asked for (alerts, boards, audit lines, ops notices) in each guild: the
 * language whoever manages the bot there chose, else the guild's preferred locale, English where the bot
 * has no catalogue for it.
 */
export class GuildLanguages {
  private readonly cache: TtlCache<GuildLanguage>;
  /**
   * The preferred locale last written per guild, so an interaction writes only a change; of the guilds heard
   * from most recently (a guild dropped is only read again at its next interaction).
   */
  private readonly notedPreferred: LRUCache<string, string>;

  constructor(
    private readonly store: BotStore,
    now: () => number = Date.now,
    maxGuilds = 10_000,
  ) {
    this.cache = new TtlCache(languageTtlMs, now, maxGuilds);
    this.notedPreferred = lruCache(maxGuilds);
  }

  of(guildId: string): Promise<GuildLanguage> {
    return this.cache.get(`${guildId}/`, async () => {
      const { chosen, preferred } = await this.store.guildLanguage(guildId);
      const chosenLocale = chosen === undefined ? undefined : resolveLocale(chosen);
      const effective = chosenLocale ?? (preferred === undefined ? sourceLocale : resolveLocale(preferred));
      return { chosen: chosenLocale, preferred, effective };
    });
  }

  async translatorOf(guildId: string): Promise<Translator> {
    return translatorFor((await this.of(guildId)).effective);
  }

  /** Sets the guild's language; `undefined` follows its preferred locale again. */
  async choose(guildId: string, locale: Locale | undefined): Promise<void> {
    await this.store.chooseGuildLanguage(guildId, locale);
    this.cache.invalidate(`${guildId}/`);
  }

  /** Remembers the preferred locale an interaction or the gateway reported, when it changed. */
  async notePreferred(guildId: string, locale: string | null | undefined): Promise<void> {
    if (!locale || this.notedPreferred.get(guildId) === locale) return;
    if ((await this.of(guildId)).preferred !== locale) {
      await this.store.notePreferredLocale(guildId, locale);
      this.cache.invalidate(`${guildId}/`);
    }
    this.notedPreferred.set(guildId, locale);
  }
}
