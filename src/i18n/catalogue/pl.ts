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
  'alerts.pingNotEveryone':
    'Wybierz rolę do oznaczenia, nie @everyone: alerty nigdy nie oznaczają wszystkich.',
  'alerts.roleNotMentionable':
    'Bot nie może oznaczyć {role}: rola nie pozwala na wzmianki, a bot nie ma uprawnienia „Wzmianka ' +
    'o @everyone, @here i wszystkich rolach” na {channel}. Zezwól na wzmianki o tej roli ' +
    '(Ustawienia serwera, Role) albo nadaj botowi to uprawnienie, a potem uruchom polecenie ' +
    'ponownie.',
  'alerts.usage.noThreshold':
    'Podaj co najmniej jeden próg do obserwowania (`cpu`, `ram` lub `disk`, w procentach).',
  'alerts.activity.title': 'Aktywność · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · starszych wpisów z tej serii było za dużo, by je odczytać; zobacz /server activity',
  'alerts.provisioned.failedText':
    'Serwer zgłasza {status}. Usuń go i utwórz ponownie; jeśli nadal się nie uda, skontaktuj się z ' +
    'pomocą techniczną.',
  'alerts.provisioned.text': '{serverId} jest skonfigurowany i zgłasza {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Przygotowanie nie powiodło się: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} jest gotowy',
  'alerts.provisioned.title': '{symbol} {name} został przygotowany',
  'alerts.field.serverId': 'ID serwera',
  'alerts.field.status': 'Status',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Gra',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} został usunięty w trakcie przygotowania; alerty o nim zostały wyłączone.',
  'alerts.deleted.text': '🗑️ {server} już nie istnieje (usunięty); alerty o nim zostały wyłączone.',
  'alerts.button.serverInfo': 'Informacje o serwerze',
  'alerts.button.resources': 'Zasoby',
  'alerts.status.fromActivityLog': 'Z dziennika aktywności',
  'alerts.status.downTitle': '{symbol} {server} nie działa',
  'alerts.status.downText': '{server} zgłasza {status} od {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · gdy znów zacznie działać, pojawi się kolejny wpis',
  'alerts.status.backTitle': '{symbol} {server} znów działa po {downtime}',
  'alerts.status.backText':
    '{server} znów zgłasza {status}: wrócił po {downtime} (nie działał od {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Dostępna aktualizacja · {mod} na {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) ma nowsze wydanie na {server}.',
  'alerts.modUpdate.newerFor': '**{mod}** ({provider}) ma nowsze wydanie dla {fitsFor} na {server}.',
  'alerts.modUpdate.installed': 'Zainstalowano: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nowe: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nowe: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '„Aktualizuj” najpierw prosi o potwierdzenie; `/mods installed` pokazuje wszystkie mody ' +
    'zainstalowane przez bota.',
  'alerts.modUpdate.withoutButton':
    'Zaktualizuj go przez `/mods install` z nowym plikiem (najpierw pojawi się prośba o potwierdzenie).',
  'alerts.modUpdate.button': 'Aktualizuj',
  'alerts.usage.firedTitle': '🔥 {metric} powyżej {threshold, number}% · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} wróciło do normy · {server}',
  'alerts.usage.firedText':
    '{server} ma {metric} powyżej {threshold, number}% od {minutes, plural, one {# minuty} few {# ' +
    'minut} many {# minut} other {# minuty}}: teraz {value, number}%.',
  'alerts.usage.recoveredText':
    '{server} znów jest poniżej {threshold, number}% {metric}: teraz {value, number}%.',
  'alerts.usage.readAt': 'Odczyt wartości: {sampled}.',
  'alerts.usage.readJustNow': 'Wartości odczytane przed chwilą.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage wyłącza te alerty',
  'alerts.ops.givenUp': '⚠️ Nie udało się opublikować alertu o {server} na {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Nie udało się opublikować alertu o {server} na {channel} na serwerze **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Został porzucony, żeby kolejne alerty o serwerze nadal wychodziły. Dopóki publikacja tam się ' +
    'nie powiedzie, kolejne porzucone alerty na tym kanale są tylko zapisywane w logach.',
  'alerts.ops.notDeliveredWithin': 'nie został dostarczony w ciągu {age}',
  'alerts.ops.notDeliveredWithinLastAnswer':
    'nie został dostarczony w ciągu {age} (ostatnia odpowiedź: {failure})',
  'alerts.ops.discordRefused': 'Discord go odrzucił ({failure})',
  'alerts.ops.paused': '⏸️ Alerty wstrzymane: bot nie może już publikować na {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Alerty wstrzymane: bot nie może już publikować na {channel} na serwerze **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Jego subskrypcja została wstrzymana i nie będzie ponawiana} few {Jego # ' +
    'subskrypcje zostały wstrzymane i nie będą ponawiane} many {Jego # subskrypcji zostało ' +
    'wstrzymanych i nie będzie ponawianych} other {Jego # subskrypcji zostało wstrzymanych i nie ' +
    'będzie ponawianych}}.',
  'alerts.ops.pausedResume':
    'Nadaj tam botowi uprawnienia Wyświetlanie kanału, Wysyłanie wiadomości i Osadzanie linków ' +
    '(albo wybierz inny kanał), a potem ponownie uruchom `/alerts subscribe` (lub `/alerts usage` ' +
    'dla alertów użycia), aby wznowić.',
  'alerts.ops.setAside': '🗃️ Zapisanego rekordu nie dało się odczytać ({reason}) i został odłożony: {key}.',
  'alerts.ops.setAsideEffect': 'Bot działa dalej bez niego; wszystko inne działa normalnie.',
  'alerts.ops.setAsideKept':
    'Jego pierwotna wartość jest przechowywana pod {setAsideKey} do sprawdzenia lub przywrócenia ' +
    '(docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Tablica statusu na {board} została usunięta, więc opublikowano ją ponownie. Jeśli znów ' +
    'zostanie usunięta, zostanie wstrzymana; `/board remove` na tym kanale wyłącza ją na stałe.',
  'alerts.ops.boardPaused':
    '⏸️ Tablica statusu na {board} jest wstrzymana: {reason}. Napraw to i ponownie uruchom tam ' +
    '`/board create`, aby ją wznowić, albo `/board remove`, aby ją usunąć.',
  'alerts.everyServer': 'wszystkie serwery',
  'alerts.everyServerIncludingLater': 'wszystkie serwery, także te utworzone później',
  'alerts.everyLinkedServerIncludingLater':
    'wszystkie serwery połączone z tym serwerem Discord, także te połączone później',
  'alerts.list.paused': '⏸️ wstrzymana: {reason}; uruchom ponownie `{command}`, aby wznowić',
  'alerts.list.unlinked': 'nie jest już połączony z tym serwerem Discord, więc nic nie dostaje',
  'alerts.list.since': 'od {since}',
  'alerts.list.usage': 'użycie: {thresholds}',
  'alerts.list.title': 'Subskrypcje alertów',
  'alerts.list.none':
    'Ten serwer Discord nie ma jeszcze subskrypcji alertów. Użyj `/alerts subscribe` lub `/alerts usage`.',
  'alerts.list.footer':
    'Strona {page, number} z {pages, number} · {subscriptions, plural, one {# subskrypcja} few {# ' +
    'subskrypcje} many {# subskrypcji} other {# subskrypcji}} · {watches, plural, one {# obserwacja ' +
    'użycia} few {# obserwacje użycia} many {# obserwacji użycia} other {# obserwacji użycia}}',
  'alerts.list.paceClamped':
    '⚠️ Użycie jest odczytywane mniej więcej co {every} dla każdego obserwowanego serwera, z powodu ' +
    'limitu zapytań API: za rzadko dla okna {minutes, plural, one {# minuty} few {# minut} many {# ' +
    'minut} other {# minuty}}, więc alerty użycia mogą przychodzić nawet {every} później.',
  'alerts.list.pace':
    'Użycie jest odczytywane mniej więcej co {every} dla każdego obserwowanego serwera (z powodu ' +
    'limitu zapytań API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} nie dostaje już alertów typu {kind} dla: {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} nie dostaje już alertów (zdarzeń i użycia) dla: {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} nie dostaje już alertów dla: {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} nie dostaje już alertów użycia dla: {what}.',
  'alerts.unsubscribe.none':
    '{channel} nie ma subskrypcji dla: {what}; nic nie zmieniono. `/alerts list` pokazuje ' +
    'subskrypcje tego serwera Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} nie ma subskrypcji typu {kind} dla: {what}; nic nie zmieniono. `/alerts list` ' +
    'pokazuje subskrypcje tego serwera Discord.',
  'alerts.kindLabel.provisioning': 'wyniki przygotowania',
  'alerts.kindLabel.status': 'zmiany statusu (awaria i powrót z czasem przestoju)',
  'alerts.kindLabel.activity': 'nowa aktywność',
  'alerts.kindLabel.mods': 'aktualizacje modów',
  'alerts.route.allEvents': 'wszystkie zdarzenia',
  'alerts.route.pings': '{kind} (oznacza {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (oznacza {role}, także przy powrocie)',
  'alerts.subscribe.unchanged': '{channel} już dostaje alerty dla: {what}: {routes}; nic nie zmieniono.',
  'alerts.subscribe.done': '🔔 {channel} od teraz dostaje alerty dla: {what}: {kinds}.',
  'alerts.subscribe.resumed': '🔔 Wznowiono: {channel} od teraz dostaje alerty dla: {what}: {kinds}.',
  'alerts.subscribe.mentions': 'Oznaczają {role} (wpisy o powrocie nie).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Oznaczają {role}, także we wpisach o powrocie.',
  'alerts.subscribe.inAll': 'Łącznie dostaje: {routes}.',
  'alerts.subscribe.howToStop': 'Użyj `/alerts unsubscribe`, aby je wyłączyć.',
  'alerts.usage.threshold': '{metric} powyżej {threshold, number}%',
  'alerts.usage.thresholdsFor': '{thresholds} przez {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} od teraz dostaje alerty użycia dla: {what}: {thresholds}, raz gdy próg zostanie ' +
    'przekroczony i raz gdy wartość znów spadnie poniżej.',
  'alerts.usage.paceClamped':
    '⚠️ Budżet API pozwala botowi odczytywać użycie każdego obserwowanego serwera tylko mniej ' +
    'więcej co {every}, za rzadko dla okna {minutes, plural, one {# minuty} few {# minut} many {# ' +
    'minut} other {# minuty}}: alerty mogą przychodzić nawet {every} później.',
  'alerts.usage.pace': 'Użycie każdego obserwowanego serwera jest odczytywane mniej więcej co {every}.',
  'alerts.usage.howToStop': 'Użyj `/alerts unsubscribe kind:usage`, aby je wyłączyć.',
  'command.alerts': 'Publikuj na kanale alerty o przygotowaniu, statusie, aktywności i użyciu',
  'command.alerts.subscribe': 'Publikuj od teraz na kanale alerty dla serwera (lub wszystkich serwerów)',
  'command.alerts.subscribe.channel': 'Kanał tekstowy lub ogłoszeń na alerty',
  'command.alerts.subscribe.server': 'Tylko ten serwer (pomiń, aby objąć wszystkie, które widzisz)',
  'command.alerts.subscribe.events': 'Które alerty (domyślnie wszystkie)',
  'command.alerts.subscribe.events.all': 'Wszystkie zdarzenia',
  'option.events.provisioning': 'Wyniki przygotowania',
  'option.events.status': 'Zmiany statusu (awaria i powrót)',
  'option.events.activity': 'Nowa aktywność',
  'option.events.mods': 'Aktualizacje modów',
  'command.alerts.subscribe.ping': 'Rola oznaczana w tych alertach',
  'command.alerts.subscribe.ping_recovery':
    'Oznaczaj rolę także przy powrocie („znów działa po 12 min”) (domyślnie nie)',
  'command.alerts.usage': 'Alert na kanale, gdy serwer długo przekracza próg CPU, RAM lub dysku',
  'command.alerts.usage.channel': 'Kanał tekstowy lub ogłoszeń na alerty',
  'command.alerts.usage.server': 'Tylko ten serwer (pomiń, aby objąć wszystkie, które widzisz)',
  'command.alerts.usage.cpu': 'Alert, gdy CPU utrzymuje się powyżej tego procentu (1-100)',
  'command.alerts.usage.ram': 'Alert, gdy RAM utrzymuje się powyżej tego procentu (1-100)',
  'command.alerts.usage.disk': 'Alert, gdy dysk utrzymuje się powyżej tego procentu (1-100)',
  'command.alerts.usage.minutes': 'Jak długo wartość musi być powyżej progu przed alertem (domyślnie 5)',
  'command.alerts.unsubscribe': 'Przestań publikować alerty na kanale',
  'command.alerts.unsubscribe.channel': 'Kanał tekstowy lub ogłoszeń na alerty',
  'command.alerts.unsubscribe.server': 'Serwer subskrypcji (pomiń dla subskrypcji wszystkich serwerów)',
  'command.alerts.unsubscribe.kind': 'Które alerty wyłączyć (domyślnie wszystkie)',
  'command.alerts.unsubscribe.kind.events': 'Alerty o zdarzeniach (przygotowanie, status, aktywność, mody)',
  'command.alerts.unsubscribe.kind.usage': 'Alerty użycia (progi)',
  'command.alerts.unsubscribe.kind.all': 'Wszystkie alerty',
  'command.alerts.unsubscribe.events': 'Wyłącz tylko ten typ alertu; kanał zachowa pozostałe',
  'command.alerts.list': 'Pokaż subskrypcje alertów i obserwacje użycia tego serwera Discord',
  'alerts.reason.channelDeleted': 'kanał został usunięty',
  'alerts.reason.lostAccess': 'bot stracił dostęp do kanału',
  'alerts.reason.lacksPermission': 'bot nie ma uprawnień do publikowania tam',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
