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
  // Boards: /board and the live status board.
  'command.board': 'Un messaggio di stato in tempo reale dei tuoi server, modificato sul posto',
  'command.board.create': 'Pubblica in un canale una bacheca di stato in tempo reale, sempre aggiornata',
  'command.board.create.channel': 'Il canale testuale o di annunci per la bacheca',
  'command.board.remove': 'Rimuovi la bacheca di stato di un canale e il suo messaggio',
  'command.board.remove.channel': 'Il canale della bacheca',
  'command.board.list': 'Mostra le bacheche di stato di questo server Discord',
  'board.create.already':
    '{channel} ha già una bacheca di stato; nulla è cambiato. `/board remove` in quel canale la rimuove.',
  'board.create.posted':
    '📋 La bacheca di stato di {scope, select, ops {tutti i server dell’account} other {tutti i server ' +
    'collegati a questo server Discord}} compare in {channel} tra pochi istanti e da allora viene ' +
    'modificata sul posto.',
  'board.create.resumed':
    '📋 Ripresa: la bacheca di stato di {scope, select, ops {tutti i server dell’account} other {tutti i ' +
    'server collegati a questo server Discord}} compare in {channel} tra pochi istanti e da allora viene ' +
    'modificata sul posto.',
  'board.create.shows':
    'Mostra per ogni server lo stato, il gioco, le dimensioni, l’utilizzo (dove misurato) e l’indirizzo di ' +
    'connessione, e quanto sono recenti i dati.',
  'board.remove.done': '🗑️ Bacheca di stato di {channel} rimossa.',
  'board.remove.none':
    '{channel} non ha una bacheca di stato; nulla è cambiato. `/board list` mostra le bacheche di questo ' +
    'server Discord.',
  'board.list.none': 'Questo server Discord non ha ancora bacheche di stato. Usa `/board create`.',
  'board.list.title': 'Bacheche di stato',
  'board.list.footer':
    '{count, plural, one {{count} bacheca} many {{count} bacheche} other {{count} bacheche}}',
  'board.list.paused':
    '{channel} · ⏸️ in pausa: {reason}; esegui `/board create` in quel canale per riprenderla',
  'board.list.posting': '{channel} · in pubblicazione',
  'board.list.messages':
    '{channel} · {count, plural, one {# messaggio} many {# messaggi} other {# messaggi}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# messaggio} many {# messaggi} other {# messaggi}} · ultima modifica ' +
    '{when}',
  'board.title': 'Stato dei server',
  'board.titlePaged': 'Stato dei server ({page, number}/{pages, number})',
  'board.reading': 'Lettura dell’elenco dei server…',
  'board.empty': 'Ancora nessun server da mostrare.',
  'board.allClear': '✅ Niente richiede attenzione.',
  'board.needsAttention': '**Richiede attenzione** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} server} many {{count} server} other {{count} server}}**',
  'board.summary.kind':
    '{count} {kind, select, failed {con errori} suspended {sospesi} stopped {fermi} provisioning {in ' +
    'preparazione} deleting {in eliminazione} running {attivi} other {sconosciuti}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} avviso di utilizzo attivo} many {{count} avvisi di utilizzo attivi} ' +
    'other {{count} avvisi di utilizzo attivi}}',
  'board.reason.slowProvisioning': 'la preparazione richiede più del previsto',
  'board.reason.gameSilent': 'il gioco non risponde',
  'board.reason.unrecognised': 'uno stato che il bot non conosce',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Disco}} oltre il {threshold} %',
  'board.since': 'da {when}',
  'board.seenSince': 'visto da {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disco {percent}',
  'board.line.ram': '{size} di RAM',
  'board.line.disk': '{size} di disco',
  'board.freshness.every': 'aggiornata circa ogni {duration}',
  'board.freshness.notRead': '🕒 Non ancora letta; {every}',
  'board.freshness.updated': '🕒 Aggiornata {when}; {every}',
  'board.stale.unread':
    '⚠️ **Non aggiornata da {since}**: l’API di hosting non risponde; nessuno stato viene mostrato finché ' +
    'non risponde.',
  'board.stale.read':
    '⚠️ **Non aggiornata da {since}**: l’API di hosting non risponde; gli stati qui sotto risalgono a ' +
    '{readAt}.',
  'board.notListed':
    '… e {count, plural, one {# altro server non elencato} many {altri # server non elencati} other {altri ' +
    '# server non elencati}} qui: {filters} li mostra.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Chi ha fatto cosa, da quale server Discord, su quale server',
  'command.audit.channel':
    'Pubblica in un canale ogni voce di audit appena avviene (senza canale per smettere)',
  'command.audit.channel.channel': 'Il canale testuale o di annunci per le voci di audit',
  'command.audit.recent': 'Mostra le ultime voci di audit, dalla più recente',
  'command.audit.recent.server': 'Solo le voci su questo server',
  'command.audit.recent.member': 'Solo le voci di questo membro',
  'command.audit.recent.limit': 'Quante voci per pagina (predefinito: 10)',
  'command.audit.recent.kind': 'Solo le voci di questo tipo di azione',
  'command.audit.recent.kind.server.create': 'Server creati',
  'command.audit.recent.kind.server.update': 'Server aggiornati',
  'command.audit.recent.kind.server.delete': 'Server eliminati',
  'command.audit.recent.kind.mods.install': 'Mod installate o aggiornate',
  'command.audit.recent.kind.mods.update-check': 'Aggiornamenti di mod trovati',
  'command.audit.recent.kind.access.link': 'Server collegati a un server Discord',
  'command.audit.recent.kind.access.unlink': 'Server scollegati da un server Discord',
  'command.audit.recent.kind.alerts.subscribe': 'Iscrizioni agli avvisi',
  'command.audit.recent.kind.alerts.unsubscribe': 'Disiscrizioni dagli avvisi',
  'command.audit.recent.kind.board.create': 'Bacheche di stato create',
  'command.audit.recent.kind.board.remove': 'Bacheche di stato rimosse',
  'command.audit.recent.kind.audit.channel': 'Modifiche del canale di audit',
  'command.audit.recent.kind.usage.crossing': 'Soglie di utilizzo superate',
  'command.audit.recent.hours': 'Solo le voci delle ultime ore indicate',
  'audit.channel.stopped':
    'Le voci di audit non vengono più pubblicate. Restano comunque salvate: `/audit recent` le mostra.',
  'audit.channel.notPosting': 'Le voci di audit non venivano pubblicate da nessuna parte; nulla è cambiato.',
  'audit.channel.set':
    '📜 D’ora in poi {channel} riceve ogni voce di audit appena avviene. Esegui `/audit channel` senza ' +
    'canale per smettere.',
  'audit.recent.expired': 'Questa pagina è scaduta. Esegui di nuovo `/audit recent`.',
  'audit.recent.none': 'Nessuna voce di audit.',
  'audit.recent.noneFor': 'Nessuna voce di audit per {filters}.',
  'audit.recent.about': 'Voci di audit per {filters}',
  'audit.recent.title': 'Registro di audit',
  'audit.recent.footer':
    '{count, plural, one {# voce, dalla più recente} many {# voci, dalla più recente} other {# voci, dalla ' +
    'più recente}}',
  'audit.recent.newer': 'Più recenti',
  'audit.recent.older': 'Meno recenti',
  'audit.filter.server': 'il server {server}',
  'audit.filter.member': 'il membro {member}',
  'audit.filter.kind': 'il tipo «{kind}»',
  'audit.filter.hours': 'le ultime {hours} h',
  'audit.filter.and': '{first} e {second}',
  'audit.action.server.create':
    '{phase, select, done {ha creato un server{server}} asked {ha chiesto di creare un server{server}} ' +
    'other {ha provato a creare un server{server}}}',
  'audit.action.server.update':
    '{phase, select, done {ha aggiornato{server}} asked {ha chiesto di aggiornare{server}} other {ha ' +
    'provato ad aggiornare{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {ha eliminato{server}} asked {ha chiesto di eliminare{server}} other {ha provato ' +
    'a eliminare{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {ha installato una mod su{server}} asked {ha chiesto di installare una mod ' +
    'su{server}} other {ha provato a installare una mod su{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {ha trovato un aggiornamento di mod per{server}} asked {ha chiesto di cercare ' +
    'aggiornamenti di mod su{server}} other {ha provato a cercare aggiornamenti di mod su{server}}}',
  'audit.action.access.link':
    '{phase, select, done {ha collegato{server}} asked {ha chiesto di collegare{server}} other {ha provato ' +
    'a collegare{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {ha scollegato{server}} asked {ha chiesto di scollegare{server}} other {ha ' +
    'provato a scollegare{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {ha iscritto un canale agli avvisi di{server}} asked {ha chiesto di iscrivere un ' +
    'canale agli avvisi di{server}} other {ha provato a iscrivere un canale agli avvisi di{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {ha disiscritto un canale dagli avvisi di{server}} asked {ha chiesto di ' +
    'disiscrivere un canale dagli avvisi di{server}} other {ha provato a disiscrivere un canale dagli ' +
    'avvisi di{server}}}',
  'audit.action.board.create':
    '{phase, select, done {ha creato una bacheca di stato{server}} asked {ha chiesto di creare una bacheca ' +
    'di stato{server}} other {ha provato a creare una bacheca di stato{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {ha rimosso una bacheca di stato{server}} asked {ha chiesto di rimuovere una ' +
    'bacheca di stato{server}} other {ha provato a rimuovere una bacheca di stato{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {ha cambiato dove vengono pubblicate le voci di audit{server}} asked {ha chiesto ' +
    'di cambiare dove vengono pubblicate le voci di audit{server}} other {ha provato a cambiare dove ' +
    'vengono pubblicate le voci di audit{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {ha visto superata una soglia di utilizzo su{server}} asked {ha chiesto di ' +
    'monitorare l’utilizzo di{server}} other {ha provato a monitorare l’utilizzo di{server}}}',
  'audit.outcome.asked': '❔ In attesa della conferma del membro.',
  'audit.outcome.done': '✅ Fatto.',
  'audit.outcome.alerted': '🔔 Avvisato il canale che lo monitora.',
  'audit.outcome.refused': '⛔ Rifiutato ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Rifiutato dall’API di hosting ({code}).',
  'audit.outcome.refusedByBot': '⛔ Rifiutato dal bot ({code}).',
  'audit.outcome.cancelled': '✖️ Annullato dal membro; nulla è cambiato.',
  'audit.outcome.expired': '⌛ Scaduto senza risposta; nulla è cambiato.',
  'audit.outcome.conflict': '⚠️ Non applicato: qualcun altro ha modificato il server nel frattempo.',
  'audit.outcome.failedCode': '❌ Non riuscito ({code}).',
  'audit.outcome.failed': '❌ Non riuscito.',
  'audit.line.bot': '🤖 Il bot ({guild})',
  'audit.line.request': '· richiesta {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'da nessuna parte',
  'audit.value.above': 'sopra la soglia',
  'audit.value.under': 'di nuovo sotto la soglia',
  'audit.input.name': 'Nome',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Piano',
  'audit.input.game': 'Gioco',
  'audit.input.disk': 'Disco',
  'audit.input.external_reference': 'Riferimento esterno',
  'audit.input.channel': 'Canale',
  'audit.input.from': 'Da',
  'audit.input.to': 'A',
  'audit.input.kind': 'Tipo',
  'audit.input.events': 'Eventi',
  'audit.input.ping': 'Menzione',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minuti',
  'audit.input.provider': 'Fornitore',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'ID della mod',
  'audit.input.installed': 'Installata',
  'audit.input.newer': 'Più recente',
  'audit.input.newer_id': 'ID della più recente',
  'audit.input.state': 'Stato',
  'audit.input.threshold': 'Soglia',
  'audit.input.guild': 'Server Discord',
  'audit.input.file': 'File',
  'audit.input.file_id': 'ID del file',
  'audit.input.type': 'Tipo',
  'audit.input.updates': 'Sostituisce',
  'audit.poster.givenUp':
    '⚠️ Non è stato possibile pubblicare le voci di audit in {channel}: {detail}. Restano comunque ' +
    'registrate (vedi `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Le voci di audit non possono più essere pubblicate in {channel}: {reason}. Restano comunque ' +
    'registrate (vedi `/audit recent`); imposta di nuovo un canale con `/audit channel`.',
  // Language: /language.
} satisfies LocaleCatalogue;
