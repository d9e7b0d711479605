import type { Glossary } from './types.js';

/** The words en-US uses for the domain's terms; docs/translations/en-US.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'server', replaces: [] },
  statusBoard: { use: 'status board', replaces: ['status panel', 'dashboard'] },
  alert: { use: 'alert', replaces: ['alarm'] },
  subscription: { use: 'subscription', replaces: [] },
  provisioning: { use: 'provisioning', replaces: ['deployment'] },
  install: { use: 'install', replaces: [] },
  mod: { use: 'mod', replaces: ['modification'] },
  plugin: { use: 'plugin', replaces: ['plug-in'] },
  addon: { use: 'addon', replaces: ['add-on'] },
  plan: { use: 'plan (pricing plan)', replaces: ['plan tier', 'package'] },
  suspended: { use: 'suspended', replaces: [] },
  resources: { use: 'resources', replaces: [] },
  activity: { use: 'activity', replaces: ['activity log entry'] },
  usageWatch: { use: 'usage watch', replaces: ['usage monitor'] },
  threshold: { use: 'threshold', replaces: [] },
  hostingApi: { use: 'hosting API', replaces: ['host API'] },
  hostingPanel: { use: 'hosting panel', replaces: ['control panel'] },
  guild: {
    use: 'guild (community guild); “server” where the member reads Discord’s own words',
    replaces: [],
  },
  member: { use: 'member', replaces: [] },
  role: { use: 'role', replaces: [] },
  manageServer: { use: 'Manage Server', replaces: ['Manage Guild'] },
};
