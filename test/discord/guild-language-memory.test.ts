import { describe, expect, it, vi } from 'vitest';
import { GuildLanguages } from '../../src/discord/guild-language.js';
import { openStore } from '../../src/store/index.js';

describe('the guild languages keep a bounded memory', () => {
  it('remembers the noted preferred locale of at most maxGuilds guilds, the most recent', async () => {
    const clock = { now: Date.parse('2030-01-01T00:00:00Z') };
    const store = await openStore('memory://', () => clock.now);
    const languages = new GuildLanguages(store, () => clock.now, 3);
    const guilds = Array.from(
      { length: 50 },
      (_, index) => `80000000000000${String(index).padStart(4, '0')}`,
    );
    for (const guildId of guilds) await languages.notePreferred(guildId, 'fr');
    const reads = vi.spyOn(store, 'guildLanguage');
    const writes = vi.spyOn(store, 'notePreferredLocale');
    // The three most recent are held: noting the same locale again costs nothing.
    for (const guildId of guilds.slice(-3)) await languages.notePreferred(guildId, 'fr');
    expect(reads).not.toHaveBeenCalled();
    // Every older one was dropped: it is read again (and, unchanged, not written).
    for (const guildId of guilds.slice(0, -3)) await languages.notePreferred(guildId, 'fr');
    expect(reads).toHaveBeenCalledTimes(guilds.length - 3);
    expect(writes).not.toHaveBeenCalled();
  });
});
