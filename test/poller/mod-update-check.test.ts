import { describe, expect, it } from 'vitest';
import type { Mod, ModFile } from '../../src/api/index.js';
import type { InstalledMod } from '../../src/store/index.js';
import { cycleWorld } from './fakes.js';

const hourMs = 60 * 60_000;
const interval = 6 * hourMs;
const channel = '910000000000000001';

const file = (id: string, publishedAt: string, over: Partial<ModFile> = {}): ModFile => ({
  id,
  name: `Ore Compass ${id}`,
  gameVersions: ['1.20.4'],
  loaders: ['Forge'],
  releaseType: 'release',
  publishedAt,
  ...over,
});

const installedFile = file('f1', '2030-01-01T00:00:00.000Z');

function compass(files: ModFile[]): Mod {
  return { provider: 'curseforge', id: '310001', name: 'Ore Compass', files };
}

async function world() {
  const w = await cycleWorld();
  w.api.add('srv1', 'RUNNING', 'Alpha');
  const installed: InstalledMod = {
    serverId: 'srv1',
    serverName: 'Alpha',
    provider: 'curseforge',
    type: 'mods',
    modId: '310001',
    modName: 'Ore Compass',
    fileId: 'f1',
    fileName: 'Ore Compass f1',
    releaseType: 'release',
    publishedAt: installedFile.publishedAt,
    gameVersion: '1.20.4',
    loader: 'forge',
    installedBy: '200000000000000001',
    installedAt: w.clock.now,
  };
  await w.store.installedMods.record(installed);
  await w.subscribe(channel, 'srv1', undefined, ['mods']);
  const updatePosts = () =>
    w.deliverer.posts.filter((post) => post.payload.embeds?.[0]?.title?.startsWith('⬆️ Update available'));
  const searches = () => w.api.calls.filter((call) => call.method === 'searchMods');
  return { ...w, installed, updatePosts, searches };
}

describe('mod update checks', () => {
  it('announces a newer fitting release once, with an Update button, and again only for the next one', async () => {
    const w = await world();
    w.api.catalogue.set('curseforge', [compass([file('f2', '2030-01-02T00:00:00.000Z'), installedFile])]);
    // Each mod is looked up once per interval, at a phase of its own: the release is seen within one.
    await w.advance(interval + 60_000);
    expect(w.updatePosts()).toHaveLength(1);
    const post = w.updatePosts()[0]!;
    expect(post.channelId).toBe(channel);
    expect(post.payload.embeds?.[0]?.description).toContain('Ore Compass f2');
    const button = post.payload.components?.[0]?.components[0];
    expect(button).toMatchObject({ label: 'Update', custom_id: 'mod-update:srv1:curseforge:310001:f2' });
    expect((await w.store.installedMods.get(w.installed))?.check?.newer?.fileId).toBe('f2');

    await w.advance(2 * interval);
    expect(w.updatePosts()).toHaveLength(1);
    w.api.catalogue.set('curseforge', [
      compass([
        file('f3', '2030-01-03T00:00:00.000Z'),
        file('f2', '2030-01-02T00:00:00.000Z'),
        installedFile,
      ]),
    ]);
    await w.advance(interval);
    expect(w.updatePosts().map((update) => update.payload.embeds?.[0]?.description)).toEqual([
      expect.stringContaining('Ore Compass f2'),
      expect.stringContaining('Ore Compass f3'),
    ]);
  });

  it('ignores releases for another game version or loader, and betas for a release install', async () => {
    const w = await world();
    w.api.catalogue.set('curseforge', [
      compass([
        file('other-version', '2030-01-04T00:00:00.000Z', { gameVersions: ['1.21'] }),
        file('other-loader', '2030-01-04T00:00:00.000Z', { loaders: ['Fabric'] }),
        file('beta', '2030-01-04T00:00:00.000Z', { releaseType: 'beta' }),
        installedFile,
      ]),
    ]);
    await w.advance(3 * interval);
    expect(w.searches().length).toBeGreaterThanOrEqual(3);
    expect(w.updatePosts()).toHaveLength(0);
    expect((await w.store.installedMods.get(w.installed))?.check?.newer).toBeUndefined();
  });

  it('remembers what it announced across a restart on the same store', async () => {
    const w = await world();
    w.api.catalogue.set('curseforge', [compass([file('f2', '2030-01-02T00:00:00.000Z'), installedFile])]);
    await w.advance(interval + 60_000);
    expect(w.updatePosts()).toHaveLength(1);
    const restarted = await cycleWorld({
      store: w.store,
      clock: w.clock,
      api: w.api,
      deliverer: w.deliverer,
    });
    await restarted.advance(3 * interval);
    expect(w.updatePosts()).toHaveLength(1);
  });

  it('forgets the records of a server the API no longer knows', async () => {
    const w = await world();
    w.api.remove('srv1');
    await w.advance(interval + 60_000);
    expect(await w.store.installedMods.ofServer('srv1')).toEqual([]);
    expect(w.updatePosts()).toHaveLength(0);
  });
});

describe('mod update check cost', () => {
  // 1,000 mods: `npm run bench -- mod-updates`.
  it.each([100])(
    'spends one search per recorded mod per interval, evenly spread, with %i mods',
    async (count) => {
      const w = await cycleWorld();
      const mods: Mod[] = [];
      for (let index = 0; index < count; index += 1) {
        const serverId = `srv${index}`;
        w.api.add(serverId, 'RUNNING', `Server ${index}`);
        mods.push({ provider: 'curseforge', id: `m${index}`, name: `Mod ${index}`, files: [installedFile] });
        await w.store.installedMods.record({
          serverId,
          serverName: `Server ${index}`,
          provider: 'curseforge',
          type: 'mods',
          modId: `m${index}`,
          modName: `Mod ${index}`,
          fileId: 'f1',
          fileName: 'f1',
          installedBy: '200000000000000001',
          // Installed over the last interval, as a real account's records would be.
          installedAt: w.clock.now - Math.floor((index / count) * interval),
        });
      }
      w.api.catalogue.set('curseforge', mods);
      await w.advance(interval);
      const from = w.clock.now;
      await w.advance(2 * interval);
      const searches = w.api.calls.filter((call) => call.method === 'searchMods' && call.at >= from);
      const perHour = searches.length / ((w.clock.now - from) / hourMs);
      expect(perHour).toBeGreaterThan((count / 6) * 0.97);
      expect(perHour).toBeLessThan((count / 6) * 1.03);
      // Never a burst: at 600 calls a minute and a 0.5 share, checks keep 2 s apart (a tenth of the share).
      const gaps = searches.slice(1).map((call, index) => call.at - searches[index]!.at);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2_000);
    },
    60_000,
  );
});
