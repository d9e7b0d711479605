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
  // Boards: /board and the live status board.
  'command.board': 'Een live statusbericht van je servers, ter plekke bijgewerkt',
  'command.board.create': 'Plaats een live statusbord in een kanaal dat actueel wordt gehouden',
  'command.board.create.channel': 'Het tekst- of aankondigingskanaal voor het bord',
  'command.board.remove': 'Verwijder het statusbord van een kanaal en het bericht ervan',
  'command.board.remove.channel': 'Het kanaal van het bord',
  'command.board.list': 'Toon de statusborden van deze Discord-server',
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
    'Het toont per server de status, het spel, de grootte, het gebruik (waar gemeten) en het ' +
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
    '{count} {kind, select, failed {mislukt} suspended {opgeschort} stopped {gestopt} provisioning {in ' +
    'aanmaak} deleting {wordt verwijderd} running {actief} other {onbekend}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} gebruiksmelding} other {{count} gebruiksmeldingen}} actief',
  'board.reason.slowProvisioning': 'aanmaken duurt langer dan verwacht',
  'board.reason.gameSilent': 'spel reageert niet',
  'board.reason.unrecognised': 'een status die de bot niet kent',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Schijf}} boven {threshold} %',
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
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Wie deed wat, vanaf welke Discord-server, met welke server',
  'command.audit.channel': 'Plaats elke auditregel direct in een kanaal (laat het kanaal weg om te stoppen)',
  'command.audit.channel.channel': 'Het tekst- of aankondigingskanaal voor de auditregels',
  'command.audit.recent': 'Toon de laatste auditregels, nieuwste eerst',
  'command.audit.recent.server': 'Alleen regels over deze server',
  'command.audit.recent.member': 'Alleen regels van dit lid',
  'command.audit.recent.limit': 'Hoeveel regels per pagina (standaard 10)',
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
  'command.audit.recent.kind.board.create': 'Aangemaakte statusborden',
  'command.audit.recent.kind.board.remove': 'Verwijderde statusborden',
  'command.audit.recent.kind.audit.channel': 'Wijzigingen van het auditkanaal',
  'command.audit.recent.kind.usage.crossing': 'Overschreden gebruiksdrempels',
  'command.audit.recent.hours': 'Alleen regels van de laatste zoveel uur',
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
  'audit.filter.kind': 'het soort ‘{kind}’',
  'audit.filter.hours': 'de laatste {hours} uur',
  'audit.filter.and': '{first} en {second}',
  'audit.action.server.create':
    '{phase, select, done {heeft een server aangemaakt{server}} asked {vroeg om een server aan te ' +
    'maken{server}} other {probeerde een server aan te maken{server}}}',
  'audit.action.server.update':
    '{phase, select, done {heeft{server} bijgewerkt} asked {vroeg om{server} bij te werken} other ' +
    '{probeerde{server} bij te werken}}',
  'audit.action.server.delete':
    '{phase, select, done {heeft{server} verwijderd} asked {vroeg om{server} te verwijderen} other ' +
    '{probeerde{server} te verwijderen}}',
  'audit.action.mods.install':
    '{phase, select, done {heeft een mod geïnstalleerd op{server}} asked {vroeg om een mod te installeren ' +
    'op{server}} other {probeerde een mod te installeren op{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {heeft een mod-update gevonden voor{server}} asked {vroeg om te zoeken naar ' +
    'mod-updates op{server}} other {probeerde te zoeken naar mod-updates op{server}}}',
  'audit.action.access.link':
    '{phase, select, done {heeft{server} gekoppeld} asked {vroeg om{server} te koppelen} other ' +
    '{probeerde{server} te koppelen}}',
  'audit.action.access.unlink':
    '{phase, select, done {heeft{server} ontkoppeld} asked {vroeg om{server} te ontkoppelen} other ' +
    '{probeerde{server} te ontkoppelen}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {heeft een kanaal aangemeld voor meldingen van{server}} asked {vroeg om een ' +
    'kanaal aan te melden voor meldingen van{server}} other {probeerde een kanaal aan te melden voor ' +
    'meldingen van{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {heeft een kanaal afgemeld voor meldingen van{server}} asked {vroeg om een ' +
    'kanaal af te melden voor meldingen van{server}} other {probeerde een kanaal af te melden voor ' +
    'meldingen van{server}}}',
  'audit.action.board.create':
    '{phase, select, done {heeft een statusbord aangemaakt{server}} asked {vroeg om een statusbord aan te ' +
    'maken{server}} other {probeerde een statusbord aan te maken{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {heeft een statusbord verwijderd{server}} asked {vroeg om een statusbord te ' +
    'verwijderen{server}} other {probeerde een statusbord te verwijderen{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {heeft gewijzigd waar auditregels worden geplaatst{server}} asked {vroeg om te ' +
    'wijzigen waar auditregels worden geplaatst{server}} other {probeerde te wijzigen waar auditregels ' +
    'worden geplaatst{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {zag een gebruiksdrempel overschreden op{server}} asked {vroeg om het gebruik te ' +
    'bewaken van{server}} other {probeerde het gebruik te bewaken van{server}}}',
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
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'nergens',
  'audit.value.above': 'boven de drempel',
  'audit.value.under': 'weer onder de drempel',
  'audit.input.name': 'Naam',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Abonnement',
  'audit.input.game': 'Spel',
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
  // Language: /language.
} satisfies LocaleCatalogue;
