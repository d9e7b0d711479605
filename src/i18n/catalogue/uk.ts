import type { LocaleCatalogue } from './en-US.js';

/** uk: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  'command.board': 'Живе повідомлення про стан ваших серверів, яке оновлюється на місці',
  'command.board.create': 'Опублікувати в каналі живу дошку стану, яка завжди актуальна',
  'command.board.create.channel': 'Текстовий канал або канал оголошень для дошки',
  'command.board.remove': 'Прибрати дошку стану з каналу разом з її повідомленням',
  'command.board.remove.channel': 'Канал дошки',
  'command.board.list': 'Показати дошки стану цього сервера Discord',
  'board.create.already':
    'У {channel} вже є дошка стану; нічого не змінено. `/board remove` у цьому каналі прибере її.',
  'board.create.posted':
    '📋 Дошка стану {scope, select, ops {усіх серверів облікового запису} other {усіх серверів, прив’язаних ' +
    'до цього сервера Discord}} з’явиться в {channel} за кілька миттєвостей і далі оновлюватиметься на ' +
    'місці.',
  'board.create.resumed':
    '📋 Відновлено: дошка стану {scope, select, ops {усіх серверів облікового запису} other {усіх серверів, ' +
    'прив’язаних до цього сервера Discord}} з’явиться в {channel} за кілька миттєвостей і далі ' +
    'оновлюватиметься на місці.',
  'board.create.shows':
    'На ній видно стан, гру, розмір, навантаження (де вимірюється) й адресу підключення кожного сервера, а ' +
    'також наскільки свіжі дані.',
  'board.remove.done': '🗑️ Дошку стану в {channel} прибрано.',
  'board.remove.none':
    'У {channel} немає дошки стану; нічого не змінено. `/board list` покаже дошки цього сервера Discord.',
  'board.list.none': 'На цьому сервері Discord ще немає дошок стану. Скористайтеся `/board create`.',
  'board.list.title': 'Дошки стану',
  'board.list.footer':
    '{count, plural, one {{count} дошка} few {{count} дошки} many {{count} дошок} other {{count} дошки}}',
  'board.list.paused': '{channel} · ⏸️ призупинено: {reason}; виконайте там `/board create`, щоб відновити',
  'board.list.posting': '{channel} · публікується',
  'board.list.messages':
    '{channel} · {count, plural, one {# повідомлення} few {# повідомлення} many {# повідомлень} other {# ' +
    'повідомлення}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# повідомлення} few {# повідомлення} many {# повідомлень} other {# ' +
    'повідомлення}} · змінено {when}',
  'board.title': 'Стан серверів',
  'board.titlePaged': 'Стан серверів ({page, number}/{pages, number})',
  'board.reading': 'Читання списку серверів…',
  'board.empty': 'Поки немає серверів для показу.',
  'board.allClear': '✅ Ніщо не потребує уваги.',
  'board.needsAttention': '**Потребують уваги** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} сервер} few {{count} сервери} many {{count} серверів} other {{count} ' +
    'сервера}}**',
  'board.summary.kind':
    '{kind, select, failed {зі збоєм} suspended {призупинено} stopped {зупинено} provisioning {у ' +
    'підготовці} deleting {видаляється} running {працює} other {невідомо}}: {count}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} активне сповіщення про навантаження} few {{count} активні сповіщення ' +
    'про навантаження} many {{count} активних сповіщень про навантаження} other {{count} активного ' +
    'сповіщення про навантаження}}',
  'board.reason.slowProvisioning': 'підготовка триває довше, ніж очікувалося',
  'board.reason.gameSilent': 'гра не відповідає',
  'board.reason.unrecognised': 'стан, невідомий ботові',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Диск}} вище {threshold} %',
  'board.since': 'з {when}',
  'board.seenSince': 'помічено {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'диск {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} диска',
  'board.freshness.every': 'оновлюється приблизно кожні {duration}',
  'board.freshness.notRead': '🕒 Ще не прочитано; {every}',
  'board.freshness.updated': '🕒 Оновлено {when}; {every}',
  'board.stale.unread':
    '⚠️ **Застаріло з {since}**: API хостингу не відповідає; стани не показуються, доки він не відповість.',
  'board.stale.read':
    '⚠️ **Застаріло з {since}**: API хостингу не відповідає; стани нижче — станом на {readAt}.',
  'board.notListed':
    '… і ще {count, plural, one {# сервер} few {# сервери} many {# серверів} other {# сервера}} тут не ' +
    'показано: {filters} покаже їх.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Хто що зробив, з якого сервера Discord і з яким сервером',
  'command.audit.channel': 'Публікувати кожен запис аудиту в каналі одразу (без каналу — припинити)',
  'command.audit.channel.channel': 'Текстовий канал або канал оголошень для записів аудиту',
  'command.audit.recent': 'Показати останні записи аудиту, спершу нові',
  'command.audit.recent.server': 'Лише записи про цей сервер',
  'command.audit.recent.member': 'Лише записи цього учасника',
  'command.audit.recent.limit': 'Скільки записів на сторінці (типово 10)',
  'command.audit.recent.kind': 'Лише записи цього виду дій',
  'command.audit.recent.kind.server.create': 'Створені сервери',
  'command.audit.recent.kind.server.update': 'Змінені сервери',
  'command.audit.recent.kind.server.delete': 'Видалені сервери',
  'command.audit.recent.kind.mods.install': 'Встановлені або оновлені моди',
  'command.audit.recent.kind.mods.update-check': 'Знайдені оновлення модів',
  'command.audit.recent.kind.access.link': 'Сервери, прив’язані до сервера Discord',
  'command.audit.recent.kind.access.unlink': 'Сервери, відв’язані від сервера Discord',
  'command.audit.recent.kind.alerts.subscribe': 'Підписки на сповіщення',
  'command.audit.recent.kind.alerts.unsubscribe': 'Відписки від сповіщень',
  'command.audit.recent.kind.board.create': 'Створені дошки стану',
  'command.audit.recent.kind.board.remove': 'Прибрані дошки стану',
  'command.audit.recent.kind.audit.channel': 'Зміни каналу аудиту',
  'command.audit.recent.kind.usage.crossing': 'Перетнуті пороги навантаження',
  'command.audit.recent.hours': 'Лише записи за останні стільки годин',
  'audit.channel.stopped':
    'Записи аудиту більше не публікуються. Вони й далі зберігаються: `/audit recent` покаже їх.',
  'audit.channel.notPosting': 'Записи аудиту нікуди не публікувалися; нічого не змінено.',
  'audit.channel.set':
    '📜 Тепер {channel} отримує кожен запис аудиту одразу. Виконайте `/audit channel` без каналу, щоб ' +
    'припинити.',
  'audit.recent.expired': 'Термін дії цієї сторінки минув. Знову виконайте `/audit recent`.',
  'audit.recent.none': 'Записів аудиту немає.',
  'audit.recent.noneFor': 'Немає записів аудиту для: {filters}.',
  'audit.recent.about': 'Записи аудиту для: {filters}',
  'audit.recent.title': 'Журнал аудиту',
  'audit.recent.footer':
    '{count, plural, one {# запис, спершу нові} few {# записи, спершу нові} many {# записів, спершу нові} ' +
    'other {# запису, спершу нові}}',
  'audit.recent.newer': 'Новіші',
  'audit.recent.older': 'Старіші',
  'audit.filter.server': 'сервер {server}',
  'audit.filter.member': 'учасник {member}',
  'audit.filter.kind': 'вид «{kind}»',
  'audit.filter.hours': 'останні {hours} год',
  'audit.filter.and': '{first} і {second}',
  'audit.action.server.create':
    '{phase, select, done {створив(-ла) сервер{server}} asked {попросив(-ла) створити сервер{server}} ' +
    'other {намагався(-лася) створити сервер{server}}}',
  'audit.action.server.update':
    '{phase, select, done {змінив(-ла){server}} asked {попросив(-ла) змінити{server}} other ' +
    '{намагався(-лася) змінити{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {видалив(-ла){server}} asked {попросив(-ла) видалити{server}} other ' +
    '{намагався(-лася) видалити{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {встановив(-ла) мод на{server}} asked {попросив(-ла) встановити мод на{server}} ' +
    'other {намагався(-лася) встановити мод на{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {знайшов оновлення мода для{server}} asked {попросив перевірити оновлення модів ' +
    'на{server}} other {намагався перевірити оновлення модів на{server}}}',
  'audit.action.access.link':
    '{phase, select, done {прив’язав(-ла){server}} asked {попросив(-ла) прив’язати{server}} other ' +
    '{намагався(-лася) прив’язати{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {відв’язав(-ла){server}} asked {попросив(-ла) відв’язати{server}} other ' +
    '{намагався(-лася) відв’язати{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {підписав(-ла) канал на сповіщення{server}} asked {попросив(-ла) підписати канал ' +
    'на сповіщення{server}} other {намагався(-лася) підписати канал на сповіщення{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {відписав(-ла) канал від сповіщень{server}} asked {попросив(-ла) відписати канал ' +
    'від сповіщень{server}} other {намагався(-лася) відписати канал від сповіщень{server}}}',
  'audit.action.board.create':
    '{phase, select, done {створив(-ла) дошку стану{server}} asked {попросив(-ла) створити дошку ' +
    'стану{server}} other {намагався(-лася) створити дошку стану{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {прибрав(-ла) дошку стану{server}} asked {попросив(-ла) прибрати дошку ' +
    'стану{server}} other {намагався(-лася) прибрати дошку стану{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {змінив(-ла), куди публікуються записи аудиту{server}} asked {попросив(-ла) ' +
    'змінити, куди публікуються записи аудиту{server}} other {намагався(-лася) змінити, куди публікуються ' +
    'записи аудиту{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {зафіксував перетин порога навантаження на{server}} asked {попросив стежити за ' +
    'навантаженням на{server}} other {намагався стежити за навантаженням на{server}}}',
  'audit.outcome.asked': '❔ Очікує підтвердження учасника.',
  'audit.outcome.done': '✅ Готово.',
  'audit.outcome.alerted': '🔔 Сповіщено канал, який за цим стежить.',
  'audit.outcome.refused': '⛔ Відхилено ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Відхилено API хостингу ({code}).',
  'audit.outcome.refusedByBot': '⛔ Відхилено ботом ({code}).',
  'audit.outcome.cancelled': '✖️ Скасовано учасником; нічого не змінено.',
  'audit.outcome.expired': '⌛ Минуло без відповіді; нічого не змінено.',
  'audit.outcome.conflict': '⚠️ Не застосовано: тим часом хтось інший змінив сервер.',
  'audit.outcome.failedCode': '❌ Помилка ({code}).',
  'audit.outcome.failed': '❌ Помилка.',
  'audit.line.bot': '🤖 Бот ({guild})',
  'audit.line.request': '· запит {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'нікуди',
  'audit.value.above': 'вище порога',
  'audit.value.under': 'знову нижче порога',
  'audit.input.name': 'Назва',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Тариф',
  'audit.input.game': 'Гра',
  'audit.input.disk': 'Диск',
  'audit.input.external_reference': 'Зовнішнє посилання',
  'audit.input.channel': 'Канал',
  'audit.input.from': 'Звідки',
  'audit.input.to': 'Куди',
  'audit.input.kind': 'Вид',
  'audit.input.events': 'Події',
  'audit.input.ping': 'Згадка',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Хвилини',
  'audit.input.provider': 'Джерело',
  'audit.input.mod': 'Мод',
  'audit.input.mod_id': 'ID мода',
  'audit.input.installed': 'Встановлено',
  'audit.input.newer': 'Новіша',
  'audit.input.newer_id': 'ID новішої версії',
  'audit.input.state': 'Стан',
  'audit.input.threshold': 'Поріг',
  'audit.input.guild': 'Сервер Discord',
  'audit.input.file': 'Файл',
  'audit.input.file_id': 'ID файлу',
  'audit.input.type': 'Тип',
  'audit.input.updates': 'Замінює',
  'audit.poster.givenUp':
    '⚠️ Не вдалося опублікувати записи аудиту в {channel}: {detail}. Вони й далі збережені (див. `/audit ' +
    'recent`).',
  'audit.poster.lost':
    '⚠️ Записи аудиту більше не можна публікувати в {channel}: {reason}. Вони й далі збережені (див. ' +
    '`/audit recent`); знову виберіть канал за допомогою `/audit channel`.',
  // Language: /language.
} satisfies LocaleCatalogue;
