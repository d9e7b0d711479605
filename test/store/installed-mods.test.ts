import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type InstalledMod } from '../../src/store/index.js';
import { testBackends } from './backends.js';

const backends = await testBackends();
afterAll(async () => {
  for (const backend of backends) await backend.cleanUp();
});

const installed: InstalledMod = {
  serverId: 'srv_1',
  serverName: 'Alpha',
  provider: 'curseforge',
  type: 'mods',
  modId: '310001',
  modName: 'Ore Compass',
  fileId: '4100011',
  fileName: 'Ore Compass 1.4.0',
  releaseType: 'release',
  gameVersion: '1.20.4',
  loader: 'forge',
  installedBy: '200000000000000001',
  installedAt: 1_000,
};

describe.each(backends)('InstalledModsStore on $name', ({ freshUrl, skipReason }) => {
  it.skipIf(skipReason !== undefined)(
    'keeps one record per mod and server; a later install replaces it',
    async () => {
      const store = await openStore(freshUrl!());
      try {
        await store.installedMods.record(installed);
        await store.installedMods.record({ ...installed, serverId: 'srv_2', serverName: 'Beta' });
        await store.installedMods.record({ ...installed, fileId: '4100013', fileName: 'Ore Compass 1.5.0' });
        await store.installedMods.record({ ...installed, modId: 'B', modName: 'Better Lanterns' });
        const first = await store.installedMods.ofServer('srv_1');
        expect(first.map((mod) => [mod.modName, mod.fileId])).toEqual([
          ['Better Lanterns', '4100011'],
          ['Ore Compass', '4100013'],
        ]);
        expect((await store.installedMods.ofServer('srv_2')).map((mod) => mod.fileId)).toEqual(['4100011']);
        expect((await store.installedMods.serverIds()).sort()).toEqual(['srv_1', 'srv_2']);
        expect(await store.installedMods.all()).toHaveLength(3);

        await store.installedMods.forgetServer('srv_1');
        expect(await store.installedMods.ofServer('srv_1')).toEqual([]);
        expect(await store.installedMods.serverIds()).toEqual(['srv_2']);
      } finally {
        await store.close();
      }
    },
  );

  it.skipIf(skipReason !== undefined)('stores a check only for the file it was about', async () => {
    const store = await openStore(freshUrl!());
    try {
      await store.installedMods.record(installed);
      const check = { at: 5, newer: { fileId: '4100013', fileName: 'Ore Compass 1.5.0' } };
      expect(await store.installedMods.setCheck(installed, '4100011', check)).toBe(true);
      expect((await store.installedMods.get(installed))?.check).toEqual(check);
      // An update replaced the file meanwhile: the check about the old one is dropped.
      await store.installedMods.record({ ...installed, fileId: '4100013' });
      expect(await store.installedMods.setCheck(installed, '4100011', check)).toBe(false);
      expect((await store.installedMods.get(installed))?.check).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
