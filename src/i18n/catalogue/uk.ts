import type { LocaleCatalogue } from './en-US.js';

/** uk: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Нічого змінювати: вкажіть принаймні одне з ram, disk або external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'диск {before} → {after}',
  'server.update.changedReference': 'зовнішнє посилання «{before}» → «{after}»',
  'server.update.changedStatus': 'статус {before} → {after}',
  'server.update.concurrentChange':
    'Хтось змінив цей сервер, поки ви його оновлювали ({changes}), тому вашу зміну не застосовано. ' +
    'Перевірте нові значення й виконайте команду ще раз.',
  'server.update.concurrentUnseenChange':
    'Хтось змінив цей сервер, поки ви його оновлювали, тому вашу зміну не застосовано. Перевірте поточні ' +
    'значення за допомогою `/server info` і виконайте команду ще раз.',
  'server.update.done': '✅ {server} оновлено',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Диск: {before} → {after}',
  'server.update.lineReference': 'Зовнішнє посилання: {before} → {after}',
  'server.update.noReference': 'немає',
  'server.update.unchanged': 'Сервер уже мав ці значення; нічого не змінилося.',
  'command.server': 'Створення, перегляд, зміна розміру й видалення ігрових серверів на хостингу',
  'command.server.list': 'Список серверів із фільтрами та сортуванням',
  'command.server.list.status': 'Лише сервери з цим статусом (виберіть або введіть інший)',
  'command.server.list.game': 'Лише сервери цієї гри',
  'command.server.list.search': 'Назва містить цей текст',
  'command.server.list.sort': 'Сортувати за',
  'command.server.list.sort.createdAt': 'Час створення',
  'command.server.list.sort.name': 'Назва',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Статус',
  'command.server.list.order': 'Порядок сортування',
  'command.server.list.order.asc': 'За зростанням',
  'command.server.list.order.desc': 'За спаданням',
  'command.server.info': 'Показати сервер: статус, тариф, ліміти, доповнення й версію',
  'command.server.create': 'Створити сервер; налаштування триватиме у фоні',
  'command.server.create.name': 'Назва сервера',
  'command.server.create.ram': 'RAM у ГБ, із кроком 0,5',
  'command.server.create.game': 'ID гри (типово — значення API)',
  'command.server.create.game_type': 'Варіант гри (типово — значення API)',
  'command.server.create.game_version': 'Версія гри (типово — значення API)',
  'command.server.create.plan': 'Рівень тарифу (типово premium)',
  'command.server.create.plan.budget': 'Бюджетний',
  'command.server.create.plan.premium': 'Преміум',
  'command.server.create.mods_addon': 'Вибрати доповнення для модів',
  'command.server.create.external_reference': 'Ваше посилання, наприклад номер замовлення',
  'command.server.update': 'Змінити розмір сервера або його зовнішнє посилання',
  'command.server.update.ram': 'Новий обсяг RAM у ГБ, із кроком 0,5',
  'command.server.update.disk': 'Новий обсяг диска в ГБ',
  'command.server.update.external_reference': 'Нове зовнішнє посилання',
  'command.server.delete': 'Видалити сервер назавжди (із підтвердженням)',
  'command.server.resources': 'Поточні CPU, пам’ять, диск, мережа й час роботи, із графіком навантаження',
  'command.server.resources.hours': 'Період графіка навантаження в годинах (1–24, типово 6)',
  'command.server.activity': 'Нещодавні дії: створення, зміна розміру, встановлення тощо',
  'server.list.expired': 'Термін дії цього списку минув. Виконайте `/server list` ще раз.',
  'server.list.title': 'Сервери',
  'server.list.empty': 'Немає відповідних серверів.',
  'server.list.pageOf':
    'Сторінка {page, number} з {pages, number} · {total, plural, one {# сервер} few {# сервери} many {# ' +
    'серверів} other {# сервера}}',
  'server.list.page': 'Сторінка {page, number}',
  'server.list.filterStatus': 'статус {status}',
  'server.list.filterGame': 'гра {game}',
  'server.list.filterSearch': 'назва містить «{search}»',
  'server.list.filterSort': 'сортування: {sort}',
  'server.list.filterAscending': 'за зростанням',
  'server.list.filterDescending': 'за спаданням',
  'server.info.connect': '🔌 Підключення {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Статус',
  'server.field.plan': 'Тариф',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Диск',
  'server.field.game': 'Гра',
  'server.field.externalReference': 'Зовнішнє посилання',
  'server.field.created': 'Створено',
  'server.field.addons': 'Доповнення',
  'server.field.limits': 'Ліміти',
  'server.field.serverId': 'ID сервера',
  'server.create.title': '{symbol} Налаштування розпочато: {name}',
  'server.create.description':
    'Сервер налаштовується. Це повідомлення оновиться, коли він буде готовий або якщо налаштування не ' +
    'вдасться.',
  'server.create.idPending': 'буде призначено найближчим часом',
  'server.delete.done': '🗑️ **{name}** {id} видалено разом із даними, резервними копіями та DNS-записами.',
  'server.delete.confirm': 'Видалити назавжди',
  'server.delete.title': 'Видалити {name}?',
  'server.delete.prompt':
    'Це назавжди видалить **{name}** {id}.\n\nУсі його дані, резервні копії та DNS-записи буде видалено з ' +
    'панелі, SFTP і DNS. **Це не можна скасувати чи відновити.**',
  'server.alertButton.info': 'Про сервер',
  'server.alertButton.resources': 'Ресурси',
  'availability.name': 'Доступність',
  'availability.notWatched':
    'Поки не відстежується: `/alerts subscribe events:status` на цьому сервері вмикає відстеження.',
  'availability.percent': '{value, number, ::.0} %',
  'availability.outages':
    '{outages, plural, =0 {без збоїв} one {# збій, {downtime}} few {# збої, {downtime}} many {# збоїв, ' +
    '{downtime}} other {# збою, {downtime}}}',
  'availability.watchedFor': 'Відстежується вже {watched}: {availability}',
  'availability.day': '24 год: {availability}',
  'availability.week': '7 дн.: {availability}',
  'availability.sinceWatching': 'Від початку відстеження, {watched} тому: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Диск',
  'resources.title': 'Ресурси · {name}',
  'resources.description': 'ID {id} · вимірювання {sampled}',
  'resources.noFigures': 'API не повідомив даних про навантаження.',
  'resources.field.state': 'Стан',
  'resources.field.memory': 'Пам’ять',
  'resources.field.network': 'Мережа',
  'resources.field.uptime': 'Час роботи',
  'resources.percent': '{value, number, ::.#} %',
  'resources.usedOf': '{used} з {limit}',
  'resources.noChartYet':
    'Графіка навантаження ще немає: бот вимірює навантаження лише відстежуваних серверів. Почніть із ' +
    '`/alerts usage` на цьому сервері (або додайте його на `/board`); відтоді графік почне заповнюватися.',
  'resources.noFiguresInSpan':
    'Немає даних про навантаження за останні {hours, number} год: вимірювання почалися {first}, останнє ' +
    '{last}.',
  'resources.usageOver':
    'Навантаження за останні {hours, number} год (вимірюється з {first}, останнє {last}).',
  'resources.playersLine':
    'Гравці онлайн за останні {hours, number} год за відповідями гри на перевірки бота — на правій осі.',
  'chart.title': '{title} · останні {hours, number} год',
  'chart.now': 'зараз',
  'chart.hoursTick': '{hours, number, ::.##} год',
  'chart.hoursAxis': 'годин тому ({time} UTC)',
  'chart.usageAxis': 'навантаження (%)',
  'chart.percentTick': '{value, number} %',
  'chart.series': '{metric} %',
  'chart.players': 'Гравці',
  'chart.playersAxis': 'гравці онлайн',
  'fields.yes': 'так',
  'fields.no': 'ні',
  'fields.percent': '{value, number, ::.## group-off} %',
  'game.answering': '🟢 Відповідає ({latency, number} мс)',
  'game.checkedAgo': 'перевірено {when}',
  'game.notAnsweringSince': '🔴 Не відповідає з {since}',
  'game.notAnswering': '🔴 Не відповідає (перевірено {when})',
  'game.noAnswerInTime': '⏳ Гра не відповіла вчасно; спробуйте ще раз трохи згодом.',
  'game.notQueried.noAddress': 'Не опитувався: сервер не має адреси для підключення.',
  'game.notQueried.unknownGame': 'Не опитувався: бот не вміє опитувати цю гру.',
  'game.notQueried.disabled': 'Опитування ігор у цьому боті вимкнено.',
  'game.notQueried.hostNotAllowed': 'Не опитувався: боту не дозволено опитувати цю адресу.',
  'game.playersOnline': '👥 {online, number} / {max, number} онлайн',
  'game.peakPlayers': 'Пік за останні 24 год: {peak, number}',
  'game.moreNames': '{names} та ще {more, plural, one {#} few {#} many {#} other {#}}',
  'game.field.server': 'Ігровий сервер',
  'game.field.players': 'Гравці',
  'game.field.version': 'Версія гри',
  'game.field.motd': 'Повідомлення дня',
  'game.silentTitle': '🔇 {server}: гра не відповідає',
  'game.silentText': '{server} працює за даними панелі, але гра не відповідає з {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · коли гра знову відповість, з’явиться нове повідомлення',
  'game.answeringTitle': '🔊 {server}: гра знову відповідає через {downtime}',
  'game.answeringText': 'Гра на {server} знову відповідає: мовчала {downtime} (з {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'гра не відповідає',
  'game.fleetPlayers':
    '👥 {online, plural, one {# гравець} few {# гравці} many {# гравців} other {# гравця}} онлайн на ' +
    '{servers, plural, one {# сервері, що відповідає} few {# серверах, що відповідають} many {# серверах, ' +
    'що відповідають} other {# сервера, що відповідають}}',
  'activity.title': 'Дії · {name}',
  'activity.empty': 'Дій ще не записано.',
  'activity.latest':
    '{total, plural, one {Останні {shown, number} з # запису} few {Останні {shown, number} з # записів} ' +
    'many {Останні {shown, number} з # записів} other {Останні {shown, number} з # запису}}',
  'activity.count': '{count, plural, one {# запис} few {# записи} many {# записів} other {# запису}}',
  'activity.timeUnknown': 'час невідомий',
  'activity.by': '{what} — {actor}',
  'activity.action.created': 'Сервер створено',
  'activity.action.provisioned': 'Налаштування завершено',
  'activity.action.installFailed': 'Встановлення не вдалося',
  'activity.action.deleted': 'Сервер видалено',
  'activity.action.resized': 'Розмір сервера змінено',
  'activity.action.updated': 'Сервер оновлено',
  'activity.action.suspended': 'Сервер призупинено',
  'activity.action.unsuspended': 'Сервер відновлено',
  'activity.action.statusChanged': 'Статус змінено',
  'activity.action.noteAdded': 'Додано нотатку',
  'activity.action.modInstalled': 'Мод встановлено',
  'activity.action.pluginInstalled': 'Плагін встановлено',
  'activity.action.unknown': 'Дія',
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
