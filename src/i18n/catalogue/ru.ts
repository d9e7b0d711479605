import type { CatalogueOf } from './en-US.js';

/** ru: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Идентификатор запроса: `{requestId}`',
  'error.serverNotFound':
    'Такого сервера нет или он здесь недоступен. Выберите сервер из подсказок или проверьте идентификатор.',
  'error.api.VALIDATION_ERROR':
    'API хостинга отклонил запрос как некорректный. Проверьте значения и попробуйте ещё раз.',
  'error.api.LIMIT_EXCEEDED':
    'Достигнута квота этого аккаунта. Удалите что-нибудь неиспользуемое или попросите хостинг-провайдера ' +
    'повысить квоту.',
  'error.api.NO_CHANGE': 'Ничего не изменилось: у сервера уже такой размер. Выберите другое значение.',
  'error.api.INVALID_RAM':
    'Объём RAM должен быть положительным и кратным 0,5 ГБ (например, 2; 2,5 или 3). Исправьте значение и ' +
    'попробуйте ещё раз.',
  'error.api.BELOW_MIN_RAM':
    'Такой объём RAM ниже минимума тарифа этого сервера (он указан в карточке тарифа в хостинг-панели). ' +
    'Выберите больше RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Такой объём RAM выше максимума тарифа этого сервера (он указан в карточке тарифа в хостинг-панели). ' +
    'Выберите меньше RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Это превысит общий лимит RAM аккаунта хостинга. Сначала уменьшите или удалите другой сервер либо ' +
    'повысьте лимит.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Сервер занимает больше места на диске, чем допускает меньший размер, поэтому его нельзя понизить. ' +
    'Сначала освободите на нём место.',
  'error.api.AUTH_REQUIRED':
    'API хостинга отклонил API-ключ бота. Администратору нужно проверить HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'API-ключу бота это не разрешено. Попросите хостинг-провайдера выдать боту это разрешение.',
  'error.api.ADDON_REQUIRED':
    'Для модов и плагинов на этом сервере нужно дополнение модов или тариф Premium. Попросите ' +
    'хостинг-провайдера включить дополнение модов или перевести сервер на Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Эта функция недоступна на тарифе сервера. Попросите хостинг-провайдера перевести сервер на более ' +
    'высокий тариф, где она есть.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Автор мода запрещает скачивание сторонними сервисами, поэтому его нельзя установить автоматически. ' +
    'Скачайте его со страницы мода и загрузите на сервер вручную.',
  'error.api.USER_NOT_FOUND': 'Этот пользователь не найден на сервере. Проверьте имя и попробуйте ещё раз.',
  'error.api.NOT_FOUND':
    'Мод или файл не найден у провайдера; возможно, его удалили. Повторите поиск и выберите файл из списка.',
  'error.api.CONFLICT':
    'Кто-то другой изменил этот сервер в тот же момент, поэтому ничего не применено. Посмотрите его ' +
    'текущее состояние и попробуйте ещё раз.',
  'error.api.SERVER_SUSPENDED':
    'Сервер приостановлен, поэтому изменения заблокированы. Обратитесь к хостинг-провайдеру, чтобы снять ' +
    'приостановку.',
  'error.api.SERVER_INSTALLING': 'Сервер ещё настраивается. Попробуйте ещё раз, когда он будет готов.',
  'error.api.ALREADY_EXISTS': 'Это уже существует, поэтому ничего нового не создано.',
  'error.api.LIMIT_REACHED':
    'Достигнут лимит панели хостинга. Удалите что-нибудь неиспользуемое или попросите хостинг-провайдера ' +
    'повысить лимит.',
  'error.api.CONFIG_ERROR':
    'Платформе хостинга не хватает настроек для этого действия. Обратитесь к хостинг-провайдеру и укажите ' +
    'идентификатор запроса.',
  'error.api.INTERNAL_ERROR':
    'Во внутренней работе API хостинга произошла ошибка. Попробуйте ещё раз чуть позже; если ошибка ' +
    'повторяется, обратитесь к хостинг-провайдеру с идентификатором запроса.',
  'error.api.UPLOAD_FAILED':
    'Мод скачан, но загрузить его на сервер не удалось. Попробуйте ещё раз; если ошибка повторяется, ' +
    'проверьте, что сервер запущен и на диске есть свободное место.',
  'error.api.SERVICE_UNAVAILABLE':
    'У платформы хостинга сейчас нет свободных ресурсов (узлов или портов) либо её панель недоступна. ' +
    'Попробуйте позже.',
  'error.ops.SERVER_SUSPENDED':
    'Сервер приостановлен, поэтому изменения заблокированы. Снимите приостановку в панели хостинга (обычно ' +
    'это решается через связанный с ней биллинг), затем попробуйте ещё раз.',
  'error.ops.ADDON_REQUIRED':
    'Для модов и плагинов на этом сервере нужно дополнение модов или тариф Premium. Включите для него ' +
    'дополнение модов в панели хостинга или переведите его на Premium, затем попробуйте ещё раз.',
  'error.ops.LIMIT_EXCEEDED':
    'Достигнута квота вашего аккаунта хостинга. Удалите что-нибудь неиспользуемое или попросите платформу ' +
    'хостинга повысить квоту.',
  'error.ops.LIMIT_REACHED':
    'Достигнут лимит панели хостинга. Удалите что-нибудь неиспользуемое или повысьте лимит в панели ' +
    'хостинга.',
  'error.ops.FORBIDDEN':
    'API-ключу бота это не разрешено. Выдайте ключу это разрешение в настройках API панели хостинга или ' +
    'используйте ключ, у которого оно есть.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Эта функция недоступна на тарифе сервера. Переведите сервер на более высокий тариф в панели хостинга, ' +
    'чтобы открыть её.',
  'error.ops.CONFIG_ERROR':
    'Платформе хостинга не хватает настроек для этого действия. Обратитесь в поддержку платформы хостинга ' +
    'и укажите идентификатор запроса.',
  'error.ops.INTERNAL_ERROR':
    'Во внутренней работе API хостинга произошла ошибка. Попробуйте ещё раз чуть позже; если ошибка ' +
    'повторяется, обратитесь в поддержку платформы хостинга с идентификатором запроса.',
  'error.ramBelowPlan':
    'Такой объём RAM ниже минимума тарифного плана — {bound}. Выберите {bound} или больше.',
  'error.ramAbovePlan':
    'Такой объём RAM выше максимума тарифного плана — {bound}. Выберите {bound} или меньше.',
  'error.client.RATE_LIMITED':
    'API хостинга сейчас ограничивает частоту запросов бота. Подождите минуту и попробуйте ещё раз.',
  'error.client.NETWORK_ERROR': 'Бот не смог связаться с API хостинга. Попробуйте ещё раз чуть позже.',
  'error.client.TIMEOUT':
    'API хостинга не ответил вовремя. Действие всё же могло выполниться: проверьте, прежде чем повторять ' +
    'его.',
  'error.client.ABORTED': 'Запрос был отменён до завершения. Попробуйте ещё раз.',
  'error.client.INVALID_RESPONSE':
    'API хостинга прислал ответ, который бот не может понять. Попробуйте ещё раз; если ошибка повторяется, ' +
    'сообщите идентификатор запроса.',
  'error.client.RESPONSE_TOO_LARGE':
    'API хостинга прислал слишком большой ответ, и бот не стал его читать. Попробуйте ещё раз с более ' +
    'узким поиском; если ошибка повторяется, сообщите идентификатор запроса.',
  'error.tenantBusy': 'Сейчас слишком много запросов с этого сервера. Повторите через {seconds, number} с.',
  'error.store.read':
    'Бот не смог прочитать свою базу данных, поэтому сейчас не может этого сделать. Ничего не изменено; ' +
    'попробуйте ещё раз через минуту.',
  'error.store.write':
    'Изменение не сохранено: база данных бота не отвечает. Ничего не изменено; попробуйте ещё раз через ' +
    'минуту.',
  'error.api.failed': 'Ошибка API хостинга (HTTP {status}). Попробуйте ещё раз чуть позже.',
  'error.api.refused': 'API хостинга отклонил запрос ({code}). Проверьте значения и попробуйте ещё раз.',
  'error.internal':
    'Внутри бота что-то пошло не так. Разработчики узнают об этом из логов; попробуйте ещё раз.',
  'validation.text': '{field} должно быть текстом.',
  'validation.required': '{field} — обязательное поле.',
  'validation.tooLong':
    '{field} может содержать не больше {max, plural, one {# символа} few {# символов} many {# символов} ' +
    'other {# символа}}.',
  'validation.wholeNumberAtLeast': '{field} должно быть целым числом не меньше {min, number}.',
  'validation.wholeNumberBetween': '{field} должно быть целым числом от {min, number} до {max, number}.',
  'validation.oneOf': '{field} должно быть одним из значений: {values}.',
  'validation.ramNumber': 'RAM нужно указать числом в ГБ.',
  'validation.ramSteps': 'Объём RAM должен быть положительным и кратным 0,5 ГБ (например, 2; 2,5 или 3).',
  'validation.serverId': 'Это неверный идентификатор сервера.',
  'validation.providerId': '{field} должно быть непустым идентификатором.',
  'validation.boolean': '{field} должно быть true или false.',
  'validation.addons': 'Дополнения должны быть списком дополнений, каждое выбрано или нет.',
  'validation.disk': 'Диск нужно указать положительным числом в ГБ.',
  'validation.emptyUpdate': 'Укажите для обновления хотя бы RAM, диск или внешнюю ссылку.',
  'validation.object': '{field} должно быть объектом.',
  'validation.invalid':
    'Бот отклонил собственный запрос как некорректный ещё до отправки. Попробуйте ещё раз.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} ГБ',
  'unit.bytes': '{value, number, ::.#} {unit, select, B {Б} KB {КБ} MB {МБ} GB {ГБ} TB {ТБ} other {{unit}}}',
  'unit.daysHours': '{days, number} дн. {hours, number} ч',
  'unit.days': '{days, number} дн.',
  'unit.hoursMinutes': '{hours, number} ч {minutes, number} мин',
  'unit.hours': '{hours, number} ч',
  'unit.minutes': '{minutes, number} мин',
  'unit.seconds': '{seconds, number} с',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Эта команда здесь больше недоступна. Возможно, Discord ещё показывает старый список: попробуйте ещё ' +
    'раз через минуту.',
  'interaction.staleComponent':
    'Эти кнопки остались от старой версии бота и больше не работают. Выполните команду ещё раз.',
  'interaction.guildsOnly': 'Этот бот работает только на серверах.',
  'confirmation.retiredKind':
    'Это подтверждение относится к действию, которое бот больше не предлагает; ничего не изменено.',
  'permission.viewChannel': 'Просматривать канал',
  'permission.sendMessages': 'Отправлять сообщения',
  'permission.embedLinks': 'Встраивать ссылки',
  'permission.cannotPost':
    'Бот не может публиковать в {channel}: ему там нужны права {permissions}. Выдайте их в правах канала ' +
    '(или выберите другой канал) и выполните команду ещё раз.',
  'quota.subscriptions':
    'Этот сервер достиг лимита подписок на оповещения ({limit}). Сначала удалите одну через `/alerts ' +
    'unsubscribe` или попросите операторов бота повысить лимит.',
  'quota.boards':
    'Этот сервер достиг лимита досок состояния ({limit}). Сначала удалите одну через `/board remove` или ' +
    'попросите операторов бота повысить лимит.',
  'quota.usageWatches':
    'Этот сервер достиг лимита отслеживаний нагрузки ({limit}). Сначала удалите одно через `/alerts ' +
    'unsubscribe kind:usage` или попросите операторов бота повысить лимит.',
  'interaction.rateLimitWait':
    '⏳ API хостинга сейчас ограничивает запросы бота. Ответ придёт, как только API снова начнёт принимать ' +
    'запросы, {when}.',
  'confirmation.ask': '{member}, подтвердите: этот запрос истекает {expiresIn}.',
  'confirmation.onlyAsker': 'Подтвердить может только участник, который это запросил.',
  'confirmation.confirm': 'Подтвердить',
  'confirmation.cancel': 'Отмена',
  'confirmation.working': '⏳ Выполняется…',
  'confirmation.cancelled': '✖️ Отменено; ничего не изменено.',
  'confirmation.promptExpired': '⌛ Срок этого подтверждения истёк; ничего не изменено.',
  'confirmation.expired':
    '⌛ Срок этого подтверждения истёк или оно больше неизвестно; ничего не изменено. Выполните команду ещё ' +
    'раз.',
  'confirmation.foreign': 'Подтвердить или отменить это может только участник, который это запросил.',
  'confirmation.used': 'Это подтверждение уже использовано.',
  'page.previous': 'Назад',
  'page.next': 'Вперёд',
  'limits.andMore': '…и ещё {count, plural, one {#} few {#} many {#} other {#}}',
  'limits.notShown':
    '{count, plural, one {ещё # не показано} few {ещё # не показаны} many {ещё # не показано} other {ещё # ' +
    'не показано}}',
  'option.server': 'Сервер (выберите подсказку или вставьте его идентификатор)',
  'option.guild_id': 'Сервер Discord сообщества (выберите тот, где есть бот, или вставьте его идентификатор)',
  'command.access': 'Определить, какие серверы Discord видят какие серверы и кто что может делать с ботом',
  'command.access.link': 'Разрешить серверу Discord сообщества видеть сервер и управлять им',
  'command.access.unlink': 'Запретить серверу Discord сообщества видеть сервер',
  'command.access.list': 'Показать, какие серверы Discord видят какие серверы',
  'command.access.list.guild_id':
    'Только этот сервер Discord сообщества (выберите его или вставьте идентификатор)',
  'access.linked': '🔗 {server} привязан к {guild}.',
  'access.alreadyLinked': '**{name}** уже был привязан к {guild}.',
  'access.membersSeeIt': 'Участники теперь видят этот сервер в своих командах в пределах своего уровня.',
  'access.botNotInGuild':
    'Бота ещё нет на этом сервере Discord: пригласите его туда, и команды появятся, когда он присоединится.',
  'access.unlinked':
    '✂️ {server} отвязан от {guild}; этот сервер Discord больше не может видеть его или управлять им.',
  'access.notLinked': '{server} не был привязан к {guild}; ничего не изменилось.',
  'access.guildHasNoLinks': 'У {guild} нет привязанных серверов.',
  'access.noLinks':
    'Ни один сервер Discord сообщества пока не привязан к серверу. Используйте `/access link`.',
  'access.title': 'Доступ серверов Discord',
  'access.guildNotJoined': 'Сервер Discord {guildId} (бота на нём нет)',
  'access.moreGuilds':
    '{count, plural, one {Привязан ещё # сервер Discord} few {Привязаны ещё # сервера Discord} many ' +
    '{Привязаны ещё # серверов Discord} other {Привязаны ещё # сервера Discord}}: выберите один через ' +
    'guild_id, чтобы увидеть его серверы.',
  'permission.lost.unknownChannel': 'канал удалён',
  'permission.lost.missingAccess': 'бот потерял доступ к каналу',
  'permission.lost.missingPermissions': 'у бота нет права публиковать там',
  'permission.lacking': 'у бота там нет прав: {permissions}',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'Нечего менять: укажите хотя бы одно из ram, disk или external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'диск {before} → {after}',
  'server.update.changedReference': 'внешняя ссылка «{before}» → «{after}»',
  'server.update.changedStatus': 'статус {before} → {after}',
  'server.update.concurrentChange':
    'Кто-то изменил этот сервер, пока вы его обновляли ({changes}), поэтому ваше изменение не применено. ' +
    'Проверьте новые значения и выполните команду ещё раз.',
  'server.update.concurrentUnseenChange':
    'Кто-то изменил этот сервер, пока вы его обновляли, поэтому ваше изменение не применено. Проверьте ' +
    'текущие значения с помощью `/server info` и выполните команду ещё раз.',
  'server.update.done': '✅ {server} обновлён',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Диск: {before} → {after}',
  'server.update.lineReference': 'Внешняя ссылка: {before} → {after}',
  'server.update.noReference': 'нет',
  'server.update.unchanged': 'У сервера уже были эти значения; ничего не изменилось.',
  'command.server': 'Создавать, просматривать, изменять размер и удалять игровые серверы на хостинге',
  'command.server.list': 'Показать список серверов с фильтрами и сортировкой',
  'command.server.list.status': 'Только серверы с этим статусом (выберите или введите другой)',
  'command.server.list.game': 'Только серверы этой игры',
  'command.server.list.search': 'Название содержит этот текст',
  'command.server.list.sort': 'Сортировать по',
  'command.server.list.sort.createdAt': 'Время создания',
  'command.server.list.sort.name': 'Название',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Статус',
  'command.server.list.order': 'Порядок сортировки',
  'command.server.list.order.asc': 'По возрастанию',
  'command.server.list.order.desc': 'По убыванию',
  'command.server.info': 'Показать сервер: статус, тариф, лимиты, дополнения и версию',
  'command.server.create': 'Создать сервер; подготовка продолжится в фоне',
  'command.server.create.name': 'Название сервера',
  'command.server.create.ram': 'RAM в ГБ, с шагом 0,5',
  'command.server.create.game': 'ID игры (по умолчанию — значение API)',
  'command.server.create.game_type': 'Вариант игры (по умолчанию — значение API)',
  'command.server.create.game_version': 'Версия игры (по умолчанию — значение API)',
  'command.server.create.plan': 'Тариф (по умолчанию Premium)',
  'command.server.create.plan.budget': 'Бюджетный',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Выбрать дополнение для модов',
  'command.server.create.external_reference': 'Ваша ссылка, например номер заказа',
  'command.server.update': 'Изменить размер сервера или его внешнюю ссылку',
  'command.server.update.ram': 'Новый объём RAM в ГБ, с шагом 0,5',
  'command.server.update.disk': 'Новый объём диска в ГБ',
  'command.server.update.external_reference': 'Новая внешняя ссылка',
  'command.server.delete': 'Удалить сервер навсегда (с подтверждением)',
  'command.server.resources': 'Текущие CPU, память, диск, сеть и время работы, с графиком нагрузки',
  'command.server.resources.hours': 'Период графика нагрузки в часах (1–24, по умолчанию 6)',
  'command.server.activity': 'Недавние действия: создание, изменение размера, установки и другое',
  'server.list.expired': 'Срок действия этого списка истёк. Выполните `/server list` ещё раз.',
  'server.list.title': 'Серверы',
  'server.list.empty': 'Подходящих серверов нет.',
  'server.list.pageOf':
    'Страница {page, number} из {pages, number} · {total, plural, one {# сервер} few {# сервера} many {# ' +
    'серверов} other {# сервера}}',
  'server.list.page': 'Страница {page, number}',
  'server.list.filterStatus': 'статус {status}',
  'server.list.filterGame': 'игра {game}',
  'server.list.filterSearch': 'название содержит «{search}»',
  'server.list.filterSort': 'сортировка: {sort}',
  'server.list.filterAscending': 'по возрастанию',
  'server.list.filterDescending': 'по убыванию',
  'server.info.connect': '🔌 Подключение {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 Прочитано из хостинг-панели {when} · читаем заново…',
  'server.info.lastReadOnly': '🕓 Прочитано из хостинг-панели {when}',
  'server.field.status': 'Статус',
  'server.field.plan': 'Тариф',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Диск',
  'server.field.game': 'Игра',
  'server.field.externalReference': 'Внешняя ссылка',
  'server.field.created': 'Создан',
  'server.field.addons': 'Дополнения',
  'server.field.limits': 'Лимиты',
  'server.field.serverId': 'ID сервера',
  'server.create.title': '{symbol} Подготовка началась: {name}',
  'server.create.description':
    'Сервер подготавливается. Это сообщение обновится, когда он будет готов или если подготовка не удастся.',
  'server.create.idPending': 'будет назначен в ближайшее время',
  'server.delete.done': '🗑️ **{name}** {id} удалён вместе с данными, резервными копиями и DNS-записями.',
  'server.delete.confirm': 'Удалить навсегда',
  'server.delete.title': 'Удалить {name}?',
  'server.delete.prompt':
    'Это навсегда удалит **{name}** {id}.\n\nВсе его данные, резервные копии и DNS-записи будут удалены из ' +
    'панели, SFTP и DNS. **Это нельзя отменить или восстановить.**',
  'server.alertButton.info': 'О сервере',
  'server.alertButton.resources': 'Ресурсы',
  'server.alertButton.acknowledge': 'Взять в работу',
  'alerts.ack.field': 'Взято в работу',
  'alerts.ack.by': '{member} взял(а) это оповещение в работу {ago}.',
  'alerts.ack.taken': '{member} уже взял(а) это оповещение в работу {ago}.',
  'alerts.ack.after': '{member} взял(а) его в работу через {duration} после начала.',
  'alerts.ack.afterSome':
    '{member} взял(а) в работу инцидент на ' +
    '{count, plural, one {# из этих серверов} ' +
    'few {# из этих серверов} ' +
    'many {# из этих серверов} ' +
    'other {# из этих серверов}}' +
    ' через {duration} после начала.',
  'server.alertButton.showAll': 'Показать все',
  'server.alertGroup.gone':
    'Список этого сгруппированного сообщения больше не хранится; `/server list` показывает все серверы.',
  'availability.name': 'Доступность',
  'availability.notWatched':
    'Пока не отслеживается: `/alerts subscribe events:status` на этом сервере включает отслеживание.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages':
    '{outages, plural, =0 {без сбоев} one {# сбой, {downtime}} few {# сбоя, {downtime}} many {# сбоев, ' +
    '{downtime}} other {# сбоя, {downtime}}}',
  'availability.watchedFor': 'Отслеживается уже {watched}: {availability}',
  'availability.day': '24 ч: {availability}',
  'availability.week': '7 дн.: {availability}',
  'availability.sinceWatching': 'С начала отслеживания, {watched} назад: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Диск',
  'resources.title': 'Ресурсы · {name}',
  'resources.description': 'ID {id} · замер {sampled}',
  'resources.noFigures': 'API не сообщил данных о нагрузке.',
  'resources.field.state': 'Состояние',
  'resources.field.memory': 'Память',
  'resources.field.network': 'Сеть',
  'resources.field.uptime': 'Время работы',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} из {limit}',
  'resources.noChartYet':
    'Графика нагрузки пока нет: бот замеряет нагрузку только у отслеживаемых серверов. Начните с `/alerts ' +
    'usage` на этом сервере (или добавьте его на `/board`); с этого момента график начнёт заполняться.',
  'resources.noFiguresInSpan':
    'Нет данных о нагрузке за последние {hours, number} ч: замеры начались {first}, последний замер {last}.',
  'resources.usageOver': 'Нагрузка за последние {hours, number} ч (замеры с {first}, последний {last}).',
  'resources.playersLine':
    'Игроки онлайн за последние {hours, number} ч по ответам игры на проверки бота — на правой оси.',
  'chart.title': '{title} · последние {hours, number} ч',
  'chart.now': 'сейчас',
  'chart.hoursTick': '{hours, number, ::.##} ч',
  'chart.hoursAxis': 'часов назад ({time} UTC)',
  'chart.usageAxis': 'нагрузка (%)',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Игроки',
  'chart.playersAxis': 'игроки онлайн',
  'fields.yes': 'да',
  'fields.no': 'нет',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Отвечает ({latency, number} мс)',
  'game.checkedAgo': 'проверено {when}',
  'game.notAnsweringSince': '🔴 Не отвечает с {since}',
  'game.notAnswering': '🔴 Не отвечает (проверено {when})',
  'game.noAnswerInTime': '⏳ Игра не ответила вовремя; попробуйте ещё раз чуть позже.',
  'game.notQueried.noAddress': 'Не опрашивался: у сервера нет адреса для подключения.',
  'game.notQueried.unknownGame': 'Не опрашивался: бот не умеет опрашивать эту игру.',
  'game.notQueried.disabled': 'Опрос игр в этом боте отключён.',
  'game.notQueried.hostNotAllowed': 'Не опрашивался: боту нельзя опрашивать этот адрес.',
  'game.notQueried.privateAddress': 'Не опрашивался: частный или зарезервированный адрес.',
  'game.notQueried.unresolvable': 'Не опрашивался: не удаётся определить IP-адрес.',
  'game.notQueried.protocolNotAllowed': 'Не опрашивался: бот не опрашивает протокол этой игры.',
  'game.notQueried.httpNotEnabled': 'Не опрашивался: эта игра опрашивается по HTTP, а это отключено в боте.',
  'game.checking': '⏳ Опрашиваем игру…',
  'game.playersOnline': '👥 {online, number} / {max, number} онлайн',
  'game.peakPlayers': 'Пик за последние 24 ч: {peak, number}',
  'game.moreNames': '{names} и ещё {more, plural, one {#} few {#} many {#} other {#}}',
  'game.field.server': 'Игровой сервер',
  'game.field.players': 'Игроки',
  'game.field.version': 'Версия игры',
  'game.field.motd': 'Сообщение дня',
  'game.silentTitle': '🔇 {server}: игра не отвечает',
  'game.silentText': '{server} работает по данным панели, но игра не отвечает с {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · когда игра снова ответит, появится новое сообщение',
  'game.answeringTitle': '🔊 {server}: игра снова отвечает спустя {downtime}',
  'game.answeringText': 'Игра на {server} снова отвечает: молчала {downtime} (с {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'игра не отвечает',
  'game.fleetPlayers':
    '👥 {online, plural, one {# игрок} few {# игрока} many {# игроков} other {# игрока}} онлайн на ' +
    '{servers, plural, one {# отвечающем сервере} few {# отвечающих серверах} many {# отвечающих серверах} ' +
    'other {# отвечающего сервера}}',
  'activity.title': 'Действия · {name}',
  'activity.empty': 'Действий пока не записано.',
  'activity.latest':
    '{total, plural, one {Последние {shown, number} из # записи} few {Последние {shown, number} из # ' +
    'записей} many {Последние {shown, number} из # записей} other {Последние {shown, number} из # записи}}',
  'activity.count': '{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}',
  'activity.timeUnknown': 'время неизвестно',
  'activity.by': '{what} — {actor}',
  'activity.action.created': 'Сервер создан',
  'activity.action.provisioned': 'Подготовка завершена',
  'activity.action.installFailed': 'Установка не удалась',
  'activity.action.deleted': 'Сервер удалён',
  'activity.action.resized': 'Размер сервера изменён',
  'activity.action.updated': 'Сервер обновлён',
  'activity.action.suspended': 'Сервер приостановлен',
  'activity.action.unsuspended': 'Сервер возобновлён',
  'activity.action.statusChanged': 'Статус изменён',
  'activity.action.noteAdded': 'Добавлена заметка',
  'activity.action.modInstalled': 'Мод установлен',
  'activity.action.pluginInstalled': 'Плагин установлен',
  'activity.action.unknown': 'Действие',
  'activity.action.reinstalled': 'Сервер переустановлен',
  'activity.action.started': 'Сервер запущен',
  'activity.action.stopped': 'Сервер остановлен',
  'activity.action.restarted': 'Сервер перезапущен',
  'activity.action.modUpdated': 'Мод обновлён',
  'activity.action.modRemoved': 'Мод удалён',
  'activity.action.pluginUpdated': 'Плагин обновлён',
  'activity.action.pluginRemoved': 'Плагин удалён',
  'activity.action.backupCreated': 'Резервная копия создана',
  'activity.action.backupRestored': 'Резервная копия восстановлена',
  'activity.action.backupDeleted': 'Резервная копия удалена',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (формулировка API)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'Автор **{mod}** запрещает скачивание через сторонние сервисы, поэтому бот не может его установить: ' +
    'скачайте файл со страницы мода и загрузите его на сервер вручную.',
  'mods.install.restrictedWithPage':
    'Автор **{mod}** запрещает скачивание через сторонние сервисы, поэтому бот не может его установить: ' +
    'скачайте файл со страницы мода и загрузите его на сервер вручную. Страница мода: {page}',
  'mods.install.refusedWithPage': '{sentence} Страница мода: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Плагин с ID {modId} не найден в {provider}.} other {Мод с ID {modId} не ' +
    'найден в {provider}.}} Выберите один из предложенных вариантов.',
  'mods.install.fileNotFound': 'У {mod} нет файла с ID {fileId}. Выберите один из предложенных вариантов.',
  'mods.search.loaderNeedsCurseforge':
    'Фильтр по загрузчику работает только с каталогом CurseForge. Уберите его или выберите другого ' +
    'провайдера.',
  'mods.update.noRecord':
    'У бота больше нет записи об установке этого мода на тот сервер. Посмотрите `/mods installed`.',
  'mods.update.alreadyCurrent': 'На {server} уже установлена версия {file} мода {mod}.',
  'mods.update.fileGone':
    'Каталог больше не предлагает этот файл {mod}. Актуальный смотрите в `/mods installed`.',
  'command.mods': 'Искать, устанавливать и обновлять моды и плагины',
  'command.mods.search': 'Найти в каталоге моды или плагины, подходящие для сервера',
  'command.mods.search.provider': 'Каталог (по умолчанию CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Моды или плагины (по умолчанию моды)',
  'command.mods.search.type.mods': 'моды',
  'command.mods.search.type.plugins': 'плагины',
  'command.mods.search.query': 'Слова для поиска',
  'command.mods.search.game_version': 'Версия игры (по умолчанию — версия сервера)',
  'command.mods.search.loader': 'Загрузчик модов (только CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Установить мод или плагин на сервер (с подтверждением)',
  'command.mods.install.provider': 'Каталог',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Моды или плагины (по умолчанию моды)',
  'command.mods.install.type.mods': 'моды',
  'command.mods.install.type.plugins': 'плагины',
  'command.mods.install.mod': 'Мод (начните вводить для поиска)',
  'command.mods.install.file': 'Файл релиза (сначала подходящие к версии сервера)',
  'command.mods.installed': 'Моды и плагины, которые бот установил на сервер, и есть ли для них обновления',
  'mods.choice.serverVersion': '{version} (версия сервера)',
  'mods.choice.noAddon': 'Здесь нет модов: у этого сервера нет ни дополнения для модов, ни тарифа Premium.',
  'mods.search.title': '{type, select, plugins {Плагины для {server}} other {Моды для {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Плагины для {server} по запросу «{query}»} other {Моды для {server} по ' +
    'запросу «{query}»}}',
  'mods.search.nothingFound': 'Ничего не найдено. Попробуйте другие слова или другого провайдера.',
  'mods.search.footerGameVersion': 'версия игры {version}',
  'mods.search.footerPick': 'выберите один ниже, чтобы установить его',
  'mods.search.restrictedNote':
    '⚠️ Автор запрещает скачивание через сторонние сервисы: установите вручную со страницы мода.',
  'mods.search.pickPlaceholder': 'Установить один из них…',
  'mods.search.expired': 'Срок действия этих результатов истёк. Выполните `/mods search` ещё раз.',
  'mods.search.notYours':
    'Устанавливать из этих результатов может только участник, который выполнил поиск. Выполните `/mods ' +
    'search` сами.',
  'mods.search.noFile':
    'У этого мода нет файла для установки. Выберите другой или используйте `/mods install`, чтобы выбрать ' +
    'файл.',
  'mods.install.promptTitle':
    '{action, select, update {Обновить {mod} на {server}?} other {Установить {mod} на {server}?}}',
  'mods.install.installedNow': 'Сейчас установлен: {file}',
  'mods.install.file': 'Файл: **{file}** {fileId}',
  'mods.install.fileForGame': 'Файл: **{file}** {fileId} (игра {versions})',
  'mods.install.uploadedTo': 'Он будет загружен в папку {type} на сервере.',
  'mods.install.restart.ops': 'Перезапустите сервер в панели хостинга, чтобы изменения вступили в силу.',
  'mods.install.restart.community':
    'Перезапустите сервер в своей игровой панели, чтобы изменения вступили в силу (бот не умеет ' +
    'перезапускать серверы).',
  'mods.install.confirmInstall': 'Установить',
  'mods.install.confirmUpdate': 'Обновить',
  'mods.install.done':
    '{action, select, update {✅ **{mod}** обновлён до {file} на **{server}**.} other {✅ **{mod}** ({file}) ' +
    'установлен на **{server}**.}}',
  'mods.install.unrecorded':
    'Бот не смог сохранить это для `/mods installed` и проверки обновлений (сбой его базы данных).',
  'mods.installed.title': 'Установлено через бота · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {плагин из {provider}} other {мод из {provider}}}',
  'mods.installed.version': 'Версия {file} · установлена {time} · установил(а): {installer}',
  'mods.installed.versionFor': 'Версия {file} для {game} · установлена {time} · установил(а): {installer}',
  'mods.installed.byMemberOf': 'участник сервера {guild}',
  'mods.installed.byMember': 'участник сервера',
  'mods.installed.unlisted':
    '❔ Каталог сейчас не содержит этот мод, поэтому предложить более новый релиз нельзя.',
  'mods.installed.notChecked': '❔ Ещё не проверено: каталог не ответил вовремя.',
  'mods.installed.checkedNow': 'проверено только что',
  'mods.installed.checkedAt': 'по последней проверке {time}',
  'mods.installed.upToDate': '✅ Актуальная версия ({when})',
  'mods.installed.updateAvailable': '⬆️ Доступно обновление: **{file}** ({when})',
  'mods.installed.none':
    'Бот ещё не устанавливал моды или плагины на {server}. Здесь показываются установленные через `/mods ' +
    'install` (и их обновления).',
  'mods.installed.footer':
    '{count, plural, one {Установлено через бота: #} few {Установлено через бота: #} many {Установлено ' +
    'через бота: #} other {Установлено через бота: #}} · обновления подходят к версии игры и загрузчику, ' +
    'для которых выполнялась установка',
  'mods.installed.footerPaged':
    '{count, plural, one {Установлено через бота: #} few {Установлено через бота: #} many {Установлено ' +
    'через бота: #} other {Установлено через бота: #}} · страница {page, number} из {pages, number} · ' +
    'обновления подходят к версии игры и загрузчику, для которых выполнялась установка',
  'mods.installed.updateButton': 'Обновить {mod}',
  'mods.installed.expired': 'Срок действия этого списка истёк. Выполните `/mods installed` ещё раз.',
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
    '{serverId} · слишком много записей сразу, чтобы прочитать все; `/server activity` покажет более старые',
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
  'alerts.group.down':
    '{count, plural, one {# сервер не работает} ' +
    'few {# сервера не работают} ' +
    'many {# серверов не работают} ' +
    'other {# сервера не работают}}',
  'alerts.group.back':
    '{count, plural, one {# сервер снова работает} ' +
    'few {# сервера снова работают} ' +
    'many {# серверов снова работают} ' +
    'other {# сервера снова работают}}',
  'alerts.group.silent':
    '{count, plural, one {# игра не отвечает} ' +
    'few {# игры не отвечают} ' +
    'many {# игр не отвечают} ' +
    'other {# игры не отвечают}}',
  'alerts.group.answering':
    '{count, plural, one {# игра снова отвечает} ' +
    'few {# игры снова отвечают} ' +
    'many {# игр снова отвечают} ' +
    'other {# игры снова отвечают}}',
  'alerts.group.usageFired':
    '{count, plural, one {# сервер выше порога использования} ' +
    'few {# сервера выше порога использования} ' +
    'many {# серверов выше порога использования} ' +
    'other {# сервера выше порога использования}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# сервер снова ниже порога использования} ' +
    'few {# сервера снова ниже порога использования} ' +
    'many {# серверов снова ниже порога использования} ' +
    'other {# сервера снова ниже порога использования}}',
  'alerts.group.mixed':
    '{count, plural, one {# сервер изменил состояние} ' +
    'few {# сервера изменили состояние} ' +
    'many {# серверов изменили состояние} ' +
    'other {# сервера изменили состояние}}',
  'alerts.group.placeLine': '{place}: {servers}',
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
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Диск}} выше {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Диск}} снова в норме · {server}',
  'alerts.usage.firedText':
    'На {server} {metric, select, cpu {нагрузка CPU} ram {нагрузка RAM} other {заполнение диска}} выше ' +
    '{threshold, number, ::percent scale/0.01} уже {minutes, plural, one {# минуту} few {# минуты} many ' +
    '{# минут} other {# минуты}}: сейчас {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'На {server} {metric, select, cpu {нагрузка CPU} ram {нагрузка RAM} other {заполнение диска}} снова ' +
    'ниже {threshold, number, ::percent scale/0.01}: сейчас {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Данные получены {sampled}.',
  'alerts.usage.readJustNow': 'Данные получены только что.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage отключает эти оповещения',
  'alerts.ops.givenUp': '⚠️ Не удалось опубликовать оповещение о {server} в {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Не удалось опубликовать оповещение о {server} в {channel} на **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Оно отброшено, чтобы следующие оповещения о сервере всё равно уходили. Пока публикация в этом канале ' +
    'не пройдёт успешно, другие оповещения, не доставленные туда, только записываются в журнал.',
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
    'Выдайте боту там права «Просматривать канал», «Отправлять сообщения» и «Встраивать ссылки» (или ' +
    'выберите другой канал), затем снова выполните `/alerts subscribe` (или `/alerts usage` для ' +
    'оповещений о нагрузке), чтобы возобновить.',
  'alerts.ops.setAside': '🗃️ Не удалось прочитать сохранённую запись ({reason}), она отложена: {key}.',
  'alerts.ops.setAsideEffect': 'Бот продолжает работу без неё; всё остальное работает как обычно.',
  'alerts.ops.setAsideKept':
    'Её исходное значение сохранено под {setAsideKey}, чтобы его можно было изучить или ' +
    'восстановить (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Доска состояния в {board} была удалена, поэтому опубликована заново. Если её снова удалят, ' +
    'она будет приостановлена; `/board remove` там отключит её насовсем.',
  'alerts.ops.boardPaused':
    '⏸️ Доска состояния в {board} приостановлена: {reason}. Исправьте это и снова выполните там ' +
    '`/board create`, чтобы возобновить её, или `/board remove`, чтобы удалить.',
  'alerts.everyServer': 'все серверы',
  'alerts.everyServerIncludingLater': 'все серверы, включая созданные позже',
  'alerts.everyLinkedServerIncludingLater':
    'все серверы, привязанные к этому серверу Discord, включая привязанные позже',
  'alerts.list.paused': '⏸️ приостановлено: {reason}; снова выполните `{command}`, чтобы возобновить',
  'alerts.list.unlinked': 'больше не привязан к этому серверу Discord, поэтому ничего не получает',
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
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} больше не получает оповещения ({kind}) для: {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} больше не получает оповещения (события и нагрузка) для: {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} больше не получает оповещения для: {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} больше не получает оповещения о нагрузке для: {what}.',
  'alerts.unsubscribe.none':
    'У {channel} нет подписки для: {what}; ничего не изменилось. `/alerts list` показывает подписки ' +
    'этого сервера Discord.',
  'alerts.unsubscribe.noneOfKind':
    'У {channel} нет подписки на оповещения ({kind}) для: {what}; ничего не изменилось. `/alerts list` ' +
    'показывает подписки этого сервера Discord.',
  'alerts.kindLabel.provisioning': 'результаты подготовки',
  'alerts.kindLabel.status': 'изменения статуса (сбой и восстановление с временем простоя)',
  'alerts.kindLabel.activity': 'новая активность',
  'alerts.kindLabel.mods': 'обновления модов',
  'alerts.kindLabel.events': 'любые события: подготовка, статус, активность, обновления модов',
  'alerts.kindLabel.usage': 'нагрузка выше порога',
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
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {диск}} выше {threshold, number, ::percent scale/0.01}',
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
  'command.alerts.usage.disk': 'Оповещать, когда заполнение диска держится выше этого процента (1-100)',
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
  // Boards: /board and the live status board.
  'command.board': 'Сообщение о состоянии ваших серверов в реальном времени, которое постоянно обновляется',
  'command.board.create':
    'Опубликовать в канале доску состояния в реальном времени, которая всегда актуальна',
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
    '{kind, select, failed {{count, plural, one {# со сбоем} few {# со сбоем} many {# со сбоем} other {# ' +
    'со сбоем}}} suspended {{count, plural, one {# приостановлен} few {# приостановлено} many {# ' +
    'приостановлено} other {# приостановлено}}} stopped {{count, plural, one {# остановлен} few {# ' +
    'остановлено} many {# остановлено} other {# остановлено}}} provisioning {{count, plural, one {# в ' +
    'подготовке} few {# в подготовке} many {# в подготовке} other {# в подготовке}}} deleting {{count, ' +
    'plural, one {# удаляется} few {# удаляются} many {# удаляются} other {# удаляются}}} running ' +
    '{{count, plural, one {# работает} few {# работают} many {# работают} other {# работают}}} other ' +
    '{{count, plural, one {# неизвестен} few {# неизвестно} many {# неизвестно} other {# неизвестно}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} активное оповещение о нагрузке} few {{count} активных оповещения о ' +
    'нагрузке} many {{count} активных оповещений о нагрузке} other {{count} активного оповещения о ' +
    'нагрузке}}',
  'board.reason.slowProvisioning': 'подготовка идёт дольше, чем ожидалось',
  'board.reason.gameSilent': 'игра не отвечает',
  'board.reason.unrecognised': 'состояние, неизвестное боту',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {диск}} выше {threshold, number, ::percent scale/0.01}',
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
  'board.pause.deletedAgain': 'её сообщение снова удалили после повторной публикации',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Сервер Discord операторов и так работает со всеми серверами; привязывайте только серверы Discord ' +
    'сообществ.',
  'access.notAGuild':
    'Это не сервер Discord, который бот может определить: выберите сервер из подсказок или вставьте его ' +
    'идентификатор (правый клик по серверу, «Копировать ID сервера»).',
  'access.needsLevel':
    'Для этого нужен уровень **{level}**: его может выдать одной из ваших ролей участник с правом ' +
    '«Управлять сервером» через `/access role set`.',
  'option.level':
    'чтение: просмотр; управление: ещё серверы, моды, оповещения, доски; администрирование: всё',
  'option.level.read': 'чтение',
  'option.level.operate': 'управление',
  'option.level.administer': 'администрирование',
  'option.role': 'Роль (@everyone — все участники)',
  'command.access.role': 'Выдать ролям уровни: что их участники могут делать здесь с ботом',
  'command.access.role.set': 'Выдать роли уровень (чтение, управление или администрирование)',
  'command.access.role.remove': 'Забрать у роли выданный уровень',
  'command.access.role.list': 'Показать уровни, выданные ролям здесь',
  'access.role.granted': '🔑 У {role} теперь здесь уровень **{level}**.',
  'access.role.changed': '🔑 У {role} теперь здесь уровень **{level}** вместо **{before}**.',
  'access.role.unchanged': 'У {role} уже есть здесь уровень **{level}**; ничего не изменилось.',
  'access.role.removed': 'У {role} здесь больше нет уровня **{level}**.',
  'access.role.notGranted': 'У {role} здесь нет уровня; ничего не изменилось.',
  'access.role.title': 'Уровни, выданные здесь',
  'access.role.line': '{role}: **{level}**, выдал(а) {member} {when}',
  'access.role.none': 'Здесь пока ни у одной роли нет уровня: выдайте его через `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {У участников с правом «Управлять сервером» есть все уровни; у остальных — ' +
    'только выданное их ролям.} other {У участников с правом «Управлять сервером» есть все уровни; любой ' +
    'участник может просматривать серверы, привязанные к этому серверу Discord.}}',
  'quota.roleGrants':
    'Этот сервер достиг лимита ролей с уровнем ({limit}). Сначала заберите уровень у одной из них через ' +
    '`/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {выдал(а) роли уровень} asked {попросил(а) выдать роли уровень} ' +
    'other {пытался(-ась) выдать роли уровень}}',
  'audit.action.access.role.remove':
    '{phase, select, done {забрал(а) у роли уровень} asked {попросил(а) забрать у роли ' +
    'уровень} other {пытался(-ась) забрать у роли уровень}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {пытался(-ась) использовать ' +
    '{command} на сервере {server}} other {пытался(-ась) использовать {command}}}} ' +
    'other {{target, select, server {пытался(-ась) использовать кнопку или меню ' +
    'на сервере {server}} other {пытался(-ась) использовать кнопку или меню}}}}',
  'command.audit.recent.kind.access.role.set': 'Уровни, выданные ролям',
  'command.audit.recent.kind.access.role.remove': 'Уровни, забранные у ролей',
  'command.audit.recent.kind.access.refused': 'Отказы участникам по уровню',
  'audit.input.role': 'Роль',
  'audit.input.level': 'Уровень',
  'audit.input.command': 'Команда',
  'audit.input.component': 'Кнопка или меню',
  'command.audit': 'Кто что сделал, с какого сервера Discord и с каким сервером',
  'command.audit.channel': 'Публиковать каждую запись аудита в канале сразу (без канала — прекратить)',
  'command.audit.channel.channel': 'Текстовый канал или канал объявлений для записей аудита',
  'command.audit.recent': 'Показать последние записи аудита, сначала новые',
  'command.audit.recent.server': 'Только записи об этом сервере',
  'command.audit.recent.member': 'Только записи этого участника',
  'command.audit.recent.limit': 'Записей на странице (по умолчанию 10)',
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
  'command.audit.recent.kind.alerts.acknowledge': 'Оповещения, взятые в работу',
  'command.audit.recent.kind.board.create': 'Созданные доски состояния',
  'command.audit.recent.kind.board.remove': 'Убранные доски состояния',
  'command.audit.recent.kind.audit.channel': 'Изменения канала аудита',
  'command.audit.recent.kind.usage.crossing': 'Пересечённые пороги нагрузки',
  'command.audit.recent.hours': 'Только записи не старше указанного числа часов',
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
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {создал(а) сервер {server}} other {создал(а) сервер}}} ' +
    'asked {{target, select, server {попросил(а) создать сервер {server}} other {попросил(а) создать ' +
    'сервер}}} other {{target, select, server {пытался(-ась) создать сервер {server}} other ' +
    '{пытался(-ась) создать сервер}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {изменил(а) {server}} other {изменил(а) сервер}}} ' +
    'asked {{target, select, server {попросил(а) изменить {server}} other {попросил(а) изменить сервер}}} ' +
    'other {{target, select, server {пытался(-ась) изменить {server}} other ' +
    '{пытался(-ась) изменить сервер}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {удалил(а) {server}} other {удалил(а) сервер}}} asked ' +
    '{{target, select, server {попросил(а) удалить {server}} other {попросил(а) удалить сервер}}} other ' +
    '{{target, select, server {пытался(-ась) удалить {server}} other {пытался(-ась) удалить сервер}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {установил(а) мод на {server}} other {установил(а) мод ' +
    'на сервер}}} asked {{target, select, server {попросил(а) установить мод на {server}} other ' +
    '{попросил(а) установить мод на сервер}}} other {{target, select, server {пытался(-ась) установить ' +
    'мод на {server}} other {пытался(-ась) установить мод на сервер}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {нашёл(-шла) обновление мода для {server}} other ' +
    '{нашёл(-шла) обновление мода для сервера}}} asked {{target, select, server {попросил(а) проверить ' +
    'обновления модов для {server}} other {попросил(а) проверить обновления модов для сервера}}} other ' +
    '{{target, select, server {пытался(-ась) проверить обновления модов для {server}} other ' +
    '{пытался(-ась) проверить обновления модов для сервера}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {привязал(а) {server} к серверу Discord} other ' +
    '{привязал(а) сервер к серверу Discord}}} asked {{target, select, server {попросил(а) привязать ' +
    '{server} к серверу Discord} other {попросил(а) привязать сервер к серверу Discord}}} other {{target, ' +
    'select, server {пытался(-ась) привязать {server} к серверу Discord} other {пытался(-ась) привязать ' +
    'сервер к серверу Discord}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {отвязал(а) {server} от сервера Discord} other ' +
    '{отвязал(а) сервер от сервера Discord}}} asked {{target, select, server {попросил(а) отвязать ' +
    '{server} от сервера Discord} other {попросил(а) отвязать сервер от сервера Discord}}} other ' +
    '{{target, select, server {пытался(-ась) отвязать {server} от сервера Discord} other {пытался(-ась) ' +
    'отвязать сервер от сервера Discord}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {подписал(а) канал на оповещения о {server}} other ' +
    '{подписал(а) канал на оповещения обо всех серверах}}} asked {{target, select, server {попросил(а) ' +
    'подписать канал на оповещения о {server}} other {попросил(а) подписать канал на оповещения обо всех ' +
    'серверах}}} other {{target, select, server {пытался(-ась) подписать канал на оповещения о {server}} ' +
    'other {пытался(-ась) подписать канал на оповещения обо всех серверах}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {взял(а) в работу ' +
    'оповещение о {server}} other {взял(а) в работу оповещение}}} ' +
    'asked {{target, select, server {попросил(а) взять в работу оповещение ' +
    'о {server}} other {попросил(а) взять в работу оповещение}}} ' +
    'other {{target, select, server {пытался(-ась) взять в работу ' +
    'оповещение о {server}} other {пытался(-ась) взять в работу оповещение}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {отписал(а) канал от оповещений о {server}} other ' +
    '{отписал(а) канал от оповещений обо всех серверах}}} asked {{target, select, server {попросил(а) ' +
    'отписать канал от оповещений о {server}} other {попросил(а) отписать канал от оповещений обо всех ' +
    'серверах}}} other {{target, select, server {пытался(-ась) отписать канал от оповещений о {server}} ' +
    'other {пытался(-ась) отписать канал от оповещений обо всех серверах}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {создал(а) доску состояния для {server}} other ' +
    '{создал(а) доску состояния}}} asked {{target, select, server {попросил(а) создать доску состояния ' +
    'для {server}} other {попросил(а) создать доску состояния}}} other {{target, select, server ' +
    '{пытался(-ась) создать доску состояния для {server}} other {пытался(-ась) создать доску состояния}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {удалил(а) доску состояния для {server}} other ' +
    '{удалил(а) доску состояния}}} asked {{target, select, server {попросил(а) удалить доску состояния ' +
    'для {server}} other {попросил(а) удалить доску состояния}}} other {{target, select, server ' +
    '{пытался(-ась) удалить доску состояния для {server}} other {пытался(-ась) удалить доску состояния}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {изменил(а) канал для записей аудита} asked {попросил(а) изменить канал для ' +
    'записей аудита} other {пытался(-ась) изменить канал для записей аудита}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {зафиксировал(а) превышение порога нагрузки на ' +
    '{server}} other {зафиксировал(а) превышение порога нагрузки на сервере}}} asked {{target, select, ' +
    'server {попросил(а) отслеживать нагрузку на {server}} other {попросил(а) отслеживать нагрузку на ' +
    'сервере}}} other {{target, select, server {пытался(-ась) отслеживать нагрузку на {server}} other ' +
    '{пытался(-ась) отслеживать нагрузку на сервере}}}}',
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
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
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
  'audit.input.provider': 'Провайдер',
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
  'audit.action.language.set':
    '{phase, select, done {изменил(а) язык сообщений бота} asked {попросил(а) изменить язык сообщений ' +
    'бота} other {пытался(-ась) изменить язык сообщений бота}}',
  'command.audit.recent.kind.language.set': 'Смена языка',
  'audit.input.language': 'Язык',
  'audit.value.languageAuto': 'язык Discord этого сервера',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Русский',
  'language.set.chosen':
    '🌐 Сообщения, которые бот публикует здесь сам (оповещения, доски состояния, уведомления), теперь ' +
    'выводятся на языке: {language}. Ответы каждому участнику по-прежнему приходят на языке, выбранном у ' +
    'него в Discord.',
  'language.set.followsDiscord':
    '🌐 Сообщения, которые бот публикует здесь сам, теперь следуют языку Discord этого сервера: ' +
    '{language}. Ответы каждому участнику по-прежнему приходят на языке, выбранном у него в Discord.',
  'language.show.chosen':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке: {language} (задан через `/language ' +
    'set`). Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'language.show.preferred':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке Discord этого сервера: {language}. ' +
    'Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'language.show.preferredUnsupported':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке: {language}, так как для языка ' +
    'Discord этого сервера ({locale}) пока нет перевода. Выбрать другой можно через `/language set`. ' +
    'Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'language.show.default':
    '🌐 Сообщения, которые бот публикует здесь сам, выводятся на языке: {language}. Выбрать другой можно ' +
    'через `/language set`. Ответы каждому участнику приходят на языке, выбранном у него в Discord.',
  'command.language': 'Выбрать язык сообщений, которые бот сам публикует на этом сервере',
  'command.language.set':
    'Задать язык оповещений, досок состояния и уведомлений, которые бот публикует здесь',
  'command.language.set.language': 'Выбранный язык или язык Discord этого сервера',
  'command.language.set.language.auto': 'Язык Discord этого сервера',
  'command.language.show': 'Показать язык сообщений, которые бот сам публикует на этом сервере',
  'quota.silences':
    'Этот сервер Discord достиг лимита одновременных заглушений ({limit}). Сначала завершите одно через ' +
    '`/alerts silences` или попросите операторов бота повысить лимит.',
  'server.alertButton.silence': 'Заглушить на 1 ч',
  'silence.kind':
    '{kind, select, status {изменения состояния} usage {оповещения о нагрузке} game {ответы игры} other ' +
    '{активность}}',
  'silence.everyServer': 'все серверы, которые видит этот сервер Discord',
  'silence.everyChannel': 'всех каналах этого сервера Discord',
  'silence.set':
    '🔕 Заглушено до {until} ({relative}): {kinds} для {what}, в {where}. `/alerts silences` показывает ' +
    'заглушение и завершает его досрочно.',
  'silence.gone': 'Это заглушение уже закончилось или удалено. `/alerts silences` показывает действующие.',
  'silence.list.title': '🔕 Заглушённые оповещения',
  'silence.list.none':
    'Здесь нет заглушённых оповещений. `/alerts silence` придерживает их на время, например на время ' +
    'обслуживания.',
  'silence.list.line':
    '**{number}.** {kinds} для {what}, в {where}: до {until} ({relative}), установил(а) {member}',
  'silence.list.reason': 'Причина: {reason}',
  'silence.list.footer':
    'Страница {page, number} из {pages, number} · {count, plural, one {# заглушение} few {# заглушения} ' +
    'many {# заглушений} other {# заглушения}}',
  'silence.endNow': 'Завершить ({number})',
  'silence.endedNow':
    '🔔 {member} завершил(а) заглушение: {kinds} для {what}, в {where}. Оповещения снова публикуются.',
  'silence.field.reason': 'Причина',
  'silence.ended.title': '🔔 Заглушение закончилось',
  'silence.ended.titleStill':
    '🔔 Заглушение закончилось: {count, plural, one {# серверу всё ещё нужно внимание} few {# серверам ' +
    'всё ещё нужно внимание} many {# серверам всё ещё нужно внимание} other {# сервера всё ещё требуют ' +
    'внимания}}',
  'silence.ended.expired': 'Заглушено {setBy} с {from} по {to}; оповещения снова публикуются.',
  'silence.ended.endedBy':
    'Заглушено {setBy} с {from}, досрочно завершено {by} в {to}; оповещения снова публикуются.',
  'silence.ended.stillDown': '{server} всё ещё не работает: {status} с {since}.',
  'silence.ended.stillSilent': '{server} всё ещё не отвечает на игровые запросы, с {since}.',
  'silence.ended.stillOver':
    '{server} всё ещё выше своего порога {metric, select, cpu {CPU} ram {RAM} other {диска}} в ' +
    '{threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} всё ещё выше своего порога {metric, select, cpu {CPU} ram {RAM} ' +
    'other {диска}} в {threshold, number, ::percent scale/0.01}, с {since}.',
  'silence.ended.more':
    '… и ещё {count, plural, one {# сервер} few {# сервера} many {# серверов} other {# сервера}}.',
  'silence.ended.cameBack':
    'Были проблемы, которые прошли во время заглушения (падение, игра не отвечала или превышен ' +
    'порог): {servers}.',
  'silence.ended.others':
    'ещё {count, plural, one {# сервер} few {# сервера} many {# серверов} other {# сервера}}',
  'board.silencedUntil': '🔕 заглушён до {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {заглушил(а) оповещения для {server}} other ' +
    '{заглушил(а) оповещения для всех серверов}}} asked {{target, select, server {попросил(а) заглушить ' +
    'оповещения для {server}} other {попросил(а) заглушить оповещения для всех серверов}}} other ' +
    '{{target, select, server {пытался(-ась) заглушить оповещения для {server}} other {пытался(-ась) ' +
    'заглушить оповещения для всех серверов}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {завершил(а) заглушение оповещений для {server}} ' +
    'other {завершил(а) заглушение оповещений для всех серверов}}} asked {{target, select, server ' +
    '{попросил(а) завершить заглушение оповещений для {server}} other {попросил(а) завершить заглушение ' +
    'оповещений для всех серверов}}} other {{target, select, server {пытался(-ась) завершить заглушение ' +
    'оповещений для {server}} other {пытался(-ась) завершить заглушение оповещений для всех серверов}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {зафиксировал истечение заглушения оповещений для ' +
    '{server}} other {зафиксировал истечение заглушения оповещений для всех серверов}}} asked {{target, ' +
    'select, server {попросил(а) завершить заглушение оповещений для {server}} other {попросил(а) ' +
    'завершить заглушение оповещений для всех серверов}}} other {{target, select, server {пытался(-ась) ' +
    'завершить заглушение оповещений для {server}} other {пытался(-ась) завершить заглушение оповещений ' +
    'для всех серверов}}}}',
  'command.audit.recent.kind.alerts.silence': 'Установленные заглушения',
  'command.audit.recent.kind.alerts.silence.end': 'Досрочно завершённые заглушения',
  'command.audit.recent.kind.alerts.silence.expire': 'Истёкшие заглушения',
  'audit.input.duration': 'Длительность',
  'audit.input.reason': 'Причина',
  'audit.input.kinds': 'Виды',
  'command.alerts.silence': 'Придержать оповещения на время, например на время обслуживания',
  'command.alerts.silence.duration': 'На сколько их придержать',
  'command.alerts.silence.duration.30': '30 минут',
  'command.alerts.silence.duration.60': '1 час',
  'command.alerts.silence.duration.120': '2 часа',
  'command.alerts.silence.duration.240': '4 часа',
  'command.alerts.silence.duration.480': '8 часов',
  'command.alerts.silence.duration.720': '12 часов',
  'command.alerts.silence.duration.1440': '1 день',
  'command.alerts.silence.duration.2880': '2 дня',
  'command.alerts.silence.duration.4320': '3 дня',
  'command.alerts.silence.duration.10080': '7 дней',
  'command.alerts.silence.server': 'Сервер (по умолчанию: все, которые видит этот сервер Discord)',
  'command.alerts.silence.reason': 'Почему, для команды (до 200 символов)',
  'command.alerts.silence.channel': 'Канал (по умолчанию: все каналы этого сервера Discord)',
  'command.alerts.silence.kinds':
    'Какие оповещения (по умолчанию: состояние, нагрузка и игра; без активности)',
  'command.alerts.silence.kinds.default': 'Состояние, нагрузка и игра',
  'command.alerts.silence.kinds.all': 'Все, включая активность',
  'command.alerts.silence.kinds.status': 'Только изменения состояния',
  'command.alerts.silence.kinds.usage': 'Только оповещения о нагрузке',
  'command.alerts.silence.kinds.game': 'Только ответы игры',
  'command.alerts.silence.kinds.activity': 'Только активность',
  'command.alerts.silences': 'Показать здешние заглушения оповещений, у каждого кнопка «Завершить»',
} satisfies CatalogueOf<'ru'>;
