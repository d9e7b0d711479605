import type { Glossary } from './types.js';

/** The words it uses for the domain's terms; docs/translations/it.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'server', replaces: [] },
  statusBoard: { use: 'bacheca di stato', replaces: ['pannello di stato', 'pannelli di stato', 'sul posto'] },
  alert: { use: 'avviso', replaces: ['allarme', 'allerta'] },
  subscription: { use: 'iscrizione', replaces: ['abbonamento'] },
  provisioning: {
    use: 'provisioning',
    replaces: [
      'preparazione',
      'approvvigionamento',
      'fase di configurazione',
      'configurazione prosegue',
      'configurazione avviata',
      'configurazione completata',
    ],
  },
  install: { use: 'installare', replaces: [] },
  mod: { use: 'la mod (le mod)', replaces: [] },
  plugin: { use: 'plugin', replaces: ['plug-in'] },
  addon: { use: 'add-on', replaces: ['addon', 'componente aggiuntivo'] },
  plan: { use: 'piano', replaces: [] },
  suspended: { use: 'sospeso', replaces: [] },
  resources: { use: 'risorse', replaces: [] },
  activity: { use: 'attività', replaces: [] },
  usageWatch: {
    use: 'monitoraggio dell’utilizzo',
    replaces: ['controllo dell’utilizzo', 'controlli di utilizzo', 'controllo di utilizzo'],
  },
  threshold: { use: 'soglia', replaces: [] },
  hostingApi: { use: 'API di hosting', replaces: [] },
  hostingPanel: { use: 'pannello di hosting', replaces: [] },
  guild: { use: 'server Discord', replaces: ['gilda'] },
  member: { use: 'membro', replaces: [] },
  role: { use: 'ruolo', replaces: [] },
  manageServer: { use: 'Gestisci server', replaces: ['Gestire server', 'Gestione server'] },
};
