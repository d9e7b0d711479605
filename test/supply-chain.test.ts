import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The node-tar 2026 advisories (CVE-2026-23745, -26960, -29786, GHSA-9ppj-qmqm-q256, CVE-2026-59871 fixed in
 * 7.5.18, CVE-2026-73566 fixed in 7.5.21): every tar in the production tree must be at least this.
 */
const firstFixedTar = [7, 5, 21] as const;

type Tree = { version?: string; dependencies?: Record<string, Tree> };

function versionsOf(name: string, tree: Tree, found: string[] = []): string[] {
  for (const [dependency, child] of Object.entries(tree.dependencies ?? {})) {
    if (dependency === name && child.version) found.push(child.version);
    versionsOf(name, child, found);
  }
  return found;
}

function atLeast(version: string, floor: readonly number[]): boolean {
  const parts = version.split(/[.-]/).slice(0, 3).map(Number);
  for (let index = 0; index < floor.length; index += 1) {
    if ((parts[index] ?? 0) !== floor[index]) return (parts[index] ?? 0) > floor[index]!;
  }
  return true;
}

describe('the production dependency tree', () => {
  it('holds no tar from the range of the 2026 node-tar advisories', async () => {
    const { stdout } = await promisify(execFile)('npm', ['ls', 'tar', '--omit=dev', '--all', '--json'], {
      timeout: 60_000,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const versions = versionsOf('tar', JSON.parse(stdout) as Tree);
    expect(versions.length).toBeGreaterThan(0);
    expect(versions.filter((version) => !atLeast(version, firstFixedTar))).toEqual([]);
  });

  it('compares versions as the advisories do', () => {
    expect(atLeast('6.2.1', firstFixedTar)).toBe(false);
    expect(atLeast('7.5.20', firstFixedTar)).toBe(false);
    expect(atLeast('7.5.21', firstFixedTar)).toBe(true);
    expect(atLeast('7.10.0', firstFixedTar)).toBe(true);
  });
});

/** Tools that build, type-check, lint or test: none is needed to run the compiled bot. */
const buildTools = [
  'tsx',
  'esbuild',
  'typescript',
  // TypeScript 7's native compiler, under its alias; its binary comes in a package per platform.
  '@typescript/native',
  'vitest',
  '@biomejs/biome',
  'dependency-cruiser',
  'knip',
  'ts-node',
];

describe('the production dependency tree holds no build tool', () => {
  it('declares none in dependencies', async () => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const declared = Object.keys(manifest.dependencies);
    expect(declared.filter((name) => buildTools.includes(name) || name.startsWith('@types/'))).toEqual([]);
  });

  it('installs none, directly or through another package (the native binaries of esbuild and tsc too)', async () => {
    const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
      timeout: 60_000,
    }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const installed = stdout
      .split('\n')
      .filter((line) => line.includes('node_modules'))
      .map((line) => line.slice(line.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(installed.length).toBeGreaterThan(50);
    expect(installed).toContain('discord.js');
    // Type declarations some packages depend on (discord.js on @types/ws) hold no code: not a tool.
    const tools = installed.filter(
      (name) => buildTools.includes(name) || /^@(esbuild|typescript)\//.test(name),
    );
    expect(tools).toEqual([]);
  });
});
