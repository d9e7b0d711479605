import type { LocaleCatalogue } from './en-US.js';

/** fr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Identifiant de requête : `{requestId}`',
  'error.serverNotFound':
    'Ce serveur n’existe pas ou n’est pas disponible ici. Choisissez-en un parmi les suggestions ou ' +
    'vérifiez l’identifiant.',
  'error.api.VALIDATION_ERROR':
    'L’API d’hébergement a rejeté la requête comme non valide. Vérifiez les valeurs et réessayez.',
  'error.api.LIMIT_EXCEEDED':
    'Un quota de ce compte est atteint. Supprimez quelque chose d’inutilisé ou demandez à votre hébergeur ' +
    'd’augmenter le quota.',
  'error.api.NO_CHANGE': 'Rien n’a changé : le serveur a déjà cette taille. Choisissez une autre valeur.',
  'error.api.INVALID_RAM':
    'La RAM doit être une quantité positive par paliers de 0,5 Go (par exemple 2 ; 2,5 ou 3). Corrigez-la ' +
    'et réessayez.',
  'error.api.BELOW_MIN_RAM':
    'Cette quantité de RAM est inférieure au minimum de l’offre tarifaire, indiqué dans la fiche de ' +
    'l’offre du panneau d’hébergement. Choisissez plus de RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Cette quantité de RAM dépasse le maximum de l’offre tarifaire, indiqué dans la fiche de l’offre du ' +
    'panneau d’hébergement. Choisissez moins de RAM.',
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
    'Le mod ou le fichier est introuvable chez le fournisseur ; il a peut-être été supprimé. Relancez la ' +
    'recherche et choisissez un fichier de la liste.',
  'error.api.CONFLICT':
    'Quelqu’un d’autre a modifié ce serveur au même moment, rien n’a donc été appliqué. Consultez son état ' +
    'actuel et réessayez.',
  'error.api.SERVER_SUSPENDED':
    'Le serveur est suspendu, les modifications sont donc bloquées. Contactez votre hébergeur pour faire ' +
    'lever la suspension.',
  'error.api.SERVER_INSTALLING':
    'Le serveur est encore en cours d’installation. Réessayez quand il sera prêt.',
  'error.api.ALREADY_EXISTS': 'Cela existe déjà, rien de nouveau n’a donc été créé.',
  'error.api.LIMIT_REACHED':
    'La limite du panneau d’hébergement est atteinte. Supprimez quelque chose d’inutilisé ou demandez à ' +
    'votre hébergeur de l’augmenter.',
  'error.api.CONFIG_ERROR':
    'Il manque à la plateforme d’hébergement une configuration pour cette action. Contactez votre ' +
    'hébergeur en indiquant l’identifiant de requête.',
  'error.api.INTERNAL_ERROR':
    'L’API d’hébergement a rencontré une erreur interne. Réessayez dans un instant ; si l’échec persiste, ' +
    'contactez votre hébergeur avec l’identifiant de requête.',
  'error.api.UPLOAD_FAILED':
    'Le mod a été récupéré mais n’a pas pu être envoyé sur le serveur. Réessayez ; si l’échec persiste, ' +
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
    'L’API d’hébergement a rencontré une erreur interne. Réessayez dans un instant ; si l’échec persiste, ' +
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
    'L’API d’hébergement n’a pas répondu à temps. L’action a peut-être quand même eu lieu : vérifiez avant ' +
    'de la répéter.',
  'error.client.ABORTED': 'La requête a été annulée avant de se terminer. Réessayez.',
  'error.client.INVALID_RESPONSE':
    'L’API d’hébergement a envoyé une réponse que le bot ne comprend pas. Réessayez ; si le problème ' +
    'persiste, signalez l’identifiant de requête.',
  'error.tenantBusy':
    'Trop de requêtes venant de ce serveur en ce moment, réessayez dans {seconds, number} s.',
  'error.store.read':
    'Le bot n’a pas pu lire sa base de données, il ne peut donc pas faire cela pour le moment. Rien n’a ' +
    'été modifié ; réessayez dans une minute.',
  'error.store.write':
    'Cette modification n’a pas été enregistrée : la base de données du bot ne répond pas. Rien n’a été ' +
    'modifié ; réessayez dans une minute.',
  'error.api.failed': 'L’API d’hébergement a échoué (HTTP {status}). Réessayez dans un instant.',
  'error.api.refused': 'L’API d’hébergement a refusé la requête ({code}). Vérifiez les valeurs et réessayez.',
  'error.internal':
    'Un problème est survenu dans le bot. L’équipe a été prévenue via les journaux ; réessayez.',
  'validation.text': '{field} doit être du texte.',
  'validation.required': '{field} est obligatoire.',
  'validation.tooLong': '{field} doit comporter au plus {max, number} caractères.',
  'validation.wholeNumberAtLeast': '{field} doit être un nombre entier d’au moins {min, number}.',
  'validation.wholeNumberBetween': '{field} doit être un nombre entier de {min, number} à {max, number}.',
  'validation.oneOf': '{field} doit être l’une de ces valeurs : {values}.',
  'validation.ramNumber': 'La RAM doit être un nombre de Go.',
  'validation.ramSteps': 'La RAM doit être un multiple positif de 0,5 Go (par exemple 2 ; 2,5 ou 3).',
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
    'Cette commande n’est plus disponible ici. Discord affiche peut-être encore une ancienne liste : ' +
    'réessayez dans une minute.',
  'interaction.staleComponent':
    'Ces boutons viennent d’une ancienne version du bot et ne fonctionnent plus. Relancez la commande.',
  'interaction.guildsOnly': 'Ce bot ne fonctionne que sur des serveurs.',
  'confirmation.retiredKind':
    'Cette confirmation concerne une action que le bot ne propose plus ; rien n’a été modifié.',
  'permission.viewChannel': 'Voir le salon',
  'permission.sendMessages': 'Envoyer des messages',
  'permission.embedLinks': 'Intégrer des liens',
  'permission.cannotPost':
    'Le bot ne peut pas publier dans {channel} : il lui faut {permissions} dans ce salon. Accordez-les ' +
    'dans les permissions du salon (ou choisissez un autre salon) et relancez la commande.',
  'quota.subscriptions':
    'Ce serveur a atteint sa limite de {limit} abonnements aux alertes. Supprimez-en d’abord un avec ' +
    '`/alerts unsubscribe` ou demandez aux opérateurs du bot d’augmenter la limite.',
  'quota.boards':
    'Ce serveur a atteint sa limite de {limit} tableaux d’état. Supprimez-en d’abord un avec `/board ' +
    'remove` ou demandez aux opérateurs du bot d’augmenter la limite.',
  'quota.usageWatches':
    'Ce serveur a atteint sa limite de {limit} surveillances d’utilisation. Supprimez-en d’abord une avec ' +
    '`/alerts unsubscribe kind:usage` ou demandez aux opérateurs du bot d’augmenter la limite.',
  'interaction.rateLimitWait':
    '⏳ L’API d’hébergement limite le débit du bot ; votre réponse suivra quand elle le laissera de nouveau ' +
    'interroger, {when}.',
  'confirmation.ask': '{member}, veuillez confirmer : cette demande expire {expiresIn}.',
  'confirmation.onlyAsker': 'Seul le membre qui a fait la demande peut confirmer.',
  'confirmation.confirm': 'Confirmer',
  'confirmation.cancel': 'Annuler',
  'confirmation.working': '⏳ En cours…',
  'confirmation.cancelled': '✖️ Annulé ; rien n’a été modifié.',
  'confirmation.promptExpired': '⌛ Cette confirmation a expiré ; rien n’a été modifié.',
  'confirmation.expired':
    '⌛ Cette confirmation a expiré ou n’est plus connue ; rien n’a été modifié. Relancez la commande.',
  'confirmation.foreign': 'Seul le membre qui a fait la demande peut confirmer ou annuler.',
  'confirmation.denied':
    'Vous n’avez plus les permissions nécessaires à cette action, rien n’a donc été modifié. Demandez à un ' +
    'admin de ce serveur.',
  'confirmation.used': 'Cette confirmation a déjà été utilisée.',
  'page.previous': 'Précédent',
  'page.next': 'Suivant',
  'limits.andMore': '… et {count, plural, one {# autre} many {# autres} other {# autres}}',
  'limits.notShown':
    '{count, plural, one {# autre non affiché} many {# autres non affichés} other {# autres non affichés}}',
  'option.server': 'Le serveur (choisissez une suggestion ou collez son identifiant)',
  'option.guild_id':
    'Le serveur Discord communautaire (choisissez-en un où est le bot, ou collez son identifiant)',
  'command.access': 'Choisir quels serveurs Discord communautaires voient quels serveurs',
  'command.access.link': 'Permettre à un serveur Discord communautaire de voir et gérer un serveur',
  'command.access.unlink': 'Empêcher un serveur Discord communautaire de voir un serveur',
  'command.access.list': 'Afficher quels serveurs Discord voient quels serveurs',
  'command.access.list.guild_id':
    'Seulement ce serveur Discord communautaire (choisissez-en un ou collez son identifiant)',
  'access.linked': '🔗 {server} est lié à {guild}.',
  'access.alreadyLinked': '**{name}** était déjà lié à {guild}.',
  'access.membersSeeIt':
    'Ses membres disposant de « Gérer le serveur » voient maintenant ce serveur dans leurs commandes.',
  'access.botNotInGuild':
    'Le bot n’est pas encore sur ce serveur Discord : invitez-le, et les commandes apparaîtront dès qu’il ' +
    'le rejoindra.',
  'access.unlinked':
    '✂️ {server} n’est plus lié à {guild} ; ce serveur Discord ne peut plus le voir ni agir dessus.',
  'access.notLinked': '{server} n’était pas lié à {guild} ; rien n’a changé.',
  'access.guildHasNoLinks': '{guild} n’a aucun serveur lié.',
  'access.noLinks':
    'Aucun serveur Discord communautaire n’est encore lié à un serveur. Utilisez `/access link`.',
  'access.title': 'Accès des serveurs Discord',
  'access.guildNotJoined': 'Serveur Discord {guildId} (le bot n’y est pas)',
  'access.moreGuilds':
    '{count, plural, one {# autre serveur Discord est lié} many {# autres serveurs Discord sont liés} ' +
    'other {# autres serveurs Discord sont liés}} : choisissez-en un avec guild_id pour voir ses serveurs.',
  'permission.lost.unknownChannel': 'le salon a été supprimé',
  'permission.lost.missingAccess': 'le bot a perdu l’accès au salon',
  'permission.lost.missingPermissions': 'le bot n’a pas la permission d’y publier',
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Le serveur Discord des opérateurs agit déjà sur tous les serveurs ; ne liez que des serveurs Discord ' +
    'communautaires.',
  'access.notAGuild':
    'Ce n’est pas un serveur Discord que le bot peut identifier : choisissez-en un parmi les suggestions ' +
    'ou collez son identifiant (clic droit sur le serveur, Copier l’identifiant du serveur).',
  // Language: /language.
} satisfies LocaleCatalogue;
