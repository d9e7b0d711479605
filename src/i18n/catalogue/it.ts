import type { LocaleCatalogue } from './en-US.js';

/** it: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Scegli un ruolo da menzionare, non @everyone: gli avvisi non menzionano mai tutti.',
  'alerts.roleNotMentionable':
    'Il bot non può menzionare {role}: il ruolo non è menzionabile e al bot manca il permesso ' +
    '"Menziona @everyone, @here e tutti i ruoli" in {channel}. Rendi il ruolo menzionabile ' +
    '(Impostazioni server, Ruoli) o concedi quel permesso al bot, poi esegui di nuovo il comando.',
  'alerts.usage.noThreshold':
    'Indica almeno una soglia da controllare (`cpu`, `ram` o `disk`, in percentuale).',
  'alerts.activity.title': 'Attività · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · le voci precedenti di questa raffica erano troppe da leggere; vedi /server activity',
  'alerts.provisioned.failedText':
    'Il server segnala {status}. Eliminalo e crealo di nuovo; se continua a non riuscire, contatta ' +
    "l'assistenza.",
  'alerts.provisioned.text': '{serverId} è configurato e segnala {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Provisioning non riuscito: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} è pronto',
  'alerts.provisioned.title': '{symbol} {name} ha completato il provisioning',
  'alerts.field.serverId': 'ID server',
  'alerts.field.status': 'Stato',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Gioco',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} è stato eliminato durante il provisioning; i suoi avvisi sono stati interrotti.',
  'alerts.deleted.text': '🗑️ {server} non esiste più (eliminato); i suoi avvisi sono stati interrotti.',
  'alerts.button.serverInfo': 'Info server',
  'alerts.button.resources': 'Risorse',
  'alerts.status.fromActivityLog': 'Dal registro attività',
  'alerts.status.downTitle': '{symbol} {server} è inattivo',
  'alerts.status.downText': '{server} segnala {status} da {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · seguirà un messaggio quando tornerà attivo',
  'alerts.status.backTitle': '{symbol} {server} è tornato dopo {downtime}',
  'alerts.status.backText':
    '{server} segnala di nuovo {status}: tornato dopo {downtime} (inattivo da {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Aggiornamento disponibile · {mod} su {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) ha una versione più recente su {server}.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) ha una versione più recente per {fitsFor} su {server}.',
  'alerts.modUpdate.installed': 'Installato: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nuovo: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nuovo: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '"Aggiorna" chiede prima una conferma; `/mods installed` elenca tutte le mod installate dal bot.',
  'alerts.modUpdate.withoutButton':
    'Aggiornala con `/mods install` e il nuovo file (chiede prima una conferma).',
  'alerts.modUpdate.button': 'Aggiorna',
  'alerts.usage.firedTitle': '🔥 {metric} oltre il {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} tornato alla normalità · {server}',
  'alerts.usage.firedText':
    '{server} ha {metric} oltre il {threshold, number} % da {minutes, plural, one {# minuto} many ' +
    '{# minuti} other {# minuti}}: ora {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} è tornato sotto il {threshold, number} % di {metric}: ora {value, number} %.',
  'alerts.usage.readAt': 'Valori letti {sampled}.',
  'alerts.usage.readJustNow': 'Valori letti proprio ora.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage interrompe questi avvisi',
  'alerts.ops.givenUp': '⚠️ Non è stato possibile pubblicare un avviso su {server} in {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Non è stato possibile pubblicare un avviso su {server} in {channel} su **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'È stato scartato perché gli avvisi successivi del server possano comunque partire. Finché un ' +
    'messaggio lì non va a buon fine, gli altri avvisi scartati in quel canale vengono solo ' +
    'registrati nel log.',
  'alerts.ops.notDeliveredWithin': 'non è stato consegnato entro {age}',
  'alerts.ops.notDeliveredWithinLastAnswer':
    'non è stato consegnato entro {age} (ultima risposta: {failure})',
  'alerts.ops.discordRefused': "Discord l'ha rifiutato ({failure})",
  'alerts.ops.paused': '⏸️ Avvisi in pausa: il bot non può più pubblicare in {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Avvisi in pausa: il bot non può più pubblicare in {channel} su **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {La sua iscrizione è in pausa e non verrà ritentata} many {Le sue # ' +
    'iscrizioni sono in pausa e non verranno ritentate} other {Le sue # iscrizioni sono in pausa e ' +
    'non verranno ritentate}}.',
  'alerts.ops.pausedResume':
    'Concedi al bot Visualizza canale, Invia messaggi e Incorpora link in quel canale (o scegline ' +
    'un altro), poi esegui di nuovo `/alerts subscribe` (o `/alerts usage` per gli avvisi di ' +
    'utilizzo) per riprendere.',
  'alerts.ops.setAside': '🗃️ Un record salvato non è leggibile ({reason}) ed è stato messo da parte: {key}.',
  'alerts.ops.setAsideEffect': 'Il bot continua senza; tutto il resto funziona normalmente.',
  'alerts.ops.setAsideKept':
    'Il suo valore originale è conservato in {setAsideKey} per esaminarlo o ripristinarlo ' +
    '(docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ La bacheca di stato in {board} è stata eliminata, quindi è stata pubblicata di nuovo. Se ' +
    'viene eliminata ancora va in pausa; `/board remove` lì la interrompe definitivamente.',
  'alerts.ops.boardPaused':
    '⏸️ La bacheca di stato in {board} è in pausa: {reason}. Risolvi il problema ed esegui di nuovo ' +
    '`/board create` lì per riprenderla, o `/board remove` per rimuoverla.',
  'alerts.everyServer': 'tutti i server',
  'alerts.everyServerIncludingLater': 'tutti i server, compresi quelli creati in seguito',
  'alerts.everyLinkedServerIncludingLater':
    'tutti i server collegati a questo server Discord, compresi quelli collegati in seguito',
  'alerts.list.paused': '⏸️ in pausa: {reason}; esegui di nuovo `{command}` per riprendere',
  'alerts.list.unlinked': 'non più collegato a questo server Discord, quindi non riceve nulla',
  'alerts.list.since': 'da {since}',
  'alerts.list.usage': 'utilizzo: {thresholds}',
  'alerts.list.title': 'Iscrizioni agli avvisi',
  'alerts.list.none':
    'Questo server Discord non ha ancora iscrizioni agli avvisi. Usa `/alerts subscribe` o `/alerts ' +
    'usage`.',
  'alerts.list.footer':
    'Pagina {page, number} di {pages, number} · {subscriptions, plural, one {# iscrizione} many {# ' +
    'iscrizioni} other {# iscrizioni}} · {watches, plural, one {# controllo di utilizzo} many {# ' +
    'controlli di utilizzo} other {# controlli di utilizzo}}',
  'alerts.list.paceClamped':
    "⚠️ L'utilizzo viene letto circa ogni {every} per server controllato, a causa del limite di " +
    "frequenza dell'API: troppo di rado per una finestra di {minutes, plural, one {# minuto} many " +
    '{# minuti} other {# minuti}}, quindi gli avvisi di utilizzo possono arrivare fino a {every} in ' +
    'ritardo.',
  'alerts.list.pace':
    "L'utilizzo viene letto circa ogni {every} per server controllato (a causa del limite di " +
    "frequenza dell'API).",
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} non riceve più gli avvisi di tipo {kind} per {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} non riceve più avvisi (eventi e utilizzo) per {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} non riceve più avvisi per {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} non riceve più avvisi di utilizzo per {what}.',
  'alerts.unsubscribe.none':
    '{channel} non ha iscrizioni per {what}; non è cambiato nulla. `/alerts list` mostra le ' +
    'iscrizioni di questo server Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} non ha iscrizioni di tipo {kind} per {what}; non è cambiato nulla. `/alerts list` ' +
    'mostra le iscrizioni di questo server Discord.',
  'alerts.kindLabel.provisioning': 'esiti del provisioning',
  'alerts.kindLabel.status': 'cambi di stato (inattività e ritorno con la durata)',
  'alerts.kindLabel.activity': 'nuove attività',
  'alerts.kindLabel.mods': 'aggiornamenti delle mod',
  'alerts.route.allEvents': 'tutti gli eventi',
  'alerts.route.pings': '{kind} (menziona {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (menziona {role}, anche al ripristino)',
  'alerts.subscribe.unchanged': '{channel} riceve già gli avvisi per {what}: {routes}; non è cambiato nulla.',
  'alerts.subscribe.done': '🔔 Da ora {channel} riceve gli avvisi per {what}: {kinds}.',
  'alerts.subscribe.resumed': '🔔 Ripreso: da ora {channel} riceve gli avvisi per {what}: {kinds}.',
  'alerts.subscribe.mentions': 'Menzionano {role} (i messaggi di ripristino no).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Menzionano {role}, anche nei messaggi di ripristino.',
  'alerts.subscribe.inAll': 'In tutto riceve: {routes}.',
  'alerts.subscribe.howToStop': 'Usa `/alerts unsubscribe` per interromperli.',
  'alerts.usage.threshold': '{metric} oltre il {threshold, number} %',
  'alerts.usage.thresholdsFor': '{thresholds} per {minutes, number} min',
  'alerts.usage.watching':
    '📈 Da ora {channel} riceve gli avvisi di utilizzo per {what}: {thresholds}, una volta quando ' +
    'inizia e una volta quando torna sotto.',
  'alerts.usage.paceClamped':
    "⚠️ Il budget dell'API permette al bot di leggere l'utilizzo di ogni server controllato solo " +
    'circa ogni {every}, troppo di rado per una finestra di {minutes, plural, one {# minuto} many ' +
    '{# minuti} other {# minuti}}: gli avvisi possono arrivare fino a {every} in ritardo.',
  'alerts.usage.pace': "L'utilizzo di ogni server controllato viene letto circa ogni {every}.",
  'alerts.usage.howToStop': 'Usa `/alerts unsubscribe kind:usage` per interromperli.',
  'command.alerts': 'Pubblica in un canale avvisi su provisioning, stato, attività e utilizzo',
  'command.alerts.subscribe': 'Pubblica da ora in un canale gli avvisi di un server (o di tutti)',
  'command.alerts.subscribe.channel': 'Il canale testuale o di annunci per gli avvisi',
  'command.alerts.subscribe.server': 'Solo questo server (lascia vuoto per tutti quelli che puoi vedere)',
  'command.alerts.subscribe.events': 'Quali avvisi (predefinito: tutti)',
  'command.alerts.subscribe.events.all': 'Tutti gli eventi',
  'option.events.provisioning': 'Esiti del provisioning',
  'option.events.status': 'Cambi di stato (inattività e ritorno)',
  'option.events.activity': 'Nuove attività',
  'option.events.mods': 'Aggiornamenti delle mod',
  'command.alerts.subscribe.ping': 'Un ruolo che questi avvisi menzionano',
  'command.alerts.subscribe.ping_recovery':
    'Menziona il ruolo anche al ripristino ("tornato dopo 12 min") (predefinito: no)',
  'command.alerts.usage': 'Avvisa in un canale quando un server resta sopra una soglia di CPU, RAM o disco',
  'command.alerts.usage.channel': 'Il canale testuale o di annunci per gli avvisi',
  'command.alerts.usage.server': 'Solo questo server (lascia vuoto per tutti quelli che puoi vedere)',
  'command.alerts.usage.cpu': 'Avvisa quando la CPU resta sopra questa percentuale (1-100)',
  'command.alerts.usage.ram': 'Avvisa quando la RAM resta sopra questa percentuale (1-100)',
  'command.alerts.usage.disk': 'Avvisa quando il disco resta sopra questa percentuale (1-100)',
  'command.alerts.usage.minutes':
    "Per quanto tempo un valore deve restare sopra prima dell'avviso (predefinito: 5)",
  'command.alerts.unsubscribe': 'Smetti di pubblicare avvisi in un canale',
  'command.alerts.unsubscribe.channel': 'Il canale testuale o di annunci per gli avvisi',
  'command.alerts.unsubscribe.server':
    "Il server dell'iscrizione (lascia vuoto per quella di tutti i server)",
  'command.alerts.unsubscribe.kind': 'Quali avvisi interrompere (predefinito: tutti)',
  'command.alerts.unsubscribe.kind.events': 'Avvisi sugli eventi (provisioning, stato, attività, mod)',
  'command.alerts.unsubscribe.kind.usage': 'Avvisi di utilizzo (soglie)',
  'command.alerts.unsubscribe.kind.all': 'Tutti gli avvisi',
  'command.alerts.unsubscribe.events': 'Interrompi solo questo tipo di avviso; il canale mantiene gli altri',
  'command.alerts.list':
    'Mostra le iscrizioni agli avvisi e i controlli di utilizzo di questo server Discord',
  'alerts.reason.channelDeleted': 'il canale è stato eliminato',
  'alerts.reason.lostAccess': "il bot ha perso l'accesso al canale",
  'alerts.reason.lacksPermission': 'il bot non ha il permesso di pubblicare lì',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
