import type { Glossary } from './types.js';

/** sv-SE: the words of a Swedish game-hosting product, in Discord's Swedish where Discord names a thing. */
export const glossary: Glossary = {
  server: {
    use: 'server',
    replaces: ['serverar', 'serverna'],
    note: 'A game server: servern, servrar, servrarna.',
  },
  statusBoard: {
    use: 'statustavla',
    replaces: ['statuspanel', 'statusbräda', 'statusöversikt', 'instrumentpanel', 'dashboard'],
  },
  alert: {
    use: 'larm',
    replaces: ['avisering', 'varning', 'notis', 'alarm'],
    note: 'As monitoring says it: användningslarm, händelselarm, larma.',
  },
  subscription: { use: 'prenumeration', replaces: ['abonnemang', 'abonnera'] },
  provisioning: {
    use: 'etablering',
    replaces: ['provisionering', 'driftsättning', 'uppsättning', 'konfigurering', 'installering'],
    note: 'Setting up a new server (servern etableras); installera is kept for mods.',
  },
  install: { use: 'installera', replaces: ['montera', 'lägga in'] },
  mod: { use: 'mod', replaces: ['modifikation', 'modifiering', 'modul'], note: 'en mod, modden, moddar.' },
  plugin: {
    use: 'plugin',
    replaces: ['insticksprogram', 'insticksmodul', 'tilläggsprogram'],
    note: 'ett plugin, plugins.',
  },
  addon: {
    use: 'tillägg',
    replaces: ['add-on', 'tilläggspaket', 'tilläggstjänst'],
    note: 'The paid mods addon of a plan: mods-tillägget.',
  },
  plan: { use: 'paket', replaces: ['abonnemang', 'prisplan', 'prisnivå'], note: 'Premium-paketet.' },
  suspended: {
    use: 'avstängd',
    replaces: ['suspenderad', 'spärrad'],
    note: 'Suspended by the host (avstängning, häva avstängningen); a paused board is pausad.',
  },
  resources: { use: 'resurser', replaces: ['tillgångar'] },
  activity: { use: 'aktivitet', replaces: ['händelselogg', 'aktivitetshistorik'] },
  usageWatch: {
    use: 'användningsbevakning',
    replaces: ['övervakning', 'förbrukning', 'belastning'],
    note: 'Usage is användning throughout.',
  },
  threshold: { use: 'tröskel', replaces: ['gränsvärde', 'tröskelvärde'], note: 'gräns is kept for a limit.' },
  hostingApi: {
    use: 'hosting-API:et',
    replaces: ['värd-api', 'webbhotell', 'hostnings'],
    note: 'The hosting provider is hostingleverantören.',
  },
  hostingPanel: { use: 'hostingpanelen', replaces: ['kontrollpanel', 'värdpanel', 'webbpanel'] },
  guild: {
    use: 'Discord-server',
    replaces: ['gille', 'klan', 'discordserver'],
    note: 'Discord’s own word is server; a community guild is a Discord-community.',
  },
  member: { use: 'medlem', replaces: ['deltagare', 'ledamot'] },
  role: { use: 'roll', replaces: ['behörighetsgrupp', 'användargrupp'] },
  manageServer: {
    use: 'Hantera server',
    replaces: ['hantera servern', 'administrera server', 'serverhantering'],
    note: 'Quoted ”Hantera server”, as Discord names the permission.',
  },
};
