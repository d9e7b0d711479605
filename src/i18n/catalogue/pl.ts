import type { LocaleCatalogue } from './en-US.js';

/** pl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  'command.board': 'Wiadomość ze statusem twoich serwerów na żywo, edytowana na miejscu',
  'command.board.create': 'Opublikuj na kanale tablicę statusu na żywo, stale aktualizowaną',
  'command.board.create.channel': 'Kanał tekstowy lub ogłoszeń dla tablicy',
  'command.board.remove': 'Usuń tablicę statusu z kanału wraz z jej wiadomością',
  'command.board.remove.channel': 'Kanał tablicy',
  'command.board.list': 'Pokaż tablice statusu tego serwera Discord',
  'board.create.already':
    '{channel} ma już tablicę statusu; nic nie zmieniono. `/board remove` na tym kanale ją usuwa.',
  'board.create.posted':
    '📋 Tablica statusu {scope, select, ops {wszystkich serwerów konta} other {wszystkich serwerów ' +
    'połączonych z tym serwerem Discord}} pojawi się za chwilę na {channel} i od tej pory będzie edytowana ' +
    'na miejscu.',
  'board.create.resumed':
    '📋 Wznowiono: tablica statusu {scope, select, ops {wszystkich serwerów konta} other {wszystkich ' +
    'serwerów połączonych z tym serwerem Discord}} pojawi się za chwilę na {channel} i od tej pory będzie ' +
    'edytowana na miejscu.',
  'board.create.shows':
    'Pokazuje stan, grę, rozmiar, użycie (tam, gdzie jest mierzone) i adres połączenia każdego serwera ' +
    'oraz to, jak świeże są dane.',
  'board.remove.done': '🗑️ Usunięto tablicę statusu z {channel}.',
  'board.remove.none':
    '{channel} nie ma tablicy statusu; nic nie zmieniono. `/board list` pokazuje tablice tego serwera ' +
    'Discord.',
  'board.list.none': 'Ten serwer Discord nie ma jeszcze tablic statusu. Użyj `/board create`.',
  'board.list.title': 'Tablice statusu',
  'board.list.footer':
    '{count, plural, one {{count} tablica} few {{count} tablice} many {{count} tablic} other {{count} ' +
    'tablicy}}',
  'board.list.paused': '{channel} · ⏸️ wstrzymana: {reason}; uruchom tam `/board create`, aby ją wznowić',
  'board.list.posting': '{channel} · w trakcie publikowania',
  'board.list.messages':
    '{channel} · {count, plural, one {# wiadomość} few {# wiadomości} many {# wiadomości} other {# ' +
    'wiadomości}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# wiadomość} few {# wiadomości} many {# wiadomości} other {# ' +
    'wiadomości}} · ostatnia edycja {when}',
  'board.title': 'Status serwerów',
  'board.titlePaged': 'Status serwerów ({page, number}/{pages, number})',
  'board.reading': 'Wczytywanie listy serwerów…',
  'board.empty': 'Na razie nie ma serwerów do pokazania.',
  'board.allClear': '✅ Nic nie wymaga uwagi.',
  'board.needsAttention': '**Wymaga uwagi** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} serwer} few {{count} serwery} many {{count} serwerów} other {{count} ' +
    'serwera}}**',
  'board.summary.kind':
    '{count} {kind, select, failed {z błędem} suspended {zawieszone} stopped {zatrzymane} provisioning {w ' +
    'przygotowaniu} deleting {w trakcie usuwania} running {działające} other {nieznane}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} aktywny alert użycia} few {{count} aktywne alerty użycia} many ' +
    '{{count} aktywnych alertów użycia} other {{count} aktywnego alertu użycia}}',
  'board.reason.slowProvisioning': 'przygotowanie trwa dłużej niż zwykle',
  'board.reason.gameSilent': 'gra nie odpowiada',
  'board.reason.unrecognised': 'stan, którego bot nie zna',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Dysk}} powyżej {threshold} %',
  'board.since': 'od {when}',
  'board.seenSince': 'widoczne od {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'dysk {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} dysku',
  'board.freshness.every': 'odświeżana mniej więcej co {duration}',
  'board.freshness.notRead': '🕒 Jeszcze nie wczytano; {every}',
  'board.freshness.updated': '🕒 Zaktualizowano {when}; {every}',
  'board.stale.unread':
    '⚠️ **Nieaktualne od {since}**: API hostingu nie odpowiada; do czasu odpowiedzi nie są pokazywane ' +
    'żadne stany.',
  'board.stale.read':
    '⚠️ **Nieaktualne od {since}**: API hostingu nie odpowiada; stany poniżej pochodzą z {readAt}.',
  'board.notListed':
    '… i {count, plural, one {# serwer więcej nie jest tu wymieniony} few {# serwery więcej nie są tu ' +
    'wymienione} many {# serwerów więcej nie jest tu wymienionych} other {# serwera więcej nie jest tu ' +
    'wymienione}}: {filters} je pokazuje.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Kto co zrobił, z którego serwera Discord i na którym serwerze',
  'command.audit.channel': 'Publikuj każdy wpis audytu na kanale na bieżąco (pomiń kanał, aby przestać)',
  'command.audit.channel.channel': 'Kanał tekstowy lub ogłoszeń dla wpisów audytu',
  'command.audit.recent': 'Pokaż ostatnie wpisy audytu, od najnowszych',
  'command.audit.recent.server': 'Tylko wpisy dotyczące tego serwera',
  'command.audit.recent.member': 'Tylko wpisy tego członka',
  'command.audit.recent.limit': 'Ile wpisów na stronę (domyślnie 10)',
  'command.audit.recent.kind': 'Tylko wpisy tego rodzaju działania',
  'command.audit.recent.kind.server.create': 'Utworzone serwery',
  'command.audit.recent.kind.server.update': 'Zaktualizowane serwery',
  'command.audit.recent.kind.server.delete': 'Usunięte serwery',
  'command.audit.recent.kind.mods.install': 'Zainstalowane lub zaktualizowane mody',
  'command.audit.recent.kind.mods.update-check': 'Znalezione aktualizacje modów',
  'command.audit.recent.kind.access.link': 'Serwery połączone z serwerem Discord',
  'command.audit.recent.kind.access.unlink': 'Serwery odłączone od serwera Discord',
  'command.audit.recent.kind.alerts.subscribe': 'Subskrypcje alertów',
  'command.audit.recent.kind.alerts.unsubscribe': 'Anulowane subskrypcje alertów',
  'command.audit.recent.kind.board.create': 'Utworzone tablice statusu',
  'command.audit.recent.kind.board.remove': 'Usunięte tablice statusu',
  'command.audit.recent.kind.audit.channel': 'Zmiany kanału audytu',
  'command.audit.recent.kind.usage.crossing': 'Przekroczone progi użycia',
  'command.audit.recent.hours': 'Tylko wpisy z tylu ostatnich godzin',
  'audit.channel.stopped':
    'Wpisy audytu nie są już publikowane. Nadal są przechowywane: `/audit recent` je pokazuje.',
  'audit.channel.notPosting': 'Wpisy audytu nie były nigdzie publikowane; nic nie zmieniono.',
  'audit.channel.set':
    '📜 {channel} dostaje teraz każdy wpis audytu na bieżąco. Uruchom `/audit channel` bez kanału, aby ' +
    'przestać.',
  'audit.recent.expired': 'Ta strona wygasła. Uruchom ponownie `/audit recent`.',
  'audit.recent.none': 'Brak wpisów audytu.',
  'audit.recent.noneFor': 'Brak wpisów audytu dla: {filters}.',
  'audit.recent.about': 'Wpisy audytu dla: {filters}',
  'audit.recent.title': 'Dziennik audytu',
  'audit.recent.footer':
    '{count, plural, one {# wpis, od najnowszych} few {# wpisy, od najnowszych} many {# wpisów, od ' +
    'najnowszych} other {# wpisu, od najnowszych}}',
  'audit.recent.newer': 'Nowsze',
  'audit.recent.older': 'Starsze',
  'audit.filter.server': 'serwer {server}',
  'audit.filter.member': 'członek {member}',
  'audit.filter.kind': 'rodzaj „{kind}”',
  'audit.filter.hours': 'ostatnie {hours} h',
  'audit.filter.and': '{first} i {second}',
  'audit.action.server.create':
    '{phase, select, done {utworzył(a) serwer{server}} asked {poprosił(a) o utworzenie serwera{server}} ' +
    'other {próbował(a) utworzyć serwer{server}}}',
  'audit.action.server.update':
    '{phase, select, done {zaktualizował(a){server}} asked {poprosił(a) o aktualizację{server}} other ' +
    '{próbował(a) zaktualizować{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {usunął/usunęła{server}} asked {poprosił(a) o usunięcie{server}} other ' +
    '{próbował(a) usunąć{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {zainstalował(a) moda na{server}} asked {poprosił(a) o instalację moda ' +
    'na{server}} other {próbował(a) zainstalować moda na{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {znalazł(a) aktualizację moda dla{server}} asked {poprosił(a) o sprawdzenie ' +
    'aktualizacji modów na{server}} other {próbował(a) sprawdzić aktualizacje modów na{server}}}',
  'audit.action.access.link':
    '{phase, select, done {połączył(a){server}} asked {poprosił(a) o połączenie{server}} other ' +
    '{próbował(a) połączyć{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {odłączył(a){server}} asked {poprosił(a) o odłączenie{server}} other ' +
    '{próbował(a) odłączyć{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {zapisał(a) kanał na alerty{server}} asked {poprosił(a) o zapisanie kanału na ' +
    'alerty{server}} other {próbował(a) zapisać kanał na alerty{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {wypisał(a) kanał z alertów{server}} asked {poprosił(a) o wypisanie kanału z ' +
    'alertów{server}} other {próbował(a) wypisać kanał z alertów{server}}}',
  'audit.action.board.create':
    '{phase, select, done {utworzył(a) tablicę statusu{server}} asked {poprosił(a) o utworzenie tablicy ' +
    'statusu{server}} other {próbował(a) utworzyć tablicę statusu{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {usunął/usunęła tablicę statusu{server}} asked {poprosił(a) o usunięcie tablicy ' +
    'statusu{server}} other {próbował(a) usunąć tablicę statusu{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {zmienił(a) miejsce publikowania wpisów audytu{server}} asked {poprosił(a) o ' +
    'zmianę miejsca publikowania wpisów audytu{server}} other {próbował(a) zmienić miejsce publikowania ' +
    'wpisów audytu{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {odnotował przekroczenie progu użycia na{server}} asked {poprosił o ' +
    'monitorowanie użycia na{server}} other {próbował monitorować użycie na{server}}}',
  'audit.outcome.asked': '❔ Czeka na potwierdzenie członka.',
  'audit.outcome.done': '✅ Gotowe.',
  'audit.outcome.alerted': '🔔 Powiadomiono obserwujący kanał.',
  'audit.outcome.refused': '⛔ Odrzucono ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Odrzucone przez API hostingu ({code}).',
  'audit.outcome.refusedByBot': '⛔ Odrzucone przez bota ({code}).',
  'audit.outcome.cancelled': '✖️ Anulowane przez członka; nic nie zmieniono.',
  'audit.outcome.expired': '⌛ Wygasło bez odpowiedzi; nic nie zmieniono.',
  'audit.outcome.conflict': '⚠️ Nie zastosowano: ktoś inny w międzyczasie zmienił serwer.',
  'audit.outcome.failedCode': '❌ Niepowodzenie ({code}).',
  'audit.outcome.failed': '❌ Niepowodzenie.',
  'audit.line.bot': '🤖 Bot ({guild})',
  'audit.line.request': '· żądanie {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'nigdzie',
  'audit.value.above': 'powyżej progu',
  'audit.value.under': 'z powrotem poniżej progu',
  'audit.input.name': 'Nazwa',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Plan',
  'audit.input.game': 'Gra',
  'audit.input.disk': 'Dysk',
  'audit.input.external_reference': 'Odniesienie zewnętrzne',
  'audit.input.channel': 'Kanał',
  'audit.input.from': 'Z',
  'audit.input.to': 'Do',
  'audit.input.kind': 'Rodzaj',
  'audit.input.events': 'Zdarzenia',
  'audit.input.ping': 'Wzmianka',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minuty',
  'audit.input.provider': 'Dostawca',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'ID moda',
  'audit.input.installed': 'Zainstalowany',
  'audit.input.newer': 'Nowszy',
  'audit.input.newer_id': 'ID nowszego',
  'audit.input.state': 'Stan',
  'audit.input.threshold': 'Próg',
  'audit.input.guild': 'Serwer Discord',
  'audit.input.file': 'Plik',
  'audit.input.file_id': 'ID pliku',
  'audit.input.type': 'Typ',
  'audit.input.updates': 'Zastępuje',
  'audit.poster.givenUp':
    '⚠️ Nie udało się opublikować wpisów audytu na {channel}: {detail}. Nadal są zapisane (zobacz `/audit ' +
    'recent`).',
  'audit.poster.lost':
    '⚠️ Wpisów audytu nie można już publikować na {channel}: {reason}. Nadal są zapisane (zobacz `/audit ' +
    'recent`); ustaw kanał ponownie za pomocą `/audit channel`.',
  // Language: /language.
} satisfies LocaleCatalogue;
