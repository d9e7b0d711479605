import type { Glossary } from './types.js';

/** The words pl uses for the domain's terms; docs/translations/pl.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'serwer', replaces: [] },
  statusBoard: { use: 'tablica statusu', replaces: ['panel statusu', 'tablica stanu'] },
  alert: { use: 'alert', replaces: ['powiadomienie o', 'ostrzeżenie'] },
  subscription: { use: 'subskrypcja', replaces: ['abonament'] },
  provisioning: {
    use: 'przygotowanie (przygotować)',
    replaces: [
      'konfiguracja trwa',
      'Rozpoczęto konfigurację',
      'jest konfigurowany',
      'Zakończono konfigurację',
      'provisioning',
    ],
  },
  install: { use: 'instalować / zainstalować', replaces: [] },
  mod: { use: 'mod (mody)', replaces: [] },
  plugin: { use: 'plugin', replaces: ['wtyczk'] },
  addon: { use: 'dodatek (dodatek modów)', replaces: ['addon', 'dodatek mods'] },
  plan: { use: 'plan', replaces: ['taryf'] },
  suspended: { use: 'zawieszony', replaces: [] },
  resources: { use: 'zasoby', replaces: [] },
  activity: { use: 'aktywność', replaces: [] },
  usageWatch: { use: 'obserwacja użycia', replaces: ['monitorowanie użycia'] },
  threshold: { use: 'próg', replaces: [] },
  hostingApi: { use: 'API hostingu', replaces: ['API hostingowe'] },
  hostingPanel: { use: 'panel hostingu', written: 'panelu hostingu', replaces: ['panel hostingowy'] },
  guild: { use: 'serwer Discord', replaces: ['gildi'] },
  member: { use: 'członek', replaces: [] },
  role: { use: 'rola', replaces: [] },
  manageServer: { use: 'Zarządzanie serwerem', replaces: ['Zarządzaj serwerem'] },
};
