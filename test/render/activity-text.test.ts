import { describe, expect, it } from 'vitest';
import { activityKinds, type ActivityEntry, type ActivityKind } from '../../src/api/index.js';
import { normalizeActivityEntry } from '../../src/api/activity.js';
import { apiWordsText, activitySentence } from '../../src/render/activity-text.js';
import { apiLeaks } from '../support/api-leaks.js';
import { english, supportedLocales, translatorFor } from '../../src/i18n/index.js';

const at = '2026-11-08T18:11:12.658Z';
const seconds = Math.floor(Date.parse(at) / 1000);

function entry(fields: Partial<ActivityEntry>): ActivityEntry {
  return { key: 'k', raw: {}, ...fields };
}

/** The bold words of a sentence that says neither time nor actor. */
const said = (fields: Partial<ActivityEntry>, locale: string) =>
  activitySentence(entry(fields), translatorFor(locale)).replace(/^.*? \*\*/, '**');

describe('apiWordsText', () => {
  it.each([
    ['server.backup.verify', 'Backup verify'],
    ['server.files.upload', 'Files uploaded'],
    ['database_password_rotated', 'Database password rotated'],
    ['SubuserAdded', 'Subuser added'],
    ['server.api_key.used', 'API key used'],
  ])('%s reads "%s"', (code, text) => {
    expect(apiWordsText(code)).toBe(text);
  });
});

describe('activitySentence', () => {
  it('says when, what, who and the description', () => {
    expect(
      activitySentence(
        normalizeActivityEntry({
          action: 'server.mod.install',
          actor: 'reseller-api',
          description: 'Installed Ore Compass (ore-compass-1.2.jar)',
          createdAt: at,
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

describe('every kind reads in the reader’s language, whatever the API calls it', () => {
  const german: Record<ActivityKind, [string, string]> = {
    statusChanged: ['SERVER_STATUS_CHANGED', 'Status geändert'],
    provisioned: ['provisioning.completed', 'Bereitstellung abgeschlossen'],
    provisioningFailed: ['INSTALL_FAILED', 'Installation fehlgeschlagen'],
    created: ['serverCreated', 'Server erstellt'],
    resized: ['ram.updated', 'Servergröße geändert'],
    updated: ['SERVER_UPDATE', 'Server aktualisiert'],
    deleted: ['server_delete', 'Server gelöscht'],
    suspended: ['server.suspend', 'Server gesperrt'],
    unsuspended: ['ServerUnsuspended', 'Server entsperrt'],
    reinstalled: ['server.reinstall', 'Server neu installiert'],
    started: ['POWER_ON', 'Server gestartet'],
    stopped: ['server.power.stop', 'Server gestoppt'],
    restarted: ['server.rebooted', 'Server neu gestartet'],
    modInstalled: ['MOD_INSTALLED', 'Mod installiert'],
    modUpdated: ['mod.upgraded', 'Mod aktualisiert'],
    modRemoved: ['modUninstalled', 'Mod entfernt'],
    pluginInstalled: ['plugin.added', 'Plugin installiert'],
    pluginUpdated: ['PLUGIN_UPDATED', 'Plugin aktualisiert'],
    pluginRemoved: ['server.plugin.remove', 'Plugin entfernt'],
    backupCreated: ['BACKUP_COMPLETED', 'Backup erstellt'],
    backupRestored: ['server.backup.restore', 'Backup wiederhergestellt'],
    backupDeleted: ['backupDeleted', 'Backup gelöscht'],
    noteAdded: ['server.note', 'Notiz hinzugefügt'],
  };

  it.each(activityKinds)('%s in German, from an entry the API spelled its own way', (kind) => {
    const [code, text] = german[kind];
    const decoded = normalizeActivityEntry({ action: code, actor: 'ann' });
    expect(decoded.kind).toBe(kind);
    expect(activitySentence(decoded, translatorFor('de'))).toBe(`Zeit unbekannt **${text}** von ann`);
  });

  it.each(supportedLocales)('%s has its own words for every kind, and the code never shows', (locale) => {
    for (const kind of activityKinds) {
      const sentence = said({ kind, action: 'x.custom_code' }, locale);
      expect(sentence).not.toContain('custom_code');
      expect(sentence).toMatch(/^\*\*[^*]+\*\*$/);
    }
  });

  it('a status change told only by its description reads as one', () => {
    const decoded = normalizeActivityEntry({ message: 'Status changed from RUNNING to OFFLINE' });
    expect(activitySentence(decoded, translatorFor('fr'))).toBe(
      'heure inconnue **Statut modifié** — Status changed from RUNNING to OFFLINE',
    );
  });
});

describe('an entry the bot does not understand shows the API’s words, marked as such', () => {
  it('in words for a reader of English', () => {
    expect(activitySentence(entry({ action: 'server.backup.verify', actor: 'ann' }), english)).toBe(
      "time unknown **Backup verify** (the API's words) by ann",
    );
  });

  it('as the code itself for any other reader', () => {
    expect(
      activitySentence(entry({ action: 'server.status_query', actor: 'ann' }), translatorFor('de')),
    ).toBe('Zeit unbekannt **`server.status_query`** (Wortlaut der API) von ann');
    expect(said({ action: 'subuser.invited' }, 'pl')).toBe('**`subuser.invited`** (słowami API)');
  });

  it('an API word cannot smuggle markdown or mentions in', () => {
    const sentence = activitySentence(entry({ action: '**@everyone** <@123>' }), english);
    expect(sentence).not.toContain('**@everyone**');
    expect(apiLeaks(sentence)).toEqual([]);
  });
});
