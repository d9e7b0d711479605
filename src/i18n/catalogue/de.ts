import type { LocaleCatalogue } from './en-US.js';

/** de: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Wähle eine Rolle zum Pingen, nicht @everyone: Benachrichtigungen pingen nie alle.',
  'alerts.roleNotMentionable':
    'Der Bot kann {role} nicht pingen: Die Rolle ist nicht erwähnbar und dem Bot fehlt in {channel} ' +
    'die Berechtigung „Erwähne @everyone, @here und alle Rollen“. Mach die Rolle erwähnbar ' +
    '(Servereinstellungen, Rollen) oder gib dem Bot diese Berechtigung und führe den Befehl dann ' +
    'erneut aus.',
  'alerts.usage.noThreshold':
    'Gib mindestens einen Schwellenwert an (`cpu`, `ram` oder `disk`, in Prozent), der überwacht ' +
    'werden soll.',
  'alerts.activity.title': 'Aktivität · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · Ältere Einträge dieses Schwalls waren zu viele zum Lesen; siehe /server activity',
  'alerts.provisioned.failedText':
    'Der Server meldet {status}. Lösche ihn und erstelle ihn neu; wenn es weiter fehlschlägt, wende ' +
    'dich an den Support.',
  'alerts.provisioned.text': '{serverId} ist eingerichtet und meldet {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Bereitstellung fehlgeschlagen: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} ist bereit',
  'alerts.provisioned.title': '{symbol} {name} ist fertig bereitgestellt',
  'alerts.field.serverId': 'Server-ID',
  'alerts.field.status': 'Status',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Spiel',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} wurde während der Bereitstellung gelöscht; Benachrichtigungen dazu wurden beendet.',
  'alerts.deleted.text':
    '🗑️ {server} existiert nicht mehr (gelöscht); Benachrichtigungen dazu wurden beendet.',
  'alerts.button.serverInfo': 'Server-Info',
  'alerts.button.resources': 'Ressourcen',
  'alerts.status.fromActivityLog': 'Aus dem Aktivitätsprotokoll',
  'alerts.status.downTitle': '{symbol} {server} ist ausgefallen',
  'alerts.status.downText': '{server} meldet {status} seit {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · Sobald er wieder läuft, folgt ein Beitrag',
  'alerts.status.backTitle': '{symbol} {server} ist nach {downtime} wieder da',
  'alerts.status.backText':
    '{server} meldet wieder {status}: nach {downtime} wieder da (ausgefallen seit {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Update verfügbar · {mod} auf {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) hat eine neuere Version auf {server}.',
  'alerts.modUpdate.newerFor': '**{mod}** ({provider}) hat eine neuere Version für {fitsFor} auf {server}.',
  'alerts.modUpdate.installed': 'Installiert: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Neu: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Neu: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '„Aktualisieren“ fragt erst nach einer Bestätigung; `/mods installed` listet alle Mods, die der ' +
    'Bot installiert hat.',
  'alerts.modUpdate.withoutButton':
    'Aktualisiere sie mit `/mods install` und der neuen Datei (es wird erst nach einer Bestätigung ' +
    'gefragt).',
  'alerts.modUpdate.button': 'Aktualisieren',
  'alerts.usage.firedTitle': '🔥 {metric} über {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} wieder normal · {server}',
  'alerts.usage.firedText':
    '{server} liegt seit {minutes, plural, one {# Minute} other {# Minuten}} mit {metric} über ' +
    '{threshold, number} %: jetzt {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} liegt wieder unter {threshold, number} % {metric}: jetzt {value, number} %.',
  'alerts.usage.readAt': 'Werte gelesen {sampled}.',
  'alerts.usage.readJustNow': 'Werte gerade eben gelesen.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage beendet diese Benachrichtigungen',
  'alerts.ops.givenUp':
    '⚠️ Eine Benachrichtigung zu {server} konnte nicht in {channel} gepostet werden: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Eine Benachrichtigung zu {server} konnte nicht in {channel} auf **{guild}** gepostet ' +
    'werden: {why}.',
  'alerts.ops.givenUpEffect':
    'Sie wurde verworfen, damit spätere Benachrichtigungen für den Server trotzdem rausgehen. Bis ' +
    'dort wieder ein Beitrag klappt, werden weitere in diesem Kanal aufgegebene Benachrichtigungen ' +
    'nur protokolliert.',
  'alerts.ops.notDeliveredWithin': 'sie wurde nicht innerhalb von {age} zugestellt',
  'alerts.ops.notDeliveredWithinLastAnswer':
    'sie wurde nicht innerhalb von {age} zugestellt (letzte Antwort: {failure})',
  'alerts.ops.discordRefused': 'Discord hat sie abgelehnt ({failure})',
  'alerts.ops.paused':
    '⏸️ Benachrichtigungen pausiert: Der Bot kann nicht mehr in {channel} posten ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Benachrichtigungen pausiert: Der Bot kann nicht mehr in {channel} auf **{guild}** posten ' +
    '({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Sein Abo ist pausiert und wird} other {Seine # Abos sind pausiert und ' +
    'werden}} nicht erneut versucht.',
  'alerts.ops.pausedResume':
    'Gib dem Bot dort „Kanal ansehen“, „Nachrichten senden“ und „Links einbetten“ (oder wähle einen ' +
    'anderen Kanal) und führe dann `/alerts subscribe` (oder `/alerts usage` für ' +
    'Auslastungsbenachrichtigungen) erneut aus, um fortzufahren.',
  'alerts.ops.setAside':
    '🗃️ Ein gespeicherter Datensatz konnte nicht gelesen werden ({reason}) und wurde ' +
    'beiseitegelegt: {key}.',
  'alerts.ops.setAsideEffect': 'Der Bot macht ohne ihn weiter; alles andere funktioniert weiterhin.',
  'alerts.ops.setAsideKept':
    'Sein ursprünglicher Wert wird unter {setAsideKey} aufbewahrt, um ihn zu prüfen oder ' +
    'wiederherzustellen (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Die Statustafel in {board} wurde gelöscht und deshalb neu gepostet. Wird sie wieder ' +
    'gelöscht, pausiert sie; `/board remove` dort beendet sie endgültig.',
  'alerts.ops.boardPaused':
    '⏸️ Die Statustafel in {board} ist pausiert: {reason}. Behebe das und führe dort erneut `/board ' +
    'create` aus, um sie fortzusetzen, oder `/board remove`, um sie zu entfernen.',
  'alerts.everyServer': 'jeden Server',
  'alerts.everyServerIncludingLater': 'jeden Server, auch später erstellte',
  'alerts.everyLinkedServerIncludingLater':
    'jeden mit diesem Discord-Server verknüpften Server, auch später verknüpfte',
  'alerts.list.paused': '⏸️ pausiert: {reason}; führe `{command}` erneut aus, um fortzufahren',
  'alerts.list.unlinked': 'nicht mehr mit diesem Discord-Server verknüpft, erhält daher nichts',
  'alerts.list.since': 'seit {since}',
  'alerts.list.usage': 'Auslastung: {thresholds}',
  'alerts.list.title': 'Benachrichtigungs-Abos',
  'alerts.list.none':
    'Dieser Discord-Server hat noch keine Benachrichtigungs-Abos. Nutze `/alerts subscribe` oder ' +
    '`/alerts usage`.',
  'alerts.list.footer':
    'Seite {page, number} von {pages, number} · {subscriptions, plural, one {# Abo} other {# Abos}} ' +
    '· {watches, plural, one {# Auslastungsüberwachung} other {# Auslastungsüberwachungen}}',
  'alerts.list.paceClamped':
    '⚠️ Die Auslastung wird pro überwachtem Server etwa alle {every} gelesen, begrenzt durch das ' +
    'Ratenlimit der API: zu selten für ein Fenster von {minutes, plural, one {# Minute} other {# ' +
    'Minuten}}, daher können Auslastungsbenachrichtigungen bis zu {every} zu spät kommen.',
  'alerts.list.pace':
    'Die Auslastung wird pro überwachtem Server etwa alle {every} gelesen (begrenzt durch das ' +
    'Ratenlimit der API).',
  'alerts.unsubscribe.stoppedKind':
    '🔕 {channel} erhält keine Benachrichtigungen vom Typ {kind} mehr für {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} erhält keine Benachrichtigungen (Ereignisse und Auslastung) mehr für {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} erhält keine Benachrichtigungen mehr für {what}.',
  'alerts.unsubscribe.stoppedUsage':
    '🔕 {channel} erhält keine Auslastungsbenachrichtigungen mehr für {what}.',
  'alerts.unsubscribe.none':
    '{channel} hat kein Abo für {what}; nichts geändert. `/alerts list` zeigt die Abos dieses ' +
    'Discord-Servers.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} hat kein Abo vom Typ {kind} für {what}; nichts geändert. `/alerts list` zeigt die ' +
    'Abos dieses Discord-Servers.',
  'alerts.kindLabel.provisioning': 'Ergebnisse der Bereitstellung',
  'alerts.kindLabel.status': 'Statusänderungen (Ausfall und Rückkehr mit Ausfallzeit)',
  'alerts.kindLabel.activity': 'neue Aktivität',
  'alerts.kindLabel.mods': 'Mod-Updates',
  'alerts.route.allEvents': 'alle Ereignisse',
  'alerts.route.pings': '{kind} (pingt {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (pingt {role}, auch bei Erholung)',
  'alerts.subscribe.unchanged':
    '{channel} erhält bereits Benachrichtigungen für {what}: {routes}; nichts geändert.',
  'alerts.subscribe.done': '🔔 {channel} erhält ab jetzt Benachrichtigungen für {what}: {kinds}.',
  'alerts.subscribe.resumed':
    '🔔 Fortgesetzt: {channel} erhält ab jetzt Benachrichtigungen für {what}: {kinds}.',
  'alerts.subscribe.mentions': 'Sie erwähnen {role} (Erholungsbeiträge nicht).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Sie erwähnen {role}, auch Erholungsbeiträge.',
  'alerts.subscribe.inAll': 'Insgesamt erhält er: {routes}.',
  'alerts.subscribe.howToStop': 'Mit `/alerts unsubscribe` beendest du sie.',
  'alerts.usage.threshold': '{metric} über {threshold, number} %',
  'alerts.usage.thresholdsFor': '{thresholds} für {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} erhält ab jetzt Auslastungsbenachrichtigungen für {what}: {thresholds}, einmal ' +
    'beim Überschreiten und einmal, wenn der Wert wieder darunter liegt.',
  'alerts.usage.paceClamped':
    '⚠️ Das API-Budget erlaubt dem Bot, die Auslastung jedes überwachten Servers nur etwa alle ' +
    '{every} zu lesen, zu selten für ein Fenster von {minutes, plural, one {# Minute} other {# ' +
    'Minuten}}: Benachrichtigungen können bis zu {every} zu spät kommen.',
  'alerts.usage.pace': 'Die Auslastung jedes überwachten Servers wird etwa alle {every} gelesen.',
  'alerts.usage.howToStop': 'Mit `/alerts unsubscribe kind:usage` beendest du sie.',
  'command.alerts':
    'Benachrichtigungen zu Bereitstellung, Status, Aktivität und Auslastung in einem Kanal posten',
  'command.alerts.subscribe':
    'Benachrichtigungen für einen Server (oder alle) ab jetzt in einem Kanal posten',
  'command.alerts.subscribe.channel': 'Der Text- oder Ankündigungskanal für die Benachrichtigungen',
  'command.alerts.subscribe.server': 'Nur dieser Server (weglassen für alle Server, die du sehen darfst)',
  'command.alerts.subscribe.events': 'Welche Benachrichtigungen (Standard: alle)',
  'command.alerts.subscribe.events.all': 'Alle Ereignisse',
  'option.events.provisioning': 'Ergebnisse der Bereitstellung',
  'option.events.status': 'Statusänderungen (Ausfall und Rückkehr)',
  'option.events.activity': 'Neue Aktivität',
  'option.events.mods': 'Mod-Updates',
  'command.alerts.subscribe.ping': 'Eine Rolle, die diese Benachrichtigungen erwähnen',
  'command.alerts.subscribe.ping_recovery':
    'Die Rolle auch bei Erholungen erwähnen („nach 12 min wieder da“) (Standard: nein)',
  'command.alerts.usage':
    'In einem Kanal melden, wenn ein Server über einer CPU-, RAM- oder Speicherschwelle bleibt',
  'command.alerts.usage.channel': 'Der Text- oder Ankündigungskanal für die Benachrichtigungen',
  'command.alerts.usage.server': 'Nur dieser Server (weglassen für alle Server, die du sehen darfst)',
  'command.alerts.usage.cpu': 'Melden, wenn die CPU über diesem Prozentwert bleibt (1-100)',
  'command.alerts.usage.ram': 'Melden, wenn der RAM über diesem Prozentwert bleibt (1-100)',
  'command.alerts.usage.disk': 'Melden, wenn der Speicher über diesem Prozentwert bleibt (1-100)',
  'command.alerts.usage.minutes':
    'Wie lange ein Wert darüber bleiben muss, bevor gemeldet wird (Standard: 5)',
  'command.alerts.unsubscribe': 'Benachrichtigungen in einem Kanal beenden',
  'command.alerts.unsubscribe.channel': 'Der Text- oder Ankündigungskanal für die Benachrichtigungen',
  'command.alerts.unsubscribe.server': 'Der Server des Abos (weglassen für das Abo aller Server)',
  'command.alerts.unsubscribe.kind': 'Welche Benachrichtigungen beendet werden (Standard: alle)',
  'command.alerts.unsubscribe.kind.events': 'Ereignisse (Bereitstellung, Status, Aktivität, Mods)',
  'command.alerts.unsubscribe.kind.usage': 'Auslastung (Schwellenwerte)',
  'command.alerts.unsubscribe.kind.all': 'Alle Benachrichtigungen',
  'command.alerts.unsubscribe.events': 'Nur diese Art von Ereignis beenden; der Kanal behält die anderen',
  'command.alerts.list':
    'Benachrichtigungs-Abos und Auslastungsüberwachungen dieses Discord-Servers anzeigen',
  'alerts.reason.channelDeleted': 'der Kanal wurde gelöscht',
  'alerts.reason.lostAccess': 'der Bot hat keinen Zugriff mehr auf den Kanal',
  'alerts.reason.lacksPermission': 'dem Bot fehlt die Berechtigung, dort zu posten',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
