import type { CatalogueOf } from './en-US.js';

/** pl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Identyfikator żądania: `{requestId}`',
  'error.serverNotFound':
    'Ten serwer nie istnieje lub nie jest tu dostępny. Wybierz jedną z podpowiedzi albo sprawdź ' +
    'identyfikator.',
  'error.api.VALIDATION_ERROR':
    'API hostingu odrzuciło żądanie jako nieprawidłowe. Sprawdź wartości i spróbuj ponownie.',
  'error.api.LIMIT_EXCEEDED':
    'Osiągnięto limit na tym koncie. Usuń coś nieużywanego albo poproś dostawcę hostingu o podniesienie ' +
    'limitu.',
  'error.api.NO_CHANGE': 'Nic się nie zmieniło: serwer ma już ten rozmiar. Wybierz inną wartość.',
  'error.api.INVALID_RAM':
    'RAM musi być dodatnią ilością w krokach po 0,5 GB (na przykład 2; 2,5 lub 3). Popraw wartość i ' +
    'spróbuj ponownie.',
  'error.api.BELOW_MIN_RAM':
    'Tyle RAM to mniej niż minimum planu tego serwera (podaje je opis planu w panelu hostingu). Wybierz ' +
    'więcej RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Tyle RAM to więcej niż maksimum planu tego serwera (podaje je opis planu w panelu ' +
    'hostingu). Wybierz mniej RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'To przekroczyłoby łączny przydział RAM konta hostingowego. Najpierw zmniejsz lub usuń inny serwer ' +
    'albo zwiększ przydział.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Serwer zajmuje więcej miejsca na dysku, niż pozwala mniejszy rozmiar, więc nie można go zmniejszyć. ' +
    'Najpierw zwolnij na nim miejsce.',
  'error.api.AUTH_REQUIRED':
    'API hostingu odrzuciło klucz API bota. Administrator musi sprawdzić HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'Klucz API bota nie ma uprawnień do tej operacji. Poproś dostawcę hostingu o nadanie botowi tego ' +
    'uprawnienia.',
  'error.api.ADDON_REQUIRED':
    'Mody i pluginy wymagają na tym serwerze dodatku modów lub planu Premium. Poproś dostawcę hostingu o ' +
    'włączenie dodatku modów albo przeniesienie serwera na Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Ta funkcja nie jest dostępna w planie serwera. Poproś dostawcę hostingu o przeniesienie serwera na ' +
    'wyższy plan, który ją odblokowuje.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Autor moda zabrania pobierania przez osoby trzecie, więc nie można go zainstalować automatycznie. ' +
    'Pobierz go ze strony moda i wgraj ręcznie na serwer.',
  'error.api.USER_NOT_FOUND':
    'Nie znaleziono tego użytkownika na serwerze. Sprawdź nazwę i spróbuj ponownie.',
  'error.api.NOT_FOUND':
    'Nie znaleziono moda ani pliku u dostawcy; mógł zostać usunięty. Wyszukaj ponownie i wybierz plik z ' +
    'listy.',
  'error.api.CONFLICT':
    'Ktoś inny zmienił ten serwer w tej samej chwili, więc nic nie zostało zastosowane. Sprawdź jego ' +
    'obecny stan i spróbuj ponownie.',
  'error.api.SERVER_SUSPENDED':
    'Serwer jest zawieszony, więc zmiany są zablokowane. Skontaktuj się z dostawcą hostingu, aby zdjął ' +
    'zawieszenie.',
  'error.api.SERVER_INSTALLING': 'Serwer jest jeszcze konfigurowany. Spróbuj ponownie, gdy będzie gotowy.',
  'error.api.ALREADY_EXISTS': 'To już istnieje, więc nic nowego nie zostało utworzone.',
  'error.api.LIMIT_REACHED':
    'Osiągnięto limit panelu hostingu. Usuń coś nieużywanego albo poproś dostawcę hostingu o jego ' +
    'podniesienie.',
  'error.api.CONFIG_ERROR':
    'Platformie hostingowej brakuje konfiguracji dla tej operacji. Skontaktuj się z dostawcą hostingu i ' +
    'podaj identyfikator żądania.',
  'error.api.INTERNAL_ERROR':
    'W API hostingu wystąpił błąd wewnętrzny. Spróbuj ponownie za chwilę; jeśli błąd się powtarza, ' +
    'skontaktuj się z dostawcą hostingu i podaj identyfikator żądania.',
  'error.api.UPLOAD_FAILED':
    'Mod został pobrany, ale nie udało się go wgrać na serwer. Spróbuj ponownie; jeśli błąd się powtarza, ' +
    'sprawdź, czy serwer działa i ma wolne miejsce na dysku.',
  'error.api.SERVICE_UNAVAILABLE':
    'Platforma hostingowa nie ma teraz wolnych zasobów (brak węzłów lub portów) albo jej panel jest ' +
    'nieosiągalny. Spróbuj ponownie później.',
  'error.ops.SERVER_SUSPENDED':
    'Serwer jest zawieszony, więc zmiany są zablokowane. Zdejmij zawieszenie w panelu hostingu (zwykle po ' +
    'uregulowaniu powiązanych płatności), a potem spróbuj ponownie.',
  'error.ops.ADDON_REQUIRED':
    'Mody i pluginy wymagają na tym serwerze dodatku modów lub planu Premium. Włącz dla niego dodatek ' +
    'modów w panelu hostingu albo przenieś go na Premium, a potem spróbuj ponownie.',
  'error.ops.LIMIT_EXCEEDED':
    'Osiągnięto limit na twoim koncie hostingowym. Usuń coś nieużywanego albo zleć podniesienie limitu ' +
    'platformie hostingowej.',
  'error.ops.LIMIT_REACHED':
    'Osiągnięto limit panelu hostingu. Usuń coś nieużywanego albo podnieś limit w panelu hostingu.',
  'error.ops.FORBIDDEN':
    'Klucz API bota nie ma uprawnień do tej operacji. Nadaj kluczowi to uprawnienie w ustawieniach API ' +
    'panelu hostingu albo użyj klucza, który je ma.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Ta funkcja nie jest dostępna w planie serwera. Przenieś serwer na wyższy plan w panelu hostingu, aby ' +
    'ją odblokować.',
  'error.ops.CONFIG_ERROR':
    'Platformie hostingowej brakuje konfiguracji dla tej operacji. Skontaktuj się z pomocą techniczną ' +
    'platformy hostingowej i podaj identyfikator żądania.',
  'error.ops.INTERNAL_ERROR':
    'W API hostingu wystąpił błąd wewnętrzny. Spróbuj ponownie za chwilę; jeśli błąd się powtarza, ' +
    'skontaktuj się z pomocą techniczną platformy hostingowej i podaj identyfikator żądania.',
  'error.ramBelowPlan':
    'Ta ilość RAM jest poniżej minimum planu cenowego, które wynosi {bound}. Wybierz {bound} lub więcej.',
  'error.ramAbovePlan':
    'Ta ilość RAM przekracza maksimum planu cenowego, które wynosi {bound}. Wybierz {bound} lub mniej.',
  'error.client.RATE_LIMITED':
    'API hostingu ogranicza teraz liczbę żądań bota. Poczekaj minutę i spróbuj ponownie.',
  'error.client.NETWORK_ERROR': 'Bot nie mógł połączyć się z API hostingu. Spróbuj ponownie za chwilę.',
  'error.client.TIMEOUT':
    'API hostingu nie odpowiedziało na czas. Operacja mogła się mimo to wykonać: sprawdź, zanim ją ' +
    'powtórzysz.',
  'error.client.ABORTED': 'Żądanie zostało anulowane przed zakończeniem. Spróbuj ponownie.',
  'error.client.INVALID_RESPONSE':
    'API hostingu wysłało odpowiedź, której bot nie rozumie. Spróbuj ponownie; jeśli problem się powtarza, ' +
    'zgłoś identyfikator żądania.',
  'error.client.RESPONSE_TOO_LARGE':
    'API hostingu wysłało odpowiedź zbyt dużą, by ją odczytać, więc bot ją odrzucił. Spróbuj ponownie z ' +
    'węższym wyszukiwaniem; jeśli problem się powtarza, zgłoś identyfikator żądania.',
  'error.tenantBusy': 'Za dużo żądań z tego serwera w tej chwili. Spróbuj ponownie za {seconds, number} s.',
  'error.store.read':
    'Bot nie mógł odczytać swojej bazy danych, więc nie może teraz tego zrobić. Nic nie zostało zmienione; ' +
    'spróbuj ponownie za minutę.',
  'error.store.write':
    'Ta zmiana nie została zapisana: baza danych bota nie odpowiada. Nic nie zostało zmienione; spróbuj ' +
    'ponownie za minutę.',
  'error.api.failed': 'API hostingu zawiodło (HTTP {status}). Spróbuj ponownie za chwilę.',
  'error.api.refused': 'API hostingu odrzuciło żądanie ({code}). Sprawdź wartości i spróbuj ponownie.',
  'error.internal': 'Coś poszło nie tak w bocie. Zespół został powiadomiony przez logi; spróbuj ponownie.',
  'validation.text': '{field} musi być tekstem.',
  'validation.required': '{field} jest wymagane.',
  'validation.tooLong': '{field} może mieć najwyżej {max, number} znaków.',
  'validation.wholeNumberAtLeast': '{field} musi być liczbą całkowitą nie mniejszą niż {min, number}.',
  'validation.wholeNumberBetween': '{field} musi być liczbą całkowitą od {min, number} do {max, number}.',
  'validation.oneOf': '{field} musi mieć jedną z wartości: {values}.',
  'validation.ramNumber': 'RAM musi być liczbą GB.',
  'validation.ramSteps': 'RAM musi być dodatnią wielokrotnością 0,5 GB (na przykład 2; 2,5 lub 3).',
  'validation.serverId': 'To nie jest prawidłowy identyfikator serwera.',
  'validation.providerId': '{field} musi być niepustym identyfikatorem.',
  'validation.boolean': '{field} musi mieć wartość true lub false.',
  'validation.addons': 'Dodatki muszą być listą dodatków, każdy wybrany lub nie.',
  'validation.disk': 'Dysk musi być dodatnią liczbą GB.',
  'validation.emptyUpdate': 'Podaj do aktualizacji co najmniej RAM, dysk lub zewnętrzny identyfikator.',
  'validation.object': '{field} musi być obiektem.',
  'validation.invalid': 'Bot odrzucił własne żądanie jako nieprawidłowe, zanim je wysłał. Spróbuj ponownie.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number} d {hours, number} godz.',
  'unit.days': '{days, number} d',
  'unit.hoursMinutes': '{hours, number} godz. {minutes, number} min',
  'unit.hours': '{hours, number} godz.',
  'unit.minutes': '{minutes, number} min',
  'unit.seconds': '{seconds, number} s',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'To polecenie nie jest już tu dostępne. Discord może jeszcze pokazywać starą listę: ' +
    'spróbuj ponownie za minutę.',
  'interaction.staleComponent':
    'Te przyciski pochodzą ze starszej wersji bota i już nie działają. Użyj polecenia ponownie.',
  'interaction.guildsOnly': 'Ten bot działa tylko na serwerach.',
  'confirmation.retiredKind':
    'To potwierdzenie dotyczy operacji, której bot już nie oferuje; nic nie zostało zmienione.',
  'permission.viewChannel': 'Wyświetlanie kanału',
  'permission.sendMessages': 'Wysyłanie wiadomości',
  'permission.embedLinks': 'Osadzanie linków',
  'permission.cannotPost':
    'Bot nie może publikować na kanale {channel}: potrzebuje tam uprawnień {permissions}. Nadaj je w ' +
    'uprawnieniach kanału (albo wybierz inny kanał) i użyj polecenia ponownie.',
  'quota.subscriptions':
    'Ten serwer osiągnął limit subskrypcji alertów ({limit}). Najpierw usuń jedną przez `/alerts ' +
    'unsubscribe` albo poproś operatorów bota o podniesienie limitu.',
  'quota.boards':
    'Ten serwer osiągnął limit tablic statusu ({limit}). Najpierw usuń jedną przez `/board remove` albo ' +
    'poproś operatorów bota o podniesienie limitu.',
  'quota.usageWatches':
    'Ten serwer osiągnął limit obserwacji użycia ({limit}). Najpierw usuń jedną przez `/alerts unsubscribe ' +
    'kind:usage` albo poproś operatorów bota o podniesienie limitu.',
  'interaction.rateLimitWait':
    '⏳ API hostingu ogranicza teraz żądania bota. Odpowiedź przyjdzie, gdy tylko API znów zacznie ' +
    'przyjmować żądania, {when}.',
  'confirmation.ask': '{member}, potwierdź: ta prośba wygasa {expiresIn}.',
  'confirmation.onlyAsker': 'Potwierdzić może tylko członek, który o to poprosił.',
  'confirmation.confirm': 'Potwierdź',
  'confirmation.cancel': 'Anuluj',
  'confirmation.working': '⏳ Przetwarzanie…',
  'confirmation.cancelled': '✖️ Anulowano; nic nie zostało zmienione.',
  'confirmation.promptExpired': '⌛ To potwierdzenie wygasło; nic nie zostało zmienione.',
  'confirmation.expired':
    '⌛ To potwierdzenie wygasło lub nie jest już znane; nic nie zostało zmienione. Użyj polecenia ponownie.',
  'confirmation.foreign': 'Tylko członek, który o to poprosił, może to potwierdzić lub anulować.',
  'confirmation.used': 'To potwierdzenie zostało już użyte.',
  'page.previous': 'Poprzednia',
  'page.next': 'Następna',
  'limits.andMore': '…i {count, plural, one {# więcej} few {# więcej} many {# więcej} other {# więcej}}',
  'limits.notShown':
    '{count, plural, one {# niepokazany} few {# niepokazane} many {# niepokazanych} other {# niepokazanego}}',
  'option.server': 'Serwer (wybierz podpowiedź lub wklej jego identyfikator)',
  'option.guild_id':
    'Serwer Discord społeczności (wybierz taki, na którym jest bot, lub wklej jego identyfikator)',
  'command.access': 'Zdecyduj, które serwery Discord widzą które serwery i kto co może robić z botem',
  'command.access.link': 'Pozwól serwerowi Discord społeczności widzieć serwer i nim zarządzać',
  'command.access.unlink': 'Zabierz serwerowi Discord społeczności wgląd w serwer',
  'command.access.list': 'Pokaż, które serwery Discord widzą które serwery',
  'command.access.list.guild_id':
    'Tylko ten serwer Discord społeczności (wybierz jeden lub wklej jego identyfikator)',
  'access.linked': '🔗 Połączono {server} z {guild}.',
  'access.alreadyLinked': '**{name}** był już połączony z {guild}.',
  'access.membersSeeIt': 'Członkowie widzą teraz ten serwer w swoich poleceniach, w miarę swojego poziomu.',
  'access.botNotInGuild':
    'Bota nie ma jeszcze na tym serwerze Discord: zaproś go tam, a polecenia pojawią się, gdy dołączy.',
  'access.unlinked':
    '✂️ Odłączono {server} od {guild}; ten serwer Discord nie może go już widzieć ani nim zarządzać.',
  'access.notLinked': '{server} nie był połączony z {guild}; nic się nie zmieniło.',
  'access.guildHasNoLinks': '{guild} nie ma połączonych serwerów.',
  'access.noLinks':
    'Żaden serwer Discord społeczności nie jest jeszcze połączony z serwerem. Użyj `/access link`.',
  'access.title': 'Dostęp serwerów Discord',
  'access.guildNotJoined': 'Serwer Discord {guildId} (bota na nim nie ma)',
  'access.moreGuilds':
    '{count, plural, one {Połączony jest jeszcze # serwer Discord} few {Połączone są jeszcze # serwery ' +
    'Discord} many {Połączonych jest jeszcze # serwerów Discord} other {Połączonych jest jeszcze # serwera ' +
    'Discord}}: wybierz jeden przez guild_id, aby zobaczyć jego serwery.',
  'permission.lost.unknownChannel': 'kanał został usunięty',
  'permission.lost.missingAccess': 'bot stracił dostęp do kanału',
  'permission.lost.missingPermissions': 'bot nie ma uprawnień do publikowania tam',
  'permission.lacking': 'bot nie ma tam uprawnień: {permissions}',
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
  'command.server.create': 'Utwórz serwer; przygotowanie trwa dalej w tle',
  'command.server.create.name': 'Nazwa serwera',
  'command.server.create.ram': 'RAM w GB, w krokach co 0,5',
  'command.server.create.game': 'ID gry (domyślnie: domyślna wartość API)',
  'command.server.create.game_type': 'Odmiana gry (domyślnie: domyślna wartość API)',
  'command.server.create.game_version': 'Wersja gry (domyślnie: domyślna wartość API)',
  'command.server.create.plan': 'Poziom planu (domyślnie premium)',
  'command.server.create.plan.budget': 'Budżetowy',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Wybierz dodatek modów',
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
  'server.info.lastRead': '🕓 Odczytano z panelu hostingu {when} · trwa ponowny odczyt…',
  'server.info.lastReadOnly': '🕓 Odczytano z panelu hostingu {when}',
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
  'server.create.title': '{symbol} Rozpoczęto przygotowanie: {name}',
  'server.create.description':
    'Serwer jest przygotowywany. Ta wiadomość zaktualizuje się, gdy będzie gotowy lub jeśli przygotowanie ' +
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
  'server.alertButton.acknowledge': 'Przejmij',
  'alerts.ack.field': 'Przejęty',
  'alerts.ack.by': 'Ten alert został przejęty przez {member} {ago}.',
  'alerts.ack.taken': 'Ten alert został już przejęty przez {member} {ago}.',
  'alerts.ack.after': 'Został przejęty przez {member} po {duration} od początku.',
  'alerts.ack.afterSome':
    'Incydent na ' +
    '{count, plural, one {# z tych serwerów} ' +
    'few {# z tych serwerów} ' +
    'many {# z tych serwerów} ' +
    'other {# z tych serwerów}}' +
    ' został przejęty przez {member} po {duration} od początku.',
  'server.alertButton.showAll': 'Pokaż wszystkie',
  'server.alertGroup.gone':
    'Lista tej zgrupowanej wiadomości nie jest już przechowywana; `/server list` pokazuje wszystkie serwery.',
  'availability.name': 'Dostępność',
  'availability.notWatched':
    'Jeszcze nie monitorowany: `/alerts subscribe events:status` na tym serwerze rozpoczyna monitorowanie.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
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
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
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
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Gracze',
  'chart.playersAxis': 'gracze online',
  'fields.yes': 'tak',
  'fields.no': 'nie',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Odpowiada ({latency, number} ms)',
  'game.checkedAgo': 'sprawdzono {when}',
  'game.notAnsweringSince': '🔴 Nie odpowiada od {since}',
  'game.notAnswering': '🔴 Nie odpowiada (sprawdzono {when})',
  'game.noAnswerInTime': '⏳ Gra nie odpowiedziała na czas; spróbuj ponownie za chwilę.',
  'game.notQueried.noAddress': 'Nie zapytano: serwer nie ma adresu połączenia.',
  'game.notQueried.unknownGame': 'Nie zapytano: bot nie potrafi odpytywać tej gry.',
  'game.notQueried.disabled': 'Odpytywanie gier jest wyłączone w tym bocie.',
  'game.notQueried.hostNotAllowed': 'Nie zapytano: bot nie może odpytywać tego adresu.',
  'game.notQueried.privateAddress': 'Nie zapytano: adres prywatny lub zarezerwowany.',
  'game.notQueried.unresolvable': 'Nie zapytano: nie da się ustalić adresu IP tej nazwy.',
  'game.notQueried.protocolNotAllowed': 'Nie zapytano: bot nie obsługuje protokołu tej gry.',
  'game.notQueried.httpNotEnabled':
    'Nie zapytano: ta gra jest odpytywana przez HTTP, które w tym bocie jest wyłączone.',
  'game.checking': '⏳ Odpytywanie gry…',
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
    '👥 {online, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}} online na ' +
    '{servers, ' +
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
  'activity.action.provisioned': 'Zakończono przygotowanie',
  'activity.action.installFailed': 'Instalacja nie powiodła się',
  'activity.action.deleted': 'Usunięto serwer',
  'activity.action.resized': 'Zmieniono rozmiar serwera',
  'activity.action.updated': 'Zaktualizowano serwer',
  'activity.action.suspended': 'Zawieszono serwer',
  'activity.action.unsuspended': 'Odwieszono serwer',
  'activity.action.statusChanged': 'Zmieniono status',
  'activity.action.noteAdded': 'Dodano notatkę',
  'activity.action.modInstalled': 'Zainstalowano moda',
  'activity.action.pluginInstalled': 'Zainstalowano plugin',
  'activity.action.unknown': 'Aktywność',
  'activity.action.reinstalled': 'Przeinstalowano serwer',
  'activity.action.started': 'Uruchomiono serwer',
  'activity.action.stopped': 'Zatrzymano serwer',
  'activity.action.restarted': 'Uruchomiono ponownie serwer',
  'activity.action.modUpdated': 'Zaktualizowano moda',
  'activity.action.modRemoved': 'Usunięto moda',
  'activity.action.pluginUpdated': 'Zaktualizowano plugin',
  'activity.action.pluginRemoved': 'Usunięto plugin',
  'activity.action.backupCreated': 'Utworzono kopię zapasową',
  'activity.action.backupRestored': 'Przywrócono kopię zapasową',
  'activity.action.backupDeleted': 'Usunięto kopię zapasową',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (słowami API)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'Autor **{mod}** zabrania pobierania przez osoby trzecie, więc bot nie może go zainstalować: pobierz ' +
    'go z jego strony i wgraj ręcznie na serwer.',
  'mods.install.restrictedWithPage':
    'Autor **{mod}** zabrania pobierania przez osoby trzecie, więc bot nie może go zainstalować: pobierz ' +
    'go z jego strony i wgraj ręcznie na serwer. Strona moda: {page}',
  'mods.install.refusedWithPage': '{sentence} Strona moda: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {W {provider} nie znaleziono pluginu o ID {modId}.} other {W {provider} nie ' +
    'znaleziono moda o ID {modId}.}} Wybierz jedną z podpowiedzi.',
  'mods.install.fileNotFound': '{mod} nie ma pliku o ID {fileId}. Wybierz jedną z podpowiedzi.',
  'mods.search.loaderNeedsCurseforge':
    'Filtr loadera działa tylko z dostawcą CurseForge. Usuń go albo zmień dostawcę.',
  'mods.update.noRecord':
    'Bot nie ma już informacji o zainstalowaniu tego moda na tym serwerze. Zajrzyj do `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} ma już wersję {file} na serwerze {server}.',
  'mods.update.fileGone':
    'Katalog nie oferuje już tego pliku {mod}. Aktualny znajdziesz w `/mods installed`.',
  'command.mods': 'Wyszukuj, instaluj i aktualizuj mody oraz pluginy',
  'command.mods.search': 'Przeszukaj katalog pod kątem modów lub pluginów pasujących do serwera',
  'command.mods.search.provider': 'Katalog (domyślnie CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mody lub pluginy (domyślnie mody)',
  'command.mods.search.type.mods': 'mody',
  'command.mods.search.type.plugins': 'pluginy',
  'command.mods.search.query': 'Szukane słowa',
  'command.mods.search.game_version': 'Wersja gry (domyślnie wersja serwera)',
  'command.mods.search.loader': 'Mod loader (tylko CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Zainstaluj mod lub plugin na serwerze (z potwierdzeniem)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Mody lub pluginy (domyślnie mody)',
  'command.mods.install.type.mods': 'mody',
  'command.mods.install.type.plugins': 'pluginy',
  'command.mods.install.mod': 'Mod (zacznij pisać, aby wyszukać)',
  'command.mods.install.file': 'Plik wydania (najpierw pasujące do wersji serwera)',
  'command.mods.installed': 'Mody i pluginy zainstalowane przez bota na serwerze oraz dostępne aktualizacje',
  'mods.choice.serverVersion': '{version} (wersja serwera)',
  'mods.choice.noAddon': 'Brak modów: ten serwer nie ma ani dodatku mods, ani planu Premium.',
  'mods.search.title': '{type, select, plugins {Pluginy dla {server}} other {Mody dla {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Pluginy dla {server} pasujące do „{query}”} other {Mody dla {server} pasujące ' +
    'do „{query}”}}',
  'mods.search.nothingFound': 'Nic nie znaleziono. Spróbuj innych słów lub innego dostawcy.',
  'mods.search.footerGameVersion': 'wersja gry {version}',
  'mods.search.footerPick': 'wybierz jeden poniżej, aby go zainstalować',
  'mods.search.restrictedNote':
    '⚠️ Autor zabrania pobierania przez osoby trzecie: zainstaluj ręcznie z jego strony.',
  'mods.search.pickPlaceholder': 'Zainstaluj jeden z nich…',
  'mods.search.expired': 'Te wyniki wygasły. Uruchom `/mods search` ponownie.',
  'mods.search.notYours':
    'Tylko członek, który wyszukiwał, może instalować z tych wyników. Uruchom `/mods search` samodzielnie.',
  'mods.search.noFile':
    'Ten mod nie ma żadnego pliku do zainstalowania. Wybierz inny albo użyj `/mods install`, aby wybrać ' +
    'plik.',
  'mods.install.promptTitle':
    '{action, select, update {Zaktualizować {mod} na {server}?} other {Zainstalować {mod} na {server}?}}',
  'mods.install.installedNow': 'Obecnie zainstalowany: {file}',
  'mods.install.file': 'Plik: **{file}** {fileId}',
  'mods.install.fileForGame': 'Plik: **{file}** {fileId} (gra {versions})',
  'mods.install.uploadedTo': 'Zostanie wgrany do folderu {type} na serwerze.',
  'mods.install.restart.ops': 'Zrestartuj serwer w panelu hostingu, aby wczytać zmiany.',
  'mods.install.restart.community':
    'Zrestartuj serwer w swoim panelu gry, aby wczytać zmiany (bot nie może restartować serwerów).',
  'mods.install.confirmInstall': 'Zainstaluj',
  'mods.install.confirmUpdate': 'Zaktualizuj',
  'mods.install.done':
    '{action, select, update {✅ Zaktualizowano **{mod}** do {file} na **{server}**.} other {✅ ' +
    'Zainstalowano **{mod}** ({file}) na **{server}**.}}',
  'mods.install.unrecorded':
    'Bot nie mógł tego zapisać na potrzeby `/mods installed` i sprawdzania aktualizacji (zawiodła jego ' +
    'baza danych).',
  'mods.installed.title': 'Zainstalowane przez bota · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin z {provider}} other {mod z {provider}}}',
  'mods.installed.version': 'Wersja {file} · zainstalowana {time} przez {installer}',
  'mods.installed.versionFor': 'Wersja {file} dla {game} · zainstalowana {time} przez {installer}',
  'mods.installed.byMemberOf': 'członka serwera {guild}',
  'mods.installed.byMember': 'członka serwera',
  'mods.installed.unlisted':
    '❔ Katalog nie wymienia teraz tego moda, więc nie można zaproponować nowszego wydania.',
  'mods.installed.notChecked': '❔ Jeszcze nie sprawdzono: katalog nie odpowiedział na czas.',
  'mods.installed.checkedNow': 'sprawdzono przed chwilą',
  'mods.installed.checkedAt': 'według ostatniego sprawdzenia {time}',
  'mods.installed.upToDate': '✅ Aktualny ({when})',
  'mods.installed.updateAvailable': '⬆️ Dostępna aktualizacja: **{file}** ({when})',
  'mods.installed.none':
    'Bot nie zainstalował jeszcze żadnych modów ani pluginów na {server}. Tutaj pojawiają się te ' +
    'zainstalowane przez `/mods install` (i ich aktualizacje).',
  'mods.installed.footer':
    '{count, plural, one {Zainstalowane przez bota: #} few {Zainstalowane przez bota: #} many ' +
    '{Zainstalowane przez bota: #} other {Zainstalowane przez bota: #}} · aktualizacje pasują do wersji ' +
    'gry i loadera z każdej instalacji',
  'mods.installed.footerPaged':
    '{count, plural, one {Zainstalowane przez bota: #} few {Zainstalowane przez bota: #} many ' +
    '{Zainstalowane przez bota: #} other {Zainstalowane przez bota: #}} · strona {page, number} z {pages, ' +
    'number} · aktualizacje pasują do wersji gry i loadera z każdej instalacji',
  'mods.installed.updateButton': 'Zaktualizuj {mod}',
  'mods.installed.expired': 'Ta lista wygasła. Uruchom `/mods installed` ponownie.',
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
    '{serverId} · zbyt wiele wpisów naraz, by przeczytać wszystkie; `/server activity` pokazuje starsze',
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
  'alerts.group.down':
    '{count, plural, one {# serwer nie działa} ' +
    'few {# serwery nie działają} ' +
    'many {# serwerów nie działa} ' +
    'other {# serwera nie działa}}',
  'alerts.group.back':
    '{count, plural, one {# serwer znów działa} ' +
    'few {# serwery znów działają} ' +
    'many {# serwerów znów działa} ' +
    'other {# serwera znów działa}}',
  'alerts.group.silent':
    '{count, plural, one {# gra nie odpowiada} ' +
    'few {# gry nie odpowiadają} ' +
    'many {# gier nie odpowiada} ' +
    'other {# gry nie odpowiada}}',
  'alerts.group.answering':
    '{count, plural, one {# gra znów odpowiada} ' +
    'few {# gry znów odpowiadają} ' +
    'many {# gier znów odpowiada} ' +
    'other {# gry znów odpowiada}}',
  'alerts.group.usageFired':
    '{count, plural, one {# serwer ponad progiem użycia} ' +
    'few {# serwery ponad progiem użycia} ' +
    'many {# serwerów ponad progiem użycia} ' +
    'other {# serwera ponad progiem użycia}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# serwer znów poniżej progu użycia} ' +
    'few {# serwery znów poniżej progu użycia} ' +
    'many {# serwerów znów poniżej progu użycia} ' +
    'other {# serwera znów poniżej progu użycia}}',
  'alerts.group.mixed':
    '{count, plural, one {# serwer zmienił stan} ' +
    'few {# serwery zmieniły stan} ' +
    'many {# serwerów zmieniło stan} ' +
    'other {# serwera zmieniło stan}}',
  'alerts.group.placeLine': '{place}: {servers}',
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
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Dysk}} powyżej {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU wrócił} ram {RAM wrócił} other {Dysk wrócił}} do normy · {server}',
  'alerts.usage.firedText':
    'Na {server} {metric, select, cpu {użycie CPU} ram {użycie RAM} other {użycie dysku}} jest powyżej ' +
    '{threshold, number, ::percent scale/0.01} od {minutes, plural, one {# minuty} few {# minut} many {# ' +
    'minut} other {# minuty}}: teraz {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'Na {server} {metric, select, cpu {użycie CPU} ram {użycie RAM} other {użycie dysku}} znów jest ' +
    'poniżej {threshold, number, ::percent scale/0.01}: teraz {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Odczyt wartości: {sampled}.',
  'alerts.usage.readJustNow': 'Wartości odczytane przed chwilą.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage wyłącza te alerty',
  'alerts.ops.givenUp': '⚠️ Nie udało się opublikować alertu o {server} na {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Nie udało się opublikować alertu o {server} na {channel} na serwerze **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Został odrzucony, żeby kolejne alerty dla serwera nadal wychodziły. Dopóki wpis na tym kanale się ' +
    'nie powiedzie, dalsze nieudane tam alerty są tylko zapisywane w logu.',
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
  'alerts.unsubscribe.stoppedKind':
    '🔕 {channel} nie dostaje już alertów o zdarzeniach typu: {kind} dla: {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} nie dostaje już alertów (zdarzeń i użycia) dla: {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} nie dostaje już alertów dla: {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} nie dostaje już alertów użycia dla: {what}.',
  'alerts.unsubscribe.none':
    '{channel} nie ma subskrypcji dla: {what}; nic nie zmieniono. `/alerts list` pokazuje ' +
    'subskrypcje tego serwera Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} nie ma subskrypcji alertów o zdarzeniach typu: {kind} dla: {what}; nic się nie zmieniło. ' +
    '`/alerts list` pokazuje subskrypcje tego serwera Discord.',
  'alerts.kindLabel.provisioning': 'wyniki przygotowania',
  'alerts.kindLabel.status': 'zmiany statusu (awaria i powrót z czasem przestoju)',
  'alerts.kindLabel.activity': 'nowa aktywność',
  'alerts.kindLabel.mods': 'aktualizacje modów',
  'alerts.kindLabel.events': 'dowolne zdarzenie (przygotowanie, status, aktywność, aktualizacje modów)',
  'alerts.kindLabel.usage': 'użycie powyżej progu',
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
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {dysk}} powyżej {threshold, number, ::percent scale/0.01}',
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
  'command.alerts.usage': 'Wysyłaj alert na kanale, gdy serwer długo przekracza próg CPU, RAM lub dysku',
  'command.alerts.usage.channel': 'Kanał tekstowy lub ogłoszeń na alerty',
  'command.alerts.usage.server': 'Tylko ten serwer (pomiń, aby objąć wszystkie, które widzisz)',
  'command.alerts.usage.cpu': 'Alert, gdy CPU utrzymuje się powyżej tego procentu (1-100)',
  'command.alerts.usage.ram': 'Alert, gdy RAM utrzymuje się powyżej tego procentu (1-100)',
  'command.alerts.usage.disk': 'Alert, gdy użycie dysku utrzymuje się powyżej tego procentu (1-100)',
  'command.alerts.usage.minutes': 'Jak długo wartość musi być powyżej progu przed alertem (domyślnie 5)',
  'command.alerts.unsubscribe': 'Przestań publikować alerty na kanale',
  'command.alerts.unsubscribe.channel': 'Kanał tekstowy lub ogłoszeń na alerty',
  'command.alerts.unsubscribe.server':
    'Serwer subskrypcji (zostaw puste dla subskrypcji wszystkich serwerów)',
  'command.alerts.unsubscribe.kind': 'Które alerty wyłączyć (domyślnie wszystkie)',
  'command.alerts.unsubscribe.kind.events': 'Alerty o zdarzeniach (przygotowanie, status, aktywność, mody)',
  'command.alerts.unsubscribe.kind.usage': 'Alerty użycia (progi)',
  'command.alerts.unsubscribe.kind.all': 'Wszystkie alerty',
  'command.alerts.unsubscribe.events': 'Wyłącz tylko ten typ alertu; kanał zachowa pozostałe',
  'command.alerts.list': 'Pokaż subskrypcje alertów i obserwacje użycia tego serwera Discord',
  // Boards: /board and the live status board.
  'command.board': 'Wiadomość ze statusem twoich serwerów na żywo, stale aktualizowana',
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
    '{kind, select, failed {{count, plural, one {# z błędem} few {# z błędem} many {# z błędem} other {# ' +
    'z błędem}}} suspended {{count, plural, one {# zawieszony} few {# zawieszone} many {# zawieszonych} ' +
    'other {# zawieszonego}}} stopped {{count, plural, one {# zatrzymany} few {# zatrzymane} many {# ' +
    'zatrzymanych} other {# zatrzymanego}}} provisioning {{count, plural, one {# w przygotowaniu} few {# ' +
    'w przygotowaniu} many {# w przygotowaniu} other {# w przygotowaniu}}} deleting {{count, plural, one ' +
    '{# w trakcie usuwania} few {# w trakcie usuwania} many {# w trakcie usuwania} other {# w trakcie ' +
    'usuwania}}} running {{count, plural, one {# działający} few {# działające} many {# działających} ' +
    'other {# działającego}}} other {{count, plural, one {# nieznany} few {# nieznane} many {# ' +
    'nieznanych} other {# nieznanego}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} aktywny alert użycia} few {{count} aktywne alerty użycia} many ' +
    '{{count} aktywnych alertów użycia} other {{count} aktywnego alertu użycia}}',
  'board.reason.slowProvisioning': 'przygotowanie trwa dłużej niż zwykle',
  'board.reason.gameSilent': 'gra nie odpowiada',
  'board.reason.unrecognised': 'stan, którego bot nie zna',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {dysk}} powyżej {threshold, number, ::percent scale/0.01}',
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
  'board.pause.deletedAgain': 'jej wiadomość została ponownie usunięta po ponownym opublikowaniu',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Serwer Discord operatorów działa już na wszystkich serwerach; łącz tylko serwery Discord społeczności.',
  'access.notAGuild':
    'To nie jest serwer Discord, który bot potrafi rozpoznać: wybierz jedną z podpowiedzi albo wklej jego ' +
    'identyfikator (kliknij serwer prawym przyciskiem, Kopiuj ID serwera).',
  'access.needsLevel':
    'To wymaga poziomu **{level}**, który ktoś z uprawnieniem Zarządzanie serwerem może nadać jednej z ' +
    'twoich ról przez `/access role set`.',
  'option.level':
    'odczyt: podgląd; obsługa: też zmiany serwerów, modów, alertów, tablic; administracja: wszystko',
  'option.level.read': 'odczyt',
  'option.level.operate': 'obsługa',
  'option.level.administer': 'administracja',
  'option.role': 'Rola (@everyone oznacza wszystkich członków)',
  'command.access.role': 'Nadaj rolom poziomy: co ich członkowie mogą tu robić z botem',
  'command.access.role.set': 'Nadaj roli poziom (odczyt, obsługa lub administracja)',
  'command.access.role.remove': 'Odbierz roli nadany poziom',
  'command.access.role.list': 'Pokaż poziomy nadane tu rolom',
  'access.role.granted': '🔑 {role} ma teraz tutaj poziom **{level}**.',
  'access.role.changed': '🔑 {role} ma teraz tutaj poziom **{level}** zamiast **{before}**.',
  'access.role.unchanged': '{role} ma już tutaj poziom **{level}**; nic się nie zmieniło.',
  'access.role.removed': '{role} nie ma już tutaj poziomu **{level}**.',
  'access.role.notGranted': '{role} nie ma tutaj żadnego poziomu; nic się nie zmieniło.',
  'access.role.title': 'Poziomy nadane tutaj',
  'access.role.line': '{role}: **{level}**, nadał(a) {member} {when}',
  'access.role.none': 'Żadna rola nie ma tu jeszcze poziomu: nadaj go przez `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Członkowie z uprawnieniem Zarządzanie serwerem mają każdy poziom; pozostali ' +
    'tylko to, co nadano ich rolom.} other {Członkowie z uprawnieniem Zarządzanie serwerem mają każdy ' +
    'poziom; każdy członek może przeglądać serwery połączone z tym serwerem Discord.}}',
  'quota.roleGrants':
    'Ten serwer osiągnął limit ról z poziomem ({limit}). Najpierw odbierz poziom jednej z nich przez ' +
    '`/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {nadał(a) roli poziom} asked {poprosił(a) o nadanie roli ' +
    'poziomu} other {próbował(a) nadać roli poziom}}',
  'audit.action.access.role.remove':
    '{phase, select, done {odebrał(a) roli poziom} asked {poprosił(a) o odebranie roli ' +
    'poziomu} other {próbował(a) odebrać roli poziom}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {próbował(a) użyć {command} na serwerze {server}} ' +
    'other {próbował(a) użyć {command}}}} other {{target, select, server {próbował(a) użyć przycisku ' +
    'lub menu na serwerze {server}} other {próbował(a) użyć przycisku lub menu}}}}',
  'command.audit.recent.kind.access.role.set': 'Poziomy nadane rolom',
  'command.audit.recent.kind.access.role.remove': 'Poziomy odebrane rolom',
  'command.audit.recent.kind.access.refused': 'Członkowie odrzuceni przez poziom',
  'audit.input.role': 'Rola',
  'audit.input.level': 'Poziom',
  'audit.input.command': 'Komenda',
  'audit.input.component': 'Przycisk lub menu',
  'command.audit': 'Kto co zrobił, z którego serwera Discord i na którym serwerze',
  'command.audit.channel': 'Publikuj każdy wpis audytu na kanale na bieżąco (pomiń kanał, aby przestać)',
  'command.audit.channel.channel': 'Kanał tekstowy lub ogłoszeń dla wpisów audytu',
  'command.audit.recent': 'Pokaż ostatnie wpisy audytu, od najnowszych',
  'command.audit.recent.server': 'Tylko wpisy dotyczące tego serwera',
  'command.audit.recent.member': 'Tylko wpisy tego członka',
  'command.audit.recent.limit': 'Wpisy na stronę (domyślnie 10)',
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
  'command.audit.recent.kind.alerts.acknowledge': 'Przejęte alerty',
  'command.audit.recent.kind.board.create': 'Utworzone tablice statusu',
  'command.audit.recent.kind.board.remove': 'Usunięte tablice statusu',
  'command.audit.recent.kind.audit.channel': 'Zmiany kanału audytu',
  'command.audit.recent.kind.usage.crossing': 'Przekroczone progi użycia',
  'command.audit.recent.hours': 'Tylko wpisy nie starsze niż tyle godzin',
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
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {utworzył(a) serwer {server}} other {utworzył(a) ' +
    'serwer}}} asked {{target, select, server {poprosił(a) o utworzenie serwera {server}} other ' +
    '{poprosił(a) o utworzenie serwera}}} other {{target, select, server {próbował(a) utworzyć serwer ' +
    '{server}} other {próbował(a) utworzyć serwer}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {zaktualizował(a) {server}} other {zaktualizował(a) ' +
    'serwer}}} asked {{target, select, server {poprosił(a) o aktualizację {server}} other {poprosił(a) o ' +
    'aktualizację serwera}}} other {{target, select, server {próbował(a) zaktualizować {server}} other ' +
    '{próbował(a) zaktualizować serwer}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {usunął(-ęła) {server}} other {usunął(-ęła) serwer}}} ' +
    'asked {{target, select, server {poprosił(a) o usunięcie {server}} other {poprosił(a) o usunięcie ' +
    'serwera}}} other {{target, select, server {próbował(a) usunąć {server}} other ' +
    '{próbował(a) usunąć serwer}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {zainstalował(a) mod na {server}} other ' +
    '{zainstalował(a) mod na serwerze}}} asked {{target, select, server {poprosił(a) o instalację moda na ' +
    '{server}} other {poprosił(a) o instalację moda na serwerze}}} other {{target, select, server ' +
    '{próbował(a) zainstalować mod na {server}} other {próbował(a) zainstalować mod na serwerze}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {znalazł(a) aktualizację moda dla {server}} other ' +
    '{znalazł(a) aktualizację moda dla serwera}}} asked {{target, select, server {poprosił(a) o ' +
    'sprawdzenie aktualizacji modów dla {server}} other {poprosił(a) o sprawdzenie aktualizacji modów dla ' +
    'serwera}}} other {{target, select, server {próbował(a) sprawdzić aktualizacje modów dla {server}} ' +
    'other {próbował(a) sprawdzić aktualizacje modów dla serwera}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {powiązał(a) {server} z serwerem Discord} other ' +
    '{powiązał(a) serwer z serwerem Discord}}} asked {{target, select, server {poprosił(a) o powiązanie ' +
    '{server} z serwerem Discord} other {poprosił(a) o powiązanie serwera z serwerem Discord}}} other ' +
    '{{target, select, server {próbował(a) powiązać {server} z serwerem Discord} other {próbował(a) ' +
    'powiązać serwer z serwerem Discord}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {odłączył(a) {server} od serwera Discord} other ' +
    '{odłączył(a) serwer od serwera Discord}}} asked {{target, select, server {poprosił(a) o odłączenie ' +
    '{server} od serwera Discord} other {poprosił(a) o odłączenie serwera od serwera Discord}}} other ' +
    '{{target, select, server {próbował(a) odłączyć {server} od serwera Discord} other {próbował(a) ' +
    'odłączyć serwer od serwera Discord}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {zasubskrybował(a) kanałowi alerty dla {server}} other ' +
    '{zasubskrybował(a) kanałowi alerty dla wszystkich serwerów}}} asked {{target, select, server ' +
    '{poprosił(a) o subskrypcję alertów dla {server} na kanale} other {poprosił(a) o subskrypcję alertów ' +
    'dla wszystkich serwerów na kanale}}} other {{target, select, server {próbował(a) zasubskrybować ' +
    'kanałowi alerty dla {server}} other {próbował(a) zasubskrybować kanałowi alerty dla wszystkich ' +
    'serwerów}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {przejął(-ęła) ' +
    'alert dla {server}} other {przejął(-ęła) alert}}} asked {{target, ' +
    'select, server {poprosił(a) o przejęcie alertu dla {server}} ' +
    'other {poprosił(a) o przejęcie alertu}}} other {{target, select, ' +
    'server {próbował(a) przejąć alert dla {server}} other {próbował(a) ' +
    'przejąć alert}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {anulował(a) subskrypcję alertów dla {server} na ' +
    'kanale} other {anulował(a) subskrypcję alertów dla wszystkich serwerów na kanale}}} asked {{target, ' +
    'select, server {poprosił(a) o anulowanie subskrypcji alertów dla {server} na kanale} other ' +
    '{poprosił(a) o anulowanie subskrypcji alertów dla wszystkich serwerów na kanale}}} other {{target, ' +
    'select, server {próbował(a) anulować subskrypcję alertów dla {server} na kanale} other {próbował(a) ' +
    'anulować subskrypcję alertów dla wszystkich serwerów na kanale}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {utworzył(a) tablicę statusu dla {server}} other ' +
    '{utworzył(a) tablicę statusu}}} asked {{target, select, server {poprosił(a) o utworzenie tablicy ' +
    'statusu dla {server}} other {poprosił(a) o utworzenie tablicy statusu}}} other {{target, select, ' +
    'server {próbował(a) utworzyć tablicę statusu dla {server}} other {próbował(a) utworzyć tablicę ' +
    'statusu}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {usunął(-ęła) tablicę statusu dla {server}} other ' +
    '{usunął(-ęła) tablicę statusu}}} asked {{target, select, server {poprosił(a) o usunięcie tablicy ' +
    'statusu dla {server}} other {poprosił(a) o usunięcie tablicy statusu}}} other {{target, select, ' +
    'server {próbował(a) usunąć tablicę statusu dla {server}} other {próbował(a) usunąć tablicę statusu}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {zmienił(a) miejsce publikowania wpisów audytu} asked {poprosił(a) o zmianę ' +
    'miejsca publikowania wpisów audytu} other {próbował(a) zmienić miejsce publikowania wpisów audytu}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {odnotował(a) przekroczenie progu użycia na {server}} ' +
    'other {odnotował(a) przekroczenie progu użycia na serwerze}}} asked {{target, select, server ' +
    '{poprosił(a) o obserwację użycia {server}} other {poprosił(a) o obserwację użycia serwera}}} other ' +
    '{{target, select, server {próbował(a) obserwować użycie {server}} other {próbował(a) obserwować ' +
    'użycie serwera}}}}',
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
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'nigdzie',
  'audit.value.above': 'powyżej progu',
  'audit.value.under': 'z powrotem poniżej progu',
  'audit.input.name': 'Nazwa',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Plan',
  'audit.input.game': 'Gra',
  'audit.input.disk': 'Dysk',
  'audit.input.external_reference': 'Zewnętrzny identyfikator',
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
  'audit.action.language.set':
    '{phase, select, done {zmienił(a) język wpisów bota} asked {poprosił(a) o zmianę języka wpisów bota} ' +
    'other {próbował(a) zmienić język wpisów bota}}',
  'command.audit.recent.kind.language.set': 'Zmiany języka',
  'audit.input.language': 'Język',
  'audit.value.languageAuto': 'język Discorda tego serwera',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Polski',
  'language.set.chosen':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze (alerty, tablice statusu, powiadomienia), są ' +
    'teraz w języku: {language}. Odpowiedzi dla poszczególnych członków pozostają w ich własnym języku ' +
    'Discorda.',
  'language.set.followsDiscord':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są teraz w języku Discorda tego serwera: ' +
    '{language}. Odpowiedzi dla poszczególnych członków pozostają w ich własnym języku Discorda.',
  'language.show.chosen':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku: {language} (ustawionym za pomocą ' +
    '`/language set`). Odpowiedzi dla poszczególnych członków są w ich własnym języku Discorda.',
  'language.show.preferred':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku Discorda tego serwera: ' +
    '{language}. Odpowiedzi dla poszczególnych członków są w ich własnym języku Discorda.',
  'language.show.preferredUnsupported':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku: {language}, bo język Discorda ' +
    'tego serwera ({locale}) nie ma jeszcze tłumaczenia. Inny język wybierzesz za pomocą `/language set`. ' +
    'Odpowiedzi dla poszczególnych członków są w ich własnym języku Discorda.',
  'language.show.default':
    '🌐 Wiadomości, które bot sam publikuje na tym serwerze, są w języku: {language}. Inny język ' +
    'wybierzesz za pomocą `/language set`. Odpowiedzi dla poszczególnych członków są w ich własnym języku ' +
    'Discorda.',
  'command.language': 'Wybierz język wiadomości, które bot sam publikuje na tym serwerze',
  'command.language.set': 'Ustaw język alertów, tablic statusu i powiadomień, które bot tu publikuje',
  'command.language.set.language': 'Wybrany język albo język Discorda tego serwera',
  'command.language.set.language.auto': 'Język Discorda tego serwera',
  'command.language.show': 'Pokaż język wiadomości, które bot sam publikuje na tym serwerze',
  'quota.silences':
    'Ten serwer Discord osiągnął limit {limit} wyciszeń naraz. Najpierw zakończ jedno przez `/alerts ' +
    'silences` albo poproś operatorów bota o podniesienie limitu.',
  'server.alertButton.silence': 'Wycisz na 1 h',
  'silence.kind':
    '{kind, select, status {zmiany statusu} usage {alerty użycia} game {odpowiedzi gry} other ' +
    '{aktywność}}',
  'silence.everyServer': 'każdy serwer, który ten serwer Discord może widzieć',
  'silence.everyChannel': 'każdym kanale tego serwera Discord',
  'silence.set':
    '🔕 Wyciszone do {until} ({relative}): {kinds} dla {what}, w {where}. `/alerts silences` pokazuje ' +
    'wyciszenie i kończy je wcześniej.',
  'silence.gone':
    'To wyciszenie już się skończyło albo zostało usunięte. `/alerts silences` pokazuje trwające.',
  'silence.list.title': '🔕 Wyciszone alerty',
  'silence.list.none':
    'Żadne alerty nie są tu wyciszone. `/alerts silence` wstrzymuje je na jakiś czas, na przykład ' +
    'podczas konserwacji.',
  'silence.list.line':
    '**{number}.** {kinds} dla {what}, w {where}: do {until} ({relative}), ustawił(a) {member}',
  'silence.list.reason': 'Powód: {reason}',
  'silence.list.footer':
    'Strona {page, number} z {pages, number} · {count, plural, one {# wyciszenie} few {# wyciszenia} ' +
    'many {# wyciszeń} other {# wyciszenia}}',
  'silence.endNow': 'Zakończ teraz ({number})',
  'silence.endedNow':
    '🔔 {member} zakończył(a) wyciszenie: {kinds} dla {what}, w {where}. Alerty znów są publikowane.',
  'silence.field.reason': 'Powód',
  'silence.ended.title': '🔔 Koniec wyciszenia',
  'silence.ended.titleStill':
    '🔔 Koniec wyciszenia: {count, plural, one {# serwer nadal wymaga uwagi} few {# serwery nadal ' +
    'wymagają uwagi} many {# serwerów nadal wymaga uwagi} other {# serwera nadal wymaga uwagi}}',
  'silence.ended.expired': 'Wyciszone przez {setBy} od {from} do {to}; alerty znów są publikowane.',
  'silence.ended.endedBy':
    'Wyciszone przez {setBy} od {from}, zakończone wcześniej przez {by} {to}; alerty znów są publikowane.',
  'silence.ended.stillDown': '{server} nadal nie działa: {status} od {since}.',
  'silence.ended.stillSilent': '{server} nadal nie odpowiada na zapytania gry, od {since}.',
  'silence.ended.stillOver':
    '{server} nadal przekracza swój próg {metric, select, cpu {CPU} ram {RAM} other {dysku}} wynoszący ' +
    '{threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} nadal przekracza swój próg {metric, select, cpu {CPU} ram {RAM} other ' +
    '{dysku}} wynoszący {threshold, number, ::percent scale/0.01}, od {since}.',
  'silence.ended.more':
    '… i {count, plural, one {jeszcze # serwer} few {jeszcze # serwery} many {jeszcze # serwerów} other ' +
    '{jeszcze # serwera}}.',
  'silence.ended.cameBack':
    'Miały problem i wróciły do normy podczas wyciszenia (awaria, gra nie odpowiadała lub ' +
    'przekroczony próg): {servers}.',
  'silence.ended.others':
    '{count, plural, one {# inny serwer} few {# inne serwery} many {# innych serwerów} other {# innego ' +
    'serwera}}',
  'board.silencedUntil': '🔕 wyciszony do {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {wyciszył(a) alerty dla {server}} other {wyciszył(a) ' +
    'alerty dla każdego serwera}}} asked {{target, select, server {poprosił(a) o wyciszenie alertów dla ' +
    '{server}} other {poprosił(a) o wyciszenie alertów dla każdego serwera}}} other {{target, select, ' +
    'server {próbował(a) wyciszyć alerty dla {server}} other {próbował(a) wyciszyć alerty dla każdego ' +
    'serwera}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {zakończył(a) wyciszenie alertów dla {server}} other ' +
    '{zakończył(a) wyciszenie alertów dla każdego serwera}}} asked {{target, select, server {poprosił(a) ' +
    'o zakończenie wyciszenia alertów dla {server}} other {poprosił(a) o zakończenie wyciszenia alertów ' +
    'dla każdego serwera}}} other {{target, select, server {próbował(a) zakończyć wyciszenie alertów dla ' +
    '{server}} other {próbował(a) zakończyć wyciszenie alertów dla każdego serwera}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {odnotował wygaśnięcie wyciszenia alertów dla ' +
    '{server}} other {odnotował wygaśnięcie wyciszenia alertów dla każdego serwera}}} asked {{target, ' +
    'select, server {poprosił(a) o zakończenie wyciszenia alertów dla {server}} other {poprosił(a) o ' +
    'zakończenie wyciszenia alertów dla każdego serwera}}} other {{target, select, server {próbował(a) ' +
    'zakończyć wyciszenie alertów dla {server}} other {próbował(a) zakończyć wyciszenie alertów dla ' +
    'każdego serwera}}}}',
  'command.audit.recent.kind.alerts.silence': 'Ustawione wyciszenia alertów',
  'command.audit.recent.kind.alerts.silence.end': 'Wyciszenia zakończone wcześniej',
  'command.audit.recent.kind.alerts.silence.expire': 'Wygasłe wyciszenia',
  'audit.input.duration': 'Czas trwania',
  'audit.input.reason': 'Powód',
  'audit.input.kinds': 'Rodzaje',
  'command.alerts.silence': 'Wstrzymaj alerty na jakiś czas, na przykład podczas konserwacji',
  'command.alerts.silence.duration': 'Na jak długo je wstrzymać',
  'command.alerts.silence.duration.30': '30 minut',
  'command.alerts.silence.duration.60': '1 godzina',
  'command.alerts.silence.duration.120': '2 godziny',
  'command.alerts.silence.duration.240': '4 godziny',
  'command.alerts.silence.duration.480': '8 godzin',
  'command.alerts.silence.duration.720': '12 godzin',
  'command.alerts.silence.duration.1440': '1 dzień',
  'command.alerts.silence.duration.2880': '2 dni',
  'command.alerts.silence.duration.4320': '3 dni',
  'command.alerts.silence.duration.10080': '7 dni',
  'command.alerts.silence.server': 'Serwer (domyślnie: każdy, który ten serwer Discord może widzieć)',
  'command.alerts.silence.reason': 'Dlaczego, dla zespołu (do 200 znaków)',
  'command.alerts.silence.channel': 'Kanał (domyślnie: każdy kanał tego serwera Discord)',
  'command.alerts.silence.kinds': 'Które alerty (domyślnie: status, użycie i gra; bez aktywności)',
  'command.alerts.silence.kinds.default': 'Status, użycie i gra',
  'command.alerts.silence.kinds.all': 'Wszystkie, także aktywność',
  'command.alerts.silence.kinds.status': 'Tylko zmiany statusu',
  'command.alerts.silence.kinds.usage': 'Tylko alerty użycia',
  'command.alerts.silence.kinds.game': 'Tylko odpowiedzi gry',
  'command.alerts.silence.kinds.activity': 'Tylko aktywność',
  'command.alerts.silences': 'Pokaż tutejsze wyciszenia alertów, każde z „Zakończ teraz”',
} satisfies CatalogueOf<'pl'>;
