import type { LocaleCatalogue } from './en-US.js';

/** fr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'Rien à modifier : indiquez au moins ram, disk ou external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disque {before} → {after}',
  'server.update.changedReference': 'référence externe « {before} » → « {after} »',
  'server.update.changedStatus': 'statut {before} → {after}',
  'server.update.concurrentChange':
    'Quelqu’un a modifié ce serveur pendant votre mise à jour ({changes}), votre modification n’a donc pas ' +
    'été appliquée. Vérifiez les nouvelles valeurs et relancez la commande.',
  'server.update.concurrentUnseenChange':
    'Quelqu’un a modifié ce serveur pendant votre mise à jour, votre modification n’a donc pas été ' +
    'appliquée. Vérifiez ses valeurs actuelles avec `/server info` et relancez la commande.',
  'server.update.done': '✅ {server} mis à jour',
  'server.update.lineRam': 'RAM : {before} → {after}',
  'server.update.lineDisk': 'Disque : {before} → {after}',
  'server.update.lineReference': 'Référence externe : {before} → {after}',
  'server.update.noReference': 'aucune',
  'server.update.unchanged': 'Il avait déjà ces valeurs ; rien n’a changé.',
  'command.server': 'Créer, consulter, redimensionner et supprimer des serveurs de jeu hébergés',
  'command.server.list': 'Lister les serveurs, avec filtres et tri',
  'command.server.list.status':
    'Uniquement les serveurs avec ce statut (choisissez-en un ou saisissez-en un autre)',
  'command.server.list.game': 'Uniquement les serveurs de ce jeu',
  'command.server.list.search': 'Le nom contient ce texte',
  'command.server.list.sort': 'Trier par',
  'command.server.list.sort.createdAt': 'Date de création',
  'command.server.list.sort.name': 'Nom',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Statut',
  'command.server.list.order': 'Ordre de tri',
  'command.server.list.order.asc': 'Croissant',
  'command.server.list.order.desc': 'Décroissant',
  'command.server.info': 'Afficher un serveur : statut, offre, limites, modules et version',
  'command.server.create': 'Créer un serveur ; l’installation se poursuit en arrière-plan',
  'command.server.create.name': 'Nom du serveur',
  'command.server.create.ram': 'RAM en Go, par paliers de 0,5',
  'command.server.create.game': 'Identifiant du jeu (par défaut : celui de l’API)',
  'command.server.create.game_type': 'Variante du jeu (par défaut : celle de l’API)',
  'command.server.create.game_version': 'Version du jeu (par défaut : celle de l’API)',
  'command.server.create.plan': 'Niveau d’offre (par défaut : premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Sélectionner le module mods',
  'command.server.create.external_reference': 'Votre référence, par ex. un numéro de commande',
  'command.server.update': 'Redimensionner un serveur ou modifier sa référence externe',
  'command.server.update.ram': 'Nouvelle RAM en Go, par paliers de 0,5',
  'command.server.update.disk': 'Nouveau disque en Go',
  'command.server.update.external_reference': 'Nouvelle référence externe',
  'command.server.delete': 'Supprimer définitivement un serveur (demande confirmation)',
  'command.server.resources':
    'CPU, mémoire, disque, réseau et durée de fonctionnement actuels, avec graphique d’utilisation',
  'command.server.resources.hours': 'Période du graphique d’utilisation en heures (1 à 24, 6 par défaut)',
  'command.server.activity': 'Activité récente : créations, redimensionnements, installations et plus',
  'server.list.expired': 'Cette liste a expiré. Relancez `/server list`.',
  'server.list.title': 'Serveurs',
  'server.list.empty': 'Aucun serveur ne correspond.',
  'server.list.pageOf':
    'Page {page, number} sur {pages, number} · {total, plural, one {# serveur} many {# serveurs} other {# ' +
    'serveurs}}',
  'server.list.page': 'Page {page, number}',
  'server.list.filterStatus': 'statut {status}',
  'server.list.filterGame': 'jeu {game}',
  'server.list.filterSearch': 'nom contenant « {search} »',
  'server.list.filterSort': 'trié par {sort}',
  'server.list.filterAscending': 'croissant',
  'server.list.filterDescending': 'décroissant',
  'server.info.connect': '🔌 Connexion {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Statut',
  'server.field.plan': 'Offre',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disque',
  'server.field.game': 'Jeu',
  'server.field.externalReference': 'Référence externe',
  'server.field.created': 'Créé',
  'server.field.addons': 'Modules',
  'server.field.limits': 'Limites',
  'server.field.serverId': 'ID du serveur',
  'server.create.title': '{symbol} Installation lancée : {name}',
  'server.create.description':
    'Le serveur est en cours d’installation. Ce message sera mis à jour quand il sera prêt ou si ' +
    'l’installation échoue.',
  'server.create.idPending': 'attribué sous peu',
  'server.delete.done': '🗑️ **{name}** {id} supprimé, avec ses données, sauvegardes et enregistrements DNS.',
  'server.delete.confirm': 'Supprimer définitivement',
  'server.delete.title': 'Supprimer {name} ?',
  'server.delete.prompt':
    'Cette action supprime définitivement **{name}** {id}.\n\nToutes ses données, sauvegardes et ' +
    'enregistrements DNS sont retirés du panneau, du SFTP et du DNS. **Cette action est irréversible et ' +
    'rien ne pourra être restauré.**',
  'server.alertButton.info': 'Infos du serveur',
  'server.alertButton.resources': 'Ressources',
  'availability.name': 'Disponibilité',
  'availability.notWatched':
    'Pas encore surveillé : `/alerts subscribe events:status` sur ce serveur lance la surveillance.',
  'availability.percent': '{value, number, ::.0} %',
  'availability.outages':
    '{outages, plural, =0 {aucune panne} one {# panne, {downtime}} many {# pannes, {downtime}} other {# ' +
    'pannes, {downtime}}}',
  'availability.watchedFor': 'Surveillé depuis {watched} : {availability}',
  'availability.day': '24 h : {availability}',
  'availability.week': '7 j : {availability}',
  'availability.sinceWatching': 'Depuis le début de la surveillance, il y a {watched} : {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disque',
  'resources.title': 'Ressources · {name}',
  'resources.description': 'ID {id} · mesuré {sampled}',
  'resources.noFigures': 'L’API n’a renvoyé aucune donnée d’utilisation.',
  'resources.field.state': 'État',
  'resources.field.memory': 'Mémoire',
  'resources.field.network': 'Réseau',
  'resources.field.uptime': 'Temps de fonctionnement',
  'resources.percent': '{value, number, ::.#} %',
  'resources.usedOf': '{used} sur {limit}',
  'resources.noChartYet':
    'Pas encore de graphique d’utilisation : le bot ne mesure l’utilisation que des serveurs surveillés. ' +
    'Lancez `/alerts usage` sur ce serveur (ou ajoutez-le à un `/board`) ; le graphique se remplira à ' +
    'partir de là.',
  'resources.noFiguresInSpan':
    'Aucune donnée d’utilisation sur les dernières {hours, number} h : mesures commencées {first}, ' +
    'dernière lecture {last}.',
  'resources.usageOver':
    'Utilisation sur les dernières {hours, number} h (mesurée depuis {first}, dernière lecture {last}).',
  'resources.playersLine':
    'Joueurs en ligne sur les dernières {hours, number} h, d’après les réponses du jeu aux vérifications ' +
    'du bot, sur l’axe de droite.',
  'chart.title': '{title} · dernières {hours, number} h',
  'chart.now': 'maintenant',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'heures avant maintenant ({time} UTC)',
  'chart.usageAxis': 'utilisation (%)',
  'chart.percentTick': '{value, number} %',
  'chart.series': '{metric} %',
  'chart.players': 'Joueurs',
  'chart.playersAxis': 'joueurs en ligne',
  'fields.yes': 'oui',
  'fields.no': 'non',
  'fields.percent': '{value, number, ::.## group-off} %',
  'game.answering': '🟢 Répond ({latency, number} ms)',
  'game.checkedAgo': 'vérifié {when}',
  'game.notAnsweringSince': '🔴 Ne répond plus depuis {since}',
  'game.notAnswering': '🔴 Ne répond pas (vérifié {when})',
  'game.noAnswerInTime': '⏳ Le jeu n’a pas répondu à temps ; réessayez dans un instant.',
  'game.notQueried.noAddress': 'Non interrogé : le serveur n’a pas d’adresse de connexion.',
  'game.notQueried.unknownGame': 'Non interrogé : le bot ne sait pas interroger ce jeu.',
  'game.notQueried.disabled': 'Les requêtes de jeu sont désactivées sur ce bot.',
  'game.notQueried.hostNotAllowed': 'Non interrogé : le bot n’a pas le droit d’interroger cette adresse.',
  'game.playersOnline': '👥 {online, number} / {max, number} en ligne',
  'game.peakPlayers': 'Pic sur les dernières 24 h : {peak, number}',
  'game.moreNames': '{names} et {more, plural, one {# autre} many {# autres} other {# autres}}',
  'game.field.server': 'Serveur de jeu',
  'game.field.players': 'Joueurs',
  'game.field.version': 'Version du jeu',
  'game.field.motd': 'Message du jour',
  'game.silentTitle': '🔇 {server} : le jeu ne répond pas',
  'game.silentText':
    '{server} tourne d’après le panneau, mais son jeu ne répond plus depuis {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · un message suivra quand il répondra à nouveau',
  'game.answeringTitle': '🔊 {server} : le jeu répond à nouveau après {downtime}',
  'game.answeringText':
    'Le jeu de {server} répond à nouveau : silencieux pendant {downtime} (depuis {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'le jeu ne répond pas',
  'game.fleetPlayers':
    '👥 {online, plural, one {# joueur} many {# joueurs} other {# joueurs}} en ligne sur {servers, plural, ' +
    'one {# serveur qui répond} many {# serveurs qui répondent} other {# serveurs qui répondent}}',
  'activity.title': 'Activité · {name}',
  'activity.empty': 'Aucune activité enregistrée pour l’instant.',
  'activity.latest':
    '{total, plural, one {Les {shown, number} plus récentes sur # entrée} many {Les {shown, number} plus ' +
    'récentes sur # entrées} other {Les {shown, number} plus récentes sur # entrées}}',
  'activity.count': '{count, plural, one {# entrée} many {# entrées} other {# entrées}}',
  'activity.timeUnknown': 'heure inconnue',
  'activity.by': '{what} par {actor}',
  'activity.action.created': 'Serveur créé',
  'activity.action.provisioned': 'Installation terminée',
  'activity.action.installFailed': 'Échec de l’installation',
  'activity.action.deleted': 'Serveur supprimé',
  'activity.action.resized': 'Serveur redimensionné',
  'activity.action.updated': 'Serveur mis à jour',
  'activity.action.suspended': 'Serveur suspendu',
  'activity.action.unsuspended': 'Serveur réactivé',
  'activity.action.statusChanged': 'Statut modifié',
  'activity.action.noteAdded': 'Note ajoutée',
  'activity.action.modInstalled': 'Mod installé',
  'activity.action.pluginInstalled': 'Plugin installé',
  'activity.action.unknown': 'Activité',
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
