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
  // Boards: /board and the live status board.
  'command.board': 'Eine Live-Statusnachricht deiner Server, die laufend aktualisiert wird',
  'command.board.create': 'Ein Live-Statusboard in einem Kanal posten, das aktuell gehalten wird',
  'command.board.create.channel': 'Der Text- oder Ankündigungskanal für das Board',
  'command.board.remove': 'Das Statusboard eines Kanals samt seiner Nachricht entfernen',
  'command.board.remove.channel': 'Der Kanal des Boards',
  'command.board.list': 'Die Statusboards dieses Discord-Servers anzeigen',
  'board.create.already':
    '{channel} hat bereits ein Statusboard; nichts geändert. Mit `/board remove` dort entfernst du es.',
  'board.create.posted':
    '📋 Das Statusboard {scope, select, ops {aller Server des Kontos} other {aller mit diesem ' +
    'Discord-Server verknüpften Server}} erscheint in Kürze in {channel} und wird ab dann laufend ' +
    'aktualisiert.',
  'board.create.resumed':
    '📋 Fortgesetzt: Das Statusboard {scope, select, ops {aller Server des Kontos} other {aller mit diesem ' +
    'Discord-Server verknüpften Server}} erscheint in Kürze in {channel} und wird ab dann laufend ' +
    'aktualisiert.',
  'board.create.shows':
    'Es zeigt für jeden Server Zustand, Spiel, Größe, Auslastung (wo gemessen) und Verbindungsadresse ' +
    'sowie, wie aktuell die Angaben sind.',
  'board.remove.done': '🗑️ Das Statusboard von {channel} wurde entfernt.',
  'board.remove.none':
    '{channel} hat kein Statusboard; nichts geändert. `/board list` zeigt die Boards dieses Discord-Servers.',
  'board.list.none': 'Dieser Discord-Server hat noch keine Statusboards. Nutze `/board create`.',
  'board.list.title': 'Statusboards',
  'board.list.footer': '{count, plural, one {{count} Board} other {{count} Boards}}',
  'board.list.paused': '{channel} · ⏸️ pausiert: {reason}; führe dort `/board create` aus, um es fortzusetzen',
  'board.list.posting': '{channel} · wird gepostet',
  'board.list.messages': '{channel} · {count, plural, one {# Nachricht} other {# Nachrichten}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# Nachricht} other {# Nachrichten}} · zuletzt bearbeitet {when}',
  'board.title': 'Serverstatus',
  'board.titlePaged': 'Serverstatus ({page, number}/{pages, number})',
  'board.reading': 'Serverliste wird gelesen …',
  'board.empty': 'Noch keine Server anzuzeigen.',
  'board.allClear': '✅ Nichts braucht Aufmerksamkeit.',
  'board.needsAttention': '**Braucht Aufmerksamkeit** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total': '**{count, plural, one {{count} Server} other {{count} Server}}**',
  'board.summary.kind':
    '{count} {kind, select, failed {fehlgeschlagen} suspended {gesperrt} stopped {gestoppt} provisioning ' +
    '{in Bereitstellung} deleting {wird gelöscht} running {laufend} other {unbekannt}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} Auslastungsalarm} other {{count} Auslastungsalarme}} aktiv',
  'board.reason.slowProvisioning': 'Bereitstellung dauert länger als erwartet',
  'board.reason.gameSilent': 'Spiel antwortet nicht',
  'board.reason.unrecognised': 'ein Zustand, den der Bot nicht kennt',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Speicherplatz}} über {threshold} %',
  'board.since': 'seit {when}',
  'board.seenSince': 'gesehen seit {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'Speicher {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} Speicher',
  'board.freshness.every': 'wird etwa alle {duration} aktualisiert',
  'board.freshness.notRead': '🕒 Noch nicht gelesen; {every}',
  'board.freshness.updated': '🕒 Aktualisiert {when}; {every}',
  'board.stale.unread':
    '⚠️ **Veraltet seit {since}**: Die Hosting-API antwortet nicht; bis sie antwortet, werden keine ' +
    'Zustände angezeigt.',
  'board.stale.read':
    '⚠️ **Veraltet seit {since}**: Die Hosting-API antwortet nicht; die Zustände unten sind vom {readAt}.',
  'board.notListed':
    '… und {count, plural, one {# weiterer Server} other {# weitere Server}} sind hier nicht aufgeführt: ' +
    '{filters} zeigt sie.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Wer hat was von welchem Discord-Server aus mit welchem Server gemacht',
  'command.audit.channel': 'Jeden Audit-Eintrag sofort in einem Kanal posten (ohne Kanal zum Beenden)',
  'command.audit.channel.channel': 'Der Text- oder Ankündigungskanal für die Audit-Einträge',
  'command.audit.recent': 'Die neuesten Audit-Einträge anzeigen, neueste zuerst',
  'command.audit.recent.server': 'Nur Einträge zu diesem Server',
  'command.audit.recent.member': 'Nur Einträge dieses Mitglieds',
  'command.audit.recent.limit': 'Wie viele Einträge pro Seite (Standard: 10)',
  'command.audit.recent.kind': 'Nur Einträge dieser Art von Aktion',
  'command.audit.recent.kind.server.create': 'Erstellte Server',
  'command.audit.recent.kind.server.update': 'Geänderte Server',
  'command.audit.recent.kind.server.delete': 'Gelöschte Server',
  'command.audit.recent.kind.mods.install': 'Installierte oder aktualisierte Mods',
  'command.audit.recent.kind.mods.update-check': 'Gefundene Mod-Updates',
  'command.audit.recent.kind.access.link': 'Mit einem Discord-Server verknüpfte Server',
  'command.audit.recent.kind.access.unlink': 'Von einem Discord-Server getrennte Server',
  'command.audit.recent.kind.alerts.subscribe': 'Alarm-Abonnements',
  'command.audit.recent.kind.alerts.unsubscribe': 'Abbestellte Alarme',
  'command.audit.recent.kind.board.create': 'Erstellte Statusboards',
  'command.audit.recent.kind.board.remove': 'Entfernte Statusboards',
  'command.audit.recent.kind.audit.channel': 'Änderungen am Audit-Kanal',
  'command.audit.recent.kind.usage.crossing': 'Überschrittene Auslastungsschwellen',
  'command.audit.recent.hours': 'Nur Einträge der letzten so vielen Stunden',
  'audit.channel.stopped':
    'Audit-Einträge werden nicht mehr gepostet. Sie werden weiterhin gespeichert: `/audit recent` zeigt sie.',
  'audit.channel.notPosting': 'Audit-Einträge wurden nirgends gepostet; nichts geändert.',
  'audit.channel.set':
    '📜 {channel} erhält ab jetzt jeden Audit-Eintrag, sobald er entsteht. Führe `/audit channel` ohne ' +
    'Kanal aus, um das zu beenden.',
  'audit.recent.expired': 'Diese Seite ist abgelaufen. Führe `/audit recent` erneut aus.',
  'audit.recent.none': 'Keine Audit-Einträge.',
  'audit.recent.noneFor': 'Keine Audit-Einträge für {filters}.',
  'audit.recent.about': 'Audit-Einträge für {filters}',
  'audit.recent.title': 'Audit-Protokoll',
  'audit.recent.footer':
    '{count, plural, one {# Eintrag, neueste zuerst} other {# Einträge, neueste zuerst}}',
  'audit.recent.newer': 'Neuer',
  'audit.recent.older': 'Älter',
  'audit.filter.server': 'Server {server}',
  'audit.filter.member': 'Mitglied {member}',
  'audit.filter.kind': 'die Art „{kind}“',
  'audit.filter.hours': 'die letzten {hours} Std.',
  'audit.filter.and': '{first} und {second}',
  'audit.action.server.create':
    '{phase, select, done {hat einen Server erstellt{server}} asked {wollte einen Server ' +
    'erstellen{server}} other {versuchte, einen Server zu erstellen{server}}}',
  'audit.action.server.update':
    '{phase, select, done {hat{server} geändert} asked {wollte{server} ändern} other {versuchte,{server} ' +
    'zu ändern}}',
  'audit.action.server.delete':
    '{phase, select, done {hat{server} gelöscht} asked {wollte{server} löschen} other {versuchte,{server} ' +
    'zu löschen}}',
  'audit.action.mods.install':
    '{phase, select, done {hat auf{server} eine Mod installiert} asked {wollte auf{server} eine Mod ' +
    'installieren} other {versuchte, auf{server} eine Mod zu installieren}}',
  'audit.action.mods.update-check':
    '{phase, select, done {hat für{server} ein Mod-Update gefunden} asked {wollte für{server} nach ' +
    'Mod-Updates suchen} other {versuchte, für{server} nach Mod-Updates zu suchen}}',
  'audit.action.access.link':
    '{phase, select, done {hat{server} verknüpft} asked {wollte{server} verknüpfen} other ' +
    '{versuchte,{server} zu verknüpfen}}',
  'audit.action.access.unlink':
    '{phase, select, done {hat{server} getrennt} asked {wollte{server} trennen} other {versuchte,{server} ' +
    'zu trennen}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {hat einen Kanal für die Alarme von{server} angemeldet} asked {wollte einen ' +
    'Kanal für die Alarme von{server} anmelden} other {versuchte, einen Kanal für die Alarme von{server} ' +
    'anzumelden}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {hat einen Kanal von den Alarmen von{server} abgemeldet} asked {wollte einen ' +
    'Kanal von den Alarmen von{server} abmelden} other {versuchte, einen Kanal von den Alarmen von{server} ' +
    'abzumelden}}',
  'audit.action.board.create':
    '{phase, select, done {hat ein Statusboard erstellt{server}} asked {wollte ein Statusboard ' +
    'erstellen{server}} other {versuchte, ein Statusboard zu erstellen{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {hat ein Statusboard entfernt{server}} asked {wollte ein Statusboard ' +
    'entfernen{server}} other {versuchte, ein Statusboard zu entfernen{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {hat geändert, wo Audit-Einträge gepostet werden{server}} asked {wollte ändern, ' +
    'wo Audit-Einträge gepostet werden{server}} other {versuchte zu ändern, wo Audit-Einträge gepostet ' +
    'werden{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {sah auf{server} eine Auslastungsschwelle überschritten} asked {wollte die ' +
    'Auslastung von{server} beobachten} other {versuchte, die Auslastung von{server} zu beobachten}}',
  'audit.outcome.asked': '❔ Wartet auf die Bestätigung des Mitglieds.',
  'audit.outcome.done': '✅ Erledigt.',
  'audit.outcome.alerted': '🔔 Der beobachtende Kanal wurde alarmiert.',
  'audit.outcome.refused': '⛔ Abgelehnt ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Von der Hosting-API abgelehnt ({code}).',
  'audit.outcome.refusedByBot': '⛔ Vom Bot abgelehnt ({code}).',
  'audit.outcome.cancelled': '✖️ Vom Mitglied abgebrochen; nichts geändert.',
  'audit.outcome.expired': '⌛ Ohne Antwort abgelaufen; nichts geändert.',
  'audit.outcome.conflict': '⚠️ Nicht angewendet: Jemand anderes hat den Server inzwischen geändert.',
  'audit.outcome.failedCode': '❌ Fehlgeschlagen ({code}).',
  'audit.outcome.failed': '❌ Fehlgeschlagen.',
  'audit.line.bot': '🤖 Der Bot ({guild})',
  'audit.line.request': '· Anfrage {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'nirgends',
  'audit.value.above': 'über der Schwelle',
  'audit.value.under': 'wieder unter der Schwelle',
  'audit.input.name': 'Name',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Tarif',
  'audit.input.game': 'Spiel',
  'audit.input.disk': 'Speicherplatz',
  'audit.input.external_reference': 'Externe Referenz',
  'audit.input.channel': 'Kanal',
  'audit.input.from': 'Von',
  'audit.input.to': 'Nach',
  'audit.input.kind': 'Art',
  'audit.input.events': 'Ereignisse',
  'audit.input.ping': 'Ping',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minuten',
  'audit.input.provider': 'Anbieter',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'Mod-ID',
  'audit.input.installed': 'Installiert',
  'audit.input.newer': 'Neuer',
  'audit.input.newer_id': 'Neuere ID',
  'audit.input.state': 'Zustand',
  'audit.input.threshold': 'Schwelle',
  'audit.input.guild': 'Discord-Server',
  'audit.input.file': 'Datei',
  'audit.input.file_id': 'Datei-ID',
  'audit.input.type': 'Typ',
  'audit.input.updates': 'Ersetzt',
  'audit.poster.givenUp':
    '⚠️ Audit-Einträge konnten nicht in {channel} gepostet werden: {detail}. Sie sind weiterhin ' +
    'gespeichert (siehe `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Audit-Einträge können nicht mehr in {channel} gepostet werden: {reason}. Sie sind weiterhin ' +
    'gespeichert (siehe `/audit recent`); lege mit `/audit channel` erneut einen Kanal fest.',
  // Language: /language.
} satisfies LocaleCatalogue;
