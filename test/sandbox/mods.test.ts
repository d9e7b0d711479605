import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox, type Server } from '../../src/sandbox/index.js';
import { alpha, call, failure, seededId, type Envelope, type Page } from './helpers.js';

let sandbox: Sandbox;
let premium: string;

beforeEach(async () => {
  sandbox = await startSandbox();
  premium = await seededId(sandbox, 'Survival SMP');
});

afterEach(async () => {
  await sandbox.close();
});

type CurseForgeMod = {
  id: number;
  name: string;
  summary: string;
  downloadCount: number;
  links: { websiteUrl: string };
  logo: { url: string };
  allowModDistribution: boolean;
  latestFiles: {
    id: number;
    displayName: string;
    fileName: string;
    gameVersions: string[];
    releaseType: number;
    downloadUrl: string | null;
  }[];
  latestFilesIndexes: { fileId: number; filename: string; gameVersion: string; modLoader?: number }[];
};

type ModrinthProject = {
  project_id: string;
  slug: string;
  title: string;
  description: string;
  downloads: number;
  icon_url: string;
  latest_version: string;
  versions: string[];
  version_details: {
    id: string;
    game_versions: string[];
    loaders: string[];
    files: { filename: string }[];
  }[];
};

type NormalizedMod = {
  provider: string;
  id: string;
  type: string;
  name: string;
  distributionAllowed: boolean;
  files: { id: string; name: string; gameVersions: string[]; loaders: string[]; releaseType: string }[];
};

function search<T>(query = '', server = premium) {
  return call<Page<T[]>>(sandbox, 'GET', `/servers/${server}/mods${query}`);
}

function install(body: Record<string, unknown>, server = premium) {
  return call<Envelope<Record<string, unknown>>>(sandbox, 'POST', `/servers/${server}/mods`, { body });
}

describe('mods gating', () => {
  it('needs the mods addon selected or the premium plan', async () => {
    const budget = await seededId(sandbox, 'Creative Budget');
    const addonRequired = { status: 403, code: 'ADDON_REQUIRED' };
    expect(await failure(sandbox, 'GET', `/servers/${budget}/mods`)).toEqual(addonRequired);
    expect(
      await failure(sandbox, 'POST', `/servers/${budget}/mods`, {
        body: { provider: 'curseforge', modId: 310003, fileId: 4100031 },
      }),
    ).toEqual(addonRequired);

    const withAddon = sandbox.addServer(alpha, {
      name: 'Budget modded',
      planTier: 'budget',
      addons: [{ addon: 'mods', selected: true }],
    });
    expect((await search('', withAddon.id)).status).toBe(200);
    expect(
      (await install({ provider: 'curseforge', modId: 310003, fileId: 4100031 }, withAddon.id)).status,
    ).toBe(201);
    expect((await search()).status).toBe(200);
  });
});

describe('GET /servers/:id/mods', () => {
  it('searches the first provider by default, returning CurseForge-like mods', async () => {
    const reply = await search<CurseForgeMod>();
    expect(reply.status).toBe(200);
    expect(reply.body.pagination).toEqual({
      page: 0,
      limit: 20,
      total: 8,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    const compass = reply.body.data.find((mod) => mod.name === 'Ore Compass');
    expect(compass).toMatchObject({
      id: 310001,
      summary: expect.any(String),
      downloadCount: 1_250_000,
      links: { websiteUrl: expect.stringContaining('ore-compass') },
      logo: { url: expect.stringMatching(/^https:\/\//) },
      allowModDistribution: true,
    });
    expect(compass?.latestFiles[0]).toMatchObject({
      id: 4100011,
      displayName: 'Ore Compass 1.4.0',
      releaseType: 1,
    });
    expect(compass?.latestFiles[0]?.gameVersions).toEqual(['1.20.4', '1.20.1', 'Forge', 'Fabric']);
    expect(compass?.latestFilesIndexes).toContainEqual({
      fileId: 4100011,
      filename: compass?.latestFiles[0]?.fileName,
      gameVersion: '1.20.1',
      releaseType: 1,
      modLoader: 4,
    });
    const restricted = reply.body.data.find((mod) => !mod.allowModDistribution);
    expect(restricted?.latestFiles.every((file) => file.downloadUrl === null)).toBe(true);
  });

  it('returns Modrinth-like projects from the second provider', async () => {
    const reply = await search<ModrinthProject>('?provider=modrinth&search=render');
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data[0]).toMatchObject({
      project_id: 'Fr4stRnd',
      slug: 'fast-render',
      title: 'Fast Render',
      description: expect.any(String),
      downloads: 7_800_000,
      icon_url: expect.stringMatching(/^https:\/\//),
      latest_version: '1.20.4',
      versions: ['1.20.4', '1.20.1', '1.19.4'],
    });
    expect(reply.body.data[0]?.version_details[0]).toMatchObject({
      id: 'vFR05500',
      game_versions: ['1.20.4', '1.20.1'],
      loaders: ['fabric', 'quilt'],
      files: [{ filename: 'fast-render-fabric-0.5.5.jar' }],
    });
  });

  it('returns one normalized shape for both providers when asked', async () => {
    sandbox.setShapes({ modResults: 'normalized' });
    for (const provider of ['curseforge', 'modrinth']) {
      const reply = await search<NormalizedMod>(`?provider=${provider}&pageSize=50`);
      expect(reply.body.data.length).toBeGreaterThan(0);
      for (const mod of reply.body.data) {
        expect(mod).toMatchObject({
          provider,
          type: 'mods',
          id: expect.any(String),
          name: expect.any(String),
        });
        expect(mod.files[0]).toMatchObject({
          id: expect.any(String),
          gameVersions: expect.any(Array),
          loaders: expect.any(Array),
        });
      }
    }
    const compass = (await search<NormalizedMod>('?search=compass')).body.data[0];
    expect(compass?.files[0]).toEqual({
      id: '4100011',
      name: 'Ore Compass 1.4.0',
      fileName: 'ore-compass-forge-1.4.0.jar',
      gameVersions: ['1.20.4', '1.20.1'],
      loaders: ['forge', 'fabric'],
      releaseType: 'release',
      publishedAt: expect.any(String),
    });
  });

  it('lists a published release first and installs it, in that sandbox only', async () => {
    const other = await startSandbox();
    try {
      sandbox.setShapes({ modResults: 'normalized' });
      other.setShapes({ modResults: 'normalized' });
      sandbox.publishModFile('curseforge', '310001', {
        id: '4100013',
        versionNumber: '1.5.0',
        gameVersions: ['1.20.4'],
        loaders: ['forge'],
      });
      const compass = (await search<NormalizedMod>('?search=compass')).body.data[0];
      expect(compass?.files.map((file) => file.id)).toEqual(['4100013', '4100011', '4100012']);
      const installed = await call(sandbox, 'POST', `/servers/${premium}/mods`, {
        body: { provider: 'curseforge', modId: '310001', fileId: '4100013' },
      });
      expect(installed.status).toBe(201);
      const otherPremium = await seededId(other, 'Survival SMP');
      const elsewhere = await call<Envelope<NormalizedMod[]>>(
        other,
        'GET',
        `/servers/${otherPremium}/mods?search=compass`,
      );
      expect(elsewhere.body.data[0]?.files.map((file) => file.id)).toEqual(['4100011', '4100012']);
    } finally {
      await other.close();
    }
  });

  it('filters by type, text, game version and, for the first provider, mod loader', async () => {
    sandbox.setShapes({ modResults: 'normalized' });
    const names = async (query: string) =>
      (await search<NormalizedMod>(query)).body.data.map((mod) => mod.name);
    expect(await names('?type=plugins')).toEqual([
      'Land Claims',
      'Simple Economy',
      'Warp Points',
      'Chat Guard',
    ]);
    expect(await names('?provider=modrinth&type=plugins&search=AUCTION')).toEqual(['Auction House']);
    expect(await names('?gameVersion=1.19.4')).toEqual([
      'Minimap Lite',
      'Quick Storage',
      'Ore Compass',
      'Closed Shaders',
      'Mob Tweaks',
    ]);
    const neoforge = await search<NormalizedMod>('?modLoader=6');
    expect(neoforge.body.data.map((mod) => mod.name)).toEqual([
      'Minimap Lite',
      'Terrain Plus',
      'Better Lanterns',
    ]);
    expect(await names('?modLoader=99')).toEqual([]);
    expect((await search('?provider=modrinth&modLoader=6')).body.pagination.total).toBe(8);
  });

  it('pages from 0 with pageSize', async () => {
    const first = await search<CurseForgeMod>('?pageSize=3');
    const third = await search<CurseForgeMod>('?pageSize=3&page=2');
    expect(first.body.pagination).toEqual({
      page: 0,
      limit: 3,
      total: 8,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(third.body.pagination).toEqual({
      page: 2,
      limit: 3,
      total: 8,
      totalPages: 3,
      hasNext: false,
      hasPrev: true,
    });
    expect(third.body.data).toHaveLength(2);
    expect(third.body.data.map((mod) => mod.id)).not.toContain(first.body.data[0]?.id);
  });

  it('validates the query', async () => {
    const invalid = { status: 400, code: 'VALIDATION_ERROR' };
    expect(await failure(sandbox, 'GET', `/servers/${premium}/mods?provider=thunderstore`)).toEqual(invalid);
    expect(await failure(sandbox, 'GET', `/servers/${premium}/mods?type=maps`)).toEqual(invalid);
    expect(await failure(sandbox, 'GET', `/servers/${premium}/mods?pageSize=51`)).toEqual(invalid);
    expect(await failure(sandbox, 'GET', `/servers/${premium}/mods?page=-1`)).toEqual(invalid);
    expect(await failure(sandbox, 'GET', `/servers/${premium}/mods?modLoader=fabric`)).toEqual(invalid);
    expect((await search('?pageSize=50')).status).toBe(200);
  });
});

describe('POST /servers/:id/mods', () => {
  it('installs a file, lists it on the server, bumps the version and logs it', async () => {
    const reply = await install({ provider: 'curseforge', modId: 310003, fileId: '4100031' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      serverId: premium,
      provider: 'curseforge',
      modId: '310003',
      fileId: '4100031',
      type: 'mods',
      name: 'Quick Storage',
      fileName: 'quick-storage-fabric-5.2.0.jar',
    });
    const server = (await call<Envelope<Server>>(sandbox, 'GET', `/servers/${premium}`)).body.data;
    expect(server.installedMods.map((mod) => mod.name)).toEqual(['Ore Compass', 'Quick Storage']);
    expect(server.version).toBe(5);
    const latest = await call<Page<{ action: string; description: string }[]>>(
      sandbox,
      'GET',
      `/servers/${premium}/activity?limit=1`,
    );
    expect(latest.body.data[0]).toMatchObject({
      action: 'mod.installed',
      description: expect.stringContaining('Quick Storage 5.2.0'),
    });
  });

  it('replaces an installed mod’s file instead of listing it twice', async () => {
    await install({ provider: 'curseforge', modId: 310001, fileId: 4100012 });
    const server = sandbox.server(premium);
    expect(server?.installedMods).toEqual([expect.objectContaining({ modId: '310001', fileId: '4100012' })]);
  });

  it('installs from the second provider by project id or slug, and plugins with type plugins', async () => {
    expect((await install({ provider: 'modrinth', modId: 'Fr4stRnd', fileId: 'vFR05400' })).status).toBe(201);
    expect(
      (await install({ provider: 'modrinth', modId: 'inventory-sort', fileId: 'vIS03200' })).body.data,
    ).toMatchObject({
      modId: 'InvS0rt1',
    });
    expect(
      (await install({ provider: 'curseforge', modId: 320001, fileId: 4200011, type: 'plugins' })).body.data,
    ).toMatchObject({
      type: 'plugins',
    });
    expect(
      await failure(sandbox, 'POST', `/servers/${premium}/mods`, {
        body: { provider: 'curseforge', modId: 320001, fileId: 4200011 },
      }),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers 404 NOT_FOUND for an unknown mod or file', async () => {
    const notFound = { status: 404, code: 'NOT_FOUND' };
    const post = (body: Record<string, unknown>) =>
      failure(sandbox, 'POST', `/servers/${premium}/mods`, { body });
    expect(await post({ provider: 'curseforge', modId: 999999, fileId: 4100011 })).toEqual(notFound);
    expect(await post({ provider: 'curseforge', modId: 310001, fileId: 4100031 })).toEqual(notFound);
    expect(await post({ provider: 'modrinth', modId: 'nope', fileId: 'vFR05500' })).toEqual(notFound);
  });

  it('refuses a mod whose author forbids third-party downloads', async () => {
    expect(
      await failure(sandbox, 'POST', `/servers/${premium}/mods`, {
        body: { provider: 'curseforge', modId: 310007, fileId: 4100071 },
      }),
    ).toEqual({ status: 403, code: 'DISTRIBUTION_RESTRICTED' });
    expect(sandbox.server(premium)?.installedMods).toHaveLength(1);
  });

  it('answers 500 UPLOAD_FAILED for the broken upload mod of either provider, changing nothing', async () => {
    const uploadFailed = { status: 500, code: 'UPLOAD_FAILED' };
    expect(
      await failure(sandbox, 'POST', `/servers/${premium}/mods`, {
        body: { provider: 'curseforge', modId: 310008, fileId: 4100081 },
      }),
    ).toEqual(uploadFailed);
    expect(
      await failure(sandbox, 'POST', `/servers/${premium}/mods`, {
        body: { provider: 'modrinth', modId: 'BrknUpld', fileId: 'vBU00001' },
      }),
    ).toEqual(uploadFailed);
    expect(sandbox.server(premium)?.version).toBe(4);
  });

  it('blocks installs on suspended and installing servers', async () => {
    const body = { provider: 'curseforge', modId: 310003, fileId: 4100031 };
    const suspended = await seededId(sandbox, 'Old Hardcore');
    const installing = await seededId(sandbox, 'Skyblock Setup');
    expect(await failure(sandbox, 'POST', `/servers/${suspended}/mods`, { body })).toEqual({
      status: 409,
      code: 'SERVER_SUSPENDED',
    });
    expect(await failure(sandbox, 'POST', `/servers/${installing}/mods`, { body })).toEqual({
      status: 409,
      code: 'SERVER_INSTALLING',
    });
    expect((await search('', suspended)).status).toBe(200);
  });

  it('validates the body', async () => {
    const invalid = { status: 400, code: 'VALIDATION_ERROR' };
    const post = (body: Record<string, unknown>) =>
      failure(sandbox, 'POST', `/servers/${premium}/mods`, { body });
    expect(await post({ modId: 310003, fileId: 4100031 })).toEqual(invalid);
    expect(await post({ provider: 'steam', modId: 310003, fileId: 4100031 })).toEqual(invalid);
    expect(await post({ provider: 'curseforge', fileId: 4100031 })).toEqual(invalid);
    expect(await post({ provider: 'curseforge', modId: 310003 })).toEqual(invalid);
    expect(await post({ provider: 'curseforge', modId: 310003, fileId: 4100031, type: 'maps' })).toEqual(
      invalid,
    );
  });
});
