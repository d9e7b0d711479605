import type { LocaleCatalogue } from './en-US.js';

/** pl: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
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
    'Filtr loadera działa tylko z dostawcą curseforge. Usuń go albo zmień dostawcę.',
  'mods.update.needsManageServer':
    'Aktualizacja moda wymaga uprawnienia Zarządzanie serwerem, tak samo jak `/mods install`.',
  'mods.update.noRecord':
    'Bot nie ma już informacji o zainstalowaniu tego moda na tym serwerze. Zajrzyj do `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} ma już wersję {file} na serwerze {server}.',
  'mods.update.fileGone':
    'Katalog nie oferuje już tego pliku {mod}. Aktualny znajdziesz w `/mods installed`.',
  'command.mods': 'Wyszukuj, instaluj i aktualizuj mody oraz pluginy',
  'command.mods.search': 'Przeszukaj katalog pod kątem modów lub pluginów pasujących do serwera',
  'command.mods.search.provider': 'Katalog (domyślnie curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mody lub pluginy (domyślnie mody)',
  'command.mods.search.type.mods': 'mody',
  'command.mods.search.type.plugins': 'pluginy',
  'command.mods.search.query': 'Szukane słowa',
  'command.mods.search.game_version': 'Wersja gry (domyślnie wersja serwera)',
  'command.mods.search.loader': 'Mod loader (tylko curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Zainstaluj mod lub plugin na serwerze (z potwierdzeniem)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
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
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
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
} satisfies LocaleCatalogue;
