import type { LocaleCatalogue } from './en-US.js';

/** en-GB: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'Nothing to change: give at least one of ram, disk or external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disk {before} → {after}',
  'server.update.changedReference': 'external reference "{before}" → "{after}"',
  'server.update.changedStatus': 'status {before} → {after}',
  'server.update.concurrentChange':
    'Someone changed this server while you were updating it ({changes}), so your change was not applied. ' +
    'Check the new values and run the command again.',
  'server.update.concurrentUnseenChange':
    'Someone changed this server while you were updating it, so your change was not applied. Check its ' +
    'current values with `/server info` and run the command again.',
  'server.update.done': '✅ Updated {server}',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disk: {before} → {after}',
  'server.update.lineReference': 'External reference: {before} → {after}',
  'server.update.noReference': 'none',
  'server.update.unchanged': 'It already had these values; nothing changed.',
  'command.server': 'Create, inspect, resize and delete hosted game servers',
  'command.server.list': 'List servers, with filters and sorting',
  'command.server.list.status': 'Only servers with this status (pick one, or type another)',
  'command.server.list.game': 'Only servers of this game',
  'command.server.list.search': 'Name contains this text',
  'command.server.list.sort': 'Sort by',
  'command.server.list.sort.createdAt': 'Creation time',
  'command.server.list.sort.name': 'Name',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Status',
  'command.server.list.order': 'Sort order',
  'command.server.list.order.asc': 'Ascending',
  'command.server.list.order.desc': 'Descending',
  'command.server.info': 'Show a server: status, plan, limits, addons and version',
  'command.server.create': 'Create a server; provisioning continues in the background',
  'command.server.create.name': 'Server name',
  'command.server.create.ram': 'RAM in GB, in steps of 0.5',
  'command.server.create.game': 'Game id (default: the API default)',
  'command.server.create.game_type': 'Game flavour (default: the API default)',
  'command.server.create.game_version': 'Game version (default: the API default)',
  'command.server.create.plan': 'Plan tier (default premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Select the mods addon',
  'command.server.create.external_reference': 'Your reference, e.g. an order id',
  'command.server.update': 'Resize a server or change its external reference',
  'command.server.update.ram': 'New RAM in GB, in steps of 0.5',
  'command.server.update.disk': 'New disk in GB',
  'command.server.update.external_reference': 'New external reference',
  'command.server.delete': 'Delete a server permanently (asks for confirmation)',
  'command.server.resources': 'Current CPU, memory, disk, network and uptime, with a usage chart',
  'command.server.resources.hours': 'The span of the usage chart in hours (1-24, default 6)',
  'command.server.activity': 'Recent activity: creates, resizes, installs and more',
  'server.list.expired': 'This list has expired. Run `/server list` again.',
  'server.list.title': 'Servers',
  'server.list.empty': 'No servers match.',
  'server.list.pageOf':
    'Page {page, number} of {pages, number} · {total, plural, one {# server} other {# servers}}',
  'server.list.page': 'Page {page, number}',
  'server.list.filterStatus': 'status {status}',
  'server.list.filterGame': 'game {game}',
  'server.list.filterSearch': 'name contains “{search}”',
  'server.list.filterSort': 'sorted by {sort}',
  'server.list.filterAscending': 'ascending',
  'server.list.filterDescending': 'descending',
  'server.info.connect': '🔌 Connect {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Status',
  'server.field.plan': 'Plan',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disk',
  'server.field.game': 'Game',
  'server.field.externalReference': 'External reference',
  'server.field.created': 'Created',
  'server.field.addons': 'Addons',
  'server.field.limits': 'Limits',
  'server.field.serverId': 'Server id',
  'server.create.title': '{symbol} Provisioning started: {name}',
  'server.create.description':
    'The server is being set up. This message updates when it is ready or if provisioning fails.',
  'server.create.idPending': 'assigned shortly',
  'server.delete.done': '🗑️ Deleted **{name}** {id}, with its data, backups and DNS records.',
  'server.delete.confirm': 'Delete permanently',
  'server.delete.title': 'Delete {name}?',
  'server.delete.prompt':
    'This permanently deletes **{name}** {id}.\n\nAll of its data, backups and DNS records are removed ' +
    'from the panel, SFTP and DNS. **This cannot be undone or restored.**',
  'server.alertButton.info': 'Server info',
  'server.alertButton.resources': 'Resources',
  'availability.name': 'Availability',
  'availability.notWatched': 'Not watched yet: `/alerts subscribe events:status` on this server starts it.',
  'availability.percent': '{value, number, ::.0} %',
  'availability.outages':
    '{outages, plural, =0 {no outage} one {# outage, {downtime}} other {# outages, {downtime}}}',
  'availability.watchedFor': 'Watched for {watched} so far: {availability}',
  'availability.day': '24 h: {availability}',
  'availability.week': '7 d: {availability}',
  'availability.sinceWatching': 'Since watching began {watched} ago: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disk',
  'resources.title': 'Resources · {name}',
  'resources.description': 'ID {id} · sampled {sampled}',
  'resources.noFigures': 'The API reported no usage figures.',
  'resources.field.state': 'State',
  'resources.field.memory': 'Memory',
  'resources.field.network': 'Network',
  'resources.field.uptime': 'Uptime',
  'resources.percent': '{value, number, ::.#} %',
  'resources.usedOf': '{used} of {limit}',
  'resources.noChartYet':
    'No usage chart yet: the bot samples usage only for watched servers. Start with `/alerts usage` on ' +
    'this server (or put it on a `/board`); the chart fills from then on.',
  'resources.noFiguresInSpan':
    'No usage figures in the last {hours, number} h: sampling started {first} and last read {last}.',
  'resources.usageOver': 'Usage over the last {hours, number} h (sampled since {first}, last read {last}).',
  'resources.playersLine':
    "Players online over the last {hours, number} h, as the game answered the bot's checks, on the right " +
    'axis.',
  'chart.title': '{title} · last {hours, number} h',
  'chart.now': 'now',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'hours before now ({time} UTC)',
  'chart.usageAxis': 'usage (%)',
  'chart.percentTick': '{value, number} %',
  'chart.series': '{metric} %',
  'chart.players': 'Players',
  'chart.playersAxis': 'players online',
  'fields.yes': 'yes',
  'fields.no': 'no',
  'fields.percent': '{value, number, ::.## group-off} %',
  'game.answering': '🟢 Answering ({latency, number} ms)',
  'game.checkedAgo': 'checked {when}',
  'game.notAnsweringSince': '🔴 Not answering since {since}',
  'game.notAnswering': '🔴 Not answering (checked {when})',
  'game.noAnswerInTime': '⏳ The game did not answer in time; try again shortly.',
  'game.notQueried.noAddress': 'Not asked: the server has no connect address.',
  'game.notQueried.unknownGame': 'Not asked: the bot cannot query this game.',
  'game.notQueried.disabled': 'Game queries are switched off on this bot.',
  'game.notQueried.hostNotAllowed': 'Not asked: the bot may not query this address.',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Peak in the last 24 h: {peak, number}',
  'game.moreNames': '{names} and {more, plural, one {# more} other {# more}}',
  'game.field.server': 'Game server',
  'game.field.players': 'Players',
  'game.field.version': 'Game version',
  'game.field.motd': 'Message of the day',
  'game.silentTitle': '🔇 {server}: the game is not answering',
  'game.silentText': '{server} runs on the panel, but its game has not answered since {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · a post follows when it answers again',
  'game.answeringTitle': '🔊 {server}: the game answers again after {downtime}',
  'game.answeringText': "{server}'s game answers again: silent for {downtime} (since {sinceAt}).",
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'game not answering',
  'game.fleetPlayers':
    '👥 {online, plural, one {# player} other {# players}} online on {servers, plural, one {# answering ' +
    'server} other {# answering servers}}',
  'activity.title': 'Activity · {name}',
  'activity.empty': 'No activity recorded yet.',
  'activity.latest':
    '{total, plural, one {Latest {shown, number} of # entry} other {Latest {shown, number} of # entries}}',
  'activity.count': '{count, plural, one {# entry} other {# entries}}',
  'activity.timeUnknown': 'time unknown',
  'activity.by': '{what} by {actor}',
  'activity.action.created': 'Server created',
  'activity.action.provisioned': 'Provisioning finished',
  'activity.action.installFailed': 'Installation failed',
  'activity.action.deleted': 'Server deleted',
  'activity.action.resized': 'Server resized',
  'activity.action.updated': 'Server updated',
  'activity.action.suspended': 'Server suspended',
  'activity.action.unsuspended': 'Server unsuspended',
  'activity.action.statusChanged': 'Status changed',
  'activity.action.noteAdded': 'Note added',
  'activity.action.modInstalled': 'Mod installed',
  'activity.action.pluginInstalled': 'Plugin installed',
  'activity.action.unknown': 'Activity',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'The author of **{mod}** forbids third-party downloads, so the bot cannot install it: download it from ' +
    'its page and upload it to the server by hand.',
  'mods.install.restrictedWithPage':
    'The author of **{mod}** forbids third-party downloads, so the bot cannot install it: download it from ' +
    'its page and upload it to the server by hand. Mod page: {page}',
  'mods.install.refusedWithPage': '{sentence} Mod page: {page}',
  'mods.install.modNotFound':
    'No {type, select, plugins {plugin} other {mod}} with id {modId} was found at {provider}. Pick one ' +
    'from the suggestions.',
  'mods.install.fileNotFound': '{mod} has no file with id {fileId}. Pick one from the suggestions.',
  'mods.search.loaderNeedsCurseforge':
    'The loader filter works with the curseforge provider only. Remove it or switch provider.',
  'mods.update.needsManageServer':
    'Updating a mod needs the Manage Server permission, as `/mods install` does.',
  'mods.update.noRecord':
    'The bot has no record of installing this mod on that server any more. See `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} is already at {file} on {server}.',
  'mods.update.fileGone':
    'The catalogue no longer offers that file of {mod}. See `/mods installed` for the current one.',
  'command.mods': 'Search, install and update mods and plugins',
  'command.mods.search': 'Search a catalogue for mods or plugins that fit a server',
  'command.mods.search.provider': 'Catalogue (default curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mods or plugins (default mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Search words',
  'command.mods.search.game_version': "Game version (default: the server's)",
  'command.mods.search.loader': 'Mod loader (curseforge only)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Install a mod or plugin on a server (asks for confirmation)',
  'command.mods.install.provider': 'Catalogue',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Mods or plugins (default mods)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plugins',
  'command.mods.install.mod': 'The mod (type to search)',
  'command.mods.install.file': 'The release file (matching the server version first)',
  'command.mods.installed': 'The mods and plugins the bot installed on a server, and whether updates exist',
  'mods.choice.serverVersion': "{version} (the server's)",
  'mods.choice.noAddon': 'No mods here: this server has neither the mods addon nor the Premium plan.',
  'mods.search.title': '{type, select, plugins {Plugins for {server}} other {Mods for {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins for {server} matching "{query}"} other {Mods for {server} matching ' +
    '"{query}"}}',
  'mods.search.nothingFound': 'Nothing found. Try other words or another provider.',
  'mods.search.footerGameVersion': 'game version {version}',
  'mods.search.footerPick': 'pick one below to install it',
  'mods.search.restrictedNote':
    '⚠️ The author forbids third-party downloads: install it by hand from its page.',
  'mods.search.pickPlaceholder': 'Install one of these…',
  'mods.search.expired': 'These results have expired. Run `/mods search` again.',
  'mods.search.notYours':
    'Only the member who searched can install from these results. Run `/mods search` yourself.',
  'mods.search.noFile':
    'That mod lists no installable file. Pick another, or use `/mods install` to choose a file.',
  'mods.install.promptTitle':
    '{action, select, update {Update {mod} on {server}?} other {Install {mod} on {server}?}}',
  'mods.install.installedNow': 'Installed now: {file}',
  'mods.install.file': 'File: **{file}** {fileId}',
  'mods.install.fileForGame': 'File: **{file}** {fileId} (game {versions})',
  'mods.install.uploadedTo': "It is uploaded to the server's {type} folder.",
  'mods.install.restart.ops': 'Restart the server from the hosting panel to load it.',
  'mods.install.restart.community':
    'Restart the server from your game panel to load it (the bot cannot restart servers).',
  'mods.install.confirmInstall': 'Install',
  'mods.install.confirmUpdate': 'Update',
  'mods.install.done':
    '{action, select, update {✅ Updated to **{mod}** ({file}) on **{server}**.} other {✅ Installed ' +
    '**{mod}** ({file}) on **{server}**.}}',
  'mods.install.unrecorded':
    'The bot could not note it for `/mods installed` and update checks (its database failed).',
  'mods.installed.title': 'Installed through the bot · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin from {provider}} other {mod from {provider}}}',
  'mods.installed.version': 'Version {file} · installed {time} by {installer}',
  'mods.installed.versionFor': 'Version {file} for {game} · installed {time} by {installer}',
  'mods.installed.byMemberOf': 'a member of {guild}',
  'mods.installed.byMember': 'a member',
  'mods.installed.unlisted':
    '❔ Its catalogue does not list this mod now, so no newer release can be offered.',
  'mods.installed.notChecked': '❔ Not checked yet: the catalogue did not answer in time.',
  'mods.installed.checkedNow': 'checked just now',
  'mods.installed.checkedAt': 'as of the last check {time}',
  'mods.installed.upToDate': '✅ Up to date ({when})',
  'mods.installed.updateAvailable': '⬆️ Update available: **{file}** ({when})',
  'mods.installed.none':
    'The bot has not installed any mods or plugins on {server} yet. Those installed with `/mods install` ' +
    '(and their updates) are listed here.',
  'mods.installed.footer':
    '{count, plural, one {# installed through the bot} other {# installed through the bot}} · updates fit ' +
    'the game version and loader each was installed for',
  'mods.installed.footerPaged':
    '{count, plural, one {# installed through the bot} other {# installed through the bot}} · page {page, ' +
    'number} of {pages, number} · updates fit the game version and loader each was installed for',
  'mods.installed.updateButton': 'Update {mod}',
  'mods.installed.expired': 'This list has expired. Run `/mods installed` again.',
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'English (UK)',
  'language.set.chosen':
    '🌐 The posts the bot makes here on its own (alerts, status boards, notices) are now in {language}. ' +
    'Replies to each member stay in their own Discord language.',
  'language.set.followsDiscord':
    "🌐 The posts the bot makes here on its own now follow this server's Discord language: {language}. " +
    'Replies to each member stay in their own Discord language.',
  'language.show.chosen':
    '🌐 The posts the bot makes here on its own are in {language}, as set with `/language set`. Replies to ' +
    'each member are in their own Discord language.',
  'language.show.preferred':
    "🌐 The posts the bot makes here on its own are in {language}, this server's Discord language. Replies " +
    'to each member are in their own Discord language.',
  'language.show.preferredUnsupported':
    "🌐 The posts the bot makes here on its own are in {language}: this server's Discord language " +
    '({locale}) has no translation yet. `/language set` picks another. Replies to each member are in their ' +
    'own Discord language.',
  'language.show.default':
    '🌐 The posts the bot makes here on its own are in {language}. `/language set` picks another. Replies ' +
    'to each member are in their own Discord language.',
  'command.language': "Choose the language of the bot's own posts in this server",
  'command.language.set': 'Set the language of the alerts, status boards and notices the bot posts here',
  'command.language.set.language': "The language, or this server's own Discord language",
  'command.language.set.language.auto': "This server's Discord language",
  'command.language.show': "Show the language of the bot's own posts in this server",
} satisfies LocaleCatalogue;
