import type { CatalogueOf } from './en-US.js';

/** uk: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Ідентифікатор запиту: `{requestId}`',
  'error.serverNotFound':
    'Такого сервера немає або він тут недоступний. Виберіть сервер із підказок або перевірте ідентифікатор.',
  'error.api.VALIDATION_ERROR':
    'API хостингу відхилив запит як некоректний. Перевірте значення й спробуйте ще раз.',
  'error.api.LIMIT_EXCEEDED':
    'Досягнуто квоти цього облікового запису. Видаліть щось невикористовуване або попросіть ' +
    'хостинг-провайдера підвищити квоту.',
  'error.api.NO_CHANGE': 'Нічого не змінилося: сервер уже має такий розмір. Виберіть інше значення.',
  'error.api.INVALID_RAM':
    'Обсяг RAM має бути додатним і кратним 0,5 ГБ (наприклад, 2; 2,5 або 3). Виправте значення й спробуйте ' +
    'ще раз.',
  'error.api.BELOW_MIN_RAM':
    'Такий обсяг RAM нижчий за мінімум тарифу цього сервера (його вказано в картці тарифу в ' +
    'хостинг-панелі). Виберіть більше RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Такий обсяг RAM вищий за максимум тарифу цього сервера (його вказано в картці тарифу в ' +
    'хостинг-панелі). Виберіть менше RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Це перевищить загальний ліміт RAM облікового запису хостингу. Спершу зменште або видаліть інший ' +
    'сервер чи підвищте ліміт.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Сервер займає більше місця на диску, ніж дозволяє менший розмір, тому його не можна понизити. Спершу ' +
    'звільніть на ньому місце.',
  'error.api.AUTH_REQUIRED':
    'API хостингу відхилив API-ключ бота. Адміністратор має перевірити HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'API-ключу бота це не дозволено. Попросіть хостинг-провайдера надати боту цей дозвіл.',
  'error.api.ADDON_REQUIRED':
    'Для модів і плагінів на цьому сервері потрібне доповнення модів або тариф Premium. Попросіть ' +
    'хостинг-провайдера ввімкнути доповнення модів або перевести сервер на Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Ця функція недоступна на тарифі сервера. Попросіть хостинг-провайдера перевести сервер на вищий ' +
    'тариф, де вона є.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Автор мода забороняє завантаження сторонніми сервісами, тому його не можна встановити автоматично. ' +
    'Завантажте його зі сторінки мода й вивантажте на сервер вручну.',
  'error.api.USER_NOT_FOUND': 'Цього користувача не знайдено на сервері. Перевірте ім’я й спробуйте ще раз.',
  'error.api.NOT_FOUND':
    'Мод або файл не знайдено в провайдера; можливо, його видалили. Повторіть пошук і виберіть файл зі ' +
    'списку.',
  'error.api.CONFLICT':
    'Хтось інший змінив цей сервер тієї ж миті, тому нічого не застосовано. Перегляньте його поточний стан ' +
    'і спробуйте ще раз.',
  'error.api.SERVER_SUSPENDED':
    'Сервер призупинено, тому зміни заблоковано. Зверніться до хостинг-провайдера, щоб зняти призупинення.',
  'error.api.SERVER_INSTALLING': 'Сервер ще налаштовується. Спробуйте ще раз, коли він буде готовий.',
  'error.api.ALREADY_EXISTS': 'Це вже існує, тому нічого нового не створено.',
  'error.api.LIMIT_REACHED':
    'Досягнуто ліміту панелі хостингу. Видаліть щось невикористовуване або попросіть хостинг-провайдера ' +
    'підвищити ліміт.',
  'error.api.CONFIG_ERROR':
    'Платформі хостингу бракує налаштувань для цієї дії. Зверніться до хостинг-провайдера й укажіть ' +
    'ідентифікатор запиту.',
  'error.api.INTERNAL_ERROR':
    'В API хостингу сталася внутрішня помилка. Спробуйте ще раз трохи згодом; якщо помилка повторюється, ' +
    'зверніться до хостинг-провайдера з ідентифікатором запиту.',
  'error.api.UPLOAD_FAILED':
    'Мод завантажено, але вивантажити його на сервер не вдалося. Спробуйте ще раз; якщо помилка ' +
    'повторюється, перевірте, що сервер запущено і на диску є вільне місце.',
  'error.api.SERVICE_UNAVAILABLE':
    'Платформа хостингу зараз не має вільних ресурсів (вузлів чи портів) або її панель недоступна. ' +
    'Спробуйте пізніше.',
  'error.ops.SERVER_SUSPENDED':
    'Сервер призупинено, тому зміни заблоковано. Зніміть призупинення на панелі хостингу (зазвичай це ' +
    'вирішується через пов’язаний білінг), а тоді спробуйте ще раз.',
  'error.ops.ADDON_REQUIRED':
    'Для модів і плагінів на цьому сервері потрібне доповнення модів або тариф Premium. Увімкніть для ' +
    'нього доповнення модів на панелі хостингу або переведіть його на Premium, а тоді спробуйте ще раз.',
  'error.ops.LIMIT_EXCEEDED':
    'Досягнуто квоти вашого облікового запису хостингу. Видаліть щось невикористовуване або попросіть ' +
    'платформу хостингу підвищити квоту.',
  'error.ops.LIMIT_REACHED':
    'Досягнуто ліміту панелі хостингу. Видаліть щось невикористовуване або підвищте ліміт на панелі ' +
    'хостингу.',
  'error.ops.FORBIDDEN':
    'API-ключу бота це не дозволено. Надайте ключу цей дозвіл у налаштуваннях API панелі хостингу або ' +
    'використайте ключ, який його має.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Ця функція недоступна на тарифі сервера. Переведіть сервер на вищий тариф на панелі хостингу, щоб її ' +
    'відкрити.',
  'error.ops.CONFIG_ERROR':
    'Платформі хостингу бракує налаштувань для цієї дії. Зверніться до підтримки платформи хостингу й ' +
    'укажіть ідентифікатор запиту.',
  'error.ops.INTERNAL_ERROR':
    'В API хостингу сталася внутрішня помилка. Спробуйте ще раз трохи згодом; якщо помилка повторюється, ' +
    'зверніться до підтримки платформи хостингу з ідентифікатором запиту.',
  'error.ramBelowPlan':
    'Такий обсяг RAM нижчий за мінімум тарифного плану — {bound}. Виберіть {bound} або більше.',
  'error.ramAbovePlan':
    'Такий обсяг RAM вищий за максимум тарифного плану — {bound}. Виберіть {bound} або менше.',
  'error.client.RATE_LIMITED':
    'API хостингу зараз обмежує частоту запитів бота. Зачекайте хвилину й спробуйте ще раз.',
  'error.client.NETWORK_ERROR': 'Бот не зміг зв’язатися з API хостингу. Спробуйте ще раз трохи згодом.',
  'error.client.TIMEOUT':
    'API хостингу не відповів вчасно. Дія все ж могла виконатися: перевірте, перш ніж повторювати її.',
  'error.client.ABORTED': 'Запит скасовано до завершення. Спробуйте ще раз.',
  'error.client.INVALID_RESPONSE':
    'API хостингу надіслав відповідь, яку бот не може зрозуміти. Спробуйте ще раз; якщо помилка ' +
    'повторюється, повідомте ідентифікатор запиту.',
  'error.client.RESPONSE_TOO_LARGE':
    'API хостингу надіслав занадто велику відповідь, і бот не став її читати. Спробуйте ще раз із вужчим ' +
    'пошуком; якщо помилка повторюється, повідомте ідентифікатор запиту.',
  'error.tenantBusy': 'Зараз забагато запитів із цього сервера. Спробуйте ще раз за {seconds, number} с.',
  'error.store.read':
    'Бот не зміг прочитати свою базу даних, тому зараз не може цього зробити. Нічого не змінено; спробуйте ' +
    'ще раз за хвилину.',
  'error.store.write':
    'Зміну не збережено: база даних бота не відповідає. Нічого не змінено; спробуйте ще раз за хвилину.',
  'error.api.failed': 'Помилка API хостингу (HTTP {status}). Спробуйте ще раз трохи згодом.',
  'error.api.refused': 'API хостингу відхилив запит ({code}). Перевірте значення й спробуйте ще раз.',
  'error.internal': 'У боті щось пішло не так. Розробників сповіщено через журнали; спробуйте ще раз.',
  'validation.text': '{field} має бути текстом.',
  'validation.required': '{field} — обов’язкове поле.',
  'validation.tooLong':
    '{field} може містити не більше {max, plural, one {# символу} few {# символів} many {# символів} other ' +
    '{# символу}}.',
  'validation.wholeNumberAtLeast': '{field} має бути цілим числом, не меншим за {min, number}.',
  'validation.wholeNumberBetween': '{field} має бути цілим числом від {min, number} до {max, number}.',
  'validation.oneOf': '{field} має бути одним зі значень: {values}.',
  'validation.ramNumber': 'RAM треба вказати числом у ГБ.',
  'validation.ramSteps': 'Обсяг RAM має бути додатним і кратним 0,5 ГБ (наприклад, 2; 2,5 або 3).',
  'validation.serverId': 'Це недійсний ідентифікатор сервера.',
  'validation.providerId': '{field} має бути непорожнім ідентифікатором.',
  'validation.boolean': '{field} має бути true або false.',
  'validation.addons': 'Доповнення мають бути списком доповнень, кожне вибране чи ні.',
  'validation.disk': 'Диск треба вказати додатним числом у ГБ.',
  'validation.emptyUpdate': 'Укажіть для оновлення принаймні RAM, диск або зовнішнє посилання.',
  'validation.object': '{field} має бути об’єктом.',
  'validation.invalid': 'Бот відхилив власний запит як некоректний ще до надсилання. Спробуйте ще раз.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} ГБ',
  'unit.bytes': '{value, number, ::.#} {unit, select, B {Б} KB {КБ} MB {МБ} GB {ГБ} TB {ТБ} other {{unit}}}',
  'unit.daysHours': '{days, number} дн. {hours, number} год',
  'unit.days': '{days, number} дн.',
  'unit.hoursMinutes': '{hours, number} год {minutes, number} хв',
  'unit.hours': '{hours, number} год',
  'unit.minutes': '{minutes, number} хв',
  'unit.seconds': '{seconds, number} с',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Ця команда тут більше недоступна. Можливо, Discord ще показує старий список: спробуйте ще раз за ' +
    'хвилину.',
  'interaction.staleComponent':
    'Ці кнопки залишилися від старої версії бота й більше не працюють. Виконайте команду ще раз.',
  'interaction.guildsOnly': 'Цей бот працює лише на серверах.',
  'confirmation.retiredKind':
    'Це підтвердження стосується дії, яку бот більше не пропонує; нічого не змінено.',
  'permission.viewChannel': 'Переглядати канал',
  'permission.sendMessages': 'Надсилати повідомлення',
  'permission.embedLinks': 'Вбудовувати посилання',
  'permission.cannotPost':
    'Бот не може публікувати в {channel}: йому там потрібні дозволи {permissions}. Надайте їх у дозволах ' +
    'каналу (або виберіть інший канал) і виконайте команду ще раз.',
  'quota.subscriptions':
    'Цей сервер досяг ліміту підписок на сповіщення ({limit}). Спершу видаліть одну через `/alerts ' +
    'unsubscribe` або попросіть операторів бота підвищити ліміт.',
  'quota.boards':
    'Цей сервер досяг ліміту дошок стану ({limit}). Спершу видаліть одну через `/board remove` або ' +
    'попросіть операторів бота підвищити ліміт.',
  'quota.usageWatches':
    'Цей сервер досяг ліміту відстежень навантаження ({limit}). Спершу видаліть одне через `/alerts ' +
    'unsubscribe kind:usage` або попросіть операторів бота підвищити ліміт.',
  'interaction.rateLimitWait':
    '⏳ API хостингу зараз обмежує запити бота. Відповідь надійде, щойно API знову прийматиме запити, {when}.',
  'confirmation.ask': '{member}, підтвердьте: цей запит спливає {expiresIn}.',
  'confirmation.onlyAsker': 'Підтвердити може лише учасник, який це запросив.',
  'confirmation.confirm': 'Підтвердити',
  'confirmation.cancel': 'Скасувати',
  'confirmation.working': '⏳ Виконується…',
  'confirmation.cancelled': '✖️ Скасовано; нічого не змінено.',
  'confirmation.promptExpired': '⌛ Термін цього підтвердження сплив; нічого не змінено.',
  'confirmation.expired':
    '⌛ Термін цього підтвердження сплив або воно більше невідоме; нічого не змінено. Виконайте команду ще ' +
    'раз.',
  'confirmation.foreign': 'Підтвердити чи скасувати це може лише учасник, який це запросив.',
  'confirmation.used': 'Це підтвердження вже використано.',
  'page.previous': 'Назад',
  'page.next': 'Далі',
  'limits.andMore': '…і ще {count, plural, one {#} few {#} many {#} other {#}}',
  'limits.notShown':
    '{count, plural, one {ще # не показано} few {ще # не показано} many {ще # не показано} other {ще # не ' +
    'показано}}',
  'option.server': 'Сервер (виберіть підказку або вставте його ідентифікатор)',
  'option.guild_id': 'Сервер Discord спільноти (виберіть той, де є бот, або вставте його ідентифікатор)',
  'command.access': 'Визначити, які сервери Discord бачать які сервери і хто що може робити з ботом',
  'command.access.link': 'Дозволити серверу Discord спільноти бачити сервер і керувати ним',
  'command.access.unlink': 'Заборонити серверу Discord спільноти бачити сервер',
  'command.access.list': 'Показати, які сервери Discord бачать які сервери',
  'command.access.list.guild_id':
    'Лише цей сервер Discord спільноти (виберіть його або вставте ідентифікатор)',
  'access.linked': '🔗 {server} прив’язано до {guild}.',
  'access.alreadyLinked': '**{name}** уже був прив’язаний до {guild}.',
  'access.membersSeeIt': 'Учасники тепер бачать цей сервер у своїх командах у межах свого рівня.',
  'access.botNotInGuild':
    'Бота ще немає на цьому сервері Discord: запросіть його туди, і команди з’являться, щойно він ' +
    'приєднається.',
  'access.unlinked':
    '✂️ {server} відв’язано від {guild}; цей сервер Discord більше не може бачити його чи керувати ним.',
  'access.notLinked': '{server} не був прив’язаний до {guild}; нічого не змінилося.',
  'access.guildHasNoLinks': '{guild} не має прив’язаних серверів.',
  'access.noLinks':
    'Жоден сервер Discord спільноти ще не прив’язаний до сервера. Скористайтеся `/access link`.',
  'access.title': 'Доступ серверів Discord',
  'access.guildNotJoined': 'Сервер Discord {guildId} (бота на ньому немає)',
  'access.moreGuilds':
    '{count, plural, one {Прив’язано ще # сервер Discord} few {Прив’язано ще # сервери Discord} many ' +
    '{Прив’язано ще # серверів Discord} other {Прив’язано ще # сервера Discord}}: виберіть один через ' +
    'guild_id, щоб побачити його сервери.',
  'permission.lost.unknownChannel': 'канал видалено',
  'permission.lost.missingAccess': 'бот утратив доступ до каналу',
  'permission.lost.missingPermissions': 'бот не має дозволу публікувати там',
  'permission.lacking': 'бот не має там прав: {permissions}',
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
  'command.server': 'Створювати, переглядати, змінювати розмір і видаляти ігрові сервери на хостингу',
  'command.server.list': 'Показати список серверів із фільтрами та сортуванням',
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
  'command.server.create': 'Створити сервер; підготовка триватиме у фоні',
  'command.server.create.name': 'Назва сервера',
  'command.server.create.ram': 'RAM у ГБ, із кроком 0,5',
  'command.server.create.game': 'ID гри (типово — значення API)',
  'command.server.create.game_type': 'Варіант гри (типово — значення API)',
  'command.server.create.game_version': 'Версія гри (типово — значення API)',
  'command.server.create.plan': 'Тариф (типово Premium)',
  'command.server.create.plan.budget': 'Бюджетний',
  'command.server.create.plan.premium': 'Premium',
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
  'server.info.lastRead': '🕓 Прочитано з хостинг-панелі {when} · читаємо заново…',
  'server.info.lastReadOnly': '🕓 Прочитано з хостинг-панелі {when}',
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
  'server.create.title': '{symbol} Підготовку розпочато: {name}',
  'server.create.description':
    'Сервер готується. Це повідомлення оновиться, коли він буде готовий або якщо підготовка не вдасться.',
  'server.create.idPending': 'буде призначено найближчим часом',
  'server.delete.done': '🗑️ **{name}** {id} видалено разом із даними, резервними копіями та DNS-записами.',
  'server.delete.confirm': 'Видалити назавжди',
  'server.delete.title': 'Видалити {name}?',
  'server.delete.prompt':
    'Це назавжди видалить **{name}** {id}.\n\nУсі його дані, резервні копії та DNS-записи буде видалено з ' +
    'панелі, SFTP і DNS. **Це не можна скасувати чи відновити.**',
  'server.alertButton.info': 'Про сервер',
  'server.alertButton.resources': 'Ресурси',
  'server.alertButton.acknowledge': 'Взяти в роботу',
  'alerts.ack.field': 'Взято в роботу',
  'alerts.ack.by': '{member} взяв(-ла) це сповіщення в роботу {ago}.',
  'alerts.ack.taken': '{member} уже взяв(-ла) це сповіщення в роботу {ago}.',
  'alerts.ack.after': '{member} взяв(-ла) його в роботу через {duration} після початку.',
  'alerts.ack.afterSome':
    '{member} взяв(-ла) в роботу інцидент на ' +
    '{count, plural, one {# з цих серверів} ' +
    'few {# з цих серверів} ' +
    'many {# з цих серверів} ' +
    'other {# з цих серверів}}' +
    ' через {duration} після початку.',
  'server.alertButton.showAll': 'Показати всі',
  'server.alertGroup.gone':
    'Список цього згрупованого повідомлення більше не зберігається; `/server list` показує всі сервери.',
  'availability.name': 'Доступність',
  'availability.notWatched':
    'Поки не відстежується: `/alerts subscribe events:status` на цьому сервері вмикає відстеження.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
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
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
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
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Гравці',
  'chart.playersAxis': 'гравці онлайн',
  'fields.yes': 'так',
  'fields.no': 'ні',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Відповідає ({latency, number} мс)',
  'game.checkedAgo': 'перевірено {when}',
  'game.notAnsweringSince': '🔴 Не відповідає з {since}',
  'game.notAnswering': '🔴 Не відповідає (перевірено {when})',
  'game.noAnswerInTime': '⏳ Гра не відповіла вчасно; спробуйте ще раз трохи згодом.',
  'game.notQueried.noAddress': 'Не опитувався: сервер не має адреси для підключення.',
  'game.notQueried.unknownGame': 'Не опитувався: бот не вміє опитувати цю гру.',
  'game.notQueried.disabled': 'Опитування ігор у цьому боті вимкнено.',
  'game.notQueried.hostNotAllowed': 'Не опитувався: боту не дозволено опитувати цю адресу.',
  'game.notQueried.privateAddress': 'Не опитувався: приватна або зарезервована адреса.',
  'game.notQueried.unresolvable': 'Не опитувався: не вдається визначити IP-адресу.',
  'game.notQueried.protocolNotAllowed': 'Не опитувався: бот не опитує протокол цієї гри.',
  'game.notQueried.httpNotEnabled': 'Не опитувався: цю гру опитують через HTTP, а це вимкнено в боті.',
  'game.checking': '⏳ Опитуємо гру…',
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
  'game.answeringTitle': '🔊 {server}: гра знову відповідає після {downtime}',
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
  'activity.action.provisioned': 'Підготовку завершено',
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
  'activity.action.reinstalled': 'Сервер перевстановлено',
  'activity.action.started': 'Сервер запущено',
  'activity.action.stopped': 'Сервер зупинено',
  'activity.action.restarted': 'Сервер перезапущено',
  'activity.action.modUpdated': 'Мод оновлено',
  'activity.action.modRemoved': 'Мод видалено',
  'activity.action.pluginUpdated': 'Плагін оновлено',
  'activity.action.pluginRemoved': 'Плагін видалено',
  'activity.action.backupCreated': 'Резервну копію створено',
  'activity.action.backupRestored': 'Резервну копію відновлено',
  'activity.action.backupDeleted': 'Резервну копію видалено',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (формулювання API)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'Автор **{mod}** забороняє завантаження через сторонні сервіси, тому бот не може його встановити: ' +
    'завантажте файл зі сторінки мода й вивантажте його на сервер вручну.',
  'mods.install.restrictedWithPage':
    'Автор **{mod}** забороняє завантаження через сторонні сервіси, тому бот не може його встановити: ' +
    'завантажте файл зі сторінки мода й вивантажте його на сервер вручну. Сторінка мода: {page}',
  'mods.install.refusedWithPage': '{sentence} Сторінка мода: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Плагін з ID {modId} не знайдено в {provider}.} other {Мод з ID {modId} не ' +
    'знайдено в {provider}.}} Виберіть один із запропонованих варіантів.',
  'mods.install.fileNotFound':
    'У {mod} немає файлу з ID {fileId}. Виберіть один із запропонованих варіантів.',
  'mods.search.loaderNeedsCurseforge':
    'Фільтр за завантажувачем працює лише з джерелом CurseForge. Приберіть його або виберіть інше джерело.',
  'mods.update.noRecord':
    'Бот більше не має запису про встановлення цього мода на той сервер. Перегляньте `/mods installed`.',
  'mods.update.alreadyCurrent': 'На {server} уже встановлено версію {file} мода {mod}.',
  'mods.update.fileGone':
    'Каталог більше не пропонує цей файл {mod}. Актуальний дивіться в `/mods installed`.',
  'command.mods': 'Шукати, встановлювати й оновлювати моди і плагіни',
  'command.mods.search': 'Знайти в каталозі моди чи плагіни, що підходять для сервера',
  'command.mods.search.provider': 'Каталог (типово CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Моди чи плагіни (типово моди)',
  'command.mods.search.type.mods': 'моди',
  'command.mods.search.type.plugins': 'плагіни',
  'command.mods.search.query': 'Слова для пошуку',
  'command.mods.search.game_version': 'Версія гри (типово — версія сервера)',
  'command.mods.search.loader': 'Завантажувач модів (лише CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Встановити мод або плагін на сервер (з підтвердженням)',
  'command.mods.install.provider': 'Каталог',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
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
  'mods.install.uploadedTo': 'Його буде вивантажено в теку {type} на сервері.',
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
  'alerts.pingNotEveryone': 'Виберіть роль для згадки, а не @everyone: сповіщення ніколи не згадують усіх.',
  'alerts.roleNotMentionable':
    'Бот не може згадати {role}: роль не можна згадувати, а бот не має дозволу «Згадувати ' +
    '@everyone, @here і всі ролі» в {channel}. Дозвольте згадувати роль (Налаштування сервера, ' +
    'Ролі) або надайте боту цей дозвіл, а потім виконайте команду знову.',
  'alerts.usage.noThreshold':
    'Укажіть принаймні один поріг для відстеження (`cpu`, `ram` або `disk`, у відсотках).',
  'alerts.activity.title': 'Активність · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · забагато записів одночасно, щоб прочитати всі; `/server activity` покаже старіші',
  'alerts.provisioned.failedText':
    'Сервер повідомляє {status}. Видаліть його й створіть знову; якщо помилка повториться, ' +
    'зверніться до підтримки.',
  'alerts.provisioned.text': '{serverId} налаштовано, він повідомляє {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Не вдалося підготувати: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} готовий',
  'alerts.provisioned.title': '{symbol} {name}: підготовку завершено',
  'alerts.field.serverId': 'ID сервера',
  'alerts.field.status': 'Статус',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Гра',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} видалено під час підготовки; сповіщення про нього зупинено.',
  'alerts.deleted.text': '🗑️ {server} більше не існує (видалено); сповіщення про нього зупинено.',
  'alerts.group.down':
    '{count, plural, one {# сервер не працює} ' +
    'few {# сервери не працюють} ' +
    'many {# серверів не працюють} ' +
    'other {# сервера не працюють}}',
  'alerts.group.back':
    '{count, plural, one {# сервер знову працює} ' +
    'few {# сервери знову працюють} ' +
    'many {# серверів знову працюють} ' +
    'other {# сервера знову працюють}}',
  'alerts.group.silent':
    '{count, plural, one {# гра не відповідає} ' +
    'few {# ігри не відповідають} ' +
    'many {# ігор не відповідають} ' +
    'other {# гри не відповідають}}',
  'alerts.group.answering':
    '{count, plural, one {# гра знову відповідає} ' +
    'few {# ігри знову відповідають} ' +
    'many {# ігор знову відповідають} ' +
    'other {# гри знову відповідають}}',
  'alerts.group.usageFired':
    '{count, plural, one {# сервер вище порога використання} ' +
    'few {# сервери вище порога використання} ' +
    'many {# серверів вище порога використання} ' +
    'other {# сервера вище порога використання}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# сервер знову нижче порога використання} ' +
    'few {# сервери знову нижче порога використання} ' +
    'many {# серверів знову нижче порога використання} ' +
    'other {# сервера знову нижче порога використання}}',
  'alerts.group.mixed':
    '{count, plural, one {# сервер змінив стан} ' +
    'few {# сервери змінили стан} ' +
    'many {# серверів змінили стан} ' +
    'other {# сервера змінили стан}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'З журналу активності',
  'alerts.status.downTitle': '{symbol} {server} не працює',
  'alerts.status.downText': '{server} повідомляє {status} з {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · коли він знову запрацює, з’явиться нове повідомлення',
  'alerts.status.backTitle': '{symbol} {server} знову працює після {downtime}',
  'alerts.status.backText':
    '{server} знову повідомляє {status}: повернувся після {downtime} (не працював з {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Доступне оновлення · {mod} на {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) має новіший випуск на {server}.',
  'alerts.modUpdate.newerFor': '**{mod}** ({provider}) має новіший випуск для {fitsFor} на {server}.',
  'alerts.modUpdate.installed': 'Встановлено: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Нове: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Нове: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '«Оновити» спершу попросить підтвердження; `/mods installed` показує всі моди, встановлені ботом.',
  'alerts.modUpdate.withoutButton':
    'Оновіть його через `/mods install` з новим файлом (спершу знадобиться підтвердження).',
  'alerts.modUpdate.button': 'Оновити',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Диск}} вище {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Диск}} знову в нормі · {server}',
  'alerts.usage.firedText':
    'На {server} {metric, select, cpu {навантаження CPU} ram {навантаження RAM} other {заповнення диска}} ' +
    'вище {threshold, number, ::percent scale/0.01} вже {minutes, plural, one {# хвилину} few {# хвилини} ' +
    'many {# хвилин} other {# хвилини}}: зараз {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'На {server} {metric, select, cpu {навантаження CPU} ram {навантаження RAM} other {заповнення диска}} ' +
    'знову нижче {threshold, number, ::percent scale/0.01}: зараз {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Дані отримано {sampled}.',
  'alerts.usage.readJustNow': 'Дані отримано щойно.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage вимикає ці сповіщення',
  'alerts.ops.givenUp': '⚠️ Не вдалося опублікувати сповіщення про {server} у {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Не вдалося опублікувати сповіщення про {server} у {channel} на **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Його відкинуто, щоб наступні сповіщення про сервер усе одно надходили. Доки публікація в цьому ' +
    'каналі не вдасться, інші сповіщення, що туди не дійшли, лише записуються в журнал.',
  'alerts.ops.notDeliveredWithin': 'його не доставлено за {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'його не доставлено за {age} (остання відповідь: {failure})',
  'alerts.ops.discordRefused': 'Discord його відхилив ({failure})',
  'alerts.ops.paused': '⏸️ Сповіщення призупинено: бот більше не може публікувати в {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Сповіщення призупинено: бот більше не може публікувати в {channel} на **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {# підписку каналу призупинено, повторних спроб не буде} few {# підписки ' +
    'каналу призупинено, повторних спроб не буде} many {# підписок каналу призупинено, повторних ' +
    'спроб не буде} other {# підписки каналу призупинено, повторних спроб не буде}}.',
  'alerts.ops.pausedResume':
    'Надайте боту там дозволи «Переглядати канал», «Надсилати повідомлення» та «Вбудовувати ' +
    'посилання» (або виберіть інший канал), а потім знову виконайте `/alerts subscribe` (або ' +
    '`/alerts usage` для сповіщень про навантаження), щоб відновити.',
  'alerts.ops.setAside': '🗃️ Не вдалося прочитати збережений запис ({reason}), його відкладено: {key}.',
  'alerts.ops.setAsideEffect': 'Бот працює далі без нього; усе інше працює як зазвичай.',
  'alerts.ops.setAsideKept':
    'Його початкове значення збережено під {setAsideKey}, щоб його можна було переглянути або ' +
    'відновити (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Дошку стану в {board} видалили, тому її опубліковано знову. Якщо її знову видалять, вона ' +
    'призупиниться; `/board remove` там вимкне її назовсім.',
  'alerts.ops.boardPaused':
    '⏸️ Дошку стану в {board} призупинено: {reason}. Виправте це й знову виконайте там `/board ' +
    'create`, щоб відновити її, або `/board remove`, щоб видалити.',
  'alerts.everyServer': 'усі сервери',
  'alerts.everyServerIncludingLater': 'усі сервери, зокрема створені пізніше',
  'alerts.everyLinkedServerIncludingLater':
    'усі сервери, пов’язані з цим сервером Discord, зокрема пов’язані пізніше',
  'alerts.list.paused': '⏸️ призупинено: {reason}; знову виконайте `{command}`, щоб відновити',
  'alerts.list.unlinked': 'більше не пов’язаний із цим сервером Discord, тож нічого не отримує',
  'alerts.list.since': 'з {since}',
  'alerts.list.usage': 'навантаження: {thresholds}',
  'alerts.list.title': 'Підписки на сповіщення',
  'alerts.list.none':
    'Цей сервер Discord ще не має підписок на сповіщення. Скористайтеся `/alerts subscribe` або ' +
    '`/alerts usage`.',
  'alerts.list.footer':
    'Сторінка {page, number} з {pages, number} · {subscriptions, plural, one {# підписка} few {# ' +
    'підписки} many {# підписок} other {# підписки}} · {watches, plural, one {# відстеження ' +
    'навантаження} few {# відстеження навантаження} many {# відстежень навантаження} other {# ' +
    'відстеження навантаження}}',
  'alerts.list.paceClamped':
    '⚠️ Навантаження зчитується приблизно раз на {every} для кожного відстежуваного сервера через ' +
    'обмеження частоти запитів API: надто рідко для вікна в {minutes, plural, one {# хвилину} few ' +
    '{# хвилини} many {# хвилин} other {# хвилини}}, тож сповіщення про навантаження можуть ' +
    'запізнюватися до {every}.',
  'alerts.list.pace':
    'Навантаження зчитується приблизно раз на {every} для кожного відстежуваного сервера (через ' +
    'обмеження частоти запитів API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} більше не отримує сповіщення ({kind}) для: {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} більше не отримує сповіщення (події та навантаження) для: {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} більше не отримує сповіщення для: {what}.',
  'alerts.unsubscribe.stoppedUsage':
    '🔕 {channel} більше не отримує сповіщення про навантаження для: {what}.',
  'alerts.unsubscribe.none':
    '{channel} не має підписки для: {what}; нічого не змінилося. `/alerts list` показує підписки ' +
    'цього сервера Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} не має підписки на сповіщення ({kind}) для: {what}; нічого не змінено. `/alerts list` ' +
    'показує підписки цього сервера Discord.',
  'alerts.kindLabel.provisioning': 'результати підготовки',
  'alerts.kindLabel.status': 'зміни статусу (збій і відновлення з часом простою)',
  'alerts.kindLabel.activity': 'нова активність',
  'alerts.kindLabel.mods': 'оновлення модів',
  'alerts.kindLabel.events': 'будь-які події: підготовка, статус, активність, оновлення модів',
  'alerts.kindLabel.usage': 'навантаження вище порогу',
  'alerts.route.allEvents': 'усі події',
  'alerts.route.pings': '{kind} (згадує {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (згадує {role}, зокрема під час відновлення)',
  'alerts.subscribe.unchanged':
    '{channel} уже отримує сповіщення для: {what}: {routes}; нічого не змінилося.',
  'alerts.subscribe.done': '🔔 {channel} відтепер отримує сповіщення для: {what}: {kinds}.',
  'alerts.subscribe.resumed': '🔔 Відновлено: {channel} відтепер отримує сповіщення для: {what}: {kinds}.',
  'alerts.subscribe.mentions': 'Вони згадують {role} (повідомлення про відновлення — ні).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Вони згадують {role}, зокрема в повідомленнях про відновлення.',
  'alerts.subscribe.inAll': 'Загалом канал отримує: {routes}.',
  'alerts.subscribe.howToStop': 'Щоб вимкнути їх, скористайтеся `/alerts unsubscribe`.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {диск}} вище {threshold, number, ::percent scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} протягом {minutes, number} хв',
  'alerts.usage.watching':
    '📈 {channel} відтепер отримує сповіщення про навантаження для: {what}: {thresholds}, один раз ' +
    'у разі перевищення й один раз, коли значення повернеться нижче.',
  'alerts.usage.paceClamped':
    '⚠️ Бюджет API дозволяє боту зчитувати навантаження кожного відстежуваного сервера лише ' +
    'приблизно раз на {every}, надто рідко для вікна в {minutes, plural, one {# хвилину} few {# ' +
    'хвилини} many {# хвилин} other {# хвилини}}: сповіщення можуть запізнюватися до {every}.',
  'alerts.usage.pace': 'Навантаження кожного відстежуваного сервера зчитується приблизно раз на {every}.',
  'alerts.usage.howToStop': 'Щоб вимкнути їх, скористайтеся `/alerts unsubscribe kind:usage`.',
  'command.alerts': 'Публікувати в каналі сповіщення про підготовку, статус, активність і навантаження',
  'command.alerts.subscribe': 'Відтепер публікувати в каналі сповіщення про сервер (або про всі)',
  'command.alerts.subscribe.channel': 'Текстовий канал або канал оголошень для сповіщень',
  'command.alerts.subscribe.server': 'Лише цей сервер (залиште порожнім для всіх доступних вам)',
  'command.alerts.subscribe.events': 'Які сповіщення (типово всі)',
  'command.alerts.subscribe.events.all': 'Усі події',
  'option.events.provisioning': 'Результати підготовки',
  'option.events.status': 'Зміни статусу (збій і відновлення)',
  'option.events.activity': 'Нова активність',
  'option.events.mods': 'Оновлення модів',
  'command.alerts.subscribe.ping': 'Роль, яку згадують ці сповіщення',
  'command.alerts.subscribe.ping_recovery':
    'Згадувати роль і під час відновлення («знову працює через 12 хв») (типово ні)',
  'command.alerts.usage': 'Сповіщати в каналі, коли сервер довго вище порогу CPU, RAM або диска',
  'command.alerts.usage.channel': 'Текстовий канал або канал оголошень для сповіщень',
  'command.alerts.usage.server': 'Лише цей сервер (залиште порожнім для всіх доступних вам)',
  'command.alerts.usage.cpu': 'Сповіщати, коли CPU тримається вище цього відсотка (1-100)',
  'command.alerts.usage.ram': 'Сповіщати, коли RAM тримається вище цього відсотка (1-100)',
  'command.alerts.usage.disk': 'Сповіщати, коли заповнення диска тримається вище цього відсотка (1-100)',
  'command.alerts.usage.minutes': 'Скільки значення має триматися вище порогу до сповіщення (типово 5)',
  'command.alerts.unsubscribe': 'Припинити публікацію сповіщень у каналі',
  'command.alerts.unsubscribe.channel': 'Текстовий канал або канал оголошень для сповіщень',
  'command.alerts.unsubscribe.server': 'Сервер підписки (залиште порожнім для підписки на всі сервери)',
  'command.alerts.unsubscribe.kind': 'Які сповіщення вимкнути (типово всі)',
  'command.alerts.unsubscribe.kind.events': 'Сповіщення про події (підготовка, статус, активність, моди)',
  'command.alerts.unsubscribe.kind.usage': 'Сповіщення про навантаження (пороги)',
  'command.alerts.unsubscribe.kind.all': 'Усі сповіщення',
  'command.alerts.unsubscribe.events': 'Вимкнути лише цей тип сповіщень; решта в каналі залишиться',
  'command.alerts.list': 'Показати підписки на сповіщення й відстеження навантаження цього сервера Discord',
  // Boards: /board and the live status board.
  'command.board': 'Повідомлення про стан ваших серверів у реальному часі, яке постійно оновлюється',
  'command.board.create': 'Опублікувати в каналі дошку стану в реальному часі, яка завжди актуальна',
  'command.board.create.channel': 'Текстовий канал або канал оголошень для дошки',
  'command.board.remove': 'Прибрати дошку стану з каналу разом з її повідомленням',
  'command.board.remove.channel': 'Канал дошки',
  'command.board.list': 'Показати дошки стану цього сервера Discord',
  'board.create.already':
    'У {channel} вже є дошка стану; нічого не змінено. `/board remove` у цьому каналі прибере її.',
  'board.create.posted':
    '📋 Дошка стану {scope, select, ops {усіх серверів облікового запису} other {усіх серверів, ' +
    'прив’язаних до цього сервера Discord}} з’явиться в {channel} за мить і далі оновлюватиметься на місці.',
  'board.create.resumed':
    '📋 Відновлено: дошка стану {scope, select, ops {усіх серверів облікового запису} other {усіх ' +
    'серверів, прив’язаних до цього сервера Discord}} з’явиться в {channel} за мить і далі ' +
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
    '{kind, select, failed {{count, plural, one {# зі збоєм} few {# зі збоєм} many {# зі збоєм} other {# ' +
    'зі збоєм}}} suspended {{count, plural, one {# призупинений} few {# призупинені} many {# ' +
    'призупинених} other {# призупиненого}}} stopped {{count, plural, one {# зупинений} few {# зупинені} ' +
    'many {# зупинених} other {# зупиненого}}} provisioning {{count, plural, one {# у підготовці} few {# ' +
    'у підготовці} many {# у підготовці} other {# у підготовці}}} deleting {{count, plural, one {# ' +
    'видаляється} few {# видаляються} many {# видаляються} other {# видаляється}}} running {{count, ' +
    'plural, one {# працює} few {# працюють} many {# працюють} other {# працює}}} other {{count, plural, ' +
    'one {# невідомий} few {# невідомі} many {# невідомих} other {# невідомого}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} активне сповіщення про навантаження} few {{count} активні сповіщення ' +
    'про навантаження} many {{count} активних сповіщень про навантаження} other {{count} активного ' +
    'сповіщення про навантаження}}',
  'board.reason.slowProvisioning': 'підготовка триває довше, ніж очікувалося',
  'board.reason.gameSilent': 'гра не відповідає',
  'board.reason.unrecognised': 'стан, невідомий ботові',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {диск}} вище {threshold, number, ::percent scale/0.01}',
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
  'board.pause.deletedAgain': 'її повідомлення знову видалили після повторної публікації',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Сервер Discord операторів і так працює з усіма серверами; прив’язуйте лише сервери Discord спільнот.',
  'access.notAGuild':
    'Це не сервер Discord, який бот може визначити: виберіть сервер із підказок або вставте його ' +
    'ідентифікатор (правий клік на сервері, «Копіювати ID сервера»).',
  'access.needsLevel':
    'Для цього потрібен рівень **{level}**: його може надати одній із ваших ролей учасник із дозволом ' +
    '«Керувати сервером» через `/access role set`.',
  'option.level': 'читання: перегляд; керування: ще сервери, моди, сповіщення, дошки; адміністрування: усе',
  'option.level.read': 'читання',
  'option.level.operate': 'керування',
  'option.level.administer': 'адміністрування',
  'option.role': 'Роль (@everyone — усі учасники)',
  'command.access.role': 'Надати ролям рівні: що їхні учасники можуть робити тут із ботом',
  'command.access.role.set': 'Надати ролі рівень (читання, керування або адміністрування)',
  'command.access.role.remove': 'Забрати в ролі наданий рівень',
  'command.access.role.list': 'Показати рівні, надані ролям тут',
  'access.role.granted': '🔑 {role} тепер має тут рівень **{level}**.',
  'access.role.changed': '🔑 {role} тепер має тут рівень **{level}** замість **{before}**.',
  'access.role.unchanged': '{role} уже має тут рівень **{level}**; нічого не змінилося.',
  'access.role.removed': '{role} більше не має тут рівня **{level}**.',
  'access.role.notGranted': '{role} не має тут рівня; нічого не змінилося.',
  'access.role.title': 'Рівні, надані тут',
  'access.role.line': '{role}: **{level}**, надав(-ла) {member} {when}',
  'access.role.none': 'Тут поки жодна роль не має рівня: надайте його через `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Учасники з дозволом «Керувати сервером» мають усі рівні; решта — лише надане ' +
    'їхнім ролям.} other {Учасники з дозволом «Керувати сервером» мають усі рівні; кожен учасник може ' +
    'переглядати сервери, прив’язані до цього сервера Discord.}}',
  'quota.roleGrants':
    'Цей сервер досяг ліміту ролей із рівнем ({limit}). Спершу заберіть рівень в однієї з них через ' +
    '`/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {надав(-ла) ролі рівень} asked {попросив(-ла) надати ролі ' +
    'рівень} other {намагався(-лася) надати ролі рівень}}',
  'audit.action.access.role.remove':
    '{phase, select, done {забрав(-ла) у ролі рівень} asked {попросив(-ла) забрати в ролі ' +
    'рівень} other {намагався(-лася) забрати в ролі рівень}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {намагався(-лася) використати {command} на ' +
    'сервері {server}} other {намагався(-лася) використати {command}}}} other {{target, select, ' +
    'server {намагався(-лася) використати кнопку або меню на сервері {server}} other {намагався(-лася) ' +
    'використати кнопку або меню}}}}',
  'command.audit.recent.kind.access.role.set': 'Рівні, надані ролям',
  'command.audit.recent.kind.access.role.remove': 'Рівні, забрані в ролей',
  'command.audit.recent.kind.access.refused': 'Відмови учасникам через рівень',
  'audit.input.role': 'Роль',
  'audit.input.level': 'Рівень',
  'audit.input.command': 'Команда',
  'audit.input.component': 'Кнопка або меню',
  'command.audit': 'Хто що зробив, з якого сервера Discord і з яким сервером',
  'command.audit.channel': 'Публікувати кожен запис аудиту в каналі одразу (без каналу — припинити)',
  'command.audit.channel.channel': 'Текстовий канал або канал оголошень для записів аудиту',
  'command.audit.recent': 'Показати останні записи аудиту, спершу нові',
  'command.audit.recent.server': 'Лише записи про цей сервер',
  'command.audit.recent.member': 'Лише записи цього учасника',
  'command.audit.recent.limit': 'Записів на сторінці (типово 10)',
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
  'command.audit.recent.kind.alerts.acknowledge': 'Сповіщення, взяті в роботу',
  'command.audit.recent.kind.board.create': 'Створені дошки стану',
  'command.audit.recent.kind.board.remove': 'Прибрані дошки стану',
  'command.audit.recent.kind.audit.channel': 'Зміни каналу аудиту',
  'command.audit.recent.kind.usage.crossing': 'Перетнуті пороги навантаження',
  'command.audit.recent.hours': 'Лише записи, не старші за вказану кількість годин',
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
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {створив(-ла) сервер {server}} other {створив(-ла) ' +
    'сервер}}} asked {{target, select, server {попросив(-ла) створити сервер {server}} other ' +
    '{попросив(-ла) створити сервер}}} other {{target, select, server {намагався(-лася) створити сервер ' +
    '{server}} other {намагався(-лася) створити сервер}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {змінив(-ла) {server}} other {змінив(-ла) сервер}}} ' +
    'asked {{target, select, server {попросив(-ла) змінити {server}} other {попросив(-ла) змінити ' +
    'сервер}}} other {{target, select, server {намагався(-лася) змінити {server}} other {намагався(-лася) ' +
    'змінити сервер}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {видалив(-ла) {server}} other {видалив(-ла) сервер}}} ' +
    'asked {{target, select, server {попросив(-ла) видалити {server}} other {попросив(-ла) видалити ' +
    'сервер}}} other {{target, select, server {намагався(-лася) видалити {server}} other ' +
    '{намагався(-лася) видалити сервер}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {встановив(-ла) мод на {server}} other {встановив(-ла) ' +
    'мод на сервер}}} asked {{target, select, server {попросив(-ла) встановити мод на {server}} other ' +
    '{попросив(-ла) встановити мод на сервер}}} other {{target, select, server {намагався(-лася) ' +
    'встановити мод на {server}} other {намагався(-лася) встановити мод на сервер}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {знайшов(-шла) оновлення мода для {server}} other ' +
    '{знайшов(-шла) оновлення мода для сервера}}} asked {{target, select, server {попросив(-ла) ' +
    'перевірити оновлення модів для {server}} other {попросив(-ла) перевірити оновлення модів для ' +
    'сервера}}} other {{target, select, server {намагався(-лася) перевірити оновлення модів для {server}} ' +
    'other {намагався(-лася) перевірити оновлення модів для сервера}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {прив’язав(-ла) {server} до сервера Discord} other ' +
    '{прив’язав(-ла) сервер до сервера Discord}}} asked {{target, select, server {попросив(-ла) ' +
    'прив’язати {server} до сервера Discord} other {попросив(-ла) прив’язати сервер до сервера Discord}}} ' +
    'other {{target, select, server {намагався(-лася) прив’язати {server} до сервера Discord} other ' +
    '{намагався(-лася) прив’язати сервер до сервера Discord}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {відв’язав(-ла) {server} від сервера Discord} other ' +
    '{відв’язав(-ла) сервер від сервера Discord}}} asked {{target, select, server {попросив(-ла) ' +
    'відв’язати {server} від сервера Discord} other {попросив(-ла) відв’язати сервер від сервера ' +
    'Discord}}} other {{target, select, server {намагався(-лася) відв’язати {server} від сервера Discord} ' +
    'other {намагався(-лася) відв’язати сервер від сервера Discord}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {підписав(-ла) канал на сповіщення про {server}} other ' +
    '{підписав(-ла) канал на сповіщення про всі сервери}}} asked {{target, select, server {попросив(-ла) ' +
    'підписати канал на сповіщення про {server}} other {попросив(-ла) підписати канал на сповіщення про ' +
    'всі сервери}}} other {{target, select, server {намагався(-лася) підписати канал на сповіщення про ' +
    '{server}} other {намагався(-лася) підписати канал на сповіщення про всі сервери}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {взяв(-ла) в роботу ' +
    'сповіщення про {server}} other {взяв(-ла) в роботу сповіщення}}} ' +
    'asked {{target, select, server {попросив(-ла) взяти в роботу ' +
    'сповіщення про {server}} other {попросив(-ла) взяти в роботу ' +
    'сповіщення}}} other {{target, select, server {намагався(-лася) ' +
    'взяти в роботу сповіщення про {server}} other {намагався(-лася) ' +
    'взяти в роботу сповіщення}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {відписав(-ла) канал від сповіщень про {server}} other ' +
    '{відписав(-ла) канал від сповіщень про всі сервери}}} asked {{target, select, server {попросив(-ла) ' +
    'відписати канал від сповіщень про {server}} other {попросив(-ла) відписати канал від сповіщень про ' +
    'всі сервери}}} other {{target, select, server {намагався(-лася) відписати канал від сповіщень про ' +
    '{server}} other {намагався(-лася) відписати канал від сповіщень про всі сервери}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {створив(-ла) дошку стану для {server}} other ' +
    '{створив(-ла) дошку стану}}} asked {{target, select, server {попросив(-ла) створити дошку стану для ' +
    '{server}} other {попросив(-ла) створити дошку стану}}} other {{target, select, server ' +
    '{намагався(-лася) створити дошку стану для {server}} other {намагався(-лася) створити дошку стану}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {видалив(-ла) дошку стану для {server}} other ' +
    '{видалив(-ла) дошку стану}}} asked {{target, select, server {попросив(-ла) видалити дошку стану для ' +
    '{server}} other {попросив(-ла) видалити дошку стану}}} other {{target, select, server ' +
    '{намагався(-лася) видалити дошку стану для {server}} other {намагався(-лася) видалити дошку стану}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {змінив(-ла) канал для записів аудиту} asked {попросив(-ла) змінити канал для ' +
    'записів аудиту} other {намагався(-лася) змінити канал для записів аудиту}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {зафіксував(-ла) перевищення порогу навантаження на ' +
    '{server}} other {зафіксував(-ла) перевищення порогу навантаження на сервері}}} asked {{target, ' +
    'select, server {попросив(-ла) відстежувати навантаження на {server}} other {попросив(-ла) ' +
    'відстежувати навантаження на сервері}}} other {{target, select, server {намагався(-лася) ' +
    'відстежувати навантаження на {server}} other {намагався(-лася) відстежувати навантаження на сервері}}}}',
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
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
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
  'audit.action.language.set':
    '{phase, select, done {змінив(-ла) мову повідомлень бота} asked {попросив(-ла) змінити мову ' +
    'повідомлень бота} other {намагався(-лася) змінити мову повідомлень бота}}',
  'command.audit.recent.kind.language.set': 'Зміни мови',
  'audit.input.language': 'Мова',
  'audit.value.languageAuto': 'мова Discord цього сервера',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Українська',
  'language.set.chosen':
    '🌐 Повідомлення, які бот публікує тут сам (сповіщення, дошки стану, оголошення), тепер виводяться ' +
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
  'command.language.set': 'Задати мову сповіщень, дошок стану й оголошень, які бот публікує тут',
  'command.language.set.language': 'Вибрана мова або мова Discord цього сервера',
  'command.language.set.language.auto': 'Мова Discord цього сервера',
  'command.language.show': 'Показати мову повідомлень, які бот сам публікує на цьому сервері',
  'quota.silences':
    'Цей сервер Discord досяг ліміту одночасних вимкнень ({limit}). Спершу завершіть одне через `/alerts ' +
    'silences` або попросіть операторів бота підвищити ліміт.',
  'server.alertButton.silence': 'Вимкнути на 1 год',
  'silence.kind':
    '{kind, select, status {зміни стану} usage {сповіщення про навантаження} game {відповіді гри} other ' +
    '{активність}}',
  'silence.everyServer': 'усі сервери, які бачить цей сервер Discord',
  'silence.everyChannel': 'усіх каналах цього сервера Discord',
  'silence.set':
    '🔕 Вимкнено до {until} ({relative}): {kinds} для {what}, в {where}. `/alerts silences` показує ' +
    'вимкнення і завершує його достроково.',
  'silence.gone': 'Це вимкнення вже скінчилося або його видалено. `/alerts silences` показує чинні.',
  'silence.list.title': '🔕 Вимкнені сповіщення',
  'silence.list.none':
    'Тут немає вимкнених сповіщень. `/alerts silence` притримує їх на певний час, наприклад під час ' +
    'обслуговування.',
  'silence.list.line':
    '**{number}.** {kinds} для {what}, в {where}: до {until} ({relative}), встановив(-ла) {member}',
  'silence.list.reason': 'Причина: {reason}',
  'silence.list.footer':
    'Сторінка {page, number} з {pages, number} · {count, plural, one {# вимкнення} few {# вимкнення} ' +
    'many {# вимкнень} other {# вимкнення}}',
  'silence.endNow': 'Завершити ({number})',
  'silence.endedNow':
    '🔔 {member} завершив(-ла) вимкнення: {kinds} для {what}, в {where}. Сповіщення знову публікуються.',
  'silence.field.reason': 'Причина',
  'silence.ended.title': '🔔 Вимкнення скінчилося',
  'silence.ended.titleStill':
    '🔔 Вимкнення скінчилося: {count, plural, one {# сервер досі потребує уваги} few {# сервери досі ' +
    'потребують уваги} many {# серверів досі потребують уваги} other {# сервера досі потребують уваги}}',
  'silence.ended.expired': 'Вимкнено {setBy} з {from} до {to}; сповіщення знову публікуються.',
  'silence.ended.endedBy':
    'Вимкнено {setBy} з {from}, достроково завершено {by} о {to}; сповіщення знову публікуються.',
  'silence.ended.stillDown': '{server} досі не працює: {status} з {since}.',
  'silence.ended.stillSilent': '{server} досі не відповідає на ігрові запити, з {since}.',
  'silence.ended.stillOver':
    '{server} досі вище свого порогу {metric, select, cpu {CPU} ram {RAM} other {диска}} у {threshold, ' +
    'number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} досі вище свого порогу {metric, select, cpu {CPU} ram {RAM} ' +
    'other {диска}} у {threshold, number, ::percent scale/0.01}, з {since}.',
  'silence.ended.more':
    '… і ще {count, plural, one {# сервер} few {# сервери} many {# серверів} other {# сервера}}.',
  'silence.ended.cameBack':
    'Мали проблеми, які минули під час вимкнення (падіння, гра не відповідала або перевищено поріг): ' +
    '{servers}.',
  'silence.ended.others':
    'ще {count, plural, one {# сервер} few {# сервери} many {# серверів} other {# сервера}}',
  'board.silencedUntil': '🔕 вимкнено до {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {вимкнув(-ла) сповіщення для {server}} other ' +
    '{вимкнув(-ла) сповіщення для всіх серверів}}} asked {{target, select, server {попросив(-ла) ' +
    'вимкнути сповіщення для {server}} other {попросив(-ла) вимкнути сповіщення для всіх серверів}}} ' +
    'other {{target, select, server {намагався(-лася) вимкнути сповіщення для {server}} other ' +
    '{намагався(-лася) вимкнути сповіщення для всіх серверів}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {завершив(-ла) вимкнення сповіщень для {server}} ' +
    'other {завершив(-ла) вимкнення сповіщень для всіх серверів}}} asked {{target, select, server ' +
    '{попросив(-ла) завершити вимкнення сповіщень для {server}} other {попросив(-ла) завершити вимкнення ' +
    'сповіщень для всіх серверів}}} other {{target, select, server {намагався(-лася) завершити вимкнення ' +
    'сповіщень для {server}} other {намагався(-лася) завершити вимкнення сповіщень для всіх серверів}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {зафіксував завершення строку вимкнення сповіщень для ' +
    '{server}} other {зафіксував завершення строку вимкнення сповіщень для всіх серверів}}} asked ' +
    '{{target, select, server {попросив(-ла) завершити вимкнення сповіщень для {server}} other ' +
    '{попросив(-ла) завершити вимкнення сповіщень для всіх серверів}}} other {{target, select, server ' +
    '{намагався(-лася) завершити вимкнення сповіщень для {server}} other {намагався(-лася) завершити ' +
    'вимкнення сповіщень для всіх серверів}}}}',
  'command.audit.recent.kind.alerts.silence': 'Встановлені вимкнення сповіщень',
  'command.audit.recent.kind.alerts.silence.end': 'Достроково завершені вимкнення',
  'command.audit.recent.kind.alerts.silence.expire': 'Вимкнення, строк яких минув',
  'audit.input.duration': 'Тривалість',
  'audit.input.reason': 'Причина',
  'audit.input.kinds': 'Види',
  'command.alerts.silence': 'Притримати сповіщення на певний час, наприклад під час обслуговування',
  'command.alerts.silence.duration': 'На скільки їх притримати',
  'command.alerts.silence.duration.30': '30 хвилин',
  'command.alerts.silence.duration.60': '1 година',
  'command.alerts.silence.duration.120': '2 години',
  'command.alerts.silence.duration.240': '4 години',
  'command.alerts.silence.duration.480': '8 годин',
  'command.alerts.silence.duration.720': '12 годин',
  'command.alerts.silence.duration.1440': '1 день',
  'command.alerts.silence.duration.2880': '2 дні',
  'command.alerts.silence.duration.4320': '3 дні',
  'command.alerts.silence.duration.10080': '7 днів',
  'command.alerts.silence.server': 'Сервер (типово: усі, які бачить цей сервер Discord)',
  'command.alerts.silence.reason': 'Чому, для команди (до 200 символів)',
  'command.alerts.silence.channel': 'Канал (типово: усі канали цього сервера Discord)',
  'command.alerts.silence.kinds': 'Які сповіщення (типово: стан, навантаження і гра; без активності)',
  'command.alerts.silence.kinds.default': 'Стан, навантаження і гра',
  'command.alerts.silence.kinds.all': 'Усі, з активністю',
  'command.alerts.silence.kinds.status': 'Лише зміни стану',
  'command.alerts.silence.kinds.usage': 'Лише сповіщення про навантаження',
  'command.alerts.silence.kinds.game': 'Лише відповіді гри',
  'command.alerts.silence.kinds.activity': 'Лише активність',
  'command.alerts.silences': 'Показати тутешні вимкнення сповіщень, кожне з кнопкою «Завершити»',
} satisfies CatalogueOf<'uk'>;
