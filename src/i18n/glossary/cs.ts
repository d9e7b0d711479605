import type { Glossary } from './types.js';

/**
 * cs: the words of a Czech game-hosting product, in Discord's own Czech where Discord names a thing. Replaced
 * variants are stems chosen so that no inflected form of a word the catalogue uses contains them.
 */
export const glossary: Glossary = {
  server: {
    use: 'server',
    replaces: ['servr', 'sérver'],
    note: 'A game server: server, serveru, servery, serverů. servr is the colloquial spelling.',
  },
  statusBoard: {
    use: 'stavová nástěnka',
    replaces: ['stavový panel', 'stavová tabule', 'přehledová deska', 'dashboard', 'řídicí panel'],
    note: 'panel is the hosting panel’s.',
  },
  alert: {
    use: 'upozornění',
    replaces: ['výstrah', 'alarm', 'notifikac', 'varování'],
    note: 'Neuter and invariable: upozornění na využití, upozornění na události.',
  },
  subscription: { use: 'odběr', replaces: ['předplatn'], note: 'předplatné reads as a paid plan.' },
  provisioning: {
    use: 'zřizování',
    replaces: ['provisioning', 'provizion', 'nasazen', 'nasazov'],
    note: 'Setting up a new server (server se zřizuje, zřízen); instalace is kept for mods.',
  },
  install: { use: 'instalovat', replaces: ['montovat', 'zavést'], note: 'nainstalovat, instalace.' },
  mod: {
    use: 'mod',
    replaces: ['modifikac', 'módy', 'módů'],
    note: 'mod, modu, mody, modů; mód means a mode.',
  },
  plugin: { use: 'plugin', replaces: ['zásuvn'], note: 'plugin, pluginy, pluginů.' },
  addon: {
    use: 'doplněk',
    replaces: ['add-on', 'addon', 'rozšíření'],
    note: 'The paid mods addon of a plan: doplněk pro mody.',
  },
  plan: { use: 'tarif', replaces: ['plán', 'balíč'], note: 'As Czech hosting sells it: tarif Premium.' },
  suspended: {
    use: 'zablokovaný',
    replaces: ['suspendov', 'zmrazen', 'deaktivov'],
    note:
      'Suspended by the host (zablokování, zrušit blokaci); pozastavený is kept for a paused board or ' +
      'subscription.',
  },
  resources: {
    use: 'zdroje',
    replaces: ['prostředk', 'resourc'],
    note: 'A mod provider is poskytovatel, not zdroj.',
  },
  activity: { use: 'aktivita', replaces: ['činnost'] },
  usageWatch: {
    use: 'hlídání využití',
    replaces: ['monitorov', 'sledov', 'vytížen', 'spotřeb'],
    note: 'Usage is využití throughout; a watched server is hlídaný.',
  },
  threshold: {
    use: 'práh',
    replaces: ['hranic', 'mezní hodnot'],
    note: 'prahu, prahy; limit is kept for a limit.',
  },
  hostingApi: {
    use: 'hostingové API',
    replaces: ['api hostingu', 'hostitelsk'],
    note: 'The hosting provider is poskytovatel hostingu.',
  },
  hostingPanel: { use: 'hostingový panel', replaces: ['ovládací panel', 'administrac', 'control panel'] },
  guild: {
    use: 'discordový server',
    replaces: ['gild', 'klan'],
    note:
      'Discord’s own word is server; discordový keeps it apart from a game server. Community guild: ' +
      'komunitní discordový server.',
  },
  member: { use: 'člen', replaces: ['účastník'] },
  role: { use: 'role', replaces: ['hodnost', 'skupina práv'] },
  manageServer: {
    use: 'Spravovat server',
    replaces: ['spravovat servery', 'správa serveru', 'řídit server'],
    note: 'Quoted „Spravovat server“, as Discord names the permission.',
  },
};
