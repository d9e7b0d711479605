import type { LocaleCatalogue } from './en-US.js';

/** ru: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
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
    'Фильтр по загрузчику работает только с источником curseforge. Уберите его или выберите другой источник.',
  'mods.update.needsManageServer':
    'Для обновления мода нужно право «Управлять сервером», как и для `/mods install`.',
  'mods.update.noRecord':
    'У бота больше нет записи об установке этого мода на тот сервер. Посмотрите `/mods installed`.',
  'mods.update.alreadyCurrent': 'На {server} уже установлена версия {file} мода {mod}.',
  'mods.update.fileGone':
    'Каталог больше не предлагает этот файл {mod}. Актуальный смотрите в `/mods installed`.',
  'command.mods': 'Поиск, установка и обновление модов и плагинов',
  'command.mods.search': 'Найти в каталоге моды или плагины, подходящие для сервера',
  'command.mods.search.provider': 'Каталог (по умолчанию curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Моды или плагины (по умолчанию моды)',
  'command.mods.search.type.mods': 'моды',
  'command.mods.search.type.plugins': 'плагины',
  'command.mods.search.query': 'Слова для поиска',
  'command.mods.search.game_version': 'Версия игры (по умолчанию — версия сервера)',
  'command.mods.search.loader': 'Загрузчик модов (только curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Установить мод или плагин на сервер (с подтверждением)',
  'command.mods.install.provider': 'Каталог',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
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
  'mods.search.nothingFound': 'Ничего не найдено. Попробуйте другие слова или другой источник.',
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
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Русский',
  'language.set.chosen':
    '🌐 Сообщения, которые бот публикует здесь сам (оповещения, панели статуса, уведомления), теперь ' +
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
    'Задать язык оповещений, панелей статуса и уведомлений, которые бот публикует здесь',
  'command.language.set.language': 'Выбранный язык или язык Discord этого сервера',
  'command.language.set.language.auto': 'Язык Discord этого сервера',
  'command.language.show': 'Показать язык сообщений, которые бот сам публикует на этом сервере',
} satisfies LocaleCatalogue;
