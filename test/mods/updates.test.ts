import { describe, expect, it } from 'vitest';
import type { ModFile } from '../../src/api/index.js';
import { chosenFor, newerRelease } from '../../src/mods/updates.js';

const file = (id: string, over: Partial<ModFile> = {}): ModFile => ({
  id,
  name: `file ${id}`,
  gameVersions: ['1.20.4'],
  loaders: ['Forge'],
  releaseType: 'release',
  ...over,
});

const installed = { fileId: 'f1', gameVersion: '1.20.4', loader: 'forge', releaseType: 'release' };

describe('chosenFor', () => {
  it("takes the server's version and loader when the file lists them, else the file's first", () => {
    const both = file('f', { gameVersions: ['1.20.1', '1.20.4'], loaders: ['Fabric', 'Forge'] });
    expect(chosenFor({ gameVersion: '1.20.4', gameType: 'forge' }, both)).toEqual({
      gameVersion: '1.20.4',
      loader: 'forge',
    });
    expect(chosenFor({ gameVersion: '1.19.4', gameType: 'paper' }, both)).toEqual({
      gameVersion: '1.20.1',
      loader: 'fabric',
    });
    expect(chosenFor({}, file('g', { gameVersions: [], loaders: [] }))).toEqual({});
  });
});

describe('newerRelease', () => {
  it('offers the newest fitting release listed before the installed one', () => {
    const files = [file('f3'), file('f2'), file('f1')];
    expect(newerRelease(installed, files)?.id).toBe('f3');
    expect(newerRelease(installed, [file('f1'), file('f0')])).toBeUndefined();
  });

  it('ignores releases for another game version or loader', () => {
    const files = [
      file('other-version', { gameVersions: ['1.21'] }),
      file('other-loader', { loaders: ['Fabric'] }),
      file('f1'),
    ];
    expect(newerRelease(installed, files)).toBeUndefined();
  });

  it('offers a beta only to a beta (or alpha) install', () => {
    const files = [file('beta', { releaseType: 'beta' }), file('f1')];
    expect(newerRelease(installed, files)).toBeUndefined();
    expect(newerRelease({ ...installed, releaseType: 'beta' }, files)?.id).toBe('beta');
    expect(newerRelease({ ...installed, releaseType: 'alpha' }, files)?.id).toBe('beta');
    expect(newerRelease(installed, [file('alpha', { releaseType: 'alpha' }), file('f1')])).toBeUndefined();
  });

  it('goes by publication dates when both are known, so an older file listed first is no update', () => {
    const dated = { ...installed, publishedAt: '2024-03-01T00:00:00.000Z' };
    const older = file('older', { publishedAt: '2024-01-01T00:00:00.000Z' });
    const newer = file('newer', { publishedAt: '2024-04-01T00:00:00.000Z' });
    expect(newerRelease(dated, [older, file('f1')])).toBeUndefined();
    expect(newerRelease(dated, [older, newer])?.id).toBe('newer');
  });
});
