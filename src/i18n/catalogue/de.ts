import type { LocaleCatalogue } from './en-US.js';

/** de: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'Der Autor von **{mod}** untersagt Downloads durch Dritte, daher kann der Bot ihn nicht installieren: ' +
    'Lade die Datei von der Mod-Seite herunter und lade sie von Hand auf den Server hoch.',
  'mods.install.restrictedWithPage':
    'Der Autor von **{mod}** untersagt Downloads durch Dritte, daher kann der Bot ihn nicht installieren: ' +
    'Lade die Datei von der Mod-Seite herunter und lade sie von Hand auf den Server hoch. Mod-Seite: {page}',
  'mods.install.refusedWithPage': '{sentence} Mod-Seite: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Bei {provider} wurde kein Plugin mit der ID {modId} gefunden.} other {Bei ' +
    '{provider} wurde kein Mod mit der ID {modId} gefunden.}} Wähle einen Eintrag aus den Vorschlägen.',
  'mods.install.fileNotFound': '{mod} hat keine Datei mit der ID {fileId}. Wähle eine aus den Vorschlägen.',
  'mods.search.loaderNeedsCurseforge':
    'Der Loader-Filter funktioniert nur mit dem Anbieter curseforge. Entferne ihn oder wechsle den Anbieter.',
  'mods.update.needsManageServer':
    'Um einen Mod zu aktualisieren, brauchst du die Berechtigung „Server verwalten“, genau wie für `/mods ' +
    'install`.',
  'mods.update.noRecord':
    'Der Bot hat keinen Eintrag mehr darüber, dass er diesen Mod auf dem Server installiert hat. Sieh ' +
    'unter `/mods installed` nach.',
  'mods.update.alreadyCurrent': '{mod} ist auf {server} bereits auf dem Stand {file}.',
  'mods.update.fileGone':
    'Der Katalog bietet diese Datei von {mod} nicht mehr an. Die aktuelle findest du unter `/mods ' +
    'installed`.',
  'command.mods': 'Mods und Plugins suchen, installieren und aktualisieren',
  'command.mods.search': 'Einen Katalog nach Mods oder Plugins durchsuchen, die zu einem Server passen',
  'command.mods.search.provider': 'Katalog (Standard: curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mods oder Plugins (Standard: Mods)',
  'command.mods.search.type.mods': 'Mods',
  'command.mods.search.type.plugins': 'Plugins',
  'command.mods.search.query': 'Suchbegriffe',
  'command.mods.search.game_version': 'Spielversion (Standard: die des Servers)',
  'command.mods.search.loader': 'Mod-Loader (nur curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Einen Mod oder ein Plugin auf einem Server installieren (mit Bestätigung)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Mods oder Plugins (Standard: Mods)',
  'command.mods.install.type.mods': 'Mods',
  'command.mods.install.type.plugins': 'Plugins',
  'command.mods.install.mod': 'Der Mod (tippen zum Suchen)',
  'command.mods.install.file': 'Die Release-Datei (zur Serverversion passende zuerst)',
  'command.mods.installed':
    'Die Mods und Plugins, die der Bot auf einem Server installiert hat, und ob es Updates gibt',
  'mods.choice.serverVersion': '{version} (die des Servers)',
  'mods.choice.noAddon':
    'Hier gibt es keine Mods: Dieser Server hat weder das Mods-Add-on noch den Premium-Tarif.',
  'mods.search.title': '{type, select, plugins {Plugins für {server}} other {Mods für {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins für {server} zu „{query}“} other {Mods für {server} zu „{query}“}}',
  'mods.search.nothingFound':
    'Nichts gefunden. Versuch es mit anderen Begriffen oder einem anderen Anbieter.',
  'mods.search.footerGameVersion': 'Spielversion {version}',
  'mods.search.footerPick': 'wähle unten einen aus, um ihn zu installieren',
  'mods.search.restrictedNote':
    '⚠️ Der Autor untersagt Downloads durch Dritte: Installiere ihn von Hand über seine Seite.',
  'mods.search.pickPlaceholder': 'Einen davon installieren …',
  'mods.search.expired': 'Diese Ergebnisse sind abgelaufen. Führe `/mods search` erneut aus.',
  'mods.search.notYours':
    'Nur das Mitglied, das gesucht hat, kann aus diesen Ergebnissen installieren. Führe `/mods search` ' +
    'selbst aus.',
  'mods.search.noFile':
    'Dieser Mod bietet keine installierbare Datei. Wähle einen anderen oder nutze `/mods install`, um eine ' +
    'Datei auszuwählen.',
  'mods.install.promptTitle':
    '{action, select, update {{mod} auf {server} aktualisieren?} other {{mod} auf {server} installieren?}}',
  'mods.install.installedNow': 'Derzeit installiert: {file}',
  'mods.install.file': 'Datei: **{file}** {fileId}',
  'mods.install.fileForGame': 'Datei: **{file}** {fileId} (Spiel {versions})',
  'mods.install.uploadedTo': 'Sie wird in den Ordner {type} des Servers hochgeladen.',
  'mods.install.restart.ops': 'Starte den Server im Hosting-Panel neu, damit die Änderung wirksam wird.',
  'mods.install.restart.community':
    'Starte den Server in deinem Spiel-Panel neu, damit die Änderung wirksam wird (der Bot kann keine ' +
    'Server neu starten).',
  'mods.install.confirmInstall': 'Installieren',
  'mods.install.confirmUpdate': 'Aktualisieren',
  'mods.install.done':
    '{action, select, update {✅ **{mod}** auf **{server}** aktualisiert (jetzt {file}).} other {✅ ' +
    '**{mod}** ({file}) auf **{server}** installiert.}}',
  'mods.install.unrecorded':
    'Der Bot konnte das für `/mods installed` und die Update-Prüfungen nicht vermerken (seine Datenbank ' +
    'ist ausgefallen).',
  'mods.installed.title': 'Über den Bot installiert · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {Plugin von {provider}} other {Mod von {provider}}}',
  'mods.installed.version': 'Version {file} · installiert {time} von {installer}',
  'mods.installed.versionFor': 'Version {file} für {game} · installiert {time} von {installer}',
  'mods.installed.byMemberOf': 'einem Mitglied von {guild}',
  'mods.installed.byMember': 'einem Mitglied',
  'mods.installed.unlisted':
    '❔ Sein Katalog führt diesen Mod derzeit nicht, daher kann kein neueres Release angeboten werden.',
  'mods.installed.notChecked': '❔ Noch nicht geprüft: Der Katalog hat nicht rechtzeitig geantwortet.',
  'mods.installed.checkedNow': 'gerade eben geprüft',
  'mods.installed.checkedAt': 'laut letzter Prüfung {time}',
  'mods.installed.upToDate': '✅ Aktuell ({when})',
  'mods.installed.updateAvailable': '⬆️ Update verfügbar: **{file}** ({when})',
  'mods.installed.none':
    'Der Bot hat auf {server} noch keine Mods oder Plugins installiert. Was mit `/mods install` ' +
    'installiert wird (samt Updates), erscheint hier.',
  'mods.installed.footer':
    '{count, plural, one {# über den Bot installiert} other {# über den Bot installiert}} · Updates passen ' +
    'jeweils zur Spielversion und zum Loader der Installation',
  'mods.installed.footerPaged':
    '{count, plural, one {# über den Bot installiert} other {# über den Bot installiert}} · Seite {page, ' +
    'number} von {pages, number} · Updates passen jeweils zur Spielversion und zum Loader der Installation',
  'mods.installed.updateButton': '{mod} aktualisieren',
  'mods.installed.expired': 'Diese Liste ist abgelaufen. Führe `/mods installed` erneut aus.',
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Deutsch',
  'language.set.chosen':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet (Warnungen, Statusübersichten, Hinweise), ' +
    'sind jetzt auf {language}. Antworten an die einzelnen Mitglieder bleiben in deren eigener ' +
    'Discord-Sprache.',
  'language.set.followsDiscord':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, folgen jetzt der Discord-Sprache dieses ' +
    'Servers: {language}. Antworten an die einzelnen Mitglieder bleiben in deren eigener Discord-Sprache.',
  'language.show.chosen':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}, festgelegt mit ' +
    '`/language set`. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'language.show.preferred':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}, der Discord-Sprache ' +
    'dieses Servers. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'language.show.preferredUnsupported':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}: Für die ' +
    'Discord-Sprache dieses Servers ({locale}) gibt es noch keine Übersetzung. Mit `/language set` wählst ' +
    'du eine andere. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'language.show.default':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet, sind auf {language}. Mit `/language set` ' +
    'wählst du eine andere. Antworten an die einzelnen Mitglieder sind in deren eigener Discord-Sprache.',
  'command.language': 'Wähle die Sprache der Nachrichten, die der Bot von sich aus auf diesem Server sendet',
  'command.language.set':
    'Lege die Sprache der Warnungen, Statusübersichten und Hinweise fest, die der Bot hier sendet',
  'command.language.set.language': 'Die Sprache oder die Discord-Sprache dieses Servers',
  'command.language.set.language.auto': 'Discord-Sprache dieses Servers',
  'command.language.show':
    'Zeige die Sprache der Nachrichten, die der Bot von sich aus auf diesem Server sendet',
} satisfies LocaleCatalogue;
