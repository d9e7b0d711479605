import type { LocaleCatalogue } from './en-US.js';

/** de: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Nichts zu ändern: Gib mindestens eines von ram, disk oder external_reference an.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'Speicherplatz {before} → {after}',
  'server.update.changedReference': 'externe Referenz „{before}“ → „{after}“',
  'server.update.changedStatus': 'Status {before} → {after}',
  'server.update.concurrentChange':
    'Jemand hat diesen Server geändert, während du ihn aktualisiert hast ({changes}), daher wurde deine ' +
    'Änderung nicht übernommen. Prüfe die neuen Werte und führe den Befehl erneut aus.',
  'server.update.concurrentUnseenChange':
    'Jemand hat diesen Server geändert, während du ihn aktualisiert hast, daher wurde deine Änderung nicht ' +
    'übernommen. Prüfe die aktuellen Werte mit `/server info` und führe den Befehl erneut aus.',
  'server.update.done': '✅ {server} aktualisiert',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Speicherplatz: {before} → {after}',
  'server.update.lineReference': 'Externe Referenz: {before} → {after}',
  'server.update.noReference': 'keine',
  'server.update.unchanged': 'Diese Werte waren bereits gesetzt; nichts wurde geändert.',
  'command.server': 'Gehostete Gameserver erstellen, ansehen, skalieren und löschen',
  'command.server.list': 'Server auflisten, mit Filtern und Sortierung',
  'command.server.list.status': 'Nur Server mit diesem Status (wähle einen aus oder gib einen anderen ein)',
  'command.server.list.game': 'Nur Server dieses Spiels',
  'command.server.list.search': 'Name enthält diesen Text',
  'command.server.list.sort': 'Sortieren nach',
  'command.server.list.sort.createdAt': 'Erstellungszeit',
  'command.server.list.sort.name': 'Name',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Status',
  'command.server.list.order': 'Sortierreihenfolge',
  'command.server.list.order.asc': 'Aufsteigend',
  'command.server.list.order.desc': 'Absteigend',
  'command.server.info': 'Einen Server anzeigen: Status, Tarif, Limits, Add-ons und Version',
  'command.server.create': 'Einen Server erstellen; die Einrichtung läuft im Hintergrund weiter',
  'command.server.create.name': 'Servername',
  'command.server.create.ram': 'RAM in GB, in Schritten von 0,5',
  'command.server.create.game': 'Spiel-ID (Standard: Vorgabe der API)',
  'command.server.create.game_type': 'Spielvariante (Standard: Vorgabe der API)',
  'command.server.create.game_version': 'Spielversion (Standard: Vorgabe der API)',
  'command.server.create.plan': 'Tarifstufe (Standard: Premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Das Mods-Add-on auswählen',
  'command.server.create.external_reference': 'Deine Referenz, z. B. eine Bestellnummer',
  'command.server.update': 'Einen Server skalieren oder seine externe Referenz ändern',
  'command.server.update.ram': 'Neuer RAM in GB, in Schritten von 0,5',
  'command.server.update.disk': 'Neuer Speicherplatz in GB',
  'command.server.update.external_reference': 'Neue externe Referenz',
  'command.server.delete': 'Einen Server endgültig löschen (mit Rückfrage)',
  'command.server.resources':
    'Aktuelle CPU, Arbeitsspeicher, Speicherplatz, Netzwerk und Laufzeit, mit Auslastungsdiagramm',
  'command.server.resources.hours': 'Zeitraum des Auslastungsdiagramms in Stunden (1–24, Standard 6)',
  'command.server.activity': 'Letzte Aktivität: Erstellungen, Größenänderungen, Installationen und mehr',
  'server.list.expired': 'Diese Liste ist abgelaufen. Führe `/server list` erneut aus.',
  'server.list.title': 'Server',
  'server.list.empty': 'Keine passenden Server.',
  'server.list.pageOf':
    'Seite {page, number} von {pages, number} · {total, plural, one {# Server} other {# Server}}',
  'server.list.page': 'Seite {page, number}',
  'server.list.filterStatus': 'Status {status}',
  'server.list.filterGame': 'Spiel {game}',
  'server.list.filterSearch': 'Name enthält „{search}“',
  'server.list.filterSort': 'sortiert nach {sort}',
  'server.list.filterAscending': 'aufsteigend',
  'server.list.filterDescending': 'absteigend',
  'server.info.connect': '🔌 Verbinden {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Status',
  'server.field.plan': 'Tarif',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Speicherplatz',
  'server.field.game': 'Spiel',
  'server.field.externalReference': 'Externe Referenz',
  'server.field.created': 'Erstellt',
  'server.field.addons': 'Add-ons',
  'server.field.limits': 'Limits',
  'server.field.serverId': 'Server-ID',
  'server.create.title': '{symbol} Einrichtung gestartet: {name}',
  'server.create.description':
    'Der Server wird eingerichtet. Diese Nachricht wird aktualisiert, sobald er bereit ist oder die ' +
    'Einrichtung fehlschlägt.',
  'server.create.idPending': 'wird in Kürze vergeben',
  'server.delete.done': '🗑️ **{name}** {id} wurde gelöscht, samt Daten, Backups und DNS-Einträgen.',
  'server.delete.confirm': 'Endgültig löschen',
  'server.delete.title': '{name} löschen?',
  'server.delete.prompt':
    'Damit wird **{name}** {id} endgültig gelöscht.\n\nAlle Daten, Backups und DNS-Einträge werden aus dem ' +
    'Panel, SFTP und DNS entfernt. **Das kann nicht rückgängig gemacht oder wiederhergestellt werden.**',
  'server.alertButton.info': 'Serverinfo',
  'server.alertButton.resources': 'Ressourcen',
  'availability.name': 'Verfügbarkeit',
  'availability.notWatched':
    'Noch nicht beobachtet: `/alerts subscribe events:status` für diesen Server startet die Beobachtung.',
  'availability.percent': '{value, number, ::.0} %',
  'availability.outages':
    '{outages, plural, =0 {kein Ausfall} one {# Ausfall, {downtime}} other {# Ausfälle, {downtime}}}',
  'availability.watchedFor': 'Bisher {watched} beobachtet: {availability}',
  'availability.day': '24 Std.: {availability}',
  'availability.week': '7 Tage: {availability}',
  'availability.sinceWatching': 'Seit Beginn der Beobachtung vor {watched}: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Speicherplatz',
  'resources.title': 'Ressourcen · {name}',
  'resources.description': 'ID {id} · gemessen {sampled}',
  'resources.noFigures': 'Die API hat keine Auslastungswerte gemeldet.',
  'resources.field.state': 'Zustand',
  'resources.field.memory': 'Arbeitsspeicher',
  'resources.field.network': 'Netzwerk',
  'resources.field.uptime': 'Laufzeit',
  'resources.percent': '{value, number, ::.#} %',
  'resources.usedOf': '{used} von {limit}',
  'resources.noChartYet':
    'Noch kein Auslastungsdiagramm: Der Bot misst die Auslastung nur bei beobachteten Servern. Starte mit ' +
    '`/alerts usage` für diesen Server (oder nimm ihn in ein `/board` auf); ab dann füllt sich das ' +
    'Diagramm.',
  'resources.noFiguresInSpan':
    'Keine Auslastungswerte in den letzten {hours, number} Std.: Messung begonnen {first}, zuletzt gelesen ' +
    '{last}.',
  'resources.usageOver':
    'Auslastung der letzten {hours, number} Std. (gemessen seit {first}, zuletzt gelesen {last}).',
  'resources.playersLine':
    'Spieler online in den letzten {hours, number} Std., laut den Antworten des Spiels auf die Abfragen ' +
    'des Bots, auf der rechten Achse.',
  'chart.title': '{title} · letzte {hours, number} Std.',
  'chart.now': 'jetzt',
  'chart.hoursTick': '{hours, number, ::.##} Std.',
  'chart.hoursAxis': 'Stunden vor jetzt ({time} UTC)',
  'chart.usageAxis': 'Auslastung (%)',
  'chart.percentTick': '{value, number} %',
  'chart.series': '{metric} %',
  'chart.players': 'Spieler',
  'chart.playersAxis': 'Spieler online',
  'fields.yes': 'ja',
  'fields.no': 'nein',
  'fields.percent': '{value, number, ::.## group-off} %',
  'game.answering': '🟢 Antwortet ({latency, number} ms)',
  'game.checkedAgo': 'geprüft {when}',
  'game.notAnsweringSince': '🔴 Antwortet nicht seit {since}',
  'game.notAnswering': '🔴 Antwortet nicht (geprüft {when})',
  'game.noAnswerInTime': '⏳ Das Spiel hat nicht rechtzeitig geantwortet; versuch es gleich noch einmal.',
  'game.notQueried.noAddress': 'Nicht abgefragt: Der Server hat keine Verbindungsadresse.',
  'game.notQueried.unknownGame': 'Nicht abgefragt: Der Bot kann dieses Spiel nicht abfragen.',
  'game.notQueried.disabled': 'Spielabfragen sind bei diesem Bot ausgeschaltet.',
  'game.notQueried.hostNotAllowed': 'Nicht abgefragt: Der Bot darf diese Adresse nicht abfragen.',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Höchststand in den letzten 24 Std.: {peak, number}',
  'game.moreNames': '{names} und {more, plural, one {# weiterer} other {# weitere}}',
  'game.field.server': 'Gameserver',
  'game.field.players': 'Spieler',
  'game.field.version': 'Spielversion',
  'game.field.motd': 'Nachricht des Tages',
  'game.silentTitle': '🔇 {server}: Das Spiel antwortet nicht',
  'game.silentText':
    '{server} läuft laut Panel, aber das Spiel antwortet seit {since} nicht mehr ({sinceAt}).',
  'game.silentFooter': '{serverId} · Sobald es wieder antwortet, folgt ein Beitrag',
  'game.answeringTitle': '🔊 {server}: Das Spiel antwortet wieder nach {downtime}',
  'game.answeringText': 'Das Spiel von {server} antwortet wieder: {downtime} lang still (seit {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'Spiel antwortet nicht',
  'game.fleetPlayers':
    '👥 {online, plural, one {# Spieler} other {# Spieler}} online auf {servers, plural, one {# ' +
    'antwortenden Server} other {# antwortenden Servern}}',
  'activity.title': 'Aktivität · {name}',
  'activity.empty': 'Noch keine Aktivität erfasst.',
  'activity.latest':
    '{total, plural, one {Neueste {shown, number} von # Eintrag} other {Neueste {shown, number} von # ' +
    'Einträgen}}',
  'activity.count': '{count, plural, one {# Eintrag} other {# Einträge}}',
  'activity.timeUnknown': 'Zeit unbekannt',
  'activity.by': '{what} von {actor}',
  'activity.action.created': 'Server erstellt',
  'activity.action.provisioned': 'Einrichtung abgeschlossen',
  'activity.action.installFailed': 'Installation fehlgeschlagen',
  'activity.action.deleted': 'Server gelöscht',
  'activity.action.resized': 'Servergröße geändert',
  'activity.action.updated': 'Server aktualisiert',
  'activity.action.suspended': 'Server gesperrt',
  'activity.action.unsuspended': 'Server entsperrt',
  'activity.action.statusChanged': 'Status geändert',
  'activity.action.noteAdded': 'Notiz hinzugefügt',
  'activity.action.modInstalled': 'Mod installiert',
  'activity.action.pluginInstalled': 'Plugin installiert',
  'activity.action.unknown': 'Aktivität',
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
