import type { LocaleCatalogue } from './en-US.js';

/** fr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'L’auteur de **{mod}** interdit les téléchargements par des tiers, le bot ne peut donc pas l’installer ' +
    ': téléchargez-le depuis sa page et envoyez-le vous-même sur le serveur.',
  'mods.install.restrictedWithPage':
    'L’auteur de **{mod}** interdit les téléchargements par des tiers, le bot ne peut donc pas l’installer ' +
    ': téléchargez-le depuis sa page et envoyez-le vous-même sur le serveur. Page du mod : {page}',
  'mods.install.refusedWithPage': '{sentence} Page du mod : {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Aucun plugin avec l’ID {modId} n’a été trouvé sur {provider}.} other {Aucun ' +
    'mod avec l’ID {modId} n’a été trouvé sur {provider}.}} Choisissez-en un parmi les suggestions.',
  'mods.install.fileNotFound':
    '{mod} n’a aucun fichier avec l’ID {fileId}. Choisissez-en un parmi les suggestions.',
  'mods.search.loaderNeedsCurseforge':
    'Le filtre par loader ne fonctionne qu’avec le fournisseur curseforge. Retirez-le ou changez de ' +
    'fournisseur.',
  'mods.update.needsManageServer':
    'Mettre à jour un mod nécessite l’autorisation Gérer le serveur, comme pour `/mods install`.',
  'mods.update.noRecord':
    'Le bot n’a plus de trace de l’installation de ce mod sur ce serveur. Consultez `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} est déjà en version {file} sur {server}.',
  'mods.update.fileGone':
    'Le catalogue ne propose plus ce fichier de {mod}. Consultez `/mods installed` pour voir le fichier ' +
    'actuel.',
  'command.mods': 'Rechercher, installer et mettre à jour des mods et des plugins',
  'command.mods.search': 'Rechercher dans un catalogue des mods ou des plugins adaptés à un serveur',
  'command.mods.search.provider': 'Catalogue (curseforge par défaut)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mods ou plugins (mods par défaut)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Mots-clés',
  'command.mods.search.game_version': 'Version du jeu (par défaut : celle du serveur)',
  'command.mods.search.loader': 'Mod loader (curseforge uniquement)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Installer un mod ou un plugin sur un serveur (avec confirmation)',
  'command.mods.install.provider': 'Catalogue',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Mods ou plugins (mods par défaut)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plugins',
  'command.mods.install.mod': 'Le mod (tapez pour rechercher)',
  'command.mods.install.file': 'Le fichier de version (ceux adaptés à la version du serveur d’abord)',
  'command.mods.installed':
    'Les mods et plugins installés par le bot sur un serveur, et s’il existe des mises à jour',
  'mods.choice.serverVersion': '{version} (celle du serveur)',
  'mods.choice.noAddon': 'Pas de mods ici : ce serveur n’a ni l’add-on mods ni l’offre Premium.',
  'mods.search.title': '{type, select, plugins {Plugins pour {server}} other {Mods pour {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins pour {server} correspondant à « {query} »} other {Mods pour {server} ' +
    'correspondant à « {query} »}}',
  'mods.search.nothingFound': 'Aucun résultat. Essayez d’autres mots ou un autre fournisseur.',
  'mods.search.footerGameVersion': 'version du jeu {version}',
  'mods.search.footerPick': 'choisissez-en un ci-dessous pour l’installer',
  'mods.search.restrictedNote':
    '⚠️ L’auteur interdit les téléchargements par des tiers : installez-le vous-même depuis sa page.',
  'mods.search.pickPlaceholder': 'Installer l’un d’eux…',
  'mods.search.expired': 'Ces résultats ont expiré. Relancez `/mods search`.',
  'mods.search.notYours':
    'Seul le membre qui a lancé la recherche peut installer depuis ces résultats. Lancez vous-même `/mods ' +
    'search`.',
  'mods.search.noFile':
    'Ce mod ne propose aucun fichier installable. Choisissez-en un autre, ou utilisez `/mods install` pour ' +
    'choisir un fichier.',
  'mods.install.promptTitle':
    '{action, select, update {Mettre à jour {mod} sur {server} ?} other {Installer {mod} sur {server} ?}}',
  'mods.install.installedNow': 'Installé actuellement : {file}',
  'mods.install.file': 'Fichier : **{file}** {fileId}',
  'mods.install.fileForGame': 'Fichier : **{file}** {fileId} (jeu {versions})',
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
  'mods.installed.notChecked': '❔ Pas encore vérifié : le catalogue n’a pas répondu à temps.',
  'mods.installed.checkedNow': 'vérifié à l’instant',
  'mods.installed.checkedAt': 'selon la dernière vérification {time}',
  'mods.installed.upToDate': '✅ À jour ({when})',
  'mods.installed.updateAvailable': '⬆️ Mise à jour disponible : **{file}** ({when})',
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
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Français',
  'language.set.chosen':
    '🌐 Les messages que le bot publie ici de lui-même (alertes, tableaux d’état, annonces) sont désormais ' +
    'en {language}. Les réponses à chaque membre restent dans sa propre langue Discord.',
  'language.set.followsDiscord':
    '🌐 Les messages que le bot publie ici de lui-même suivent désormais la langue Discord de ce serveur : ' +
    '{language}. Les réponses à chaque membre restent dans sa propre langue Discord.',
  'language.show.chosen':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}, comme défini avec `/language ' +
    'set`. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.preferred':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}, la langue Discord de ce ' +
    'serveur. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.preferredUnsupported':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language} : la langue Discord de ce ' +
    'serveur ({locale}) n’a pas encore de traduction. `/language set` permet d’en choisir une autre. Les ' +
    'réponses à chaque membre sont dans sa propre langue Discord.',
  'language.show.default':
    '🌐 Les messages que le bot publie ici de lui-même sont en {language}. `/language set` permet d’en ' +
    'choisir une autre. Les réponses à chaque membre sont dans sa propre langue Discord.',
  'command.language': 'Choisir la langue des messages que le bot publie de lui-même sur ce serveur',
  'command.language.set': 'Définir la langue des alertes, tableaux d’état et annonces que le bot publie ici',
  'command.language.set.language': 'La langue, ou la langue Discord de ce serveur',
  'command.language.set.language.auto': 'Langue Discord de ce serveur',
  'command.language.show': 'Afficher la langue des messages que le bot publie de lui-même sur ce serveur',
} satisfies LocaleCatalogue;
