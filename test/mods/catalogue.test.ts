import { describe, expect, it } from 'vitest';
import type { HostingApi, Mod, ModSearchQuery } from '../../src/api/index.js';
import { filesForVersion, ModCatalogue } from '../../src/mods/catalogue.js';

const lanterns: Mod = {
  provider: 'curseforge',
  id: '999001',
  name: 'Deep Lanterns',
  files: [
    { id: 'f-old', name: 'old', gameVersions: ['1.19.4'], loaders: [] },
    { id: 'f-new', name: 'new', gameVersions: ['1.20.4'], loaders: [] },
  ],
};

/** A catalogue that, like real ones, finds mods by words only: never by id, and not in its top results. */
function wordSearchApi(calls: (ModSearchQuery | undefined)[]) {
  return {
    async searchMods(_serverId: string, query?: ModSearchQuery) {
      calls.push(query);
      return { mods: query?.search === 'lantern' ? [lanterns] : [], pagination: undefined };
    },
  } as unknown as HostingApi;
}

describe('ModCatalogue', () => {
  const query = { serverId: 's1', provider: 'curseforge', type: 'mods' as const };

  it('finds a picked mod that only a search by words returned', async () => {
    const calls: (ModSearchQuery | undefined)[] = [];
    const catalogue = new ModCatalogue(wordSearchApi(calls));
    await catalogue.search(query, 'lantern');
    expect(await catalogue.find(query, '999001')).toEqual(lanterns);
    expect(calls).toHaveLength(1);
  });

  it('answers undefined for a mod no search returned, after looking', async () => {
    const calls: (ModSearchQuery | undefined)[] = [];
    const catalogue = new ModCatalogue(wordSearchApi(calls));
    expect(await catalogue.find(query, 'nope')).toBeUndefined();
    expect(calls.map((call) => call?.search)).toEqual([undefined, 'nope']);
  });

  it('orders files for the server version first', () => {
    expect(filesForVersion(lanterns.files, '1.20.4').map((file) => file.id)).toEqual(['f-new', 'f-old']);
    expect(filesForVersion(lanterns.files, undefined).map((file) => file.id)).toEqual(['f-old', 'f-new']);
  });
});
