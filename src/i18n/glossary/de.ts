import type { Glossary } from './types.js';

/** The words de uses for the domain's terms; docs/translations/de.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'Server', replaces: [] },
  statusBoard: { use: 'Statusboard', replaces: ['Statusübersicht', 'Status-Board', 'Statustafel'] },
  alert: {
    use: 'Benachrichtigung',
    replaces: ['Alarm', ' Warnung'],
    note: '„ Warnung“ with its space: „Entwarnung“, the all-clear of a recovery post, is a word of its own.',
  },
  subscription: { use: 'Abo', replaces: ['Abonnement', 'Anmeldung'] },
  provisioning: {
    use: 'Bereitstellung (bereitstellen)',
    replaces: ['Einrichtung', 'eingerichtet', 'einrichten'],
  },
  install: { use: 'installieren', replaces: ['einspielen'] },
  mod: { use: 'der Mod (die Mods)', replaces: ['die Mod ', 'eine Mod '] },
  plugin: { use: 'Plugin', replaces: ['Plug-in'] },
  addon: { use: 'Add-on', replaces: ['Addon', 'Erweiterung'] },
  plan: { use: 'Tarif', replaces: ['Preisplan', 'Paket'] },
  suspended: { use: 'gesperrt', replaces: ['suspendiert'] },
  resources: { use: 'Ressourcen', replaces: [] },
  activity: { use: 'Aktivität', replaces: [] },
  usageWatch: { use: 'Auslastungsüberwachung', replaces: ['Auslastungswächter'] },
  threshold: { use: 'Schwellenwert', replaces: ['Grenzwert'] },
  hostingApi: { use: 'Hosting-API', replaces: ['Hosting-Schnittstelle'] },
  hostingPanel: { use: 'Hosting-Panel', replaces: ['Hostingpanel', 'Verwaltungsoberfläche'] },
  guild: { use: 'Discord-Server (Community-Discord-Server)', replaces: ['Gilde', 'Discordserver'] },
  member: { use: 'Mitglied', replaces: [] },
  role: { use: 'Rolle', replaces: [] },
  manageServer: { use: 'Server verwalten', replaces: ['Server-Verwaltung', 'Server managen'] },
};
