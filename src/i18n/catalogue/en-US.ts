import type { DiscordLocale, PartialLocale } from '../locales.js';

/**
 * The source catalogue: every sentence the bot shows a person, in American English, as ICU MessageFormat
 * (`{name}` placeholders, `{count, plural, one {…} other {…}}`, `{kind, select, …}`). Keys name where a
 * sentence is used, grouped by the part of the bot that says it. Every other locale is one file beside this
 * one with the same keys, in the same sections; a locale that falls back to another (en-GB to en-US, es-419
 * to es-ES) holds only the messages it says differently. A test fails on a key, placeholder or plural form
 * that differs, on a missing message, and on a message such a locale repeats from the one it falls back to.
 */
export const enUS = {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Request id: `{requestId}`',
  'error.serverNotFound':
    'That server does not exist or is not available here. Pick one from the suggestions or check the id.',
  'error.api.VALIDATION_ERROR':
    'The hosting API rejected the request as invalid. Check the values and try again.',
  'error.api.LIMIT_EXCEEDED':
    'A quota on this account has been reached. Remove something unused, or ask your hosting provider to ' +
    'raise the quota.',
  'error.api.NO_CHANGE': 'Nothing changed: the server already has that size. Choose a different value.',
  'error.api.INVALID_RAM':
    'RAM must be a positive amount in steps of 0.5 GB (for example 2, 2.5 or 3). Adjust it and try again.',
  'error.api.BELOW_MIN_RAM':
    "That much RAM is below the minimum of the server's pricing plan (the plan's entry in the hosting " +
    'panel shows it). Choose more RAM.',
  'error.api.ABOVE_MAX_RAM':
    "That much RAM is above the maximum of the server's pricing plan (the plan's entry in the hosting " +
    'panel shows it). Choose less RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    "This would exceed the hosting account's total RAM allowance. Shrink or delete another server first, " +
    'or raise the allowance.',
  'error.api.DISK_USAGE_EXCEEDED':
    'The server uses more disk than the smaller size allows, so it cannot be downgraded. Free disk space ' +
    'on it first.',
  'error.api.AUTH_REQUIRED':
    "The hosting API refused the bot's API key. An administrator needs to check HOSTING_API_KEY.",
  'error.api.FORBIDDEN':
    "The bot's API key is not permitted to do this. Ask your hosting provider to grant the bot this " +
    'permission.',
  'error.api.ADDON_REQUIRED':
    'Mods and plugins need the mods addon or the Premium plan on this server. Ask your hosting provider ' +
    'to enable the mods addon or move the server to Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    "This feature is not available on the server's plan. Ask your hosting provider to move the server to " +
    'a higher plan, which unlocks it.',
  'error.api.DISTRIBUTION_RESTRICTED':
    "The mod's author forbids third-party downloads, so it cannot be installed automatically. Download " +
    "it from the mod's page and upload it to the server by hand.",
  'error.api.USER_NOT_FOUND': 'That user was not found on the server. Check the name and try again.',
  'error.api.NOT_FOUND':
    'The mod or file was not found at the provider; it may have been removed. Search again and pick a ' +
    'listed file.',
  'error.api.CONFLICT':
    'Someone else changed this server at the same moment, so nothing was applied. Look at its current ' +
    'state and try again.',
  'error.api.SERVER_SUSPENDED':
    'The server is suspended, so changes are blocked. Contact your hosting provider to have the ' +
    'suspension lifted.',
  'error.api.SERVER_INSTALLING': 'The server is still being set up. Try again once it is ready.',
  'error.api.ALREADY_EXISTS': 'That already exists, so nothing new was created.',
  'error.api.LIMIT_REACHED':
    "The hosting panel's limit has been reached. Remove something unused, or ask your hosting provider " +
    'to raise it.',
  'error.api.CONFIG_ERROR':
    'The hosting platform is missing configuration for this action. Contact your hosting provider and ' +
    'quote the request id.',
  'error.api.INTERNAL_ERROR':
    'The hosting API failed internally. Try again in a moment; if it keeps failing, contact your hosting ' +
    'provider with the request id.',
  'error.api.UPLOAD_FAILED':
    'The mod was fetched but could not be uploaded to the server. Try again; if it keeps failing, check ' +
    'the server is running and has free disk.',
  'error.api.SERVICE_UNAVAILABLE':
    'The hosting platform has no free capacity right now (no nodes or ports) or its panel is unreachable. ' +
    'Try again later.',
  'error.ops.SERVER_SUSPENDED':
    'The server is suspended, so changes are blocked. Lift the suspension in the hosting panel (usually ' +
    'settled by the billing behind it), then try again.',
  'error.ops.ADDON_REQUIRED':
    'Mods and plugins need the mods addon or the Premium plan on this server. Enable the mods addon for ' +
    'it in the hosting panel, or move it to Premium, then try again.',
  'error.ops.LIMIT_EXCEEDED':
    'A quota on your hosting account has been reached. Remove something unused, or have the quota raised ' +
    'with the hosting platform.',
  'error.ops.LIMIT_REACHED':
    "The hosting panel's limit has been reached. Remove something unused, or raise the limit in the " +
    'hosting panel.',
  'error.ops.FORBIDDEN':
    "The bot's API key is not permitted to do this. Grant the key this permission in the hosting " +
    "panel's API settings, or use a key that has it.",
  'error.ops.FEATURE_UNAVAILABLE':
    "This feature is not available on the server's plan. Move the server to a higher plan in the hosting " +
    'panel to unlock it.',
  'error.ops.CONFIG_ERROR':
    "The hosting platform is missing configuration for this action. Contact the hosting platform's " +
    'support and quote the request id.',
  'error.ops.INTERNAL_ERROR':
    'The hosting API failed internally. Try again in a moment; if it keeps failing, contact the hosting ' +
    "platform's support with the request id.",
  'error.ramBelowPlan':
    "That much RAM is below the pricing plan's minimum of {bound}. Choose {bound} or more.",
  'error.ramAbovePlan':
    "That much RAM is above the pricing plan's maximum of {bound}. Choose {bound} or less.",
  'error.client.RATE_LIMITED':
    'The hosting API is rate limiting the bot right now. Wait a minute and try again.',
  'error.client.NETWORK_ERROR': 'The bot could not reach the hosting API. Try again in a moment.',
  'error.client.TIMEOUT':
    'The hosting API did not answer in time. The action may still have happened: check before you repeat it.',
  'error.client.ABORTED': 'The request was cancelled before it finished. Try again.',
  'error.client.INVALID_RESPONSE':
    'The hosting API sent an answer the bot could not understand. Try again; if it persists, report the ' +
    'request id.',
  'error.client.RESPONSE_TOO_LARGE':
    'The hosting API sent an answer too large to read, so the bot stopped reading it. Try again with a ' +
    'narrower search; if it persists, report the request id.',
  'error.tenantBusy': 'Too many requests from this server right now. Try again in {seconds, number} s.',
  'error.store.read':
    'The bot could not read its database, so it cannot do this right now. Nothing was changed; try again ' +
    'in a minute.',
  'error.store.write':
    "That change was not saved: the bot's database is not answering. Nothing was changed; try " +
    'again in a minute.',
  'error.api.failed': 'The hosting API failed (HTTP {status}). Try again in a moment.',
  'error.api.refused': 'The hosting API refused the request ({code}). Check the values and try again.',
  'error.internal': 'Something went wrong inside the bot. The team has been notified in the logs; try again.',
  'validation.text': '{field} must be text.',
  'validation.required': '{field} is required.',
  'validation.tooLong': '{field} must be at most {max, number} characters.',
  'validation.wholeNumberAtLeast': '{field} must be a whole number at least {min, number}.',
  'validation.wholeNumberBetween': '{field} must be a whole number from {min, number} to {max, number}.',
  'validation.oneOf': '{field} must be one of {values}.',
  'validation.ramNumber': 'RAM must be a number of GB.',
  'validation.ramSteps': 'RAM must be a positive multiple of 0.5 GB (for example 2, 2.5 or 3).',
  'validation.serverId': 'That is not a valid server id.',
  'validation.providerId': '{field} must be a non-empty id.',
  'validation.boolean': '{field} must be true or false.',
  'validation.addons': 'Addons must be a list of addons, each chosen or not.',
  'validation.disk': 'Disk must be a positive number of GB.',
  'validation.emptyUpdate': 'Give at least one of RAM, disk or external reference to update.',
  'validation.object': '{field} must be an object.',
  'validation.invalid': 'The bot refused its own request as invalid before sending it. Try again.',

  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number} d {hours, number} h',
  'unit.days': '{days, number} d',
  'unit.hoursMinutes': '{hours, number} h {minutes, number} min',
  'unit.hours': '{hours, number} h',
  'unit.minutes': '{minutes, number} min',
  'unit.seconds': '{seconds, number} s',

  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'This command is no longer available here. Discord may still be showing an old list: try ' +
    'again in a minute.',
  'interaction.staleComponent':
    'These buttons are from an older version of the bot and no longer work. Run the command again.',
  'interaction.guildsOnly': 'This bot works inside servers only.',
  'confirmation.retiredKind':
    'This confirmation is for an action the bot no longer offers; nothing was changed.',
  'permission.viewChannel': 'View Channel',
  'permission.sendMessages': 'Send Messages',
  'permission.embedLinks': 'Embed Links',
  'permission.cannotPost':
    "The bot cannot post in {channel}: it needs {permissions} there. Grant them in the channel's " +
    'permissions (or pick another channel) and run the command again.',
  'quota.subscriptions':
    'This server has reached its limit of {limit} alert subscriptions. Remove one with `/alerts ' +
    "unsubscribe` first, or ask the bot's operators to raise the limit.",
  'quota.boards':
    'This server has reached its limit of {limit} status boards. Remove one with `/board remove` first, ' +
    "or ask the bot's operators to raise the limit.",
  'quota.usageWatches':
    'This server has reached its limit of {limit} usage watches. Remove one with `/alerts unsubscribe ' +
    "kind:usage` first, or ask the bot's operators to raise the limit.",
  'interaction.rateLimitWait':
    '⏳ The hosting API is rate limiting the bot. Your answer follows as soon as the API accepts requests ' +
    'again, {when}.',
  'confirmation.ask': '{member}, please confirm: this prompt expires {expiresIn}.',
  'confirmation.onlyAsker': 'Only the member who asked can confirm.',
  'confirmation.confirm': 'Confirm',
  'confirmation.cancel': 'Cancel',
  'confirmation.working': '⏳ Working on it…',
  'confirmation.cancelled': '✖️ Cancelled; nothing was changed.',
  'confirmation.promptExpired': '⌛ This confirmation expired; nothing was changed.',
  'confirmation.expired':
    '⌛ This confirmation expired or is no longer known; nothing was changed. Run the command again.',
  'confirmation.foreign': 'Only the member who asked can confirm or cancel this.',
  'confirmation.used': 'This confirmation was already used.',
  'page.previous': 'Previous',
  'page.next': 'Next',
  'limits.andMore': '…and {count, plural, one {# more} other {# more}}',
  'limits.notShown': '{count, plural, one {# more not shown} other {# more not shown}}',
  'option.server': 'The server (pick a suggestion or paste its id)',
  'option.guild_id': 'The community guild (pick one the bot is in, or paste its id)',
  'command.access': 'Decide which guilds see which servers, and who may do what with the bot',
  'command.access.link': 'Let a community guild see and manage a server',
  'command.access.unlink': 'Stop a community guild from seeing a server',
  'command.access.list': 'Show which guilds see which servers',
  'command.access.list.guild_id': 'Only this community guild (pick one, or paste its id)',
  'access.linked': '🔗 Linked {server} to {guild}.',
  'access.alreadyLinked': '**{name}** was already linked to {guild}.',
  'access.membersSeeIt': 'Its members now see the server in their commands, as their levels allow.',
  'access.botNotInGuild':
    'The bot is not in that guild yet: invite it there, and the commands appear when it joins.',
  'access.unlinked': '✂️ Unlinked {server} from {guild}; that guild can no longer see or act on it.',
  'access.notLinked': '{server} was not linked to {guild}; nothing changed.',
  'access.guildHasNoLinks': '{guild} has no linked servers.',
  'access.noLinks': 'No community guild is linked to any server yet. Use `/access link`.',
  'access.title': 'Guild access',
  'access.guildNotJoined': 'Guild {guildId} (the bot is not in it)',
  'access.moreGuilds':
    '{count, plural, one {# more guild is linked} other {# more guilds are linked}}: pick one with ' +
    'guild_id to see its servers.',
  'permission.lost.unknownChannel': 'the channel was deleted',
  'permission.lost.missingAccess': 'the bot lost access to the channel',
  'permission.lost.missingPermissions': 'the bot lacks permission to post there',

  'permission.lacking': 'the bot lacks {permissions} there',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'Nothing to change: give at least one of ram, disk or external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disk {before} → {after}',
  'server.update.changedReference': 'external reference “{before}” → “{after}”',
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
  'command.server.create.plan': 'Pricing plan (default Premium)',
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
  'server.info.lastRead': '🕓 Read from the hosting panel {when} · reading it again…',
  'server.info.lastReadOnly': '🕓 Read from the hosting panel {when}',
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
  'server.alertButton.acknowledge': 'Acknowledge',
  'alerts.ack.field': 'Acknowledged',
  'alerts.ack.by': '{member} acknowledged this alert {ago}.',
  'alerts.ack.taken': '{member} already acknowledged this alert {ago}.',
  'alerts.ack.after': '{member} had acknowledged it {duration} after it began.',
  'alerts.ack.afterSome':
    '{member} had acknowledged the incident on ' +
    '{count, plural, one {# of these servers} ' +
    'other {# of these servers}}' +
    ', {duration} after it began.',
  'server.alertButton.showAll': 'Show all',
  'server.alertGroup.gone':
    'The list of this grouped post is no longer kept; `/server list` shows every server.',
  'availability.name': 'Availability',
  'availability.notWatched': 'Not watched yet: `/alerts subscribe events:status` on this server starts it.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
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
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} of {limit}',
  'resources.noChartYet':
    'No usage chart yet: the bot samples usage only for watched servers. Start with `/alerts usage` on ' +
    'this server (or put it on a `/board`); the chart fills from then on.',
  'resources.noFiguresInSpan':
    'No usage figures in the last {hours, number} h: sampling started {first} and last read {last}.',
  'resources.usageOver': 'Usage over the last {hours, number} h (sampled since {first}, last read {last}).',
  'resources.playersLine':
    "Players online over the last {hours, number} h, as the game answered the bot's checks, " +
    'on the right axis.',
  'chart.title': '{title} · last {hours, number} h',
  'chart.now': 'now',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'hours before now ({time} UTC)',
  'chart.usageAxis': 'usage (%)',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Players',
  'chart.playersAxis': 'players online',
  'fields.yes': 'yes',
  'fields.no': 'no',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Answering ({latency, number} ms)',
  'game.checkedAgo': 'checked {when}',
  'game.notAnsweringSince': '🔴 Not answering since {since}',
  'game.notAnswering': '🔴 Not answering (checked {when})',
  'game.noAnswerInTime': '⏳ The game did not answer in time; try again shortly.',
  'game.notQueried.noAddress': 'Not asked: the server has no connect address.',
  'game.notQueried.unknownGame': 'Not asked: the bot cannot query this game.',
  'game.notQueried.disabled': 'Game queries are switched off on this bot.',
  'game.notQueried.hostNotAllowed': 'Not asked: the bot may not query this address.',
  'game.notQueried.privateAddress': 'Not asked: private or reserved address.',
  'game.notQueried.unresolvable': 'Not asked: the address does not resolve.',
  'game.notQueried.protocolNotAllowed': "Not asked: the bot does not query this game's protocol.",
  'game.notQueried.httpNotEnabled': 'Not asked: this game is queried over HTTP, which is off on this bot.',
  'game.checking': '⏳ Asking the game…',
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
  'activity.action.reinstalled': 'Server reinstalled',
  'activity.action.started': 'Server started',
  'activity.action.stopped': 'Server stopped',
  'activity.action.restarted': 'Server restarted',
  'activity.action.modUpdated': 'Mod updated',
  'activity.action.modRemoved': 'Mod removed',
  'activity.action.pluginUpdated': 'Plugin updated',
  'activity.action.pluginRemoved': 'Plugin removed',
  'activity.action.backupCreated': 'Backup created',
  'activity.action.backupRestored': 'Backup restored',
  'activity.action.backupDeleted': 'Backup deleted',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': "{words} (the API's words)",

  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'The author of **{mod}** forbids third-party downloads, so the bot cannot install it: download it ' +
    'from its page and upload it to the server by hand.',
  'mods.install.restrictedWithPage':
    'The author of **{mod}** forbids third-party downloads, so the bot cannot install it: download it ' +
    'from its page and upload it to the server by hand. Mod page: {page}',
  'mods.install.refusedWithPage': '{sentence} Mod page: {page}',
  'mods.install.modNotFound':
    'No {type, select, plugins {plugin} other {mod}} with id {modId} was found at {provider}. Pick one ' +
    'from the suggestions.',
  'mods.install.fileNotFound': '{mod} has no file with id {fileId}. Pick one from the suggestions.',
  'mods.search.loaderNeedsCurseforge':
    'The loader filter works with the CurseForge catalogue only. Remove it or switch catalogue.',
  'mods.update.noRecord':
    'The bot has no record of installing this mod on that server any more. See `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} is already at {file} on {server}.',
  'mods.update.fileGone':
    'The catalogue no longer offers that file of {mod}. See `/mods installed` for the current one.',
  'command.mods': 'Search, install and update mods and plugins',
  'command.mods.search': 'Search a catalogue for mods or plugins that fit a server',
  'command.mods.search.provider': 'Catalogue (default CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mods or plugins (default mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Search words',
  'command.mods.search.game_version': "Game version (default: the server's)",
  'command.mods.search.loader': 'Mod loader (CurseForge only)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Install a mod or plugin on a server (asks for confirmation)',
  'command.mods.install.provider': 'Catalogue',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
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
    '{type, select, plugins {Plugins for {server} matching “{query}”} other {Mods for {server} matching ' +
    '“{query}”}}',
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
  'alerts.pingNotEveryone': 'Pick a role to ping, not @everyone: alerts never ping everyone.',
  'alerts.roleNotMentionable':
    'The bot cannot ping {role}: the role is not mentionable and the bot lacks Mention @everyone, @here, ' +
    'and All Roles in {channel}. Make the role mentionable (Server Settings, Roles) or grant the bot that ' +
    'permission, then run the command again.',
  'alerts.usage.noThreshold': 'Give at least one threshold (`cpu`, `ram` or `disk`, in percent) to watch.',
  'alerts.activity.title': 'Activity · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · too many entries at once to read them all; `/server activity` shows the older ones',
  'alerts.provisioned.failedText':
    'The server reports {status}. Delete it and create it again; if it keeps failing, contact support.',
  'alerts.provisioned.text': '{serverId} is set up and reports {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Provisioning failed: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} is ready',
  'alerts.provisioned.title': '{symbol} {name} finished provisioning',
  'alerts.field.serverId': 'Server id',
  'alerts.field.status': 'Status',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Game',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} was deleted while it was being provisioned; alerts for it have stopped.',
  'alerts.deleted.text': '🗑️ {server} no longer exists (deleted); alerts for it have stopped.',
  'alerts.group.down': '{count, plural, one {# server down} other {# servers down}}',
  'alerts.group.back': '{count, plural, one {# server back} other {# servers back}}',
  'alerts.group.silent': '{count, plural, one {# game not answering} other {# games not answering}}',
  'alerts.group.answering': '{count, plural, one {# game answering again} other {# games answering again}}',
  'alerts.group.usageFired':
    '{count, plural, one {# server over its usage threshold} other {# servers over their usage threshold}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# server back under its usage threshold} ' +
    'other {# servers back under their usage threshold}}',
  'alerts.group.mixed': '{count, plural, one {# server changed} other {# servers changed}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'From the activity log',
  'alerts.status.downTitle': '{symbol} {server} is down',
  'alerts.status.downText': '{server} reports {status} since {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · a post follows when it runs again',
  'alerts.status.backTitle': '{symbol} {server} is back after {downtime}',
  'alerts.status.backText': '{server} reports {status} again: back after {downtime} (down since {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Update available · {mod} on {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) has a newer release on {server}.',
  'alerts.modUpdate.newerFor': '**{mod}** ({provider}) has a newer release for {fitsFor} on {server}.',
  'alerts.modUpdate.installed': 'Installed: {file} {fileId}',
  'alerts.modUpdate.newFile': 'New: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'New: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    'Update asks for confirmation first; `/mods installed` lists every mod the bot installed.',
  'alerts.modUpdate.withoutButton':
    'Update it with `/mods install` and the new file (it asks for confirmation first).',
  'alerts.modUpdate.button': 'Update',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disk}} above {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Disk}} back to normal · {server}',
  'alerts.usage.firedText':
    '{server} has had {metric, select, cpu {CPU} ram {RAM} other {disk usage}} above {threshold, number, ' +
    '::percent scale/0.01} for {minutes, plural, one {# minute} other {# minutes}}: now {value, number, ' +
    '::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    '{server} is back under {threshold, number, ::percent scale/0.01} {metric, select, cpu {CPU} ram ' +
    '{RAM} other {disk usage}}: now {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Figures read {sampled}.',
  'alerts.usage.readJustNow': 'Figures read just now.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage stops these',
  'alerts.ops.givenUp': '⚠️ An alert about {server} could not be posted in {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ An alert about {server} could not be posted in {channel} in **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'It was dropped so that later alerts for the server still go out. Until a post in that channel ' +
    'succeeds, further alerts that fail there are only logged.',
  'alerts.ops.notDeliveredWithin': 'it was not delivered within {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'it was not delivered within {age} (last answer: {failure})',
  'alerts.ops.discordRefused': 'Discord refused it ({failure})',
  'alerts.ops.paused': '⏸️ Alerts paused: the bot can no longer post in {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Alerts paused: the bot can no longer post in {channel} in **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Its subscription is} other {Its # subscriptions are}} paused and ' +
    'will not be retried.',
  'alerts.ops.pausedResume':
    'Give the bot View Channel, Send Messages and Embed Links there (or pick another channel), then run ' +
    '`/alerts subscribe` (or `/alerts usage` for usage alerts) again to resume.',
  'alerts.ops.setAside': '🗃️ A stored record could not be read ({reason}) and was set aside: {key}.',
  'alerts.ops.setAsideEffect': 'The bot goes on without it; everything else keeps working.',
  'alerts.ops.setAsideKept':
    'Its original value is kept under {setAsideKey} to inspect or restore (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ The status board in {board} was deleted, so it was posted anew. If it is deleted again it pauses; ' +
    '`/board remove` there stops it for good.',
  'alerts.ops.boardPaused':
    '⏸️ The status board in {board} is paused: {reason}. Fix that and run `/board create` there again to ' +
    'resume it, or `/board remove` to drop it.',
  'alerts.everyServer': 'every server',
  'alerts.everyServerIncludingLater': 'every server, including ones created later',
  'alerts.everyLinkedServerIncludingLater': 'every server linked to this guild, including ones linked later',
  'alerts.list.paused': '⏸️ paused: {reason}; run `{command}` again to resume',
  'alerts.list.unlinked': 'no longer linked to this guild, so it gets nothing',
  'alerts.list.since': 'since {since}',
  'alerts.list.usage': 'usage: {thresholds}',
  'alerts.list.title': 'Alert subscriptions',
  'alerts.list.none':
    'This guild has no alert subscriptions yet. Use `/alerts subscribe` or `/alerts usage`.',
  'alerts.list.footer':
    'Page {page, number} of {pages, number} · {subscriptions, plural, one {# subscription} other {# ' +
    'subscriptions}} · {watches, plural, one {# usage watch} other {# usage watches}}',
  'alerts.list.paceClamped':
    "⚠️ Usage is read about every {every} per watched server, bound by the API's rate limit: too seldom " +
    'for a {minutes, plural, one {#-minute} other {#-minute}} window, so usage alerts may come up to ' +
    '{every} late.',
  'alerts.list.pace': "Usage is read about every {every} per watched server (bound by the API's rate limit).",
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} no longer gets alerts about {kind} for {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} no longer gets alerts (events and usage) for {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} no longer gets alerts for {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} no longer gets usage alerts for {what}.',
  'alerts.unsubscribe.none':
    "{channel} has no subscription for {what}; nothing changed. `/alerts list` shows this guild's " +
    'subscriptions.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} has no subscription to alerts about {kind} for {what}; nothing changed. `/alerts list` ' +
    "shows this guild's subscriptions.",
  'alerts.kindLabel.provisioning': 'provisioning outcomes',
  'alerts.kindLabel.status': 'status changes (down, and back with the downtime)',
  'alerts.kindLabel.activity': 'new activity',
  'alerts.kindLabel.mods': 'mod updates',
  'alerts.kindLabel.events': 'any event (provisioning, status, activity, mod updates)',
  'alerts.kindLabel.usage': 'usage above a threshold',
  'alerts.route.allEvents': 'all events',
  'alerts.route.pings': '{kind} (pings {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (pings {role}, also on recovery)',
  'alerts.subscribe.unchanged': '{channel} already gets alerts for {what}: {routes}; nothing changed.',
  'alerts.subscribe.done': '🔔 {channel} now gets alerts for {what}: {kinds}, from now on.',
  'alerts.subscribe.resumed': '🔔 Resumed: {channel} now gets alerts for {what}: {kinds}, from now on.',
  'alerts.subscribe.mentions': 'They mention {role} (recovery posts do not).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'They mention {role}, recovery posts too.',
  'alerts.subscribe.inAll': 'In all it gets: {routes}.',
  'alerts.subscribe.howToStop': 'Use `/alerts unsubscribe` to stop them.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} above {threshold, number, ::percent scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} for {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} now gets usage alerts for {what}: {thresholds}, once when it starts and once when it is ' +
    'back under.',
  'alerts.usage.paceClamped':
    "⚠️ The API budget lets the bot read each watched server's usage only about every {every}, too " +
    'seldom for a {minutes, plural, one {#-minute} other {#-minute}} window: alerts may come up to ' +
    '{every} late.',
  'alerts.usage.pace': "Each watched server's usage is read about every {every}.",
  'alerts.usage.howToStop': 'Use `/alerts unsubscribe kind:usage` to stop them.',
  'command.alerts': 'Post provisioning, status, activity and usage alerts in a channel',
  'command.alerts.subscribe': 'Post alerts for a server (or every server) in a channel, from now on',
  'command.alerts.subscribe.channel': 'The text or announcement channel for the alerts',
  'command.alerts.subscribe.server': 'Only this server (omit for every server you may see)',
  'command.alerts.subscribe.events': 'Which alerts (default all)',
  'command.alerts.subscribe.events.all': 'All events',
  'option.events.provisioning': 'Provisioning outcomes',
  'option.events.status': 'Status changes (down, and back up)',
  'option.events.activity': 'New activity',
  'option.events.mods': 'Mod updates',
  'command.alerts.subscribe.ping': 'A role these alerts mention',
  'command.alerts.subscribe.ping_recovery':
    'Mention the role on recovery alerts (“back after 12 min”) too (default no)',
  'command.alerts.usage': 'Alert in a channel when a server stays above a CPU, RAM or disk threshold',
  'command.alerts.usage.channel': 'The text or announcement channel for the alerts',
  'command.alerts.usage.server': 'Only this server (omit for every server you may see)',
  'command.alerts.usage.cpu': 'Alert when CPU stays above this percentage (1-100)',
  'command.alerts.usage.ram': 'Alert when RAM stays above this percentage (1-100)',
  'command.alerts.usage.disk': 'Alert when disk usage stays above this percentage (1-100)',
  'command.alerts.usage.minutes': 'How long a figure must stay above before the alert (default 5)',
  'command.alerts.unsubscribe': 'Stop posting alerts in a channel',
  'command.alerts.unsubscribe.channel': 'The text or announcement channel for the alerts',
  'command.alerts.unsubscribe.server':
    'The server of the subscription (leave empty for the one covering every server)',
  'command.alerts.unsubscribe.kind': 'Which alerts to stop (default all)',
  'command.alerts.unsubscribe.kind.events': 'Event alerts (provisioning, status, activity, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Usage alerts (thresholds)',
  'command.alerts.unsubscribe.kind.all': 'All alerts',
  'command.alerts.unsubscribe.events': 'Stop only this kind of event alert; the channel keeps the others',
  'command.alerts.list': "Show this guild's alert subscriptions and usage watches",

  // Boards: /board and the live status board.
  'command.board': 'A live status message of your servers, edited in place',
  'command.board.create': 'Post a live status board in a channel, kept current in place',
  'command.board.create.channel': 'The text or announcement channel for the board',
  'command.board.remove': 'Remove the status board of a channel, and its message',
  'command.board.remove.channel': 'The channel of the board',
  'command.board.list': "Show this guild's status boards",
  'board.create.already':
    '{channel} already has a status board; nothing changed. `/board remove` there drops it.',
  'board.create.posted':
    '📋 The status board of {scope, select, ops {every server of the account} other {every server linked ' +
    'to this guild}} appears in {channel} within moments, and is edited in place from then on.',
  'board.create.resumed':
    '📋 Resumed: the status board of {scope, select, ops {every server of the account} other {every ' +
    'server linked to this guild}} appears in {channel} within moments, and is edited in place from then on.',
  'board.create.shows':
    "It shows each server's state, game, size, usage where sampled and connect address, and " +
    'how fresh it is.',
  'board.remove.done': '🗑️ Removed the status board of {channel}.',
  'board.remove.none':
    "{channel} has no status board; nothing changed. `/board list` shows this guild's boards.",
  'board.list.none': 'This guild has no status boards yet. Use `/board create`.',
  'board.list.title': 'Status boards',
  'board.list.footer': '{count, plural, one {{count} board} other {{count} boards}}',
  'board.list.paused': '{channel} · ⏸️ paused: {reason}; run `/board create` there to resume',
  'board.list.posting': '{channel} · being posted',
  'board.list.messages': '{channel} · {count, plural, one {# message} other {# messages}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# message} other {# messages}} · last edited {when}',
  'board.title': 'Server status',
  'board.titlePaged': 'Server status ({page, number}/{pages, number})',
  'board.reading': 'Reading the server list…',
  'board.empty': 'No servers to show yet.',
  'board.allClear': '✅ Nothing needs attention.',
  'board.needsAttention': '**Needs attention** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total': '**{count, plural, one {{count} server} other {{count} servers}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, one {# failed} other {# failed}}} suspended {{count, plural, ' +
    'one {# suspended} other {# suspended}}} stopped {{count, plural, one {# stopped} other {# stopped}}} ' +
    'provisioning {{count, plural, one {# provisioning} other {# provisioning}}} deleting {{count, ' +
    'plural, one {# being deleted} other {# being deleted}}} running {{count, plural, one {# running} ' +
    'other {# running}}} other {{count, plural, one {# unknown} other {# unknown}}}}',
  'board.summary.alerts': '🔥 {count, plural, one {{count} usage alert} other {{count} usage alerts}} active',
  'board.reason.slowProvisioning': 'provisioning longer than expected',
  'board.reason.gameSilent': 'game not answering',
  'board.reason.unrecognised': 'a state the bot does not know',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} above {threshold, number, ::percent scale/0.01}',
  'board.since': 'since {when}',
  'board.seenSince': 'seen since {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disk {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} disk',
  'board.freshness.every': 'refreshed about every {duration}',
  'board.freshness.notRead': '🕒 Not read yet; {every}',
  'board.freshness.updated': '🕒 Updated {when}; {every}',
  'board.stale.unread':
    '⚠️ **Stale since {since}**: the hosting API is not answering; no states are shown until it answers.',
  'board.stale.read':
    '⚠️ **Stale since {since}**: the hosting API is not answering; the states below are from {readAt}.',
  'board.notListed':
    '… and {count, plural, one {# more server} other {# more servers}} not listed here: ' +
    '{filters} shows them.',

  'board.pause.deletedAgain': 'its message was deleted again after being posted anew',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked': 'The ops guild already acts on every server; link community guilds only.',
  'access.notAGuild':
    'That is not a Discord server the bot can name: pick one from the suggestions, or paste its id ' +
    '(right-click the server, Copy Server ID).',
  'access.needsLevel':
    'This needs the **{level}** level, which someone with Manage Server can grant to one of your roles ' +
    'with `/access role set`.',
  'option.level': 'read: see; operate: also change servers, mods, alerts, boards; administer: everything',
  'option.level.read': 'read',
  'option.level.operate': 'operate',
  'option.level.administer': 'administer',
  'option.role': 'The role (@everyone stands for every member)',
  'command.access.role': 'Grant roles a level: what their members may do with the bot here',
  'command.access.role.set': 'Grant a role a level (read, operate or administer)',
  'command.access.role.remove': 'Take the level a role was granted away',
  'command.access.role.list': 'Show the levels granted to roles here',
  'access.role.granted': '🔑 {role} now holds the **{level}** level here.',
  'access.role.changed': '🔑 {role} now holds the **{level}** level here, instead of **{before}**.',
  'access.role.unchanged': '{role} already holds the **{level}** level here; nothing changed.',
  'access.role.removed': '{role} no longer holds the **{level}** level here.',
  'access.role.notGranted': '{role} holds no level here; nothing changed.',
  'access.role.title': 'Levels granted here',
  'access.role.line': '{role}: **{level}**, granted by {member} {when}',
  'access.role.none': 'No role holds a level here yet: grant one with `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Members with Manage Server hold every level; every other member holds only what ' +
    'their roles are granted.} other {Members with Manage Server hold every level; every member reads ' +
    "this server's linked servers.}}",
  'quota.roleGrants':
    'This server has reached its limit of {limit} roles with a level. Take one away with `/access role ' +
    'remove` first.',
  'command.audit.recent.kind.access.role.set': 'Levels granted to roles',
  'command.audit.recent.kind.access.role.remove': 'Levels taken from roles',
  'command.audit.recent.kind.access.refused': 'Members refused for their level',
  'audit.input.role': 'Role',
  'audit.input.level': 'Level',
  'audit.input.command': 'Command',
  'audit.input.component': 'Button or menu',
  'command.audit': 'Who did what, from which guild, to which server',
  'command.audit.channel': 'Post every audit record in a channel as it happens (omit the channel to stop)',
  'command.audit.channel.channel': 'The text or announcement channel for the audit records',
  'command.audit.recent': 'Show the latest audit records, newest first',
  'command.audit.recent.server': 'Only records about this server',
  'command.audit.recent.member': 'Only records of this member',
  'command.audit.recent.limit': 'Records per page (default 10)',
  'command.audit.recent.kind': 'Only records of this kind of action',
  'command.audit.recent.kind.server.create': 'Servers created',
  'command.audit.recent.kind.server.update': 'Servers updated',
  'command.audit.recent.kind.server.delete': 'Servers deleted',
  'command.audit.recent.kind.mods.install': 'Mods installed or updated',
  'command.audit.recent.kind.mods.update-check': 'Mod updates found',
  'command.audit.recent.kind.access.link': 'Servers linked to a guild',
  'command.audit.recent.kind.access.unlink': 'Servers unlinked from a guild',
  'command.audit.recent.kind.alerts.subscribe': 'Alert subscriptions',
  'command.audit.recent.kind.alerts.unsubscribe': 'Alert unsubscriptions',
  'command.audit.recent.kind.alerts.acknowledge': 'Alerts acknowledged',
  'command.audit.recent.kind.board.create': 'Status boards created',
  'command.audit.recent.kind.board.remove': 'Status boards removed',
  'command.audit.recent.kind.audit.channel': 'Audit channel changes',
  'command.audit.recent.kind.usage.crossing': 'Usage thresholds crossed',
  'command.audit.recent.hours': 'Only records newer than this many hours',
  'audit.channel.stopped':
    'Audit records are no longer posted. They are still kept: `/audit recent` shows them.',
  'audit.channel.notPosting': 'Audit records were not being posted anywhere; nothing changed.',
  'audit.channel.set':
    '📜 {channel} now gets every audit record as it happens. Run `/audit channel` without a channel to stop.',
  'audit.recent.expired': 'This page has expired. Run `/audit recent` again.',
  'audit.recent.none': 'No audit records.',
  'audit.recent.noneFor': 'No audit records for {filters}.',
  'audit.recent.about': 'Audit records for {filters}',
  'audit.recent.title': 'Audit trail',
  'audit.recent.footer': '{count, plural, one {# record, newest first} other {# records, newest first}}',
  'audit.recent.newer': 'Newer',
  'audit.recent.older': 'Older',
  'audit.filter.server': 'server {server}',
  'audit.filter.member': 'member {member}',
  'audit.filter.kind': 'the kind “{kind}”',
  'audit.filter.hours': 'the last {hours} h',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {created the server {server}} other {created a ' +
    'server}}} asked {{target, select, server {asked to create the server {server}} other {asked to ' +
    'create a server}}} other {{target, select, server {tried to create the server {server}} other {tried ' +
    'to create a server}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {updated {server}} other {updated a server}}} asked ' +
    '{{target, select, server {asked to update {server}} other {asked to update a server}}} other ' +
    '{{target, select, server {tried to update {server}} other {tried to update a server}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {deleted {server}} other {deleted a server}}} asked ' +
    '{{target, select, server {asked to delete {server}} other {asked to delete a server}}} other ' +
    '{{target, select, server {tried to delete {server}} other {tried to delete a server}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {installed a mod on {server}} other {installed a mod ' +
    'on a server}}} asked {{target, select, server {asked to install a mod on {server}} other {asked to ' +
    'install a mod on a server}}} other {{target, select, server {tried to install a mod on {server}} ' +
    'other {tried to install a mod on a server}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {found a mod update for {server}} other {found a mod ' +
    'update for a server}}} asked {{target, select, server {asked to check {server} for mod updates} ' +
    'other {asked to check a server for mod updates}}} other {{target, select, server {tried to check ' +
    '{server} for mod updates} other {tried to check a server for mod updates}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {linked {server} to a guild} other {linked a server to ' +
    'a guild}}} asked {{target, select, server {asked to link {server} to a guild} other {asked to link a ' +
    'server to a guild}}} other {{target, select, server {tried to link {server} to a guild} other {tried ' +
    'to link a server to a guild}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {unlinked {server} from a guild} other {unlinked a ' +
    'server from a guild}}} asked {{target, select, server {asked to unlink {server} from a guild} other ' +
    '{asked to unlink a server from a guild}}} other {{target, select, server {tried to unlink {server} ' +
    'from a guild} other {tried to unlink a server from a guild}}}}',
  'audit.action.access.role.set':
    '{phase, select, done {granted a role a level} asked {asked to grant a role a level} ' +
    'other {tried to grant a role a level}}',
  'audit.action.access.role.remove':
    "{phase, select, done {took a role's level away} asked {asked to take a role's level " +
    "away} other {tried to take a role's level away}}",
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {tried to use {command} on {server}} other ' +
    '{tried to use {command}}}} other {{target, select, server {tried to use a button or menu on ' +
    '{server}} other {tried to use a button or menu}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {subscribed a channel to alerts for {server}} other ' +
    '{subscribed a channel to alerts for every server}}} asked {{target, select, server {asked to ' +
    'subscribe a channel to alerts for {server}} other {asked to subscribe a channel to alerts for every ' +
    'server}}} other {{target, select, server {tried to subscribe a channel to alerts for {server}} other ' +
    '{tried to subscribe a channel to alerts for every server}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {unsubscribed a channel from alerts for {server}} ' +
    'other {unsubscribed a channel from alerts for every server}}} asked {{target, select, server {asked ' +
    'to unsubscribe a channel from alerts for {server}} other {asked to unsubscribe a channel from alerts ' +
    'for every server}}} other {{target, select, server {tried to unsubscribe a channel from alerts for ' +
    '{server}} other {tried to unsubscribe a channel from alerts for every server}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {acknowledged an alert for {server}} other ' +
    '{acknowledged an alert}}} asked {{target, select, server {asked to acknowledge an alert for ' +
    '{server}} other {asked to acknowledge an alert}}} other {{target, select, server {tried to ' +
    'acknowledge an alert for {server}} other {tried to acknowledge an alert}}}}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {silenced alerts for {server}} other {silenced alerts ' +
    'for every server}}} asked {{target, select, server {asked to silence alerts for {server}} other ' +
    '{asked to silence alerts for every server}}} other {{target, select, server {tried to silence alerts ' +
    'for {server}} other {tried to silence alerts for every server}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {ended a silence of alerts for {server}} other {ended a ' +
    'silence of alerts for every server}}} asked {{target, select, server {asked to end a silence of ' +
    'alerts for {server}} other {asked to end a silence of alerts for every server}}} other {{target, ' +
    'select, server {tried to end a silence of alerts for {server}} other {tried to end a silence of ' +
    'alerts for every server}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {saw a silence of alerts for {server} run out} other ' +
    '{saw a silence of alerts for every server run out}}} asked {{target, select, server {asked to end a ' +
    'silence of alerts for {server}} other {asked to end a silence of alerts for every server}}} other ' +
    '{{target, select, server {tried to end a silence of alerts for {server}} other {tried to end a ' +
    'silence of alerts for every server}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {created a status board for {server}} other {created a ' +
    'status board}}} asked {{target, select, server {asked to create a status board for {server}} other ' +
    '{asked to create a status board}}} other {{target, select, server {tried to create a status board ' +
    'for {server}} other {tried to create a status board}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {removed a status board for {server}} other {removed a ' +
    'status board}}} asked {{target, select, server {asked to remove a status board for {server}} other ' +
    '{asked to remove a status board}}} other {{target, select, server {tried to remove a status board ' +
    'for {server}} other {tried to remove a status board}}}}',
  'audit.action.language.set':
    "{phase, select, done {changed the language of the bot's posts} asked {asked to change the language " +
    "of the bot's posts} other {tried to change the language of the bot's posts}}",
  'audit.action.audit.channel':
    '{phase, select, done {changed where audit records are posted} asked {asked to change where audit ' +
    'records are posted} other {tried to change where audit records are posted}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {saw a usage threshold crossed on {server}} other {saw ' +
    'a usage threshold crossed on a server}}} asked {{target, select, server {asked to watch the usage of ' +
    '{server}} other {asked to watch the usage of a server}}} other {{target, select, server {tried to ' +
    'watch the usage of {server}} other {tried to watch the usage of a server}}}}',
  'audit.outcome.asked': '❔ Waiting for the member to confirm.',
  'audit.outcome.done': '✅ Done.',
  'audit.outcome.alerted': '🔔 Alerted the watching channel.',
  'audit.outcome.refused': '⛔ Refused ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Refused by the hosting API ({code}).',
  'audit.outcome.refusedByBot': '⛔ Refused by the bot ({code}).',
  'audit.outcome.cancelled': '✖️ Cancelled by the member; nothing changed.',
  'audit.outcome.expired': '⌛ Expired without an answer; nothing changed.',
  'audit.outcome.conflict': '⚠️ Not applied: someone else changed the server meanwhile.',
  'audit.outcome.failedCode': '❌ Failed ({code}).',
  'audit.outcome.failed': '❌ Failed.',
  'audit.line.bot': '🤖 The bot ({guild})',
  'audit.line.request': '· request {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'nowhere',
  'audit.value.above': 'above the threshold',
  'audit.value.under': 'back under the threshold',
  'audit.input.name': 'Name',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Plan',
  'audit.input.game': 'Game',
  'audit.input.disk': 'Disk',
  'audit.input.external_reference': 'External reference',
  'audit.input.channel': 'Channel',
  'audit.input.from': 'From',
  'audit.input.to': 'To',
  'audit.input.kind': 'Kind',
  'audit.input.events': 'Events',
  'audit.input.ping': 'Ping',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minutes',
  'audit.input.provider': 'Provider',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'Mod ID',
  'audit.input.installed': 'Installed',
  'audit.input.newer': 'Newer',
  'audit.input.newer_id': 'Newer ID',
  'audit.input.state': 'State',
  'audit.input.threshold': 'Threshold',
  'audit.input.guild': 'Guild',
  'audit.input.file': 'File',
  'audit.input.file_id': 'File ID',
  'audit.input.type': 'Type',
  'audit.input.updates': 'Updates',
  'audit.poster.givenUp':
    '⚠️ Audit records could not be posted in {channel}: {detail}. They are still recorded ' +
    '(see `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Audit records can no longer be posted in {channel}: {reason}. They are still recorded (see ' +
    '`/audit recent`); set a channel again with `/audit channel`.',

  'command.audit.recent.kind.language.set': 'Language changes',
  'audit.input.language': 'Language',
  'audit.value.languageAuto': "this server's Discord language",
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'English (US)',
  'language.set.chosen':
    '🌐 The posts the bot makes here on its own (alerts, status boards, notices) are now in {language}. ' +
    'Replies to each member stay in their own Discord language.',
  'language.set.followsDiscord':
    "🌐 The posts the bot makes here on its own now follow this server's Discord language: {language}. " +
    'Replies to each member stay in their own Discord language.',
  'language.show.chosen':
    '🌐 The posts the bot makes here on its own are in {language}, as set with `/language set`. Replies ' +
    'to each member are in their own Discord language.',
  'language.show.preferred':
    "🌐 The posts the bot makes here on its own are in {language}, this server's Discord language. " +
    'Replies to each member are in their own Discord language.',
  'language.show.preferredUnsupported':
    "🌐 The posts the bot makes here on its own are in {language}: this server's Discord language " +
    '({locale}) has no translation yet. `/language set` picks another. Replies to each member are in ' +
    'their own Discord language.',
  'language.show.default':
    '🌐 The posts the bot makes here on its own are in {language}. `/language set` picks another. Replies ' +
    'to each member are in their own Discord language.',
  'command.language': "Choose the language of the bot's own posts in this server",
  'command.language.set': 'Set the language of the alerts, status boards and notices the bot posts here',
  'command.language.set.language': "The language, or this server's own Discord language",
  'command.language.set.language.auto': "This server's Discord language",
  'command.language.show': "Show the language of the bot's own posts in this server",
  // Silences: `/alerts silence`, `/alerts silences`, the alert posts' Silence 1 h, the end posts, the board.
  'quota.silences':
    'This guild has reached its limit of {limit} silences at once. End one with `/alerts silences` first, ' +
    "or ask the bot's operators to raise the limit.",
  'server.alertButton.silence': 'Silence 1 h',
  'silence.kind':
    '{kind, select, status {status changes} usage {usage alerts} game {game answers} other {activity}}',
  'silence.everyServer': 'every server this guild may see',
  'silence.everyChannel': 'every channel of this guild',
  'silence.set':
    '🔕 Silenced until {until} ({relative}): {kinds} for {what}, in {where}. `/alerts silences` lists it ' +
    'and ends it early.',
  'silence.gone': 'That silence is already over, or was removed. `/alerts silences` lists the ones holding.',
  'silence.list.title': '🔕 Silenced alerts',
  'silence.list.none':
    'No alerts are silenced here. `/alerts silence` holds them back for a while, during maintenance for ' +
    'example.',
  'silence.list.line':
    '**{number}.** {kinds} for {what}, in {where}: until {until} ({relative}), set by {member}',
  'silence.list.reason': 'Reason: {reason}',
  'silence.list.footer':
    'Page {page, number} of {pages, number} · {count, plural, one {# silence} other {# silences}}',
  'silence.endNow': 'End now ({number})',
  'silence.endedNow':
    '🔔 {member} ended the silence of {kinds} for {what}, in {where}: its alerts are posted again.',
  'silence.field.reason': 'Reason',
  'silence.ended.title': '🔔 Silence over',
  'silence.ended.titleStill':
    '🔔 Silence over: {count, plural, one {# server still needs attention} other {# servers still need ' +
    'attention}}',
  'silence.ended.expired': 'Silenced by {setBy} from {from} to {to}; alerts are posted again.',
  'silence.ended.endedBy':
    'Silenced by {setBy} from {from}, ended early by {by} at {to}; alerts are posted again.',
  'silence.ended.stillDown': '{server} is still down: {status} since {since}.',
  'silence.ended.stillSilent': '{server} still does not answer its game queries, since {since}.',
  'silence.ended.stillOver':
    '{server} is still above its {metric, select, cpu {CPU} ram {RAM} other {disk}} threshold of ' +
    '{threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} is still above its {metric, select, cpu {CPU} ram {RAM} other ' +
    '{disk}} threshold of {threshold, number, ::percent scale/0.01}, since {since}.',
  'silence.ended.more': '… and {count, plural, one {# more server} other {# more servers}}.',
  'silence.ended.cameBack':
    'Went wrong and recovered during the silence (down, game not answering, or over a threshold): ' +
    '{servers}.',
  'silence.ended.others': '{count, plural, one {# other server} other {# other servers}}',
  'board.silencedUntil': '🔕 silenced until {until}',
  'command.audit.recent.kind.alerts.silence': 'Alert silences set',
  'command.audit.recent.kind.alerts.silence.end': 'Alert silences ended early',
  'command.audit.recent.kind.alerts.silence.expire': 'Alert silences run out',
  'audit.input.duration': 'Duration',
  'audit.input.reason': 'Reason',
  'audit.input.kinds': 'Kinds',
  'command.alerts.silence': 'Hold back alerts for a while, during maintenance for example',
  'command.alerts.silence.duration': 'How long to hold them back',
  'command.alerts.silence.duration.30': '30 minutes',
  'command.alerts.silence.duration.60': '1 hour',
  'command.alerts.silence.duration.120': '2 hours',
  'command.alerts.silence.duration.240': '4 hours',
  'command.alerts.silence.duration.480': '8 hours',
  'command.alerts.silence.duration.720': '12 hours',
  'command.alerts.silence.duration.1440': '1 day',
  'command.alerts.silence.duration.2880': '2 days',
  'command.alerts.silence.duration.4320': '3 days',
  'command.alerts.silence.duration.10080': '7 days',
  'command.alerts.silence.server': 'The server (default: every server this guild may see)',
  'command.alerts.silence.reason': 'Why, for the team (up to 200 characters)',
  'command.alerts.silence.channel': 'The channel (default: every channel of this guild)',
  'command.alerts.silence.kinds': 'Which alerts (default: status, usage and game; not activity)',
  'command.alerts.silence.kinds.default': 'Status, usage and game',
  'command.alerts.silence.kinds.all': 'All of them, activity too',
  'command.alerts.silence.kinds.status': 'Status changes only',
  'command.alerts.silence.kinds.usage': 'Usage alerts only',
  'command.alerts.silence.kinds.game': 'Game answers only',
  'command.alerts.silence.kinds.activity': 'Activity only',
  'command.alerts.silences': 'List the silences of alerts here, each with End now',
} satisfies Record<string, string>;

export type MessageKey = keyof typeof enUS;

/** A complete catalogue: every key, each in the locale's language. */
export type LocaleCatalogue = Readonly<Record<MessageKey, string>>;

/** A catalogue of a locale with a fallback: only the messages it says differently from that locale. */
export type PartialCatalogue = Readonly<Partial<Record<MessageKey, string>>>;

/**
 * The catalogue a locale's file holds: partial for a locale that falls back to another (`fallbacks` in
 * ../locales.ts: en-GB, es-419), complete for every other.
 */
export type CatalogueOf<L extends DiscordLocale> = L extends PartialLocale
  ? PartialCatalogue
  : LocaleCatalogue;
