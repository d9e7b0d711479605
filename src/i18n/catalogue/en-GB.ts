import type { LocaleCatalogue } from './en-US.js';

/** en-GB: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone': 'Pick a role to ping, not @everyone: alerts never ping everyone.',
  'alerts.roleNotMentionable':
    'The bot cannot ping {role}: the role is not mentionable and the bot lacks Mention @everyone, ' +
    '@here, and All Roles in {channel}. Make the role mentionable (Server Settings, Roles) or grant ' +
    'the bot that permission, then run the command again.',
  'alerts.usage.noThreshold': 'Give at least one threshold (`cpu`, `ram` or `disk`, in percent) to watch.',
  'alerts.activity.title': 'Activity · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · older entries of this burst were too many to read; see /server activity',
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
  'alerts.button.serverInfo': 'Server info',
  'alerts.button.resources': 'Resources',
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
  'alerts.usage.firedTitle': '🔥 {metric} above {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} back to normal · {server}',
  'alerts.usage.firedText':
    '{server} has had {metric} above {threshold, number} % for {minutes, plural, one {# minute} ' +
    'other {# minutes}}: now {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} is back under {threshold, number} % {metric}: now {value, number} %.',
  'alerts.usage.readAt': 'Figures read {sampled}.',
  'alerts.usage.readJustNow': 'Figures read just now.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage stops these',
  'alerts.ops.givenUp': '⚠️ An alert about {server} could not be posted in {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ An alert about {server} could not be posted in {channel} in **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'It was dropped so that later alerts for the server still go out. Until a post there succeeds, ' +
    'further alerts given up in that channel are only logged.',
  'alerts.ops.notDeliveredWithin': 'it was not delivered within {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'it was not delivered within {age} (last answer: {failure})',
  'alerts.ops.discordRefused': 'Discord refused it ({failure})',
  'alerts.ops.paused': '⏸️ Alerts paused: the bot can no longer post in {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Alerts paused: the bot can no longer post in {channel} in **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Its subscription is} other {Its # subscriptions are}} paused and will not ' +
    'be retried.',
  'alerts.ops.pausedResume':
    'Give the bot View Channel, Send Messages and Embed Links there (or pick another channel), then ' +
    'run `/alerts subscribe` (or `/alerts usage` for usage alerts) again to resume.',
  'alerts.ops.setAside': '🗃️ A stored record could not be read ({reason}) and was set aside: {key}.',
  'alerts.ops.setAsideEffect': 'The bot goes on without it; everything else keeps working.',
  'alerts.ops.setAsideKept':
    'Its original value is kept under {setAsideKey} to inspect or restore (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ The status board in {board} was deleted, so it was posted anew. If it is deleted again it ' +
    'pauses; `/board remove` there stops it for good.',
  'alerts.ops.boardPaused':
    '⏸️ The status board in {board} is paused: {reason}. Fix that and run `/board create` there ' +
    'again to resume it, or `/board remove` to drop it.',
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
    "⚠️ Usage is read about every {every} per watched server, bound by the API's rate limit: too " +
    'seldom for a {minutes, plural, one {#-minute} other {#-minute}} window, so usage alerts may ' +
    'come up to {every} late.',
  'alerts.list.pace': "Usage is read about every {every} per watched server (bound by the API's rate limit).",
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} no longer gets {kind} alerts for {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} no longer gets alerts (events and usage) for {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} no longer gets alerts for {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} no longer gets usage alerts for {what}.',
  'alerts.unsubscribe.none':
    "{channel} has no subscription for {what}; nothing changed. `/alerts list` shows this guild's " +
    'subscriptions.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} has no {kind} subscription for {what}; nothing changed. `/alerts list` shows this ' +
    "guild's subscriptions.",
  'alerts.kindLabel.provisioning': 'provisioning outcomes',
  'alerts.kindLabel.status': 'status changes (down, and back with the downtime)',
  'alerts.kindLabel.activity': 'new activity',
  'alerts.kindLabel.mods': 'mod updates',
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
  'alerts.usage.threshold': '{metric} above {threshold, number} %',
  'alerts.usage.thresholdsFor': '{thresholds} for {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} now gets usage alerts for {what}: {thresholds}, once when it starts and once when ' +
    'it is back under.',
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
    'Mention the role on recovery alerts ("back after 12 min") too (default no)',
  'command.alerts.usage': 'Alert in a channel when a server stays above a CPU, RAM or disk threshold',
  'command.alerts.usage.channel': 'The text or announcement channel for the alerts',
  'command.alerts.usage.server': 'Only this server (omit for every server you may see)',
  'command.alerts.usage.cpu': 'Alert when CPU stays above this percentage (1-100)',
  'command.alerts.usage.ram': 'Alert when RAM stays above this percentage (1-100)',
  'command.alerts.usage.disk': 'Alert when Disk stays above this percentage (1-100)',
  'command.alerts.usage.minutes': 'How long a figure must stay above before the alert (default 5)',
  'command.alerts.unsubscribe': 'Stop posting alerts in a channel',
  'command.alerts.unsubscribe.channel': 'The text or announcement channel for the alerts',
  'command.alerts.unsubscribe.server': 'The server of the subscription (omit for the every-server one)',
  'command.alerts.unsubscribe.kind': 'Which alerts to stop (default all)',
  'command.alerts.unsubscribe.kind.events': 'Event alerts (provisioning, status, activity, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Usage alerts (thresholds)',
  'command.alerts.unsubscribe.kind.all': 'All alerts',
  'command.alerts.unsubscribe.events': 'Stop only this kind of event alert; the channel keeps the others',
  'command.alerts.list': "Show this guild's alert subscriptions and usage watches",
  'alerts.reason.channelDeleted': 'the channel was deleted',
  'alerts.reason.lostAccess': 'the bot lost access to the channel',
  'alerts.reason.lacksPermission': 'the bot lacks permission to post there',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
