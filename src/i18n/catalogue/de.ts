import type { LocaleCatalogue } from './en-US.js';

/** de: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Anfrage-ID: `{requestId}`',
  'error.serverNotFound':
    'Diesen Server gibt es nicht oder er ist hier nicht verfügbar. Wähle einen aus den Vorschlägen oder ' +
    'prüfe die ID.',
  'error.api.VALIDATION_ERROR':
    'Die Hosting-API hat die Anfrage als ungültig abgelehnt. Prüfe die Werte und versuche es erneut.',
  'error.api.LIMIT_EXCEEDED':
    'Ein Kontingent dieses Kontos ist ausgeschöpft. Entferne etwas Ungenutztes oder bitte deinen ' +
    'Hosting-Anbieter, das Kontingent zu erhöhen.',
  'error.api.NO_CHANGE': 'Nichts geändert: Der Server hat diese Größe bereits. Wähle einen anderen Wert.',
  'error.api.INVALID_RAM':
    'RAM muss eine positive Menge in Schritten von 0,5 GB sein (zum Beispiel 2; 2,5 oder 3). Passe den ' +
    'Wert an und versuche es erneut.',
  'error.api.BELOW_MIN_RAM':
    'So wenig RAM liegt unter dem Minimum des Tarifs, das beim Tarif im Hosting-Panel angegeben ist. Wähle ' +
    'mehr RAM.',
  'error.api.ABOVE_MAX_RAM':
    'So viel RAM liegt über dem Maximum des Tarifs, das beim Tarif im Hosting-Panel angegeben ist. Wähle ' +
    'weniger RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Damit würde das gesamte RAM-Kontingent des Hosting-Kontos überschritten. Verkleinere oder lösche ' +
    'zuerst einen anderen Server oder erhöhe das Kontingent.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Der Server belegt mehr Speicherplatz, als die kleinere Größe erlaubt, daher kann er nicht ' +
    'herabgestuft werden. Gib zuerst Speicherplatz auf ihm frei.',
  'error.api.AUTH_REQUIRED':
    'Die Hosting-API hat den API-Schlüssel des Bots abgelehnt. Ein Administrator muss HOSTING_API_KEY ' +
    'prüfen.',
  'error.api.FORBIDDEN':
    'Der API-Schlüssel des Bots darf das nicht. Bitte deinen Hosting-Anbieter, dem Bot diese Berechtigung ' +
    'zu erteilen.',
  'error.api.ADDON_REQUIRED':
    'Mods und Plugins brauchen auf diesem Server das Mods-Add-on oder den Premium-Tarif. Bitte deinen ' +
    'Hosting-Anbieter, das Mods-Add-on zu aktivieren oder den Server auf Premium umzustellen.',
  'error.api.FEATURE_UNAVAILABLE':
    'Diese Funktion ist im Tarif des Servers nicht enthalten. Bitte deinen Hosting-Anbieter, den Server ' +
    'auf einen höheren Tarif umzustellen, der sie freischaltet.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Der Autor der Mod verbietet Downloads durch Dritte, daher kann sie nicht automatisch installiert ' +
    'werden. Lade sie von der Seite der Mod herunter und lade sie von Hand auf den Server hoch.',
  'error.api.USER_NOT_FOUND':
    'Dieser Benutzer wurde auf dem Server nicht gefunden. Prüfe den Namen und versuche es erneut.',
  'error.api.NOT_FOUND':
    'Die Mod oder Datei wurde beim Anbieter nicht gefunden; vielleicht wurde sie entfernt. Suche erneut ' +
    'und wähle eine aufgeführte Datei.',
  'error.api.CONFLICT':
    'Jemand anderes hat diesen Server im selben Moment geändert, daher wurde nichts übernommen. Sieh dir ' +
    'seinen aktuellen Zustand an und versuche es erneut.',
  'error.api.SERVER_SUSPENDED':
    'Der Server ist gesperrt, daher sind Änderungen blockiert. Wende dich an deinen Hosting-Anbieter, ' +
    'damit die Sperre aufgehoben wird.',
  'error.api.SERVER_INSTALLING':
    'Der Server wird noch eingerichtet. Versuche es erneut, sobald er bereit ist.',
  'error.api.ALREADY_EXISTS': 'Das gibt es bereits, daher wurde nichts Neues angelegt.',
  'error.api.LIMIT_REACHED':
    'Das Limit des Hosting-Panels ist erreicht. Entferne etwas Ungenutztes oder bitte deinen ' +
    'Hosting-Anbieter, es zu erhöhen.',
  'error.api.CONFIG_ERROR':
    'Der Hosting-Plattform fehlt die Konfiguration für diese Aktion. Wende dich an deinen Hosting-Anbieter ' +
    'und nenne die Anfrage-ID.',
  'error.api.INTERNAL_ERROR':
    'In der Hosting-API ist ein interner Fehler aufgetreten. Versuche es gleich noch einmal; wenn es ' +
    'weiter fehlschlägt, wende dich mit der Anfrage-ID an deinen Hosting-Anbieter.',
  'error.api.UPLOAD_FAILED':
    'Die Mod wurde geladen, konnte aber nicht auf den Server hochgeladen werden. Versuche es erneut; wenn ' +
    'es weiter fehlschlägt, prüfe, ob der Server läuft und freien Speicherplatz hat.',
  'error.api.SERVICE_UNAVAILABLE':
    'Die Hosting-Plattform hat gerade keine freie Kapazität (keine Nodes oder Ports) oder ihr Panel ist ' +
    'nicht erreichbar. Versuche es später erneut.',
  'error.ops.SERVER_SUSPENDED':
    'Der Server ist gesperrt, daher sind Änderungen blockiert. Hebe die Sperre im Hosting-Panel auf (meist ' +
    'über die zugehörige Abrechnung geklärt) und versuche es dann erneut.',
  'error.ops.ADDON_REQUIRED':
    'Mods und Plugins brauchen auf diesem Server das Mods-Add-on oder den Premium-Tarif. Aktiviere das ' +
    'Mods-Add-on für ihn im Hosting-Panel oder stelle ihn auf Premium um und versuche es dann erneut.',
  'error.ops.LIMIT_EXCEEDED':
    'Ein Kontingent deines Hosting-Kontos ist ausgeschöpft. Entferne etwas Ungenutztes oder lass das ' +
    'Kontingent bei der Hosting-Plattform erhöhen.',
  'error.ops.LIMIT_REACHED':
    'Das Limit des Hosting-Panels ist erreicht. Entferne etwas Ungenutztes oder erhöhe das Limit im ' +
    'Hosting-Panel.',
  'error.ops.FORBIDDEN':
    'Der API-Schlüssel des Bots darf das nicht. Erteile dem Schlüssel diese Berechtigung in den ' +
    'API-Einstellungen des Hosting-Panels oder verwende einen Schlüssel, der sie hat.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Diese Funktion ist im Tarif des Servers nicht enthalten. Stelle den Server im Hosting-Panel auf einen ' +
    'höheren Tarif um, um sie freizuschalten.',
  'error.ops.CONFIG_ERROR':
    'Der Hosting-Plattform fehlt die Konfiguration für diese Aktion. Wende dich an den Support der ' +
    'Hosting-Plattform und nenne die Anfrage-ID.',
  'error.ops.INTERNAL_ERROR':
    'In der Hosting-API ist ein interner Fehler aufgetreten. Versuche es gleich noch einmal; wenn es ' +
    'weiter fehlschlägt, wende dich mit der Anfrage-ID an den Support der Hosting-Plattform.',
  'error.ramBelowPlan':
    'So wenig RAM liegt unter dem Minimum des Tarifs von {bound}. Wähle {bound} oder mehr.',
  'error.ramAbovePlan':
    'So viel RAM liegt über dem Maximum des Tarifs von {bound}. Wähle {bound} oder weniger.',
  'error.client.RATE_LIMITED':
    'Die Hosting-API drosselt den Bot gerade. Warte eine Minute und versuche es erneut.',
  'error.client.NETWORK_ERROR':
    'Der Bot konnte die Hosting-API nicht erreichen. Versuche es gleich noch einmal.',
  'error.client.TIMEOUT':
    'Die Hosting-API hat nicht rechtzeitig geantwortet. Die Aktion kann trotzdem ausgeführt worden sein: ' +
    'Prüfe das, bevor du sie wiederholst.',
  'error.client.ABORTED': 'Die Anfrage wurde abgebrochen, bevor sie fertig war. Versuche es erneut.',
  'error.client.INVALID_RESPONSE':
    'Die Hosting-API hat eine Antwort geschickt, die der Bot nicht versteht. Versuche es erneut; wenn es ' +
    'so bleibt, melde die Anfrage-ID.',
  'error.tenantBusy':
    'Gerade zu viele Anfragen von diesem Server, versuche es in {seconds, number} Sek. erneut.',
  'error.store.read':
    'Der Bot konnte seine Datenbank nicht lesen, daher geht das gerade nicht. Es wurde nichts geändert; ' +
    'versuche es in einer Minute erneut.',
  'error.store.write':
    'Diese Änderung wurde nicht gespeichert: Die Datenbank des Bots antwortet nicht. Es wurde nichts ' +
    'geändert; versuche es in einer Minute erneut.',
  'error.api.failed': 'Die Hosting-API ist fehlgeschlagen (HTTP {status}). Versuche es gleich noch einmal.',
  'error.api.refused':
    'Die Hosting-API hat die Anfrage abgelehnt ({code}). Prüfe die Werte und versuche es erneut.',
  'error.internal':
    'Im Bot ist etwas schiefgelaufen. Das Team wurde über die Logs benachrichtigt; versuche es erneut.',
  'validation.text': '{field} muss Text sein.',
  'validation.required': '{field} ist erforderlich.',
  'validation.tooLong': '{field} darf höchstens {max, number} Zeichen lang sein.',
  'validation.wholeNumberAtLeast': '{field} muss eine ganze Zahl von mindestens {min, number} sein.',
  'validation.wholeNumberBetween': '{field} muss eine ganze Zahl von {min, number} bis {max, number} sein.',
  'validation.oneOf': '{field} muss einer dieser Werte sein: {values}.',
  'validation.ramNumber': 'RAM muss eine Zahl in GB sein.',
  'validation.ramSteps': 'RAM muss ein positives Vielfaches von 0,5 GB sein (zum Beispiel 2; 2,5 oder 3).',
  'validation.serverId': 'Das ist keine gültige Server-ID.',
  'validation.providerId': '{field} muss eine nicht leere ID sein.',
  'validation.boolean': '{field} muss true oder false sein.',
  'validation.addons': 'Add-ons müssen eine Liste von Add-ons sein, jedes gewählt oder nicht.',
  'validation.disk': 'Der Speicherplatz muss eine positive Zahl in GB sein.',
  'validation.emptyUpdate':
    'Gib mindestens einen der Werte RAM, Speicherplatz oder externe Referenz zum Aktualisieren an.',
  'validation.object': '{field} muss ein Objekt sein.',
  'validation.invalid':
    'Der Bot hat seine eigene Anfrage vor dem Senden als ungültig verworfen. Versuche es erneut.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number} T {hours, number} Std.',
  'unit.days': '{days, number} T',
  'unit.hoursMinutes': '{hours, number} Std. {minutes, number} Min.',
  'unit.hours': '{hours, number} Std.',
  'unit.minutes': '{minutes, number} Min.',
  'unit.seconds': '{seconds, number} Sek.',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Dieser Befehl ist hier nicht mehr verfügbar. Discord zeigt vielleicht noch eine alte Liste: Versuche ' +
    'es in einer Minute erneut.',
  'interaction.staleComponent':
    'Diese Schaltflächen stammen von einer älteren Version des Bots und funktionieren nicht mehr. Führe ' +
    'den Befehl erneut aus.',
  'interaction.guildsOnly': 'Dieser Bot funktioniert nur auf Servern.',
  'confirmation.retiredKind':
    'Diese Bestätigung gilt für eine Aktion, die der Bot nicht mehr anbietet; es wurde nichts geändert.',
  'permission.viewChannel': 'Kanal ansehen',
  'permission.sendMessages': 'Nachrichten senden',
  'permission.embedLinks': 'Links einbetten',
  'permission.cannotPost':
    'Der Bot kann in {channel} nicht posten: Er braucht dort {permissions}. Erteile sie in den ' +
    'Berechtigungen des Kanals (oder wähle einen anderen Kanal) und führe den Befehl erneut aus.',
  'quota.subscriptions':
    'Dieser Server hat sein Limit von {limit} Alarm-Abos erreicht. Entferne zuerst eines mit `/alerts ' +
    'unsubscribe` oder bitte die Betreiber des Bots, das Limit zu erhöhen.',
  'quota.boards':
    'Dieser Server hat sein Limit von {limit} Statustafeln erreicht. Entferne zuerst eine mit `/board ' +
    'remove` oder bitte die Betreiber des Bots, das Limit zu erhöhen.',
  'quota.usageWatches':
    'Dieser Server hat sein Limit von {limit} Auslastungswächtern erreicht. Entferne zuerst einen mit ' +
    '`/alerts unsubscribe kind:usage` oder bitte die Betreiber des Bots, das Limit zu erhöhen.',
  'interaction.rateLimitWait':
    '⏳ Die Hosting-API drosselt den Bot gerade; deine Antwort folgt, sobald der Bot wieder fragen darf, ' +
    '{when}.',
  'confirmation.ask': '{member}, bitte bestätige: Diese Anfrage läuft {expiresIn} ab.',
  'confirmation.onlyAsker': 'Nur das Mitglied, das gefragt hat, kann bestätigen.',
  'confirmation.confirm': 'Bestätigen',
  'confirmation.cancel': 'Abbrechen',
  'confirmation.working': '⏳ Wird erledigt …',
  'confirmation.cancelled': '✖️ Abgebrochen; es wurde nichts geändert.',
  'confirmation.promptExpired': '⌛ Diese Bestätigung ist abgelaufen; es wurde nichts geändert.',
  'confirmation.expired':
    '⌛ Diese Bestätigung ist abgelaufen oder nicht mehr bekannt; es wurde nichts geändert. Führe den ' +
    'Befehl erneut aus.',
  'confirmation.foreign': 'Nur das Mitglied, das gefragt hat, kann das bestätigen oder abbrechen.',
  'confirmation.denied':
    'Du hast die Berechtigungen für diese Aktion nicht mehr, daher wurde nichts geändert. Frag einen Admin ' +
    'dieses Servers.',
  'confirmation.used': 'Diese Bestätigung wurde bereits verwendet.',
  'page.previous': 'Zurück',
  'page.next': 'Weiter',
  'limits.andMore': '… und {count, plural, one {# weiterer} other {# weitere}}',
  'limits.notShown': '{count, plural, one {# weiterer nicht angezeigt} other {# weitere nicht angezeigt}}',
  'option.server': 'Der Server (wähle einen Vorschlag oder füge seine ID ein)',
  'option.guild_id': 'Der Community-Discord-Server (wähle einen, in dem der Bot ist, oder füge seine ID ein)',
  'command.access': 'Lege fest, welche Community-Discord-Server welche Server sehen',
  'command.access.link': 'Einen Community-Discord-Server einen Server sehen und verwalten lassen',
  'command.access.unlink': 'Einem Community-Discord-Server einen Server entziehen',
  'command.access.list': 'Zeigen, welche Discord-Server welche Server sehen',
  'command.access.list.guild_id': 'Nur dieser Community-Discord-Server (wähle einen oder füge seine ID ein)',
  'access.linked': '🔗 {server} mit {guild} verknüpft.',
  'access.alreadyLinked': '**{name}** war bereits mit {guild} verknüpft.',
  'access.membersSeeIt': 'Mitglieder dort mit „Server verwalten“ sehen den Server jetzt in ihren Befehlen.',
  'access.botNotInGuild':
    'Der Bot ist noch nicht auf diesem Discord-Server: Lade ihn dorthin ein, dann erscheinen die Befehle, ' +
    'sobald er beitritt.',
  'access.unlinked':
    '✂️ Verknüpfung von {server} mit {guild} aufgehoben; dieser Discord-Server kann ihn nicht mehr sehen ' +
    'oder verwalten.',
  'access.notLinked': '{server} war nicht mit {guild} verknüpft; es hat sich nichts geändert.',
  'access.guildHasNoLinks': '{guild} hat keine verknüpften Server.',
  'access.noLinks':
    'Noch ist kein Community-Discord-Server mit einem Server verknüpft. Verwende `/access link`.',
  'access.title': 'Zugriff der Discord-Server',
  'access.guildNotJoined': 'Discord-Server {guildId} (der Bot ist nicht dort)',
  'access.moreGuilds':
    '{count, plural, one {# weiterer Discord-Server ist verknüpft} other {# weitere Discord-Server sind ' +
    'verknüpft}}: Wähle einen mit guild_id, um seine Server zu sehen.',
  'permission.lost.unknownChannel': 'der Kanal wurde gelöscht',
  'permission.lost.missingAccess': 'der Bot hat keinen Zugriff mehr auf den Kanal',
  'permission.lost.missingPermissions': 'dem Bot fehlt die Berechtigung, dort zu posten',
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Der Ops-Discord-Server wirkt bereits auf jeden Server; verknüpfe nur Community-Discord-Server.',
  'access.notAGuild':
    'Das ist kein Discord-Server, den der Bot kennt: Wähle einen aus den Vorschlägen oder füge seine ID ' +
    'ein (Rechtsklick auf den Server, Server-ID kopieren).',
  // Language: /language.
} satisfies LocaleCatalogue;
