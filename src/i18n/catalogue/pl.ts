import type { LocaleCatalogue } from './en-US.js';

/** pl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Nie ma czego zmieniać: podaj co najmniej jedno z ram, disk lub external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'dysk {before} → {after}',
  'server.update.changedReference': 'zewnętrzny identyfikator „{before}” → „{after}”',
  'server.update.changedStatus': 'status {before} → {after}',
  'server.update.concurrentChange':
    'Ktoś zmienił ten serwer w trakcie twojej aktualizacji ({changes}), więc twoja zmiana nie została ' +
    'zastosowana. Sprawdź nowe wartości i uruchom polecenie ponownie.',
  'server.update.concurrentUnseenChange':
    'Ktoś zmienił ten serwer w trakcie twojej aktualizacji, więc twoja zmiana nie została zastosowana. ' +
    'Sprawdź jego obecne wartości za pomocą `/server info` i uruchom polecenie ponownie.',
  'server.update.done': '✅ Zaktualizowano {server}',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Dysk: {before} → {after}',
  'server.update.lineReference': 'Zewnętrzny identyfikator: {before} → {after}',
  'server.update.noReference': 'brak',
  'server.update.unchanged': 'Serwer miał już te wartości; nic się nie zmieniło.',
  'command.server': 'Twórz, przeglądaj, skaluj i usuwaj hostowane serwery gier',
  'command.server.list': 'Wyświetl listę serwerów z filtrami i sortowaniem',
  'command.server.list.status': 'Tylko serwery o tym statusie (wybierz jeden lub wpisz inny)',
  'command.server.list.game': 'Tylko serwery tej gry',
  'command.server.list.search': 'Nazwa zawiera ten tekst',
  'command.server.list.sort': 'Sortuj według',
  'command.server.list.sort.createdAt': 'Czas utworzenia',
  'command.server.list.sort.name': 'Nazwa',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Status',
  'command.server.list.order': 'Kolejność sortowania',
  'command.server.list.order.asc': 'Rosnąco',
  'command.server.list.order.desc': 'Malejąco',
  'command.server.info': 'Pokaż serwer: status, plan, limity, dodatki i wersję',
  'command.server.create': 'Utwórz serwer; konfiguracja trwa dalej w tle',
  'command.server.create.name': 'Nazwa serwera',
  'command.server.create.ram': 'RAM w GB, w krokach co 0,5',
  'command.server.create.game': 'ID gry (domyślnie: domyślna wartość API)',
  'command.server.create.game_type': 'Odmiana gry (domyślnie: domyślna wartość API)',
  'command.server.create.game_version': 'Wersja gry (domyślnie: domyślna wartość API)',
  'command.server.create.plan': 'Poziom planu (domyślnie premium)',
  'command.server.create.plan.budget': 'Budżetowy',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Wybierz dodatek mods',
  'command.server.create.external_reference': 'Twój identyfikator, np. numer zamówienia',
  'command.server.update': 'Przeskaluj serwer lub zmień jego zewnętrzny identyfikator',
  'command.server.update.ram': 'Nowy RAM w GB, w krokach co 0,5',
  'command.server.update.disk': 'Nowy dysk w GB',
  'command.server.update.external_reference': 'Nowy zewnętrzny identyfikator',
  'command.server.delete': 'Trwale usuń serwer (prosi o potwierdzenie)',
  'command.server.resources': 'Bieżące CPU, pamięć, dysk, sieć i czas działania, z wykresem użycia',
  'command.server.resources.hours': 'Zakres wykresu użycia w godzinach (1–24, domyślnie 6)',
  'command.server.activity': 'Ostatnia aktywność: utworzenia, zmiany rozmiaru, instalacje i więcej',
  'server.list.expired': 'Ta lista wygasła. Uruchom ponownie `/server list`.',
  'server.list.title': 'Serwery',
  'server.list.empty': 'Brak pasujących serwerów.',
  'server.list.pageOf':
    'Strona {page, number} z {pages, number} · {total, plural, one {# serwer} few {# serwery} many {# ' +
    'serwerów} other {# serwera}}',
  'server.list.page': 'Strona {page, number}',
  'server.list.filterStatus': 'status {status}',
  'server.list.filterGame': 'gra {game}',
  'server.list.filterSearch': 'nazwa zawiera „{search}”',
  'server.list.filterSort': 'sortowanie według: {sort}',
  'server.list.filterAscending': 'rosnąco',
  'server.list.filterDescending': 'malejąco',
  'server.info.connect': '🔌 Połącz {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Status',
  'server.field.plan': 'Plan',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Dysk',
  'server.field.game': 'Gra',
  'server.field.externalReference': 'Zewnętrzny identyfikator',
  'server.field.created': 'Utworzono',
  'server.field.addons': 'Dodatki',
  'server.field.limits': 'Limity',
  'server.field.serverId': 'ID serwera',
  'server.create.title': '{symbol} Rozpoczęto konfigurację: {name}',
  'server.create.description':
    'Serwer jest konfigurowany. Ta wiadomość zaktualizuje się, gdy będzie gotowy lub jeśli konfiguracja ' +
    'się nie powiedzie.',
  'server.create.idPending': 'zostanie wkrótce przydzielone',
  'server.delete.done': '🗑️ Usunięto **{name}** {id} wraz z danymi, kopiami zapasowymi i rekordami DNS.',
  'server.delete.confirm': 'Usuń trwale',
  'server.delete.title': 'Usunąć {name}?',
  'server.delete.prompt':
    'To trwale usunie **{name}** {id}.\n\nWszystkie jego dane, kopie zapasowe i rekordy DNS zostaną ' +
    'usunięte z panelu, SFTP i DNS. **Tego nie da się cofnąć ani przywrócić.**',
  'server.alertButton.info': 'Informacje o serwerze',
  'server.alertButton.resources': 'Zasoby',
  'availability.name': 'Dostępność',
  'availability.notWatched':
    'Jeszcze nie monitorowany: `/alerts subscribe events:status` na tym serwerze rozpoczyna monitorowanie.',
  'availability.percent': '{value, number, ::.0}%',
  'availability.outages':
    '{outages, plural, =0 {bez awarii} one {# awaria, {downtime}} few {# awarie, {downtime}} many {# ' +
    'awarii, {downtime}} other {# awarii, {downtime}}}',
  'availability.watchedFor': 'Dotąd monitorowany przez {watched}: {availability}',
  'availability.day': '24 godz.: {availability}',
  'availability.week': '7 dni: {availability}',
  'availability.sinceWatching': 'Od początku monitorowania, {watched} temu: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Dysk',
  'resources.title': 'Zasoby · {name}',
  'resources.description': 'ID {id} · pomiar {sampled}',
  'resources.noFigures': 'API nie podało żadnych danych o użyciu.',
  'resources.field.state': 'Stan',
  'resources.field.memory': 'Pamięć',
  'resources.field.network': 'Sieć',
  'resources.field.uptime': 'Czas działania',
  'resources.percent': '{value, number, ::.#}%',
  'resources.usedOf': '{used} z {limit}',
  'resources.noChartYet':
    'Nie ma jeszcze wykresu użycia: bot mierzy użycie tylko monitorowanych serwerów. Zacznij od `/alerts ' +
    'usage` na tym serwerze (lub dodaj go do `/board`); od tej chwili wykres będzie się wypełniał.',
  'resources.noFiguresInSpan':
    'Brak danych o użyciu z ostatnich {hours, number} godz.: pomiary zaczęły się {first}, ostatni odczyt ' +
    '{last}.',
  'resources.usageOver':
    'Użycie z ostatnich {hours, number} godz. (mierzone od {first}, ostatni odczyt {last}).',
  'resources.playersLine':
    'Gracze online z ostatnich {hours, number} godz., według odpowiedzi gry na sprawdzenia bota, na prawej ' +
    'osi.',
  'chart.title': '{title} · ostatnie {hours, number} godz.',
  'chart.now': 'teraz',
  'chart.hoursTick': '{hours, number, ::.##} godz.',
  'chart.hoursAxis': 'godziny przed chwilą obecną ({time} UTC)',
  'chart.usageAxis': 'użycie (%)',
  'chart.percentTick': '{value, number}%',
  'chart.series': '{metric} %',
  'chart.players': 'Gracze',
  'chart.playersAxis': 'gracze online',
  'fields.yes': 'tak',
  'fields.no': 'nie',
  'fields.percent': '{value, number, ::.## group-off}%',
  'game.answering': '🟢 Odpowiada ({latency, number} ms)',
  'game.checkedAgo': 'sprawdzono {when}',
  'game.notAnsweringSince': '🔴 Nie odpowiada od {since}',
  'game.notAnswering': '🔴 Nie odpowiada (sprawdzono {when})',
  'game.noAnswerInTime': '⏳ Gra nie odpowiedziała na czas; spróbuj ponownie za chwilę.',
  'game.notQueried.noAddress': 'Nie zapytano: serwer nie ma adresu połączenia.',
  'game.notQueried.unknownGame': 'Nie zapytano: bot nie potrafi odpytywać tej gry.',
  'game.notQueried.disabled': 'Odpytywanie gier jest wyłączone w tym bocie.',
  'game.notQueried.hostNotAllowed': 'Nie zapytano: bot nie może odpytywać tego adresu.',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Szczyt w ostatnich 24 godz.: {peak, number}',
  'game.moreNames': '{names} i {more, plural, one {# inny} few {# innych} many {# innych} other {# innych}}',
  'game.field.server': 'Serwer gry',
  'game.field.players': 'Gracze',
  'game.field.version': 'Wersja gry',
  'game.field.motd': 'Wiadomość dnia',
  'game.silentTitle': '🔇 {server}: gra nie odpowiada',
  'game.silentText': '{server} działa według panelu, ale gra nie odpowiada od {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · kolejny wpis pojawi się, gdy znów odpowie',
  'game.answeringTitle': '🔊 {server}: gra znów odpowiada po {downtime}',
  'game.answeringText': 'Gra na {server} znów odpowiada: milczała przez {downtime} (od {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'gra nie odpowiada',
  'game.fleetPlayers':
    '👥 {online, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}} online na {servers, ' +
    'plural, one {# odpowiadającym serwerze} few {# odpowiadających serwerach} many {# odpowiadających ' +
    'serwerach} other {# odpowiadającego serwera}}',
  'activity.title': 'Aktywność · {name}',
  'activity.empty': 'Nie zarejestrowano jeszcze żadnej aktywności.',
  'activity.latest':
    '{total, plural, one {Najnowsze {shown, number} z # wpisu} few {Najnowsze {shown, number} z # wpisów} ' +
    'many {Najnowsze {shown, number} z # wpisów} other {Najnowsze {shown, number} z # wpisu}}',
  'activity.count': '{count, plural, one {# wpis} few {# wpisy} many {# wpisów} other {# wpisu}}',
  'activity.timeUnknown': 'czas nieznany',
  'activity.by': '{what} – {actor}',
  'activity.action.created': 'Utworzono serwer',
  'activity.action.provisioned': 'Zakończono konfigurację',
  'activity.action.installFailed': 'Instalacja nie powiodła się',
  'activity.action.deleted': 'Usunięto serwer',
  'activity.action.resized': 'Zmieniono rozmiar serwera',
  'activity.action.updated': 'Zaktualizowano serwer',
  'activity.action.suspended': 'Zawieszono serwer',
  'activity.action.unsuspended': 'Odwieszono serwer',
  'activity.action.statusChanged': 'Zmieniono status',
  'activity.action.noteAdded': 'Dodano notatkę',
  'activity.action.modInstalled': 'Zainstalowano moda',
  'activity.action.pluginInstalled': 'Zainstalowano wtyczkę',
  'activity.action.unknown': 'Aktywność',
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
