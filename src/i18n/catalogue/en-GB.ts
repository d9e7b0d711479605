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
    '… and {count, plural, one {# more server} other {# more servers}} not listed here: {filters} shows ' +
    'them.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
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
} satisfies LocaleCatalogue;
