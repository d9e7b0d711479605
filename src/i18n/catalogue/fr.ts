import type { CatalogueOf } from './en-US.js';

/** fr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Identifiant de requête : `{requestId}`',
  'error.serverNotFound':
    'Ce serveur n’existe pas ou n’est pas disponible ici. Choisissez-en un parmi les suggestions ou ' +
    'vérifiez l’identifiant.',
  'error.api.VALIDATION_ERROR':
    'L’API d’hébergement a rejeté la requête comme non valide. Vérifiez les valeurs et réessayez.',
  'error.api.LIMIT_EXCEEDED':
    'Un quota de ce compte est atteint. Supprimez quelque chose d’inutilisé ou demandez à votre hébergeur ' +
    'd’augmenter le quota.',
  'error.api.NO_CHANGE': 'Rien n’a changé : le serveur a déjà cette taille. Choisissez une autre valeur.',
  'error.api.INVALID_RAM':
    'La RAM doit être une quantité positive par paliers de 0,5 Go (par exemple 2 ; 2,5 ou 3). Corrigez-la ' +
    'et réessayez.',
  'error.api.BELOW_MIN_RAM':
    'Cette quantité de RAM est inférieure au minimum de l’offre du serveur (indiqué dans la fiche de ' +
    'l’offre du panneau d’hébergement). Choisissez plus de RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Cette quantité de RAM dépasse le maximum de l’offre du serveur (indiqué dans la fiche de l’offre du ' +
    'panneau d’hébergement). Choisissez moins de RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Cela dépasserait la RAM totale autorisée pour le compte d’hébergement. Réduisez ou supprimez d’abord ' +
    'un autre serveur, ou augmentez la limite.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Le serveur utilise plus d’espace disque que la taille inférieure ne le permet, il ne peut donc pas ' +
    'être rétrogradé. Libérez d’abord de l’espace disque dessus.',
  'error.api.AUTH_REQUIRED':
    'L’API d’hébergement a refusé la clé d’API du bot. Un administrateur doit vérifier HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'La clé d’API du bot n’a pas le droit de faire cela. Demandez à votre hébergeur d’accorder cette ' +
    'autorisation au bot.',
  'error.api.ADDON_REQUIRED':
    'Les mods et plugins nécessitent l’add-on Mods ou l’offre Premium sur ce serveur. Demandez à votre ' +
    'hébergeur d’activer l’add-on Mods ou de passer le serveur en Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Cette fonctionnalité n’est pas disponible avec l’offre du serveur. Demandez à votre hébergeur de ' +
    'passer le serveur à une offre supérieure qui la débloque.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'L’auteur du mod interdit les téléchargements par des tiers, il ne peut donc pas être installé ' +
    'automatiquement. Téléchargez-le depuis la page du mod et envoyez-le vous-même sur le serveur.',
  'error.api.USER_NOT_FOUND': 'Cet utilisateur est introuvable sur le serveur. Vérifiez le nom et réessayez.',
  'error.api.NOT_FOUND':
    'Le mod ou le fichier est introuvable chez le fournisseur ; il a peut-être été supprimé. Relancez la ' +
    'recherche et choisissez un fichier de la liste.',
  'error.api.CONFLICT':
    'Quelqu’un d’autre a modifié ce serveur au même moment, rien n’a donc été appliqué. Consultez son état ' +
    'actuel et réessayez.',
  'error.api.SERVER_SUSPENDED':
    'Le serveur est suspendu, les modifications sont donc bloquées. Contactez votre hébergeur pour faire ' +
    'lever la suspension.',
  'error.api.SERVER_INSTALLING':
    'Le serveur est encore en cours de mise en service. Réessayez quand il sera prêt.',
  'error.api.ALREADY_EXISTS': 'Cela existe déjà, rien de nouveau n’a donc été créé.',
  'error.api.LIMIT_REACHED':
    'La limite du panneau d’hébergement est atteinte. Supprimez quelque chose d’inutilisé ou demandez à ' +
    'votre hébergeur de l’augmenter.',
  'error.api.CONFIG_ERROR':
    'Il manque à la plateforme d’hébergement une configuration pour cette action. Contactez votre ' +
    'hébergeur en indiquant l’identifiant de requête.',
  'error.api.INTERNAL_ERROR':
    'L’API d’hébergement a rencontré une erreur interne. Réessayez dans un instant ; si l’échec persiste, ' +
    'contactez votre hébergeur avec l’identifiant de requête.',
  'error.api.UPLOAD_FAILED':
    'Le mod a été récupéré mais n’a pas pu être envoyé sur le serveur. Réessayez ; si l’échec persiste, ' +
    'vérifiez que le serveur est en marche et dispose d’espace disque libre.',
  'error.api.SERVICE_UNAVAILABLE':
    'La plateforme d’hébergement n’a pas de capacité libre pour le moment (ni nœuds ni ports) ou son ' +
    'panneau est injoignable. Réessayez plus tard.',
  'error.ops.SERVER_SUSPENDED':
    'Le serveur est suspendu, les modifications sont donc bloquées. Levez la suspension dans le panneau ' +
    'd’hébergement (en général en réglant la facturation associée), puis réessayez.',
  'error.ops.ADDON_REQUIRED':
    'Les mods et plugins nécessitent l’add-on Mods ou l’offre Premium sur ce serveur. Activez l’add-on ' +
    'Mods pour lui dans le panneau d’hébergement ou passez-le en Premium, puis réessayez.',
  'error.ops.LIMIT_EXCEEDED':
    'Un quota de votre compte d’hébergement est atteint. Supprimez quelque chose d’inutilisé ou faites ' +
    'augmenter le quota auprès de la plateforme d’hébergement.',
  'error.ops.LIMIT_REACHED':
    'La limite du panneau d’hébergement est atteinte. Supprimez quelque chose d’inutilisé ou augmentez la ' +
    'limite dans le panneau d’hébergement.',
  'error.ops.FORBIDDEN':
    'La clé d’API du bot n’a pas le droit de faire cela. Accordez cette autorisation à la clé dans les ' +
    'paramètres d’API du panneau d’hébergement, ou utilisez une clé qui la possède.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Cette fonctionnalité n’est pas disponible avec l’offre du serveur. Passez le serveur à une offre ' +
    'supérieure dans le panneau d’hébergement pour la débloquer.',
  'error.ops.CONFIG_ERROR':
    'Il manque à la plateforme d’hébergement une configuration pour cette action. Contactez le support de ' +
    'la plateforme d’hébergement en indiquant l’identifiant de requête.',
  'error.ops.INTERNAL_ERROR':
    'L’API d’hébergement a rencontré une erreur interne. Réessayez dans un instant ; si l’échec persiste, ' +
    'contactez le support de la plateforme d’hébergement avec l’identifiant de requête.',
  'error.ramBelowPlan':
    'Cette quantité de RAM est inférieure au minimum de l’offre tarifaire, soit {bound}. Choisissez ' +
    '{bound} ou plus.',
  'error.ramAbovePlan':
    'Cette quantité de RAM dépasse le maximum de l’offre tarifaire, soit {bound}. Choisissez {bound} ou ' +
    'moins.',
  'error.client.RATE_LIMITED':
    'L’API d’hébergement limite le débit du bot en ce moment. Patientez une minute et réessayez.',
  'error.client.NETWORK_ERROR': 'Le bot n’a pas pu joindre l’API d’hébergement. Réessayez dans un instant.',
  'error.client.TIMEOUT':
    'L’API d’hébergement n’a pas répondu à temps. L’action a peut-être quand même eu lieu : vérifiez ' +
    'avant de la répéter.',
  'error.client.ABORTED': 'La requête a été annulée avant de se terminer. Réessayez.',
  'error.client.INVALID_RESPONSE':
    'L’API d’hébergement a envoyé une réponse que le bot ne comprend pas. Réessayez ; si le problème ' +
    'persiste, signalez l’identifiant de requête.',
  'error.client.RESPONSE_TOO_LARGE':
    'L’API d’hébergement a envoyé une réponse trop volumineuse pour être lue ; le bot l’a ignorée. ' +
    'Réessayez avec une recherche plus précise ; si le problème persiste, signalez l’identifiant de ' +
    'requête.',
  'error.tenantBusy': 'Trop de requêtes de ce serveur en ce moment. Réessayez dans {seconds, number} s.',
  'error.store.read':
    'Le bot n’a pas pu lire sa base de données, il ne peut donc pas faire cela pour le moment. Rien n’a ' +
    'été modifié ; réessayez dans une minute.',
  'error.store.write':
    'Cette modification n’a pas été enregistrée : la base de données du bot ne répond pas. Rien n’a été ' +
    'modifié ; réessayez dans une minute.',
  'error.api.failed': 'L’API d’hébergement a échoué (HTTP {status}). Réessayez dans un instant.',
  'error.api.refused': 'L’API d’hébergement a refusé la requête ({code}). Vérifiez les valeurs et réessayez.',
  'error.internal':
    'Un problème est survenu dans le bot. L’équipe a été prévenue via les journaux ; réessayez.',
  'validation.text': '{field} doit être du texte.',
  'validation.required': '{field} est obligatoire.',
  'validation.tooLong': '{field} doit comporter au plus {max, number} caractères.',
  'validation.wholeNumberAtLeast': '{field} doit être un nombre entier d’au moins {min, number}.',
  'validation.wholeNumberBetween': '{field} doit être un nombre entier de {min, number} à {max, number}.',
  'validation.oneOf': '{field} doit être l’une de ces valeurs : {values}.',
  'validation.ramNumber': 'La RAM doit être un nombre de Go.',
  'validation.ramSteps': 'La RAM doit être un multiple positif de 0,5 Go (par exemple 2 ; 2,5 ou 3).',
  'validation.serverId': 'Ce n’est pas un identifiant de serveur valide.',
  'validation.providerId': '{field} doit être un identifiant non vide.',
  'validation.boolean': '{field} doit valoir true ou false.',
  'validation.addons': 'Les add-ons doivent être une liste d’add-ons, chacun choisi ou non.',
  'validation.disk': 'Le disque doit être un nombre positif de Go.',
  'validation.emptyUpdate': 'Indiquez au moins la RAM, le disque ou la référence externe à mettre à jour.',
  'validation.object': '{field} doit être un objet.',
  'validation.invalid': 'Le bot a jugé sa propre requête non valide avant de l’envoyer. Réessayez.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} Go',
  'unit.bytes': '{value, number, ::.#} {unit, select, B {o} KB {Ko} MB {Mo} GB {Go} TB {To} other {{unit}}}',
  'unit.daysHours': '{days, number} j {hours, number} h',
  'unit.days': '{days, number} j',
  'unit.hoursMinutes': '{hours, number} h {minutes, number} min',
  'unit.hours': '{hours, number} h',
  'unit.minutes': '{minutes, number} min',
  'unit.seconds': '{seconds, number} s',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Cette commande n’est plus disponible ici. Discord affiche peut-être encore une ancienne liste : ' +
    'réessayez dans une minute.',
  'interaction.staleComponent':
    'Ces boutons viennent d’une ancienne version du bot et ne fonctionnent plus. Relancez la commande.',
  'interaction.guildsOnly': 'Ce bot ne fonctionne que sur des serveurs.',
  'confirmation.retiredKind':
    'Cette confirmation concerne une action que le bot ne propose plus ; rien n’a été modifié.',
  'permission.viewChannel': 'Voir le salon',
  'permission.sendMessages': 'Envoyer des messages',
  'permission.embedLinks': 'Intégrer des liens',
  'permission.cannotPost':
    'Le bot ne peut pas publier dans {channel} : il lui faut {permissions} dans ce salon. Accordez-les ' +
    'dans les permissions du salon (ou choisissez un autre salon) et relancez la commande.',
  'quota.subscriptions':
    'Ce serveur a atteint sa limite de {limit} abonnements aux alertes. Supprimez-en d’abord un avec ' +
    '`/alerts unsubscribe` ou demandez aux opérateurs du bot d’augmenter la limite.',
  'quota.boards':
    'Ce serveur a atteint sa limite de {limit} tableaux de statut. Supprimez-en d’abord un avec `/board ' +
    'remove` ou demandez aux opérateurs du bot d’augmenter la limite.',
  'quota.usageWatches':
    'Ce serveur a atteint sa limite de {limit} surveillances d’utilisation. Supprimez-en d’abord une avec ' +
    '`/alerts unsubscribe kind:usage` ou demandez aux opérateurs du bot d’augmenter la limite.',
  'interaction.rateLimitWait':
    '⏳ L’API d’hébergement limite le débit du bot. Votre réponse suivra dès que l’API acceptera de ' +
    'nouveau les requêtes, {when}.',
  'confirmation.ask': '{member}, veuillez confirmer : cette demande expire {expiresIn}.',
  'confirmation.onlyAsker': 'Seul le membre qui a fait la demande peut confirmer.',
  'confirmation.confirm': 'Confirmer',
  'confirmation.cancel': 'Annuler',
  'confirmation.working': '⏳ En cours…',
  'confirmation.cancelled': '✖️ Annulé ; rien n’a été modifié.',
  'confirmation.promptExpired': '⌛ Cette confirmation a expiré ; rien n’a été modifié.',
  'confirmation.expired':
    '⌛ Cette confirmation a expiré ou n’est plus connue ; rien n’a été modifié. Relancez la commande.',
  'confirmation.foreign': 'Seul le membre qui a fait la demande peut confirmer ou annuler.',
  'confirmation.used': 'Cette confirmation a déjà été utilisée.',
  'page.previous': 'Précédent',
  'page.next': 'Suivant',
  'limits.andMore': '… et {count, plural, one {# autre} many {# autres} other {# autres}}',
  'limits.notShown':
    '{count, plural, one {# autre non affiché} many {# autres non affichés} other {# autres non affichés}}',
  'option.server': 'Le serveur (choisissez une suggestion ou collez son identifiant)',
  'option.guild_id':
    'Le serveur Discord communautaire (choisissez-en un où est le bot, ou collez son identifiant)',
  'command.access':
    'Choisir quels serveurs Discord voient quels serveurs, et qui peut faire quoi avec le bot',
  'command.access.link': 'Permettre à un serveur Discord communautaire de voir et gérer un serveur',
  'command.access.unlink': 'Empêcher un serveur Discord communautaire de voir un serveur',
  'command.access.list': 'Afficher quels serveurs Discord voient quels serveurs',
  'command.access.list.guild_id':
    'Seulement ce serveur Discord communautaire (choisissez-en un ou collez son identifiant)',
  'access.linked': '🔗 {server} est lié à {guild}.',
  'access.alreadyLinked': '**{name}** était déjà lié à {guild}.',
  'access.membersSeeIt': 'Ses membres voient maintenant ce serveur dans leurs commandes, selon leur niveau.',
  'access.botNotInGuild':
    'Le bot n’est pas encore sur ce serveur Discord : invitez-le, et les commandes apparaîtront dès qu’il ' +
    'le rejoindra.',
  'access.unlinked':
    '✂️ {server} n’est plus lié à {guild} ; ce serveur Discord ne peut plus le voir ni agir dessus.',
  'access.notLinked': '{server} n’était pas lié à {guild} ; rien n’a changé.',
  'access.guildHasNoLinks': '{guild} n’a aucun serveur lié.',
  'access.noLinks':
    'Aucun serveur Discord communautaire n’est encore lié à un serveur. Utilisez `/access link`.',
  'access.title': 'Accès des serveurs Discord',
  'access.guildNotJoined': 'Serveur Discord {guildId} (le bot n’y est pas)',
  'access.moreGuilds':
    '{count, plural, one {# autre serveur Discord est lié} many {# autres serveurs Discord sont liés} ' +
    'other {# autres serveurs Discord sont liés}} : choisissez-en un avec guild_id pour voir ses serveurs.',
  'permission.lost.unknownChannel': 'le salon a été supprimé',
  'permission.lost.missingAccess': 'le bot a perdu l’accès au salon',
  'permission.lost.missingPermissions': 'le bot n’a pas la permission d’y publier',
  'permission.lacking': 'il manque au bot {permissions} dans ce salon',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'Rien à modifier : indiquez au moins ram, disk ou external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disque {before} → {after}',
  'server.update.changedReference': 'référence externe « {before} » → « {after} »',
  'server.update.changedStatus': 'statut {before} → {after}',
  'server.update.concurrentChange':
    'Quelqu’un a modifié ce serveur pendant votre mise à jour ({changes}), votre modification n’a donc pas ' +
    'été appliquée. Vérifiez les nouvelles valeurs et relancez la commande.',
  'server.update.concurrentUnseenChange':
    'Quelqu’un a modifié ce serveur pendant votre mise à jour, votre modification n’a donc pas été ' +
    'appliquée. Vérifiez ses valeurs actuelles avec `/server info` et relancez la commande.',
  'server.update.done': '✅ {server} mis à jour',
  'server.update.lineRam': 'RAM : {before} → {after}',
  'server.update.lineDisk': 'Disque : {before} → {after}',
  'server.update.lineReference': 'Référence externe : {before} → {after}',
  'server.update.noReference': 'aucune',
  'server.update.unchanged': 'Il avait déjà ces valeurs ; rien n’a changé.',
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
  'command.server.info': 'Afficher un serveur : statut, offre, limites, add-ons et version',
  'command.server.create': 'Créer un serveur ; la mise en service se poursuit en arrière-plan',
  'command.server.create.name': 'Nom du serveur',
  'command.server.create.ram': 'RAM en Go, par paliers de 0,5',
  'command.server.create.game': 'Identifiant du jeu (par défaut : celui de l’API)',
  'command.server.create.game_type': 'Variante du jeu (par défaut : celle de l’API)',
  'command.server.create.game_version': 'Version du jeu (par défaut : celle de l’API)',
  'command.server.create.plan': 'Niveau d’offre (par défaut : premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Sélectionner l’add-on Mods',
  'command.server.create.external_reference': 'Votre référence, par ex. un numéro de commande',
  'command.server.update': 'Redimensionner un serveur ou modifier sa référence externe',
  'command.server.update.ram': 'Nouvelle RAM en Go, par paliers de 0,5',
  'command.server.update.disk': 'Nouveau disque en Go',
  'command.server.update.external_reference': 'Nouvelle référence externe',
  'command.server.delete': 'Supprimer définitivement un serveur (demande confirmation)',
  'command.server.resources':
    'CPU, mémoire, disque, réseau et durée de fonctionnement actuels, avec graphique d’utilisation',
  'command.server.resources.hours': 'Période du graphique d’utilisation en heures (1 à 24, 6 par défaut)',
  'command.server.activity': 'Activité récente : créations, redimensionnements, installations et plus',
  'server.list.expired': 'Cette liste a expiré. Relancez `/server list`.',
  'server.list.title': 'Serveurs',
  'server.list.empty': 'Aucun serveur ne correspond.',
  'server.list.pageOf':
    'Page {page, number} sur {pages, number} · {total, plural, one {# serveur} many {# serveurs} other {# ' +
    'serveurs}}',
  'server.list.page': 'Page {page, number}',
  'server.list.filterStatus': 'statut {status}',
  'server.list.filterGame': 'jeu {game}',
  'server.list.filterSearch': 'nom contenant « {search} »',
  'server.list.filterSort': 'trié par {sort}',
  'server.list.filterAscending': 'croissant',
  'server.list.filterDescending': 'décroissant',
  'server.info.connect': '🔌 Connexion {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 Lu dans le panneau d’hébergement {when} · nouvelle lecture en cours…',
  'server.info.lastReadOnly': '🕓 Lu dans le panneau d’hébergement {when}',
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
  'server.create.title': '{symbol} Mise en service lancée : {name}',
  'server.create.description':
    'Le serveur est en cours de mise en service. Ce message sera mis à jour quand il sera prêt ou si la ' +
    'mise en service échoue.',
  'server.create.idPending': 'attribué sous peu',
  'server.delete.done': '🗑️ **{name}** {id} supprimé, avec ses données, sauvegardes et enregistrements DNS.',
  'server.delete.confirm': 'Supprimer définitivement',
  'server.delete.title': 'Supprimer {name} ?',
  'server.delete.prompt':
    'Cette action supprime définitivement **{name}** {id}.\n\nToutes ses données, sauvegardes et ' +
    'enregistrements DNS sont retirés du panneau, du SFTP et du DNS. **Cette action est irréversible et ' +
    'rien ne pourra être restauré.**',
  'server.alertButton.info': 'Infos du serveur',
  'server.alertButton.resources': 'Ressources',
  'server.alertButton.acknowledge': 'Prendre en charge',
  'alerts.ack.field': 'Prise en charge',
  'alerts.ack.by': '{member} a pris en charge cette alerte {ago}.',
  'alerts.ack.taken': '{member} a déjà pris en charge cette alerte {ago}.',
  'alerts.ack.after': '{member} l’avait prise en charge {duration} après son début.',
  'alerts.ack.afterSome':
    '{member} avait pris en charge l’incident sur ' +
    '{count, plural, one {# de ces serveurs} ' +
    'many {# de ces serveurs} ' +
    'other {# de ces serveurs}}' +
    ' {duration} après son début.',
  'server.alertButton.showAll': 'Tout afficher',
  'server.alertGroup.gone':
    'La liste de cette publication groupée n’est plus conservée ; `/server list` affiche tous les serveurs.',
  'availability.name': 'Disponibilité',
  'availability.notWatched':
    'Pas encore surveillé : `/alerts subscribe events:status` sur ce serveur lance la surveillance.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages':
    '{outages, plural, =0 {aucune panne} one {# panne, {downtime}} many {# pannes, {downtime}} other {# ' +
    'pannes, {downtime}}}',
  'availability.watchedFor': 'Surveillé depuis {watched} : {availability}',
  'availability.day': '24 h : {availability}',
  'availability.week': '7 j : {availability}',
  'availability.sinceWatching': 'Depuis le début de la surveillance, il y a {watched} : {availability}',
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
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} sur {limit}',
  'resources.noChartYet':
    'Pas encore de graphique d’utilisation : le bot ne mesure l’utilisation que des serveurs surveillés. ' +
    'Lancez `/alerts usage` sur ce serveur (ou ajoutez-le à un `/board`) ; le graphique se remplira à ' +
    'partir de là.',
  'resources.noFiguresInSpan':
    'Aucune donnée d’utilisation sur les dernières {hours, number} h : mesures commencées {first}, ' +
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
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Joueurs',
  'chart.playersAxis': 'joueurs en ligne',
  'fields.yes': 'oui',
  'fields.no': 'non',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Répond ({latency, number} ms)',
  'game.checkedAgo': 'vérifié {when}',
  'game.notAnsweringSince': '🔴 Ne répond plus depuis {since}',
  'game.notAnswering': '🔴 Ne répond pas (vérifié {when})',
  'game.noAnswerInTime': '⏳ Le jeu n’a pas répondu à temps ; réessayez dans un instant.',
  'game.notQueried.noAddress': 'Non interrogé : le serveur n’a pas d’adresse de connexion.',
  'game.notQueried.unknownGame': 'Non interrogé : le bot ne sait pas interroger ce jeu.',
  'game.notQueried.disabled': 'Les requêtes de jeu sont désactivées sur ce bot.',
  'game.notQueried.hostNotAllowed': 'Non interrogé : le bot n’a pas le droit d’interroger cette adresse.',
  'game.notQueried.privateAddress': 'Non interrogé : adresse privée ou réservée.',
  'game.notQueried.unresolvable': 'Non interrogé : l’adresse ne peut pas être résolue.',
  'game.notQueried.protocolNotAllowed': 'Non interrogé : le bot n’interroge pas le protocole de ce jeu.',
  'game.notQueried.httpNotEnabled': 'Non interrogé : ce jeu s’interroge par HTTP, désactivé sur ce bot.',
  'game.checking': '⏳ Interrogation du jeu…',
  'game.playersOnline': '👥 {online, number} / {max, number} en ligne',
  'game.peakPlayers': 'Pic sur les dernières 24 h : {peak, number}',
  'game.moreNames': '{names} et {more, plural, one {# autre} many {# autres} other {# autres}}',
  'game.field.server': 'Serveur de jeu',
  'game.field.players': 'Joueurs',
  'game.field.version': 'Version du jeu',
  'game.field.motd': 'Message du jour',
  'game.silentTitle': '🔇 {server} : le jeu ne répond pas',
  'game.silentText':
    '{server} tourne d’après le panneau, mais son jeu ne répond plus depuis {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · un message suivra quand il répondra à nouveau',
  'game.answeringTitle': '🔊 {server} : le jeu répond à nouveau après {downtime}',
  'game.answeringText':
    'Le jeu de {server} répond à nouveau : silencieux pendant {downtime} (depuis {sinceAt}).',
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
  'activity.action.provisioned': 'Mise en service terminée',
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
  'activity.action.reinstalled': 'Serveur réinstallé',
  'activity.action.started': 'Serveur démarré',
  'activity.action.stopped': 'Serveur arrêté',
  'activity.action.restarted': 'Serveur redémarré',
  'activity.action.modUpdated': 'Mod mis à jour',
  'activity.action.modRemoved': 'Mod supprimé',
  'activity.action.pluginUpdated': 'Plugin mis à jour',
  'activity.action.pluginRemoved': 'Plugin supprimé',
  'activity.action.backupCreated': 'Sauvegarde créée',
  'activity.action.backupRestored': 'Sauvegarde restaurée',
  'activity.action.backupDeleted': 'Sauvegarde supprimée',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (termes de l’API)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'L’auteur de **{mod}** interdit les téléchargements par des tiers, le bot ne peut donc pas ' +
    'l’installer : téléchargez-le depuis sa page et envoyez-le vous-même sur le serveur.',
  'mods.install.restrictedWithPage':
    'L’auteur de **{mod}** interdit les téléchargements par des tiers, le bot ne peut donc pas ' +
    'l’installer : téléchargez-le depuis sa page et envoyez-le vous-même sur le serveur. ' +
    'Page du mod : {page}',
  'mods.install.refusedWithPage': '{sentence} Page du mod : {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Aucun plugin avec l’ID {modId} n’a été trouvé sur {provider}.} other {Aucun ' +
    'mod avec l’ID {modId} n’a été trouvé sur {provider}.}} Choisissez-en un parmi les suggestions.',
  'mods.install.fileNotFound':
    '{mod} n’a aucun fichier avec l’ID {fileId}. Choisissez-en un parmi les suggestions.',
  'mods.search.loaderNeedsCurseforge':
    'Le filtre par loader ne fonctionne qu’avec le fournisseur CurseForge. Retirez-le ou changez de ' +
    'fournisseur.',
  'mods.update.noRecord':
    'Le bot n’a plus de trace de l’installation de ce mod sur ce serveur. Consultez `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} est déjà en version {file} sur {server}.',
  'mods.update.fileGone':
    'Le catalogue ne propose plus ce fichier de {mod}. Consultez `/mods installed` pour voir le fichier ' +
    'actuel.',
  'command.mods': 'Rechercher, installer et mettre à jour des mods et des plugins',
  'command.mods.search': 'Rechercher dans un catalogue des mods ou des plugins adaptés à un serveur',
  'command.mods.search.provider': 'Catalogue (CurseForge par défaut)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mods ou plugins (mods par défaut)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Mots-clés',
  'command.mods.search.game_version': 'Version du jeu (par défaut : celle du serveur)',
  'command.mods.search.loader': 'Mod loader (CurseForge uniquement)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Installer un mod ou un plugin sur un serveur (avec confirmation)',
  'command.mods.install.provider': 'Catalogue',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Mods ou plugins (mods par défaut)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plugins',
  'command.mods.install.mod': 'Le mod (tapez pour rechercher)',
  'command.mods.install.file': 'Le fichier de version (ceux adaptés à la version du serveur d’abord)',
  'command.mods.installed':
    'Les mods et plugins installés par le bot sur un serveur, et s’il existe des mises à jour',
  'mods.choice.serverVersion': '{version} (celle du serveur)',
  'mods.choice.noAddon': 'Pas de mods ici : ce serveur n’a ni l’add-on Mods ni l’offre Premium.',
  'mods.search.title': '{type, select, plugins {Plugins pour {server}} other {Mods pour {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins pour {server} correspondant à « {query} »} other {Mods pour {server} ' +
    'correspondant à « {query} »}}',
  'mods.search.nothingFound': 'Aucun résultat. Essayez d’autres mots ou un autre fournisseur.',
  'mods.search.footerGameVersion': 'version du jeu {version}',
  'mods.search.footerPick': 'choisissez-en un ci-dessous pour l’installer',
  'mods.search.restrictedNote':
    '⚠️ L’auteur interdit les téléchargements par des tiers : installez-le vous-même depuis sa page.',
  'mods.search.pickPlaceholder': 'Installer l’un d’eux…',
  'mods.search.expired': 'Ces résultats ont expiré. Relancez `/mods search`.',
  'mods.search.notYours':
    'Seul le membre qui a lancé la recherche peut installer depuis ces résultats. Lancez vous-même `/mods ' +
    'search`.',
  'mods.search.noFile':
    'Ce mod ne propose aucun fichier installable. Choisissez-en un autre, ou utilisez `/mods install` pour ' +
    'choisir un fichier.',
  'mods.install.promptTitle':
    '{action, select, update {Mettre à jour {mod} sur {server} ?} other {Installer {mod} sur {server} ?}}',
  'mods.install.installedNow': 'Installé actuellement : {file}',
  'mods.install.file': 'Fichier : **{file}** {fileId}',
  'mods.install.fileForGame': 'Fichier : **{file}** {fileId} (jeu {versions})',
  'mods.install.uploadedTo': 'Il est envoyé dans le dossier {type} du serveur.',
  'mods.install.restart.ops': 'Redémarrez le serveur depuis le panneau d’hébergement pour le charger.',
  'mods.install.restart.community':
    'Redémarrez le serveur depuis votre panneau de jeu pour le charger (le bot ne peut pas redémarrer les ' +
    'serveurs).',
  'mods.install.confirmInstall': 'Installer',
  'mods.install.confirmUpdate': 'Mettre à jour',
  'mods.install.done':
    '{action, select, update {✅ **{mod}** mis à jour vers {file} sur **{server}**.} other {✅ **{mod}** ' +
    '({file}) installé sur **{server}**.}}',
  'mods.install.unrecorded':
    'Le bot n’a pas pu l’enregistrer pour `/mods installed` et les vérifications de mises à jour (sa base ' +
    'de données a échoué).',
  'mods.installed.title': 'Installés via le bot · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin de {provider}} other {mod de {provider}}}',
  'mods.installed.version': 'Version {file} · installée {time} par {installer}',
  'mods.installed.versionFor': 'Version {file} pour {game} · installée {time} par {installer}',
  'mods.installed.byMemberOf': 'un membre de {guild}',
  'mods.installed.byMember': 'un membre',
  'mods.installed.unlisted':
    '❔ Son catalogue ne répertorie plus ce mod, aucune version plus récente ne peut donc être proposée.',
  'mods.installed.notChecked': '❔ Pas encore vérifié : le catalogue n’a pas répondu à temps.',
  'mods.installed.checkedNow': 'vérifié à l’instant',
  'mods.installed.checkedAt': 'selon la dernière vérification {time}',
  'mods.installed.upToDate': '✅ À jour ({when})',
  'mods.installed.updateAvailable': '⬆️ Mise à jour disponible : **{file}** ({when})',
  'mods.installed.none':
    'Le bot n’a encore installé aucun mod ni plugin sur {server}. Ceux installés avec `/mods install` (et ' +
    'leurs mises à jour) apparaissent ici.',
  'mods.installed.footer':
    '{count, plural, one {# installé via le bot} many {# installés via le bot} other {# installés via le ' +
    'bot}} · les mises à jour correspondent à la version du jeu et au loader de chaque installation',
  'mods.installed.footerPaged':
    '{count, plural, one {# installé via le bot} many {# installés via le bot} other {# installés via le ' +
    'bot}} · page {page, number} sur {pages, number} · les mises à jour correspondent à la version du jeu ' +
    'et au loader de chaque installation',
  'mods.installed.updateButton': 'Mettre à jour {mod}',
  'mods.installed.expired': 'Cette liste a expiré. Relancez `/mods installed`.',
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Choisissez un rôle à mentionner, pas @everyone : les alertes ne mentionnent jamais tout le monde.',
  'alerts.roleNotMentionable':
    'Le bot ne peut pas mentionner {role} : le rôle n’est pas mentionnable et le bot n’a pas la ' +
    'permission « Mentionner @everyone, @here et tous les rôles » dans {channel}. Rendez le rôle ' +
    'mentionnable (Paramètres du serveur, Rôles) ou accordez cette permission au bot, puis ' +
    'relancez la commande.',
  'alerts.usage.noThreshold':
    'Indiquez au moins un seuil à surveiller (`cpu`, `ram` ou `disk`, en pourcentage).',
  'alerts.activity.title': 'Activité · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · trop d’entrées à la fois pour toutes les lire ; `/server activity` ' +
    'affiche les plus anciennes',
  'alerts.provisioned.failedText':
    'Le serveur indique {status}. Supprimez-le et recréez-le ; si l’échec persiste, contactez le support.',
  'alerts.provisioned.text': '{serverId} est prêt et indique {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Échec de la mise en service : {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} est prêt',
  'alerts.provisioned.title': '{symbol} {name} a terminé sa mise en service',
  'alerts.field.serverId': 'ID du serveur',
  'alerts.field.status': 'Statut',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Jeu',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} a été supprimé pendant sa mise en service ; ses alertes sont arrêtées.',
  'alerts.deleted.text': '🗑️ {server} n’existe plus (supprimé) ; ses alertes sont arrêtées.',
  'alerts.group.down':
    '{count, plural, one {# serveur hors service} ' +
    'many {# serveurs hors service} ' +
    'other {# serveurs hors service}}',
  'alerts.group.back':
    '{count, plural, one {# serveur de retour} many {# serveurs de retour} other {# serveurs de retour}}',
  'alerts.group.silent':
    '{count, plural, one {# jeu ne répond pas} ' +
    'many {# jeux ne répondent pas} ' +
    'other {# jeux ne répondent pas}}',
  'alerts.group.answering':
    '{count, plural, one {# jeu répond à nouveau} ' +
    'many {# jeux répondent à nouveau} ' +
    'other {# jeux répondent à nouveau}}',
  'alerts.group.usageFired':
    '{count, plural, one {# serveur au-dessus de son seuil d’utilisation} ' +
    'many {# serveurs au-dessus de leur seuil d’utilisation} ' +
    'other {# serveurs au-dessus de leur seuil d’utilisation}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# serveur repassé sous son seuil d’utilisation} ' +
    'many {# serveurs repassés sous leur seuil d’utilisation} ' +
    'other {# serveurs repassés sous leur seuil d’utilisation}}',
  'alerts.group.mixed':
    '{count, plural, one {# serveur a changé d’état} ' +
    'many {# serveurs ont changé d’état} ' +
    'other {# serveurs ont changé d’état}}',
  'alerts.group.placeLine': '{place} : {servers}',
  'alerts.status.fromActivityLog': 'Extrait du journal d’activité',
  'alerts.status.downTitle': '{symbol} {server} est hors service',
  'alerts.status.downText': '{server} indique {status} depuis {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · un message suivra quand il tournera de nouveau',
  'alerts.status.backTitle': '{symbol} {server} est de retour après {downtime}',
  'alerts.status.backText':
    '{server} indique de nouveau {status} : de retour après {downtime} (hors service depuis {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Mise à jour disponible · {mod} sur {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) a une version plus récente sur {server}.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) a une version plus récente pour {fitsFor} sur {server}.',
  'alerts.modUpdate.installed': 'Installé : {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nouveau : **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nouveau : **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '« Mettre à jour » demande d’abord une confirmation ; `/mods installed` liste tous les mods installés ' +
    'par le bot.',
  'alerts.modUpdate.withoutButton':
    'Mettez-le à jour avec `/mods install` et le nouveau fichier (une confirmation est demandée d’abord).',
  'alerts.modUpdate.button': 'Mettre à jour',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disque}} au-dessus de {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU revenu} ram {RAM revenue} other {Disque revenu}} à la normale · {server}',
  'alerts.usage.firedText':
    'Sur {server}, {metric, select, cpu {le CPU} ram {la RAM} other {l’utilisation du disque}} dépasse ' +
    '{threshold, number, ::percent scale/0.01} depuis {minutes, plural, one {# minute} many {# minutes} ' +
    'other {# minutes}} : actuellement {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'Sur {server}, {metric, select, cpu {le CPU est repassé} ram {la RAM est repassée} other ' +
    '{l’utilisation du disque est repassée}} sous {threshold, number, ::percent scale/0.01} : ' +
    'actuellement {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Valeurs relevées {sampled}.',
  'alerts.usage.readJustNow': 'Valeurs relevées à l’instant.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind :usage arrête ces alertes',
  'alerts.ops.givenUp': '⚠️ Une alerte concernant {server} n’a pas pu être publiée dans {channel} : {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Une alerte concernant {server} n’a pas pu être publiée dans {channel} sur **{guild}** : {why}.',
  'alerts.ops.givenUpEffect':
    'Elle a été abandonnée pour que les alertes suivantes du serveur partent quand même. Tant qu’aucun ' +
    'message ne passe dans ce salon, les autres alertes qui y échouent sont seulement journalisées.',
  'alerts.ops.notDeliveredWithin': 'elle n’a pas été livrée dans un délai de {age}',
  'alerts.ops.notDeliveredWithinLastAnswer':
    'elle n’a pas été livrée dans un délai de {age} (dernière réponse : {failure})',
  'alerts.ops.discordRefused': 'Discord l’a refusée ({failure})',
  'alerts.ops.paused': '⏸️ Alertes en pause : le bot ne peut plus publier dans {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Alertes en pause : le bot ne peut plus publier dans {channel} sur **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Son abonnement est mis en pause et ne sera pas relancé} many {Ses # ' +
    'abonnements sont mis en pause et ne seront pas relancés} other {Ses # abonnements sont mis en ' +
    'pause et ne seront pas relancés}}.',
  'alerts.ops.pausedResume':
    'Accordez au bot Voir le salon, Envoyer des messages et Intégrer des liens dans ce salon (ou ' +
    'choisissez-en un autre), puis relancez `/alerts subscribe` (ou `/alerts usage` pour les alertes ' +
    'd’utilisation) pour reprendre.',
  'alerts.ops.setAside':
    '🗃️ Un enregistrement stocké n’a pas pu être lu ({reason}) et a été mis de côté : {key}.',
  'alerts.ops.setAsideEffect': 'Le bot continue sans lui ; tout le reste fonctionne normalement.',
  'alerts.ops.setAsideKept':
    'Sa valeur d’origine est conservée sous {setAsideKey} pour l’examiner ou la restaurer ' +
    '(docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Le tableau de statut dans {board} a été supprimé, il a donc été republié. S’il est de nouveau ' +
    'supprimé, il se met en pause ; `/board remove` dans ce salon l’arrête définitivement.',
  'alerts.ops.boardPaused':
    '⏸️ Le tableau de statut dans {board} est en pause : {reason}. Corrigez cela et relancez `/board ' +
    'create` dans ce salon pour le reprendre, ou `/board remove` pour le retirer.',
  'alerts.everyServer': 'tous les serveurs',
  'alerts.everyServerIncludingLater': 'tous les serveurs, y compris ceux créés plus tard',
  'alerts.everyLinkedServerIncludingLater':
    'tous les serveurs liés à ce serveur Discord, y compris ceux liés plus tard',
  'alerts.list.paused': '⏸️ en pause : {reason} ; relancez `{command}` pour reprendre',
  'alerts.list.unlinked': 'n’est plus lié à ce serveur Discord, ne reçoit donc rien',
  'alerts.list.since': 'depuis {since}',
  'alerts.list.usage': 'utilisation : {thresholds}',
  'alerts.list.title': 'Abonnements aux alertes',
  'alerts.list.none':
    'Ce serveur Discord n’a encore aucun abonnement aux alertes. Utilisez `/alerts subscribe` ' +
    'ou `/alerts usage`.',
  'alerts.list.footer':
    'Page {page, number} sur {pages, number} · {subscriptions, plural, one {# abonnement} many {# ' +
    'abonnements} other {# abonnements}} · {watches, plural, one {# surveillance d’utilisation} many {# ' +
    'surveillances d’utilisation} other {# surveillances d’utilisation}}',
  'alerts.list.paceClamped':
    '⚠️ L’utilisation est relevée environ toutes les {every} par serveur surveillé, selon la limite de ' +
    'débit de l’API : trop rarement pour une fenêtre de {minutes, plural, one {# minute} many {# minutes} ' +
    'other {# minutes}}, les alertes d’utilisation peuvent donc arriver jusqu’à {every} en retard.',
  'alerts.list.pace':
    'L’utilisation est relevée environ toutes les {every} par serveur surveillé (selon la ' +
    'limite de débit de l’API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} ne reçoit plus les alertes sur les {kind} pour {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} ne reçoit plus d’alertes (événements et utilisation) pour {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} ne reçoit plus d’alertes pour {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} ne reçoit plus d’alertes d’utilisation pour {what}.',
  'alerts.unsubscribe.none':
    '{channel} n’a pas d’abonnement pour {what} ; rien n’a changé. `/alerts list` affiche les abonnements ' +
    'de ce serveur Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} n’a aucun abonnement aux alertes sur les {kind} pour {what}, rien n’a changé. `/alerts ' +
    'list` affiche les abonnements de ce serveur Discord.',
  'alerts.kindLabel.provisioning': 'résultats de mise en service',
  'alerts.kindLabel.status': 'changements de statut (panne, puis retour avec la durée d’interruption)',
  'alerts.kindLabel.activity': 'nouvelle activité',
  'alerts.kindLabel.mods': 'mises à jour de mods',
  'alerts.kindLabel.events':
    'événements de tout type (mise en service, statut, activité, mises à jour de mods)',
  'alerts.kindLabel.usage': 'dépassements de seuil d’utilisation',
  'alerts.route.allEvents': 'tous les événements',
  'alerts.route.pings': '{kind} (mentionne {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (mentionne {role}, aussi au rétablissement)',
  'alerts.subscribe.unchanged': '{channel} reçoit déjà les alertes pour {what} : {routes} ; rien n’a changé.',
  'alerts.subscribe.done': '🔔 {channel} reçoit désormais les alertes pour {what} : {kinds}.',
  'alerts.subscribe.resumed': '🔔 Reprise : {channel} reçoit désormais les alertes pour {what} : {kinds}.',
  'alerts.subscribe.mentions': 'Elles mentionnent {role} (pas les messages de rétablissement).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Elles mentionnent {role}, messages de rétablissement compris.',
  'alerts.subscribe.inAll': 'Au total, il reçoit : {routes}.',
  'alerts.subscribe.howToStop': 'Utilisez `/alerts unsubscribe` pour les arrêter.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disque}} au-dessus de {threshold, number, ::percent ' +
    'scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} pendant {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} reçoit désormais les alertes d’utilisation pour {what} : {thresholds}, une fois au ' +
    'dépassement et une fois au retour sous le seuil.',
  'alerts.usage.paceClamped':
    '⚠️ Le budget de l’API ne permet au bot de relever l’utilisation de chaque serveur surveillé ' +
    'qu’environ toutes les {every}, trop rarement pour une fenêtre de {minutes, plural, one {# minute} ' +
    'many {# minutes} other {# minutes}} : les alertes peuvent arriver jusqu’à {every} en retard.',
  'alerts.usage.pace': 'L’utilisation de chaque serveur surveillé est relevée environ toutes les {every}.',
  'alerts.usage.howToStop': 'Utilisez `/alerts unsubscribe kind:usage` pour les arrêter.',
  'command.alerts':
    'Publier des alertes de mise en service, de statut, d’activité et d’utilisation dans un salon',
  'command.alerts.subscribe': 'Publier dès maintenant les alertes d’un serveur (ou de tous) dans un salon',
  'command.alerts.subscribe.channel': 'Le salon textuel ou d’annonces pour les alertes',
  'command.alerts.subscribe.server': 'Ce serveur uniquement (laisser vide pour tous ceux que vous voyez)',
  'command.alerts.subscribe.events': 'Quelles alertes (toutes par défaut)',
  'command.alerts.subscribe.events.all': 'Tous les événements',
  'option.events.provisioning': 'Résultats de mise en service',
  'option.events.status': 'Changements de statut (panne, puis retour)',
  'option.events.activity': 'Nouvelle activité',
  'option.events.mods': 'Mises à jour de mods',
  'command.alerts.subscribe.ping': 'Un rôle mentionné par ces alertes',
  'command.alerts.subscribe.ping_recovery':
    'Mentionner aussi le rôle au rétablissement (« de retour après 12 min ») (non par défaut)',
  'command.alerts.usage':
    'Alerter dans un salon quand un serveur reste au-dessus d’un seuil CPU, RAM ou disque',
  'command.alerts.usage.channel': 'Le salon textuel ou d’annonces pour les alertes',
  'command.alerts.usage.server': 'Ce serveur uniquement (laisser vide pour tous ceux que vous voyez)',
  'command.alerts.usage.cpu': 'Alerter quand le CPU reste au-dessus de ce pourcentage (1-100)',
  'command.alerts.usage.ram': 'Alerter quand la RAM reste au-dessus de ce pourcentage (1-100)',
  'command.alerts.usage.disk':
    'Alerter quand l’utilisation du disque reste au-dessus de ce pourcentage (1-100)',
  'command.alerts.usage.minutes':
    'Durée pendant laquelle une valeur doit rester au-dessus avant l’alerte (5 par défaut)',
  'command.alerts.unsubscribe': 'Arrêter de publier des alertes dans un salon',
  'command.alerts.unsubscribe.channel': 'Le salon textuel ou d’annonces pour les alertes',
  'command.alerts.unsubscribe.server':
    'Le serveur de l’abonnement (laisser vide pour celui qui couvre tous les serveurs)',
  'command.alerts.unsubscribe.kind': 'Quelles alertes arrêter (toutes par défaut)',
  'command.alerts.unsubscribe.kind.events': 'Alertes d’événements (mise en service, statut, activité, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Alertes d’utilisation (seuils)',
  'command.alerts.unsubscribe.kind.all': 'Toutes les alertes',
  'command.alerts.unsubscribe.events': 'N’arrêter que ce type d’alerte ; le salon garde les autres',
  'command.alerts.list':
    'Afficher les abonnements aux alertes et surveillances d’utilisation de ce serveur Discord',
  // Boards: /board and the live status board.
  'command.board': 'Un message de statut en direct de vos serveurs, mis à jour en continu',
  'command.board.create': 'Publier un tableau de statut en direct dans un salon, mis à jour en continu',
  'command.board.create.channel': 'Le salon textuel ou d’annonces du tableau',
  'command.board.remove': 'Retirer le tableau de statut d’un salon, et son message',
  'command.board.remove.channel': 'Le salon du tableau',
  'command.board.list': 'Afficher les tableaux de statut de ce serveur Discord',
  'board.create.already':
    '{channel} a déjà un tableau de statut ; rien n’a changé. `/board remove` dans ce salon le supprime.',
  'board.create.posted':
    '📋 Le tableau de statut de {scope, select, ops {tous les serveurs du compte} other {tous les ' +
    'serveurs liés à ce serveur Discord}} apparaît dans {channel} d’ici quelques instants, puis est mis à ' +
    'jour en continu.',
  'board.create.resumed':
    '📋 Reprise : le tableau de statut de {scope, select, ops {tous les serveurs du compte} other {tous ' +
    'les serveurs liés à ce serveur Discord}} apparaît dans {channel} d’ici quelques instants, puis est ' +
    'mis à jour en continu.',
  'board.create.shows':
    'Il indique pour chaque serveur son état, son jeu, sa taille, son utilisation (si mesurée) et son ' +
    'adresse de connexion, ainsi que la fraîcheur des données.',
  'board.remove.done': '🗑️ Le tableau de statut de {channel} a été retiré.',
  'board.remove.none':
    '{channel} n’a pas de tableau de statut ; rien n’a changé. `/board list` affiche les tableaux de ce ' +
    'serveur Discord.',
  'board.list.none': 'Ce serveur Discord n’a pas encore de tableau de statut. Utilisez `/board create`.',
  'board.list.title': 'Tableaux de statut',
  'board.list.footer':
    '{count, plural, one {{count} tableau} many {{count} tableaux} other {{count} tableaux}}',
  'board.list.paused':
    '{channel} · ⏸️ en pause : {reason} ; lancez `/board create` dans ce salon pour le reprendre',
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
  'board.needsAttention': '**À surveiller** · {count}',
  'board.summary': '{total} : {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} serveur} many {{count} serveurs} other {{count} serveurs}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, one {# en échec} many {# en échec} other {# en échec}}} ' +
    'suspended {{count, plural, one {# suspendu} many {# suspendus} other {# suspendus}}} stopped ' +
    '{{count, plural, one {# arrêté} many {# arrêtés} other {# arrêtés}}} provisioning {{count, plural, ' +
    'one {# en cours de mise en service} many {# en cours de mise en service} other {# en cours de mise ' +
    'en service}}} deleting {{count, plural, one {# en cours de suppression} many {# en cours de ' +
    'suppression} other {# en cours de suppression}}} running {{count, plural, one {# en marche} many {# ' +
    'en marche} other {# en marche}}} other {{count, plural, one {# inconnu} many {# inconnus} other {# ' +
    'inconnus}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} alerte d’utilisation active} many {{count} alertes d’utilisation ' +
    'actives} other {{count} alertes d’utilisation actives}}',
  'board.reason.slowProvisioning': 'mise en service plus longue que prévu',
  'board.reason.gameSilent': 'le jeu ne répond pas',
  'board.reason.unrecognised': 'un état que le bot ne connaît pas',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disque}} au-dessus de {threshold, number, ::percent ' +
    'scale/0.01}',
  'board.since': 'depuis {when}',
  'board.seenSince': 'vu depuis {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disque {percent}',
  'board.line.ram': '{size} de RAM',
  'board.line.disk': '{size} de disque',
  'board.freshness.every': 'actualisé environ toutes les {duration}',
  'board.freshness.notRead': '🕒 Pas encore lu ; {every}',
  'board.freshness.updated': '🕒 Mis à jour {when} ; {every}',
  'board.stale.unread':
    '⚠️ **Obsolète depuis {since}** : l’API d’hébergement ne répond pas ; aucun état n’est affiché tant ' +
    'qu’elle ne répond pas.',
  'board.stale.read':
    '⚠️ **Obsolète depuis {since}** : l’API d’hébergement ne répond pas ; les états ' +
    'ci-dessous datent du {readAt}.',
  'board.notListed':
    '… et {count, plural, one {# autre serveur non listé} many {# autres serveurs non listés} other {# ' +
    'autres serveurs non listés}} ici : {filters} les affiche.',
  'board.pause.deletedAgain': 'son message a de nouveau été supprimé après avoir été republié',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Le serveur Discord des opérateurs agit déjà sur tous les serveurs ; ne liez que des serveurs Discord ' +
    'communautaires.',
  'access.notAGuild':
    'Ce n’est pas un serveur Discord que le bot peut identifier : choisissez-en un parmi les suggestions ' +
    'ou collez son identifiant (clic droit sur le serveur, Copier l’identifiant du serveur).',
  'access.needsLevel':
    'Il faut pour cela le niveau **{level}**, que quelqu’un disposant de « Gérer le serveur » peut ' +
    'accorder à l’un de vos rôles avec `/access role set`.',
  'option.level':
    'lecture : voir ; exploitation : modifier serveurs, mods, alertes, tableaux ; administration : tout',
  'option.level.read': 'lecture',
  'option.level.operate': 'exploitation',
  'option.level.administer': 'administration',
  'option.role': 'Le rôle (@everyone désigne tous les membres)',
  'command.access.role':
    'Accorder des niveaux aux rôles : ce que leurs membres peuvent faire ici avec le bot',
  'command.access.role.set': 'Accorder un niveau à un rôle (lecture, exploitation ou administration)',
  'command.access.role.remove': 'Retirer le niveau accordé à un rôle',
  'command.access.role.list': 'Afficher les niveaux accordés aux rôles ici',
  'access.role.granted': '🔑 {role} a désormais le niveau **{level}** ici.',
  'access.role.changed': '🔑 {role} a désormais le niveau **{level}** ici, au lieu de **{before}**.',
  'access.role.unchanged': '{role} a déjà le niveau **{level}** ici ; rien n’a changé.',
  'access.role.removed': '{role} n’a plus le niveau **{level}** ici.',
  'access.role.notGranted': '{role} n’a aucun niveau ici ; rien n’a changé.',
  'access.role.title': 'Niveaux accordés ici',
  'access.role.line': '{role} : **{level}**, accordé par {member} {when}',
  'access.role.none': 'Aucun rôle n’a encore de niveau ici : accordez-en un avec `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Les membres disposant de « Gérer le serveur » ont tous les niveaux ; les ' +
    'autres, seulement ce qui est accordé à leurs rôles.} other {Les membres disposant de « Gérer le ' +
    'serveur » ont tous les niveaux ; tout membre peut consulter les serveurs liés à ce serveur Discord.}}',
  'quota.roleGrants':
    'Ce serveur a atteint sa limite de {limit} rôles dotés d’un niveau. Retirez-en d’abord un avec ' +
    '`/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {a accordé un niveau à un rôle} asked {a demandé à accorder un niveau à ' +
    'un rôle} other {a tenté d’accorder un niveau à un rôle}}',
  'audit.action.access.role.remove':
    '{phase, select, done {a retiré le niveau d’un rôle} asked {a demandé à retirer le niveau ' +
    'd’un rôle} other {a tenté de retirer le niveau d’un rôle}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {a tenté d’utiliser {command} sur {server}} ' +
    'other {a tenté d’utiliser {command}}}} other {{target, select, server {a tenté d’utiliser ' +
    'un bouton ou un menu sur {server}} other {a tenté d’utiliser un bouton ou un menu}}}}',
  'command.audit.recent.kind.access.role.set': 'Niveaux accordés aux rôles',
  'command.audit.recent.kind.access.role.remove': 'Niveaux retirés aux rôles',
  'command.audit.recent.kind.access.refused': 'Membres refusés faute de niveau',
  'audit.input.role': 'Rôle',
  'audit.input.level': 'Niveau',
  'audit.input.command': 'Commande',
  'audit.input.component': 'Bouton ou menu',
  'command.audit': 'Qui a fait quoi, depuis quel serveur Discord, sur quel serveur',
  'command.audit.channel':
    'Publier chaque entrée d’audit dans un salon dès qu’elle survient (sans salon pour arrêter)',
  'command.audit.channel.channel': 'Le salon textuel ou d’annonces des entrées d’audit',
  'command.audit.recent': 'Afficher les dernières entrées d’audit, les plus récentes d’abord',
  'command.audit.recent.server': 'Seulement les entrées concernant ce serveur',
  'command.audit.recent.member': 'Seulement les entrées de ce membre',
  'command.audit.recent.limit': 'Entrées par page (10 par défaut)',
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
  'command.audit.recent.kind.alerts.acknowledge': 'Alertes prises en charge',
  'command.audit.recent.kind.board.create': 'Tableaux de statut créés',
  'command.audit.recent.kind.board.remove': 'Tableaux de statut retirés',
  'command.audit.recent.kind.audit.channel': 'Changements du salon d’audit',
  'command.audit.recent.kind.usage.crossing': 'Seuils d’utilisation franchis',
  'command.audit.recent.hours': 'Seulement les entrées datant de moins de ce nombre d’heures',
  'audit.channel.stopped':
    'Les entrées d’audit ne sont plus publiées. Elles restent conservées : `/audit recent` les affiche.',
  'audit.channel.notPosting': 'Les entrées d’audit n’étaient publiées nulle part ; rien n’a changé.',
  'audit.channel.set':
    '📜 {channel} reçoit désormais chaque entrée d’audit dès qu’elle survient. Lancez `/audit channel` ' +
    'sans ' +
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
  'audit.filter.kind': 'le type « {kind} »',
  'audit.filter.hours': 'les {hours} dernières h',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {a créé le serveur {server}} other {a créé un ' +
    'serveur}}} asked {{target, select, server {a demandé à créer le serveur {server}} other {a demandé à ' +
    'créer un serveur}}} other {{target, select, server {a tenté de créer le serveur {server}} other {a ' +
    'tenté de créer un serveur}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {a modifié {server}} other {a modifié un serveur}}} ' +
    'asked {{target, select, server {a demandé à modifier {server}} other {a demandé à modifier un ' +
    'serveur}}} other {{target, select, server {a tenté de modifier {server}} other {a tenté de modifier ' +
    'un serveur}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {a supprimé {server}} other {a supprimé un serveur}}} ' +
    'asked {{target, select, server {a demandé à supprimer {server}} other {a demandé à supprimer un ' +
    'serveur}}} other {{target, select, server {a tenté de supprimer {server}} other {a tenté de ' +
    'supprimer un serveur}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {a installé un mod sur {server}} other {a installé un ' +
    'mod sur un serveur}}} asked {{target, select, server {a demandé à installer un mod sur {server}} ' +
    'other {a demandé à installer un mod sur un serveur}}} other {{target, select, server {a tenté ' +
    'd’installer un mod sur {server}} other {a tenté d’installer un mod sur un serveur}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {a trouvé une mise à jour de mod pour {server}} other ' +
    '{a trouvé une mise à jour de mod pour un serveur}}} asked {{target, select, server {a demandé à ' +
    'chercher des mises à jour de mods pour {server}} other {a demandé à chercher des mises à jour de ' +
    'mods pour un serveur}}} other {{target, select, server {a tenté de chercher des mises à jour de mods ' +
    'pour {server}} other {a tenté de chercher des mises à jour de mods pour un serveur}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {a lié {server} à un serveur Discord} other {a lié un ' +
    'serveur à un serveur Discord}}} asked {{target, select, server {a demandé à lier {server} à un ' +
    'serveur Discord} other {a demandé à lier un serveur à un serveur Discord}}} other {{target, select, ' +
    'server {a tenté de lier {server} à un serveur Discord} other {a tenté de lier un serveur à un ' +
    'serveur Discord}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {a délié {server} d’un serveur Discord} other {a délié ' +
    'un serveur d’un serveur Discord}}} asked {{target, select, server {a demandé à délier {server} d’un ' +
    'serveur Discord} other {a demandé à délier un serveur d’un serveur Discord}}} other {{target, ' +
    'select, server {a tenté de délier {server} d’un serveur Discord} other {a tenté de délier un serveur ' +
    'd’un serveur Discord}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {a abonné un salon aux alertes de {server}} other {a ' +
    'abonné un salon aux alertes de tous les serveurs}}} asked {{target, select, server {a demandé à ' +
    'abonner un salon aux alertes de {server}} other {a demandé à abonner un salon aux alertes de tous ' +
    'les serveurs}}} other {{target, select, server {a tenté d’abonner un salon aux alertes de {server}} ' +
    'other {a tenté d’abonner un salon aux alertes de tous les serveurs}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {a pris en charge ' +
    'une alerte de {server}} other {a pris en charge une alerte}}} ' +
    'asked {{target, select, server {a demandé à prendre en charge ' +
    'une alerte de {server}} other {a demandé à prendre en charge ' +
    'une alerte}}} other {{target, select, server {a tenté de prendre ' +
    'en charge une alerte de {server}} other {a tenté de prendre ' +
    'en charge une alerte}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {a désabonné un salon des alertes de {server}} other ' +
    '{a désabonné un salon des alertes de tous les serveurs}}} asked {{target, select, server {a demandé ' +
    'à désabonner un salon des alertes de {server}} other {a demandé à désabonner un salon des alertes de ' +
    'tous les serveurs}}} other {{target, select, server {a tenté de désabonner un salon des alertes de ' +
    '{server}} other {a tenté de désabonner un salon des alertes de tous les serveurs}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {a créé un tableau de statut pour {server}} other {a ' +
    'créé un tableau de statut}}} asked {{target, select, server {a demandé à créer un tableau de statut ' +
    'pour {server}} other {a demandé à créer un tableau de statut}}} other {{target, select, server {a ' +
    'tenté de créer un tableau de statut pour {server}} other {a tenté de créer un tableau de statut}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {a supprimé un tableau de statut pour {server}} other ' +
    '{a supprimé un tableau de statut}}} asked {{target, select, server {a demandé à supprimer un tableau ' +
    'de statut pour {server}} other {a demandé à supprimer un tableau de statut}}} other {{target, ' +
    'select, server {a tenté de supprimer un tableau de statut pour {server}} other {a tenté de supprimer ' +
    'un tableau de statut}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {a changé le salon où les entrées d’audit sont publiées} asked {a demandé à ' +
    'changer le salon où les entrées d’audit sont publiées} other {a tenté de changer le salon où les ' +
    'entrées d’audit sont publiées}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {a constaté un dépassement de seuil d’utilisation sur ' +
    '{server}} other {a constaté un dépassement de seuil d’utilisation sur un serveur}}} asked {{target, ' +
    'select, server {a demandé à surveiller l’utilisation de {server}} other {a demandé à surveiller ' +
    'l’utilisation d’un serveur}}} other {{target, select, server {a tenté de surveiller l’utilisation de ' +
    '{server}} other {a tenté de surveiller l’utilisation d’un serveur}}}}',
  'audit.outcome.asked': '❔ En attente de la confirmation du membre.',
  'audit.outcome.done': '✅ Fait.',
  'audit.outcome.alerted': '🔔 Le salon qui surveille a été alerté.',
  'audit.outcome.refused': '⛔ Refusé ({code}) : {reason}',
  'audit.outcome.refusedByApi': '⛔ Refusé par l’API d’hébergement ({code}).',
  'audit.outcome.refusedByBot': '⛔ Refusé par le bot ({code}).',
  'audit.outcome.cancelled': '✖️ Annulé par le membre ; rien n’a changé.',
  'audit.outcome.expired': '⌛ Expiré sans réponse ; rien n’a changé.',
  'audit.outcome.conflict': '⚠️ Non appliqué : quelqu’un d’autre a modifié le serveur entre-temps.',
  'audit.outcome.failedCode': '❌ Échec ({code}).',
  'audit.outcome.failed': '❌ Échec.',
  'audit.line.bot': '🤖 Le bot ({guild})',
  'audit.line.request': '· requête {requestId}',
  'audit.line.input': '{label} : {value}',
  'audit.line.what': '{action} :',
  'audit.line.whatWithInputs': '{action} [{inputs}] :',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
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
    '⚠️ Les entrées d’audit n’ont pas pu être publiées dans {channel} : {detail}. Elles restent ' +
    'enregistrées (voir `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Les entrées d’audit ne peuvent plus être publiées dans {channel} : {reason}. Elles restent ' +
    'enregistrées (voir `/audit recent`) ; choisissez à nouveau un salon avec `/audit channel`.',
  'audit.action.language.set':
    '{phase, select, done {a changé la langue des messages du bot} asked {a demandé à changer la langue ' +
    'des messages du bot} other {a tenté de changer la langue des messages du bot}}',
  'command.audit.recent.kind.language.set': 'Changements de langue',
  'audit.input.language': 'Langue',
  'audit.value.languageAuto': 'la langue Discord de ce serveur',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Français',
  'language.set.chosen':
    '🌐 Les messages que le bot publie ici de lui-même (alertes, tableaux de statut, annonces) sont ' +
    'désormais ' +
    'en {language}. Les réponses à chaque membre restent dans sa propre langue Discord.',
  'language.set.followsDiscord':
    '🌐 Les messages que le bot publie ici de lui-même suivent désormais la langue Discord de ce ' +
    'serveur : {language}. Les réponses à chaque membre restent dans sa propre langue Discord.',
  'language.show.chosen':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}, comme défini avec `/language ' +
    'set`. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.preferred':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}, la langue Discord de ce ' +
    'serveur. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.preferredUnsupported':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language} : la langue Discord de ce ' +
    'serveur ({locale}) n’a pas encore de traduction. `/language set` permet d’en choisir une autre. Les ' +
    'réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.default':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}. `/language set` permet d’en ' +
    'choisir une autre. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'command.language': 'Choisir la langue des messages que le bot publie de lui-même sur ce serveur',
  'command.language.set':
    'Définir la langue des alertes, tableaux de statut et annonces que le bot publie ici',
  'command.language.set.language': 'La langue, ou la langue Discord de ce serveur',
  'command.language.set.language.auto': 'Langue Discord de ce serveur',
  'command.language.show': 'Afficher la langue des messages que le bot publie de lui-même sur ce serveur',
  'quota.silences':
    'Ce serveur Discord a atteint sa limite de {limit} mises en sourdine simultanées. Terminez-en ' +
    'd’abord une avec `/alerts silences` ou demandez aux opérateurs du bot d’augmenter la limite.',
  'server.alertButton.silence': 'Sourdine 1 h',
  'silence.kind':
    '{kind, select, status {les changements de statut} usage {les alertes d’utilisation} game {les ' +
    'réponses du jeu} other {l’activité}}',
  'silence.everyServer': 'tous les serveurs que ce serveur Discord peut voir',
  'silence.everyChannel': 'tous les salons de ce serveur Discord',
  'silence.set':
    '🔕 En sourdine jusqu’au {until} ({relative}) : {kinds} pour {what}, dans {where}. `/alerts silences` ' +
    'la liste et y met fin plus tôt.',
  'silence.gone':
    'Cette mise en sourdine est déjà terminée ou a été supprimée. `/alerts silences` liste celles en ' +
    'cours.',
  'silence.list.title': '🔕 Alertes en sourdine',
  'silence.list.none':
    'Aucune alerte n’est en sourdine ici. `/alerts silence` les retient un moment, pendant une ' +
    'maintenance par exemple.',
  'silence.list.line':
    '**{number}.** {kinds} pour {what}, dans {where} : jusqu’au {until} ({relative}), par {member}',
  'silence.list.reason': 'Motif : {reason}',
  'silence.list.footer':
    'Page {page, number} sur {pages, number} · {count, plural, one {# mise en sourdine} many {# mises en ' +
    'sourdine} other {# mises en sourdine}}',
  'silence.endNow': 'Terminer ({number})',
  'silence.endedNow':
    '🔔 {member} a mis fin à la sourdine de {kinds} pour {what}, dans {where} : ses alertes sont de ' +
    'nouveau publiées.',
  'silence.field.reason': 'Motif',
  'silence.ended.title': '🔔 Fin de la sourdine',
  'silence.ended.titleStill':
    '🔔 Fin de la sourdine : {count, plural, one {# serveur demande encore de l’attention} many {# ' +
    'serveurs demandent encore de l’attention} other {# serveurs demandent encore de l’attention}}',
  'silence.ended.expired':
    'Mise en sourdine par {setBy} du {from} au {to} ; les alertes sont de nouveau publiées.',
  'silence.ended.endedBy':
    'Mise en sourdine par {setBy} à partir du {from}, terminée plus tôt par {by} le {to} ; les alertes ' +
    'sont de nouveau publiées.',
  'silence.ended.stillDown': '{server} est toujours en panne : {status} depuis {since}.',
  'silence.ended.stillSilent': '{server} ne répond toujours pas à ses requêtes de jeu, depuis {since}.',
  'silence.ended.stillOver':
    '{server} est toujours au-dessus de son seuil {metric, select, cpu {CPU} ram {RAM} other {disque}} ' +
    'de {threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} est toujours au-dessus de son seuil {metric, select, cpu {CPU} ram {RAM} ' +
    'other {disque}} de {threshold, number, ::percent scale/0.01}, depuis {since}.',
  'silence.ended.more':
    '… et {count, plural, one {# autre serveur} many {# autres serveurs} other {# autres serveurs}}.',
  'silence.ended.cameBack':
    'En difficulté puis rétablis pendant la sourdine (en panne, jeu sans réponse ou seuil dépassé) : ' +
    '{servers}.',
  'silence.ended.others':
    '{count, plural, one {# autre serveur} many {# autres serveurs} other {# autres serveurs}}',
  'board.silencedUntil': '🔕 en sourdine jusqu’au {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {a mis en sourdine les alertes de {server}} other {a ' +
    'mis en sourdine les alertes de tous les serveurs}}} asked {{target, select, server {a demandé à ' +
    'mettre en sourdine les alertes de {server}} other {a demandé à mettre en sourdine les alertes de ' +
    'tous les serveurs}}} other {{target, select, server {a tenté de mettre en sourdine les alertes de ' +
    '{server}} other {a tenté de mettre en sourdine les alertes de tous les serveurs}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {a mis fin à une sourdine des alertes de {server}} ' +
    'other {a mis fin à une sourdine des alertes de tous les serveurs}}} asked {{target, select, server ' +
    '{a demandé à mettre fin à une sourdine des alertes de {server}} other {a demandé à mettre fin à une ' +
    'sourdine des alertes de tous les serveurs}}} other {{target, select, server {a tenté de mettre fin ' +
    'à une sourdine des alertes de {server}} other {a tenté de mettre fin à une sourdine des alertes de ' +
    'tous les serveurs}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {a vu expirer une sourdine des alertes de {server}} ' +
    'other {a vu expirer une sourdine des alertes de tous les serveurs}}} asked {{target, select, server ' +
    '{a demandé à mettre fin à une sourdine des alertes de {server}} other {a demandé à mettre fin à une ' +
    'sourdine des alertes de tous les serveurs}}} other {{target, select, server {a tenté de mettre fin ' +
    'à une sourdine des alertes de {server}} other {a tenté de mettre fin à une sourdine des alertes de ' +
    'tous les serveurs}}}}',
  'command.audit.recent.kind.alerts.silence': 'Alertes mises en sourdine',
  'command.audit.recent.kind.alerts.silence.end': 'Sourdines terminées plus tôt',
  'command.audit.recent.kind.alerts.silence.expire': 'Sourdines expirées',
  'audit.input.duration': 'Durée',
  'audit.input.reason': 'Motif',
  'audit.input.kinds': 'Types',
  'command.alerts.silence': 'Retenir les alertes un moment, pendant une maintenance par exemple',
  'command.alerts.silence.duration': 'Combien de temps les retenir',
  'command.alerts.silence.duration.30': '30 minutes',
  'command.alerts.silence.duration.60': '1 heure',
  'command.alerts.silence.duration.120': '2 heures',
  'command.alerts.silence.duration.240': '4 heures',
  'command.alerts.silence.duration.480': '8 heures',
  'command.alerts.silence.duration.720': '12 heures',
  'command.alerts.silence.duration.1440': '1 jour',
  'command.alerts.silence.duration.2880': '2 jours',
  'command.alerts.silence.duration.4320': '3 jours',
  'command.alerts.silence.duration.10080': '7 jours',
  'command.alerts.silence.server': 'Le serveur (par défaut : tous ceux que ce serveur Discord peut voir)',
  'command.alerts.silence.reason': 'Pourquoi, pour l’équipe (200 caractères au plus)',
  'command.alerts.silence.channel': 'Le salon (par défaut : tous les salons de ce serveur Discord)',
  'command.alerts.silence.kinds':
    'Quelles alertes (par défaut : statut, utilisation et jeu ; pas l’activité)',
  'command.alerts.silence.kinds.default': 'Statut, utilisation et jeu',
  'command.alerts.silence.kinds.all': 'Toutes, activité comprise',
  'command.alerts.silence.kinds.status': 'Changements de statut seulement',
  'command.alerts.silence.kinds.usage': 'Alertes d’utilisation seulement',
  'command.alerts.silence.kinds.game': 'Réponses du jeu seulement',
  'command.alerts.silence.kinds.activity': 'Activité seulement',
  'command.alerts.silences': 'Lister les mises en sourdine d’ici, chacune avec « Terminer »',
} satisfies CatalogueOf<'fr'>;
