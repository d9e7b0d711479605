import type { Glossary } from './types.js';

/** The words nl uses for the domain's terms; docs/translations/nl.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'server', replaces: [] },
  statusBoard: { use: 'statusbord', replaces: ['statuspaneel', 'dashboard'] },
  alert: { use: 'melding', replaces: ['waarschuwing', 'alarm'] },
  subscription: { use: 'abonnement', replaces: [] },
  provisioning: { use: 'inrichting (inrichten)', replaces: ['in aanmaak', 'provisioning'] },
  install: { use: 'installeren', replaces: [] },
  mod: { use: 'de mod (de mods)', replaces: [] },
  plugin: { use: 'plug-in', replaces: ['plugin '] },
  addon: { use: 'add-on', replaces: ['addon'] },
  plan: {
    use: 'pakket',
    replaces: [
      'abonnement van de server',
      'Premium-abonnement',
      'hoger abonnement',
      'abonnementsniveau',
      'tarief',
    ],
  },
  suspended: { use: 'opgeschort', replaces: [] },
  resources: { use: 'resources', replaces: [] },
  activity: { use: 'activiteit', replaces: [] },
  usageWatch: { use: 'gebruiksbewaking', replaces: [] },
  threshold: { use: 'drempel', replaces: ['grenswaarde'] },
  hostingApi: { use: 'hosting-API', replaces: ['hostingAPI'] },
  hostingPanel: { use: 'hostingpaneel', replaces: ['hosting-paneel', 'hostingpanel'] },
  guild: { use: 'Discord-server', replaces: ['Discordserver'] },
  member: { use: 'lid', replaces: [] },
  role: { use: 'rol', replaces: [] },
  manageServer: { use: 'Server beheren', replaces: ['Beheer server'] },
};
