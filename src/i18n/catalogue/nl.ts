import type { LocaleCatalogue } from './en-US.js';

/** nl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
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
    '{serverId} · er waren te veel oudere items in deze reeks om te lezen; zie /server activity',
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
  'alerts.button.serverInfo': 'Serverinfo',
  'alerts.button.resources': 'Resources',
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
  'alerts.usage.firedTitle': '🔥 {metric} boven {threshold, number}% · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} weer normaal · {server}',
  'alerts.usage.firedText':
    '{server} zit al {minutes, plural, one {# minuut} other {# minuten}} met {metric} boven ' +
    '{threshold, number}%: nu {value, number}%.',
  'alerts.usage.recoveredText': '{server} zit weer onder {threshold, number}% {metric}: nu {value, number}%.',
  'alerts.usage.readAt': 'Waarden gelezen {sampled}.',
  'alerts.usage.readJustNow': 'Waarden zojuist gelezen.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage stopt deze meldingen',
  'alerts.ops.givenUp': '⚠️ Een melding over {server} kon niet worden geplaatst in {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Een melding over {server} kon niet worden geplaatst in {channel} op **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Die is weggegooid zodat latere meldingen voor de server toch verstuurd worden. Tot een bericht ' +
    'daar weer lukt, worden verdere opgegeven meldingen in dat kanaal alleen gelogd.',
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
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} ontvangt geen {kind}-meldingen meer voor {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} ontvangt geen meldingen (gebeurtenissen en gebruik) meer voor {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} ontvangt geen meldingen meer voor {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} ontvangt geen gebruiksmeldingen meer voor {what}.',
  'alerts.unsubscribe.none':
    '{channel} heeft geen abonnement voor {what}; er is niets gewijzigd. `/alerts list` toont de ' +
    'abonnementen van deze Discord-server.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} heeft geen {kind}-abonnement voor {what}; er is niets gewijzigd. `/alerts list` ' +
    'toont de abonnementen van deze Discord-server.',
  'alerts.kindLabel.provisioning': 'resultaten van het inrichten',
  'alerts.kindLabel.status': 'statuswijzigingen (offline, en terug met de downtime)',
  'alerts.kindLabel.activity': 'nieuwe activiteit',
  'alerts.kindLabel.mods': 'mod-updates',
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
  'alerts.usage.threshold': '{metric} boven {threshold, number}%',
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
  'command.alerts.usage.disk': 'Melden als de schijf boven dit percentage blijft (1-100)',
  'command.alerts.usage.minutes':
    'Hoelang een waarde erboven moet blijven voordat er gemeld wordt (standaard 5)',
  'command.alerts.unsubscribe': 'Stoppen met meldingen in een kanaal',
  'command.alerts.unsubscribe.channel': 'Het tekst- of aankondigingskanaal voor de meldingen',
  'command.alerts.unsubscribe.server': 'De server van het abonnement (laat leeg voor dat op alle servers)',
  'command.alerts.unsubscribe.kind': 'Welke meldingen stoppen (standaard alle)',
  'command.alerts.unsubscribe.kind.events': 'Gebeurtenismeldingen (inrichten, status, activiteit, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Gebruiksmeldingen (drempels)',
  'command.alerts.unsubscribe.kind.all': 'Alle meldingen',
  'command.alerts.unsubscribe.events':
    'Alleen dit soort gebeurtenismelding stoppen; het kanaal houdt de andere',
  'command.alerts.list': 'Abonnementen op meldingen en gebruiksbewakingen van deze Discord-server tonen',
  'alerts.reason.channelDeleted': 'het kanaal is verwijderd',
  'alerts.reason.lostAccess': 'de bot heeft geen toegang meer tot het kanaal',
  'alerts.reason.lacksPermission': 'de bot heeft geen toestemming om daar te posten',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
