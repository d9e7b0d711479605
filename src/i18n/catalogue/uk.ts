import type { LocaleCatalogue } from './en-US.js';

/** uk: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'Автор **{mod}** забороняє завантаження через сторонні сервіси, тому бот не може його встановити: ' +
    'скачайте файл зі сторінки мода й завантажте його на сервер вручну.',
  'mods.install.restrictedWithPage':
    'Автор **{mod}** забороняє завантаження через сторонні сервіси, тому бот не може його встановити: ' +
    'скачайте файл зі сторінки мода й завантажте його на сервер вручну. Сторінка мода: {page}',
  'mods.install.refusedWithPage': '{sentence} Сторінка мода: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Плагін з ID {modId} не знайдено в {provider}.} other {Мод з ID {modId} не ' +
    'знайдено в {provider}.}} Виберіть один із запропонованих варіантів.',
  'mods.install.fileNotFound':
    'У {mod} немає файлу з ID {fileId}. Виберіть один із запропонованих варіантів.',
  'mods.search.loaderNeedsCurseforge':
    'Фільтр за завантажувачем працює лише з джерелом curseforge. Приберіть його або виберіть інше джерело.',
  'mods.update.needsManageServer':
    'Щоб оновити мод, потрібен дозвіл «Керувати сервером», як і для `/mods install`.',
  'mods.update.noRecord':
    'Бот більше не має запису про встановлення цього мода на той сервер. Перегляньте `/mods installed`.',
  'mods.update.alreadyCurrent': 'На {server} уже встановлено версію {file} мода {mod}.',
  'mods.update.fileGone':
    'Каталог більше не пропонує цей файл {mod}. Актуальний дивіться в `/mods installed`.',
  'command.mods': 'Пошук, встановлення й оновлення модів і плагінів',
  'command.mods.search': 'Знайти в каталозі моди чи плагіни, що підходять для сервера',
  'command.mods.search.provider': 'Каталог (типово curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Моди чи плагіни (типово моди)',
  'command.mods.search.type.mods': 'моди',
  'command.mods.search.type.plugins': 'плагіни',
  'command.mods.search.query': 'Слова для пошуку',
  'command.mods.search.game_version': 'Версія гри (типово — версія сервера)',
  'command.mods.search.loader': 'Завантажувач модів (лише curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Встановити мод або плагін на сервер (з підтвердженням)',
  'command.mods.install.provider': 'Каталог',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Моди чи плагіни (типово моди)',
  'command.mods.install.type.mods': 'моди',
  'command.mods.install.type.plugins': 'плагіни',
  'command.mods.install.mod': 'Мод (почніть вводити для пошуку)',
  'command.mods.install.file': 'Файл релізу (спершу ті, що підходять до версії сервера)',
  'command.mods.installed': 'Моди й плагіни, які бот встановив на сервер, і чи є для них оновлення',
  'mods.choice.serverVersion': '{version} (версія сервера)',
  'mods.choice.noAddon': 'Тут немає модів: цей сервер не має ні доповнення для модів, ні тарифу Premium.',
  'mods.search.title': '{type, select, plugins {Плагіни для {server}} other {Моди для {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Плагіни для {server} за запитом «{query}»} other {Моди для {server} за ' +
    'запитом «{query}»}}',
  'mods.search.nothingFound': 'Нічого не знайдено. Спробуйте інші слова або інше джерело.',
  'mods.search.footerGameVersion': 'версія гри {version}',
  'mods.search.footerPick': 'виберіть один нижче, щоб встановити його',
  'mods.search.restrictedNote':
    '⚠️ Автор забороняє завантаження через сторонні сервіси: встановіть вручну зі сторінки мода.',
  'mods.search.pickPlaceholder': 'Встановити один із них…',
  'mods.search.expired': 'Термін дії цих результатів минув. Виконайте `/mods search` ще раз.',
  'mods.search.notYours':
    'Встановлювати з цих результатів може лише учасник, який виконав пошук. Виконайте `/mods search` ' +
    'самостійно.',
  'mods.search.noFile':
    'Цей мод не має файлу для встановлення. Виберіть інший або скористайтеся `/mods install`, щоб вибрати ' +
    'файл.',
  'mods.install.promptTitle':
    '{action, select, update {Оновити {mod} на {server}?} other {Встановити {mod} на {server}?}}',
  'mods.install.installedNow': 'Зараз встановлено: {file}',
  'mods.install.file': 'Файл: **{file}** {fileId}',
  'mods.install.fileForGame': 'Файл: **{file}** {fileId} (гра {versions})',
  'mods.install.uploadedTo': 'Його буде завантажено в теку {type} на сервері.',
  'mods.install.restart.ops': 'Перезапустіть сервер у панелі хостингу, щоб зміни набули чинності.',
  'mods.install.restart.community':
    'Перезапустіть сервер у своїй ігровій панелі, щоб зміни набули чинності (бот не може перезапускати ' +
    'сервери).',
  'mods.install.confirmInstall': 'Встановити',
  'mods.install.confirmUpdate': 'Оновити',
  'mods.install.done':
    '{action, select, update {✅ **{mod}** оновлено до {file} на **{server}**.} other {✅ **{mod}** ({file}) ' +
    'встановлено на **{server}**.}}',
  'mods.install.unrecorded':
    'Бот не зміг зберегти це для `/mods installed` і перевірок оновлень (збій його бази даних).',
  'mods.installed.title': 'Встановлено через бота · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {плагін з {provider}} other {мод з {provider}}}',
  'mods.installed.version': 'Версія {file} · встановлено {time} · встановив(-ла): {installer}',
  'mods.installed.versionFor': 'Версія {file} для {game} · встановлено {time} · встановив(-ла): {installer}',
  'mods.installed.byMemberOf': 'учасник сервера {guild}',
  'mods.installed.byMember': 'учасник сервера',
  'mods.installed.unlisted':
    '❔ Каталог зараз не містить цього мода, тож запропонувати новіший реліз не можна.',
  'mods.installed.notChecked': '❔ Ще не перевірено: каталог не відповів вчасно.',
  'mods.installed.checkedNow': 'перевірено щойно',
  'mods.installed.checkedAt': 'за останньою перевіркою {time}',
  'mods.installed.upToDate': '✅ Актуальна версія ({when})',
  'mods.installed.updateAvailable': '⬆️ Доступне оновлення: **{file}** ({when})',
  'mods.installed.none':
    'Бот ще не встановлював моди чи плагіни на {server}. Тут показано встановлені через `/mods install` ' +
    '(та їхні оновлення).',
  'mods.installed.footer':
    '{count, plural, one {Встановлено через бота: #} few {Встановлено через бота: #} many {Встановлено ' +
    'через бота: #} other {Встановлено через бота: #}} · оновлення відповідають версії гри та ' +
    'завантажувачу кожного встановлення',
  'mods.installed.footerPaged':
    '{count, plural, one {Встановлено через бота: #} few {Встановлено через бота: #} many {Встановлено ' +
    'через бота: #} other {Встановлено через бота: #}} · сторінка {page, number} з {pages, number} · ' +
    'оновлення відповідають версії гри та завантажувачу кожного встановлення',
  'mods.installed.updateButton': 'Оновити {mod}',
  'mods.installed.expired': 'Термін дії цього списку минув. Виконайте `/mods installed` ще раз.',
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Українська',
  'language.set.chosen':
    '🌐 Повідомлення, які бот публікує тут сам (сповіщення, панелі стану, оголошення), тепер виводяться ' +
    'мовою: {language}. Відповіді кожному учаснику й надалі надходять мовою, вибраною в його Discord.',
  'language.set.followsDiscord':
    '🌐 Повідомлення, які бот публікує тут сам, тепер відповідають мові Discord цього сервера: {language}. ' +
    'Відповіді кожному учаснику й надалі надходять мовою, вибраною в його Discord.',
  'language.show.chosen':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою: {language} (задано через `/language ' +
    'set`). Відповіді кожному учаснику надходять мовою, вибраною в його Discord.',
  'language.show.preferred':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою Discord цього сервера: {language}. ' +
    'Відповіді кожному учаснику надходять мовою, вибраною в його Discord.',
  'language.show.preferredUnsupported':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою: {language}, бо для мови Discord цього ' +
    'сервера ({locale}) ще немає перекладу. Вибрати іншу можна через `/language set`. Відповіді кожному ' +
    'учаснику надходять мовою, вибраною в його Discord.',
  'language.show.default':
    '🌐 Повідомлення, які бот публікує тут сам, виводяться мовою: {language}. Вибрати іншу можна через ' +
    '`/language set`. Відповіді кожному учаснику надходять мовою, вибраною в його Discord.',
  'command.language': 'Вибрати мову повідомлень, які бот сам публікує на цьому сервері',
  'command.language.set': 'Задати мову сповіщень, панелей стану й оголошень, які бот публікує тут',
  'command.language.set.language': 'Вибрана мова або мова Discord цього сервера',
  'command.language.set.language.auto': 'Мова Discord цього сервера',
  'command.language.show': 'Показати мову повідомлень, які бот сам публікує на цьому сервері',
} satisfies LocaleCatalogue;
