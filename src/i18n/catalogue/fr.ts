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
  // Boards: /board and the live status board.
  'command.board': 'Un message de statut en direct de vos serveurs, modifié sur place',
  'command.board.create': 'Publier un tableau de statut en direct dans un salon, tenu à jour sur place',
  'command.board.create.channel': 'Le salon textuel ou d’annonces du tableau',
  'command.board.remove': 'Retirer le tableau de statut d’un salon, et son message',
  'command.board.remove.channel': 'Le salon du tableau',
  'command.board.list': 'Afficher les tableaux de statut de ce serveur Discord',
  'board.create.already':
    '{channel} a déjà un tableau de statut ; rien n’a changé. `/board remove` dans ce salon le supprime.',
  'board.create.posted':
    '📋 Le tableau de statut de {scope, select, ops {tous les serveurs du compte} other {tous les serveurs ' +
    'liés à ce serveur Discord}} apparaît dans {channel} d’ici quelques instants, puis est modifié sur ' +
    'place.',
  'board.create.resumed':
    '📋 Reprise : le tableau de statut de {scope, select, ops {tous les serveurs du compte} other {tous les ' +
    'serveurs liés à ce serveur Discord}} apparaît dans {channel} d’ici quelques instants, puis est ' +
    'modifié sur place.',
  'board.create.shows':
    'Il indique pour chaque serveur son état, son jeu, sa taille, son utilisation (si mesurée) et son ' +
    'adresse de connexion, ainsi que la fraîcheur des données.',
  'board.remove.done': '🗑️ Le tableau de statut de {channel} a été retiré.',
  'board.remove.none':
    '{channel} n’a pas de tableau de statut ; rien n’a changé. `/board list` affiche les tableaux de ce ' +
    'serveur Discord.',
  'board.list.none': 'Ce serveur Discord n’a pas encore de tableau de statut. Utilisez `/board create`.',
  'board.list.title': 'Tableaux de statut',
  'board.list.footer':
    '{count, plural, one {{count} tableau} many {{count} tableaux} other {{count} tableaux}}',
  'board.list.paused':
    '{channel} · ⏸️ en pause : {reason} ; lancez `/board create` dans ce salon pour le reprendre',
  'board.list.posting': '{channel} · publication en cours',
  'board.list.messages': '{channel} · {count, plural, one {# message} many {# messages} other {# messages}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# message} many {# messages} other {# messages}} · dernière ' +
    'modification {when}',
  'board.title': 'Statut des serveurs',
  'board.titlePaged': 'Statut des serveurs ({page, number}/{pages, number})',
  'board.reading': 'Lecture de la liste des serveurs…',
  'board.empty': 'Aucun serveur à afficher pour l’instant.',
  'board.allClear': '✅ Rien ne demande d’attention.',
  'board.needsAttention': '**Demande de l’attention** · {count}',
  'board.summary': '{total} : {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} serveur} many {{count} serveurs} other {{count} serveurs}}**',
  'board.summary.kind':
    '{count} {kind, select, failed {en échec} suspended {suspendu(s)} stopped {arrêté(s)} provisioning {en ' +
    'provisionnement} deleting {en suppression} running {en marche} other {inconnu(s)}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} alerte d’utilisation active} many {{count} alertes d’utilisation ' +
    'actives} other {{count} alertes d’utilisation actives}}',
  'board.reason.slowProvisioning': 'provisionnement plus long que prévu',
  'board.reason.gameSilent': 'le jeu ne répond pas',
  'board.reason.unrecognised': 'un état que le bot ne connaît pas',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Disque}} au-dessus de {threshold} %',
  'board.since': 'depuis {when}',
  'board.seenSince': 'vu depuis {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disque {percent}',
  'board.line.ram': '{size} de RAM',
  'board.line.disk': '{size} de disque',
  'board.freshness.every': 'actualisé environ toutes les {duration}',
  'board.freshness.notRead': '🕒 Pas encore lu ; {every}',
  'board.freshness.updated': '🕒 Mis à jour {when} ; {every}',
  'board.stale.unread':
    '⚠️ **Obsolète depuis {since}** : l’API d’hébergement ne répond pas ; aucun état n’est affiché tant ' +
    'qu’elle ne répond pas.',
  'board.stale.read':
    '⚠️ **Obsolète depuis {since}** : l’API d’hébergement ne répond pas ; les états ci-dessous datent du ' +
    '{readAt}.',
  'board.notListed':
    '… et {count, plural, one {# autre serveur non listé} many {# autres serveurs non listés} other {# ' +
    'autres serveurs non listés}} ici : {filters} les affiche.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Qui a fait quoi, depuis quel serveur Discord, sur quel serveur',
  'command.audit.channel':
    'Publier chaque entrée d’audit dans un salon dès qu’elle survient (sans salon pour arrêter)',
  'command.audit.channel.channel': 'Le salon textuel ou d’annonces des entrées d’audit',
  'command.audit.recent': 'Afficher les dernières entrées d’audit, les plus récentes d’abord',
  'command.audit.recent.server': 'Seulement les entrées concernant ce serveur',
  'command.audit.recent.member': 'Seulement les entrées de ce membre',
  'command.audit.recent.limit': 'Nombre d’entrées par page (10 par défaut)',
  'command.audit.recent.kind': 'Seulement les entrées de ce type d’action',
  'command.audit.recent.kind.server.create': 'Serveurs créés',
  'command.audit.recent.kind.server.update': 'Serveurs modifiés',
  'command.audit.recent.kind.server.delete': 'Serveurs supprimés',
  'command.audit.recent.kind.mods.install': 'Mods installés ou mis à jour',
  'command.audit.recent.kind.mods.update-check': 'Mises à jour de mods trouvées',
  'command.audit.recent.kind.access.link': 'Serveurs liés à un serveur Discord',
  'command.audit.recent.kind.access.unlink': 'Serveurs déliés d’un serveur Discord',
  'command.audit.recent.kind.alerts.subscribe': 'Abonnements aux alertes',
  'command.audit.recent.kind.alerts.unsubscribe': 'Désabonnements des alertes',
  'command.audit.recent.kind.board.create': 'Tableaux de statut créés',
  'command.audit.recent.kind.board.remove': 'Tableaux de statut retirés',
  'command.audit.recent.kind.audit.channel': 'Changements du salon d’audit',
  'command.audit.recent.kind.usage.crossing': 'Seuils d’utilisation franchis',
  'command.audit.recent.hours': 'Seulement les entrées de ce nombre de dernières heures',
  'audit.channel.stopped':
    'Les entrées d’audit ne sont plus publiées. Elles restent conservées : `/audit recent` les affiche.',
  'audit.channel.notPosting': 'Les entrées d’audit n’étaient publiées nulle part ; rien n’a changé.',
  'audit.channel.set':
    '📜 {channel} reçoit désormais chaque entrée d’audit dès qu’elle survient. Lancez `/audit channel` sans ' +
    'salon pour arrêter.',
  'audit.recent.expired': 'Cette page a expiré. Relancez `/audit recent`.',
  'audit.recent.none': 'Aucune entrée d’audit.',
  'audit.recent.noneFor': 'Aucune entrée d’audit pour {filters}.',
  'audit.recent.about': 'Entrées d’audit pour {filters}',
  'audit.recent.title': 'Journal d’audit',
  'audit.recent.footer':
    '{count, plural, one {# entrée, les plus récentes d’abord} many {# entrées, les plus récentes d’abord} ' +
    'other {# entrées, les plus récentes d’abord}}',
  'audit.recent.newer': 'Plus récentes',
  'audit.recent.older': 'Plus anciennes',
  'audit.filter.server': 'le serveur {server}',
  'audit.filter.member': 'le membre {member}',
  'audit.filter.kind': 'le type « {kind} »',
  'audit.filter.hours': 'les {hours} dernières h',
  'audit.filter.and': '{first} et {second}',
  'audit.action.server.create':
    '{phase, select, done {a créé un serveur{server}} asked {a demandé à créer un serveur{server}} other ' +
    '{a tenté de créer un serveur{server}}}',
  'audit.action.server.update':
    '{phase, select, done {a modifié{server}} asked {a demandé à modifier{server}} other {a tenté de ' +
    'modifier{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {a supprimé{server}} asked {a demandé à supprimer{server}} other {a tenté de ' +
    'supprimer{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {a installé un mod sur{server}} asked {a demandé à installer un mod sur{server}} ' +
    'other {a tenté d’installer un mod sur{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {a trouvé une mise à jour de mod pour{server}} asked {a demandé à chercher des ' +
    'mises à jour de mods sur{server}} other {a tenté de chercher des mises à jour de mods sur{server}}}',
  'audit.action.access.link':
    '{phase, select, done {a lié{server}} asked {a demandé à lier{server}} other {a tenté de lier{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {a délié{server}} asked {a demandé à délier{server}} other {a tenté de ' +
    'délier{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {a abonné un salon aux alertes de{server}} asked {a demandé à abonner un salon ' +
    'aux alertes de{server}} other {a tenté d’abonner un salon aux alertes de{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {a désabonné un salon des alertes de{server}} asked {a demandé à désabonner un ' +
    'salon des alertes de{server}} other {a tenté de désabonner un salon des alertes de{server}}}',
  'audit.action.board.create':
    '{phase, select, done {a créé un tableau de statut{server}} asked {a demandé à créer un tableau de ' +
    'statut{server}} other {a tenté de créer un tableau de statut{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {a retiré un tableau de statut{server}} asked {a demandé à retirer un tableau de ' +
    'statut{server}} other {a tenté de retirer un tableau de statut{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {a changé le salon où les entrées d’audit sont publiées{server}} asked {a ' +
    'demandé à changer le salon où les entrées d’audit sont publiées{server}} other {a tenté de changer le ' +
    'salon où les entrées d’audit sont publiées{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {a vu un seuil d’utilisation franchi sur{server}} asked {a demandé à surveiller ' +
    'l’utilisation de{server}} other {a tenté de surveiller l’utilisation de{server}}}',
  'audit.outcome.asked': '❔ En attente de la confirmation du membre.',
  'audit.outcome.done': '✅ Fait.',
  'audit.outcome.alerted': '🔔 Le salon qui surveille a été alerté.',
  'audit.outcome.refused': '⛔ Refusé ({code}) : {reason}',
  'audit.outcome.refusedByApi': '⛔ Refusé par l’API d’hébergement ({code}).',
  'audit.outcome.refusedByBot': '⛔ Refusé par le bot ({code}).',
  'audit.outcome.cancelled': '✖️ Annulé par le membre ; rien n’a changé.',
  'audit.outcome.expired': '⌛ Expiré sans réponse ; rien n’a changé.',
  'audit.outcome.conflict': '⚠️ Non appliqué : quelqu’un d’autre a modifié le serveur entre-temps.',
  'audit.outcome.failedCode': '❌ Échec ({code}).',
  'audit.outcome.failed': '❌ Échec.',
  'audit.line.bot': '🤖 Le bot ({guild})',
  'audit.line.request': '· requête {requestId}',
  'audit.line.input': '{label} : {value}',
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'nulle part',
  'audit.value.above': 'au-dessus du seuil',
  'audit.value.under': 'repassé sous le seuil',
  'audit.input.name': 'Nom',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Offre',
  'audit.input.game': 'Jeu',
  'audit.input.disk': 'Disque',
  'audit.input.external_reference': 'Référence externe',
  'audit.input.channel': 'Salon',
  'audit.input.from': 'De',
  'audit.input.to': 'Vers',
  'audit.input.kind': 'Type',
  'audit.input.events': 'Événements',
  'audit.input.ping': 'Mention',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minutes',
  'audit.input.provider': 'Fournisseur',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'ID du mod',
  'audit.input.installed': 'Installé',
  'audit.input.newer': 'Plus récent',
  'audit.input.newer_id': 'ID du plus récent',
  'audit.input.state': 'État',
  'audit.input.threshold': 'Seuil',
  'audit.input.guild': 'Serveur Discord',
  'audit.input.file': 'Fichier',
  'audit.input.file_id': 'ID du fichier',
  'audit.input.type': 'Type',
  'audit.input.updates': 'Remplace',
  'audit.poster.givenUp':
    '⚠️ Les entrées d’audit n’ont pas pu être publiées dans {channel} : {detail}. Elles restent ' +
    'enregistrées (voir `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Les entrées d’audit ne peuvent plus être publiées dans {channel} : {reason}. Elles restent ' +
    'enregistrées (voir `/audit recent`) ; choisissez à nouveau un salon avec `/audit channel`.',
  // Language: /language.
} satisfies LocaleCatalogue;
