import type { LocaleCatalogue } from './en-US.js';

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
    'Zo weinig RAM ligt onder het minimum van het prijsplan, dat bij het plan in het hostingpaneel staat. ' +
    'Kies meer RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Zo veel RAM ligt boven het maximum van het prijsplan, dat bij het plan in het hostingpaneel staat. ' +
    'Kies minder RAM.',
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
    'Voor mods en plug-ins is op deze server de mods-add-on of het Premium-abonnement nodig. Vraag je ' +
    'hostingprovider de mods-add-on in te schakelen of de server naar Premium over te zetten.',
  'error.api.FEATURE_UNAVAILABLE':
    'Deze functie is niet beschikbaar in het abonnement van de server. Vraag je hostingprovider de server ' +
    'over te zetten naar een hoger abonnement waarmee de functie beschikbaar komt.',
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
    'Voor mods en plug-ins is op deze server de mods-add-on of het Premium-abonnement nodig. Schakel de ' +
    'mods-add-on voor de server in het hostingpaneel in, of zet hem over naar Premium, en probeer het dan ' +
    'opnieuw.',
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
    'Deze functie is niet beschikbaar in het abonnement van de server. Zet de server in het hostingpaneel ' +
    'over naar een hoger abonnement om de functie te ontgrendelen.',
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
  'error.tenantBusy':
    'Te veel verzoeken van deze server op dit moment, probeer het over {seconds, number} s opnieuw.',
  'error.store.read':
    'De bot kon zijn database niet lezen, dus dit lukt nu niet. Er is niets gewijzigd; probeer het over ' +
    'een minuut opnieuw.',
  'error.store.write':
    'Die wijziging is niet opgeslagen: de database van de bot reageert niet. Er is niets gewijzigd; ' +
    'probeer het over een minuut opnieuw.',
  'error.api.failed': 'De hosting-API is mislukt (HTTP {status}). Probeer het zo opnieuw.',
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
  'permission.sendMessages': 'Berichten verzenden',
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
    '⏳ De hosting-API beperkt de bot; je antwoord volgt zodra de bot weer iets mag vragen, {when}.',
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
  'confirmation.denied':
    'Je hebt de machtigingen voor deze actie niet meer, dus er is niets gewijzigd. Vraag het een beheerder ' +
    'van deze server.',
  'confirmation.used': 'Deze bevestiging is al gebruikt.',
  'page.previous': 'Vorige',
  'page.next': 'Volgende',
  'limits.andMore': '…en nog {count, plural, one {#} other {#}}',
  'limits.notShown': '{count, plural, one {nog # niet getoond} other {nog # niet getoond}}',
  'option.server': 'De server (kies een suggestie of plak de ID)',
  'option.guild_id': 'De community-Discordserver (kies er een waar de bot in zit, of plak de ID)',
  'command.access': 'Bepaal welke community-Discordservers welke servers zien',
  'command.access.link': 'Laat een community-Discordserver een server zien en beheren',
  'command.access.unlink': 'Laat een community-Discordserver een server niet meer zien',
  'command.access.list': 'Toon welke Discordservers welke servers zien',
  'command.access.list.guild_id': 'Alleen deze community-Discordserver (kies er een of plak de ID)',
  'access.linked': '🔗 {server} gekoppeld aan {guild}.',
  'access.alreadyLinked': '**{name}** was al gekoppeld aan {guild}.',
  'access.membersSeeIt': 'Leden daar met Server beheren zien de server nu in hun opdrachten.',
  'access.botNotInGuild':
    'De bot zit nog niet in die Discordserver: nodig hem daar uit, dan verschijnen de opdrachten zodra hij ' +
    'erbij komt.',
  'access.unlinked':
    '✂️ {server} losgekoppeld van {guild}; die Discordserver kan hem niet meer zien of beheren.',
  'access.notLinked': '{server} was niet gekoppeld aan {guild}; er is niets veranderd.',
  'access.guildHasNoLinks': '{guild} heeft geen gekoppelde servers.',
  'access.noLinks':
    'Er is nog geen community-Discordserver aan een server gekoppeld. Gebruik `/access link`.',
  'access.title': 'Toegang van Discordservers',
  'access.guildNotJoined': 'Discordserver {guildId} (de bot zit er niet in)',
  'access.moreGuilds':
    '{count, plural, one {Nog # Discordserver is gekoppeld} other {Nog # Discordservers zijn gekoppeld}}: ' +
    'kies er een met guild_id om de servers ervan te zien.',
  'permission.lost.unknownChannel': 'het kanaal is verwijderd',
  'permission.lost.missingAccess': 'de bot heeft geen toegang meer tot het kanaal',
  'permission.lost.missingPermissions': 'de bot heeft geen toestemming om daar te posten',
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'De ops-Discordserver werkt al op elke server; koppel alleen community-Discordservers.',
  'access.notAGuild':
    'Dat is geen Discordserver die de bot kan vinden: kies er een uit de suggesties of plak de ID (klik ' +
    'met rechts op de server, Server-ID kopiëren).',
  // Language: /language.
} satisfies LocaleCatalogue;
