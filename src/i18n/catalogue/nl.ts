import type { CatalogueOf } from './en-US.js';

/** nl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Aanvraag-ID: `{requestId}`',
  'error.serverNotFound':
    'Die server bestaat niet of is hier niet beschikbaar. Kies er een uit de suggesties of controleer de ID.',
  'error.api.VALIDATION_ERROR':
    'De hosting-API heeft het verzoek als ongeldig geweigerd. Controleer de waarden en probeer het opnieuw.',
  'error.api.LIMIT_EXCEEDED':
    'Een quotum van dit account is bereikt. Verwijder iets wat je niet gebruikt, of vraag je ' +
    'hostingprovider het quotum te verhogen.',
  'error.api.NO_CHANGE': 'Er is niets veranderd: de server heeft die grootte al. Kies een andere waarde.',
  'error.api.INVALID_RAM':
    'RAM moet een positieve hoeveelheid zijn in stappen van 0,5 GB (bijvoorbeeld 2; 2,5 of 3). Pas het aan ' +
    'en probeer het opnieuw.',
  'error.api.BELOW_MIN_RAM':
    'Zo weinig RAM ligt onder het minimum van het pakket van de server (de pakketpagina in het ' +
    'hostingpaneel noemt het). Kies meer RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Zo veel RAM ligt boven het maximum van het pakket van de server (de pakketpagina in het ' +
    'hostingpaneel noemt het). Kies minder RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Hiermee zou het totale RAM-tegoed van het hostingaccount worden overschreden. Verklein of verwijder ' +
    'eerst een andere server, of verhoog het tegoed.',
  'error.api.DISK_USAGE_EXCEEDED':
    'De server gebruikt meer schijfruimte dan de kleinere grootte toestaat, dus hij kan niet worden ' +
    'verkleind. Maak eerst schijfruimte op de server vrij.',
  'error.api.AUTH_REQUIRED':
    'De hosting-API heeft de API-sleutel van de bot geweigerd. Een beheerder moet HOSTING_API_KEY ' +
    'controleren.',
  'error.api.FORBIDDEN':
    'De API-sleutel van de bot mag dit niet. Vraag je hostingprovider de bot deze toestemming te geven.',
  'error.api.ADDON_REQUIRED':
    'Voor mods en plug-ins is op deze server de mods-add-on of het Premium-pakket nodig. Vraag je ' +
    'hostingprovider de mods-add-on in te schakelen of de server naar Premium over te zetten.',
  'error.api.FEATURE_UNAVAILABLE':
    'Deze functie is niet beschikbaar in het pakket van de server. Vraag je hostingprovider de server ' +
    'over te zetten naar een hoger pakket waarmee de functie beschikbaar komt.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'De maker van de mod verbiedt downloads door derden, dus de mod kan niet automatisch worden ' +
    'geïnstalleerd. Download hem van de pagina van de mod en upload hem zelf naar de server.',
  'error.api.USER_NOT_FOUND':
    'Die gebruiker is niet gevonden op de server. Controleer de naam en probeer het opnieuw.',
  'error.api.NOT_FOUND':
    'De mod of het bestand is niet gevonden bij de aanbieder; misschien is het verwijderd. Zoek opnieuw en ' +
    'kies een bestand uit de lijst.',
  'error.api.CONFLICT':
    'Iemand anders heeft deze server op hetzelfde moment gewijzigd, dus er is niets toegepast. Bekijk de ' +
    'huidige staat en probeer het opnieuw.',
  'error.api.SERVER_SUSPENDED':
    'De server is opgeschort, dus wijzigingen zijn geblokkeerd. Neem contact op met je hostingprovider om ' +
    'de opschorting op te heffen.',
  'error.api.SERVER_INSTALLING': 'De server wordt nog ingericht. Probeer het opnieuw zodra hij klaar is.',
  'error.api.ALREADY_EXISTS': 'Dat bestaat al, dus er is niets nieuws aangemaakt.',
  'error.api.LIMIT_REACHED':
    'De limiet van het hostingpaneel is bereikt. Verwijder iets wat je niet gebruikt, of vraag je ' +
    'hostingprovider de limiet te verhogen.',
  'error.api.CONFIG_ERROR':
    'Het hostingplatform mist configuratie voor deze actie. Neem contact op met je hostingprovider en ' +
    'vermeld de aanvraag-ID.',
  'error.api.INTERNAL_ERROR':
    'De hosting-API had een interne fout. Probeer het zo opnieuw; blijft het misgaan, neem dan contact op ' +
    'met je hostingprovider en vermeld de aanvraag-ID.',
  'error.api.UPLOAD_FAILED':
    'De mod is opgehaald, maar kon niet naar de server worden geüpload. Probeer het opnieuw; blijft het ' +
    'misgaan, controleer dan of de server draait en vrije schijfruimte heeft.',
  'error.api.SERVICE_UNAVAILABLE':
    'Het hostingplatform heeft nu geen vrije capaciteit (geen nodes of poorten) of het paneel is ' +
    'onbereikbaar. Probeer het later opnieuw.',
  'error.ops.SERVER_SUSPENDED':
    'De server is opgeschort, dus wijzigingen zijn geblokkeerd. Hef de opschorting op in het hostingpaneel ' +
    '(meestal geregeld via de bijbehorende facturering) en probeer het dan opnieuw.',
  'error.ops.ADDON_REQUIRED':
    'Voor mods en plug-ins is op deze server de mods-add-on of het Premium-pakket nodig. Schakel de ' +
    'mods-add-on voor de server in het hostingpaneel in, of zet hem over naar Premium, en ' +
    'probeer het dan opnieuw.',
  'error.ops.LIMIT_EXCEEDED':
    'Een quotum van je hostingaccount is bereikt. Verwijder iets wat je niet gebruikt, of laat het quotum ' +
    'door het hostingplatform verhogen.',
  'error.ops.LIMIT_REACHED':
    'De limiet van het hostingpaneel is bereikt. Verwijder iets wat je niet gebruikt, of verhoog de limiet ' +
    'in het hostingpaneel.',
  'error.ops.FORBIDDEN':
    'De API-sleutel van de bot mag dit niet. Geef de sleutel deze toestemming in de API-instellingen van ' +
    'het hostingpaneel, of gebruik een sleutel die hem wel heeft.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Deze functie is niet beschikbaar in het pakket van de server. Zet de server in het hostingpaneel ' +
    'over naar een hoger pakket om de functie te ontgrendelen.',
  'error.ops.CONFIG_ERROR':
    'Het hostingplatform mist configuratie voor deze actie. Neem contact op met de support van het ' +
    'hostingplatform en vermeld de aanvraag-ID.',
  'error.ops.INTERNAL_ERROR':
    'De hosting-API had een interne fout. Probeer het zo opnieuw; blijft het misgaan, neem dan contact op ' +
    'met de support van het hostingplatform en vermeld de aanvraag-ID.',
  'error.ramBelowPlan':
    'Zo weinig RAM ligt onder het minimum van het prijsplan van {bound}. Kies {bound} of meer.',
  'error.ramAbovePlan':
    'Zo veel RAM ligt boven het maximum van het prijsplan van {bound}. Kies {bound} of minder.',
  'error.client.RATE_LIMITED':
    'De hosting-API beperkt de bot op dit moment. Wacht een minuut en probeer het opnieuw.',
  'error.client.NETWORK_ERROR': 'De bot kon de hosting-API niet bereiken. Probeer het zo opnieuw.',
  'error.client.TIMEOUT':
    'De hosting-API heeft niet op tijd geantwoord. De actie kan toch zijn uitgevoerd: controleer dat ' +
    'voordat je hem herhaalt.',
  'error.client.ABORTED': 'Het verzoek is geannuleerd voordat het klaar was. Probeer het opnieuw.',
  'error.client.INVALID_RESPONSE':
    'De hosting-API stuurde een antwoord dat de bot niet begrijpt. Probeer het opnieuw; blijft het ' +
    'gebeuren, meld dan de aanvraag-ID.',
  'error.client.RESPONSE_TOO_LARGE':
    'De hosting-API stuurde een antwoord dat te groot is om te lezen; de bot heeft het genegeerd. Probeer ' +
    'het opnieuw met een nauwkeurigere zoekopdracht; blijft het gebeuren, meld dan de aanvraag-ID.',
  'error.tenantBusy':
    'Er komen nu te veel verzoeken van deze server. Probeer het over {seconds, number} s opnieuw.',
  'error.store.read':
    'De bot kon zijn database niet lezen, dus dit lukt nu niet. Er is niets gewijzigd; probeer het over ' +
    'een minuut opnieuw.',
  'error.store.write':
    'Die wijziging is niet opgeslagen: de database van de bot reageert niet. Er is niets gewijzigd; ' +
    'probeer het over een minuut opnieuw.',
  'error.api.failed': 'De hosting-API gaf een fout (HTTP {status}). Probeer het zo opnieuw.',
  'error.api.refused':
    'De hosting-API heeft het verzoek geweigerd ({code}). Controleer de waarden en probeer het opnieuw.',
  'error.internal':
    'Er ging iets mis in de bot. Het team is via de logs op de hoogte gebracht; probeer het opnieuw.',
  'validation.text': '{field} moet tekst zijn.',
  'validation.required': '{field} is verplicht.',
  'validation.tooLong': '{field} mag hoogstens {max, number} tekens lang zijn.',
  'validation.wholeNumberAtLeast': '{field} moet een geheel getal van minstens {min, number} zijn.',
  'validation.wholeNumberBetween':
    '{field} moet een geheel getal van {min, number} tot en met {max, number} zijn.',
  'validation.oneOf': '{field} moet een van deze waarden zijn: {values}.',
  'validation.ramNumber': 'RAM moet een aantal GB zijn.',
  'validation.ramSteps': 'RAM moet een positief veelvoud van 0,5 GB zijn (bijvoorbeeld 2; 2,5 of 3).',
  'validation.serverId': 'Dat is geen geldige server-ID.',
  'validation.providerId': '{field} moet een niet-lege ID zijn.',
  'validation.boolean': '{field} moet true of false zijn.',
  'validation.addons': 'Add-ons moeten een lijst van add-ons zijn, elk gekozen of niet.',
  'validation.disk': 'Schijfruimte moet een positief aantal GB zijn.',
  'validation.emptyUpdate':
    'Geef ten minste RAM, schijfruimte of een externe referentie op om bij te werken.',
  'validation.object': '{field} moet een object zijn.',
  'validation.invalid':
    'De bot heeft zijn eigen verzoek vóór het versturen als ongeldig geweigerd. Probeer het opnieuw.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number} d {hours, number} u',
  'unit.days': '{days, number} d',
  'unit.hoursMinutes': '{hours, number} u {minutes, number} min',
  'unit.hours': '{hours, number} u',
  'unit.minutes': '{minutes, number} min',
  'unit.seconds': '{seconds, number} s',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Deze opdracht is hier niet meer beschikbaar. Discord toont misschien nog een oude lijst: probeer het ' +
    'over een minuut opnieuw.',
  'interaction.staleComponent':
    'Deze knoppen zijn van een oudere versie van de bot en werken niet meer. Voer de opdracht opnieuw uit.',
  'interaction.guildsOnly': 'Deze bot werkt alleen binnen servers.',
  'confirmation.retiredKind':
    'Deze bevestiging hoort bij een actie die de bot niet meer aanbiedt; er is niets gewijzigd.',
  'permission.viewChannel': 'Kanaal bekijken',
  'permission.sendMessages': 'Berichten versturen',
  'permission.embedLinks': 'Links insluiten',
  'permission.cannotPost':
    'De bot kan niet posten in {channel}: hij heeft daar {permissions} nodig. Geef die in de machtigingen ' +
    'van het kanaal (of kies een ander kanaal) en voer de opdracht opnieuw uit.',
  'quota.subscriptions':
    'Deze server heeft zijn limiet van {limit} meldingsabonnementen bereikt. Verwijder er eerst een met ' +
    '`/alerts unsubscribe`, of vraag de beheerders van de bot de limiet te verhogen.',
  'quota.boards':
    'Deze server heeft zijn limiet van {limit} statusborden bereikt. Verwijder er eerst een met `/board ' +
    'remove`, of vraag de beheerders van de bot de limiet te verhogen.',
  'quota.usageWatches':
    'Deze server heeft zijn limiet van {limit} gebruiksbewakingen bereikt. Verwijder er eerst een met ' +
    '`/alerts unsubscribe kind:usage`, of vraag de beheerders van de bot de limiet te verhogen.',
  'interaction.rateLimitWait':
    '⏳ De hosting-API beperkt het aantal verzoeken van de bot. Je antwoord volgt zodra de API weer ' +
    'verzoeken aanneemt, {when}.',
  'confirmation.ask': '{member}, bevestig dit: dit verzoek verloopt {expiresIn}.',
  'confirmation.onlyAsker': 'Alleen het lid dat het vroeg, kan bevestigen.',
  'confirmation.confirm': 'Bevestigen',
  'confirmation.cancel': 'Annuleren',
  'confirmation.working': '⏳ Bezig…',
  'confirmation.cancelled': '✖️ Geannuleerd; er is niets gewijzigd.',
  'confirmation.promptExpired': '⌛ Deze bevestiging is verlopen; er is niets gewijzigd.',
  'confirmation.expired':
    '⌛ Deze bevestiging is verlopen of niet meer bekend; er is niets gewijzigd. Voer de opdracht opnieuw ' +
    'uit.',
  'confirmation.foreign': 'Alleen het lid dat het vroeg, kan dit bevestigen of annuleren.',
  'confirmation.used': 'Deze bevestiging is al gebruikt.',
  'page.previous': 'Vorige',
  'page.next': 'Volgende',
  'limits.andMore': '…en nog {count, plural, one {#} other {#}}',
  'limits.notShown': '{count, plural, one {nog # niet getoond} other {nog # niet getoond}}',
  'option.server': 'De server (kies een suggestie of plak de ID)',
  'option.guild_id': 'De community-Discord-server (kies er een waar de bot in zit, of plak de ID)',
  'command.access': 'Bepalen welke Discord-servers welke servers zien en wie wat met de bot mag doen',
  'command.access.link': 'Een community-Discord-server een server laten zien en beheren',
  'command.access.unlink': 'Een community-Discord-server een server niet langer laten zien',
  'command.access.list': 'Tonen welke Discord-servers welke servers zien',
  'command.access.list.guild_id': 'Alleen deze community-Discord-server (kies er een of plak de ID)',
  'access.linked': '🔗 {server} gekoppeld aan {guild}.',
  'access.alreadyLinked': '**{name}** was al gekoppeld aan {guild}.',
  'access.membersSeeIt': 'Leden daar zien de server nu in hun opdrachten, zover hun niveau reikt.',
  'access.botNotInGuild':
    'De bot zit nog niet in die Discord-server: nodig hem daar uit, dan verschijnen de opdrachten zodra ' +
    'hij erbij komt.',
  'access.unlinked':
    '✂️ {server} losgekoppeld van {guild}; die Discord-server kan hem niet meer zien of beheren.',
  'access.notLinked': '{server} was niet gekoppeld aan {guild}; er is niets veranderd.',
  'access.guildHasNoLinks': '{guild} heeft geen gekoppelde servers.',
  'access.noLinks':
    'Er is nog geen community-Discord-server aan een server gekoppeld. Gebruik `/access link`.',
  'access.title': 'Toegang van Discord-servers',
  'access.guildNotJoined': 'Discord-server {guildId} (de bot zit er niet in)',
  'access.moreGuilds':
    '{count, plural, one {Nog # Discord-server is gekoppeld} other {Nog # Discord-servers zijn ' +
    'gekoppeld}}: kies er een met guild_id om de servers ervan te zien.',
  'permission.lost.unknownChannel': 'het kanaal is verwijderd',
  'permission.lost.missingAccess': 'de bot heeft geen toegang meer tot het kanaal',
  'permission.lost.missingPermissions': 'de bot heeft geen toestemming om daar te posten',
  'permission.lacking': 'de bot mist daar {permissions}',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Niets te wijzigen: geef minstens een van ram, disk of external_reference op.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'schijf {before} → {after}',
  'server.update.changedReference': 'externe referentie “{before}” → “{after}”',
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
  'command.server.info': 'Een server tonen: status, pakket, limieten, add-ons en versie',
  'command.server.create': 'Een server aanmaken; de inrichting gaat op de achtergrond verder',
  'command.server.create.name': 'Servernaam',
  'command.server.create.ram': 'RAM in GB, in stappen van 0,5',
  'command.server.create.game': 'Game-ID (standaard: die van de API)',
  'command.server.create.game_type': 'Gamevariant (standaard: die van de API)',
  'command.server.create.game_version': 'Gameversie (standaard: die van de API)',
  'command.server.create.plan': 'Pakket (standaard Premium)',
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
  'server.list.filterSearch': 'naam bevat “{search}”',
  'server.list.filterSort': 'gesorteerd op {sort}',
  'server.list.filterAscending': 'oplopend',
  'server.list.filterDescending': 'aflopend',
  'server.info.connect': '🔌 Verbinden {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 {when} uit het hostingpaneel gelezen · wordt opnieuw gelezen…',
  'server.info.lastReadOnly': '🕓 {when} uit het hostingpaneel gelezen',
  'server.field.status': 'Status',
  'server.field.plan': 'Pakket',
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
  'server.alertButton.acknowledge': 'Oppakken',
  'alerts.ack.field': 'Opgepakt',
  'alerts.ack.by': '{member} heeft deze melding {ago} opgepakt.',
  'alerts.ack.taken': '{member} heeft deze melding al {ago} opgepakt.',
  'alerts.ack.after': '{member} had de melding {duration} na het begin opgepakt.',
  'alerts.ack.afterSome':
    '{member} had het incident op ' +
    '{count, plural, one {# van deze servers} ' +
    'other {# van deze servers}}' +
    ' {duration} na het begin opgepakt.',
  'server.alertButton.showAll': 'Alles tonen',
  'server.alertGroup.gone':
    'De lijst van dit gegroepeerde bericht wordt niet meer bewaard; `/server list` toont alle servers.',
  'availability.name': 'Beschikbaarheid',
  'availability.notWatched':
    'Nog niet gevolgd: `/alerts subscribe events:status` op deze server start het volgen.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
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
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
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
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Spelers',
  'chart.playersAxis': 'spelers online',
  'fields.yes': 'ja',
  'fields.no': 'nee',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Reageert ({latency, number} ms)',
  'game.checkedAgo': 'gecontroleerd {when}',
  'game.notAnsweringSince': '🔴 Reageert niet sinds {since}',
  'game.notAnswering': '🔴 Reageert niet (gecontroleerd {when})',
  'game.noAnswerInTime': '⏳ De game reageerde niet op tijd; probeer het zo opnieuw.',
  'game.notQueried.noAddress': 'Niet gevraagd: de server heeft geen verbindingsadres.',
  'game.notQueried.unknownGame': 'Niet gevraagd: de bot kan deze game niet bevragen.',
  'game.notQueried.disabled': "Gamequery's staan uit op deze bot.",
  'game.notQueried.hostNotAllowed': 'Niet gevraagd: de bot mag dit adres niet bevragen.',
  'game.notQueried.privateAddress': 'Niet gevraagd: privé- of gereserveerd adres.',
  'game.notQueried.unresolvable': 'Niet gevraagd: het adres kan niet worden opgezocht.',
  'game.notQueried.protocolNotAllowed': 'Niet gevraagd: de bot bevraagt het protocol van deze game niet.',
  'game.notQueried.httpNotEnabled':
    'Niet gevraagd: deze game wordt via HTTP bevraagd, en dat staat uit bij deze bot.',
  'game.checking': '⏳ De game wordt bevraagd…',
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
  'activity.action.reinstalled': 'Server opnieuw geïnstalleerd',
  'activity.action.started': 'Server gestart',
  'activity.action.stopped': 'Server gestopt',
  'activity.action.restarted': 'Server herstart',
  'activity.action.modUpdated': 'Mod bijgewerkt',
  'activity.action.modRemoved': 'Mod verwijderd',
  'activity.action.pluginUpdated': 'Plug-in bijgewerkt',
  'activity.action.pluginRemoved': 'Plug-in verwijderd',
  'activity.action.backupCreated': 'Back-up gemaakt',
  'activity.action.backupRestored': 'Back-up teruggezet',
  'activity.action.backupDeleted': 'Back-up verwijderd',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (woorden van de API)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'De maker van **{mod}** verbiedt downloads door derden, dus de bot kan hem niet installeren: download ' +
    'hem via de pagina en upload hem zelf naar de server.',
  'mods.install.restrictedWithPage':
    'De maker van **{mod}** verbiedt downloads door derden, dus de bot kan hem niet installeren: download ' +
    'hem via de pagina en upload hem zelf naar de server. Modpagina: {page}',
  'mods.install.refusedWithPage': '{sentence} Modpagina: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Geen plug-in met ID {modId} gevonden bij {provider}.} other {Geen mod met ID ' +
    '{modId} gevonden bij {provider}.}} Kies er een uit de suggesties.',
  'mods.install.fileNotFound': '{mod} heeft geen bestand met ID {fileId}. Kies er een uit de suggesties.',
  'mods.search.loaderNeedsCurseforge':
    'Het loaderfilter werkt alleen met de provider CurseForge. Haal het weg of kies een andere provider.',
  'mods.update.noRecord':
    'De bot heeft geen gegevens meer over de installatie van deze mod op die server. Zie `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} staat op {server} al op {file}.',
  'mods.update.fileGone':
    'De catalogus biedt dat bestand van {mod} niet meer aan. Zie `/mods installed` voor het huidige.',
  'command.mods': 'Mods en plug-ins zoeken, installeren en bijwerken',
  'command.mods.search': 'Een catalogus doorzoeken op mods of plug-ins die bij een server passen',
  'command.mods.search.provider': 'Catalogus (standaard CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mods of plug-ins (standaard mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plug-ins',
  'command.mods.search.query': 'Zoekwoorden',
  'command.mods.search.game_version': 'Gameversie (standaard die van de server)',
  'command.mods.search.loader': 'Modloader (alleen CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Een mod of plug-in op een server installeren (vraagt om bevestiging)',
  'command.mods.install.provider': 'Catalogus',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Mods of plug-ins (standaard mods)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plug-ins',
  'command.mods.install.mod': 'De mod (typ om te zoeken)',
  'command.mods.install.file': 'Het releasebestand (eerst die bij de serverversie passen)',
  'command.mods.installed':
    'De mods en plug-ins die de bot op een server heeft geïnstalleerd, en of er updates zijn',
  'mods.choice.serverVersion': '{version} (die van de server)',
  'mods.choice.noAddon': 'Geen mods hier: deze server heeft geen mods-add-on en geen Premium-pakket.',
  'mods.search.title': '{type, select, plugins {Plug-ins voor {server}} other {Mods voor {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plug-ins voor {server} met zoekterm “{query}”} other {Mods voor {server} met ' +
    'zoekterm “{query}”}}',
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
  'alerts.pingNotEveryone': 'Kies een rol om te pingen, niet @everyone: meldingen pingen nooit iedereen.',
  'alerts.roleNotMentionable':
    'De bot kan {role} niet pingen: de rol is niet vermeldbaar en de bot mist de toestemming ' +
    "'Vermeld @everyone, @here en alle rollen' in {channel}. Maak de rol vermeldbaar " +
    '(Serverinstellingen, Rollen) of geef de bot die toestemming en voer de opdracht daarna opnieuw ' +
    'uit.',
  'alerts.usage.noThreshold':
    'Geef minstens één drempel op om in de gaten te houden (`cpu`, `ram` of `disk`, in procenten).',
  'alerts.activity.title': 'Activiteit · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · te veel regels tegelijk om alles te lezen; `/server activity` toont de oudere',
  'alerts.provisioned.failedText':
    'De server meldt {status}. Verwijder hem en maak hem opnieuw aan; blijft het mislukken, neem ' +
    'dan contact op met support.',
  'alerts.provisioned.text': '{serverId} is ingericht en meldt {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Inrichten mislukt: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} is klaar',
  'alerts.provisioned.title': '{symbol} {name} is klaar met inrichten',
  'alerts.field.serverId': 'Server-ID',
  'alerts.field.status': 'Status',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Game',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} is verwijderd tijdens het inrichten; de meldingen ervoor zijn gestopt.',
  'alerts.deleted.text': '🗑️ {server} bestaat niet meer (verwijderd); de meldingen ervoor zijn gestopt.',
  'alerts.group.down': '{count, plural, one {# server offline} other {# servers offline}}',
  'alerts.group.back': '{count, plural, one {# server terug} other {# servers terug}}',
  'alerts.group.silent': '{count, plural, one {# game antwoordt niet} other {# games antwoorden niet}}',
  'alerts.group.answering': '{count, plural, one {# game antwoordt weer} other {# games antwoorden weer}}',
  'alerts.group.usageFired':
    '{count, plural, one {# server boven zijn drempel} other {# servers boven hun drempel}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# server weer onder zijn drempel} other {# servers weer onder hun drempel}}',
  'alerts.group.mixed': '{count, plural, one {# server veranderd} other {# servers veranderd}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'Uit het activiteitenlogboek',
  'alerts.status.downTitle': '{symbol} {server} is offline',
  'alerts.status.downText': '{server} meldt {status} sinds {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · er volgt een bericht zodra hij weer draait',
  'alerts.status.backTitle': '{symbol} {server} is terug na {downtime}',
  'alerts.status.backText': '{server} meldt weer {status}: terug na {downtime} (offline sinds {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Update beschikbaar · {mod} op {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) heeft een nieuwere release op {server}.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) heeft een nieuwere release voor {fitsFor} op {server}.',
  'alerts.modUpdate.installed': 'Geïnstalleerd: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nieuw: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nieuw: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    "'Bijwerken' vraagt eerst om bevestiging; `/mods installed` toont alle mods die de bot heeft " +
    'geïnstalleerd.',
  'alerts.modUpdate.withoutButton':
    'Werk hem bij met `/mods install` en het nieuwe bestand (er wordt eerst om bevestiging gevraagd).',
  'alerts.modUpdate.button': 'Bijwerken',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Schijf}} boven {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Schijf}} weer normaal · {server}',
  'alerts.usage.firedText':
    'Op {server} zit {metric, select, cpu {de CPU} ram {het RAM} other {het schijfgebruik}} al {minutes, ' +
    'plural, one {# minuut} other {# minuten}} boven {threshold, number, ::percent scale/0.01}: nu ' +
    '{value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'Op {server} zit {metric, select, cpu {de CPU} ram {het RAM} other {het schijfgebruik}} weer onder ' +
    '{threshold, number, ::percent scale/0.01}: nu {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Waarden gelezen {sampled}.',
  'alerts.usage.readJustNow': 'Waarden zojuist gelezen.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage stopt deze meldingen',
  'alerts.ops.givenUp': '⚠️ Een melding over {server} kon niet worden geplaatst in {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Een melding over {server} kon niet worden geplaatst in {channel} op **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Ze is weggegooid zodat latere meldingen voor de server nog steeds verstuurd worden. Tot een bericht ' +
    'in dat kanaal lukt, worden verdere meldingen die daar mislukken alleen gelogd.',
  'alerts.ops.notDeliveredWithin': 'hij is niet binnen {age} afgeleverd',
  'alerts.ops.notDeliveredWithinLastAnswer':
    'hij is niet binnen {age} afgeleverd (laatste antwoord: {failure})',
  'alerts.ops.discordRefused': 'Discord heeft hem geweigerd ({failure})',
  'alerts.ops.paused': '⏸️ Meldingen gepauzeerd: de bot kan niet meer posten in {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Meldingen gepauzeerd: de bot kan niet meer posten in {channel} op **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Het abonnement is gepauzeerd en wordt} other {De # abonnementen zijn ' +
    'gepauzeerd en worden}} niet opnieuw geprobeerd.',
  'alerts.ops.pausedResume':
    'Geef de bot daar Kanaal bekijken, Berichten versturen en Links insluiten (of kies een ander ' +
    'kanaal) en voer daarna `/alerts subscribe` (of `/alerts usage` voor gebruiksmeldingen) opnieuw ' +
    'uit om te hervatten.',
  'alerts.ops.setAside':
    '🗃️ Een opgeslagen record kon niet worden gelezen ({reason}) en is apart gezet: {key}.',
  'alerts.ops.setAsideEffect': 'De bot gaat zonder verder; al het andere blijft werken.',
  'alerts.ops.setAsideKept':
    'De oorspronkelijke waarde staat onder {setAsideKey} om te bekijken of te herstellen ' +
    '(docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Het statusbord in {board} is verwijderd en daarom opnieuw geplaatst. Wordt het weer ' +
    'verwijderd, dan pauzeert het; `/board remove` daar stopt het definitief.',
  'alerts.ops.boardPaused':
    '⏸️ Het statusbord in {board} is gepauzeerd: {reason}. Los dat op en voer daar opnieuw `/board ' +
    'create` uit om het te hervatten, of `/board remove` om het te verwijderen.',
  'alerts.everyServer': 'elke server',
  'alerts.everyServerIncludingLater': 'elke server, ook servers die later worden aangemaakt',
  'alerts.everyLinkedServerIncludingLater':
    'elke server die aan deze Discord-server is gekoppeld, ook servers die later worden gekoppeld',
  'alerts.list.paused': '⏸️ gepauzeerd: {reason}; voer `{command}` opnieuw uit om te hervatten',
  'alerts.list.unlinked': 'niet meer gekoppeld aan deze Discord-server, dus ontvangt niets',
  'alerts.list.since': 'sinds {since}',
  'alerts.list.usage': 'gebruik: {thresholds}',
  'alerts.list.title': 'Abonnementen op meldingen',
  'alerts.list.none':
    'Deze Discord-server heeft nog geen abonnementen op meldingen. Gebruik `/alerts subscribe` of ' +
    '`/alerts usage`.',
  'alerts.list.footer':
    'Pagina {page, number} van {pages, number} · {subscriptions, plural, one {# abonnement} other ' +
    '{# abonnementen}} · {watches, plural, one {# gebruiksbewaking} other {# gebruiksbewakingen}}',
  'alerts.list.paceClamped':
    '⚠️ Het gebruik wordt ongeveer elke {every} per bewaakte server gelezen, begrensd door de rate ' +
    'limit van de API: te weinig voor een venster van {minutes, plural, one {# minuut} other {# ' +
    'minuten}}, dus gebruiksmeldingen kunnen tot {every} te laat komen.',
  'alerts.list.pace':
    'Het gebruik wordt ongeveer elke {every} per bewaakte server gelezen (begrensd door de rate ' +
    'limit van de API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} ontvangt geen meldingen over {kind} meer voor {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} ontvangt geen meldingen (gebeurtenissen en gebruik) meer voor {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} ontvangt geen meldingen meer voor {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} ontvangt geen gebruiksmeldingen meer voor {what}.',
  'alerts.unsubscribe.none':
    '{channel} heeft geen abonnement voor {what}; er is niets gewijzigd. `/alerts list` toont de ' +
    'abonnementen van deze Discord-server.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} heeft geen abonnement op meldingen over {kind} voor {what}; er is niets gewijzigd. ' +
    '`/alerts list` toont de abonnementen van deze Discord-server.',
  'alerts.kindLabel.provisioning': 'resultaten van het inrichten',
  'alerts.kindLabel.status': 'statuswijzigingen (offline, en terug met de downtime)',
  'alerts.kindLabel.activity': 'nieuwe activiteit',
  'alerts.kindLabel.mods': 'mod-updates',
  'alerts.kindLabel.events': 'elke gebeurtenis (inrichting, status, activiteit, mod-updates)',
  'alerts.kindLabel.usage': 'gebruik boven een drempel',
  'alerts.route.allEvents': 'alle gebeurtenissen',
  'alerts.route.pings': '{kind} (pingt {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (pingt {role}, ook bij herstel)',
  'alerts.subscribe.unchanged':
    '{channel} ontvangt al meldingen voor {what}: {routes}; er is niets gewijzigd.',
  'alerts.subscribe.done': '🔔 {channel} ontvangt vanaf nu meldingen voor {what}: {kinds}.',
  'alerts.subscribe.resumed': '🔔 Hervat: {channel} ontvangt vanaf nu meldingen voor {what}: {kinds}.',
  'alerts.subscribe.mentions': 'Ze vermelden {role} (herstelberichten niet).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Ze vermelden {role}, ook bij herstelberichten.',
  'alerts.subscribe.inAll': 'In totaal ontvangt het: {routes}.',
  'alerts.subscribe.howToStop': 'Gebruik `/alerts unsubscribe` om ze te stoppen.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {schijf}} boven {threshold, number, ::percent scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} gedurende {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} ontvangt vanaf nu gebruiksmeldingen voor {what}: {thresholds}, één keer als het ' +
    'begint en één keer als het weer onder de drempel zit.',
  'alerts.usage.paceClamped':
    '⚠️ Met het API-budget kan de bot het gebruik van elke bewaakte server maar ongeveer elke ' +
    '{every} lezen, te weinig voor een venster van {minutes, plural, one {# minuut} other {# ' +
    'minuten}}: meldingen kunnen tot {every} te laat komen.',
  'alerts.usage.pace': 'Het gebruik van elke bewaakte server wordt ongeveer elke {every} gelezen.',
  'alerts.usage.howToStop': 'Gebruik `/alerts unsubscribe kind:usage` om ze te stoppen.',
  'command.alerts': 'Meldingen over inrichten, status, activiteit en gebruik in een kanaal plaatsen',
  'command.alerts.subscribe': 'Vanaf nu meldingen voor een server (of alle servers) in een kanaal plaatsen',
  'command.alerts.subscribe.channel': 'Het tekst- of aankondigingskanaal voor de meldingen',
  'command.alerts.subscribe.server': 'Alleen deze server (laat leeg voor alle servers die je mag zien)',
  'command.alerts.subscribe.events': 'Welke meldingen (standaard alle)',
  'command.alerts.subscribe.events.all': 'Alle gebeurtenissen',
  'option.events.provisioning': 'Resultaten van het inrichten',
  'option.events.status': 'Statuswijzigingen (offline en weer terug)',
  'option.events.activity': 'Nieuwe activiteit',
  'option.events.mods': 'Mod-updates',
  'command.alerts.subscribe.ping': 'Een rol die deze meldingen vermelden',
  'command.alerts.subscribe.ping_recovery':
    "De rol ook bij herstelmeldingen vermelden ('terug na 12 min') (standaard nee)",
  'command.alerts.usage': 'In een kanaal melden als een server boven een CPU-, RAM- of schijfdrempel blijft',
  'command.alerts.usage.channel': 'Het tekst- of aankondigingskanaal voor de meldingen',
  'command.alerts.usage.server': 'Alleen deze server (laat leeg voor alle servers die je mag zien)',
  'command.alerts.usage.cpu': 'Melden als de CPU boven dit percentage blijft (1-100)',
  'command.alerts.usage.ram': 'Melden als het RAM boven dit percentage blijft (1-100)',
  'command.alerts.usage.disk': 'Melden als het schijfgebruik boven dit percentage blijft (1-100)',
  'command.alerts.usage.minutes':
    'Hoelang een waarde erboven moet blijven voordat er gemeld wordt (standaard 5)',
  'command.alerts.unsubscribe': 'Stoppen met meldingen in een kanaal',
  'command.alerts.unsubscribe.channel': 'Het tekst- of aankondigingskanaal voor de meldingen',
  'command.alerts.unsubscribe.server':
    'De server van het abonnement (leeg laten voor het abonnement op alle servers)',
  'command.alerts.unsubscribe.kind': 'Welke meldingen stoppen (standaard alle)',
  'command.alerts.unsubscribe.kind.events': 'Gebeurtenismeldingen (inrichten, status, activiteit, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Gebruiksmeldingen (drempels)',
  'command.alerts.unsubscribe.kind.all': 'Alle meldingen',
  'command.alerts.unsubscribe.events':
    'Alleen dit soort gebeurtenismelding stoppen; het kanaal houdt de andere',
  'command.alerts.list': 'Abonnementen op meldingen en gebruiksbewakingen van deze Discord-server tonen',
  // Boards: /board and the live status board.
  'command.board': 'Een live statusbericht van je servers, doorlopend bijgewerkt',
  'command.board.create': 'Een live statusbord in een kanaal plaatsen dat actueel wordt gehouden',
  'command.board.create.channel': 'Het tekst- of aankondigingskanaal voor het bord',
  'command.board.remove': 'Het statusbord van een kanaal en het bericht ervan verwijderen',
  'command.board.remove.channel': 'Het kanaal van het bord',
  'command.board.list': 'De statusborden van deze Discord-server tonen',
  'board.create.already':
    '{channel} heeft al een statusbord; er is niets gewijzigd. Met `/board remove` in dat kanaal verwijder ' +
    'je het.',
  'board.create.posted':
    '📋 Het statusbord van {scope, select, ops {alle servers van het account} other {alle servers die aan ' +
    'deze Discord-server gekoppeld zijn}} verschijnt zo in {channel} en wordt vanaf dan ter plekke ' +
    'bijgewerkt.',
  'board.create.resumed':
    '📋 Hervat: het statusbord van {scope, select, ops {alle servers van het account} other {alle servers ' +
    'die aan deze Discord-server gekoppeld zijn}} verschijnt zo in {channel} en wordt vanaf dan ter plekke ' +
    'bijgewerkt.',
  'board.create.shows':
    'Het toont per server de status, de game, de grootte, het gebruik (waar gemeten) en het ' +
    'verbindingsadres, en hoe actueel dat is.',
  'board.remove.done': '🗑️ Het statusbord van {channel} is verwijderd.',
  'board.remove.none':
    '{channel} heeft geen statusbord; er is niets gewijzigd. `/board list` toont de borden van deze ' +
    'Discord-server.',
  'board.list.none': 'Deze Discord-server heeft nog geen statusborden. Gebruik `/board create`.',
  'board.list.title': 'Statusborden',
  'board.list.footer': '{count, plural, one {{count} bord} other {{count} borden}}',
  'board.list.paused':
    '{channel} · ⏸️ gepauzeerd: {reason}; voer daar `/board create` uit om het te hervatten',
  'board.list.posting': '{channel} · wordt geplaatst',
  'board.list.messages': '{channel} · {count, plural, one {# bericht} other {# berichten}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# bericht} other {# berichten}} · laatst bewerkt {when}',
  'board.title': 'Serverstatus',
  'board.titlePaged': 'Serverstatus ({page, number}/{pages, number})',
  'board.reading': 'Serverlijst wordt gelezen…',
  'board.empty': 'Nog geen servers om te tonen.',
  'board.allClear': '✅ Niets vraagt om aandacht.',
  'board.needsAttention': '**Vraagt om aandacht** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total': '**{count, plural, one {{count} server} other {{count} servers}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, one {# mislukt} other {# mislukt}}} suspended {{count, ' +
    'plural, one {# opgeschort} other {# opgeschort}}} stopped {{count, plural, one {# gestopt} other {# ' +
    'gestopt}}} provisioning {{count, plural, one {# in inrichting} other {# in inrichting}}} deleting ' +
    '{{count, plural, one {# wordt verwijderd} other {# worden verwijderd}}} running {{count, plural, one ' +
    '{# actief} other {# actief}}} other {{count, plural, one {# onbekend} other {# onbekend}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} gebruiksmelding} other {{count} gebruiksmeldingen}} actief',
  'board.reason.slowProvisioning': 'aanmaken duurt langer dan verwacht',
  'board.reason.gameSilent': 'game reageert niet',
  'board.reason.unrecognised': 'een status die de bot niet kent',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {schijf}} boven {threshold, number, ::percent scale/0.01}',
  'board.since': 'sinds {when}',
  'board.seenSince': 'gezien sinds {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'schijf {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} schijf',
  'board.freshness.every': 'ongeveer elke {duration} vernieuwd',
  'board.freshness.notRead': '🕒 Nog niet gelezen; {every}',
  'board.freshness.updated': '🕒 Bijgewerkt {when}; {every}',
  'board.stale.unread':
    '⚠️ **Verouderd sinds {since}**: de hosting-API reageert niet; er worden geen statussen getoond tot ' +
    'hij reageert.',
  'board.stale.read':
    '⚠️ **Verouderd sinds {since}**: de hosting-API reageert niet; de statussen hieronder zijn van {readAt}.',
  'board.notListed':
    '… en nog {count, plural, one {# server} other {# servers}} die hier niet staan: {filters} toont ze.',
  'board.pause.deletedAgain': 'het bericht is opnieuw verwijderd nadat het opnieuw was geplaatst',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'De ops-Discord-server werkt al op elke server; koppel alleen community-Discord-servers.',
  'access.notAGuild':
    'Dat is geen Discord-server die de bot kan vinden: kies er een uit de suggesties of plak de ID (klik ' +
    'met rechts op de server, Server-ID kopiëren).',
  'access.needsLevel':
    'Hiervoor is het niveau **{level}** nodig, dat iemand met Server beheren aan een van je rollen kan ' +
    'geven met `/access role set`.',
  'option.level': 'lezen: zien; bedienen: ook servers, mods, meldingen, borden wijzigen; beheren: alles',
  'option.level.read': 'lezen',
  'option.level.operate': 'bedienen',
  'option.level.administer': 'beheren',
  'option.role': 'De rol (@everyone staat voor alle leden)',
  'command.access.role': 'Rollen een niveau geven: wat hun leden hier met de bot mogen doen',
  'command.access.role.set': 'Een rol een niveau geven (lezen, bedienen of beheren)',
  'command.access.role.remove': 'Het niveau van een rol weer afnemen',
  'command.access.role.list': 'De niveaus tonen die rollen hier hebben',
  'access.role.granted': '🔑 {role} heeft hier nu het niveau **{level}**.',
  'access.role.changed': '🔑 {role} heeft hier nu het niveau **{level}**, in plaats van **{before}**.',
  'access.role.unchanged': '{role} heeft hier al het niveau **{level}**; er is niets veranderd.',
  'access.role.removed': '{role} heeft hier niet langer het niveau **{level}**.',
  'access.role.notGranted': '{role} heeft hier geen niveau; er is niets veranderd.',
  'access.role.title': 'Hier toegekende niveaus',
  'access.role.line': '{role}: **{level}**, toegekend door {member} {when}',
  'access.role.none': 'Nog geen rol heeft hier een niveau: geef er een met `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Leden met Server beheren hebben elk niveau; alle andere leden alleen wat hun ' +
    'rollen is toegekend.} other {Leden met Server beheren hebben elk niveau; elk lid kan de gekoppelde ' +
    'servers van deze Discord-server lezen.}}',
  'quota.roleGrants':
    'Deze server heeft zijn limiet van {limit} rollen met een niveau bereikt. Neem er eerst een af met ' +
    '`/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {heeft een rol een niveau gegeven} asked {vroeg om een rol een niveau ' +
    'te geven} other {probeerde een rol een niveau te geven}}',
  'audit.action.access.role.remove':
    '{phase, select, done {heeft het niveau van een rol afgenomen} asked {vroeg om het niveau van ' +
    'een rol af te nemen} other {probeerde het niveau van een rol af te nemen}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {probeerde {command} voor {server} te gebruiken} ' +
    'other {probeerde {command} te gebruiken}}} other {{target, select, server {probeerde een knop ' +
    'of menu voor {server} te gebruiken} other {probeerde een knop of menu te gebruiken}}}}',
  'command.audit.recent.kind.access.role.set': 'Niveaus gegeven aan rollen',
  'command.audit.recent.kind.access.role.remove': 'Niveaus afgenomen van rollen',
  'command.audit.recent.kind.access.refused': 'Leden geweigerd om hun niveau',
  'audit.input.role': 'Rol',
  'audit.input.level': 'Niveau',
  'audit.input.command': 'Opdracht',
  'audit.input.component': 'Knop of menu',
  'command.audit': 'Wie deed wat, vanaf welke Discord-server, met welke server',
  'command.audit.channel':
    'Elke auditregel direct in een kanaal plaatsen (laat het kanaal weg om te stoppen)',
  'command.audit.channel.channel': 'Het tekst- of aankondigingskanaal voor de auditregels',
  'command.audit.recent': 'De laatste auditregels tonen, nieuwste eerst',
  'command.audit.recent.server': 'Alleen regels over deze server',
  'command.audit.recent.member': 'Alleen regels van dit lid',
  'command.audit.recent.limit': 'Auditregels per pagina (standaard 10)',
  'command.audit.recent.kind': 'Alleen regels van dit soort actie',
  'command.audit.recent.kind.server.create': 'Aangemaakte servers',
  'command.audit.recent.kind.server.update': 'Bijgewerkte servers',
  'command.audit.recent.kind.server.delete': 'Verwijderde servers',
  'command.audit.recent.kind.mods.install': 'Geïnstalleerde of bijgewerkte mods',
  'command.audit.recent.kind.mods.update-check': 'Gevonden mod-updates',
  'command.audit.recent.kind.access.link': 'Servers gekoppeld aan een Discord-server',
  'command.audit.recent.kind.access.unlink': 'Servers ontkoppeld van een Discord-server',
  'command.audit.recent.kind.alerts.subscribe': 'Abonnementen op meldingen',
  'command.audit.recent.kind.alerts.unsubscribe': 'Opgezegde meldingen',
  'command.audit.recent.kind.alerts.acknowledge': 'Opgepakte meldingen',
  'command.audit.recent.kind.board.create': 'Aangemaakte statusborden',
  'command.audit.recent.kind.board.remove': 'Verwijderde statusborden',
  'command.audit.recent.kind.audit.channel': 'Wijzigingen van het auditkanaal',
  'command.audit.recent.kind.usage.crossing': 'Overschreden gebruiksdrempels',
  'command.audit.recent.hours': 'Alleen auditregels die niet ouder zijn dan dit aantal uur',
  'audit.channel.stopped':
    'Auditregels worden niet meer geplaatst. Ze worden wel bewaard: `/audit recent` toont ze.',
  'audit.channel.notPosting': 'Auditregels werden nergens geplaatst; er is niets gewijzigd.',
  'audit.channel.set':
    '📜 {channel} krijgt vanaf nu elke auditregel zodra die ontstaat. Voer `/audit channel` zonder kanaal ' +
    'uit om te stoppen.',
  'audit.recent.expired': 'Deze pagina is verlopen. Voer `/audit recent` opnieuw uit.',
  'audit.recent.none': 'Geen auditregels.',
  'audit.recent.noneFor': 'Geen auditregels voor {filters}.',
  'audit.recent.about': 'Auditregels voor {filters}',
  'audit.recent.title': 'Auditlogboek',
  'audit.recent.footer': '{count, plural, one {# regel, nieuwste eerst} other {# regels, nieuwste eerst}}',
  'audit.recent.newer': 'Nieuwer',
  'audit.recent.older': 'Ouder',
  'audit.filter.server': 'server {server}',
  'audit.filter.member': 'lid {member}',
  'audit.filter.kind': 'het soort “{kind}”',
  'audit.filter.hours': 'de laatste {hours} uur',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {heeft de server {server} aangemaakt} other {heeft een ' +
    'server aangemaakt}}} asked {{target, select, server {vroeg de server {server} aan te maken} other ' +
    '{vroeg een server aan te maken}}} other {{target, select, server {probeerde de server {server} aan ' +
    'te maken} other {probeerde een server aan te maken}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {heeft {server} bijgewerkt} other {heeft een server ' +
    'bijgewerkt}}} asked {{target, select, server {vroeg {server} bij te werken} other {vroeg een server ' +
    'bij te werken}}} other {{target, select, server {probeerde {server} bij te werken} other {probeerde ' +
    'een server bij te werken}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {heeft {server} verwijderd} other {heeft een server ' +
    'verwijderd}}} asked {{target, select, server {vroeg {server} te verwijderen} other {vroeg een server ' +
    'te verwijderen}}} other {{target, select, server {probeerde {server} te verwijderen} other ' +
    '{probeerde een server te verwijderen}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {heeft een mod op {server} geïnstalleerd} other {heeft ' +
    'een mod op een server geïnstalleerd}}} asked {{target, select, server {vroeg een mod op {server} te ' +
    'installeren} other {vroeg een mod op een server te installeren}}} other {{target, select, server ' +
    '{probeerde een mod op {server} te installeren} other {probeerde een mod op een server te ' +
    'installeren}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {heeft een mod-update voor {server} gevonden} other ' +
    '{heeft een mod-update voor een server gevonden}}} asked {{target, select, server {vroeg {server} op ' +
    'mod-updates te controleren} other {vroeg een server op mod-updates te controleren}}} other {{target, ' +
    'select, server {probeerde {server} op mod-updates te controleren} other {probeerde een server op ' +
    'mod-updates te controleren}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {heeft {server} aan een Discord-server gekoppeld} ' +
    'other {heeft een server aan een Discord-server gekoppeld}}} asked {{target, select, server {vroeg ' +
    '{server} aan een Discord-server te koppelen} other {vroeg een server aan een Discord-server te ' +
    'koppelen}}} other {{target, select, server {probeerde {server} aan een Discord-server te koppelen} ' +
    'other {probeerde een server aan een Discord-server te koppelen}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {heeft {server} van een Discord-server ontkoppeld} ' +
    'other {heeft een server van een Discord-server ontkoppeld}}} asked {{target, select, server {vroeg ' +
    '{server} van een Discord-server te ontkoppelen} other {vroeg een server van een Discord-server te ' +
    'ontkoppelen}}} other {{target, select, server {probeerde {server} van een Discord-server te ' +
    'ontkoppelen} other {probeerde een server van een Discord-server te ontkoppelen}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {heeft een kanaal op meldingen voor {server} ' +
    'geabonneerd} other {heeft een kanaal op meldingen voor alle servers geabonneerd}}} asked {{target, ' +
    'select, server {vroeg een kanaal op meldingen voor {server} te abonneren} other {vroeg een kanaal op ' +
    'meldingen voor alle servers te abonneren}}} other {{target, select, server {probeerde een kanaal op ' +
    'meldingen voor {server} te abonneren} other {probeerde een kanaal op meldingen voor alle servers te ' +
    'abonneren}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {heeft een melding voor {server} opgepakt} other {heeft ' +
    'een melding opgepakt}}} asked {{target, select, server {vroeg een melding voor {server} op te pakken} ' +
    'other {vroeg een melding op te pakken}}} other {{target, select, server {probeerde een melding voor ' +
    '{server} op te pakken} other {probeerde een melding op te pakken}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {heeft het abonnement van een kanaal op meldingen voor ' +
    '{server} opgezegd} other {heeft het abonnement van een kanaal op meldingen voor alle servers ' +
    'opgezegd}}} asked {{target, select, server {vroeg het abonnement van een kanaal op meldingen voor ' +
    '{server} op te zeggen} other {vroeg het abonnement van een kanaal op meldingen voor alle servers op ' +
    'te zeggen}}} other {{target, select, server {probeerde het abonnement van een kanaal op meldingen ' +
    'voor {server} op te zeggen} other {probeerde het abonnement van een kanaal op meldingen voor alle ' +
    'servers op te zeggen}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {heeft een statusbord voor {server} aangemaakt} other ' +
    '{heeft een statusbord aangemaakt}}} asked {{target, select, server {vroeg een statusbord voor ' +
    '{server} aan te maken} other {vroeg een statusbord aan te maken}}} other {{target, select, server ' +
    '{probeerde een statusbord voor {server} aan te maken} other {probeerde een statusbord aan te maken}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {heeft een statusbord voor {server} verwijderd} other ' +
    '{heeft een statusbord verwijderd}}} asked {{target, select, server {vroeg een statusbord voor ' +
    '{server} te verwijderen} other {vroeg een statusbord te verwijderen}}} other {{target, select, ' +
    'server {probeerde een statusbord voor {server} te verwijderen} other {probeerde een statusbord te ' +
    'verwijderen}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {heeft gewijzigd waar auditvermeldingen worden geplaatst} asked {vroeg te ' +
    'wijzigen waar auditvermeldingen worden geplaatst} other {probeerde te wijzigen waar ' +
    'auditvermeldingen worden geplaatst}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {zag op {server} een gebruiksdrempel overschreden} ' +
    'other {zag op een server een gebruiksdrempel overschreden}}} asked {{target, select, server {vroeg ' +
    'het gebruik van {server} te bewaken} other {vroeg het gebruik van een server te bewaken}}} other ' +
    '{{target, select, server {probeerde het gebruik van {server} te bewaken} other {probeerde het ' +
    'gebruik van een server te bewaken}}}}',
  'audit.outcome.asked': '❔ Wacht op bevestiging van het lid.',
  'audit.outcome.done': '✅ Klaar.',
  'audit.outcome.alerted': '🔔 Het kanaal dat meekijkt is gewaarschuwd.',
  'audit.outcome.refused': '⛔ Geweigerd ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Geweigerd door de hosting-API ({code}).',
  'audit.outcome.refusedByBot': '⛔ Geweigerd door de bot ({code}).',
  'audit.outcome.cancelled': '✖️ Geannuleerd door het lid; er is niets gewijzigd.',
  'audit.outcome.expired': '⌛ Verlopen zonder antwoord; er is niets gewijzigd.',
  'audit.outcome.conflict': '⚠️ Niet toegepast: iemand anders heeft de server intussen gewijzigd.',
  'audit.outcome.failedCode': '❌ Mislukt ({code}).',
  'audit.outcome.failed': '❌ Mislukt.',
  'audit.line.bot': '🤖 De bot ({guild})',
  'audit.line.request': '· verzoek {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'nergens',
  'audit.value.above': 'boven de drempel',
  'audit.value.under': 'weer onder de drempel',
  'audit.input.name': 'Naam',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Pakket',
  'audit.input.game': 'Game',
  'audit.input.disk': 'Schijf',
  'audit.input.external_reference': 'Externe referentie',
  'audit.input.channel': 'Kanaal',
  'audit.input.from': 'Van',
  'audit.input.to': 'Naar',
  'audit.input.kind': 'Soort',
  'audit.input.events': 'Gebeurtenissen',
  'audit.input.ping': 'Vermelding',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minuten',
  'audit.input.provider': 'Provider',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'Mod-ID',
  'audit.input.installed': 'Geïnstalleerd',
  'audit.input.newer': 'Nieuwer',
  'audit.input.newer_id': 'Nieuwere ID',
  'audit.input.state': 'Status',
  'audit.input.threshold': 'Drempel',
  'audit.input.guild': 'Discord-server',
  'audit.input.file': 'Bestand',
  'audit.input.file_id': 'Bestands-ID',
  'audit.input.type': 'Type',
  'audit.input.updates': 'Vervangt',
  'audit.poster.givenUp':
    '⚠️ Auditregels konden niet in {channel} worden geplaatst: {detail}. Ze zijn nog steeds vastgelegd ' +
    '(zie `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Auditregels kunnen niet meer in {channel} worden geplaatst: {reason}. Ze zijn nog steeds ' +
    'vastgelegd (zie `/audit recent`); stel opnieuw een kanaal in met `/audit channel`.',
  'audit.action.language.set':
    '{phase, select, done {heeft de taal van de berichten van de bot gewijzigd} asked {vroeg de taal van ' +
    'de berichten van de bot te wijzigen} other {probeerde de taal van de berichten van de bot te wijzigen}}',
  'command.audit.recent.kind.language.set': 'Taalwijzigingen',
  'audit.input.language': 'Taal',
  'audit.value.languageAuto': 'de Discord-taal van deze server',
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
  'command.language': 'De taal kiezen van de berichten die de bot uit zichzelf op deze server plaatst',
  'command.language.set':
    'De taal instellen van de meldingen, statusborden en mededelingen die de bot hier plaatst',
  'command.language.set.language': 'De taal, of de eigen Discord-taal van deze server',
  'command.language.set.language.auto': 'Discord-taal van deze server',
  'command.language.show': 'De taal tonen van de berichten die de bot uit zichzelf op deze server plaatst',
  'quota.silences':
    'Deze Discord-server heeft zijn limiet van {limit} gelijktijdige dempingen bereikt. Beëindig er ' +
    'eerst een met `/alerts silences` of vraag de beheerders van de bot de limiet te verhogen.',
  'server.alertButton.silence': '1 u dempen',
  'silence.kind':
    '{kind, select, status {statuswijzigingen} usage {gebruiksmeldingen} game {antwoorden van de game} ' +
    'other {activiteit}}',
  'silence.everyServer': 'elke server die deze Discord-server mag zien',
  'silence.everyChannel': 'elk kanaal van deze Discord-server',
  'silence.set':
    '🔕 Gedempt tot {until} ({relative}): {kinds} voor {what}, in {where}. `/alerts silences` toont de ' +
    'demping en beëindigt hem eerder.',
  'silence.gone': 'Die demping is al voorbij of is verwijderd. `/alerts silences` toont de lopende.',
  'silence.list.title': '🔕 Gedempte meldingen',
  'silence.list.none':
    'Hier zijn geen meldingen gedempt. `/alerts silence` houdt ze een tijdje tegen, bijvoorbeeld tijdens ' +
    'onderhoud.',
  'silence.list.line':
    '**{number}.** {kinds} voor {what}, in {where}: tot {until} ({relative}), ingesteld door {member}',
  'silence.list.reason': 'Reden: {reason}',
  'silence.list.footer':
    'Pagina {page, number} van {pages, number} · {count, plural, one {# demping} other {# dempingen}}',
  'silence.endNow': 'Nu beëindigen ({number})',
  'silence.endedNow':
    '🔔 {member} heeft de demping van {kinds} voor {what}, in {where}, beëindigd: de meldingen worden ' +
    'weer geplaatst.',
  'silence.field.reason': 'Reden',
  'silence.ended.title': '🔔 Demping voorbij',
  'silence.ended.titleStill':
    '🔔 Demping voorbij: {count, plural, one {# server heeft nog aandacht nodig} other {# servers hebben ' +
    'nog aandacht nodig}}',
  'silence.ended.expired': 'Gedempt door {setBy} van {from} tot {to}; meldingen worden weer geplaatst.',
  'silence.ended.endedBy':
    'Gedempt door {setBy} vanaf {from}, eerder beëindigd door {by} op {to}; meldingen worden weer ' +
    'geplaatst.',
  'silence.ended.stillDown': '{server} ligt nog steeds plat: {status} sinds {since}.',
  'silence.ended.stillSilent': "{server} beantwoordt zijn gamequery's nog steeds niet, sinds {since}.",
  'silence.ended.stillOver':
    '{server} zit nog steeds boven zijn drempel voor {metric, select, cpu {CPU} ram {RAM} other ' +
    '{schijf}} van {threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} zit nog steeds boven zijn drempel voor {metric, select, cpu {CPU} ram ' +
    '{RAM} other {schijf}} van {threshold, number, ::percent scale/0.01}, sinds {since}.',
  'silence.ended.more': '… en {count, plural, one {nog # server} other {nog # servers}}.',
  'silence.ended.cameBack':
    'Tijdens de demping in de problemen en weer hersteld (uitgevallen, game antwoordde niet of boven ' +
    'een drempel): {servers}.',
  'silence.ended.others': '{count, plural, one {# andere server} other {# andere servers}}',
  'board.silencedUntil': '🔕 gedempt tot {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {dempte de meldingen voor {server}} other {dempte de ' +
    'meldingen voor elke server}}} asked {{target, select, server {vroeg de meldingen voor {server} te ' +
    'dempen} other {vroeg de meldingen voor elke server te dempen}}} other {{target, select, server ' +
    '{probeerde de meldingen voor {server} te dempen} other {probeerde de meldingen voor elke server te ' +
    'dempen}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {beëindigde een demping van meldingen voor {server}} ' +
    'other {beëindigde een demping van meldingen voor elke server}}} asked {{target, select, server ' +
    '{vroeg een demping van meldingen voor {server} te beëindigen} other {vroeg een demping van ' +
    'meldingen voor elke server te beëindigen}}} other {{target, select, server {probeerde een demping ' +
    'van meldingen voor {server} te beëindigen} other {probeerde een demping van meldingen voor elke ' +
    'server te beëindigen}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {zag een demping van meldingen voor {server} ' +
    'verlopen} other {zag een demping van meldingen voor elke server verlopen}}} asked {{target, select, ' +
    'server {vroeg een demping van meldingen voor {server} te beëindigen} other {vroeg een demping van ' +
    'meldingen voor elke server te beëindigen}}} other {{target, select, server {probeerde een demping ' +
    'van meldingen voor {server} te beëindigen} other {probeerde een demping van meldingen voor elke ' +
    'server te beëindigen}}}}',
  'command.audit.recent.kind.alerts.silence': 'Ingestelde dempingen',
  'command.audit.recent.kind.alerts.silence.end': 'Eerder beëindigde dempingen',
  'command.audit.recent.kind.alerts.silence.expire': 'Verlopen dempingen',
  'audit.input.duration': 'Duur',
  'audit.input.reason': 'Reden',
  'audit.input.kinds': 'Soorten',
  'command.alerts.silence': 'Meldingen een tijdje tegenhouden, bijvoorbeeld tijdens onderhoud',
  'command.alerts.silence.duration': 'Hoelang ze worden tegengehouden',
  'command.alerts.silence.duration.30': '30 minuten',
  'command.alerts.silence.duration.60': '1 uur',
  'command.alerts.silence.duration.120': '2 uur',
  'command.alerts.silence.duration.240': '4 uur',
  'command.alerts.silence.duration.480': '8 uur',
  'command.alerts.silence.duration.720': '12 uur',
  'command.alerts.silence.duration.1440': '1 dag',
  'command.alerts.silence.duration.2880': '2 dagen',
  'command.alerts.silence.duration.4320': '3 dagen',
  'command.alerts.silence.duration.10080': '7 dagen',
  'command.alerts.silence.server': 'De server (standaard: elke server die deze Discord-server mag zien)',
  'command.alerts.silence.reason': 'Waarom, voor het team (hoogstens 200 tekens)',
  'command.alerts.silence.channel': 'Het kanaal (standaard: elk kanaal van deze Discord-server)',
  'command.alerts.silence.kinds': 'Welke meldingen (standaard: status, gebruik en game; geen activiteit)',
  'command.alerts.silence.kinds.default': 'Status, gebruik en game',
  'command.alerts.silence.kinds.all': 'Alle, ook activiteit',
  'command.alerts.silence.kinds.status': 'Alleen statuswijzigingen',
  'command.alerts.silence.kinds.usage': 'Alleen gebruiksmeldingen',
  'command.alerts.silence.kinds.game': 'Alleen antwoorden van de game',
  'command.alerts.silence.kinds.activity': 'Alleen activiteit',
  'command.alerts.silences': 'De dempingen van meldingen hier tonen, elk met “Nu beëindigen”',
} satisfies CatalogueOf<'nl'>;
