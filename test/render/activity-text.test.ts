import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../src/api/index.js';
import { actionText, activitySentence } from '../../src/render/activity-text.js';
import { apiLeaks } from '../support/api-leaks.js';
import { english } from '../../src/i18n/index.js';

const at = '2026-11-08T18:11:12.658Z';
const seconds = Math.floor(Date.parse(at) / 1000);

function entry(fields: Partial<ActivityEntry>): ActivityEntry {
  return { key: 'k', raw: {}, ...fields };
}

describe('actionText', () => {
  it.each([
    ['server.mod.install', 'Mod installed'],
    ['mod.installed', 'Mod installed'],
    ['server.created', 'Server created'],
    ['server.resized', 'Server resized'],
    ['server.status_changed', 'Status changed'],
    ['server.backup.restore', 'Backup restored'],
    ['server.power.stop', 'Power stopped'],
    ['server.restarted', 'Server restarted'],
    ['database_password_rotated', 'Database password rotated'],
    ['SubuserAdded', 'Subuser added'],
    ['server.api_key.used', 'API key used'],
    ['', 'Activity'],
  ])('%s reads "%s"', (code, text) => {
    expect(actionText(code, english)).toBe(text);
  });
});

describe('activitySentence', () => {
  it('says when, what, who and the description', () => {
    expect(
      activitySentence(
        entry({
          action: 'server.mod.install',
          actor: 'reseller-api',
          description: 'Installed Ore Compass (ore-compass-1.2.jar)',
          timestamp: at,
        }),
        english,
      ),
    ).toBe(
      `<t:${seconds}:R> **Mod installed** by reseller-api — Installed Ore Compass \\(ore-compass-1.2.jar\\)`,
    );
  });

  it('describes an entry without action or description by its other fields, in words', () => {
    const raw = {
      id: 'a1',
      createdAt: at,
      ipAddress: '198.51.100.7',
      durationMs: 2500,
      metadata: { oldRamGb: 4, newRamGb: 8, _links: { self: '/api/v1/x' } },
    };
    const sentence = activitySentence(entry({ raw, timestamp: at }), english);
    expect(sentence).toBe(
      `<t:${seconds}:R> **Activity** — IP address 198.51.100.7 · Duration 2 s · Metadata Old RAM 4 GB · New RAM 8 GB`,
    );
    expect(apiLeaks(sentence)).toEqual([]);
  });
});
