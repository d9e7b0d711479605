import type { CatalogueEntry, Loader, Provider, ReleaseType } from './catalogue-model.js';
import type { ModType } from './types.js';

/** [file id, version number, game versions, loaders, release type (default release)] */
type FileSpec = [string, string, string[], Loader[], ReleaseType?];

type EntrySpec = {
  id: string;
  name: string;
  summary: string;
  downloads: number;
  files: FileSpec[];
  distributionAllowed?: boolean;
  uploadFails?: boolean;
};

const dayMs = 86_400_000;
const catalogueEpoch = Date.UTC(2024, 2, 1);

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function build(provider: Provider, type: ModType, specs: EntrySpec[]): CatalogueEntry[] {
  return specs.map((spec, entryIndex) => {
    const slug = slugOf(spec.name);
    return {
      provider,
      id: spec.id,
      slug,
      name: spec.name,
      summary: spec.summary,
      author: `${slug.split('-')[0]}-dev`,
      downloads: spec.downloads,
      type,
      distributionAllowed: spec.distributionAllowed ?? true,
      uploadFails: spec.uploadFails ?? false,
      files: spec.files.map(([id, versionNumber, gameVersions, loaders, releaseType], fileIndex) => ({
        id,
        displayName: `${spec.name} ${versionNumber}`,
        fileName: `${slug}-${loaders[0] ?? 'any'}-${versionNumber}.jar`,
        versionNumber,
        gameVersions,
        loaders,
        releaseType: releaseType ?? 'release',
        publishedAt: new Date(catalogueEpoch - (entryIndex * 3 + fileIndex * 40) * dayMs).toISOString(),
      })),
    };
  });
}

const curseforge = [
  ...build('curseforge', 'mods', [
    {
      id: '310001',
      name: 'Ore Compass',
      summary: 'Points the way to the nearest ore of your choice.',
      downloads: 1_250_000,
      files: [
        ['4100011', '1.4.0', ['1.20.4', '1.20.1'], ['forge', 'fabric']],
        ['4100012', '1.3.2', ['1.19.4'], ['forge']],
      ],
    },
    {
      id: '310002',
      name: 'Better Lanterns',
      summary: 'Hanging, coloured and soul lanterns with dynamic light.',
      downloads: 830_000,
      files: [
        ['4100021', '2.0.1', ['1.20.4'], ['neoforge']],
        ['4100022', '2.0.0-beta', ['1.20.4'], ['neoforge'], 'beta'],
        ['4100023', '1.8.5', ['1.20.1'], ['forge']],
      ],
    },
    {
      id: '310003',
      name: 'Quick Storage',
      summary: 'Sort, search and link chests across your base.',
      downloads: 2_400_000,
      files: [
        ['4100031', '5.2.0', ['1.20.4', '1.20.1'], ['fabric', 'quilt']],
        ['4100032', '5.1.3', ['1.19.4'], ['fabric']],
      ],
    },
    {
      id: '310004',
      name: 'Terrain Plus',
      summary: 'New biomes, cliffs and river valleys for world generation.',
      downloads: 3_100_000,
      files: [
        ['4100041', '3.3.0', ['1.20.1'], ['forge']],
        ['4100042', '3.4.0-alpha', ['1.20.4'], ['neoforge'], 'alpha'],
      ],
    },
    {
      id: '310005',
      name: 'Mob Tweaks',
      summary: 'Configurable spawn rates and smarter hostile mobs.',
      downloads: 410_000,
      files: [
        ['4100051', '1.1.0', ['1.20.4'], ['fabric']],
        ['4100052', '1.0.4', ['1.20.1', '1.19.4'], ['fabric', 'forge']],
      ],
    },
    {
      id: '310006',
      name: 'Minimap Lite',
      summary: 'A small, fast minimap with waypoints.',
      downloads: 5_600_000,
      files: [
        ['4100061', '24.1.0', ['1.20.4', '1.20.1'], ['forge', 'neoforge', 'fabric']],
        ['4100062', '23.9.2', ['1.19.4'], ['forge', 'fabric']],
      ],
    },
    {
      id: '310007',
      name: 'Closed Shaders',
      summary: 'Shader pack loader whose author allows downloads only from the CurseForge app.',
      downloads: 960_000,
      distributionAllowed: false,
      files: [
        ['4100071', '4.0.2', ['1.20.4', '1.20.1'], ['fabric']],
        ['4100072', '3.9.0', ['1.19.4'], ['fabric']],
      ],
    },
    {
      id: '310008',
      name: 'Broken Upload',
      summary: 'Sandbox mod whose upload to the server always fails.',
      downloads: 12,
      uploadFails: true,
      files: [['4100081', '0.0.1', ['1.20.4', '1.20.1'], ['forge', 'fabric']]],
    },
  ]),
  ...build('curseforge', 'plugins', [
    {
      id: '320001',
      name: 'Land Claims',
      summary: 'Protect builds with golden-shovel claims.',
      downloads: 1_900_000,
      files: [
        ['4200011', '16.18.1', ['1.20.4', '1.20.1'], ['paper', 'spigot']],
        ['4200012', '16.17.0', ['1.19.4'], ['spigot', 'bukkit']],
      ],
    },
    {
      id: '320002',
      name: 'Simple Economy',
      summary: 'Balances, payments and shops with a tiny config.',
      downloads: 720_000,
      files: [
        ['4200021', '2.5.0', ['1.20.4'], ['paper']],
        ['4200022', '2.4.1', ['1.20.1', '1.19.4'], ['paper', 'spigot']],
      ],
    },
    {
      id: '320003',
      name: 'Chat Guard',
      summary: 'Spam, caps and swear filters for public chat.',
      downloads: 305_000,
      files: [['4200031', '7.0.3', ['1.20.4', '1.20.1', '1.19.4'], ['paper', 'spigot', 'bukkit']]],
    },
    {
      id: '320004',
      name: 'Warp Points',
      summary: 'Named warps, homes and spawn with cooldowns.',
      downloads: 540_000,
      files: [
        ['4200041', '3.1.0', ['1.20.4'], ['paper']],
        ['4200042', '3.0.0-beta', ['1.20.4'], ['paper'], 'beta'],
      ],
    },
  ]),
];

const modrinth = [
  ...build('modrinth', 'mods', [
    {
      id: 'Fr4stRnd',
      name: 'Fast Render',
      summary: 'A rendering engine rewrite for much higher frame rates.',
      downloads: 7_800_000,
      files: [
        ['vFR05500', '0.5.5', ['1.20.4', '1.20.1'], ['fabric', 'quilt']],
        ['vFR05400', '0.5.4', ['1.19.4'], ['fabric']],
      ],
    },
    {
      id: 'L1ghtEng',
      name: 'Light Engine',
      summary: 'Faster lighting updates on the server and the client.',
      downloads: 4_200_000,
      files: [
        ['vLE02100', '2.1.0', ['1.20.4'], ['fabric', 'neoforge']],
        ['vLE02000', '2.0.0', ['1.20.1'], ['fabric', 'forge']],
      ],
    },
    {
      id: 'Tr4ilMrk',
      name: 'Trail Markers',
      summary: 'Leave glowing markers along the paths you walk.',
      downloads: 95_000,
      files: [['vTM01000', '1.0.0', ['1.20.4', '1.20.1'], ['fabric']]],
    },
    {
      id: 'InvS0rt1',
      name: 'Inventory Sort',
      summary: 'Middle-click sorting for every container.',
      downloads: 2_050_000,
      files: [
        ['vIS03200', '3.2.0', ['1.20.4'], ['fabric', 'neoforge']],
        ['vIS03100', '3.1.0-beta', ['1.20.4'], ['fabric'], 'beta'],
        ['vIS03000', '3.0.0', ['1.20.1', '1.19.4'], ['fabric', 'forge']],
      ],
    },
    {
      id: 'B10meAtl',
      name: 'Biome Atlas',
      summary: 'An in-game atlas of every biome you have discovered.',
      downloads: 310_000,
      files: [['vBA00900', '0.9.0-alpha', ['1.20.4'], ['fabric'], 'alpha']],
    },
    {
      id: 'PetB3dsX',
      name: 'Pet Beds',
      summary: 'Beds your tamed animals sleep and respawn in.',
      downloads: 640_000,
      files: [
        ['vPB01300', '1.3.0', ['1.20.4', '1.20.1'], ['neoforge', 'forge']],
        ['vPB01200', '1.2.0', ['1.19.4'], ['forge']],
      ],
    },
    {
      id: 'SkyIsl4n',
      name: 'Sky Islands',
      summary: 'A void world type with floating starter islands.',
      downloads: 1_100_000,
      files: [
        ['vSI02000', '2.0.0', ['1.20.4'], ['fabric', 'quilt']],
        ['vSI01900', '1.9.0', ['1.20.1'], ['fabric']],
      ],
    },
    {
      id: 'BrknUpld',
      name: 'Broken Upload',
      summary: 'Sandbox mod whose upload to the server always fails.',
      downloads: 7,
      uploadFails: true,
      files: [['vBU00001', '0.0.1', ['1.20.4', '1.20.1'], ['fabric', 'forge']]],
    },
  ]),
  ...build('modrinth', 'plugins', [
    {
      id: 'Sp4wnShd',
      name: 'Spawn Shield',
      summary: 'Keeps the spawn area safe from griefing and PvP.',
      downloads: 260_000,
      files: [['vSS01400', '1.4.0', ['1.20.4', '1.20.1'], ['paper', 'spigot']]],
    },
    {
      id: 'V0teRwds',
      name: 'Vote Rewards',
      summary: 'Rewards players for voting on server lists.',
      downloads: 480_000,
      files: [
        ['vVR05100', '5.1.0', ['1.20.4'], ['paper']],
        ['vVR05000', '5.0.0', ['1.20.1', '1.19.4'], ['paper', 'spigot', 'bukkit']],
      ],
    },
    {
      id: 'Auct1onH',
      name: 'Auction House',
      summary: 'A player-run auction house with a chest GUI.',
      downloads: 890_000,
      files: [['vAH03300', '3.3.0', ['1.20.4', '1.20.1'], ['paper', 'spigot']]],
    },
    {
      id: 'H0loSgns',
      name: 'Holo Signs',
      summary: 'Floating text holograms from a simple command.',
      downloads: 150_000,
      files: [
        ['vHS02200', '2.2.0', ['1.20.4'], ['paper']],
        ['vHS02100', '2.1.0-beta', ['1.20.1'], ['paper'], 'beta'],
      ],
    },
  ]),
];

/** Every mod and plugin the sandbox offers, by provider; src/sandbox/README.md names its landmarks. */
export const catalogue: Record<Provider, CatalogueEntry[]> = { curseforge, modrinth };
