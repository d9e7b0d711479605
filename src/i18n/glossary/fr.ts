import type { Glossary } from './types.js';

/** The words fr uses for the domain's terms; docs/translations/fr.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'serveur', replaces: [] },
  statusBoard: { use: 'tableau de statut', replaces: ['tableau d’état', 'panneau de statut'] },
  alert: { use: 'alerte', replaces: ['avertissement'] },
  subscription: { use: 'abonnement', replaces: ['souscription', 'inscription'] },
  provisioning: {
    use: 'mise en service',
    replaces: [
      'provisionnement',
      'provisioning',
      'cours d’installation',
      'installation lancée',
      'installation se poursuit',
      'installation terminée',
    ],
  },
  install: { use: 'installer', replaces: [] },
  mod: { use: 'le mod (les mods)', replaces: [] },
  plugin: { use: 'plugin', replaces: ['plug-in', 'greffon'] },
  addon: { use: 'add-on', replaces: ['addon', 'module complémentaire', 'module mods', 'extension'] },
  plan: { use: 'offre', replaces: ['forfait', 'formule'] },
  suspended: { use: 'suspendu', replaces: [] },
  resources: { use: 'ressources', replaces: [] },
  activity: { use: 'activité', replaces: [] },
  usageWatch: { use: 'surveillance d’utilisation', replaces: [] },
  threshold: { use: 'seuil', replaces: [] },
  hostingApi: { use: 'API d’hébergement', replaces: ['API de l’hébergeur', 'API hosting'] },
  hostingPanel: { use: 'panneau d’hébergement', replaces: ['panel d’hébergement', 'console d’hébergement'] },
  guild: { use: 'serveur Discord', replaces: ['guilde'] },
  member: { use: 'membre', replaces: [] },
  role: { use: 'rôle', replaces: [] },
  manageServer: { use: 'Gérer le serveur', replaces: ['Gérer serveur', 'Gestion du serveur'] },
};
