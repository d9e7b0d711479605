import type { LocaleCatalogue } from './en-US.js';

/** ru: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  'command.board': 'Живое сообщение о состоянии ваших серверов, которое обновляется на месте',
  'command.board.create': 'Опубликовать в канале живую доску состояния, которая всегда актуальна',
  'command.board.create.channel': 'Текстовый канал или канал объявлений для доски',
  'command.board.remove': 'Убрать доску состояния из канала вместе с её сообщением',
  'command.board.remove.channel': 'Канал доски',
  'command.board.list': 'Показать доски состояния этого сервера Discord',
  'board.create.already':
    'В {channel} уже есть доска состояния; ничего не изменено. `/board remove` в этом канале уберёт её.',
  'board.create.posted':
    '📋 Доска состояния {scope, select, ops {всех серверов аккаунта} other {всех серверов, привязанных к ' +
    'этому серверу Discord}} появится в {channel} через несколько мгновений и дальше будет обновляться на ' +
    'месте.',
  'board.create.resumed':
    '📋 Возобновлено: доска состояния {scope, select, ops {всех серверов аккаунта} other {всех серверов, ' +
    'привязанных к этому серверу Discord}} появится в {channel} через несколько мгновений и дальше будет ' +
    'обновляться на месте.',
  'board.create.shows':
    'На ней видны состояние, игра, размер, нагрузка (где измеряется) и адрес подключения каждого сервера, ' +
    'а также насколько свежи данные.',
  'board.remove.done': '🗑️ Доска состояния в {channel} убрана.',
  'board.remove.none':
    'В {channel} нет доски состояния; ничего не изменено. `/board list` покажет доски этого сервера Discord.',
  'board.list.none': 'На этом сервере Discord пока нет досок состояния. Используйте `/board create`.',
  'board.list.title': 'Доски состояния',
  'board.list.footer':
    '{count, plural, one {{count} доска} few {{count} доски} many {{count} досок} other {{count} доски}}',
  'board.list.paused':
    '{channel} · ⏸️ приостановлена: {reason}; выполните там `/board create`, чтобы возобновить',
  'board.list.posting': '{channel} · публикуется',
  'board.list.messages':
    '{channel} · {count, plural, one {# сообщение} few {# сообщения} many {# сообщений} other {# сообщения}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# сообщение} few {# сообщения} many {# сообщений} other {# ' +
    'сообщения}} · изменено {when}',
  'board.title': 'Состояние серверов',
  'board.titlePaged': 'Состояние серверов ({page, number}/{pages, number})',
  'board.reading': 'Чтение списка серверов…',
  'board.empty': 'Пока нет серверов для показа.',
  'board.allClear': '✅ Ничего не требует внимания.',
  'board.needsAttention': '**Требуют внимания** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} сервер} few {{count} сервера} many {{count} серверов} other {{count} ' +
    'сервера}}**',
  'board.summary.kind':
    '{kind, select, failed {со сбоем} suspended {приостановлено} stopped {остановлено} provisioning {в ' +
    'подготовке} deleting {удаляется} running {работает} other {неизвестно}}: {count}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} активное оповещение о нагрузке} few {{count} активных оповещения о ' +
    'нагрузке} many {{count} активных оповещений о нагрузке} other {{count} активного оповещения о ' +
    'нагрузке}}',
  'board.reason.slowProvisioning': 'подготовка идёт дольше, чем ожидалось',
  'board.reason.gameSilent': 'игра не отвечает',
  'board.reason.unrecognised': 'состояние, неизвестное боту',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Диск}} выше {threshold} %',
  'board.since': 'с {when}',
  'board.seenSince': 'замечено {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'диск {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} диска',
  'board.freshness.every': 'обновляется примерно каждые {duration}',
  'board.freshness.notRead': '🕒 Ещё не прочитано; {every}',
  'board.freshness.updated': '🕒 Обновлено {when}; {every}',
  'board.stale.unread':
    '⚠️ **Устарело с {since}**: API хостинга не отвечает; состояния не показываются, пока он не ответит.',
  'board.stale.read': '⚠️ **Устарело с {since}**: API хостинга не отвечает; состояния ниже — на {readAt}.',
  'board.notListed':
    '… и ещё {count, plural, one {# сервер} few {# сервера} many {# серверов} other {# сервера}} здесь не ' +
    'показаны: {filters} покажет их.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Кто что сделал, с какого сервера Discord и с каким сервером',
  'command.audit.channel': 'Публиковать каждую запись аудита в канале сразу (без канала — прекратить)',
  'command.audit.channel.channel': 'Текстовый канал или канал объявлений для записей аудита',
  'command.audit.recent': 'Показать последние записи аудита, сначала новые',
  'command.audit.recent.server': 'Только записи об этом сервере',
  'command.audit.recent.member': 'Только записи этого участника',
  'command.audit.recent.limit': 'Сколько записей на странице (по умолчанию 10)',
  'command.audit.recent.kind': 'Только записи этого вида действий',
  'command.audit.recent.kind.server.create': 'Созданные серверы',
  'command.audit.recent.kind.server.update': 'Изменённые серверы',
  'command.audit.recent.kind.server.delete': 'Удалённые серверы',
  'command.audit.recent.kind.mods.install': 'Установленные или обновлённые моды',
  'command.audit.recent.kind.mods.update-check': 'Найденные обновления модов',
  'command.audit.recent.kind.access.link': 'Серверы, привязанные к серверу Discord',
  'command.audit.recent.kind.access.unlink': 'Серверы, отвязанные от сервера Discord',
  'command.audit.recent.kind.alerts.subscribe': 'Подписки на оповещения',
  'command.audit.recent.kind.alerts.unsubscribe': 'Отписки от оповещений',
  'command.audit.recent.kind.board.create': 'Созданные доски состояния',
  'command.audit.recent.kind.board.remove': 'Убранные доски состояния',
  'command.audit.recent.kind.audit.channel': 'Изменения канала аудита',
  'command.audit.recent.kind.usage.crossing': 'Пересечённые пороги нагрузки',
  'command.audit.recent.hours': 'Только записи за последние столько часов',
  'audit.channel.stopped':
    'Записи аудита больше не публикуются. Они по-прежнему хранятся: `/audit recent` покажет их.',
  'audit.channel.notPosting': 'Записи аудита никуда не публиковались; ничего не изменено.',
  'audit.channel.set':
    '📜 Теперь {channel} получает каждую запись аудита сразу. Выполните `/audit channel` без канала, чтобы ' +
    'прекратить.',
  'audit.recent.expired': 'Срок действия этой страницы истёк. Снова выполните `/audit recent`.',
  'audit.recent.none': 'Записей аудита нет.',
  'audit.recent.noneFor': 'Нет записей аудита для: {filters}.',
  'audit.recent.about': 'Записи аудита для: {filters}',
  'audit.recent.title': 'Журнал аудита',
  'audit.recent.footer':
    '{count, plural, one {# запись, сначала новые} few {# записи, сначала новые} many {# записей, сначала ' +
    'новые} other {# записи, сначала новые}}',
  'audit.recent.newer': 'Новее',
  'audit.recent.older': 'Старше',
  'audit.filter.server': 'сервер {server}',
  'audit.filter.member': 'участник {member}',
  'audit.filter.kind': 'вид «{kind}»',
  'audit.filter.hours': 'последние {hours} ч',
  'audit.filter.and': '{first} и {second}',
  'audit.action.server.create':
    '{phase, select, done {создал(а) сервер{server}} asked {попросил(а) создать сервер{server}} other ' +
    '{пытался(-ась) создать сервер{server}}}',
  'audit.action.server.update':
    '{phase, select, done {изменил(а){server}} asked {попросил(а) изменить{server}} other {пытался(-ась) ' +
    'изменить{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {удалил(а){server}} asked {попросил(а) удалить{server}} other {пытался(-ась) ' +
    'удалить{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {установил(а) мод на{server}} asked {попросил(а) установить мод на{server}} ' +
    'other {пытался(-ась) установить мод на{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {нашёл обновление мода для{server}} asked {попросил проверить обновления модов ' +
    'на{server}} other {пытался проверить обновления модов на{server}}}',
  'audit.action.access.link':
    '{phase, select, done {привязал(а){server}} asked {попросил(а) привязать{server}} other {пытался(-ась) ' +
    'привязать{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {отвязал(а){server}} asked {попросил(а) отвязать{server}} other {пытался(-ась) ' +
    'отвязать{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {подписал(а) канал на оповещения{server}} asked {попросил(а) подписать канал на ' +
    'оповещения{server}} other {пытался(-ась) подписать канал на оповещения{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {отписал(а) канал от оповещений{server}} asked {попросил(а) отписать канал от ' +
    'оповещений{server}} other {пытался(-ась) отписать канал от оповещений{server}}}',
  'audit.action.board.create':
    '{phase, select, done {создал(а) доску состояния{server}} asked {попросил(а) создать доску ' +
    'состояния{server}} other {пытался(-ась) создать доску состояния{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {убрал(а) доску состояния{server}} asked {попросил(а) убрать доску ' +
    'состояния{server}} other {пытался(-ась) убрать доску состояния{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {изменил(а), куда публикуются записи аудита{server}} asked {попросил(а) ' +
    'изменить, куда публикуются записи аудита{server}} other {пытался(-ась) изменить, куда публикуются ' +
    'записи аудита{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {зафиксировал пересечение порога нагрузки на{server}} asked {попросил следить за ' +
    'нагрузкой на{server}} other {пытался следить за нагрузкой на{server}}}',
  'audit.outcome.asked': '❔ Ожидает подтверждения участника.',
  'audit.outcome.done': '✅ Готово.',
  'audit.outcome.alerted': '🔔 Оповещён канал, который следит за этим.',
  'audit.outcome.refused': '⛔ Отклонено ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Отклонено API хостинга ({code}).',
  'audit.outcome.refusedByBot': '⛔ Отклонено ботом ({code}).',
  'audit.outcome.cancelled': '✖️ Отменено участником; ничего не изменено.',
  'audit.outcome.expired': '⌛ Истекло без ответа; ничего не изменено.',
  'audit.outcome.conflict': '⚠️ Не применено: кто-то другой тем временем изменил сервер.',
  'audit.outcome.failedCode': '❌ Ошибка ({code}).',
  'audit.outcome.failed': '❌ Ошибка.',
  'audit.line.bot': '🤖 Бот ({guild})',
  'audit.line.request': '· запрос {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'никуда',
  'audit.value.above': 'выше порога',
  'audit.value.under': 'снова ниже порога',
  'audit.input.name': 'Название',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Тариф',
  'audit.input.game': 'Игра',
  'audit.input.disk': 'Диск',
  'audit.input.external_reference': 'Внешняя ссылка',
  'audit.input.channel': 'Канал',
  'audit.input.from': 'Откуда',
  'audit.input.to': 'Куда',
  'audit.input.kind': 'Вид',
  'audit.input.events': 'События',
  'audit.input.ping': 'Упоминание',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Минуты',
  'audit.input.provider': 'Источник',
  'audit.input.mod': 'Мод',
  'audit.input.mod_id': 'ID мода',
  'audit.input.installed': 'Установлен',
  'audit.input.newer': 'Новее',
  'audit.input.newer_id': 'ID новой версии',
  'audit.input.state': 'Состояние',
  'audit.input.threshold': 'Порог',
  'audit.input.guild': 'Сервер Discord',
  'audit.input.file': 'Файл',
  'audit.input.file_id': 'ID файла',
  'audit.input.type': 'Тип',
  'audit.input.updates': 'Заменяет',
  'audit.poster.givenUp':
    '⚠️ Не удалось опубликовать записи аудита в {channel}: {detail}. Они по-прежнему сохранены (см. ' +
    '`/audit recent`).',
  'audit.poster.lost':
    '⚠️ Записи аудита больше нельзя публиковать в {channel}: {reason}. Они по-прежнему сохранены (см. ' +
    '`/audit recent`); снова выберите канал с помощью `/audit channel`.',
  // Language: /language.
} satisfies LocaleCatalogue;
