import type { CatalogueOf } from './en-US.js';

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
    'So wenig RAM liegt unter dem Minimum des Tarifs dieses Servers (der Eintrag des Tarifs im ' +
    'Hosting-Panel nennt es). Wähle mehr RAM.',
  'error.api.ABOVE_MAX_RAM':
    'So viel RAM liegt über dem Maximum des Tarifs dieses Servers (der Eintrag des Tarifs im ' +
    'Hosting-Panel nennt es). Wähle weniger RAM.',
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
    'Der Mod oder die Datei wurde beim Anbieter nicht gefunden; vielleicht wurde er oder sie entfernt. ' +
    'Suche erneut und wähle eine aufgeführte Datei.',
  'error.api.CONFLICT':
    'Jemand anderes hat diesen Server im selben Moment geändert, daher wurde nichts übernommen. Sieh dir ' +
    'seinen aktuellen Zustand an und versuche es erneut.',
  'error.api.SERVER_SUSPENDED':
    'Der Server ist gesperrt, daher sind Änderungen blockiert. Wende dich an deinen Hosting-Anbieter, ' +
    'damit die Sperre aufgehoben wird.',
  'error.api.SERVER_INSTALLING':
    'Der Server wird noch bereitgestellt. Versuche es erneut, sobald er bereit ist.',
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
    'Der Mod wurde geladen, konnte aber nicht auf den Server hochgeladen werden. Versuche es erneut; wenn ' +
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
  'error.client.RESPONSE_TOO_LARGE':
    'Die Hosting-API hat eine Antwort geschickt, die zu groß zum Lesen ist; der Bot hat sie verworfen. ' +
    'Versuche es mit einer engeren Suche erneut; wenn es so bleibt, melde die Anfrage-ID.',
  'error.tenantBusy':
    'Gerade kommen zu viele Anfragen von diesem Server. Versuche es in {seconds, number} s erneut.',
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
  'unit.daysHours': '{days, number} Tg. {hours, number} Std.',
  'unit.days': '{days, number} Tg.',
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
    'Dieser Server hat sein Limit von {limit} Benachrichtigungs-Abos erreicht. Entferne zuerst eines mit ' +
    '`/alerts unsubscribe` oder bitte die Betreiber des Bots, das Limit zu erhöhen.',
  'quota.boards':
    'Dieser Server hat sein Limit von {limit} Statusboards erreicht. Entferne zuerst eines mit `/board ' +
    'remove` oder bitte die Betreiber des Bots, das Limit zu erhöhen.',
  'quota.usageWatches':
    'Dieser Server hat sein Limit von {limit} Auslastungsüberwachungen erreicht. Entferne zuerst eine mit ' +
    '`/alerts unsubscribe kind:usage` oder bitte die Betreiber des Bots, das Limit zu erhöhen.',
  'interaction.rateLimitWait':
    '⏳ Die Hosting-API begrenzt gerade die Anfragen des Bots. Deine Antwort folgt, sobald die API wieder ' +
    'Anfragen annimmt, {when}.',
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
  'confirmation.used': 'Diese Bestätigung wurde bereits verwendet.',
  'page.previous': 'Zurück',
  'page.next': 'Weiter',
  'limits.andMore': '… und {count, plural, one {# weiterer} other {# weitere}}',
  'limits.notShown': '{count, plural, one {# weiterer nicht angezeigt} other {# weitere nicht angezeigt}}',
  'option.server': 'Der Server (wähle einen Vorschlag oder füge seine ID ein)',
  'option.guild_id': 'Der Community-Discord-Server (wähle einen, in dem der Bot ist, oder füge seine ID ein)',
  'command.access': 'Festlegen, welche Discord-Server welche Server sehen und wer was mit dem Bot tun darf',
  'command.access.link': 'Einen Community-Discord-Server einen Server sehen und verwalten lassen',
  'command.access.unlink': 'Einem Community-Discord-Server die Sicht auf einen Server entziehen',
  'command.access.list': 'Zeigen, welche Discord-Server welche Server sehen',
  'command.access.list.guild_id': 'Nur dieser Community-Discord-Server (wähle einen oder füge seine ID ein)',
  'access.linked': '🔗 {server} mit {guild} verknüpft.',
  'access.alreadyLinked': '**{name}** war bereits mit {guild} verknüpft.',
  'access.membersSeeIt':
    'Die Mitglieder dort sehen den Server jetzt in ihren Befehlen, so weit ihre Stufe reicht.',
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
  'permission.lacking': 'dem Bot fehlt dort {permissions}',
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
  'command.server.create': 'Einen Server erstellen; die Bereitstellung läuft im Hintergrund weiter',
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
  'server.info.lastRead': '🕓 {when} aus dem Hosting-Panel gelesen · wird neu gelesen …',
  'server.info.lastReadOnly': '🕓 {when} aus dem Hosting-Panel gelesen',
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
  'server.create.title': '{symbol} Bereitstellung gestartet: {name}',
  'server.create.description':
    'Der Server wird bereitgestellt. Diese Nachricht wird aktualisiert, sobald er bereit ist oder die ' +
    'Bereitstellung fehlschlägt.',
  'server.create.idPending': 'wird in Kürze vergeben',
  'server.delete.done': '🗑️ **{name}** {id} wurde gelöscht, samt Daten, Backups und DNS-Einträgen.',
  'server.delete.confirm': 'Endgültig löschen',
  'server.delete.title': '{name} löschen?',
  'server.delete.prompt':
    'Damit wird **{name}** {id} endgültig gelöscht.\n\nAlle Daten, Backups und DNS-Einträge werden aus dem ' +
    'Panel, SFTP und DNS entfernt. **Das kann nicht rückgängig gemacht oder wiederhergestellt werden.**',
  'server.alertButton.info': 'Serverinfo',
  'server.alertButton.resources': 'Ressourcen',
  'server.alertButton.acknowledge': 'Übernehmen',
  'alerts.ack.field': 'Übernommen',
  'alerts.ack.by': '{member} hat diese Benachrichtigung {ago} übernommen.',
  'alerts.ack.taken': '{member} hat diese Benachrichtigung bereits {ago} übernommen.',
  'alerts.ack.after': '{member} hatte sie {duration} nach Beginn übernommen.',
  'alerts.ack.afterSome':
    '{member} hatte den Vorfall auf ' +
    '{count, plural, one {# dieser Server} ' +
    'other {# dieser Server}}' +
    ' {duration} nach Beginn übernommen.',
  'server.alertButton.showAll': 'Alle anzeigen',
  'server.alertGroup.gone':
    'Die Liste dieses gebündelten Beitrags wird nicht mehr aufbewahrt; `/server list` zeigt alle Server.',
  'availability.name': 'Verfügbarkeit',
  'availability.notWatched':
    'Noch nicht beobachtet: `/alerts subscribe events:status` für diesen Server startet die Beobachtung.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
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
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
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
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Spieler',
  'chart.playersAxis': 'Spieler online',
  'fields.yes': 'ja',
  'fields.no': 'nein',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Antwortet ({latency, number} ms)',
  'game.checkedAgo': 'geprüft {when}',
  'game.notAnsweringSince': '🔴 Antwortet seit {since} nicht',
  'game.notAnswering': '🔴 Antwortet nicht (geprüft {when})',
  'game.noAnswerInTime': '⏳ Das Spiel hat nicht rechtzeitig geantwortet; versuch es gleich noch einmal.',
  'game.notQueried.noAddress': 'Nicht abgefragt: Der Server hat keine Verbindungsadresse.',
  'game.notQueried.unknownGame': 'Nicht abgefragt: Der Bot kann dieses Spiel nicht abfragen.',
  'game.notQueried.disabled': 'Spielabfragen sind bei diesem Bot ausgeschaltet.',
  'game.notQueried.hostNotAllowed': 'Nicht abgefragt: Der Bot darf diese Adresse nicht abfragen.',
  'game.notQueried.privateAddress': 'Nicht abgefragt: private oder reservierte Adresse.',
  'game.notQueried.unresolvable': 'Nicht abgefragt: Die Adresse lässt sich nicht auflösen.',
  'game.notQueried.protocolNotAllowed':
    'Nicht abgefragt: Der Bot fragt das Protokoll dieses Spiels nicht ab.',
  'game.notQueried.httpNotEnabled':
    'Nicht abgefragt: Dieses Spiel wird über HTTP abgefragt, und das ist bei diesem Bot ausgeschaltet.',
  'game.checking': '⏳ Das Spiel wird abgefragt …',
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
  'activity.action.provisioned': 'Bereitstellung abgeschlossen',
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
  'activity.action.reinstalled': 'Server neu installiert',
  'activity.action.started': 'Server gestartet',
  'activity.action.stopped': 'Server gestoppt',
  'activity.action.restarted': 'Server neu gestartet',
  'activity.action.modUpdated': 'Mod aktualisiert',
  'activity.action.modRemoved': 'Mod entfernt',
  'activity.action.pluginUpdated': 'Plugin aktualisiert',
  'activity.action.pluginRemoved': 'Plugin entfernt',
  'activity.action.backupCreated': 'Backup erstellt',
  'activity.action.backupRestored': 'Backup wiederhergestellt',
  'activity.action.backupDeleted': 'Backup gelöscht',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (Wortlaut der API)',
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
    'Der Loader-Filter funktioniert nur mit dem Anbieter CurseForge. Entferne ihn oder wechsle den Anbieter.',
  'mods.update.noRecord':
    'Der Bot hat keinen Eintrag mehr darüber, dass er diesen Mod auf dem Server installiert hat. Sieh ' +
    'unter `/mods installed` nach.',
  'mods.update.alreadyCurrent': '{mod} ist auf {server} bereits auf dem Stand {file}.',
  'mods.update.fileGone':
    'Der Katalog bietet diese Datei von {mod} nicht mehr an. Die aktuelle findest du unter `/mods ' +
    'installed`.',
  'command.mods': 'Mods und Plugins suchen, installieren und aktualisieren',
  'command.mods.search': 'Einen Katalog nach Mods oder Plugins durchsuchen, die zu einem Server passen',
  'command.mods.search.provider': 'Katalog (Standard: CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mods oder Plugins (Standard: Mods)',
  'command.mods.search.type.mods': 'Mods',
  'command.mods.search.type.plugins': 'Plugins',
  'command.mods.search.query': 'Suchbegriffe',
  'command.mods.search.game_version': 'Spielversion (Standard: die des Servers)',
  'command.mods.search.loader': 'Mod-Loader (nur CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Einen Mod oder ein Plugin auf einem Server installieren (mit Bestätigung)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
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
    '{serverId} · zu viele Einträge auf einmal, um alle zu lesen; `/server activity` zeigt die älteren',
  'alerts.provisioned.failedText':
    'Der Server meldet {status}. Lösche ihn und erstelle ihn neu; wenn es weiter fehlschlägt, wende ' +
    'dich an den Support.',
  'alerts.provisioned.text': '{serverId} ist bereitgestellt und meldet {status}.',
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
  'alerts.group.down': '{count, plural, one {# Server ausgefallen} other {# Server ausgefallen}}',
  'alerts.group.back': '{count, plural, one {# Server wieder da} other {# Server wieder da}}',
  'alerts.group.silent': '{count, plural, one {# Spiel antwortet nicht} other {# Spiele antworten nicht}}',
  'alerts.group.answering':
    '{count, plural, one {# Spiel antwortet wieder} other {# Spiele antworten wieder}}',
  'alerts.group.usageFired':
    '{count, plural, one {# Server über dem Schwellenwert} other {# Server über dem Schwellenwert}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# Server wieder unter dem Schwellenwert} ' +
    'other {# Server wieder unter dem Schwellenwert}}',
  'alerts.group.mixed':
    '{count, plural, one {# Server hat sich geändert} other {# Server haben sich geändert}}',
  'alerts.group.placeLine': '{place}: {servers}',
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
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Speicherplatz}} über {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Speicherplatz}} wieder normal · {server}',
  'alerts.usage.firedText':
    'Bei {server} liegt {metric, select, cpu {die CPU-Auslastung} ram {die RAM-Auslastung} other {die ' +
    'Speicherplatzbelegung}} seit {minutes, plural, one {# Minute} other {# Minuten}} über {threshold, ' +
    'number, ::percent scale/0.01}: jetzt {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'Bei {server} liegt {metric, select, cpu {die CPU-Auslastung} ram {die RAM-Auslastung} other {die ' +
    'Speicherplatzbelegung}} wieder unter {threshold, number, ::percent scale/0.01}: jetzt {value, ' +
    'number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Werte gelesen {sampled}.',
  'alerts.usage.readJustNow': 'Werte gerade eben gelesen.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage beendet diese Benachrichtigungen',
  'alerts.ops.givenUp':
    '⚠️ Eine Benachrichtigung zu {server} konnte nicht in {channel} gepostet werden: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Eine Benachrichtigung zu {server} konnte nicht in {channel} auf **{guild}** gepostet ' +
    'werden: {why}.',
  'alerts.ops.givenUpEffect':
    'Sie wurde verworfen, damit spätere Benachrichtigungen für den Server weiter rausgehen. Bis ein ' +
    'Beitrag in diesem Kanal gelingt, werden weitere dort gescheiterte Benachrichtigungen nur protokolliert.',
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
    '♻️ Das Statusboard in {board} wurde gelöscht und deshalb neu gepostet. Wird es wieder ' +
    'gelöscht, pausiert es; `/board remove` dort beendet es endgültig.',
  'alerts.ops.boardPaused':
    '⏸️ Das Statusboard in {board} ist pausiert: {reason}. Behebe das und führe dort erneut `/board ' +
    'create` aus, um es fortzusetzen, oder `/board remove`, um es zu entfernen.',
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
    '🔕 {channel} erhält für {what} keine Benachrichtigungen über {kind} mehr.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 {channel} erhält keine Benachrichtigungen (Ereignisse und Auslastung) mehr für {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} erhält keine Benachrichtigungen mehr für {what}.',
  'alerts.unsubscribe.stoppedUsage':
    '🔕 {channel} erhält keine Auslastungsbenachrichtigungen mehr für {what}.',
  'alerts.unsubscribe.none':
    '{channel} hat kein Abo für {what}; nichts geändert. `/alerts list` zeigt die Abos dieses ' +
    'Discord-Servers.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} hat für {what} kein Abo für Benachrichtigungen über {kind}; nichts geändert. `/alerts ' +
    'list` zeigt die Abos dieses Discord-Servers.',
  'alerts.kindLabel.provisioning': 'Ergebnisse der Bereitstellung',
  'alerts.kindLabel.status': 'Statusänderungen (Ausfall und Rückkehr mit Ausfallzeit)',
  'alerts.kindLabel.activity': 'neue Aktivität',
  'alerts.kindLabel.mods': 'Mod-Updates',
  'alerts.kindLabel.events': 'jedes Ereignis (Bereitstellung, Status, Aktivität, Mod-Updates)',
  'alerts.kindLabel.usage': 'Auslastung über einem Schwellenwert',
  'alerts.route.allEvents': 'alle Ereignisse',
  'alerts.route.pings': '{kind} (pingt {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (pingt {role}, auch bei Erholung)',
  'alerts.subscribe.unchanged':
    '{channel} erhält bereits Benachrichtigungen für {what}: {routes}; nichts geändert.',
  'alerts.subscribe.done': '🔔 {channel} erhält ab jetzt Benachrichtigungen für {what}: {kinds}.',
  'alerts.subscribe.resumed':
    '🔔 Fortgesetzt: {channel} erhält ab jetzt Benachrichtigungen für {what}: {kinds}.',
  'alerts.subscribe.mentions': 'Sie erwähnen {role} (Entwarnungen nicht).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Sie erwähnen {role}, auch bei Entwarnungen.',
  'alerts.subscribe.inAll': 'Insgesamt erhält er: {routes}.',
  'alerts.subscribe.howToStop': 'Mit `/alerts unsubscribe` beendest du sie.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {Speicherplatz}} über {threshold, number, ::percent ' +
    'scale/0.01}',
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
    'Benachrichtigen, wenn ein Server über einem Schwellenwert für CPU, RAM oder Speicherplatz bleibt',
  'command.alerts.usage.channel': 'Der Text- oder Ankündigungskanal für die Benachrichtigungen',
  'command.alerts.usage.server': 'Nur dieser Server (weglassen für alle Server, die du sehen darfst)',
  'command.alerts.usage.cpu': 'Melden, wenn die CPU über diesem Prozentwert bleibt (1-100)',
  'command.alerts.usage.ram': 'Melden, wenn der RAM über diesem Prozentwert bleibt (1-100)',
  'command.alerts.usage.disk':
    'Benachrichtigen, wenn die Speicherplatzbelegung über diesem Prozentwert bleibt (1-100)',
  'command.alerts.usage.minutes':
    'Wie lange ein Wert darüber bleiben muss, bevor gemeldet wird (Standard: 5)',
  'command.alerts.unsubscribe': 'Benachrichtigungen in einem Kanal beenden',
  'command.alerts.unsubscribe.channel': 'Der Text- oder Ankündigungskanal für die Benachrichtigungen',
  'command.alerts.unsubscribe.server': 'Der Server des Abos (leer lassen für das Abo aller Server)',
  'command.alerts.unsubscribe.kind': 'Welche Benachrichtigungen beendet werden (Standard: alle)',
  'command.alerts.unsubscribe.kind.events': 'Ereignisse (Bereitstellung, Status, Aktivität, Mods)',
  'command.alerts.unsubscribe.kind.usage': 'Auslastung (Schwellenwerte)',
  'command.alerts.unsubscribe.kind.all': 'Alle Benachrichtigungen',
  'command.alerts.unsubscribe.events': 'Nur diese Art von Ereignis beenden; der Kanal behält die anderen',
  'command.alerts.list':
    'Benachrichtigungs-Abos und Auslastungsüberwachungen dieses Discord-Servers anzeigen',
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
    '{kind, select, failed {{count, plural, one {# fehlgeschlagen} other {# fehlgeschlagen}}} suspended ' +
    '{{count, plural, one {# gesperrt} other {# gesperrt}}} stopped {{count, plural, one {# gestoppt} ' +
    'other {# gestoppt}}} provisioning {{count, plural, one {# in Bereitstellung} other {# in ' +
    'Bereitstellung}}} deleting {{count, plural, one {# wird gelöscht} other {# werden gelöscht}}} ' +
    'running {{count, plural, one {# laufend} other {# laufend}}} other {{count, plural, one {# ' +
    'unbekannt} other {# unbekannt}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} Auslastungsbenachrichtigung} other {{count} ' +
    'Auslastungsbenachrichtigungen}} aktiv',
  'board.reason.slowProvisioning': 'Bereitstellung dauert länger als erwartet',
  'board.reason.gameSilent': 'Spiel antwortet nicht',
  'board.reason.unrecognised': 'ein Zustand, den der Bot nicht kennt',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {Speicherplatz}} über {threshold, number, ::percent ' +
    'scale/0.01}',
  'board.since': 'seit {when}',
  'board.seenSince': 'gesehen seit {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'Speicherplatz {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} Speicherplatz',
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
  'board.pause.deletedAgain': 'seine Nachricht wurde erneut gelöscht, nachdem sie neu gepostet wurde',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Der Ops-Discord-Server wirkt bereits auf jeden Server; verknüpfe nur Community-Discord-Server.',
  'access.notAGuild':
    'Das ist kein Discord-Server, den der Bot kennt: Wähle einen aus den Vorschlägen oder füge seine ID ' +
    'ein (Rechtsklick auf den Server, Server-ID kopieren).',
  'access.needsLevel':
    'Dafür braucht es die Stufe **{level}**, die dir jemand mit „Server verwalten“ über eine deiner ' +
    'Rollen mit `/access role set` geben kann.',
  'option.level':
    'lesen: sehen; bedienen: auch Server, Mods, Benachrichtigungen, Statusboards ändern; verwalten: alles',
  'option.level.read': 'lesen',
  'option.level.operate': 'bedienen',
  'option.level.administer': 'verwalten',
  'option.role': 'Die Rolle (@everyone steht für alle Mitglieder)',
  'command.access.role': 'Rollen eine Stufe geben: was ihre Mitglieder hier mit dem Bot tun dürfen',
  'command.access.role.set': 'Einer Rolle eine Stufe geben (lesen, bedienen oder verwalten)',
  'command.access.role.remove': 'Einer Rolle ihre Stufe wieder entziehen',
  'command.access.role.list': 'Die Stufen zeigen, die Rollen hier haben',
  'access.role.granted': '🔑 {role} hat hier jetzt die Stufe **{level}**.',
  'access.role.changed': '🔑 {role} hat hier jetzt die Stufe **{level}** statt **{before}**.',
  'access.role.unchanged': '{role} hat hier bereits die Stufe **{level}**; nichts geändert.',
  'access.role.removed': '{role} hat hier die Stufe **{level}** nicht mehr.',
  'access.role.notGranted': '{role} hat hier keine Stufe; nichts geändert.',
  'access.role.title': 'Hier vergebene Stufen',
  'access.role.line': '{role}: **{level}**, vergeben von {member} {when}',
  'access.role.none': 'Noch keine Rolle hat hier eine Stufe: Vergib eine mit `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Mitglieder mit „Server verwalten“ haben jede Stufe; alle anderen nur, was ihren ' +
    'Rollen gegeben wurde.} other {Mitglieder mit „Server verwalten“ haben jede Stufe; jedes Mitglied ' +
    'kann die verknüpften Server dieses Discord-Servers lesen.}}',
  'quota.roleGrants':
    'Dieser Server hat sein Limit von {limit} Rollen mit einer Stufe erreicht. Entziehe zuerst einer ' +
    'davon mit `/access role remove` ihre Stufe.',
  'audit.action.access.role.set':
    '{phase, select, done {hat einer Rolle eine Stufe gegeben} asked {wollte einer Rolle eine ' +
    'Stufe geben} other {versuchte, einer Rolle eine Stufe zu geben}}',
  'audit.action.access.role.remove':
    '{phase, select, done {hat einer Rolle ihre Stufe entzogen} asked {wollte einer Rolle ihre ' +
    'Stufe entziehen} other {versuchte, einer Rolle ihre Stufe zu entziehen}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {versuchte, {command} für {server} zu benutzen} ' +
    'other {versuchte, {command} zu benutzen}}} other {{target, select, server {versuchte, einen ' +
    'Button oder ein Menü für {server} zu benutzen} other {versuchte, einen Button oder ein Menü ' +
    'zu benutzen}}}}',
  'command.audit.recent.kind.access.role.set': 'Rollen gegebene Stufen',
  'command.audit.recent.kind.access.role.remove': 'Rollen entzogene Stufen',
  'command.audit.recent.kind.access.refused': 'Wegen ihrer Stufe abgewiesene Mitglieder',
  'audit.input.role': 'Rolle',
  'audit.input.level': 'Stufe',
  'audit.input.command': 'Befehl',
  'audit.input.component': 'Button oder Menü',
  'command.audit': 'Wer hat was von welchem Discord-Server aus mit welchem Server gemacht',
  'command.audit.channel': 'Jeden Audit-Eintrag sofort in einem Kanal posten (ohne Kanal zum Beenden)',
  'command.audit.channel.channel': 'Der Text- oder Ankündigungskanal für die Audit-Einträge',
  'command.audit.recent': 'Die neuesten Audit-Einträge anzeigen, neueste zuerst',
  'command.audit.recent.server': 'Nur Einträge zu diesem Server',
  'command.audit.recent.member': 'Nur Einträge dieses Mitglieds',
  'command.audit.recent.limit': 'Einträge pro Seite (Standard 10)',
  'command.audit.recent.kind': 'Nur Einträge dieser Art von Aktion',
  'command.audit.recent.kind.server.create': 'Erstellte Server',
  'command.audit.recent.kind.server.update': 'Geänderte Server',
  'command.audit.recent.kind.server.delete': 'Gelöschte Server',
  'command.audit.recent.kind.mods.install': 'Installierte oder aktualisierte Mods',
  'command.audit.recent.kind.mods.update-check': 'Gefundene Mod-Updates',
  'command.audit.recent.kind.access.link': 'Mit einem Discord-Server verknüpfte Server',
  'command.audit.recent.kind.access.unlink': 'Von einem Discord-Server getrennte Server',
  'command.audit.recent.kind.alerts.subscribe': 'Benachrichtigungs-Abos',
  'command.audit.recent.kind.alerts.unsubscribe': 'Beendete Benachrichtigungs-Abos',
  'command.audit.recent.kind.alerts.acknowledge': 'Übernommene Benachrichtigungen',
  'command.audit.recent.kind.board.create': 'Erstellte Statusboards',
  'command.audit.recent.kind.board.remove': 'Entfernte Statusboards',
  'command.audit.recent.kind.audit.channel': 'Änderungen am Audit-Kanal',
  'command.audit.recent.kind.usage.crossing': 'Überschrittene Auslastungsschwellen',
  'command.audit.recent.hours': 'Nur Einträge, die höchstens so viele Stunden alt sind',
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
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {hat den Server {server} erstellt} other {hat einen ' +
    'Server erstellt}}} asked {{target, select, server {wollte den Server {server} erstellen} other ' +
    '{wollte einen Server erstellen}}} other {{target, select, server {versuchte, den Server {server} zu ' +
    'erstellen} other {versuchte, einen Server zu erstellen}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {hat {server} geändert} other {hat einen Server ' +
    'geändert}}} asked {{target, select, server {wollte {server} ändern} other {wollte einen Server ' +
    'ändern}}} other {{target, select, server {versuchte, {server} zu ändern} other {versuchte, einen ' +
    'Server zu ändern}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {hat {server} gelöscht} other {hat einen Server ' +
    'gelöscht}}} asked {{target, select, server {wollte {server} löschen} other {wollte einen Server ' +
    'löschen}}} other {{target, select, server {versuchte, {server} zu löschen} other {versuchte, einen ' +
    'Server zu löschen}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {hat einen Mod auf {server} installiert} other {hat ' +
    'einen Mod auf einem Server installiert}}} asked {{target, select, server {wollte einen Mod auf ' +
    '{server} installieren} other {wollte einen Mod auf einem Server installieren}}} other {{target, ' +
    'select, server {versuchte, einen Mod auf {server} zu installieren} other {versuchte, einen Mod auf ' +
    'einem Server zu installieren}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {hat ein Mod-Update für {server} gefunden} other {hat ' +
    'ein Mod-Update für einen Server gefunden}}} asked {{target, select, server {wollte {server} auf ' +
    'Mod-Updates prüfen} other {wollte einen Server auf Mod-Updates prüfen}}} other {{target, select, ' +
    'server {versuchte, {server} auf Mod-Updates zu prüfen} other {versuchte, einen Server auf ' +
    'Mod-Updates zu prüfen}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {hat {server} mit einem Discord-Server verknüpft} ' +
    'other {hat einen Server mit einem Discord-Server verknüpft}}} asked {{target, select, server {wollte ' +
    '{server} mit einem Discord-Server verknüpfen} other {wollte einen Server mit einem Discord-Server ' +
    'verknüpfen}}} other {{target, select, server {versuchte, {server} mit einem Discord-Server zu ' +
    'verknüpfen} other {versuchte, einen Server mit einem Discord-Server zu verknüpfen}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {hat die Verknüpfung von {server} mit einem ' +
    'Discord-Server gelöst} other {hat die Verknüpfung von einem Server mit einem Discord-Server ' +
    'gelöst}}} asked {{target, select, server {wollte die Verknüpfung von {server} mit einem ' +
    'Discord-Server lösen} other {wollte die Verknüpfung von einem Server mit einem Discord-Server ' +
    'lösen}}} other {{target, select, server {versuchte, die Verknüpfung von {server} mit einem ' +
    'Discord-Server zu lösen} other {versuchte, die Verknüpfung von einem Server mit einem Discord-Server ' +
    'zu lösen}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {hat einen Kanal für Benachrichtigungen zu {server} ' +
    'angemeldet} other {hat einen Kanal für Benachrichtigungen zu allen Servern angemeldet}}} asked ' +
    '{{target, select, server {wollte einen Kanal für Benachrichtigungen zu {server} anmelden} other ' +
    '{wollte einen Kanal für Benachrichtigungen zu allen Servern anmelden}}} other {{target, select, ' +
    'server {versuchte, einen Kanal für Benachrichtigungen zu {server} anzumelden} other {versuchte, ' +
    'einen Kanal für Benachrichtigungen zu allen Servern anzumelden}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {hat eine Benachrichtigung ' +
    'zu {server} übernommen} other {hat eine Benachrichtigung übernommen}}} ' +
    'asked {{target, select, server {wollte eine Benachrichtigung ' +
    'zu {server} übernehmen} other {wollte eine Benachrichtigung ' +
    'übernehmen}}} other {{target, select, server {versuchte, eine ' +
    'Benachrichtigung zu {server} zu übernehmen} other {versuchte, ' +
    'eine Benachrichtigung zu übernehmen}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {hat einen Kanal von Benachrichtigungen zu {server} ' +
    'abgemeldet} other {hat einen Kanal von Benachrichtigungen zu allen Servern abgemeldet}}} asked ' +
    '{{target, select, server {wollte einen Kanal von Benachrichtigungen zu {server} abmelden} other ' +
    '{wollte einen Kanal von Benachrichtigungen zu allen Servern abmelden}}} other {{target, select, ' +
    'server {versuchte, einen Kanal von Benachrichtigungen zu {server} abzumelden} other {versuchte, ' +
    'einen Kanal von Benachrichtigungen zu allen Servern abzumelden}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {hat ein Statusboard für {server} erstellt} other {hat ' +
    'ein Statusboard erstellt}}} asked {{target, select, server {wollte ein Statusboard für {server} ' +
    'erstellen} other {wollte ein Statusboard erstellen}}} other {{target, select, server {versuchte, ein ' +
    'Statusboard für {server} zu erstellen} other {versuchte, ein Statusboard zu erstellen}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {hat ein Statusboard für {server} entfernt} other {hat ' +
    'ein Statusboard entfernt}}} asked {{target, select, server {wollte ein Statusboard für {server} ' +
    'entfernen} other {wollte ein Statusboard entfernen}}} other {{target, select, server {versuchte, ein ' +
    'Statusboard für {server} zu entfernen} other {versuchte, ein Statusboard zu entfernen}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {hat geändert, wo Audit-Einträge gepostet werden} asked {wollte ändern, wo ' +
    'Audit-Einträge gepostet werden} other {versuchte zu ändern, wo Audit-Einträge gepostet werden}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {hat auf {server} eine überschrittene ' +
    'Auslastungsschwelle festgestellt} other {hat auf einem Server eine überschrittene ' +
    'Auslastungsschwelle festgestellt}}} asked {{target, select, server {wollte die Auslastung von ' +
    '{server} überwachen} other {wollte die Auslastung von einem Server überwachen}}} other {{target, ' +
    'select, server {versuchte, die Auslastung von {server} zu überwachen} other {versuchte, die ' +
    'Auslastung von einem Server zu überwachen}}}}',
  'audit.outcome.asked': '❔ Wartet auf die Bestätigung des Mitglieds.',
  'audit.outcome.done': '✅ Erledigt.',
  'audit.outcome.alerted': '🔔 Der beobachtende Kanal wurde benachrichtigt.',
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
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
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
  'audit.action.language.set':
    '{phase, select, done {hat die Sprache der Beiträge des Bots geändert} asked {wollte die Sprache der ' +
    'Beiträge des Bots ändern} other {versuchte, die Sprache der Beiträge des Bots zu ändern}}',
  'command.audit.recent.kind.language.set': 'Sprachänderungen',
  'audit.input.language': 'Sprache',
  'audit.value.languageAuto': 'die Discord-Sprache dieses Servers',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Deutsch',
  'language.set.chosen':
    '🌐 Die Nachrichten, die der Bot hier von sich aus sendet (Benachrichtigungen, Statusboards, ' +
    'Hinweise), sind jetzt auf {language}. Antworten an die einzelnen Mitglieder bleiben in deren eigener ' +
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
  'command.language': 'Die Sprache der Nachrichten wählen, die der Bot von sich aus auf diesem Server sendet',
  'command.language.set':
    'Die Sprache der Benachrichtigungen, Statusboards und Hinweise festlegen, die der Bot hier sendet',
  'command.language.set.language': 'Die Sprache oder die Discord-Sprache dieses Servers',
  'command.language.set.language.auto': 'Discord-Sprache dieses Servers',
  'command.language.show':
    'Die Sprache der Nachrichten anzeigen, die der Bot von sich aus auf diesem Server sendet',
  'quota.silences':
    'Dieser Discord-Server hat sein Limit von {limit} gleichzeitigen Stummschaltungen erreicht. Beende ' +
    'zuerst eine mit `/alerts silences` oder bitte die Betreiber des Bots, das Limit zu erhöhen.',
  'server.alertButton.silence': '1 h stummschalten',
  'silence.kind':
    '{kind, select, status {Statusänderungen} usage {Auslastungsbenachrichtigungen} game ' +
    '{Spielantworten} other {Aktivität}}',
  'silence.everyServer': 'jeden Server, den dieser Discord-Server sehen darf',
  'silence.everyChannel': 'jedem Kanal dieses Discord-Servers',
  'silence.set':
    '🔕 Stummgeschaltet bis {until} ({relative}): {kinds} für {what}, in {where}. `/alerts silences` ' +
    'listet die Stummschaltung auf und beendet sie vorzeitig.',
  'silence.gone':
    'Diese Stummschaltung ist schon vorbei oder wurde entfernt. `/alerts silences` listet die aktiven ' +
    'auf.',
  'silence.list.title': '🔕 Stummgeschaltete Benachrichtigungen',
  'silence.list.none':
    'Hier sind keine Benachrichtigungen stummgeschaltet. `/alerts silence` hält sie eine Weile zurück, ' +
    'etwa während einer Wartung.',
  'silence.list.line':
    '**{number}.** {kinds} für {what}, in {where}: bis {until} ({relative}), gesetzt von {member}',
  'silence.list.reason': 'Grund: {reason}',
  'silence.list.footer':
    'Seite {page, number} von {pages, number} · {count, plural, one {# Stummschaltung} other {# ' +
    'Stummschaltungen}}',
  'silence.endNow': 'Jetzt beenden ({number})',
  'silence.endedNow':
    '🔔 {member} hat die Stummschaltung von {kinds} für {what}, in {where}, beendet: Ihre ' +
    'Benachrichtigungen werden wieder gepostet.',
  'silence.field.reason': 'Grund',
  'silence.ended.title': '🔔 Stummschaltung vorbei',
  'silence.ended.titleStill':
    '🔔 Stummschaltung vorbei: {count, plural, one {# Server braucht noch Aufmerksamkeit} other {# Server ' +
    'brauchen noch Aufmerksamkeit}}',
  'silence.ended.expired':
    'Stummgeschaltet von {setBy} von {from} bis {to}; Benachrichtigungen werden wieder gepostet.',
  'silence.ended.endedBy':
    'Stummgeschaltet von {setBy} ab {from}, vorzeitig beendet von {by} um {to}; Benachrichtigungen ' +
    'werden wieder gepostet.',
  'silence.ended.stillDown': '{server} ist immer noch ausgefallen: {status} seit {since}.',
  'silence.ended.stillSilent': '{server} beantwortet seine Spielabfragen immer noch nicht, seit {since}.',
  'silence.ended.stillOver':
    '{server} liegt immer noch über seinem Schwellenwert für {metric, select, cpu {CPU} ram {RAM} other ' +
    '{Speicherplatz}} von {threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} liegt immer noch über seinem Schwellenwert für {metric, select, cpu {CPU} ram ' +
    '{RAM} other {Speicherplatz}} von {threshold, number, ::percent scale/0.01}, seit {since}.',
  'silence.ended.more': '… und {count, plural, one {# weiterer Server} other {# weitere Server}}.',
  'silence.ended.cameBack':
    'Während der Stummschaltung gestört und wieder in Ordnung (ausgefallen, Spiel antwortete nicht ' +
    'oder Schwelle überschritten): {servers}.',
  'silence.ended.others': '{count, plural, one {# weiterer Server} other {# weitere Server}}',
  'board.silencedUntil': '🔕 stummgeschaltet bis {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {hat Benachrichtigungen für {server} stummgeschaltet} ' +
    'other {hat Benachrichtigungen für jeden Server stummgeschaltet}}} asked {{target, select, server ' +
    '{wollte Benachrichtigungen für {server} stummschalten} other {wollte Benachrichtigungen für jeden ' +
    'Server stummschalten}}} other {{target, select, server {versuchte, Benachrichtigungen für {server} ' +
    'stummzuschalten} other {versuchte, Benachrichtigungen für jeden Server stummzuschalten}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {hat eine Stummschaltung für {server} beendet} other ' +
    '{hat eine Stummschaltung für jeden Server beendet}}} asked {{target, select, server {wollte eine ' +
    'Stummschaltung für {server} beenden} other {wollte eine Stummschaltung für jeden Server beenden}}} ' +
    'other {{target, select, server {versuchte, eine Stummschaltung für {server} zu beenden} other ' +
    '{versuchte, eine Stummschaltung für jeden Server zu beenden}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {sah eine Stummschaltung für {server} ablaufen} other ' +
    '{sah eine Stummschaltung für jeden Server ablaufen}}} asked {{target, select, server {wollte eine ' +
    'Stummschaltung für {server} beenden} other {wollte eine Stummschaltung für jeden Server beenden}}} ' +
    'other {{target, select, server {versuchte, eine Stummschaltung für {server} zu beenden} other ' +
    '{versuchte, eine Stummschaltung für jeden Server zu beenden}}}}',
  'command.audit.recent.kind.alerts.silence': 'Gesetzte Stummschaltungen',
  'command.audit.recent.kind.alerts.silence.end': 'Vorzeitig beendete Stummschaltungen',
  'command.audit.recent.kind.alerts.silence.expire': 'Abgelaufene Stummschaltungen',
  'audit.input.duration': 'Dauer',
  'audit.input.reason': 'Grund',
  'audit.input.kinds': 'Arten',
  'command.alerts.silence': 'Benachrichtigungen eine Weile zurückhalten, etwa während einer Wartung',
  'command.alerts.silence.duration': 'Wie lange sie zurückgehalten werden',
  'command.alerts.silence.duration.30': '30 Minuten',
  'command.alerts.silence.duration.60': '1 Stunde',
  'command.alerts.silence.duration.120': '2 Stunden',
  'command.alerts.silence.duration.240': '4 Stunden',
  'command.alerts.silence.duration.480': '8 Stunden',
  'command.alerts.silence.duration.720': '12 Stunden',
  'command.alerts.silence.duration.1440': '1 Tag',
  'command.alerts.silence.duration.2880': '2 Tage',
  'command.alerts.silence.duration.4320': '3 Tage',
  'command.alerts.silence.duration.10080': '7 Tage',
  'command.alerts.silence.server':
    'Der Server (Standard: jeder Server, den dieser Discord-Server sehen darf)',
  'command.alerts.silence.reason': 'Warum, für das Team (bis zu 200 Zeichen)',
  'command.alerts.silence.channel': 'Der Kanal (Standard: jeder Kanal dieses Discord-Servers)',
  'command.alerts.silence.kinds':
    'Welche Benachrichtigungen (Standard: Status, Auslastung, Spiel; nicht Aktivität)',
  'command.alerts.silence.kinds.default': 'Status, Auslastung und Spiel',
  'command.alerts.silence.kinds.all': 'Alle, auch Aktivität',
  'command.alerts.silence.kinds.status': 'Nur Statusänderungen',
  'command.alerts.silence.kinds.usage': 'Nur Auslastungsbenachrichtigungen',
  'command.alerts.silence.kinds.game': 'Nur Spielantworten',
  'command.alerts.silence.kinds.activity': 'Nur Aktivität',
  'command.alerts.silences': 'Die Stummschaltungen hier auflisten, jede mit „Jetzt beenden“',
} satisfies CatalogueOf<'de'>;
