import type { LocaleCatalogue } from './en-US.js';

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
    'Questa quantità di RAM è sotto il minimo del piano tariffario, indicato nella scheda del piano nel ' +
    'pannello di hosting. Scegli più RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Questa quantità di RAM supera il massimo del piano tariffario, indicato nella scheda del piano nel ' +
    'pannello di hosting. Scegli meno RAM.',
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
    'La mod o il file non è stato trovato presso il fornitore; potrebbe essere stato rimosso. Cerca di ' +
    'nuovo e scegli un file dall’elenco.',
  'error.api.CONFLICT':
    'Qualcun altro ha modificato questo server nello stesso momento, quindi non è stato applicato nulla. ' +
    'Controlla il suo stato attuale e riprova.',
  'error.api.SERVER_SUSPENDED':
    'Il server è sospeso, quindi le modifiche sono bloccate. Contatta il tuo provider di hosting per far ' +
    'revocare la sospensione.',
  'error.api.SERVER_INSTALLING': 'Il server è ancora in fase di configurazione. Riprova quando sarà pronto.',
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
  'error.tenantBusy': 'Troppe richieste da questo server in questo momento, riprova tra {seconds, number} s.',
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
    '⏳ L’API di hosting sta limitando le richieste del bot; la tua risposta arriverà quando gli permetterà ' +
    'di nuovo di chiedere, {when}.',
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
  'confirmation.denied':
    'Non hai più i permessi necessari per questa azione, quindi non è stato modificato nulla. Chiedi a un ' +
    'admin di questo server.',
  'confirmation.used': 'Questa conferma è già stata usata.',
  'page.previous': 'Precedente',
  'page.next': 'Successiva',
  'limits.andMore': '…e {count, plural, one {# altro} many {altri #} other {altri #}}',
  'limits.notShown':
    '{count, plural, one {# altro non mostrato} many {altri # non mostrati} other {altri # non mostrati}}',
  'option.server': 'Il server (scegli un suggerimento o incolla il suo ID)',
  'option.guild_id': 'Il server Discord della community (scegline uno in cui c’è il bot o incolla il suo ID)',
  'command.access': 'Decidi quali server Discord delle community vedono quali server',
  'command.access.link': 'Permetti a un server Discord di una community di vedere e gestire un server',
  'command.access.unlink': 'Impedisci a un server Discord di una community di vedere un server',
  'command.access.list': 'Mostra quali server Discord vedono quali server',
  'command.access.list.guild_id':
    'Solo questo server Discord della community (scegline uno o incolla il suo ID)',
  'access.linked': '🔗 {server} collegato a {guild}.',
  'access.alreadyLinked': '**{name}** era già collegato a {guild}.',
  'access.membersSeeIt': 'I suoi membri con Gestire server ora vedono il server nei loro comandi.',
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
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Il server Discord degli operatori agisce già su ogni server; collega solo server Discord delle ' +
    'community.',
  'access.notAGuild':
    'Non è un server Discord che il bot riesca a identificare: scegline uno dai suggerimenti o incolla il ' +
    'suo ID (clic destro sul server, Copia ID server).',
  // Language: /language.
} satisfies LocaleCatalogue;
