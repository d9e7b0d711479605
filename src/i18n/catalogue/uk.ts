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
  'alerts.pingNotEveryone': 'Виберіть роль для згадки, а не @everyone: сповіщення ніколи не згадують усіх.',
  'alerts.roleNotMentionable':
    'Бот не може згадати {role}: роль не можна згадувати, а бот не має дозволу «Згадувати ' +
    '@everyone, @here і всі ролі» в {channel}. Дозвольте згадувати роль (Налаштування сервера, ' +
    'Ролі) або надайте боту цей дозвіл, а потім виконайте команду знову.',
  'alerts.usage.noThreshold':
    'Укажіть принаймні один поріг для відстеження (`cpu`, `ram` або `disk`, у відсотках).',
  'alerts.activity.title': 'Активність · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · давніших записів цієї серії було забагато, щоб їх прочитати; див. /server activity',
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
  'alerts.button.serverInfo': 'Про сервер',
  'alerts.button.resources': 'Ресурси',
  'alerts.status.fromActivityLog': 'З журналу активності',
  'alerts.status.downTitle': '{symbol} {server} не працює',
  'alerts.status.downText': '{server} повідомляє {status} з {since} ({sinceAt}).',
  'alerts.status.downFooter': "{serverId} · коли він знову запрацює, з'явиться нове повідомлення",
  'alerts.status.backTitle': '{symbol} {server} знову працює через {downtime}',
  'alerts.status.backText':
    '{server} знову повідомляє {status}: повернувся через {downtime} (не працював з {sinceAt}).',
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
  'alerts.usage.firedTitle': '🔥 {metric} вище {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} знову в нормі · {server}',
  'alerts.usage.firedText':
    'У {server} {metric} вище {threshold, number} % уже {minutes, plural, one {# хвилину} few {# ' +
    'хвилини} many {# хвилин} other {# хвилини}}: зараз {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} знову нижче {threshold, number} % за {metric}: зараз {value, number} %.',
  'alerts.usage.readAt': 'Дані отримано {sampled}.',
  'alerts.usage.readJustNow': 'Дані отримано щойно.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage вимикає ці сповіщення',
  'alerts.ops.givenUp': '⚠️ Не вдалося опублікувати сповіщення про {server} у {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Не вдалося опублікувати сповіщення про {server} у {channel} на **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Його відкинуто, щоб наступні сповіщення про сервер усе одно надсилалися. Доки публікація там ' +
    'не вдасться, інші відкинуті в цьому каналі сповіщення лише записуються в журнал.',
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
    '♻️ Панель статусу в {board} видалили, тому її опубліковано знову. Якщо її знову видалять, вона ' +
    'призупиниться; `/board remove` там вимкне її назовсім.',
  'alerts.ops.boardPaused':
    '⏸️ Панель статусу в {board} призупинено: {reason}. Виправте це й знову виконайте там `/board ' +
    'create`, щоб відновити її, або `/board remove`, щоб видалити.',
  'alerts.everyServer': 'усі сервери',
  'alerts.everyServerIncludingLater': 'усі сервери, зокрема створені пізніше',
  'alerts.everyLinkedServerIncludingLater':
    "усі сервери, пов'язані з цим сервером Discord, зокрема пов'язані пізніше",
  'alerts.list.paused': '⏸️ призупинено: {reason}; знову виконайте `{command}`, щоб відновити',
  'alerts.list.unlinked': "більше не пов'язаний із цим сервером Discord, тож нічого не отримує",
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
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} більше не отримує сповіщення типу {kind} для: {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} більше не отримує сповіщення (події та навантаження) для: {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} більше не отримує сповіщення для: {what}.',
  'alerts.unsubscribe.stoppedUsage':
    '🔕 {channel} більше не отримує сповіщення про навантаження для: {what}.',
  'alerts.unsubscribe.none':
    '{channel} не має підписки для: {what}; нічого не змінилося. `/alerts list` показує підписки ' +
    'цього сервера Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} не має підписки типу {kind} для: {what}; нічого не змінилося. `/alerts list` показує ' +
    'підписки цього сервера Discord.',
  'alerts.kindLabel.provisioning': 'результати підготовки',
  'alerts.kindLabel.status': 'зміни статусу (збій і відновлення з часом простою)',
  'alerts.kindLabel.activity': 'нова активність',
  'alerts.kindLabel.mods': 'оновлення модів',
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
  'alerts.usage.threshold': '{metric} вище {threshold, number} %',
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
  'command.alerts.usage.disk': 'Сповіщати, коли диск тримається вище цього відсотка (1-100)',
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
  'alerts.reason.channelDeleted': 'канал було видалено',
  'alerts.reason.lostAccess': 'бот утратив доступ до каналу',
  'alerts.reason.lacksPermission': 'бот не має дозволу публікувати там',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
