import type { LocaleCatalogue } from './en-US.js';

/** en-GB: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
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
