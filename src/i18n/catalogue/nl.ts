import type { LocaleCatalogue } from './en-US.js';

/** nl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Niets te wijzigen: geef minstens een van ram, disk of external_reference op.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'schijf {before} → {after}',
  'server.update.changedReference': 'externe referentie ‘{before}’ → ‘{after}’',
  'server.update.changedStatus': 'status {before} → {after}',
  'server.update.concurrentChange':
    'Iemand heeft deze server gewijzigd terwijl je hem bijwerkte ({changes}), dus je wijziging is niet ' +
    'doorgevoerd. Controleer de nieuwe waarden en voer de opdracht opnieuw uit.',
  'server.update.concurrentUnseenChange':
    'Iemand heeft deze server gewijzigd terwijl je hem bijwerkte, dus je wijziging is niet doorgevoerd. ' +
    'Bekijk de huidige waarden met `/server info` en voer de opdracht opnieuw uit.',
  'server.update.done': '✅ {server} bijgewerkt',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Schijf: {before} → {after}',
  'server.update.lineReference': 'Externe referentie: {before} → {after}',
  'server.update.noReference': 'geen',
  'server.update.unchanged': 'Deze waarden waren al ingesteld; er is niets gewijzigd.',
  'command.server': 'Gehoste gameservers aanmaken, bekijken, schalen en verwijderen',
  'command.server.list': 'Servers weergeven, met filters en sortering',
  'command.server.list.status': 'Alleen servers met deze status (kies er een of typ een andere)',
  'command.server.list.game': 'Alleen servers van deze game',
  'command.server.list.search': 'Naam bevat deze tekst',
  'command.server.list.sort': 'Sorteren op',
  'command.server.list.sort.createdAt': 'Aanmaaktijd',
  'command.server.list.sort.name': 'Naam',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Status',
  'command.server.list.order': 'Sorteervolgorde',
  'command.server.list.order.asc': 'Oplopend',
  'command.server.list.order.desc': 'Aflopend',
  'command.server.info': 'Een server tonen: status, abonnement, limieten, add-ons en versie',
  'command.server.create': 'Een server aanmaken; de inrichting gaat op de achtergrond verder',
  'command.server.create.name': 'Servernaam',
  'command.server.create.ram': 'RAM in GB, in stappen van 0,5',
  'command.server.create.game': 'Game-ID (standaard: die van de API)',
  'command.server.create.game_type': 'Gamevariant (standaard: die van de API)',
  'command.server.create.game_version': 'Gameversie (standaard: die van de API)',
  'command.server.create.plan': 'Abonnementsniveau (standaard premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'De mods-add-on selecteren',
  'command.server.create.external_reference': 'Je eigen referentie, bijv. een ordernummer',
  'command.server.update': 'Een server schalen of de externe referentie wijzigen',
  'command.server.update.ram': 'Nieuwe RAM in GB, in stappen van 0,5',
  'command.server.update.disk': 'Nieuwe schijfruimte in GB',
  'command.server.update.external_reference': 'Nieuwe externe referentie',
  'command.server.delete': 'Een server definitief verwijderen (vraagt om bevestiging)',
  'command.server.resources': 'Huidige CPU, geheugen, schijf, netwerk en uptime, met een verbruiksgrafiek',
  'command.server.resources.hours': 'Periode van de verbruiksgrafiek in uren (1-24, standaard 6)',
  'command.server.activity': 'Recente activiteit: aanmaken, schalen, installaties en meer',
  'server.list.expired': 'Deze lijst is verlopen. Voer `/server list` opnieuw uit.',
  'server.list.title': 'Servers',
  'server.list.empty': 'Geen servers gevonden.',
  'server.list.pageOf':
    'Pagina {page, number} van {pages, number} · {total, plural, one {# server} other {# servers}}',
  'server.list.page': 'Pagina {page, number}',
  'server.list.filterStatus': 'status {status}',
  'server.list.filterGame': 'game {game}',
  'server.list.filterSearch': 'naam bevat ‘{search}’',
  'server.list.filterSort': 'gesorteerd op {sort}',
  'server.list.filterAscending': 'oplopend',
  'server.list.filterDescending': 'aflopend',
  'server.info.connect': '🔌 Verbinden {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Status',
  'server.field.plan': 'Abonnement',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Schijf',
  'server.field.game': 'Game',
  'server.field.externalReference': 'Externe referentie',
  'server.field.created': 'Aangemaakt',
  'server.field.addons': 'Add-ons',
  'server.field.limits': 'Limieten',
  'server.field.serverId': 'Server-ID',
  'server.create.title': '{symbol} Inrichting gestart: {name}',
  'server.create.description':
    'De server wordt ingericht. Dit bericht wordt bijgewerkt zodra hij klaar is of als de inrichting ' +
    'mislukt.',
  'server.create.idPending': 'wordt zo toegewezen',
  'server.delete.done': '🗑️ **{name}** {id} verwijderd, met alle gegevens, back-ups en DNS-records.',
  'server.delete.confirm': 'Definitief verwijderen',
  'server.delete.title': '{name} verwijderen?',
  'server.delete.prompt':
    'Hiermee wordt **{name}** {id} definitief verwijderd.\n\nAlle gegevens, back-ups en DNS-records worden ' +
    'verwijderd uit het paneel, SFTP en DNS. **Dit kan niet ongedaan worden gemaakt of hersteld.**',
  'server.alertButton.info': 'Serverinfo',
  'server.alertButton.resources': 'Resources',
  'availability.name': 'Beschikbaarheid',
  'availability.notWatched':
    'Nog niet gevolgd: `/alerts subscribe events:status` op deze server start het volgen.',
  'availability.percent': '{value, number, ::.0}%',
  'availability.outages':
    '{outages, plural, =0 {geen storing} one {# storing, {downtime}} other {# storingen, {downtime}}}',
  'availability.watchedFor': 'Tot nu toe {watched} gevolgd: {availability}',
  'availability.day': '24 u: {availability}',
  'availability.week': '7 d: {availability}',
  'availability.sinceWatching': 'Sinds het volgen begon, {watched} geleden: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Schijf',
  'resources.title': 'Resources · {name}',
  'resources.description': 'ID {id} · gemeten {sampled}',
  'resources.noFigures': 'De API gaf geen verbruikscijfers door.',
  'resources.field.state': 'Toestand',
  'resources.field.memory': 'Geheugen',
  'resources.field.network': 'Netwerk',
  'resources.field.uptime': 'Uptime',
  'resources.percent': '{value, number, ::.#}%',
  'resources.usedOf': '{used} van {limit}',
  'resources.noChartYet':
    'Nog geen verbruiksgrafiek: de bot meet het verbruik alleen van gevolgde servers. Begin met `/alerts ' +
    'usage` op deze server (of zet hem op een `/board`); vanaf dan vult de grafiek zich.',
  'resources.noFiguresInSpan':
    'Geen verbruikscijfers in de afgelopen {hours, number} u: meten begon {first}, laatst gelezen {last}.',
  'resources.usageOver':
    'Verbruik in de afgelopen {hours, number} u (gemeten sinds {first}, laatst gelezen {last}).',
  'resources.playersLine':
    'Spelers online in de afgelopen {hours, number} u, volgens de antwoorden van de game op de controles ' +
    'van de bot, op de rechteras.',
  'chart.title': '{title} · afgelopen {hours, number} u',
  'chart.now': 'nu',
  'chart.hoursTick': '{hours, number, ::.##} u',
  'chart.hoursAxis': 'uren voor nu ({time} UTC)',
  'chart.usageAxis': 'verbruik (%)',
  'chart.percentTick': '{value, number}%',
  'chart.series': '{metric} %',
  'chart.players': 'Spelers',
  'chart.playersAxis': 'spelers online',
  'fields.yes': 'ja',
  'fields.no': 'nee',
  'fields.percent': '{value, number, ::.## group-off}%',
  'game.answering': '🟢 Reageert ({latency, number} ms)',
  'game.checkedAgo': 'gecontroleerd {when}',
  'game.notAnsweringSince': '🔴 Reageert niet sinds {since}',
  'game.notAnswering': '🔴 Reageert niet (gecontroleerd {when})',
  'game.noAnswerInTime': '⏳ De game reageerde niet op tijd; probeer het zo opnieuw.',
  'game.notQueried.noAddress': 'Niet gevraagd: de server heeft geen verbindingsadres.',
  'game.notQueried.unknownGame': 'Niet gevraagd: de bot kan deze game niet bevragen.',
  'game.notQueried.disabled': 'Gamequery’s staan uit op deze bot.',
  'game.notQueried.hostNotAllowed': 'Niet gevraagd: de bot mag dit adres niet bevragen.',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Piek in de afgelopen 24 u: {peak, number}',
  'game.moreNames': '{names} en nog {more, plural, one {# andere} other {# anderen}}',
  'game.field.server': 'Gameserver',
  'game.field.players': 'Spelers',
  'game.field.version': 'Gameversie',
  'game.field.motd': 'Bericht van de dag',
  'game.silentTitle': '🔇 {server}: de game reageert niet',
  'game.silentText':
    '{server} draait volgens het paneel, maar de game reageert sinds {since} niet meer ({sinceAt}).',
  'game.silentFooter': '{serverId} · er volgt een bericht zodra hij weer reageert',
  'game.answeringTitle': '🔊 {server}: de game reageert weer na {downtime}',
  'game.answeringText': 'De game van {server} reageert weer: {downtime} stil geweest (sinds {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'game reageert niet',
  'game.fleetPlayers':
    '👥 {online, plural, one {# speler} other {# spelers}} online op {servers, plural, one {# reagerende ' +
    'server} other {# reagerende servers}}',
  'activity.title': 'Activiteit · {name}',
  'activity.empty': 'Nog geen activiteit vastgelegd.',
  'activity.latest':
    '{total, plural, one {Laatste {shown, number} van # item} other {Laatste {shown, number} van # items}}',
  'activity.count': '{count, plural, one {# item} other {# items}}',
  'activity.timeUnknown': 'tijd onbekend',
  'activity.by': '{what} door {actor}',
  'activity.action.created': 'Server aangemaakt',
  'activity.action.provisioned': 'Inrichting voltooid',
  'activity.action.installFailed': 'Installatie mislukt',
  'activity.action.deleted': 'Server verwijderd',
  'activity.action.resized': 'Servergrootte gewijzigd',
  'activity.action.updated': 'Server bijgewerkt',
  'activity.action.suspended': 'Server opgeschort',
  'activity.action.unsuspended': 'Opschorting opgeheven',
  'activity.action.statusChanged': 'Status gewijzigd',
  'activity.action.noteAdded': 'Notitie toegevoegd',
  'activity.action.modInstalled': 'Mod geïnstalleerd',
  'activity.action.pluginInstalled': 'Plug-in geïnstalleerd',
  'activity.action.unknown': 'Activiteit',
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
