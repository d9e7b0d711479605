import type { LocaleCatalogue } from './en-US.js';

/** nl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'De maker van **{mod}** verbiedt downloads door derden, dus de bot kan hem niet installeren: download ' +
    'hem via de pagina en upload hem zelf naar de server.',
  'mods.install.restrictedWithPage':
    'De maker van **{mod}** verbiedt downloads door derden, dus de bot kan hem niet installeren: download ' +
    'hem via de pagina en upload hem zelf naar de server. Modpagina: {page}',
  'mods.install.refusedWithPage': '{sentence} Modpagina: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Geen plug-in met id {modId} gevonden bij {provider}.} other {Geen mod met id ' +
    '{modId} gevonden bij {provider}.}} Kies er een uit de suggesties.',
  'mods.install.fileNotFound': '{mod} heeft geen bestand met id {fileId}. Kies er een uit de suggesties.',
  'mods.search.loaderNeedsCurseforge':
    'Het loaderfilter werkt alleen met de provider curseforge. Haal het weg of kies een andere provider.',
  'mods.update.needsManageServer':
    'Voor het bijwerken van een mod heb je de machtiging Server beheren nodig, net als voor `/mods install`.',
  'mods.update.noRecord':
    'De bot heeft geen gegevens meer over de installatie van deze mod op die server. Zie `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} staat op {server} al op {file}.',
  'mods.update.fileGone':
    'De catalogus biedt dat bestand van {mod} niet meer aan. Zie `/mods installed` voor het huidige.',
  'command.mods': 'Mods en plug-ins zoeken, installeren en bijwerken',
  'command.mods.search': 'Een catalogus doorzoeken op mods of plug-ins die bij een server passen',
  'command.mods.search.provider': 'Catalogus (standaard curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mods of plug-ins (standaard mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plug-ins',
  'command.mods.search.query': 'Zoekwoorden',
  'command.mods.search.game_version': 'Gameversie (standaard die van de server)',
  'command.mods.search.loader': 'Modloader (alleen curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Een mod of plug-in op een server installeren (vraagt om bevestiging)',
  'command.mods.install.provider': 'Catalogus',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Mods of plug-ins (standaard mods)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plug-ins',
  'command.mods.install.mod': 'De mod (typ om te zoeken)',
  'command.mods.install.file': 'Het releasebestand (eerst die bij de serverversie passen)',
  'command.mods.installed':
    'De mods en plug-ins die de bot op een server heeft geïnstalleerd, en of er updates zijn',
  'mods.choice.serverVersion': '{version} (die van de server)',
  'mods.choice.noAddon': 'Geen mods hier: deze server heeft geen mods-add-on en geen Premium-abonnement.',
  'mods.search.title': '{type, select, plugins {Plug-ins voor {server}} other {Mods voor {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plug-ins voor {server} met zoekterm "{query}"} other {Mods voor {server} met ' +
    'zoekterm "{query}"}}',
  'mods.search.nothingFound': 'Niets gevonden. Probeer andere woorden of een andere provider.',
  'mods.search.footerGameVersion': 'gameversie {version}',
  'mods.search.footerPick': 'kies er hieronder een om te installeren',
  'mods.search.restrictedNote':
    '⚠️ De maker verbiedt downloads door derden: installeer hem zelf via de pagina.',
  'mods.search.pickPlaceholder': 'Een hiervan installeren…',
  'mods.search.expired': 'Deze resultaten zijn verlopen. Voer `/mods search` opnieuw uit.',
  'mods.search.notYours':
    'Alleen het lid dat heeft gezocht kan uit deze resultaten installeren. Voer zelf `/mods search` uit.',
  'mods.search.noFile':
    'Die mod heeft geen installeerbaar bestand. Kies een andere of gebruik `/mods install` om een bestand ' +
    'te kiezen.',
  'mods.install.promptTitle':
    '{action, select, update {{mod} op {server} bijwerken?} other {{mod} op {server} installeren?}}',
  'mods.install.installedNow': 'Nu geïnstalleerd: {file}',
  'mods.install.file': 'Bestand: **{file}** {fileId}',
  'mods.install.fileForGame': 'Bestand: **{file}** {fileId} (game {versions})',
  'mods.install.uploadedTo': 'Het wordt geüpload naar de map {type} van de server.',
  'mods.install.restart.ops': 'Herstart de server via het hostingpaneel om het te laden.',
  'mods.install.restart.community':
    'Herstart de server via je gamepaneel om het te laden (de bot kan geen servers herstarten).',
  'mods.install.confirmInstall': 'Installeren',
  'mods.install.confirmUpdate': 'Bijwerken',
  'mods.install.done':
    '{action, select, update {✅ **{mod}** bijgewerkt naar {file} op **{server}**.} other {✅ **{mod}** ' +
    '({file}) geïnstalleerd op **{server}**.}}',
  'mods.install.unrecorded':
    'De bot kon dit niet vastleggen voor `/mods installed` en de updatecontroles (de database werkte niet).',
  'mods.installed.title': 'Geïnstalleerd via de bot · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plug-in van {provider}} other {mod van {provider}}}',
  'mods.installed.version': 'Versie {file} · {time} geïnstalleerd door {installer}',
  'mods.installed.versionFor': 'Versie {file} voor {game} · {time} geïnstalleerd door {installer}',
  'mods.installed.byMemberOf': 'een lid van {guild}',
  'mods.installed.byMember': 'een lid',
  'mods.installed.unlisted':
    '❔ De catalogus vermeldt deze mod nu niet, dus er kan geen nieuwere release worden aangeboden.',
  'mods.installed.notChecked': '❔ Nog niet gecontroleerd: de catalogus antwoordde niet op tijd.',
  'mods.installed.checkedNow': 'zojuist gecontroleerd',
  'mods.installed.checkedAt': 'volgens de laatste controle {time}',
  'mods.installed.upToDate': '✅ Up-to-date ({when})',
  'mods.installed.updateAvailable': '⬆️ Update beschikbaar: **{file}** ({when})',
  'mods.installed.none':
    'De bot heeft nog geen mods of plug-ins op {server} geïnstalleerd. Wat met `/mods install` wordt ' +
    'geïnstalleerd (en de updates daarvan) staat hier.',
  'mods.installed.footer':
    '{count, plural, one {# geïnstalleerd via de bot} other {# geïnstalleerd via de bot}} · updates passen ' +
    'bij de gameversie en loader waarvoor elk is geïnstalleerd',
  'mods.installed.footerPaged':
    '{count, plural, one {# geïnstalleerd via de bot} other {# geïnstalleerd via de bot}} · pagina {page, ' +
    'number} van {pages, number} · updates passen bij de gameversie en loader waarvoor elk is geïnstalleerd',
  'mods.installed.updateButton': '{mod} bijwerken',
  'mods.installed.expired': 'Deze lijst is verlopen. Voer `/mods installed` opnieuw uit.',
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Nederlands',
  'language.set.chosen':
    '🌐 De berichten die de bot hier uit zichzelf plaatst (meldingen, statusborden, mededelingen), zijn nu ' +
    'in het {language}. Antwoorden aan leden blijven in hun eigen Discord-taal.',
  'language.set.followsDiscord':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, volgen nu de Discord-taal van deze server: ' +
    '{language}. Antwoorden aan leden blijven in hun eigen Discord-taal.',
  'language.show.chosen':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}, zoals ingesteld met ' +
    '`/language set`. Antwoorden aan leden zijn in hun eigen Discord-taal.',
  'language.show.preferred':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}, de Discord-taal van ' +
    'deze server. Antwoorden aan leden zijn in hun eigen Discord-taal.',
  'language.show.preferredUnsupported':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}: voor de Discord-taal ' +
    'van deze server ({locale}) is nog geen vertaling. Met `/language set` kies je een andere. Antwoorden ' +
    'aan leden zijn in hun eigen Discord-taal.',
  'language.show.default':
    '🌐 De berichten die de bot hier uit zichzelf plaatst, zijn in het {language}. Met `/language set` ' +
    'kies je een andere. Antwoorden aan leden zijn in hun eigen Discord-taal.',
  'command.language': 'Kies de taal van de berichten die de bot uit zichzelf op deze server plaatst',
  'command.language.set':
    'Stel de taal in van de meldingen, statusborden en mededelingen die de bot hier plaatst',
  'command.language.set.language': 'De taal, of de eigen Discord-taal van deze server',
  'command.language.set.language.auto': 'Discord-taal van deze server',
  'command.language.show': 'Toon de taal van de berichten die de bot uit zichzelf op deze server plaatst',
} satisfies LocaleCatalogue;
