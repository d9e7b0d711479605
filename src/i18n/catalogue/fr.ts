import type { LocaleCatalogue } from './en-US.js';

/** fr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Choisissez un rôle à mentionner, pas @everyone : les alertes ne mentionnent jamais tout le monde.',
  'alerts.roleNotMentionable':
    "Le bot ne peut pas mentionner {role} : le rôle n'est pas mentionnable et le bot n'a pas la " +
    'permission « Mentionner @everyone, @here et tous les rôles » dans {channel}. Rendez le rôle ' +
    'mentionnable (Paramètres du serveur, Rôles) ou accordez cette permission au bot, puis relancez ' +
    'la commande.',
  'alerts.usage.noThreshold':
    'Indiquez au moins un seuil à surveiller (`cpu`, `ram` ou `disk`, en pourcentage).',
  'alerts.activity.title': 'Activité · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · les entrées plus anciennes de cette rafale étaient trop nombreuses pour être lues ' +
    '; voir /server activity',
  'alerts.provisioned.failedText':
    "Le serveur indique {status}. Supprimez-le et recréez-le ; si l'échec persiste, contactez le support.",
  'alerts.provisioned.text': '{serverId} est prêt et indique {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Échec de la mise en service : {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} est prêt',
  'alerts.provisioned.title': '{symbol} {name} a terminé sa mise en service',
  'alerts.field.serverId': 'ID du serveur',
  'alerts.field.status': 'Statut',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Jeu',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} a été supprimé pendant sa mise en service ; ses alertes sont arrêtées.',
  'alerts.deleted.text': "🗑️ {server} n'existe plus (supprimé) ; ses alertes sont arrêtées.",
  'alerts.button.serverInfo': 'Infos du serveur',
  'alerts.button.resources': 'Ressources',
  'alerts.status.fromActivityLog': "Extrait du journal d'activité",
  'alerts.status.downTitle': '{symbol} {server} est hors service',
  'alerts.status.downText': '{server} indique {status} depuis {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · un message suivra quand il tournera de nouveau',
  'alerts.status.backTitle': '{symbol} {server} est de retour après {downtime}',
  'alerts.status.backText':
    '{server} indique de nouveau {status} : de retour après {downtime} (hors service depuis {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Mise à jour disponible · {mod} sur {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) a une version plus récente sur {server}.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) a une version plus récente pour {fitsFor} sur {server}.',
  'alerts.modUpdate.installed': 'Installé : {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nouveau : **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nouveau : **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    "« Mettre à jour » demande d'abord une confirmation ; `/mods installed` liste tous les mods " +
    'installés par le bot.',
  'alerts.modUpdate.withoutButton':
    "Mettez-le à jour avec `/mods install` et le nouveau fichier (une confirmation est demandée d'abord).",
  'alerts.modUpdate.button': 'Mettre à jour',
  'alerts.usage.firedTitle': '🔥 {metric} au-dessus de {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} revenu à la normale · {server}',
  'alerts.usage.firedText':
    '{server} a {metric} au-dessus de {threshold, number} % depuis {minutes, plural, one {# minute} ' +
    'many {# minutes} other {# minutes}} : actuellement {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} est repassé sous {threshold, number} % de {metric} : actuellement {value, number} %.',
  'alerts.usage.readAt': 'Valeurs relevées {sampled}.',
  'alerts.usage.readJustNow': "Valeurs relevées à l'instant.",
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage arrête ces alertes',
  'alerts.ops.givenUp': "⚠️ Une alerte concernant {server} n'a pas pu être publiée dans {channel} : {why}.",
  'alerts.ops.givenUpInGuild':
    "⚠️ Une alerte concernant {server} n'a pas pu être publiée dans {channel} sur **{guild}** : {why}.",
  'alerts.ops.givenUpEffect':
    'Elle a été abandonnée pour que les alertes suivantes du serveur partent quand même. Tant ' +
    "qu'aucun message n'y passe, les autres alertes abandonnées dans ce salon sont seulement " +
    'journalisées.',
  'alerts.ops.notDeliveredWithin': "elle n'a pas été livrée dans un délai de {age}",
  'alerts.ops.notDeliveredWithinLastAnswer':
    "elle n'a pas été livrée dans un délai de {age} (dernière réponse : {failure})",
  'alerts.ops.discordRefused': "Discord l'a refusée ({failure})",
  'alerts.ops.paused': '⏸️ Alertes en pause : le bot ne peut plus publier dans {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Alertes en pause : le bot ne peut plus publier dans {channel} sur **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Son abonnement est mis en pause et ne sera pas relancé} many {Ses # ' +
    'abonnements sont mis en pause et ne seront pas relancés} other {Ses # abonnements sont mis en ' +
    'pause et ne seront pas relancés}}.',
  'alerts.ops.pausedResume':
    'Accordez au bot Voir le salon, Envoyer des messages et Intégrer des liens dans ce salon (ou ' +
    'choisissez-en un autre), puis relancez `/alerts subscribe` (ou `/alerts usage` pour les ' +
    "alertes d'utilisation) pour reprendre.",
  'alerts.ops.setAside':
    "🗃️ Un enregistrement stocké n'a pas pu être lu ({reason}) et a été mis de côté : {key}.",
  'alerts.ops.setAsideEffect': 'Le bot continue sans lui ; tout le reste fonctionne normalement.',
  'alerts.ops.setAsideKept':
    "Sa valeur d'origine est conservée sous {setAsideKey} pour l'examiner ou la restaurer " +
    '(docs/operations.md).',
  'alerts.ops.boardRecreated':
    "♻️ Le tableau de statut dans {board} a été supprimé, il a donc été republié. S'il est de " +
    "nouveau supprimé, il se met en pause ; `/board remove` dans ce salon l'arrête définitivement.",
  'alerts.ops.boardPaused':
    '⏸️ Le tableau de statut dans {board} est en pause : {reason}. Corrigez cela et relancez ' +
    '`/board create` dans ce salon pour le reprendre, ou `/board remove` pour le retirer.',
  'alerts.everyServer': 'tous les serveurs',
  'alerts.everyServerIncludingLater': 'tous les serveurs, y compris ceux créés plus tard',
  'alerts.everyLinkedServerIncludingLater':
    'tous les serveurs liés à ce serveur Discord, y compris ceux liés plus tard',
  'alerts.list.paused': '⏸️ en pause : {reason} ; relancez `{command}` pour reprendre',
  'alerts.list.unlinked': "n'est plus lié à ce serveur Discord, ne reçoit donc rien",
  'alerts.list.since': 'depuis {since}',
  'alerts.list.usage': 'utilisation : {thresholds}',
  'alerts.list.title': 'Abonnements aux alertes',
  'alerts.list.none':
    "Ce serveur Discord n'a encore aucun abonnement aux alertes. Utilisez `/alerts subscribe` ou " +
    '`/alerts usage`.',
  'alerts.list.footer':
    'Page {page, number} sur {pages, number} · {subscriptions, plural, one {# abonnement} many {# ' +
    "abonnements} other {# abonnements}} · {watches, plural, one {# surveillance d'utilisation} " +
    "many {# surveillances d'utilisation} other {# surveillances d'utilisation}}",
  'alerts.list.paceClamped':
    "⚠️ L'utilisation est relevée environ toutes les {every} par serveur surveillé, selon la limite " +
    "de débit de l'API : trop rarement pour une fenêtre de {minutes, plural, one {# minute} many {# " +
    "minutes} other {# minutes}}, les alertes d'utilisation peuvent donc arriver jusqu'à {every} en " +
    'retard.',
  'alerts.list.pace':
    "L'utilisation est relevée environ toutes les {every} par serveur surveillé (selon la limite de " +
    "débit de l'API).",
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} ne reçoit plus les alertes {kind} pour {what}.',
  'alerts.unsubscribe.stoppedAll':
    "🔕 {channel} ne reçoit plus d'alertes (événements et utilisation) pour {what}.",
  'alerts.unsubscribe.stoppedEvents': "🔕 {channel} ne reçoit plus d'alertes pour {what}.",
  'alerts.unsubscribe.stoppedUsage': "🔕 {channel} ne reçoit plus d'alertes d'utilisation pour {what}.",
  'alerts.unsubscribe.none':
    "{channel} n'a pas d'abonnement pour {what} ; rien n'a changé. `/alerts list` affiche les " +
    'abonnements de ce serveur Discord.',
  'alerts.unsubscribe.noneOfKind':
    "{channel} n'a pas d'abonnement {kind} pour {what} ; rien n'a changé. `/alerts list` affiche " +
    'les abonnements de ce serveur Discord.',
  'alerts.kindLabel.provisioning': 'résultats de mise en service',
  'alerts.kindLabel.status': "changements de statut (panne, puis retour avec la durée d'interruption)",
  'alerts.kindLabel.activity': 'nouvelle activité',
  'alerts.kindLabel.mods': 'mises à jour de mods',
  'alerts.route.allEvents': 'tous les événements',
  'alerts.route.pings': '{kind} (mentionne {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (mentionne {role}, aussi au rétablissement)',
  'alerts.subscribe.unchanged': "{channel} reçoit déjà les alertes pour {what} : {routes} ; rien n'a changé.",
  'alerts.subscribe.done': '🔔 {channel} reçoit désormais les alertes pour {what} : {kinds}.',
  'alerts.subscribe.resumed': '🔔 Reprise : {channel} reçoit désormais les alertes pour {what} : {kinds}.',
  'alerts.subscribe.mentions': 'Elles mentionnent {role} (pas les messages de rétablissement).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Elles mentionnent {role}, messages de rétablissement compris.',
  'alerts.subscribe.inAll': 'Au total, il reçoit : {routes}.',
  'alerts.subscribe.howToStop': 'Utilisez `/alerts unsubscribe` pour les arrêter.',
  'alerts.usage.threshold': '{metric} au-dessus de {threshold, number} %',
  'alerts.usage.thresholdsFor': '{thresholds} pendant {minutes, number} min',
  'alerts.usage.watching':
    "📈 {channel} reçoit désormais les alertes d'utilisation pour {what} : {thresholds}, une fois " +
    'au dépassement et une fois au retour sous le seuil.',
  'alerts.usage.paceClamped':
    "⚠️ Le budget de l'API ne permet au bot de relever l'utilisation de chaque serveur surveillé " +
    "qu'environ toutes les {every}, trop rarement pour une fenêtre de {minutes, plural, one {# " +
    "minute} many {# minutes} other {# minutes}} : les alertes peuvent arriver jusqu'à {every} en " +
    'retard.',
  'alerts.usage.pace': "L'utilisation de chaque serveur surveillé est relevée environ toutes les {every}.",
  'alerts.usage.howToStop': 'Utilisez `/alerts unsubscribe kind:usage` pour les arrêter.',
  'command.alerts':
    "Publier des alertes de mise en service, de statut, d'activité et d'utilisation dans un salon",
  'command.alerts.subscribe': "Publier dès maintenant les alertes d'un serveur (ou de tous) dans un salon",
  'command.alerts.subscribe.channel': "Le salon textuel ou d'annonces pour les alertes",
  'command.alerts.subscribe.server': 'Ce serveur uniquement (laisser vide pour tous ceux que vous voyez)',
  'command.alerts.subscribe.events': 'Quelles alertes (toutes par défaut)',
  'command.alerts.subscribe.events.all': 'Tous les événements',
  'option.events.provisioning': 'Résultats de mise en service',
  'option.events.status': 'Changements de statut (panne, puis retour)',
  'option.events.activity': 'Nouvelle activité',
  'option.events.mods': 'Mises à jour de mods',
  'command.alerts.subscribe.ping': 'Un rôle mentionné par ces alertes',
  'command.alerts.subscribe.ping_recovery':
    'Mentionner aussi le rôle au rétablissement (« de retour après 12 min ») (non par défaut)',
  'command.alerts.usage':
    "Alerter dans un salon quand un serveur reste au-dessus d'un seuil CPU, RAM ou disque",
  'command.alerts.usage.channel': "Le salon textuel ou d'annonces pour les alertes",
  'command.alerts.usage.server': 'Ce serveur uniquement (laisser vide pour tous ceux que vous voyez)',
  'command.alerts.usage.cpu': 'Alerter quand le CPU reste au-dessus de ce pourcentage (1-100)',
  'command.alerts.usage.ram': 'Alerter quand la RAM reste au-dessus de ce pourcentage (1-100)',
  'command.alerts.usage.disk': 'Alerter quand le disque reste au-dessus de ce pourcentage (1-100)',
  'command.alerts.usage.minutes':
    "Durée pendant laquelle une valeur doit rester au-dessus avant l'alerte (5 par défaut)",
  'command.alerts.unsubscribe': 'Arrêter de publier des alertes dans un salon',
  'command.alerts.unsubscribe.channel': "Le salon textuel ou d'annonces pour les alertes",
  'command.alerts.unsubscribe.server':
    "Le serveur de l'abonnement (laisser vide pour celui de tous les serveurs)",
  'command.alerts.unsubscribe.kind': 'Quelles alertes arrêter (toutes par défaut)',
  'command.alerts.unsubscribe.kind.events': "Alertes d'événements (mise en service, statut, activité, mods)",
  'command.alerts.unsubscribe.kind.usage': "Alertes d'utilisation (seuils)",
  'command.alerts.unsubscribe.kind.all': 'Toutes les alertes',
  'command.alerts.unsubscribe.events': "N'arrêter que ce type d'alerte ; le salon garde les autres",
  'command.alerts.list':
    "Afficher les abonnements aux alertes et surveillances d'utilisation de ce serveur Discord",
  'alerts.reason.channelDeleted': 'le salon a été supprimé',
  'alerts.reason.lostAccess': "le bot n'a plus accès au salon",
  'alerts.reason.lacksPermission': "le bot n'a pas la permission d'y publier",
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
