import type { LocaleCatalogue } from './en-US.js';

/** it: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
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
    'Il filtro per loader funziona solo con il provider curseforge. Rimuovilo o cambia provider.',
  'mods.update.needsManageServer':
    'Per aggiornare una mod serve il permesso Gestisci server, come per `/mods install`.',
  'mods.update.noRecord':
    'Il bot non ha più traccia di aver installato questa mod su quel server. Vedi `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} è già alla versione {file} su {server}.',
  'mods.update.fileGone':
    'Il catalogo non offre più quel file di {mod}. Vedi `/mods installed` per quello attuale.',
  'command.mods': 'Cerca, installa e aggiorna mod e plugin',
  'command.mods.search': 'Cerca in un catalogo mod o plugin adatti a un server',
  'command.mods.search.provider': 'Catalogo (predefinito: curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mod o plugin (predefinito: mod)',
  'command.mods.search.type.mods': 'mod',
  'command.mods.search.type.plugins': 'plugin',
  'command.mods.search.query': 'Parole da cercare',
  'command.mods.search.game_version': 'Versione del gioco (predefinita: quella del server)',
  'command.mods.search.loader': 'Mod loader (solo curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Installa una mod o un plugin su un server (chiede conferma)',
  'command.mods.install.provider': 'Catalogo',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Mod o plugin (predefinito: mod)',
  'command.mods.install.type.mods': 'mod',
  'command.mods.install.type.plugins': 'plugin',
  'command.mods.install.mod': 'La mod (scrivi per cercare)',
  'command.mods.install.file': 'Il file della release (prima quelli per la versione del server)',
  'command.mods.installed': 'Le mod e i plugin installati dal bot su un server, e se ci sono aggiornamenti',
  'mods.choice.serverVersion': '{version} (quella del server)',
  'mods.choice.noAddon': 'Niente mod qui: questo server non ha né l’add-on mod né il piano Premium.',
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
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Italiano',
  'language.set.chosen':
    '🌐 I messaggi che il bot pubblica qui di sua iniziativa (avvisi, pannelli di stato, comunicazioni) ' +
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
    'Imposta la lingua di avvisi, pannelli di stato e comunicazioni che il bot pubblica qui',
  'command.language.set.language': 'La lingua, oppure la lingua di Discord di questo server',
  'command.language.set.language.auto': 'Lingua di Discord di questo server',
  'command.language.show':
    'Mostra la lingua dei messaggi che il bot pubblica di sua iniziativa in questo server',
} satisfies LocaleCatalogue;
