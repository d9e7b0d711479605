import type { LocaleCatalogue } from './en-US.js';

/** pl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Identyfikator żądania: `{requestId}`',
  'error.serverNotFound':
    'Ten serwer nie istnieje lub nie jest tu dostępny. Wybierz jeden z podpowiedzi albo sprawdź ' +
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
    'Ta ilość RAM jest poniżej minimum planu cenowego, podanego przy planie w panelu hostingu. Wybierz ' +
    'więcej RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Ta ilość RAM przekracza maksimum planu cenowego, podane przy planie w panelu hostingu. Wybierz mniej ' +
    'RAM.',
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
    'Autor moda zabrania pobierania przez strony trzecie, więc nie można go zainstalować automatycznie. ' +
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
  'error.tenantBusy': 'Za dużo żądań z tego serwera w tej chwili, spróbuj ponownie za {seconds, number} s.',
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
  'validation.emptyUpdate': 'Podaj do aktualizacji co najmniej RAM, dysk lub zewnętrzne odwołanie.',
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
    'Ta komenda nie jest już tu dostępna. Discord może jeszcze pokazywać starą listę: spróbuj ponownie za ' +
    'minutę.',
  'interaction.staleComponent':
    'Te przyciski pochodzą ze starszej wersji bota i już nie działają. Użyj komendy ponownie.',
  'interaction.guildsOnly': 'Ten bot działa tylko na serwerach.',
  'confirmation.retiredKind':
    'To potwierdzenie dotyczy operacji, której bot już nie oferuje; nic nie zostało zmienione.',
  'permission.viewChannel': 'Wyświetlanie kanału',
  'permission.sendMessages': 'Wysyłanie wiadomości',
  'permission.embedLinks': 'Osadzanie linków',
  'permission.cannotPost':
    'Bot nie może publikować na kanale {channel}: potrzebuje tam uprawnień {permissions}. Nadaj je w ' +
    'uprawnieniach kanału (albo wybierz inny kanał) i użyj komendy ponownie.',
  'quota.subscriptions':
    'Ten serwer osiągnął limit subskrypcji alertów ({limit}). Najpierw usuń jedną przez `/alerts ' +
    'unsubscribe` albo poproś operatorów bota o podniesienie limitu.',
  'quota.boards':
    'Ten serwer osiągnął limit tablic stanu ({limit}). Najpierw usuń jedną przez `/board remove` albo ' +
    'poproś operatorów bota o podniesienie limitu.',
  'quota.usageWatches':
    'Ten serwer osiągnął limit obserwacji użycia ({limit}). Najpierw usuń jedną przez `/alerts unsubscribe ' +
    'kind:usage` albo poproś operatorów bota o podniesienie limitu.',
  'interaction.rateLimitWait':
    '⏳ API hostingu ogranicza liczbę żądań bota; odpowiedź pojawi się, gdy znów pozwoli mu pytać, {when}.',
  'confirmation.ask': '{member}, potwierdź: ta prośba wygasa {expiresIn}.',
  'confirmation.onlyAsker': 'Potwierdzić może tylko członek, który o to poprosił.',
  'confirmation.confirm': 'Potwierdź',
  'confirmation.cancel': 'Anuluj',
  'confirmation.working': '⏳ Pracuję nad tym…',
  'confirmation.cancelled': '✖️ Anulowano; nic nie zostało zmienione.',
  'confirmation.promptExpired': '⌛ To potwierdzenie wygasło; nic nie zostało zmienione.',
  'confirmation.expired':
    '⌛ To potwierdzenie wygasło lub nie jest już znane; nic nie zostało zmienione. Użyj komendy ponownie.',
  'confirmation.foreign': 'Tylko członek, który o to poprosił, może to potwierdzić lub anulować.',
  'confirmation.denied':
    'Nie masz już uprawnień potrzebnych do tej operacji, więc nic nie zostało zmienione. Zapytaj ' +
    'administratora tego serwera.',
  'confirmation.used': 'To potwierdzenie zostało już użyte.',
  'page.previous': 'Poprzednia',
  'page.next': 'Następna',
  'limits.andMore': '…i {count, plural, one {# więcej} few {# więcej} many {# więcej} other {# więcej}}',
  'limits.notShown':
    '{count, plural, one {# niepokazany} few {# niepokazane} many {# niepokazanych} other {# niepokazanego}}',
  'option.server': 'Serwer (wybierz podpowiedź lub wklej jego identyfikator)',
  'option.guild_id':
    'Serwer Discord społeczności (wybierz taki, na którym jest bot, lub wklej jego identyfikator)',
  'command.access': 'Zdecyduj, które serwery Discord społeczności widzą które serwery',
  'command.access.link': 'Pozwól serwerowi Discord społeczności widzieć serwer i nim zarządzać',
  'command.access.unlink': 'Odbierz serwerowi Discord społeczności wgląd w serwer',
  'command.access.list': 'Pokaż, które serwery Discord widzą które serwery',
  'command.access.list.guild_id':
    'Tylko ten serwer Discord społeczności (wybierz jeden lub wklej jego identyfikator)',
  'access.linked': '🔗 Połączono {server} z {guild}.',
  'access.alreadyLinked': '**{name}** był już połączony z {guild}.',
  'access.membersSeeIt':
    'Członkowie z uprawnieniem Zarządzanie serwerem widzą teraz ten serwer w swoich komendach.',
  'access.botNotInGuild':
    'Bota nie ma jeszcze na tym serwerze Discord: zaproś go tam, a komendy pojawią się, gdy dołączy.',
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
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Serwer Discord operatorów działa już na wszystkich serwerach; łącz tylko serwery Discord społeczności.',
  'access.notAGuild':
    'To nie jest serwer Discord, który bot potrafi rozpoznać: wybierz jeden z podpowiedzi albo wklej jego ' +
    'identyfikator (kliknij serwer prawym przyciskiem, Kopiuj ID serwera).',
  // Language: /language.
} satisfies LocaleCatalogue;
