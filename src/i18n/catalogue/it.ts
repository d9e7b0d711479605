import type { CatalogueOf } from './en-US.js';

/** it: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# ID richiesta: `{requestId}`',
  'error.serverNotFound':
    'Quel server non esiste o non è disponibile qui. Scegline uno dai suggerimenti o controlla l’ID.',
  'error.api.VALIDATION_ERROR':
    'L’API di hosting ha rifiutato la richiesta perché non valida. Controlla i valori e riprova.',
  'error.api.LIMIT_EXCEEDED':
    'È stata raggiunta una quota di questo account. Rimuovi qualcosa che non usi o chiedi al tuo provider ' +
    'di hosting di aumentare la quota.',
  'error.api.NO_CHANGE':
    'Non è cambiato nulla: il server ha già quella dimensione. Scegli un valore diverso.',
  'error.api.INVALID_RAM':
    'La RAM deve essere una quantità positiva a passi di 0,5 GB (per esempio 2; 2,5 o 3). Correggila e ' +
    'riprova.',
  'error.api.BELOW_MIN_RAM':
    'Questa quantità di RAM è sotto il minimo del piano del server (la scheda del piano nel pannello di ' +
    'hosting lo indica). Scegli più RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Questa quantità di RAM è sopra il massimo del piano del server (la scheda del piano nel pannello di ' +
    'hosting lo indica). Scegli meno RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Così si supererebbe la RAM totale concessa all’account di hosting. Prima riduci o elimina un altro ' +
    'server, oppure aumenta il limite.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Il server usa più disco di quanto consenta la dimensione inferiore, quindi non può essere ' +
    'ridimensionato. Prima libera spazio sul suo disco.',
  'error.api.AUTH_REQUIRED':
    'L’API di hosting ha rifiutato la chiave API del bot. Un amministratore deve controllare ' +
    'HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'La chiave API del bot non ha il permesso di farlo. Chiedi al tuo provider di hosting di concedere ' +
    'questo permesso al bot.',
  'error.api.ADDON_REQUIRED':
    'Mod e plugin richiedono l’add-on Mod o il piano Premium su questo server. Chiedi al tuo provider di ' +
    'hosting di attivare l’add-on Mod o di passare il server a Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Questa funzione non è disponibile nel piano del server. Chiedi al tuo provider di hosting di passare ' +
    'il server a un piano superiore che la sblocchi.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'L’autore della mod vieta i download da parte di terzi, quindi non può essere installata ' +
    'automaticamente. Scaricala dalla pagina della mod e caricala a mano sul server.',
  'error.api.USER_NOT_FOUND': 'Quell’utente non è stato trovato sul server. Controlla il nome e riprova.',
  'error.api.NOT_FOUND':
    'La mod o il file non è stato trovato presso il provider; potrebbe essere stato rimosso. Cerca di ' +
    'nuovo e scegli un file dall’elenco.',
  'error.api.CONFLICT':
    'Qualcun altro ha modificato questo server nello stesso momento, quindi non è stato applicato nulla. ' +
    'Controlla il suo stato attuale e riprova.',
  'error.api.SERVER_SUSPENDED':
    'Il server è sospeso, quindi le modifiche sono bloccate. Contatta il tuo provider di hosting per far ' +
    'revocare la sospensione.',
  'error.api.SERVER_INSTALLING': 'Il server è ancora in fase di provisioning. Riprova quando sarà pronto.',
  'error.api.ALREADY_EXISTS': 'Esiste già, quindi non è stato creato nulla di nuovo.',
  'error.api.LIMIT_REACHED':
    'È stato raggiunto il limite del pannello di hosting. Rimuovi qualcosa che non usi o chiedi al tuo ' +
    'provider di hosting di aumentarlo.',
  'error.api.CONFIG_ERROR':
    'Alla piattaforma di hosting manca la configurazione per questa azione. Contatta il tuo provider di ' +
    'hosting indicando l’ID della richiesta.',
  'error.api.INTERNAL_ERROR':
    'L’API di hosting ha avuto un errore interno. Riprova tra poco; se continua a non funzionare, contatta ' +
    'il tuo provider di hosting indicando l’ID della richiesta.',
  'error.api.UPLOAD_FAILED':
    'La mod è stata scaricata ma non è stato possibile caricarla sul server. Riprova; se continua a non ' +
    'funzionare, controlla che il server sia acceso e abbia spazio libero su disco.',
  'error.api.SERVICE_UNAVAILABLE':
    'La piattaforma di hosting al momento non ha capacità libera (né nodi né porte) oppure il suo pannello ' +
    'non è raggiungibile. Riprova più tardi.',
  'error.ops.SERVER_SUSPENDED':
    'Il server è sospeso, quindi le modifiche sono bloccate. Revoca la sospensione nel pannello di hosting ' +
    '(di solito si risolve con la fatturazione collegata), poi riprova.',
  'error.ops.ADDON_REQUIRED':
    'Mod e plugin richiedono l’add-on Mod o il piano Premium su questo server. Attiva l’add-on Mod per il ' +
    'server nel pannello di hosting, oppure passalo a Premium, poi riprova.',
  'error.ops.LIMIT_EXCEEDED':
    'È stata raggiunta una quota del tuo account di hosting. Rimuovi qualcosa che non usi o fai aumentare ' +
    'la quota dalla piattaforma di hosting.',
  'error.ops.LIMIT_REACHED':
    'È stato raggiunto il limite del pannello di hosting. Rimuovi qualcosa che non usi o aumenta il limite ' +
    'nel pannello di hosting.',
  'error.ops.FORBIDDEN':
    'La chiave API del bot non ha il permesso di farlo. Concedi questo permesso alla chiave nelle ' +
    'impostazioni API del pannello di hosting, oppure usa una chiave che lo abbia.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Questa funzione non è disponibile nel piano del server. Passa il server a un piano superiore nel ' +
    'pannello di hosting per sbloccarla.',
  'error.ops.CONFIG_ERROR':
    'Alla piattaforma di hosting manca la configurazione per questa azione. Contatta l’assistenza della ' +
    'piattaforma di hosting indicando l’ID della richiesta.',
  'error.ops.INTERNAL_ERROR':
    'L’API di hosting ha avuto un errore interno. Riprova tra poco; se continua a non funzionare, contatta ' +
    'l’assistenza della piattaforma di hosting indicando l’ID della richiesta.',
  'error.ramBelowPlan':
    'Questa quantità di RAM è sotto il minimo del piano tariffario, pari a {bound}. Scegli {bound} o più.',
  'error.ramAbovePlan':
    'Questa quantità di RAM supera il massimo del piano tariffario, pari a {bound}. Scegli {bound} o meno.',
  'error.client.RATE_LIMITED':
    'L’API di hosting sta limitando le richieste del bot in questo momento. Aspetta un minuto e riprova.',
  'error.client.NETWORK_ERROR': 'Il bot non è riuscito a raggiungere l’API di hosting. Riprova tra poco.',
  'error.client.TIMEOUT':
    'L’API di hosting non ha risposto in tempo. L’azione potrebbe essere avvenuta comunque: controlla ' +
    'prima di ripeterla.',
  'error.client.ABORTED': 'La richiesta è stata annullata prima di terminare. Riprova.',
  'error.client.INVALID_RESPONSE':
    'L’API di hosting ha inviato una risposta che il bot non capisce. Riprova; se il problema persiste, ' +
    'segnala l’ID della richiesta.',
  'error.client.RESPONSE_TOO_LARGE':
    'L’API di hosting ha inviato una risposta troppo grande da leggere, quindi il bot l’ha scartata. ' +
    'Riprova con una ricerca più precisa; se il problema persiste, segnala l’ID della richiesta.',
  'error.tenantBusy': 'Troppe richieste da questo server in questo momento. Riprova tra {seconds, number} s.',
  'error.store.read':
    'Il bot non è riuscito a leggere il suo database, quindi al momento non può farlo. Non è stato ' +
    'modificato nulla; riprova tra un minuto.',
  'error.store.write':
    'La modifica non è stata salvata: il database del bot non risponde. Non è stato modificato nulla; ' +
    'riprova tra un minuto.',
  'error.api.failed': 'L’API di hosting non ha funzionato (HTTP {status}). Riprova tra poco.',
  'error.api.refused': 'L’API di hosting ha rifiutato la richiesta ({code}). Controlla i valori e riprova.',
  'error.internal': 'Qualcosa è andato storto nel bot. Il team è stato avvisato tramite i log; riprova.',
  'validation.text': '{field} deve essere un testo.',
  'validation.required': '{field} è obbligatorio.',
  'validation.tooLong': '{field} deve avere al massimo {max, number} caratteri.',
  'validation.wholeNumberAtLeast': '{field} deve essere un numero intero pari almeno a {min, number}.',
  'validation.wholeNumberBetween': '{field} deve essere un numero intero da {min, number} a {max, number}.',
  'validation.oneOf': '{field} deve essere uno di questi valori: {values}.',
  'validation.ramNumber': 'La RAM deve essere un numero di GB.',
  'validation.ramSteps': 'La RAM deve essere un multiplo positivo di 0,5 GB (per esempio 2; 2,5 o 3).',
  'validation.serverId': 'Non è un ID server valido.',
  'validation.providerId': '{field} deve essere un ID non vuoto.',
  'validation.boolean': '{field} deve essere true o false.',
  'validation.addons': 'Gli add-on devono essere un elenco di add-on, ognuno scelto o no.',
  'validation.disk': 'Il disco deve essere un numero positivo di GB.',
  'validation.emptyUpdate': 'Indica almeno uno tra RAM, disco o riferimento esterno da aggiornare.',
  'validation.object': '{field} deve essere un oggetto.',
  'validation.invalid':
    'Il bot ha scartato la propria richiesta perché non valida prima di inviarla. Riprova.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number} g {hours, number} h',
  'unit.days': '{days, number} g',
  'unit.hoursMinutes': '{hours, number} h {minutes, number} min',
  'unit.hours': '{hours, number} h',
  'unit.minutes': '{minutes, number} min',
  'unit.seconds': '{seconds, number} s',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Questo comando non è più disponibile qui. Discord potrebbe mostrare ancora un vecchio elenco: riprova ' +
    'tra un minuto.',
  'interaction.staleComponent':
    'Questi pulsanti vengono da una versione precedente del bot e non funzionano più. Esegui di nuovo il ' +
    'comando.',
  'interaction.guildsOnly': 'Questo bot funziona solo all’interno dei server.',
  'confirmation.retiredKind':
    'Questa conferma riguarda un’azione che il bot non offre più; non è stato modificato nulla.',
  'permission.viewChannel': 'Visualizza canale',
  'permission.sendMessages': 'Invia messaggi',
  'permission.embedLinks': 'Incorpora link',
  'permission.cannotPost':
    'Il bot non può pubblicare in {channel}: gli servono {permissions} lì. Concedili nei permessi del ' +
    'canale (o scegli un altro canale) ed esegui di nuovo il comando.',
  'quota.subscriptions':
    'Questo server ha raggiunto il limite di {limit} iscrizioni agli avvisi. Prima rimuovine una con ' +
    '`/alerts unsubscribe` o chiedi agli operatori del bot di aumentare il limite.',
  'quota.boards':
    'Questo server ha raggiunto il limite di {limit} bacheche di stato. Prima rimuovine una con `/board ' +
    'remove` o chiedi agli operatori del bot di aumentare il limite.',
  'quota.usageWatches':
    'Questo server ha raggiunto il limite di {limit} monitoraggi dell’utilizzo. Prima rimuovine uno con ' +
    '`/alerts unsubscribe kind:usage` o chiedi agli operatori del bot di aumentare il limite.',
  'interaction.rateLimitWait':
    '⏳ L’API di hosting sta limitando le richieste del bot. La risposta arriva appena l’API accetta di ' +
    'nuovo richieste, {when}.',
  'confirmation.ask': '{member}, conferma per favore: questa richiesta scade {expiresIn}.',
  'confirmation.onlyAsker': 'Solo il membro che ha chiesto può confermare.',
  'confirmation.confirm': 'Conferma',
  'confirmation.cancel': 'Annulla',
  'confirmation.working': '⏳ Ci sto lavorando…',
  'confirmation.cancelled': '✖️ Annullato; non è stato modificato nulla.',
  'confirmation.promptExpired': '⌛ Questa conferma è scaduta; non è stato modificato nulla.',
  'confirmation.expired':
    '⌛ Questa conferma è scaduta o non è più riconosciuta; non è stato modificato nulla. Esegui di nuovo ' +
    'il comando.',
  'confirmation.foreign': 'Solo il membro che ha chiesto può confermare o annullare.',
  'confirmation.used': 'Questa conferma è già stata usata.',
  'page.previous': 'Precedente',
  'page.next': 'Successiva',
  'limits.andMore': '…e {count, plural, one {# altro} many {altri #} other {altri #}}',
  'limits.notShown':
    '{count, plural, one {# altro non mostrato} many {altri # non mostrati} other {altri # non mostrati}}',
  'option.server': 'Il server (scegli un suggerimento o incolla il suo ID)',
  'option.guild_id': 'Il server Discord della community (scegline uno in cui c’è il bot o incolla il suo ID)',
  'command.access': 'Decidi quali server Discord vedono quali server e chi può fare cosa con il bot',
  'command.access.link': 'Permetti a un server Discord di una community di vedere e gestire un server',
  'command.access.unlink': 'Impedisci a un server Discord di una community di vedere un server',
  'command.access.list': 'Mostra quali server Discord vedono quali server',
  'command.access.list.guild_id':
    'Solo questo server Discord della community (scegline uno o incolla il suo ID)',
  'access.linked': '🔗 {server} collegato a {guild}.',
  'access.alreadyLinked': '**{name}** era già collegato a {guild}.',
  'access.membersSeeIt': 'I suoi membri ora vedono il server nei loro comandi, secondo il loro livello.',
  'access.botNotInGuild':
    'Il bot non è ancora in quel server Discord: invitalo lì e i comandi compariranno quando entrerà.',
  'access.unlinked':
    '✂️ {server} scollegato da {guild}; quel server Discord non può più vederlo né agire su di esso.',
  'access.notLinked': '{server} non era collegato a {guild}; non è cambiato nulla.',
  'access.guildHasNoLinks': '{guild} non ha server collegati.',
  'access.noLinks':
    'Nessun server Discord di una community è ancora collegato a un server. Usa `/access link`.',
  'access.title': 'Accesso dei server Discord',
  'access.guildNotJoined': 'Server Discord {guildId} (il bot non ne fa parte)',
  'access.moreGuilds':
    '{count, plural, one {È collegato # altro server Discord} many {Sono collegati altri # server Discord} ' +
    'other {Sono collegati altri # server Discord}}: scegline uno con guild_id per vederne i server.',
  'permission.lost.unknownChannel': 'il canale è stato eliminato',
  'permission.lost.missingAccess': 'il bot ha perso l’accesso al canale',
  'permission.lost.missingPermissions': 'il bot non ha il permesso di pubblicare lì',
  'permission.lacking': 'al bot manca {permissions} lì',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Niente da modificare: indica almeno uno tra ram, disk o external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disco {before} → {after}',
  'server.update.changedReference': 'riferimento esterno «{before}» → «{after}»',
  'server.update.changedStatus': 'stato {before} → {after}',
  'server.update.concurrentChange':
    'Qualcuno ha modificato questo server mentre lo stavi aggiornando ({changes}), quindi la tua modifica ' +
    'non è stata applicata. Controlla i nuovi valori ed esegui di nuovo il comando.',
  'server.update.concurrentUnseenChange':
    'Qualcuno ha modificato questo server mentre lo stavi aggiornando, quindi la tua modifica non è stata ' +
    'applicata. Controlla i valori attuali con `/server info` ed esegui di nuovo il comando.',
  'server.update.done': '✅ {server} aggiornato',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disco: {before} → {after}',
  'server.update.lineReference': 'Riferimento esterno: {before} → {after}',
  'server.update.noReference': 'nessuno',
  'server.update.unchanged': 'Aveva già questi valori; non è cambiato nulla.',
  'command.server': 'Crea, consulta, ridimensiona ed elimina server di gioco in hosting',
  'command.server.list': 'Elenca i server, con filtri e ordinamento',
  'command.server.list.status': 'Solo i server con questo stato (scegline uno o scrivine un altro)',
  'command.server.list.game': 'Solo i server di questo gioco',
  'command.server.list.search': 'Il nome contiene questo testo',
  'command.server.list.sort': 'Ordina per',
  'command.server.list.sort.createdAt': 'Data di creazione',
  'command.server.list.sort.name': 'Nome',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Stato',
  'command.server.list.order': 'Ordine',
  'command.server.list.order.asc': 'Crescente',
  'command.server.list.order.desc': 'Decrescente',
  'command.server.info': 'Mostra un server: stato, piano, limiti, add-on e versione',
  'command.server.create': 'Crea un server; il provisioning prosegue in background',
  'command.server.create.name': 'Nome del server',
  'command.server.create.ram': 'RAM in GB, a passi di 0,5',
  'command.server.create.game': 'ID del gioco (predefinito: quello dell’API)',
  'command.server.create.game_type': 'Variante del gioco (predefinita: quella dell’API)',
  'command.server.create.game_version': 'Versione del gioco (predefinita: quella dell’API)',
  'command.server.create.plan': 'Livello del piano (predefinito: premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Seleziona l’add-on Mod',
  'command.server.create.external_reference': 'Il tuo riferimento, ad es. un numero d’ordine',
  'command.server.update': 'Ridimensiona un server o cambia il suo riferimento esterno',
  'command.server.update.ram': 'Nuova RAM in GB, a passi di 0,5',
  'command.server.update.disk': 'Nuovo disco in GB',
  'command.server.update.external_reference': 'Nuovo riferimento esterno',
  'command.server.delete': 'Elimina un server in modo definitivo (chiede conferma)',
  'command.server.resources': 'CPU, memoria, disco, rete e uptime attuali, con un grafico di utilizzo',
  'command.server.resources.hours': 'Intervallo del grafico di utilizzo in ore (1-24, predefinito 6)',
  'command.server.activity': 'Attività recente: creazioni, ridimensionamenti, installazioni e altro',
  'server.list.expired': 'Questo elenco è scaduto. Esegui di nuovo `/server list`.',
  'server.list.title': 'Server',
  'server.list.empty': 'Nessun server corrisponde.',
  'server.list.pageOf':
    'Pagina {page, number} di {pages, number} · {total, plural, one {# server} many {# server} other {# ' +
    'server}}',
  'server.list.page': 'Pagina {page, number}',
  'server.list.filterStatus': 'stato {status}',
  'server.list.filterGame': 'gioco {game}',
  'server.list.filterSearch': 'il nome contiene «{search}»',
  'server.list.filterSort': 'ordinati per {sort}',
  'server.list.filterAscending': 'crescente',
  'server.list.filterDescending': 'decrescente',
  'server.info.connect': '🔌 Connettiti a {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 Letto dal pannello di hosting {when} · nuova lettura in corso…',
  'server.info.lastReadOnly': '🕓 Letto dal pannello di hosting {when}',
  'server.field.status': 'Stato',
  'server.field.plan': 'Piano',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disco',
  'server.field.game': 'Gioco',
  'server.field.externalReference': 'Riferimento esterno',
  'server.field.created': 'Creato',
  'server.field.addons': 'Componenti aggiuntivi',
  'server.field.limits': 'Limiti',
  'server.field.serverId': 'ID del server',
  'server.create.title': '{symbol} Provisioning avviato: {name}',
  'server.create.description':
    'Il server è in fase di provisioning. Questo messaggio si aggiornerà quando sarà pronto o se il ' +
    'provisioning non riesce.',
  'server.create.idPending': 'assegnato a breve',
  'server.delete.done': '🗑️ **{name}** {id} eliminato, insieme a dati, backup e record DNS.',
  'server.delete.confirm': 'Elimina definitivamente',
  'server.delete.title': 'Eliminare {name}?',
  'server.delete.prompt':
    'Questa azione elimina definitivamente **{name}** {id}.\n\nTutti i suoi dati, backup e record DNS ' +
    'vengono rimossi dal pannello, da SFTP e dal DNS. **L’operazione non può essere annullata né ' +
    'ripristinata.**',
  'server.alertButton.info': 'Info server',
  'server.alertButton.resources': 'Risorse',
  'server.alertButton.acknowledge': 'Prendi in carico',
  'alerts.ack.field': 'Preso in carico',
  'alerts.ack.by': '{member} ha preso in carico questo avviso {ago}.',
  'alerts.ack.taken': '{member} ha già preso in carico questo avviso {ago}.',
  'alerts.ack.after': '{member} l’aveva preso in carico {duration} dopo l’inizio.',
  'alerts.ack.afterSome':
    '{member} aveva preso in carico l’incidente su ' +
    '{count, plural, one {# di questi server} ' +
    'many {# di questi server} ' +
    'other {# di questi server}}' +
    ' {duration} dopo l’inizio.',
  'server.alertButton.showAll': 'Mostra tutti',
  'server.alertGroup.gone':
    'L’elenco di questo messaggio raggruppato non è più conservato; `/server list` mostra tutti i server.',
  'availability.name': 'Disponibilità',
  'availability.notWatched':
    'Non ancora monitorato: `/alerts subscribe events:status` su questo server avvia il monitoraggio.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages':
    '{outages, plural, =0 {nessuna interruzione} one {# interruzione, {downtime}} many {# interruzioni, ' +
    '{downtime}} other {# interruzioni, {downtime}}}',
  'availability.watchedFor': 'Monitorato finora per {watched}: {availability}',
  'availability.day': '24 h: {availability}',
  'availability.week': '7 g: {availability}',
  'availability.sinceWatching': 'Dall’inizio del monitoraggio, {watched} fa: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disco',
  'resources.title': 'Risorse · {name}',
  'resources.description': 'ID {id} · rilevato {sampled}',
  'resources.noFigures': 'L’API non ha riportato dati di utilizzo.',
  'resources.field.state': 'Stato',
  'resources.field.memory': 'Memoria',
  'resources.field.network': 'Rete',
  'resources.field.uptime': 'Uptime',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} di {limit}',
  'resources.noChartYet':
    'Ancora nessun grafico di utilizzo: il bot rileva l’utilizzo solo dei server monitorati. Inizia con ' +
    '`/alerts usage` su questo server (o aggiungilo a una `/board`); da quel momento il grafico si ' +
    'riempirà.',
  'resources.noFiguresInSpan':
    'Nessun dato di utilizzo nelle ultime {hours, number} h: rilevamento iniziato {first}, ultima lettura ' +
    '{last}.',
  'resources.usageOver':
    'Utilizzo nelle ultime {hours, number} h (rilevato da {first}, ultima lettura {last}).',
  'resources.playersLine':
    'Giocatori online nelle ultime {hours, number} h, secondo le risposte del gioco ai controlli del bot, ' +
    'sull’asse destro.',
  'chart.title': '{title} · ultime {hours, number} h',
  'chart.now': 'ora',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'ore prima di adesso ({time} UTC)',
  'chart.usageAxis': 'utilizzo (%)',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Giocatori',
  'chart.playersAxis': 'giocatori online',
  'fields.yes': 'sì',
  'fields.no': 'no',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Risponde ({latency, number} ms)',
  'game.checkedAgo': 'controllato {when}',
  'game.notAnsweringSince': '🔴 Non risponde da {since}',
  'game.notAnswering': '🔴 Non risponde (controllato {when})',
  'game.noAnswerInTime': '⏳ Il gioco non ha risposto in tempo; riprova tra poco.',
  'game.notQueried.noAddress': 'Non interrogato: il server non ha un indirizzo di connessione.',
  'game.notQueried.unknownGame': 'Non interrogato: il bot non può interrogare questo gioco.',
  'game.notQueried.disabled': 'Le interrogazioni dei giochi sono disattivate su questo bot.',
  'game.notQueried.hostNotAllowed': 'Non interrogato: il bot non può interrogare questo indirizzo.',
  'game.notQueried.privateAddress': 'Non interrogato: indirizzo privato o riservato.',
  'game.notQueried.unresolvable': 'Non interrogato: l’indirizzo non si può risolvere.',
  'game.notQueried.protocolNotAllowed':
    'Non interrogato: il bot non interroga il protocollo di questo gioco.',
  'game.notQueried.httpNotEnabled':
    'Non interrogato: questo gioco si interroga via HTTP, disattivato su questo bot.',
  'game.checking': '⏳ Interrogazione del gioco…',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Picco nelle ultime 24 h: {peak, number}',
  'game.moreNames': '{names} e {more, plural, one {# altro} many {# altri} other {# altri}}',
  'game.field.server': 'Server di gioco',
  'game.field.players': 'Giocatori',
  'game.field.version': 'Versione del gioco',
  'game.field.motd': 'Messaggio del giorno',
  'game.silentTitle': '🔇 {server}: il gioco non risponde',
  'game.silentText':
    '{server} risulta attivo nel pannello, ma il suo gioco non risponde da {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · seguirà un messaggio quando risponderà di nuovo',
  'game.answeringTitle': '🔊 {server}: il gioco risponde di nuovo dopo {downtime}',
  'game.answeringText': 'Il gioco di {server} risponde di nuovo: silenzioso per {downtime} (da {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'il gioco non risponde',
  'game.fleetPlayers':
    '👥 {online, plural, one {# giocatore} many {# giocatori} other {# giocatori}} online su {servers, ' +
    'plural, one {# server che risponde} many {# server che rispondono} other {# server che rispondono}}',
  'activity.title': 'Attività · {name}',
  'activity.empty': 'Nessuna attività registrata finora.',
  'activity.latest':
    '{total, plural, one {Le {shown, number} più recenti di # voce} many {Le {shown, number} più recenti ' +
    'di # voci} other {Le {shown, number} più recenti di # voci}}',
  'activity.count': '{count, plural, one {# voce} many {# voci} other {# voci}}',
  'activity.timeUnknown': 'ora sconosciuta',
  'activity.by': '{what} da {actor}',
  'activity.action.created': 'Server creato',
  'activity.action.provisioned': 'Provisioning completato',
  'activity.action.installFailed': 'Installazione non riuscita',
  'activity.action.deleted': 'Server eliminato',
  'activity.action.resized': 'Server ridimensionato',
  'activity.action.updated': 'Server aggiornato',
  'activity.action.suspended': 'Server sospeso',
  'activity.action.unsuspended': 'Sospensione revocata',
  'activity.action.statusChanged': 'Stato cambiato',
  'activity.action.noteAdded': 'Nota aggiunta',
  'activity.action.modInstalled': 'Mod installata',
  'activity.action.pluginInstalled': 'Plugin installato',
  'activity.action.unknown': 'Attività',
  'activity.action.reinstalled': 'Server reinstallato',
  'activity.action.started': 'Server avviato',
  'activity.action.stopped': 'Server arrestato',
  'activity.action.restarted': 'Server riavviato',
  'activity.action.modUpdated': 'Mod aggiornata',
  'activity.action.modRemoved': 'Mod rimossa',
  'activity.action.pluginUpdated': 'Plugin aggiornato',
  'activity.action.pluginRemoved': 'Plugin rimosso',
  'activity.action.backupCreated': 'Backup creato',
  'activity.action.backupRestored': 'Backup ripristinato',
  'activity.action.backupDeleted': 'Backup eliminato',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (parole dell’API)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'L’autore di **{mod}** vieta i download da parte di terzi, quindi il bot non può installarla: ' +
    'scaricala dalla sua pagina e caricala a mano sul server.',
  'mods.install.restrictedWithPage':
    'L’autore di **{mod}** vieta i download da parte di terzi, quindi il bot non può installarla: ' +
    'scaricala dalla sua pagina e caricala a mano sul server. Pagina della mod: {page}',
  'mods.install.refusedWithPage': '{sentence} Pagina della mod: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Nessun plugin con ID {modId} trovato su {provider}.} other {Nessuna mod con ' +
    'ID {modId} trovata su {provider}.}} Scegli tra i suggerimenti.',
  'mods.install.fileNotFound': '{mod} non ha alcun file con ID {fileId}. Scegline uno tra i suggerimenti.',
  'mods.search.loaderNeedsCurseforge':
    'Il filtro per loader funziona solo con il provider CurseForge. Rimuovilo o cambia provider.',
  'mods.update.noRecord':
    'Il bot non ha più traccia di aver installato questa mod su quel server. Vedi `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} è già alla versione {file} su {server}.',
  'mods.update.fileGone':
    'Il catalogo non offre più quel file di {mod}. Vedi `/mods installed` per quello attuale.',
  'command.mods': 'Cerca, installa e aggiorna mod e plugin',
  'command.mods.search': 'Cerca in un catalogo mod o plugin adatti a un server',
  'command.mods.search.provider': 'Catalogo (predefinito: CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mod o plugin (predefinito: mod)',
  'command.mods.search.type.mods': 'mod',
  'command.mods.search.type.plugins': 'plugin',
  'command.mods.search.query': 'Parole da cercare',
  'command.mods.search.game_version': 'Versione del gioco (predefinita: quella del server)',
  'command.mods.search.loader': 'Mod loader (solo CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Installa una mod o un plugin su un server (chiede conferma)',
  'command.mods.install.provider': 'Catalogo',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Mod o plugin (predefinito: mod)',
  'command.mods.install.type.mods': 'mod',
  'command.mods.install.type.plugins': 'plugin',
  'command.mods.install.mod': 'La mod (scrivi per cercare)',
  'command.mods.install.file': 'Il file della release (prima quelli per la versione del server)',
  'command.mods.installed': 'Le mod e i plugin installati dal bot su un server, e se ci sono aggiornamenti',
  'mods.choice.serverVersion': '{version} (quella del server)',
  'mods.choice.noAddon': 'Niente mod qui: questo server non ha né l’add-on Mod né il piano Premium.',
  'mods.search.title': '{type, select, plugins {Plugin per {server}} other {Mod per {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugin per {server} corrispondenti a «{query}»} other {Mod per {server} ' +
    'corrispondenti a «{query}»}}',
  'mods.search.nothingFound': 'Nessun risultato. Prova con altre parole o un altro provider.',
  'mods.search.footerGameVersion': 'versione del gioco {version}',
  'mods.search.footerPick': 'scegli qui sotto cosa installare',
  'mods.search.restrictedNote':
    '⚠️ L’autore vieta i download da parte di terzi: installa a mano dalla sua pagina.',
  'mods.search.pickPlaceholder': 'Installa uno di questi…',
  'mods.search.expired': 'Questi risultati sono scaduti. Esegui di nuovo `/mods search`.',
  'mods.search.notYours':
    'Solo il membro che ha fatto la ricerca può installare da questi risultati. Esegui tu `/mods search`.',
  'mods.search.noFile':
    'Quella mod non ha alcun file installabile. Scegline un’altra o usa `/mods install` per scegliere un ' +
    'file.',
  'mods.install.promptTitle':
    '{action, select, update {Aggiornare {mod} su {server}?} other {Installare {mod} su {server}?}}',
  'mods.install.installedNow': 'Attualmente installato: {file}',
  'mods.install.file': 'File: **{file}** {fileId}',
  'mods.install.fileForGame': 'File: **{file}** {fileId} (gioco {versions})',
  'mods.install.uploadedTo': 'Viene caricato nella cartella {type} del server.',
  'mods.install.restart.ops': 'Riavvia il server dal pannello di hosting per caricarlo.',
  'mods.install.restart.community':
    'Riavvia il server dal tuo pannello di gioco per caricarlo (il bot non può riavviare i server).',
  'mods.install.confirmInstall': 'Installa',
  'mods.install.confirmUpdate': 'Aggiorna',
  'mods.install.done':
    '{action, select, update {✅ Aggiornamento di **{mod}** a {file} completato su **{server}**.} other {✅ ' +
    'Installazione di **{mod}** ({file}) completata su **{server}**.}}',
  'mods.install.unrecorded':
    'Il bot non è riuscito a registrarlo per `/mods installed` e per i controlli degli aggiornamenti (il ' +
    'suo database non ha risposto).',
  'mods.installed.title': 'Installati tramite il bot · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin da {provider}} other {mod da {provider}}}',
  'mods.installed.version': 'Versione {file} · installata {time} da {installer}',
  'mods.installed.versionFor': 'Versione {file} per {game} · installata {time} da {installer}',
  'mods.installed.byMemberOf': 'un membro di {guild}',
  'mods.installed.byMember': 'un membro',
  'mods.installed.unlisted':
    '❔ Il suo catalogo ora non elenca questa mod, quindi non è possibile proporre una release più recente.',
  'mods.installed.notChecked': '❔ Non ancora controllato: il catalogo non ha risposto in tempo.',
  'mods.installed.checkedNow': 'controllato proprio ora',
  'mods.installed.checkedAt': 'secondo l’ultimo controllo {time}',
  'mods.installed.upToDate': '✅ Aggiornato ({when})',
  'mods.installed.updateAvailable': '⬆️ Aggiornamento disponibile: **{file}** ({when})',
  'mods.installed.none':
    'Il bot non ha ancora installato mod o plugin su {server}. Quelli installati con `/mods install` (e i ' +
    'loro aggiornamenti) compaiono qui.',
  'mods.installed.footer':
    '{count, plural, one {# installato tramite il bot} many {# installati tramite il bot} other {# ' +
    'installati tramite il bot}} · gli aggiornamenti corrispondono alla versione del gioco e al loader di ' +
    'ciascuna installazione',
  'mods.installed.footerPaged':
    '{count, plural, one {# installato tramite il bot} many {# installati tramite il bot} other {# ' +
    'installati tramite il bot}} · pagina {page, number} di {pages, number} · gli aggiornamenti ' +
    'corrispondono alla versione del gioco e al loader di ciascuna installazione',
  'mods.installed.updateButton': 'Aggiorna {mod}',
  'mods.installed.expired': 'Questo elenco è scaduto. Esegui di nuovo `/mods installed`.',
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Scegli un ruolo da menzionare, non @everyone: gli avvisi non menzionano mai tutti.',
  'alerts.roleNotMentionable':
    'Il bot non può menzionare {role}: il ruolo non è menzionabile e al bot manca il permesso «Menziona ' +
    '@everyone, @here e tutti i ruoli» in {channel}. Rendi il ruolo menzionabile (Impostazioni server, ' +
    'Ruoli) o concedi quel permesso al bot, poi esegui di nuovo il comando.',
  'alerts.usage.noThreshold':
    'Indica almeno una soglia da controllare (`cpu`, `ram` o `disk`, in percentuale).',
  'alerts.activity.title': 'Attività · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · troppe voci in una volta per leggerle tutte; `/server activity` mostra le più vecchie',
  'alerts.provisioned.failedText':
    'Il server segnala {status}. Eliminalo e crealo di nuovo; se continua a non riuscire, contatta ' +
    'l’assistenza.',
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
  'alerts.group.down':
    '{count, plural, one {# server offline} many {# server offline} other {# server offline}}',
  'alerts.group.back':
    '{count, plural, one {# server tornato online} ' +
    'many {# server tornati online} ' +
    'other {# server tornati online}}',
  'alerts.group.silent':
    '{count, plural, one {# gioco non risponde} ' +
    'many {# giochi non rispondono} ' +
    'other {# giochi non rispondono}}',
  'alerts.group.answering':
    '{count, plural, one {# gioco risponde di nuovo} ' +
    'many {# giochi rispondono di nuovo} ' +
    'other {# giochi rispondono di nuovo}}',
  'alerts.group.usageFired':
    '{count, plural, one {# server oltre la sua soglia di utilizzo} ' +
    'many {# server oltre la loro soglia di utilizzo} ' +
    'other {# server oltre la loro soglia di utilizzo}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# server di nuovo sotto la sua soglia di utilizzo} ' +
    'many {# server di nuovo sotto la loro soglia di utilizzo} ' +
    'other {# server di nuovo sotto la loro soglia di utilizzo}}',
  'alerts.group.mixed':
    '{count, plural, one {# server è cambiato} many {# server sono cambiati} other {# server sono cambiati}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'Dal registro attività',
  'alerts.status.downTitle': '{symbol} {server} è offline',
  'alerts.status.downText': '{server} segnala {status} da {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · seguirà un messaggio quando tornerà attivo',
  'alerts.status.backTitle': '{symbol} {server} è tornato dopo {downtime}',
  'alerts.status.backText':
    '{server} segnala di nuovo {status}: tornato dopo {downtime} (offline da {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Aggiornamento disponibile · {mod} su {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) ha una versione più recente su {server}.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) ha una versione più recente per {fitsFor} su {server}.',
  'alerts.modUpdate.installed': 'Installato: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nuovo: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nuovo: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '«Aggiorna» chiede prima una conferma; `/mods installed` elenca tutte le mod installate dal bot.',
  'alerts.modUpdate.withoutButton':
    'Aggiornala con `/mods install` e il nuovo file (chiede prima una conferma).',
  'alerts.modUpdate.button': 'Aggiorna',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disco}} oltre il {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU tornata} ram {RAM tornata} other {Disco tornato}} alla normalità · {server}',
  'alerts.usage.firedText':
    'Su {server} {metric, select, cpu {la CPU è} ram {la RAM è} other {l’utilizzo del disco è}} oltre il ' +
    '{threshold, number, ::percent scale/0.01} da {minutes, plural, one {# minuto} many {# minuti} other ' +
    '{# minuti}}: ora {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'Su {server} {metric, select, cpu {la CPU è tornata} ram {la RAM è tornata} other {l’utilizzo del ' +
    'disco è tornato}} sotto il {threshold, number, ::percent scale/0.01}: ora {value, number, ::percent ' +
    'scale/0.01}.',
  'alerts.usage.readAt': 'Valori letti {sampled}.',
  'alerts.usage.readJustNow': 'Valori letti proprio ora.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage interrompe questi avvisi',
  'alerts.ops.givenUp': '⚠️ Non è stato possibile pubblicare un avviso su {server} in {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Non è stato possibile pubblicare un avviso su {server} in {channel} su **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'È stato scartato perché gli avvisi successivi del server continuino a partire. Finché un messaggio ' +
    'in quel canale non riesce, gli altri avvisi che lì non riescono vengono solo registrati nel log.',
  'alerts.ops.notDeliveredWithin': 'non è stato consegnato entro {age}',
  'alerts.ops.notDeliveredWithinLastAnswer':
    'non è stato consegnato entro {age} (ultima risposta: {failure})',
  'alerts.ops.discordRefused': 'Discord l’ha rifiutato ({failure})',
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
    'iscrizioni} other {# iscrizioni}} · {watches, plural, one {# monitoraggio dell’utilizzo} many {# ' +
    'monitoraggi dell’utilizzo} other {# monitoraggi dell’utilizzo}}',
  'alerts.list.paceClamped':
    '⚠️ L’utilizzo viene letto circa ogni {every} per server controllato, a causa del limite di frequenza ' +
    'dell’API: troppo di rado per una finestra di {minutes, plural, one {# minuto} many {# minuti} other ' +
    '{# minuti}}, quindi gli avvisi di utilizzo possono arrivare fino a {every} in ritardo.',
  'alerts.list.pace':
    'L’utilizzo viene letto circa ogni {every} per server controllato (a causa del limite ' +
    'di frequenza dell’API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} non riceve più avvisi su {kind} per {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} non riceve più avvisi (eventi e utilizzo) per {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} non riceve più avvisi per {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} non riceve più avvisi di utilizzo per {what}.',
  'alerts.unsubscribe.none':
    '{channel} non ha iscrizioni per {what}; non è cambiato nulla. `/alerts list` mostra le ' +
    'iscrizioni di questo server Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} non ha un’iscrizione agli avvisi su {kind} per {what}; non è cambiato nulla. `/alerts ' +
    'list` mostra le iscrizioni di questo server Discord.',
  'alerts.kindLabel.provisioning': 'esiti del provisioning',
  'alerts.kindLabel.status': 'cambi di stato (inattività e ritorno con la durata)',
  'alerts.kindLabel.activity': 'nuove attività',
  'alerts.kindLabel.mods': 'aggiornamenti delle mod',
  'alerts.kindLabel.events': 'qualsiasi evento (provisioning, stato, attività, aggiornamenti delle mod)',
  'alerts.kindLabel.usage': 'utilizzo oltre una soglia',
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
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disco}} oltre il {threshold, number, ::percent scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} per {minutes, number} min',
  'alerts.usage.watching':
    '📈 Da ora {channel} riceve gli avvisi di utilizzo per {what}: {thresholds}, una volta quando ' +
    'inizia e una volta quando torna sotto.',
  'alerts.usage.paceClamped':
    '⚠️ Il budget dell’API permette al bot di leggere l’utilizzo di ogni server controllato solo circa ' +
    'ogni {every}, troppo di rado per una finestra di {minutes, plural, one {# minuto} many {# minuti} ' +
    'other {# minuti}}: gli avvisi possono arrivare fino a {every} in ritardo.',
  'alerts.usage.pace': 'L’utilizzo di ogni server controllato viene letto circa ogni {every}.',
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
    'Menziona il ruolo anche al ripristino («tornato dopo 12 min») (predefinito: no)',
  'command.alerts.usage': 'Avvisa in un canale quando un server resta sopra una soglia di CPU, RAM o disco',
  'command.alerts.usage.channel': 'Il canale testuale o di annunci per gli avvisi',
  'command.alerts.usage.server': 'Solo questo server (lascia vuoto per tutti quelli che puoi vedere)',
  'command.alerts.usage.cpu': 'Avvisa quando la CPU resta sopra questa percentuale (1-100)',
  'command.alerts.usage.ram': 'Avvisa quando la RAM resta sopra questa percentuale (1-100)',
  'command.alerts.usage.disk': 'Avvisa quando l’utilizzo del disco resta sopra questa percentuale (1-100)',
  'command.alerts.usage.minutes':
    'Per quanto tempo un valore deve restare sopra prima dell’avviso (predefinito: 5)',
  'command.alerts.unsubscribe': 'Smetti di pubblicare avvisi in un canale',
  'command.alerts.unsubscribe.channel': 'Il canale testuale o di annunci per gli avvisi',
  'command.alerts.unsubscribe.server':
    'Il server dell’iscrizione (lascia vuoto per quella che copre tutti i server)',
  'command.alerts.unsubscribe.kind': 'Quali avvisi interrompere (predefinito: tutti)',
  'command.alerts.unsubscribe.kind.events': 'Avvisi sugli eventi (provisioning, stato, attività, mod)',
  'command.alerts.unsubscribe.kind.usage': 'Avvisi di utilizzo (soglie)',
  'command.alerts.unsubscribe.kind.all': 'Tutti gli avvisi',
  'command.alerts.unsubscribe.events': 'Interrompi solo questo tipo di avviso; il canale mantiene gli altri',
  'command.alerts.list':
    'Mostra le iscrizioni agli avvisi e i monitoraggi dell’utilizzo di questo server Discord',
  // Boards: /board and the live status board.
  'command.board': 'Un messaggio di stato in tempo reale dei tuoi server, sempre aggiornato',
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
    'aggiornata di continuo.',
  'board.create.resumed':
    '📋 Ripresa: la bacheca di stato di {scope, select, ops {tutti i server dell’account} other {tutti i ' +
    'server collegati a questo server Discord}} compare in {channel} tra pochi istanti e da allora viene ' +
    'aggiornata di continuo.',
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
    '{kind, select, failed {{count, plural, one {# con errori} many {# con errori} other {# con errori}}} ' +
    'suspended {{count, plural, one {# sospeso} many {# sospesi} other {# sospesi}}} stopped {{count, ' +
    'plural, one {# fermo} many {# fermi} other {# fermi}}} provisioning {{count, plural, one {# in ' +
    'provisioning} many {# in provisioning} other {# in provisioning}}} deleting {{count, plural, one {# ' +
    'in eliminazione} many {# in eliminazione} other {# in eliminazione}}} running {{count, plural, one ' +
    '{# attivo} many {# attivi} other {# attivi}}} other {{count, plural, one {# sconosciuto} many {# ' +
    'sconosciuti} other {# sconosciuti}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} avviso di utilizzo attivo} many {{count} avvisi di utilizzo attivi} ' +
    'other {{count} avvisi di utilizzo attivi}}',
  'board.reason.slowProvisioning': 'il provisioning richiede più del previsto',
  'board.reason.gameSilent': 'il gioco non risponde',
  'board.reason.unrecognised': 'uno stato che il bot non conosce',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disco}} oltre il {threshold, number, ::percent scale/0.01}',
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
  'board.pause.deletedAgain': 'il suo messaggio è stato eliminato di nuovo dopo essere stato ripubblicato',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Il server Discord degli operatori agisce già su ogni server; collega solo server Discord delle ' +
    'community.',
  'access.notAGuild':
    'Non è un server Discord che il bot riesca a identificare: scegline uno dai suggerimenti o incolla il ' +
    'suo ID (clic destro sul server, Copia ID server).',
  'access.needsLevel':
    'Serve il livello **{level}**, che chi ha Gestisci server può concedere a uno dei tuoi ruoli con ' +
    '`/access role set`.',
  'option.level':
    'lettura: vedere; gestione: anche modificare server, mod, avvisi, bacheche; amministrazione: tutto',
  'option.level.read': 'lettura',
  'option.level.operate': 'gestione',
  'option.level.administer': 'amministrazione',
  'option.role': 'Il ruolo (@everyone vale per tutti i membri)',
  'command.access.role': 'Concedi livelli ai ruoli: cosa possono fare qui i loro membri con il bot',
  'command.access.role.set': 'Concedi un livello a un ruolo (lettura, gestione o amministrazione)',
  'command.access.role.remove': 'Togli il livello concesso a un ruolo',
  'command.access.role.list': 'Mostra i livelli concessi ai ruoli qui',
  'access.role.granted': '🔑 {role} ora ha il livello **{level}** qui.',
  'access.role.changed': '🔑 {role} ora ha il livello **{level}** qui, invece di **{before}**.',
  'access.role.unchanged': '{role} ha già il livello **{level}** qui; non è cambiato nulla.',
  'access.role.removed': '{role} non ha più il livello **{level}** qui.',
  'access.role.notGranted': '{role} non ha alcun livello qui; non è cambiato nulla.',
  'access.role.title': 'Livelli concessi qui',
  'access.role.line': '{role}: **{level}**, concesso da {member} {when}',
  'access.role.none': 'Nessun ruolo ha ancora un livello qui: concedine uno con `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {I membri con Gestisci server hanno ogni livello; gli altri solo ciò che è ' +
    'concesso ai loro ruoli.} other {I membri con Gestisci server hanno ogni livello; ogni membro può ' +
    'consultare i server collegati a questo server Discord.}}',
  'quota.roleGrants':
    'Questo server ha raggiunto il limite di {limit} ruoli con un livello. Prima togline uno con `/access ' +
    'role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {ha concesso un livello a un ruolo} asked {ha chiesto di concedere un ' +
    'livello a un ruolo} other {ha provato a concedere un livello a un ruolo}}',
  'audit.action.access.role.remove':
    '{phase, select, done {ha tolto il livello a un ruolo} asked {ha chiesto di togliere il ' +
    'livello a un ruolo} other {ha provato a togliere il livello a un ruolo}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {ha provato a usare {command} su {server}} ' +
    'other {ha provato a usare {command}}}} other {{target, select, server {ha provato a usare ' +
    'un pulsante o un menu su {server}} other {ha provato a usare un pulsante o un menu}}}}',
  'command.audit.recent.kind.access.role.set': 'Livelli concessi ai ruoli',
  'command.audit.recent.kind.access.role.remove': 'Livelli tolti ai ruoli',
  'command.audit.recent.kind.access.refused': 'Membri respinti per il loro livello',
  'audit.input.role': 'Ruolo',
  'audit.input.level': 'Livello',
  'audit.input.command': 'Comando',
  'audit.input.component': 'Pulsante o menu',
  'command.audit': 'Chi ha fatto cosa, da quale server Discord, su quale server',
  'command.audit.channel':
    'Pubblica in un canale ogni voce di audit appena avviene (senza canale per smettere)',
  'command.audit.channel.channel': 'Il canale testuale o di annunci per le voci di audit',
  'command.audit.recent': 'Mostra le ultime voci di audit, dalla più recente',
  'command.audit.recent.server': 'Solo le voci su questo server',
  'command.audit.recent.member': 'Solo le voci di questo membro',
  'command.audit.recent.limit': 'Voci per pagina (predefinito: 10)',
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
  'command.audit.recent.kind.alerts.acknowledge': 'Avvisi presi in carico',
  'command.audit.recent.kind.board.create': 'Bacheche di stato create',
  'command.audit.recent.kind.board.remove': 'Bacheche di stato rimosse',
  'command.audit.recent.kind.audit.channel': 'Modifiche del canale di audit',
  'command.audit.recent.kind.usage.crossing': 'Soglie di utilizzo superate',
  'command.audit.recent.hours': 'Solo le voci più recenti di questo numero di ore',
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
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {ha creato il server {server}} other {ha creato un ' +
    'server}}} asked {{target, select, server {ha chiesto di creare il server {server}} other {ha chiesto ' +
    'di creare un server}}} other {{target, select, server {ha provato a creare il server {server}} other ' +
    '{ha provato a creare un server}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {ha aggiornato {server}} other {ha aggiornato un ' +
    'server}}} asked {{target, select, server {ha chiesto di aggiornare {server}} other {ha chiesto di ' +
    'aggiornare un server}}} other {{target, select, server {ha provato ad aggiornare {server}} other {ha ' +
    'provato ad aggiornare un server}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {ha eliminato {server}} other {ha eliminato un ' +
    'server}}} asked {{target, select, server {ha chiesto di eliminare {server}} other {ha chiesto di ' +
    'eliminare un server}}} other {{target, select, server {ha provato a eliminare {server}} other {ha ' +
    'provato a eliminare un server}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {ha installato una mod su {server}} other {ha ' +
    'installato una mod su un server}}} asked {{target, select, server {ha chiesto di installare una mod ' +
    'su {server}} other {ha chiesto di installare una mod su un server}}} other {{target, select, server ' +
    '{ha provato a installare una mod su {server}} other {ha provato a installare una mod su un server}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {ha trovato un aggiornamento di una mod per {server}} ' +
    'other {ha trovato un aggiornamento di una mod per un server}}} asked {{target, select, server {ha ' +
    'chiesto di cercare aggiornamenti delle mod per {server}} other {ha chiesto di cercare aggiornamenti ' +
    'delle mod per un server}}} other {{target, select, server {ha provato a cercare aggiornamenti delle ' +
    'mod per {server}} other {ha provato a cercare aggiornamenti delle mod per un server}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {ha collegato {server} a un server Discord} other {ha ' +
    'collegato un server a un server Discord}}} asked {{target, select, server {ha chiesto di collegare ' +
    '{server} a un server Discord} other {ha chiesto di collegare un server a un server Discord}}} other ' +
    '{{target, select, server {ha provato a collegare {server} a un server Discord} other {ha provato a ' +
    'collegare un server a un server Discord}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {ha scollegato {server} da un server Discord} other ' +
    '{ha scollegato un server da un server Discord}}} asked {{target, select, server {ha chiesto di ' +
    'scollegare {server} da un server Discord} other {ha chiesto di scollegare un server da un server ' +
    'Discord}}} other {{target, select, server {ha provato a scollegare {server} da un server Discord} ' +
    'other {ha provato a scollegare un server da un server Discord}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {ha iscritto un canale agli avvisi di {server}} other ' +
    '{ha iscritto un canale agli avvisi di tutti i server}}} asked {{target, select, server {ha chiesto ' +
    'di iscrivere un canale agli avvisi di {server}} other {ha chiesto di iscrivere un canale agli avvisi ' +
    'di tutti i server}}} other {{target, select, server {ha provato a iscrivere un canale agli avvisi di ' +
    '{server}} other {ha provato a iscrivere un canale agli avvisi di tutti i server}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {ha preso in carico un avviso di {server}} other {ha ' +
    'preso in carico un avviso}}} asked {{target, select, server {ha chiesto di prendere in carico un ' +
    'avviso di {server}} other {ha chiesto di prendere in carico un avviso}}} other {{target, select, ' +
    'server {ha provato a prendere in carico un avviso di {server}} other {ha provato a prendere in carico ' +
    'un avviso}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {ha annullato l’iscrizione di un canale agli avvisi di ' +
    '{server}} other {ha annullato l’iscrizione di un canale agli avvisi di tutti i server}}} asked ' +
    '{{target, select, server {ha chiesto di annullare l’iscrizione di un canale agli avvisi di {server}} ' +
    'other {ha chiesto di annullare l’iscrizione di un canale agli avvisi di tutti i server}}} other ' +
    '{{target, select, server {ha provato ad annullare l’iscrizione di un canale agli avvisi di {server}} ' +
    'other {ha provato ad annullare l’iscrizione di un canale agli avvisi di tutti i server}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {ha creato una bacheca di stato per {server}} other ' +
    '{ha creato una bacheca di stato}}} asked {{target, select, server {ha chiesto di creare una bacheca ' +
    'di stato per {server}} other {ha chiesto di creare una bacheca di stato}}} other {{target, select, ' +
    'server {ha provato a creare una bacheca di stato per {server}} other {ha provato a creare una ' +
    'bacheca di stato}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {ha rimosso una bacheca di stato di {server}} other ' +
    '{ha rimosso una bacheca di stato}}} asked {{target, select, server {ha chiesto di rimuovere una ' +
    'bacheca di stato di {server}} other {ha chiesto di rimuovere una bacheca di stato}}} other {{target, ' +
    'select, server {ha provato a rimuovere una bacheca di stato di {server}} other {ha provato a ' +
    'rimuovere una bacheca di stato}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {ha cambiato dove vengono pubblicate le voci di audit} asked {ha chiesto di ' +
    'cambiare dove vengono pubblicate le voci di audit} other {ha provato a cambiare dove vengono ' +
    'pubblicate le voci di audit}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {ha rilevato una soglia di utilizzo superata su ' +
    '{server}} other {ha rilevato una soglia di utilizzo superata su un server}}} asked {{target, select, ' +
    'server {ha chiesto di monitorare l’utilizzo di {server}} other {ha chiesto di monitorare l’utilizzo ' +
    'di un server}}} other {{target, select, server {ha provato a monitorare l’utilizzo di {server}} ' +
    'other {ha provato a monitorare l’utilizzo di un server}}}}',
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
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
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
  'audit.input.provider': 'Provider',
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
  'audit.action.language.set':
    '{phase, select, done {ha cambiato la lingua dei messaggi del bot} asked {ha chiesto di cambiare la ' +
    'lingua dei messaggi del bot} other {ha provato a cambiare la lingua dei messaggi del bot}}',
  'command.audit.recent.kind.language.set': 'Cambi di lingua',
  'audit.input.language': 'Lingua',
  'audit.value.languageAuto': 'la lingua Discord di questo server',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Italiano',
  'language.set.chosen':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa (avvisi, bacheche di stato, comunicazioni) ' +
    'ora sono in {language}. Le risposte a ciascun membro restano nella sua lingua di Discord.',
  'language.set.followsDiscord':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa ora seguono la lingua di Discord di questo ' +
    'server: {language}. Le risposte a ciascun membro restano nella sua lingua di Discord.',
  'language.show.chosen':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}, come impostato con ' +
    '`/language set`. Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'language.show.preferred':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}, la lingua di Discord di ' +
    'questo server. Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'language.show.preferredUnsupported':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}: la lingua di Discord di ' +
    'questo server ({locale}) non ha ancora una traduzione. Con `/language set` puoi sceglierne un’altra. ' +
    'Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'language.show.default':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa sono in {language}. Con `/language set` puoi ' +
    'sceglierne un’altra. Le risposte a ciascun membro sono nella sua lingua di Discord.',
  'command.language': 'Scegli la lingua dei messaggi che il bot pubblica di sua iniziativa in questo server',
  'command.language.set':
    'Imposta la lingua di avvisi, bacheche di stato e comunicazioni che il bot pubblica qui',
  'command.language.set.language': 'La lingua, oppure la lingua di Discord di questo server',
  'command.language.set.language.auto': 'Lingua di Discord di questo server',
  'command.language.show':
    'Mostra la lingua dei messaggi che il bot pubblica di sua iniziativa in questo server',
  'quota.silences':
    'Questo server Discord ha raggiunto il limite di {limit} silenziamenti contemporanei. Terminane ' +
    'prima uno con `/alerts silences` oppure chiedi agli operatori del bot di aumentare il limite.',
  'server.alertButton.silence': 'Silenzia 1 h',
  'silence.kind':
    '{kind, select, status {i cambi di stato} usage {gli avvisi di utilizzo} game {le risposte del ' +
    'gioco} other {l’attività}}',
  'silence.everyServer': 'tutti i server che questo server Discord può vedere',
  'silence.everyChannel': 'tutti i canali di questo server Discord',
  'silence.set':
    '🔕 Silenziato fino al {until} ({relative}): {kinds} per {what}, in {where}. `/alerts silences` lo ' +
    'elenca e lo termina prima.',
  'silence.gone':
    'Quel silenziamento è già finito o è stato rimosso. `/alerts silences` elenca quelli attivi.',
  'silence.list.title': '🔕 Avvisi silenziati',
  'silence.list.none':
    'Qui non ci sono avvisi silenziati. `/alerts silence` li trattiene per un po’, per esempio durante ' +
    'una manutenzione.',
  'silence.list.line':
    '**{number}.** {kinds} per {what}, in {where}: fino al {until} ({relative}), impostato da {member}',
  'silence.list.reason': 'Motivo: {reason}',
  'silence.list.footer':
    'Pagina {page, number} di {pages, number} · {count, plural, one {# silenziamento} many {# ' +
    'silenziamenti} other {# silenziamenti}}',
  'silence.endNow': 'Termina ora ({number})',
  'silence.endedNow':
    '🔔 {member} ha terminato il silenziamento di {kinds} per {what}, in {where}: i suoi avvisi vengono ' +
    'di nuovo pubblicati.',
  'silence.field.reason': 'Motivo',
  'silence.ended.title': '🔔 Silenziamento finito',
  'silence.ended.titleStill':
    '🔔 Silenziamento finito: {count, plural, one {# server richiede ancora attenzione} many {# server ' +
    'richiedono ancora attenzione} other {# server richiedono ancora attenzione}}',
  'silence.ended.expired':
    'Silenziato da {setBy} dal {from} al {to}; gli avvisi vengono di nuovo pubblicati.',
  'silence.ended.endedBy':
    'Silenziato da {setBy} dal {from}, terminato prima da {by} il {to}; gli avvisi vengono di nuovo ' +
    'pubblicati.',
  'silence.ended.stillDown': '{server} è ancora fermo: {status} da {since}.',
  'silence.ended.stillSilent': '{server} non risponde ancora alle interrogazioni del gioco, da {since}.',
  'silence.ended.stillOver':
    '{server} è ancora oltre la sua soglia di {metric, select, cpu {CPU} ram {RAM} other {disco}} del ' +
    '{threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} è ancora oltre la sua soglia di {metric, select, cpu {CPU} ram {RAM} ' +
    'other {disco}} del {threshold, number, ::percent scale/0.01}, da {since}.',
  'silence.ended.more':
    '… e {count, plural, one {# altro server} many {altri # server} other {altri # server}}.',
  'silence.ended.cameBack':
    'Hanno avuto un problema e si sono ripresi durante il silenziamento (caduti, gioco senza ' +
    'risposta o oltre una soglia): {servers}.',
  'silence.ended.others':
    '{count, plural, one {# altro server} many {altri # server} other {altri # server}}',
  'board.silencedUntil': '🔕 silenziato fino al {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {ha silenziato gli avvisi di {server}} other {ha ' +
    'silenziato gli avvisi di tutti i server}}} asked {{target, select, server {ha chiesto di silenziare ' +
    'gli avvisi di {server}} other {ha chiesto di silenziare gli avvisi di tutti i server}}} other ' +
    '{{target, select, server {ha tentato di silenziare gli avvisi di {server}} other {ha tentato di ' +
    'silenziare gli avvisi di tutti i server}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {ha terminato un silenziamento degli avvisi di ' +
    '{server}} other {ha terminato un silenziamento degli avvisi di tutti i server}}} asked {{target, ' +
    'select, server {ha chiesto di terminare un silenziamento degli avvisi di {server}} other {ha ' +
    'chiesto di terminare un silenziamento degli avvisi di tutti i server}}} other {{target, select, ' +
    'server {ha tentato di terminare un silenziamento degli avvisi di {server}} other {ha tentato di ' +
    'terminare un silenziamento degli avvisi di tutti i server}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {ha visto scadere un silenziamento degli avvisi di ' +
    '{server}} other {ha visto scadere un silenziamento degli avvisi di tutti i server}}} asked ' +
    '{{target, select, server {ha chiesto di terminare un silenziamento degli avvisi di {server}} other ' +
    '{ha chiesto di terminare un silenziamento degli avvisi di tutti i server}}} other {{target, select, ' +
    'server {ha tentato di terminare un silenziamento degli avvisi di {server}} other {ha tentato di ' +
    'terminare un silenziamento degli avvisi di tutti i server}}}}',
  'command.audit.recent.kind.alerts.silence': 'Silenziamenti impostati',
  'command.audit.recent.kind.alerts.silence.end': 'Silenziamenti terminati prima',
  'command.audit.recent.kind.alerts.silence.expire': 'Silenziamenti scaduti',
  'audit.input.duration': 'Durata',
  'audit.input.reason': 'Motivo',
  'audit.input.kinds': 'Tipi',
  'command.alerts.silence': 'Trattieni gli avvisi per un po’, per esempio durante una manutenzione',
  'command.alerts.silence.duration': 'Per quanto tempo trattenerli',
  'command.alerts.silence.duration.30': '30 minuti',
  'command.alerts.silence.duration.60': '1 ora',
  'command.alerts.silence.duration.120': '2 ore',
  'command.alerts.silence.duration.240': '4 ore',
  'command.alerts.silence.duration.480': '8 ore',
  'command.alerts.silence.duration.720': '12 ore',
  'command.alerts.silence.duration.1440': '1 giorno',
  'command.alerts.silence.duration.2880': '2 giorni',
  'command.alerts.silence.duration.4320': '3 giorni',
  'command.alerts.silence.duration.10080': '7 giorni',
  'command.alerts.silence.server':
    'Il server (predefinito: tutti quelli che questo server Discord può vedere)',
  'command.alerts.silence.reason': 'Perché, per il team (fino a 200 caratteri)',
  'command.alerts.silence.channel': 'Il canale (predefinito: tutti i canali di questo server Discord)',
  'command.alerts.silence.kinds': 'Quali avvisi (predefinito: stato, utilizzo e gioco; non l’attività)',
  'command.alerts.silence.kinds.default': 'Stato, utilizzo e gioco',
  'command.alerts.silence.kinds.all': 'Tutti, anche l’attività',
  'command.alerts.silence.kinds.status': 'Solo cambi di stato',
  'command.alerts.silence.kinds.usage': 'Solo avvisi di utilizzo',
  'command.alerts.silence.kinds.game': 'Solo risposte del gioco',
  'command.alerts.silence.kinds.activity': 'Solo attività',
  'command.alerts.silences': 'Elenca i silenziamenti degli avvisi qui, ognuno con «Termina ora»',
} satisfies CatalogueOf<'it'>;
