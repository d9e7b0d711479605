import { describe, expect, it } from 'vitest';
import { fieldLabel, labelledValues } from '../../src/render/fields.js';
import { apiLeaks } from '../support/api-leaks.js';
import { english } from '../../src/i18n/index.js';

/** No leak, and none of the record's multi-word keys (camelCase or snake_case) as written. */
function expectForPeople(text: string, keys: readonly string[]) {
  expect(apiLeaks(text)).toEqual([]);
  for (const key of keys.filter((name) => /[A-Z_]/.test(name))) expect(text).not.toContain(key);
}

const at = Date.UTC(2026, 10, 8, 18, 11, 12, 658);
const seconds = Math.floor(at / 1000);

describe('fieldLabel', () => {
  it.each([
    ['updatedAt', 'Updated'],
    ['memoryMb', 'Memory'],
    ['disk_gb', 'Disk'],
    ['cpuPercent', 'CPU'],
    ['lastBackupTime', 'Last backup time'],
    ['node', 'Node'],
    ['modId', 'Mod ID'],
    ['IPAddress', 'IP address'],
  ])('%s reads as "%s"', (key, label) => {
    expect(fieldLabel(key)).toBe(label);
  });
});

describe('labelledValues', () => {
  it('renders a record full of unshown fields of every kind for people', () => {
    const record = {
      memoryMb: 4096,
      diskBytes: 42_949_672_960,
      swapGb: 2,
      cpuPercent: 200,
      uptimeSeconds: 93_784,
      responseMs: 1_500,
      updatedAt: new Date(at).toISOString(),
      lastBackupAt: seconds,
      installedAt: at,
      suspended: false,
      autoStart: true,
      node: 'node-fra-01',
      allocation: { ip: '203.0.113.10', port: 25565 },
      players: { online: 4, max: 20 },
      owner_name: 'ops **team**',
      tags: ['pvp', 'eu'],
      featureLimits: { databases: 5, backups: 10, backupRetentionDays: 7 },
      _links: { self: { href: '/api/v1/servers/srv_1' } },
      self: '/api/v1/servers/srv_1',
      serverId: 'srv_1',
      notes: '',
      extra: null,
    };
    const lines = labelledValues(record, english, { shown: ['srv_1'] }).map(
      ({ label, value }) => `${label}: ${value}`,
    );
    expect(lines).toEqual([
      'Memory: 4 GB',
      'Disk: 40 GB',
      'Swap: 2 GB',
      'CPU: 200%',
      'Uptime: 1 d 2 h',
      'Response: 1 s',
      `Updated: <t:${seconds}:R>`,
      `Last backup: <t:${seconds}:R>`,
      `Installed: <t:${seconds}:R>`,
      'Suspended: no',
      'Auto start: yes',
      'Node: node-fra-01',
      'Allocation: `203.0.113.10:25565`',
      'Players: Online 4 · Max 20',
      'Owner name: ops \\*\\*team\\*\\*',
      'Tags: pvp, eu',
      'Feature limits: Databases 5 · Backups 10 · Backup retention days 7',
    ]);
    expectForPeople(lines.join('\n'), Object.keys(record));
  });

  it('reads ISO date-only strings and lists of objects without JSON', () => {
    const lines = labelledValues(
      {
        renewsOn: '2026-12-01',
        installedMods: [
          { name: 'Ore Compass', provider: 'curseforge', installedAt: new Date(at).toISOString() },
          { name: 'Quick Storage', provider: 'modrinth' },
        ],
      },
      english,
    ).map(({ label, value }) => `${label}: ${value}`);
    expect(lines).toEqual([
      `Renews: <t:${Math.floor(Date.UTC(2026, 11, 1) / 1000)}:D>`,
      `Installed mods: Name Ore Compass · Provider curseforge · Installed <t:${seconds}:R>; Name Quick Storage · Provider modrinth`,
    ]);
  });
});
