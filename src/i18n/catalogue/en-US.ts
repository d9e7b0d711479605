/**
 * The source catalogue: every sentence the bot shows a person, in American English, as ICU MessageFormat
 * (`{name}` placeholders, `{count, plural, one {…} other {…}}`, `{kind, select, …}`). Keys name where a
 * sentence is used, grouped by the part of the bot that says it. Every other locale is one file beside this
 * one with the same keys; a test fails on a key, placeholder or plural form that differs.
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
    'A quota on this account has been reached. Remove something unused, or ask your hosting provider to raise ' +
    'the quota.',
  'error.api.NO_CHANGE': 'Nothing changed: the server already has that size. Choose a different value.',
  'error.api.INVALID_RAM':
    'RAM must be a positive amount in steps of 0.5 GB (for example 2, 2.5 or 3). Adjust it and try again.',
  'error.api.BELOW_MIN_RAM':
    "That much RAM is below the pricing plan's minimum, which the plan's entry in the hosting panel states. " +
    'Choose more RAM.',
  'error.api.ABOVE_MAX_RAM':
    "That much RAM is above the pricing plan's maximum, which the plan's entry in the hosting panel states. " +
    'Choose less RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    "This would exceed the hosting account's total RAM allowance. Shrink or delete another server first, or " +
    'raise the allowance.',
  'error.api.DISK_USAGE_EXCEEDED':
    'The server uses more disk than the smaller size allows, so it cannot be downgraded. Free disk space on it ' +
    'first.',
  'error.api.AUTH_REQUIRED':
    "The hosting API refused the bot's API key. An administrator needs to check HOSTING_API_KEY.",
  'error.api.FORBIDDEN':
    "The bot's API key is not permitted to do this. Ask your hosting provider to grant the bot this permission.",
  'error.api.ADDON_REQUIRED':
    'Mods and plugins need the mods addon or the Premium plan on this server. Ask your hosting provider to ' +
    'enable the mods addon or move the server to Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    "This feature is not available on the server's plan. Ask your hosting provider to move the server to a " +
    'higher plan, which unlocks it.',
  'error.api.DISTRIBUTION_RESTRICTED':
    "The mod's author forbids third-party downloads, so it cannot be installed automatically. Download it from " +
    "the mod's page and upload it to the server by hand.",
  'error.api.USER_NOT_FOUND': 'That user was not found on the server. Check the name and try again.',
  'error.api.NOT_FOUND':
    'The mod or file was not found at the provider; it may have been removed. Search again and pick a listed ' +
    'file.',
  'error.api.CONFLICT':
    'Someone else changed this server at the same moment, so nothing was applied. Look at its current state ' +
    'and try again.',
  'error.api.SERVER_SUSPENDED':
    'The server is suspended, so changes are blocked. Contact your hosting provider to have the suspension ' +
    'lifted.',
  'error.api.SERVER_INSTALLING': 'The server is still being set up. Try again once it is ready.',
  'error.api.ALREADY_EXISTS': 'That already exists, so nothing new was created.',
  'error.api.LIMIT_REACHED':
    "The hosting panel's limit has been reached. Remove something unused, or ask your hosting provider to " +
    'raise it.',
  'error.api.CONFIG_ERROR':
    'The hosting platform is missing configuration for this action. Contact your hosting provider and quote ' +
    'the request id.',
  'error.api.INTERNAL_ERROR':
    'The hosting API failed internally. Try again in a moment; if it keeps failing, contact your hosting ' +
    'provider with the request id.',
  'error.api.UPLOAD_FAILED':
    'The mod was fetched but could not be uploaded to the server. Try again; if it keeps failing, check the ' +
    'server is running and has free disk.',
  'error.api.SERVICE_UNAVAILABLE':
    'The hosting platform has no free capacity right now (no nodes or ports) or its panel is unreachable. Try ' +
    'again later.',
  'error.ops.SERVER_SUSPENDED':
    'The server is suspended, so changes are blocked. Lift the suspension in the hosting panel (usually ' +
    'settled by the billing behind it), then try again.',
  'error.ops.ADDON_REQUIRED':
    'Mods and plugins need the mods addon or the Premium plan on this server. Enable the mods addon for it in ' +
    'the hosting panel, or move it to Premium, then try again.',
  'error.ops.LIMIT_EXCEEDED':
    'A quota on your hosting account has been reached. Remove something unused, or have the quota raised with ' +
    'the hosting platform.',
  'error.ops.LIMIT_REACHED':
    "The hosting panel's limit has been reached. Remove something unused, or raise the limit in the hosting " +
    'panel.',
  'error.ops.FORBIDDEN':
    "The bot's API key is not permitted to do this. Grant the key this permission in the hosting panel's API " +
    'settings, or use a key that has it.',
  'error.ops.FEATURE_UNAVAILABLE':
    "This feature is not available on the server's plan. Move the server to a higher plan in the hosting " +
    'panel to unlock it.',
  'error.ops.CONFIG_ERROR':
    "The hosting platform is missing configuration for this action. Contact the hosting platform's support " +
    'and quote the request id.',
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
  'error.tenantBusy': 'Too many requests from this server right now, try again in {seconds, number} s.',
  'error.store.read':
    'The bot could not read its database, so it cannot do this right now. Nothing was changed; try again in a ' +
    'minute.',
  'error.store.write':
    "That change was not saved: the bot's database is not answering. Nothing was changed; try again in a " +
    'minute.',
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
  'validation.addons': 'Add-ons must be a list of add-ons, each chosen or not.',
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
    'This command is no longer available here. Discord may still be showing an old list: try again in a minute.',
  'interaction.staleComponent':
    'These buttons are from an older version of the bot and no longer work. Run the command again.',
  'interaction.guildsOnly': 'This bot works inside servers only.',
  'confirmation.retiredKind':
    'This confirmation is for an action the bot no longer offers; nothing was changed.',
  'permission.viewChannel': 'View Channel',
  'permission.sendMessages': 'Send Messages',
  'permission.embedLinks': 'Embed Links',
  'permission.cannotPost':
    "The bot cannot post in {channel}: it needs {permissions} there. Grant them in the channel's permissions " +
    '(or pick another channel) and run the command again.',
  'quota.subscriptions':
    'This server has reached its limit of {limit} alert subscriptions. Remove one with `/alerts unsubscribe` ' +
    'first, or ask the bot’s operators to raise the limit.',
  'quota.boards':
    'This server has reached its limit of {limit} status boards. Remove one with `/board remove` first, or ask ' +
    'the bot’s operators to raise the limit.',
  'quota.usageWatches':
    'This server has reached its limit of {limit} usage watches. Remove one with `/alerts unsubscribe ' +
    'kind:usage` first, or ask the bot’s operators to raise the limit.',

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

  // Game, players, resources and activity.

  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'The author of **{mod}** forbids third-party downloads, so the bot cannot install it: download it from its ' +
    'page and upload it to the server by hand.',
  'mods.install.restrictedWithPage':
    'The author of **{mod}** forbids third-party downloads, so the bot cannot install it: download it from its ' +
    'page and upload it to the server by hand. Mod page: {page}',
  'mods.install.refusedWithPage': '{sentence} Mod page: {page}',
  'mods.install.modNotFound':
    'No {type, select, plugins {plugin} other {mod}} with id {modId} was found at {provider}. Pick one from the ' +
    'suggestions.',
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

  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone': 'Pick a role to ping, not @everyone: alerts never ping everyone.',
  'alerts.roleNotMentionable':
    'The bot cannot ping {role}: the role is not mentionable and the bot lacks Mention @everyone, @here, and ' +
    'All Roles in {channel}. Make the role mentionable (Server Settings, Roles) or grant the bot that ' +
    'permission, then run the command again.',
  'alerts.usage.noThreshold': 'Give at least one threshold (`cpu`, `ram` or `disk`, in percent) to watch.',

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
    '📋 The status board of {scope, select, ops {every server of the account} other {every server linked to ' +
    'this guild}} appears in {channel} within moments, and is edited in place from then on.',
  'board.create.resumed':
    '📋 Resumed: the status board of {scope, select, ops {every server of the account} other {every server ' +
    'linked to this guild}} appears in {channel} within moments, and is edited in place from then on.',
  'board.create.shows':
    'It shows each server’s state, game, size, usage where sampled and connect address, and how fresh it is.',
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
    '{count} {kind, select, failed {failed} suspended {suspended} stopped {stopped} provisioning ' +
    '{provisioning} deleting {deleting} running {running} other {unknown}}',
  'board.summary.alerts': '🔥 {count, plural, one {{count} usage alert} other {{count} usage alerts}} active',
  'board.reason.slowProvisioning': 'provisioning longer than expected',
  'board.reason.gameSilent': 'game not answering',
  'board.reason.unrecognised': 'a state the bot does not know',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Disk}} above {threshold} %',
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
    '… and {count, plural, one {# more server} other {# more servers}} not listed here: {filters} shows them.',

  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked': 'The ops guild already acts on every server; link community guilds only.',
  'access.notAGuild':
    'That is not a Discord server the bot can name: pick one from the suggestions, or paste its id ' +
    '(right-click the server, Copy Server ID).',
  'command.audit': 'Who did what, from which guild, to which server',
  'command.audit.channel': 'Post every audit record in a channel as it happens (omit the channel to stop)',
  'command.audit.channel.channel': 'The text or announcement channel for the audit records',
  'command.audit.recent': 'Show the latest audit records, newest first',
  'command.audit.recent.server': 'Only records about this server',
  'command.audit.recent.member': 'Only records of this member',
  'command.audit.recent.limit': 'How many records a page (default 10)',
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
  'command.audit.recent.kind.board.create': 'Status boards created',
  'command.audit.recent.kind.board.remove': 'Status boards removed',
  'command.audit.recent.kind.audit.channel': 'Audit channel changes',
  'command.audit.recent.kind.usage.crossing': 'Usage thresholds crossed',
  'command.audit.recent.hours': 'Only records of the last this many hours',
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
  'audit.filter.and': '{first} and {second}',
  'audit.action.server.create':
    '{phase, select, done {created a server{server}} asked {asked to create a server{server}} other {tried ' +
    'to create a server{server}}}',
  'audit.action.server.update':
    '{phase, select, done {updated{server}} asked {asked to update{server}} other {tried to update{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {deleted{server}} asked {asked to delete{server}} other {tried to delete{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {installed a mod on{server}} asked {asked to install a mod on{server}} other ' +
    '{tried to install a mod on{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {found a mod update for{server}} asked {asked to check for mod updates ' +
    'on{server}} other {tried to check for mod updates on{server}}}',
  'audit.action.access.link':
    '{phase, select, done {linked{server}} asked {asked to link{server}} other {tried to link{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {unlinked{server}} asked {asked to unlink{server}} other {tried to ' +
    'unlink{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {subscribed a channel to alerts of{server}} asked {asked to subscribe a channel ' +
    'to alerts of{server}} other {tried to subscribe a channel to alerts of{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {unsubscribed a channel from alerts of{server}} asked {asked to unsubscribe a ' +
    'channel from alerts of{server}} other {tried to unsubscribe a channel from alerts of{server}}}',
  'audit.action.board.create':
    '{phase, select, done {created a status board{server}} asked {asked to create a status board{server}} ' +
    'other {tried to create a status board{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {removed a status board{server}} asked {asked to remove a status board{server}} ' +
    'other {tried to remove a status board{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {changed where audit records are posted{server}} asked {asked to change where ' +
    'audit records are posted{server}} other {tried to change where audit records are posted{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {saw a usage threshold crossed on{server}} asked {asked to watch usage ' +
    'on{server}} other {tried to watch usage on{server}}}',
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
  'audit.value.percent': '{value} %',
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
    '⚠️ Audit records could not be posted in {channel}: {detail}. They are still recorded (see `/audit ' +
    'recent`).',
  'audit.poster.lost':
    '⚠️ Audit records can no longer be posted in {channel}: {reason}. They are still recorded (see `/audit ' +
    'recent`); set a channel again with `/audit channel`.',

  // Language: /language.
} satisfies Record<string, string>;

export type MessageKey = keyof typeof enUS;

/** Another locale's catalogue: the same keys (a test fails on any missing), each in that language. */
export type LocaleCatalogue = Partial<Record<MessageKey, string>>;
