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
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
