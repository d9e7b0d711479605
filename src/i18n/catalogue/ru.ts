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
  'alerts.pingNotEveryone':
    'Выберите роль для упоминания, а не @everyone: оповещения никогда не упоминают всех.',
  'alerts.roleNotMentionable':
    'Бот не может упомянуть {role}: роль нельзя упоминать, а у бота нет права «Упоминание ' +
    '@everyone, @here и всех ролей» в {channel}. Разрешите упоминать роль (Настройки сервера, Роли) ' +
    'или выдайте боту это право, затем выполните команду снова.',
  'alerts.usage.noThreshold':
    'Укажите хотя бы один порог для отслеживания (`cpu`, `ram` или `disk`, в процентах).',
  'alerts.activity.title': 'Активность · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · более ранних записей этой серии было слишком много, чтобы их прочитать; см. ' +
    '/server activity',
  'alerts.provisioned.failedText':
    'Сервер сообщает {status}. Удалите его и создайте заново; если ошибка повторится, обратитесь в ' +
    'поддержку.',
  'alerts.provisioned.text': '{serverId} настроен и сообщает {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Не удалось подготовить: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} готов',
  'alerts.provisioned.title': '{symbol} {name}: подготовка завершена',
  'alerts.field.serverId': 'ID сервера',
  'alerts.field.status': 'Статус',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Игра',
  'alerts.deleted.whileProvisioning': '🗑️ {server} удалён во время подготовки; оповещения о нём остановлены.',
  'alerts.deleted.text': '🗑️ {server} больше не существует (удалён); оповещения о нём остановлены.',
  'alerts.button.serverInfo': 'О сервере',
  'alerts.button.resources': 'Ресурсы',
  'alerts.status.fromActivityLog': 'Из журнала активности',
  'alerts.status.downTitle': '{symbol} {server} не работает',
  'alerts.status.downText': '{server} сообщает {status} с {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · когда он снова заработает, появится новое сообщение',
  'alerts.status.backTitle': '{symbol} {server} снова работает после {downtime}',
  'alerts.status.backText':
    '{server} снова сообщает {status}: вернулся после {downtime} (не работал с {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Доступно обновление · {mod} на {server}',
  'alerts.modUpdate.newer': 'У **{mod}** ({provider}) есть более новый выпуск на {server}.',
  'alerts.modUpdate.newerFor': 'У **{mod}** ({provider}) есть более новый выпуск для {fitsFor} на {server}.',
  'alerts.modUpdate.installed': 'Установлено: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Новое: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Новое: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '«Обновить» сначала попросит подтверждение; `/mods installed` показывает все моды, ' +
    'установленные ботом.',
  'alerts.modUpdate.withoutButton':
    'Обновите его через `/mods install` с новым файлом (сначала потребуется подтверждение).',
  'alerts.modUpdate.button': 'Обновить',
  'alerts.usage.firedTitle': '🔥 {metric} выше {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} снова в норме · {server}',
  'alerts.usage.firedText':
    'У {server} {metric} выше {threshold, number} % уже {minutes, plural, one {# минуту} few {# ' +
    'минуты} many {# минут} other {# минуты}}: сейчас {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} снова ниже {threshold, number} % по {metric}: сейчас {value, number} %.',
  'alerts.usage.readAt': 'Данные получены {sampled}.',
  'alerts.usage.readJustNow': 'Данные получены только что.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage отключает эти оповещения',
  'alerts.ops.givenUp': '⚠️ Не удалось опубликовать оповещение о {server} в {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Не удалось опубликовать оповещение о {server} в {channel} на **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Оно отброшено, чтобы следующие оповещения о сервере всё равно отправлялись. Пока публикация ' +
    'там не удастся, другие отброшенные в этом канале оповещения только записываются в журнал.',
  'alerts.ops.notDeliveredWithin': 'оно не было доставлено за {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'оно не было доставлено за {age} (последний ответ: {failure})',
  'alerts.ops.discordRefused': 'Discord его отклонил ({failure})',
  'alerts.ops.paused': '⏸️ Оповещения приостановлены: бот больше не может публиковать в {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Оповещения приостановлены: бот больше не может публиковать в {channel} на **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {# подписка канала приостановлена, повторных попыток не будет} few {# ' +
    'подписки канала приостановлены, повторных попыток не будет} many {# подписок канала ' +
    'приостановлены, повторных попыток не будет} other {# подписки канала приостановлены, повторных ' +
    'попыток не будет}}.',
  'alerts.ops.pausedResume':
    'Выдайте боту там права «Просмотр канала», «Отправка сообщений» и «Встраивание ссылок» (или ' +
    'выберите другой канал), затем снова выполните `/alerts subscribe` (или `/alerts usage` для ' +
    'оповещений о нагрузке), чтобы возобновить.',
  'alerts.ops.setAside': '🗃️ Не удалось прочитать сохранённую запись ({reason}), она отложена: {key}.',
  'alerts.ops.setAsideEffect': 'Бот продолжает работу без неё; всё остальное работает как обычно.',
  'alerts.ops.setAsideKept':
    'Её исходное значение сохранено под {setAsideKey}, чтобы его можно было изучить или ' +
    'восстановить (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Панель статуса в {board} была удалена, поэтому опубликована заново. Если её снова удалят, ' +
    'она будет приостановлена; `/board remove` там отключит её насовсем.',
  'alerts.ops.boardPaused':
    '⏸️ Панель статуса в {board} приостановлена: {reason}. Исправьте это и снова выполните там ' +
    '`/board create`, чтобы возобновить её, или `/board remove`, чтобы удалить.',
  'alerts.everyServer': 'все серверы',
  'alerts.everyServerIncludingLater': 'все серверы, включая созданные позже',
  'alerts.everyLinkedServerIncludingLater':
    'все серверы, связанные с этим сервером Discord, включая связанные позже',
  'alerts.list.paused': '⏸️ приостановлено: {reason}; снова выполните `{command}`, чтобы возобновить',
  'alerts.list.unlinked': 'больше не связан с этим сервером Discord, поэтому ничего не получает',
  'alerts.list.since': 'с {since}',
  'alerts.list.usage': 'нагрузка: {thresholds}',
  'alerts.list.title': 'Подписки на оповещения',
  'alerts.list.none':
    'У этого сервера Discord пока нет подписок на оповещения. Используйте `/alerts subscribe` или ' +
    '`/alerts usage`.',
  'alerts.list.footer':
    'Страница {page, number} из {pages, number} · {subscriptions, plural, one {# подписка} few {# ' +
    'подписки} many {# подписок} other {# подписки}} · {watches, plural, one {# отслеживание ' +
    'нагрузки} few {# отслеживания нагрузки} many {# отслеживаний нагрузки} other {# отслеживания ' +
    'нагрузки}}',
  'alerts.list.paceClamped':
    '⚠️ Нагрузка считывается примерно раз в {every} для каждого отслеживаемого сервера из-за ' +
    'ограничения частоты запросов API: слишком редко для окна в {minutes, plural, one {# минуту} ' +
    'few {# минуты} many {# минут} other {# минуты}}, поэтому оповещения о нагрузке могут ' +
    'опаздывать до {every}.',
  'alerts.list.pace':
    'Нагрузка считывается примерно раз в {every} для каждого отслеживаемого сервера (из-за ' +
    'ограничения частоты запросов API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} больше не получает оповещения типа {kind} для: {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} больше не получает оповещения (события и нагрузка) для: {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} больше не получает оповещения для: {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} больше не получает оповещения о нагрузке для: {what}.',
  'alerts.unsubscribe.none':
    'У {channel} нет подписки для: {what}; ничего не изменилось. `/alerts list` показывает подписки ' +
    'этого сервера Discord.',
  'alerts.unsubscribe.noneOfKind':
    'У {channel} нет подписки типа {kind} для: {what}; ничего не изменилось. `/alerts list` ' +
    'показывает подписки этого сервера Discord.',
  'alerts.kindLabel.provisioning': 'результаты подготовки',
  'alerts.kindLabel.status': 'изменения статуса (сбой и восстановление с временем простоя)',
  'alerts.kindLabel.activity': 'новая активность',
  'alerts.kindLabel.mods': 'обновления модов',
  'alerts.route.allEvents': 'все события',
  'alerts.route.pings': '{kind} (упоминает {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (упоминает {role}, в том числе при восстановлении)',
  'alerts.subscribe.unchanged':
    '{channel} уже получает оповещения для: {what}: {routes}; ничего не изменилось.',
  'alerts.subscribe.done': '🔔 {channel} теперь получает оповещения для: {what}: {kinds}.',
  'alerts.subscribe.resumed': '🔔 Возобновлено: {channel} теперь получает оповещения для: {what}: {kinds}.',
  'alerts.subscribe.mentions': 'Они упоминают {role} (сообщения о восстановлении — нет).',
  'alerts.subscribe.mentionsOnRecoveryToo':
    'Они упоминают {role}, в том числе в сообщениях о восстановлении.',
  'alerts.subscribe.inAll': 'Всего канал получает: {routes}.',
  'alerts.subscribe.howToStop': 'Чтобы отключить их, используйте `/alerts unsubscribe`.',
  'alerts.usage.threshold': '{metric} выше {threshold, number} %',
  'alerts.usage.thresholdsFor': '{thresholds} в течение {minutes, number} мин',
  'alerts.usage.watching':
    '📈 {channel} теперь получает оповещения о нагрузке для: {what}: {thresholds}, один раз при ' +
    'превышении и один раз при возврате ниже порога.',
  'alerts.usage.paceClamped':
    '⚠️ Бюджет API позволяет боту считывать нагрузку каждого отслеживаемого сервера лишь примерно ' +
    'раз в {every}, слишком редко для окна в {minutes, plural, one {# минуту} few {# минуты} many ' +
    '{# минут} other {# минуты}}: оповещения могут опаздывать до {every}.',
  'alerts.usage.pace': 'Нагрузка каждого отслеживаемого сервера считывается примерно раз в {every}.',
  'alerts.usage.howToStop': 'Чтобы отключить их, используйте `/alerts unsubscribe kind:usage`.',
  'command.alerts': 'Публиковать в канале оповещения о подготовке, статусе, активности и нагрузке',
  'command.alerts.subscribe': 'Публиковать с этого момента оповещения о сервере (или обо всех) в канале',
  'command.alerts.subscribe.channel': 'Текстовый канал или канал объявлений для оповещений',
  'command.alerts.subscribe.server': 'Только этот сервер (оставьте пустым для всех доступных вам)',
  'command.alerts.subscribe.events': 'Какие оповещения (по умолчанию все)',
  'command.alerts.subscribe.events.all': 'Все события',
  'option.events.provisioning': 'Результаты подготовки',
  'option.events.status': 'Изменения статуса (сбой и восстановление)',
  'option.events.activity': 'Новая активность',
  'option.events.mods': 'Обновления модов',
  'command.alerts.subscribe.ping': 'Роль, которую упоминают эти оповещения',
  'command.alerts.subscribe.ping_recovery':
    'Упоминать роль и при восстановлении («снова работает после 12 мин») (по умолчанию нет)',
  'command.alerts.usage': 'Оповещать в канале, когда сервер долго выше порога CPU, RAM или диска',
  'command.alerts.usage.channel': 'Текстовый канал или канал объявлений для оповещений',
  'command.alerts.usage.server': 'Только этот сервер (оставьте пустым для всех доступных вам)',
  'command.alerts.usage.cpu': 'Оповещать, когда CPU держится выше этого процента (1-100)',
  'command.alerts.usage.ram': 'Оповещать, когда RAM держится выше этого процента (1-100)',
  'command.alerts.usage.disk': 'Оповещать, когда диск держится выше этого процента (1-100)',
  'command.alerts.usage.minutes':
    'Сколько значение должно держаться выше порога до оповещения (по умолчанию 5)',
  'command.alerts.unsubscribe': 'Прекратить публикацию оповещений в канале',
  'command.alerts.unsubscribe.channel': 'Текстовый канал или канал объявлений для оповещений',
  'command.alerts.unsubscribe.server': 'Сервер подписки (оставьте пустым для подписки на все серверы)',
  'command.alerts.unsubscribe.kind': 'Какие оповещения отключить (по умолчанию все)',
  'command.alerts.unsubscribe.kind.events': 'Оповещения о событиях (подготовка, статус, активность, моды)',
  'command.alerts.unsubscribe.kind.usage': 'Оповещения о нагрузке (пороги)',
  'command.alerts.unsubscribe.kind.all': 'Все оповещения',
  'command.alerts.unsubscribe.events': 'Отключить только этот тип оповещений; остальные в канале останутся',
  'command.alerts.list': 'Показать подписки на оповещения и отслеживания нагрузки этого сервера Discord',
  'alerts.reason.channelDeleted': 'канал был удалён',
  'alerts.reason.lostAccess': 'бот потерял доступ к каналу',
  'alerts.reason.lacksPermission': 'у бота нет права публиковать там',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
