import type { Glossary } from './types.js';

/** The words es-ES uses for the domain's terms; docs/translations/es-ES.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'servidor', replaces: [] },
  statusBoard: {
    use: 'tablero de estado',
    // A server has one hosting panel, so plural panels are always boards.
    replaces: ['panel de estado', 'paneles', 'tableros de estados'],
  },
  alert: { use: 'alerta', replaces: ['aviso de'] },
  subscription: { use: 'suscripción', replaces: ['abono'] },
  provisioning: {
    use: 'aprovisionamiento',
    replaces: ['en instalación', 'la instalación continúa', 'instalación iniciada', 'instalación terminada'],
  },
  install: { use: 'instalar', replaces: [] },
  mod: { use: 'el mod (los mods)', replaces: [] },
  plugin: { use: 'plugin', replaces: ['plug-in'] },
  addon: { use: 'complemento (de mods)', replaces: ['addon', 'add-on'] },
  plan: { use: 'plan', replaces: ['tarifa'] },
  suspended: { use: 'suspendido', replaces: [] },
  resources: { use: 'recursos', replaces: [] },
  activity: { use: 'actividad', replaces: [] },
  usageWatch: { use: 'vigilancia de uso', replaces: ['monitorización', 'monitoreo'] },
  threshold: { use: 'umbral', replaces: [] },
  hostingApi: { use: 'API de hosting', replaces: ['API de alojamiento'] },
  hostingPanel: { use: 'panel de hosting', replaces: ['panel de alojamiento'] },
  guild: { use: 'servidor de Discord', replaces: ['gremio'] },
  member: { use: 'miembro', replaces: [] },
  role: { use: 'rol', replaces: [] },
  manageServer: { use: 'Gestionar servidor', replaces: ['Administrar servidor'] },
};
