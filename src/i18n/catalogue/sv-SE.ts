import type { CatalogueOf } from './en-US.js';

/** sv-SE: the same keys as en-US.ts, in the same sections (terms: glossary/sv-SE.ts). */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# Förfrågnings-ID: `{requestId}`',
  'error.serverNotFound':
    'Den servern finns inte eller är inte tillgänglig här. Välj en bland förslagen eller kontrollera ID:t.',
  'error.api.VALIDATION_ERROR':
    'Hosting-API:et avvisade förfrågan som ogiltig. Kontrollera värdena och försök igen.',
  'error.api.LIMIT_EXCEEDED':
    'En kvot för det här kontot har nåtts. Ta bort något som inte används, eller be din hostingleverantör ' +
    'att höja kvoten.',
  'error.api.NO_CHANGE': 'Inget ändrades: servern har redan den storleken. Välj ett annat värde.',
  'error.api.INVALID_RAM':
    'RAM måste vara en positiv mängd i steg om 0,5 GB (till exempel 2 GB, 2,5 GB eller 3 GB). Justera och ' +
    'försök igen.',
  'error.api.BELOW_MIN_RAM':
    'Så lite RAM ligger under paketets minimum (det står vid paketet i hostingpanelen). Välj mer RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Så mycket RAM ligger över paketets maximum (det står vid paketet i hostingpanelen). Välj mindre RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Det skulle överskrida hostingkontots totala RAM-utrymme. Krymp eller radera en annan server först, ' +
    'eller höj utrymmet.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Servern använder mer disk än den mindre storleken tillåter, så den kan inte nedgraderas. Frigör ' +
    'diskutrymme på den först.',
  'error.api.AUTH_REQUIRED':
    'Hosting-API:et nekade botens API-nyckel. En administratör behöver kontrollera HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'Botens API-nyckel har inte behörighet att göra detta. Be din hostingleverantör att ge boten den ' +
    'behörigheten.',
  'error.api.ADDON_REQUIRED':
    'Moddar och plugins kräver mods-tillägget eller Premium-paketet på den här servern. Be din ' +
    'hostingleverantör att aktivera mods-tillägget eller flytta servern till Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Funktionen ingår inte i serverns paket. Be din hostingleverantör att flytta servern till ett högre ' +
    'paket, som låser upp den.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Moddens upphovsperson förbjuder nedladdning via tredje part, så den kan inte installeras automatiskt. ' +
    'Ladda ner den från moddens sida och ladda upp den till servern manuellt.',
  'error.api.USER_NOT_FOUND': 'Användaren hittades inte på servern. Kontrollera namnet och försök igen.',
  'error.api.NOT_FOUND':
    'Modden eller filen hittades inte hos leverantören; den kan ha tagits bort. Sök ige' +
    'n och välj en fil i listan.',
  'error.api.CONFLICT':
    'Någon annan ändrade servern i samma ögonblick, så inget tillämpades. Titta på dess nuvarande ' +
    'tillstånd och försök igen.',
  'error.api.SERVER_SUSPENDED':
    'Servern är avstängd, så ändringar är blockerade. Kontakta din hostingleverantör för att få ' +
    'avstängningen hävd.',
  'error.api.SERVER_INSTALLING': 'Servern håller fortfarande på att etableras. Försök igen när den är klar.',
  'error.api.ALREADY_EXISTS': 'Det finns redan, så inget nytt skapades.',
  'error.api.LIMIT_REACHED':
    'Hostingpanelens gräns har nåtts. Ta bort något som inte används, eller be din ho' +
    'stingleverantör att höja den.',
  'error.api.CONFIG_ERROR':
    'Hostingplattformen saknar konfiguration för den här åtgärden. Kontakta din hostingleverantör och ange ' +
    'förfrågnings-ID:t.',
  'error.api.INTERNAL_ERROR':
    'Hosting-API:et fick ett internt fel. Försök igen om en stund; om det fortsätter, kontakta din ' +
    'hostingleverantör med förfrågnings-ID:t.',
  'error.api.UPLOAD_FAILED':
    'Modden hämtades men kunde inte laddas upp till servern. Försök igen; om det fortsätter, kontrollera ' +
    'att servern är igång och har ledigt diskutrymme.',
  'error.api.SERVICE_UNAVAILABLE':
    'Hostingplattformen har ingen ledig kapacitet just nu (inga noder eller portar) eller så går dess ' +
    'panel inte att nå. Försök igen senare.',
  'error.ops.SERVER_SUSPENDED':
    'Servern är avstängd, så ändringar är blockerade. Häv avstängningen i hostingpanelen (oftast avgörs ' +
    'den av faktureringen bakom), och försök sedan igen.',
  'error.ops.ADDON_REQUIRED':
    'Moddar och plugins kräver mods-tillägget eller Premium-paketet på den här servern. Aktivera ' +
    'mods-tillägget för den i hostingpanelen, eller flytta den till Premium, och försök sedan igen.',
  'error.ops.LIMIT_EXCEEDED':
    'En kvot för ditt hostingkonto har nåtts. Ta bort något som inte används, eller få kvoten höjd hos ' +
    'hostingplattformen.',
  'error.ops.LIMIT_REACHED':
    'Hostingpanelens gräns har nåtts. Ta bort något som inte används, eller höj gränsen i hostingpanelen.',
  'error.ops.FORBIDDEN':
    'Botens API-nyckel har inte behörighet att göra detta. Ge nyckeln den behörigheten i hostingpanelens ' +
    'API-inställningar, eller använd en nyckel som har den.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Funktionen ingår inte i serverns paket. Flytta servern till ett högre paket i hostingpanelen för att ' +
    'låsa upp den.',
  'error.ops.CONFIG_ERROR':
    'Hostingplattformen saknar konfiguration för den här åtgärden. Kontakta hostingplattformens support ' +
    'och ange förfrågnings-ID:t.',
  'error.ops.INTERNAL_ERROR':
    'Hosting-API:et fick ett internt fel. Försök igen om en stund; om det fortsätter, kontakta ' +
    'hostingplattformens support med förfrågnings-ID:t.',
  'error.ramBelowPlan': 'Så lite RAM ligger under paketets minimum på {bound}. Välj {bound} eller mer.',
  'error.ramAbovePlan': 'Så mycket RAM ligger över paketets maximum på {bound}. Välj {bound} eller mindre.',
  'error.client.RATE_LIMITED':
    'Hosting-API:et begränsar botens anropstakt just nu. Vänta en minut och försök igen.',
  'error.client.NETWORK_ERROR': 'Boten kunde inte nå hosting-API:et. Försök igen om en stund.',
  'error.client.TIMEOUT':
    'Hosting-API:et svarade inte i tid. Åtgärden kan ändå ha utförts: kontrollera innan du upprepar den.',
  'error.client.ABORTED': 'Förfrågan avbröts innan den var klar. Försök igen.',
  'error.client.INVALID_RESPONSE':
    'Hosting-API:et skickade ett svar som boten inte förstod. Försök igen; om det fortsätter, rapportera ' +
    'förfrågnings-ID:t.',
  'error.client.RESPONSE_TOO_LARGE':
    'Hosting-API:et skickade ett svar som var för stort att läsa, så boten slutade läsa det. Försök igen ' +
    'med en snävare sökning; om det fortsätter, rapportera förfrågnings-ID:t.',
  'error.tenantBusy':
    'För många förfrågningar från den här Discord-servern just nu. Försök igen om {seconds, number} s.',
  'error.store.read':
    'Boten kunde inte läsa sin databas, så den kan inte göra detta just nu. Inget ändra' +
    'des; försök igen om en minut.',
  'error.store.write':
    'Ändringen sparades inte: botens databas svarar inte. Inget ändrades; försök igen om en minut.',
  'error.api.failed': 'Hosting-API:et svarade med ett fel (HTTP {status}). Försök igen om en stund.',
  'error.api.refused': 'Hosting-API:et avvisade förfrågan ({code}). Kontrollera värdena och försök igen.',
  'error.internal': 'Något gick fel i boten. Utvecklarna har fått en notering i loggarna; försök igen.',
  'validation.text': '{field} måste vara text.',
  'validation.required': '{field} krävs.',
  'validation.tooLong': '{field} får vara högst {max, number} tecken.',
  'validation.wholeNumberAtLeast': '{field} måste vara ett heltal på minst {min, number}.',
  'validation.wholeNumberBetween': '{field} måste vara ett heltal från {min, number} till {max, number}.',
  'validation.oneOf': '{field} måste vara ett av {values}.',
  'validation.ramNumber': 'RAM måste vara ett antal GB.',
  'validation.ramSteps':
    'RAM måste vara en positiv multipel av 0,5 GB (till exempel 2 GB, 2,5 GB eller 3 GB).',
  'validation.serverId': 'Det är inget giltigt server-ID.',
  'validation.providerId': '{field} måste vara ett ID som inte är tomt.',
  'validation.boolean': '{field} måste vara sant eller falskt.',
  'validation.addons': 'Tillägg måste vara en lista med tillägg, vart och ett valt eller inte.',
  'validation.disk': 'Disk måste vara ett positivt antal GB.',
  'validation.emptyUpdate': 'Ange minst ett av RAM, disk eller extern referens att uppdatera.',
  'validation.object': '{field} måste vara ett objekt.',
  'validation.invalid': 'Boten avvisade sin egen förfrågan som ogiltig innan den skickades. Försök igen.',

  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number} d {hours, number} h',
  'unit.days': '{days, number} d',
  'unit.hoursMinutes': '{hours, number} h {minutes, number} min',
  'unit.hours': '{hours, number} h',
  'unit.minutes': '{minutes, number} min',
  'unit.seconds': '{seconds, number} s',

  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Det här kommandot finns inte längre här. Discord kan fortfarande visa en gammal li' +
    'sta: försök igen om en minut.',
  'interaction.staleComponent':
    'De här knapparna kommer från en äldre version av boten och fungerar inte längre. Kör kommandot igen.',
  'interaction.guildsOnly': 'Den här boten fungerar bara på Discord-servrar.',
  'confirmation.retiredKind': 'Bekräftelsen gäller en åtgärd som boten inte längre erbjuder; inget ändrades.',
  'permission.viewChannel': 'Visa kanal',
  'permission.sendMessages': 'Skicka meddelanden',
  'permission.embedLinks': 'Bädda in länkar',
  'permission.cannotPost':
    'Boten kan inte skriva i {channel}: den behöver {permissions} där. Ge den behörigheterna i kanalens ' +
    'behörighetsinställningar (eller välj en annan kanal) och kör kommandot igen.',
  'quota.subscriptions':
    'Den här Discord-servern har nått sin gräns på {limit} larmprenumerationer. Ta bort en med `/alerts ' +
    'unsubscribe` först, eller be botens operatörer att höja gränsen.',
  'quota.boards':
    'Den här Discord-servern har nått sin gräns på {limit} statustavlor. Ta bort en med `/board remove` ' +
    'först, eller be botens operatörer att höja gränsen.',
  'quota.usageWatches':
    'Den här Discord-servern har nått sin gräns på {limit} användningsbevakningar. Ta bort en med `/alerts ' +
    'unsubscribe kind:usage` först, eller be botens operatörer att höja gränsen.',
  'interaction.rateLimitWait':
    '⏳ Hosting-API:et begränsar botens anropstakt. Du får ditt svar så snart API:et tar emot förfrågningar ' +
    'igen, {when}.',
  'confirmation.ask': '{member}, bekräfta: den här frågan upphör att gälla {expiresIn}.',
  'confirmation.onlyAsker': 'Bara medlemmen som frågade kan bekräfta.',
  'confirmation.confirm': 'Bekräfta',
  'confirmation.cancel': 'Avbryt',
  'confirmation.working': '⏳ Arbetar…',
  'confirmation.cancelled': '✖️ Avbrutet; inget ändrades.',
  'confirmation.promptExpired': '⌛ Bekräftelsen har gått ut; inget ändrades.',
  'confirmation.expired':
    '⌛ Bekräftelsen har gått ut eller är inte längre känd; inget ändrades. Kör kommandot igen.',
  'confirmation.foreign': 'Bara medlemmen som frågade kan bekräfta eller avbryta detta.',
  'confirmation.used': 'Bekräftelsen har redan använts.',
  'page.previous': 'Föregående',
  'page.next': 'Nästa',
  'limits.andMore': '…och {count, plural, one {# till} other {# till}}',
  'limits.notShown': '{count, plural, one {# till visas inte} other {# till visas inte}}',
  'option.server': 'Servern (välj ett förslag eller klistra in dess ID)',
  'option.guild_id': 'Discord-communityn (välj en som boten finns i, eller klistra in dess ID)',
  'command.access': 'Bestäm vilka Discord-servrar som ser vilka servrar, och vem som får göra vad med boten',
  'command.access.link': 'Låt en Discord-community se och hantera en server',
  'command.access.unlink': 'Hindra en Discord-community från att se en server',
  'command.access.list': 'Visa vilka Discord-servrar som ser vilka servrar',
  'command.access.list.guild_id': 'Bara den här Discord-communityn (välj en, eller klistra in dess ID)',
  'access.linked': '🔗 {server} är nu kopplad till {guild}.',
  'access.alreadyLinked': '**{name}** var redan kopplad till {guild}.',
  'access.membersSeeIt': 'Dess medlemmar ser nu servern i sina kommandon, så långt deras nivå tillåter.',
  'access.botNotInGuild':
    'Boten finns inte på den Discord-servern än: bjud in den dit, så dyker kommandona upp när den ansluter.',
  'access.unlinked':
    '✂️ {server} är inte längre kopplad till {guild}; den Discord-servern kan inte läng' +
    're se eller hantera den.',
  'access.notLinked': '{server} var inte kopplad till {guild}; inget ändrades.',
  'access.guildHasNoLinks': '{guild} har inga kopplade servrar.',
  'access.noLinks': 'Ingen Discord-community är kopplad till någon server än. Använd `/access link`.',
  'access.title': 'Discord-servrarnas åtkomst',
  'access.guildNotJoined': 'Discord-server {guildId} (boten finns inte där)',
  'access.moreGuilds':
    '{count, plural, one {# Discord-server till är kopplad} other {# Discord-servrar till är kopplade}}: ' +
    'välj en med guild_id för att se dess servrar.',
  'permission.lost.unknownChannel': 'kanalen har raderats',
  'permission.lost.missingAccess': 'boten har förlorat åtkomsten till kanalen',
  'permission.lost.missingPermissions': 'boten saknar behörighet att skriva där',

  'permission.lacking': 'boten saknar {permissions} där',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'Inget att ändra: ange minst ett av ram, disk eller external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disk {before} → {after}',
  'server.update.changedReference': 'extern referens ”{before}” → ”{after}”',
  'server.update.changedStatus': 'status {before} → {after}',
  'server.update.concurrentChange':
    'Någon ändrade servern medan du uppdaterade den ({changes}), så din ändring tillämpades inte. ' +
    'Kontrollera de nya värdena och kör kommandot igen.',
  'server.update.concurrentUnseenChange':
    'Någon ändrade servern medan du uppdaterade den, så din ändring tillämpades inte. Kontrollera dess ' +
    'nuvarande värden med `/server info` och kör kommandot igen.',
  'server.update.done': '✅ {server} har uppdaterats',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disk: {before} → {after}',
  'server.update.lineReference': 'Extern referens: {before} → {after}',
  'server.update.noReference': 'ingen',
  'server.update.unchanged': 'Den hade redan de här värdena; inget ändrades.',
  'command.server': 'Skapa, granska, ändra storlek på och radera hostade spelservrar',
  'command.server.list': 'Lista servrar, med filter och sortering',
  'command.server.list.status': 'Bara servrar med den här statusen (välj en, eller skriv en annan)',
  'command.server.list.game': 'Bara servrar för det här spelet',
  'command.server.list.search': 'Namnet innehåller den här texten',
  'command.server.list.sort': 'Sortera efter',
  'command.server.list.sort.createdAt': 'Skapad',
  'command.server.list.sort.name': 'Namn',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Status',
  'command.server.list.order': 'Sorteringsordning',
  'command.server.list.order.asc': 'Stigande',
  'command.server.list.order.desc': 'Fallande',
  'command.server.info': 'Visa en server: status, paket, gränser, tillägg och version',
  'command.server.create': 'Skapa en server; etableringen fortsätter i bakgrunden',
  'command.server.create.name': 'Serverns namn',
  'command.server.create.ram': 'RAM i GB, i steg om 0,5',
  'command.server.create.game': 'Spel-ID (standard: API:ets standard)',
  'command.server.create.game_type': 'Spelvariant (standard: API:ets standard)',
  'command.server.create.game_version': 'Spelversion (standard: API:ets standard)',
  'command.server.create.plan': 'Paket (standard Premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Välj mods-tillägget',
  'command.server.create.external_reference': 'Din referens, t.ex. ett order-ID',
  'command.server.update': 'Ändra storlek på en server eller ändra dess externa referens',
  'command.server.update.ram': 'Nytt RAM i GB, i steg om 0,5',
  'command.server.update.disk': 'Ny disk i GB',
  'command.server.update.external_reference': 'Ny extern referens',
  'command.server.delete': 'Radera en server permanent (ber om bekräftelse)',
  'command.server.resources':
    'Visa aktuell CPU, minne, disk, nätverk och drifttid, med ett användningsdiagram',
  'command.server.resources.hours': 'Användningsdiagrammets tidsspann i timmar (1–24, standard 6)',
  'command.server.activity':
    'Visa senaste aktiviteten: skapanden, storleksändringar, installationer med mera',
  'server.list.expired': 'Listan har gått ut. Kör `/server list` igen.',
  'server.list.title': 'Servrar',
  'server.list.empty': 'Inga servrar matchar.',
  'server.list.pageOf':
    'Sida {page, number} av {pages, number} · {total, plural, one {# server} other {# servrar}}',
  'server.list.page': 'Sida {page, number}',
  'server.list.filterStatus': 'status {status}',
  'server.list.filterGame': 'spel {game}',
  'server.list.filterSearch': 'namnet innehåller ”{search}”',
  'server.list.filterSort': 'sorterat efter {sort}',
  'server.list.filterAscending': 'stigande',
  'server.list.filterDescending': 'fallande',
  'server.info.connect': '🔌 Anslut till {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 Läst från hostingpanelen {when} · läses in på nytt…',
  'server.info.lastReadOnly': '🕓 Läst från hostingpanelen {when}',
  'server.field.status': 'Status',
  'server.field.plan': 'Paket',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disk',
  'server.field.game': 'Spel',
  'server.field.externalReference': 'Extern referens',
  'server.field.created': 'Skapad',
  'server.field.addons': 'Tillägg',
  'server.field.limits': 'Gränser',
  'server.field.serverId': 'Server-ID',
  'server.create.title': '{symbol} Etablering startad: {name}',
  'server.create.description':
    'Servern etableras. Meddelandet uppdateras när den är klar eller om etableringen misslyckas.',
  'server.create.idPending': 'tilldelas snart',
  'server.delete.done': '🗑️ **{name}** {id} har raderats, med sina data, säkerhetskopior och DNS-poster.',
  'server.delete.confirm': 'Radera permanent',
  'server.delete.title': 'Radera {name}?',
  'server.delete.prompt':
    'Detta raderar **{name}** {id} permanent.\n\nAll dess data, säkerhetskopior och DNS-poster tas bort ' +
    'från panelen, SFTP och DNS. **Det går inte att ångra eller återställa.**',
  'server.alertButton.info': 'Serverinfo',
  'server.alertButton.resources': 'Resurser',
  'server.alertButton.acknowledge': 'Kvittera',
  'alerts.ack.field': 'Kvitterat',
  'alerts.ack.by': '{member} kvitterade larmet {ago}.',
  'alerts.ack.taken': '{member} kvitterade redan larmet {ago}.',
  'alerts.ack.after': '{member} hade kvitterat det {duration} efter att det började.',
  'alerts.ack.afterSome':
    '{member} hade kvitterat incidenten på ' +
    '{count, plural, one {# av de här servrarna} ' +
    'other {# av de här servrarna}}' +
    ' {duration} efter att den började.',
  'server.alertButton.showAll': 'Visa alla',
  'server.alertGroup.gone':
    'Listan för det här grupperade inlägget sparas inte längre; `/server list` visar alla servrar.',
  'availability.name': 'Tillgänglighet',
  'availability.notWatched':
    'Bevakas inte än: `/alerts subscribe events:status` för den här servern startar det.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages':
    '{outages, plural, =0 {inget avbrott} one {# avbrott, {downtime}} other {# avbrott, {downtime}}}',
  'availability.watchedFor': 'Bevakad i {watched} hittills: {availability}',
  'availability.day': '24 h: {availability}',
  'availability.week': '7 d: {availability}',
  'availability.sinceWatching': 'Sedan bevakningen började för {watched} sedan: {availability}',

  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disk',
  'resources.title': 'Resurser · {name}',
  'resources.description': 'ID {id} · mätt {sampled}',
  'resources.noFigures': 'API:et rapporterade inga användningssiffror.',
  'resources.field.state': 'Tillstånd',
  'resources.field.memory': 'Minne',
  'resources.field.network': 'Nätverk',
  'resources.field.uptime': 'Drifttid',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} av {limit}',
  'resources.noChartYet':
    'Inget användningsdiagram än: boten mäter användningen bara för bevakade servrar. Börja med `/alerts ' +
    'usage` för den här servern (eller lägg den på en `/board`); diagrammet fylls på från och med då.',
  'resources.noFiguresInSpan':
    'Inga användningssiffror under de senaste {hours, number} h: mätningen började {first} och senast ' +
    'lästes {last}.',
  'resources.usageOver':
    'Användning under de senaste {hours, number} h (mätt sedan {first}, senast läst {last}).',
  'resources.playersLine':
    'Spelare online under de senaste {hours, number} h, enligt spelets svar på botens kontroller, på den ' +
    'högra axeln.',
  'chart.title': '{title} · senaste {hours, number} h',
  'chart.now': 'nu',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'timmar före nu ({time} UTC)',
  'chart.usageAxis': 'användning (%)',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Spelare',
  'chart.playersAxis': 'spelare online',
  'fields.yes': 'ja',
  'fields.no': 'nej',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Svarar ({latency, number} ms)',
  'game.checkedAgo': 'kontrollerad {when}',
  'game.notAnsweringSince': '🔴 Svarar inte sedan {since}',
  'game.notAnswering': '🔴 Svarar inte (kontrollerad {when})',
  'game.noAnswerInTime': '⏳ Spelet svarade inte i tid; försök igen strax.',
  'game.notQueried.noAddress': 'Inte tillfrågad: servern har ingen anslutningsadress.',
  'game.notQueried.unknownGame': 'Inte tillfrågad: boten kan inte fråga det här spelet.',
  'game.notQueried.disabled': 'Spelförfrågningar är avaktiverade för den här boten.',
  'game.notQueried.hostNotAllowed': 'Inte tillfrågad: boten får inte fråga den här adressen.',
  'game.notQueried.privateAddress': 'Inte tillfrågad: privat eller reserverad adress.',
  'game.notQueried.unresolvable': 'Inte tillfrågad: adressen går inte att slå upp.',
  'game.notQueried.protocolNotAllowed': 'Inte tillfrågad: boten frågar inte det här spelets protokoll.',
  'game.notQueried.httpNotEnabled':
    'Inte tillfrågad: det här spelet frågas via HTTP, som är avaktiverat för den här boten.',
  'game.checking': '⏳ Frågar spelet…',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Högsta antal de senaste 24 h: {peak, number}',
  'game.moreNames': '{names} och {more, plural, one {# till} other {# till}}',
  'game.field.server': 'Spelserver',
  'game.field.players': 'Spelare',
  'game.field.version': 'Spelversion',
  'game.field.motd': 'Dagens meddelande',
  'game.silentTitle': '🔇 {server}: spelet svarar inte',
  'game.silentText': '{server} körs i panelen, men spelet har inte svarat sedan {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · ett inlägg följer när det svarar igen',
  'game.answeringTitle': '🔊 {server}: spelet svarar igen efter {downtime}',
  'game.answeringText': 'Spelet på {server} svarar igen: tyst i {downtime} (sedan {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'spelet svarar inte',
  'game.fleetPlayers':
    '👥 {online, plural, one {# spelare} other {# spelare}} online på {servers, plural, one {# server som ' +
    'svarar} other {# servrar som svarar}}',
  'activity.title': 'Aktivitet · {name}',
  'activity.empty': 'Ingen aktivitet registrerad än.',
  'activity.latest':
    '{total, plural, one {Senaste {shown, number} av # post} other {Senaste {shown, number} av # poster}}',
  'activity.count': '{count, plural, one {# post} other {# poster}}',
  'activity.timeUnknown': 'okänd tid',
  'activity.by': '{what} av {actor}',
  'activity.action.created': 'Server skapad',
  'activity.action.provisioned': 'Etablering klar',
  'activity.action.installFailed': 'Etablering misslyckades',
  'activity.action.deleted': 'Server raderad',
  'activity.action.resized': 'Serverns storlek ändrad',
  'activity.action.updated': 'Server uppdaterad',
  'activity.action.suspended': 'Server avstängd',
  'activity.action.unsuspended': 'Avstängning hävd',
  'activity.action.statusChanged': 'Status ändrad',
  'activity.action.noteAdded': 'Anteckning tillagd',
  'activity.action.modInstalled': 'Mod installerad',
  'activity.action.pluginInstalled': 'Plugin installerat',
  'activity.action.unknown': 'Aktivitet',
  'activity.action.reinstalled': 'Server ominstallerad',
  'activity.action.started': 'Server startad',
  'activity.action.stopped': 'Server stoppad',
  'activity.action.restarted': 'Server omstartad',
  'activity.action.modUpdated': 'Mod uppdaterad',
  'activity.action.modRemoved': 'Mod borttagen',
  'activity.action.pluginUpdated': 'Plugin uppdaterat',
  'activity.action.pluginRemoved': 'Plugin borttaget',
  'activity.action.backupCreated': 'Säkerhetskopia skapad',
  'activity.action.backupRestored': 'Säkerhetskopia återställd',
  'activity.action.backupDeleted': 'Säkerhetskopia raderad',
  'activity.apiWords': '{words} (API:ets egna ord)',

  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'Upphovspersonen till **{mod}** förbjuder nedladdning via tredje part, så boten kan inte installera ' +
    'den: ladda ner den från dess sida och ladda upp den till servern manuellt.',
  'mods.install.restrictedWithPage':
    'Upphovspersonen till **{mod}** förbjuder nedladdning via tredje part, så boten kan inte installera ' +
    'den: ladda ner den från dess sida och ladda upp den till servern manuellt. Moddens sida: {page}',
  'mods.install.refusedWithPage': '{sentence} Moddens sida: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Inget plugin} other {Ingen mod}} med ID {modId} hittades hos {provider}. Välj ' +
    'en bland förslagen.',
  'mods.install.fileNotFound': '{mod} har ingen fil med ID {fileId}. Välj en bland förslagen.',
  'mods.search.loaderNeedsCurseforge':
    'Loader-filtret fungerar bara med katalogen CurseForge. Ta bort det eller byt katalog.',
  'mods.update.noRecord':
    'Boten har inte längre någon uppgift om att den installerat den här modden på servern. Se `/mods ' +
    'installed`.',
  'mods.update.alreadyCurrent': '{mod} är redan {file} på {server}.',
  'mods.update.fileGone':
    'Katalogen erbjuder inte längre den filen av {mod}. Se `/mods installed` för den aktuella.',
  'command.mods': 'Sök, installera och uppdatera moddar och plugins',
  'command.mods.search': 'Sök i en katalog efter moddar eller plugins som passar en server',
  'command.mods.search.provider': 'Katalog (standard CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Moddar eller plugins (standard moddar)',
  'command.mods.search.type.mods': 'moddar',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Sökord',
  'command.mods.search.game_version': 'Spelversion (standard: serverns)',
  'command.mods.search.loader': 'Modloader (bara CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Installera en mod eller ett plugin på en server (ber om bekräftelse)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Moddar eller plugins (standard moddar)',
  'command.mods.install.type.mods': 'moddar',
  'command.mods.install.type.plugins': 'plugins',
  'command.mods.install.mod': 'Modden (skriv för att söka)',
  'command.mods.install.file': 'Releasefilen (de som passar serverns version först)',
  'command.mods.installed':
    'Visa moddar och plugins som boten installerat på en server, och om uppdateringar finns',
  'mods.choice.serverVersion': '{version} (serverns)',
  'mods.choice.noAddon': 'Inga moddar här: servern har varken mods-tillägget eller Premium-paketet.',
  'mods.search.title': '{type, select, plugins {Plugins för {server}} other {Moddar för {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins för {server} som matchar ”{query}”} other {Moddar för {server} som ' +
    'matchar ”{query}”}}',
  'mods.search.nothingFound': 'Inget hittades. Prova andra ord eller en annan leverantör.',
  'mods.search.footerGameVersion': 'spelversion {version}',
  'mods.search.footerPick': 'välj en nedan för att installera den',
  'mods.search.restrictedNote':
    '⚠️ Upphovspersonen förbjuder nedladdning via tredje part: installera den manuellt från dess sida.',
  'mods.search.pickPlaceholder': 'Installera en av dessa…',
  'mods.search.expired': 'Resultaten har gått ut. Kör `/mods search` igen.',
  'mods.search.notYours':
    'Bara medlemmen som sökte kan installera från de här resultaten. Kör `/mods search` själv.',
  'mods.search.noFile':
    'Den modden har ingen installerbar fil. Välj en annan, eller använd `/mods instal' +
    'l` för att välja en fil.',
  'mods.install.promptTitle':
    '{action, select, update {Uppdatera {mod} på {server}?} other {Installera {mod} på {server}?}}',
  'mods.install.installedNow': 'Installerad nu: {file}',
  'mods.install.file': 'Fil: **{file}** {fileId}',
  'mods.install.fileForGame': 'Fil: **{file}** {fileId} (spel {versions})',
  'mods.install.uploadedTo': 'Den laddas upp till serverns mapp för {type}.',
  'mods.install.restart.ops': 'Starta om servern från hostingpanelen för att läsa in den.',
  'mods.install.restart.community':
    'Starta om servern från din spelpanel för att läsa in den (boten kan inte starta om servrar).',
  'mods.install.confirmInstall': 'Installera',
  'mods.install.confirmUpdate': 'Uppdatera',
  'mods.install.done':
    '{action, select, update {✅ Uppdaterade till **{mod}** ({file}) på **{server}**.} other {✅ ' +
    'Installerade **{mod}** ({file}) på **{server}**.}}',
  'mods.install.unrecorded':
    'Boten kunde inte anteckna den för `/mods installed` och uppdateringskontroller (da' +
    'tabasen svarade med fel).',
  'mods.installed.title': 'Installerat via boten · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin från {provider}} other {mod från {provider}}}',
  'mods.installed.version': 'Version {file} · installerad {time} av {installer}',
  'mods.installed.versionFor': 'Version {file} för {game} · installerad {time} av {installer}',
  'mods.installed.byMemberOf': 'en medlem i {guild}',
  'mods.installed.byMember': 'en medlem',
  'mods.installed.unlisted':
    '❔ Katalogen listar inte den här modden längre, så ingen nyare release kan erbjudas.',
  'mods.installed.notChecked': '❔ Inte kontrollerad än: katalogen svarade inte i tid.',
  'mods.installed.checkedNow': 'kontrollerad just nu',
  'mods.installed.checkedAt': 'vid senaste kontrollen {time}',
  'mods.installed.upToDate': '✅ Aktuell ({when})',
  'mods.installed.updateAvailable': '⬆️ Uppdatering tillgänglig: **{file}** ({when})',
  'mods.installed.none':
    'Boten har inte installerat några moddar eller plugins på {server} än. De som installeras med `/mods ' +
    'install` (och deras uppdateringar) listas här.',
  'mods.installed.footer':
    '{count, plural, one {# installerad via boten} other {# installerade via boten}} · uppdateringar ' +
    'passar spelversionen och loadern var och en installerades för',
  'mods.installed.footerPaged':
    '{count, plural, one {# installerad via boten} other {# installerade via boten}} · sida {page, number} ' +
    'av {pages, number} · uppdateringar passar spelversionen och loadern var och en installerades för',
  'mods.installed.updateButton': 'Uppdatera {mod}',
  'mods.installed.expired': 'Listan har gått ut. Kör `/mods installed` igen.',

  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone': 'Välj en roll att pinga, inte @everyone: larm pingar aldrig alla.',
  'alerts.roleNotMentionable':
    'Boten kan inte pinga {role}: rollen går inte att nämna och boten saknar ”Nämn @everyone, @here och ' +
    'alla roller” i {channel}. Gör rollen nämnbar (Serverinställningar → Roller) eller ge boten den ' +
    'behörigheten, och kör sedan kommandot igen.',
  'alerts.usage.noThreshold': 'Ange minst en tröskel (`cpu`, `ram` eller `disk`, i procent) att bevaka.',
  'alerts.activity.title': 'Aktivitet · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · för många poster på en gång för att läsa alla; `/server activity` visar de äldre',
  'alerts.provisioned.failedText':
    'Servern rapporterar {status}. Radera den och skapa den igen; om det fortsätter att misslyckas, ' +
    'kontakta supporten.',
  'alerts.provisioned.text': '{serverId} är etablerad och rapporterar {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Etableringen misslyckades: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} är klar',
  'alerts.provisioned.title': '{symbol} {name} är färdigetablerad',
  'alerts.field.serverId': 'Server-ID',
  'alerts.field.status': 'Status',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Spel',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} raderades medan den etablerades; larmen för den har upphört.',
  'alerts.deleted.text': '🗑️ {server} finns inte längre (raderad); larmen för den har upphört.',
  'alerts.group.down': '{count, plural, one {# server nere} other {# servrar nere}}',
  'alerts.group.back': '{count, plural, one {# server tillbaka} other {# servrar tillbaka}}',
  'alerts.group.silent': '{count, plural, one {# spel svarar inte} other {# spel svarar inte}}',
  'alerts.group.answering': '{count, plural, one {# spel svarar igen} other {# spel svarar igen}}',
  'alerts.group.usageFired':
    '{count, plural, one {# server över sin tröskel för användning} ' +
    'other {# servrar över sin tröskel för användning}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# server under sin tröskel för användning igen} ' +
    'other {# servrar under sin tröskel för användning igen}}',
  'alerts.group.mixed': '{count, plural, one {# server har ändrats} other {# servrar har ändrats}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'Från aktivitetsloggen',
  'alerts.status.downTitle': '{symbol} {server} är nere',
  'alerts.status.downText': '{server} rapporterar {status} sedan {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · ett inlägg följer när den körs igen',
  'alerts.status.backTitle': '{symbol} {server} är tillbaka efter {downtime}',
  'alerts.status.backText':
    '{server} rapporterar {status} igen: tillbaka efter {downtime} (nere sedan {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Uppdatering tillgänglig · {mod} på {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) har en nyare release på {server}.',
  'alerts.modUpdate.newerFor': '**{mod}** ({provider}) har en nyare release för {fitsFor} på {server}.',
  'alerts.modUpdate.installed': 'Installerad: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Ny: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Ny: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '”Uppdatera” ber först om bekräftelse; `/mods installed` listar alla moddar som boten installerat.',
  'alerts.modUpdate.withoutButton':
    'Uppdatera den med `/mods install` och den nya filen (du får bekräfta först).',
  'alerts.modUpdate.button': 'Uppdatera',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disk}} över {threshold, number, ::pe' +
    'rcent scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Disk}} normal igen · {server}',
  'alerts.usage.firedText':
    '{metric, select, cpu {CPU-användningen} ram {RAM-användningen} other {Diskanvändningen}} på {server} ' +
    'har legat över {threshold, number, ::percent scale/0.01} i {minutes, plural, one {# minut} other {# ' +
    'minuter}}: nu {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    '{metric, select, cpu {CPU-användningen} ram {RAM-användningen} other {Diskanvändningen}} på {server} ' +
    'är tillbaka under {threshold, number, ::percent scale/0.01}: nu {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Siffrorna lästes {sampled}.',
  'alerts.usage.readJustNow': 'Siffrorna lästes just nu.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage stoppar dessa',
  'alerts.ops.givenUp': '⚠️ Ett larm om {server} kunde inte publiceras i {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Ett larm om {server} kunde inte publiceras i {channel} på **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Det släpptes så att senare larm för servern ändå skickas. Tills ett inlägg i den kanalen lyckas ' +
    'loggas bara ytterligare larm som misslyckas där.',
  'alerts.ops.notDeliveredWithin': 'det levererades inte inom {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'det levererades inte inom {age} (senaste svar: {failure})',
  'alerts.ops.discordRefused': 'Discord avvisade det ({failure})',
  'alerts.ops.paused': '⏸️ Larm pausade: boten kan inte längre skriva i {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Larm pausade: boten kan inte längre skriva i {channel} på **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Dess prenumeration är pausad} other {Dess # prenumerationer är pausade}} och ' +
    'prövas inte igen.',
  'alerts.ops.pausedResume':
    'Ge boten ”Visa kanal”, ”Skicka meddelanden” och ”Bädda in länkar” där (eller välj en annan kanal), ' +
    'och kör sedan `/alerts subscribe` (eller `/alerts usage` för användningslarm) igen för att återuppta.',
  'alerts.ops.setAside': '🗃️ En sparad post kunde inte läsas ({reason}) och lades åt sidan: {key}.',
  'alerts.ops.setAsideEffect': 'Boten fortsätter utan den; allt annat fungerar som vanligt.',
  'alerts.ops.setAsideKept':
    'Dess ursprungliga värde sparas under {setAsideKey} för granskning eller återställning ' +
    '(docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Statustavlan i {board} raderades, så den publicerades på nytt. Raderas den igen pausas den; ' +
    '`/board remove` där stoppar den för gott.',
  'alerts.ops.boardPaused':
    '⏸️ Statustavlan i {board} är pausad: {reason}. Åtgärda det och kör `/board create` där igen för att ' +
    'återuppta den, eller `/board remove` för att ta bort den.',
  'alerts.everyServer': 'alla servrar',
  'alerts.everyServerIncludingLater': 'alla servrar, även sådana som skapas senare',
  'alerts.everyLinkedServerIncludingLater':
    'alla servrar som är kopplade till den här Discord-servern, även sådana som kopplas senare',
  'alerts.list.paused': '⏸️ pausad: {reason}; kör `{command}` igen för att återuppta',
  'alerts.list.unlinked': 'inte längre kopplad till den här Discord-servern, så den får ingenting',
  'alerts.list.since': 'sedan {since}',
  'alerts.list.usage': 'användning: {thresholds}',
  'alerts.list.title': 'Larmprenumerationer',
  'alerts.list.none':
    'Den här Discord-servern har inga larmprenumerationer än. Använd `/alerts subscr' +
    'ibe` eller `/alerts usage`.',
  'alerts.list.footer':
    'Sida {page, number} av {pages, number} · {subscriptions, plural, one {# prenumeration} other {# ' +
    'prenumerationer}} · {watches, plural, one {# användningsbevakning} other {# användningsbevakningar}}',
  'alerts.list.paceClamped':
    '⚠️ Användningen läses ungefär var {every} per bevakad server, begränsat av API:ets anropsgräns: för ' +
    'sällan för ett fönster på {minutes, plural, one {# minut} other {# minuter}}, så användningslarm kan ' +
    'komma upp till {every} för sent.',
  'alerts.list.pace':
    'Användningen läses ungefär var {every} per bevakad server (begränsat av API:ets anropsgräns).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} får inte längre larm om {kind} för {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} får inte längre larm (händelser och användning) för {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} får inte längre larm för {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} får inte längre användningslarm för {what}.',
  'alerts.unsubscribe.none':
    '{channel} har ingen prenumeration för {what}; inget ändrades. `/alerts list` visar den här ' +
    'Discord-serverns prenumerationer.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} har ingen prenumeration på larm om {kind} för {what}; inget ändrades. `/alerts list` visar ' +
    'den här Discord-serverns prenumerationer.',
  'alerts.kindLabel.provisioning': 'etableringsresultat',
  'alerts.kindLabel.status': 'statusändringar (nere, och tillbaka med tiden den var nere)',
  'alerts.kindLabel.activity': 'ny aktivitet',
  'alerts.kindLabel.mods': 'moduppdateringar',
  'alerts.kindLabel.events': 'alla händelser (etablering, status, aktivitet, moduppdateringar)',
  'alerts.kindLabel.usage': 'användning över en tröskel',
  'alerts.route.allEvents': 'alla händelser',
  'alerts.route.pings': '{kind} (pingar {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (pingar {role}, även vid återhämtning)',
  'alerts.subscribe.unchanged': '{channel} får redan larm för {what}: {routes}; inget ändrades.',
  'alerts.subscribe.done': '🔔 {channel} får nu larm för {what}: {kinds}, från och med nu.',
  'alerts.subscribe.resumed': '🔔 Återupptaget: {channel} får nu larm för {what}: {kinds}, från och med nu.',
  'alerts.subscribe.mentions': 'De nämner {role} (inlägg om återhämtning gör det inte).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'De nämner {role}, även inlägg om återhämtning.',
  'alerts.subscribe.inAll': 'Totalt får den: {routes}.',
  'alerts.subscribe.howToStop': 'Använd `/alerts unsubscribe` för att stoppa dem.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} över {threshold, number, ::percent scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} i {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} får nu användningslarm för {what}: {thresholds}, en gång när det börjar och en gång när ' +
    'värdet är under igen.',
  'alerts.usage.paceClamped':
    '⚠️ API-budgeten låter boten läsa varje bevakad servers användning bara ungefär var {every}, för ' +
    'sällan för ett fönster på {minutes, plural, one {# minut} other {# minuter}}: larm kan komma upp till ' +
    '{every} för sent.',
  'alerts.usage.pace': 'Varje bevakad servers användning läses ungefär var {every}.',
  'alerts.usage.howToStop': 'Använd `/alerts unsubscribe kind:usage` för att stoppa dem.',
  'command.alerts': 'Publicera larm om etablering, status, aktivitet och användning i en kanal',
  'command.alerts.subscribe': 'Publicera larm för en server (eller alla servrar) i en kanal, från och med nu',
  'command.alerts.subscribe.channel': 'Text- eller meddelandekanalen för larmen',
  'command.alerts.subscribe.server': 'Bara den här servern (utelämna för alla servrar du får se)',
  'command.alerts.subscribe.events': 'Vilka larm (standard alla)',
  'command.alerts.subscribe.events.all': 'Alla händelser',
  'option.events.provisioning': 'Etableringsresultat',
  'option.events.status': 'Statusändringar (nere och tillbaka)',
  'option.events.activity': 'Ny aktivitet',
  'option.events.mods': 'Moduppdateringar',
  'command.alerts.subscribe.ping': 'En roll som larmen nämner',
  'command.alerts.subscribe.ping_recovery':
    'Nämn rollen även i larm om återhämtning (”tillbaka efter 12 min”) (standard nej)',
  'command.alerts.usage': 'Larma i en kanal när en server ligger över en tröskel för CPU, RAM eller disk',
  'command.alerts.usage.channel': 'Text- eller meddelandekanalen för larmen',
  'command.alerts.usage.server': 'Bara den här servern (utelämna för alla servrar du får se)',
  'command.alerts.usage.cpu': 'Larma när CPU ligger över den här procentsatsen (1–100)',
  'command.alerts.usage.ram': 'Larma när RAM ligger över den här procentsatsen (1–100)',
  'command.alerts.usage.disk': 'Larma när diskanvändningen ligger över den här procentsatsen (1–100)',
  'command.alerts.usage.minutes': 'Hur många minuter ett värde ska ligga över innan larmet (standard 5)',
  'command.alerts.unsubscribe': 'Sluta publicera larm i en kanal',
  'command.alerts.unsubscribe.channel': 'Text- eller meddelandekanalen för larmen',
  'command.alerts.unsubscribe.server': 'Prenumerationens server (lämna tomt för den som gäller alla servrar)',
  'command.alerts.unsubscribe.kind': 'Vilka larm som ska stoppas (standard alla)',
  'command.alerts.unsubscribe.kind.events': 'Händelselarm (etablering, status, aktivitet, moddar)',
  'command.alerts.unsubscribe.kind.usage': 'Användningslarm (trösklar)',
  'command.alerts.unsubscribe.kind.all': 'Alla larm',
  'command.alerts.unsubscribe.events': 'Stoppa bara den här sortens händelselarm; kanalen behåller de andra',
  'command.alerts.list': 'Visa den här Discord-serverns larmprenumerationer och användningsbevakningar',

  // Boards: /board and the live status board.
  'command.board': 'Håll ett levande statusmeddelande om dina servrar, uppdaterat på plats',
  'command.board.create': 'Publicera en statustavla i en kanal, som hålls aktuell på plats',
  'command.board.create.channel': 'Text- eller meddelandekanalen för statustavlan',
  'command.board.remove': 'Ta bort en kanals statustavla och dess meddelande',
  'command.board.remove.channel': 'Statustavlans kanal',
  'command.board.list': 'Visa den här Discord-serverns statustavlor',
  'board.create.already':
    '{channel} har redan en statustavla; inget ändrades. `/board remove` där tar bort den.',
  'board.create.posted':
    '📋 Statustavlan för {scope, select, ops {alla servrar på kontot} other {alla servrar som är kopplade ' +
    'till den här Discord-servern}} dyker upp i {channel} inom kort och uppdateras sedan på plats.',
  'board.create.resumed':
    '📋 Återupptagen: statustavlan för {scope, select, ops {alla servrar på kontot} other {alla servrar som ' +
    'är kopplade till den här Discord-servern}} dyker upp i {channel} inom kort och ' +
    'uppdateras sedan på plats.',
  'board.create.shows':
    'Den visar varje servers tillstånd, spel, storlek, användning där den mäts och anslutningsadress, och ' +
    'hur färsk uppgiften är.',
  'board.remove.done': '🗑️ Statustavlan i {channel} har tagits bort.',
  'board.remove.none':
    '{channel} har ingen statustavla; inget ändrades. `/board list` visar den här Discord-serverns ' +
    'statustavlor.',
  'board.list.none': 'Den här Discord-servern har inga statustavlor än. Använd `/board create`.',
  'board.list.title': 'Statustavlor',
  'board.list.footer': '{count, plural, one {{count} statustavla} other {{count} statustavlor}}',
  'board.list.paused': '{channel} · ⏸️ pausad: {reason}; kör `/board create` där för att återuppta',
  'board.list.posting': '{channel} · publiceras',
  'board.list.messages': '{channel} · {count, plural, one {# meddelande} other {# meddelanden}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# meddelande} other {# meddelanden}} · senast redigerad {when}',
  'board.title': 'Serverstatus',
  'board.titlePaged': 'Serverstatus ({page, number}/{pages, number})',
  'board.reading': 'Läser serverlistan…',
  'board.empty': 'Inga servrar att visa än.',
  'board.allClear': '✅ Inget behöver åtgärdas.',
  'board.needsAttention': '**Behöver åtgärdas** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total': '**{count, plural, one {{count} server} other {{count} servrar}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, one {# misslyckad} other {# misslyckade}}} suspended {{count, ' +
    'plural, one {# avstängd} other {# avstängda}}} stopped {{count, plural, one {# stoppad} other {# ' +
    'stoppade}}} provisioning {{count, plural, one {# etableras} other {# etableras}}} deleting {{count, ' +
    'plural, one {# raderas} other {# raderas}}} running {{count, plural, one {# igång} other {# igång}}} ' +
    'other {{count, plural, one {# okänd} other {# okända}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} aktivt användningslarm} other {{count} aktiva användningslarm}}',
  'board.reason.slowProvisioning': 'etableringen tar längre tid än väntat',
  'board.reason.gameSilent': 'spelet svarar inte',
  'board.reason.unrecognised': 'ett tillstånd som boten inte känner till',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} över {threshold, number, ::percent scale/0.01}',
  'board.since': 'sedan {when}',
  'board.seenSince': 'sett sedan {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disk {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} disk',
  'board.freshness.every': 'uppdateras ungefär var {duration}',
  'board.freshness.notRead': '🕒 Inte läst än; {every}',
  'board.freshness.updated': '🕒 Uppdaterad {when}; {every}',
  'board.stale.unread':
    '⚠️ **Inaktuell sedan {since}**: hosting-API:et svarar inte; inga tillstånd visas förrän det svarar.',
  'board.stale.read':
    '⚠️ **Inaktuell sedan {since}**: hosting-API:et svarar inte; tillstånden nedan är från {readAt}.',
  'board.notListed':
    '… och {count, plural, one {# server till} other {# servrar till}} som inte li' +
    'stas här: {filters} visar dem.',

  'board.pause.deletedAgain': 'dess meddelande raderades igen efter att ha publicerats på nytt',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Driftens Discord-server hanterar redan alla servrar; koppla bara Discord-communityer.',
  'access.notAGuild':
    'Det är ingen Discord-server som boten kan namnge: välj en bland förslagen, eller klistra in dess ID ' +
    '(högerklicka på servern, Kopiera server-ID).',
  'access.needsLevel':
    'Det här kräver nivån **{level}**, som någon med ”Hantera server” kan ge en av dina roller med ' +
    '`/access role set`.',
  'option.level': 'läsa: se; styra: även ändra servrar, moddar, larm, statustavlor; administrera: allt',
  'option.level.read': 'läsa',
  'option.level.operate': 'styra',
  'option.level.administer': 'administrera',
  'option.role': 'Rollen (@everyone står för alla medlemmar)',
  'command.access.role': 'Ge roller en nivå: vad deras medlemmar får göra med boten här',
  'command.access.role.set': 'Ge en roll en nivå (läsa, styra eller administrera)',
  'command.access.role.remove': 'Ta bort nivån som en roll har fått',
  'command.access.role.list': 'Visa nivåerna som roller har fått här',
  'access.role.granted': '🔑 {role} har nu nivån **{level}** här.',
  'access.role.changed': '🔑 {role} har nu nivån **{level}** här, i stället för **{before}**.',
  'access.role.unchanged': '{role} har redan nivån **{level}** här; inget ändrades.',
  'access.role.removed': '{role} har inte längre nivån **{level}** här.',
  'access.role.notGranted': '{role} har ingen nivå här; inget ändrades.',
  'access.role.title': 'Nivåer som getts här',
  'access.role.line': '{role}: **{level}**, given av {member} {when}',
  'access.role.none': 'Ingen roll har någon nivå här än: ge en med `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Medlemmar med ”Hantera server” har alla nivåer; alla andra medlemmar har bara ' +
    'det som deras roller har fått.} other {Medlemmar med ”Hantera server” har alla nivåer; alla medlemmar ' +
    'kan läsa de servrar som är kopplade till den här Discord-servern.}}',
  'quota.roleGrants':
    'Den här Discord-servern har nått sin gräns på {limit} roller med en nivå. Ta först bort en rolls nivå ' +
    'med `/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {gav en roll en nivå} asked {bad om att ge en roll en nivå} ' +
    'other {försökte ge en roll en nivå}}',
  'audit.action.access.role.remove':
    '{phase, select, done {tog bort en rolls nivå} asked {bad om att ta bort en rolls ' +
    'nivå} other {försökte ta bort en rolls nivå}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {försökte använda {command} på {server}} other ' +
    '{försökte använda {command}}}} other {{target, select, server {försökte använda en knapp eller ' +
    'meny på {server}} other {försökte använda en knapp eller meny}}}}',
  'command.audit.recent.kind.access.role.set': 'Nivåer som getts till roller',
  'command.audit.recent.kind.access.role.remove': 'Nivåer som tagits från roller',
  'command.audit.recent.kind.access.refused': 'Medlemmar som nekats på grund av sin nivå',
  'audit.input.role': 'Roll',
  'audit.input.level': 'Nivå',
  'audit.input.command': 'Kommando',
  'audit.input.component': 'Knapp eller meny',
  'command.audit': 'Se vem som gjorde vad, från vilken Discord-server, med vilken server',
  'command.audit.channel':
    'Publicera varje granskningspost i en kanal när den sker (utelämna kanalen för att sluta)',
  'command.audit.channel.channel': 'Text- eller meddelandekanalen för granskningsposterna',
  'command.audit.recent': 'Visa de senaste granskningsposterna, nyast först',
  'command.audit.recent.server': 'Bara poster om den här servern',
  'command.audit.recent.member': 'Bara poster om den här medlemmen',
  'command.audit.recent.limit': 'Poster per sida (standard 10)',
  'command.audit.recent.kind': 'Bara poster om den här sortens åtgärd',
  'command.audit.recent.kind.server.create': 'Skapade servrar',
  'command.audit.recent.kind.server.update': 'Uppdaterade servrar',
  'command.audit.recent.kind.server.delete': 'Raderade servrar',
  'command.audit.recent.kind.mods.install': 'Installerade eller uppdaterade moddar',
  'command.audit.recent.kind.mods.update-check': 'Hittade moduppdateringar',
  'command.audit.recent.kind.access.link': 'Servrar kopplade till en Discord-server',
  'command.audit.recent.kind.access.unlink': 'Servrar bortkopplade från en Discord-server',
  'command.audit.recent.kind.alerts.subscribe': 'Larmprenumerationer',
  'command.audit.recent.kind.alerts.unsubscribe': 'Avslutade larmprenumerationer',
  'command.audit.recent.kind.alerts.acknowledge': 'Kvitterade larm',
  'command.audit.recent.kind.board.create': 'Skapade statustavlor',
  'command.audit.recent.kind.board.remove': 'Borttagna statustavlor',
  'command.audit.recent.kind.audit.channel': 'Ändringar av granskningskanalen',
  'command.audit.recent.kind.usage.crossing': 'Överskridna användningströsklar',
  'command.audit.recent.hours': 'Bara poster nyare än så här många timmar',
  'audit.channel.stopped':
    'Granskningsposter publiceras inte längre. De sparas fortfarande: `/audit recent` visar dem.',
  'audit.channel.notPosting': 'Granskningsposter publicerades inte någonstans; inget ändrades.',
  'audit.channel.set':
    '📜 {channel} får nu varje granskningspost när den sker. Kör `/audit channel` utan kanal för att sluta.',
  'audit.recent.expired': 'Sidan har gått ut. Kör `/audit recent` igen.',
  'audit.recent.none': 'Inga granskningsposter.',
  'audit.recent.noneFor': 'Inga granskningsposter för {filters}.',
  'audit.recent.about': 'Granskningsposter för {filters}',
  'audit.recent.title': 'Granskningslogg',
  'audit.recent.footer': '{count, plural, one {# post, nyast först} other {# poster, nyast först}}',
  'audit.recent.newer': 'Nyare',
  'audit.recent.older': 'Äldre',
  'audit.filter.server': 'servern {server}',
  'audit.filter.member': 'medlemmen {member}',
  'audit.filter.kind': 'sorten ”{kind}”',
  'audit.filter.hours': 'de senaste {hours} h',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {skapade servern {server}} other {skapade en server}}} ' +
    'asked {{target, select, server {bad om att skapa servern {server}} other {bad om att skapa en ' +
    'server}}} other {{target, select, server {försökte skapa servern {server}} other' +
    ' {försökte skapa en server}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {uppdaterade {server}} other {uppdaterade en server}}} ' +
    'asked {{target, select, server {bad om att uppdatera {server}} other {bad om att uppdatera en ' +
    'server}}} other {{target, select, server {försökte uppdatera {server}} other {fö' +
    'rsökte uppdatera en server}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {raderade {server}} other {raderade en server}}} asked ' +
    '{{target, select, server {bad om att radera {server}} other {bad om att radera en server}}} other ' +
    '{{target, select, server {försökte radera {server}} other {försökte radera en server}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {installerade en mod på {server}} other {installerade ' +
    'en mod på en server}}} asked {{target, select, server {bad om att installera en mod på {server}} ' +
    'other {bad om att installera en mod på en server}}} other {{target, select, server {försökte ' +
    'installera en mod på {server}} other {försökte installera en mod på en server}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {hittade en moduppdatering för {server}} other {hittade ' +
    'en moduppdatering för en server}}} asked {{target, select, server {bad om att söka efter ' +
    'moduppdateringar på {server}} other {bad om att söka efter moduppdateringar på en server}}} other ' +
    '{{target, select, server {försökte söka efter moduppdateringar på {server}} other {försökte söka ' +
    'efter moduppdateringar på en server}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {kopplade {server} till en Discord-server} other ' +
    '{kopplade en server till en Discord-server}}} asked {{target, select, server {bad om att koppla ' +
    '{server} till en Discord-server} other {bad om att koppla en server till en Discord-server}}} other ' +
    '{{target, select, server {försökte koppla {server} till en Discord-server} other {försökte koppla en ' +
    'server till en Discord-server}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {kopplade bort {server} från en Discord-server} other ' +
    '{kopplade bort en server från en Discord-server}}} asked {{target, select, server {bad om att koppla ' +
    'bort {server} från en Discord-server} other {bad om att koppla bort en server från en ' +
    'Discord-server}}} other {{target, select, server {försökte koppla bort {server} från en ' +
    'Discord-server} other {försökte koppla bort en server från en Discord-server}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {lät en kanal prenumerera på larm för {server}} other ' +
    '{lät en kanal prenumerera på larm för alla servrar}}} asked {{target, select, server {bad om att låta ' +
    'en kanal prenumerera på larm för {server}} other {bad om att låta en kanal prenumerera på larm för ' +
    'alla servrar}}} other {{target, select, server {försökte låta en kanal prenumerera på larm för ' +
    '{server}} other {försökte låta en kanal prenumerera på larm för alla servrar}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {kvitterade ett ' +
    'larm för {server}} other {kvitterade ett larm}}} asked {{target, ' +
    'select, server {bad om att kvittera ett larm för {server}} other ' +
    '{bad om att kvittera ett larm}}} other {{target, select, server ' +
    '{försökte kvittera ett larm för {server}} other {försökte kvittera ' +
    'ett larm}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {avslutade en kanals larmprenumeration för {server}} ' +
    'other {avslutade en kanals larmprenumeration för alla servrar}}} asked {{target, select, server {bad ' +
    'om att avsluta en kanals larmprenumeration för {server}} other {bad om att avsluta en kanals ' +
    'larmprenumeration för alla servrar}}} other {{target, select, server {försökte avsluta en kanals ' +
    'larmprenumeration för {server}} other {försökte avsluta en kanals larmprenumeration för alla ' +
    'servrar}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {skapade en statustavla för {server}} other {skapade en ' +
    'statustavla}}} asked {{target, select, server {bad om att skapa en statustavla för {server}} other ' +
    '{bad om att skapa en statustavla}}} other {{target, select, server {försökte skapa en statustavla för ' +
    '{server}} other {försökte skapa en statustavla}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {tog bort en statustavla för {server}} other {tog bort ' +
    'en statustavla}}} asked {{target, select, server {bad om att ta bort en statustavla för {server}} ' +
    'other {bad om att ta bort en statustavla}}} other {{target, select, server {försökte ta bort en ' +
    'statustavla för {server}} other {försökte ta bort en statustavla}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {ändrade var granskningsposter publiceras} asked {bad om att ändra var ' +
    'granskningsposter publiceras} other {försökte ändra var granskningsposter publiceras}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {såg en användningströskel överskridas på {server}} ' +
    'other {såg en användningströskel överskridas på en server}}} asked {{target, select, server {bad om ' +
    'att bevaka användningen på {server}} other {bad om att bevaka användningen på en server}}} other ' +
    '{{target, select, server {försökte bevaka användningen på {server}} other {försökte bevaka ' +
    'användningen på en server}}}}',
  'audit.outcome.asked': '❔ Väntar på att medlemmen bekräftar.',
  'audit.outcome.done': '✅ Klart.',
  'audit.outcome.alerted': '🔔 Larmade den bevakande kanalen.',
  'audit.outcome.refused': '⛔ Avvisad ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Avvisad av hosting-API:et ({code}).',
  'audit.outcome.refusedByBot': '⛔ Avvisad av boten ({code}).',
  'audit.outcome.cancelled': '✖️ Avbruten av medlemmen; inget ändrades.',
  'audit.outcome.expired': '⌛ Gick ut utan svar; inget ändrades.',
  'audit.outcome.conflict': '⚠️ Inte tillämpad: någon annan ändrade servern under tiden.',
  'audit.outcome.failedCode': '❌ Misslyckades ({code}).',
  'audit.outcome.failed': '❌ Misslyckades.',
  'audit.line.bot': '🤖 Boten ({guild})',
  'audit.line.request': '· förfrågan {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'ingenstans',
  'audit.value.above': 'över tröskeln',
  'audit.value.under': 'under tröskeln igen',
  'audit.input.name': 'Namn',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Paket',
  'audit.input.game': 'Spel',
  'audit.input.disk': 'Disk',
  'audit.input.external_reference': 'Extern referens',
  'audit.input.channel': 'Kanal',
  'audit.input.from': 'Från',
  'audit.input.to': 'Till',
  'audit.input.kind': 'Sort',
  'audit.input.events': 'Händelser',
  'audit.input.ping': 'Ping',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minuter',
  'audit.input.provider': 'Leverantör',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'Mod-ID',
  'audit.input.installed': 'Installerad',
  'audit.input.newer': 'Nyare',
  'audit.input.newer_id': 'Nyare ID',
  'audit.input.state': 'Tillstånd',
  'audit.input.threshold': 'Tröskel',
  'audit.input.guild': 'Discord-server',
  'audit.input.file': 'Fil',
  'audit.input.file_id': 'Fil-ID',
  'audit.input.type': 'Typ',
  'audit.input.updates': 'Uppdateringar',
  'audit.poster.givenUp':
    '⚠️ Granskningsposter kunde inte publiceras i {channel}: {detail}. De sparas fort' +
    'farande (se `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Granskningsposter kan inte längre publiceras i {channel}: {reason}. De sparas fortfarande (se ' +
    '`/audit recent`); välj en kanal igen med `/audit channel`.',

  'audit.action.language.set':
    '{phase, select, done {ändrade språket för botens inlägg} asked {bad om att ändra språket för botens ' +
    'inlägg} other {försökte ändra språket för botens inlägg}}',
  'command.audit.recent.kind.language.set': 'Språkändringar',
  'audit.input.language': 'Språk',
  'audit.value.languageAuto': 'den här Discord-serverns språk',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Svenska',
  'language.set.chosen':
    '🌐 Inläggen som boten gör här på egen hand (larm, statustavlor, meddelanden) är nu på {language}. Svar ' +
    'till varje medlem är fortfarande på medlemmens eget Discord-språk.',
  'language.set.followsDiscord':
    '🌐 Inläggen som boten gör här på egen hand följer nu den här Discord-serverns språk: {language}. Svar ' +
    'till varje medlem är fortfarande på medlemmens eget Discord-språk.',
  'language.show.chosen':
    '🌐 Inläggen som boten gör här på egen hand är på {language}, enligt `/language set`. Svar till varje ' +
    'medlem är på medlemmens eget Discord-språk.',
  'language.show.preferred':
    '🌐 Inläggen som boten gör här på egen hand är på {language}, den här Discord-serverns språk. Svar till ' +
    'varje medlem är på medlemmens eget Discord-språk.',
  'language.show.preferredUnsupported':
    '🌐 Inläggen som boten gör här på egen hand är på {language}: den här Discord-serverns språk ({locale}) ' +
    'har ingen översättning än. `/language set` väljer ett annat. Svar till varje medlem är på medlemmens ' +
    'eget Discord-språk.',
  'language.show.default':
    '🌐 Inläggen som boten gör här på egen hand är på {language}. `/language set` väljer ett annat. Svar ' +
    'till varje medlem är på medlemmens eget Discord-språk.',
  'command.language': 'Välj språk för botens egna inlägg på den här Discord-servern',
  'command.language.set': 'Ställ in språket för larm, statustavlor och meddelanden som boten publicerar här',
  'command.language.set.language': 'Språket, eller den här Discord-serverns eget språk',
  'command.language.set.language.auto': 'Den här Discord-serverns språk',
  'command.language.show': 'Visa språket för botens egna inlägg på den här Discord-servern',
  'quota.silences':
    'Den här Discord-servern har nått sin gräns på {limit} tystningar samtidigt. Avsluta först en med ' +
    '`/alerts silences` eller be botens operatörer att höja gränsen.',
  'server.alertButton.silence': 'Tysta 1 h',
  'silence.kind':
    '{kind, select, status {statusändringar} usage {användningslarm} game {spelets svar} other ' +
    '{aktivitet}}',
  'silence.everyServer': 'varje server som den här Discord-servern får se',
  'silence.everyChannel': 'varje kanal på den här Discord-servern',
  'silence.set':
    '🔕 Tystat till {until} ({relative}): {kinds} för {what}, i {where}. `/alerts silences` visar ' +
    'tystningen och avslutar den i förtid.',
  'silence.gone':
    'Den tystningen är redan över eller har tagits bort. `/alerts silences` visar de som gäller.',
  'silence.list.title': '🔕 Tystade larm',
  'silence.list.none':
    'Inga larm är tystade här. `/alerts silence` håller tillbaka dem en stund, till exempel under ett ' +
    'underhåll.',
  'silence.list.line':
    '**{number}.** {kinds} för {what}, i {where}: till {until} ({relative}), satt av {member}',
  'silence.list.reason': 'Orsak: {reason}',
  'silence.list.footer':
    'Sida {page, number} av {pages, number} · {count, plural, one {# tystning} other {# tystningar}}',
  'silence.endNow': 'Avsluta nu ({number})',
  'silence.endedNow':
    '🔔 {member} avslutade tystningen av {kinds} för {what}, i {where}: dess larm postas igen.',
  'silence.field.reason': 'Orsak',
  'silence.ended.title': '🔔 Tystningen är över',
  'silence.ended.titleStill':
    '🔔 Tystningen är över: {count, plural, one {# server behöver fortfarande uppmärksamhet} other {# ' +
    'servrar behöver fortfarande uppmärksamhet}}',
  'silence.ended.expired': 'Tystat av {setBy} från {from} till {to}; larmen postas igen.',
  'silence.ended.endedBy':
    'Tystat av {setBy} från {from}, avslutat i förtid av {by} {to}; larmen postas igen.',
  'silence.ended.stillDown': '{server} är fortfarande nere: {status} sedan {since}.',
  'silence.ended.stillSilent': '{server} svarar fortfarande inte på sina spelförfrågningar, sedan {since}.',
  'silence.ended.stillOver':
    '{server} ligger fortfarande över sin tröskel för {metric, select, cpu {CPU} ram {RAM} other {disk}} ' +
    'på {threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} ligger fortfarande över sin tröskel för {metric, select, cpu {CPU} ram ' +
    '{RAM} other {disk}} på {threshold, number, ::percent scale/0.01}, sedan {since}.',
  'silence.ended.more': '… och {count, plural, one {# server till} other {# servrar till}}.',
  'silence.ended.cameBack':
    'Hade problem som gick över under tystningen (nere, spelet svarade inte eller över en tröskel): ' +
    '{servers}.',
  'silence.ended.others': '{count, plural, one {# annan server} other {# andra servrar}}',
  'board.silencedUntil': '🔕 tystad till {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {tystade larmen för {server}} other {tystade larmen ' +
    'för varje server}}} asked {{target, select, server {bad om att tysta larmen för {server}} other ' +
    '{bad om att tysta larmen för varje server}}} other {{target, select, server {försökte tysta larmen ' +
    'för {server}} other {försökte tysta larmen för varje server}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {avslutade en tystning av larmen för {server}} other ' +
    '{avslutade en tystning av larmen för varje server}}} asked {{target, select, server {bad om att ' +
    'avsluta en tystning av larmen för {server}} other {bad om att avsluta en tystning av larmen för ' +
    'varje server}}} other {{target, select, server {försökte avsluta en tystning av larmen för ' +
    '{server}} other {försökte avsluta en tystning av larmen för varje server}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {såg en tystning av larmen för {server} löpa ut} ' +
    'other {såg en tystning av larmen för varje server löpa ut}}} asked {{target, select, server {bad om ' +
    'att avsluta en tystning av larmen för {server}} other {bad om att avsluta en tystning av larmen för ' +
    'varje server}}} other {{target, select, server {försökte avsluta en tystning av larmen för ' +
    '{server}} other {försökte avsluta en tystning av larmen för varje server}}}}',
  'command.audit.recent.kind.alerts.silence': 'Tystade larm',
  'command.audit.recent.kind.alerts.silence.end': 'Tystningar avslutade i förtid',
  'command.audit.recent.kind.alerts.silence.expire': 'Tystningar som löpt ut',
  'audit.input.duration': 'Längd',
  'audit.input.reason': 'Orsak',
  'audit.input.kinds': 'Slag',
  'command.alerts.silence': 'Hålla tillbaka larm en stund, till exempel under ett underhåll',
  'command.alerts.silence.duration': 'Hur länge de hålls tillbaka',
  'command.alerts.silence.duration.30': '30 minuter',
  'command.alerts.silence.duration.60': '1 timme',
  'command.alerts.silence.duration.120': '2 timmar',
  'command.alerts.silence.duration.240': '4 timmar',
  'command.alerts.silence.duration.480': '8 timmar',
  'command.alerts.silence.duration.720': '12 timmar',
  'command.alerts.silence.duration.1440': '1 dag',
  'command.alerts.silence.duration.2880': '2 dagar',
  'command.alerts.silence.duration.4320': '3 dagar',
  'command.alerts.silence.duration.10080': '7 dagar',
  'command.alerts.silence.server': 'Servern (standard: varje server som den här Discord-servern får se)',
  'command.alerts.silence.reason': 'Varför, för teamet (högst 200 tecken)',
  'command.alerts.silence.channel': 'Kanalen (standard: varje kanal på den här Discord-servern)',
  'command.alerts.silence.kinds': 'Vilka larm (standard: status, användning och spel; inte aktivitet)',
  'command.alerts.silence.kinds.default': 'Status, användning och spel',
  'command.alerts.silence.kinds.all': 'Alla, även aktivitet',
  'command.alerts.silence.kinds.status': 'Bara statusändringar',
  'command.alerts.silence.kinds.usage': 'Bara användningslarm',
  'command.alerts.silence.kinds.game': 'Bara spelets svar',
  'command.alerts.silence.kinds.activity': 'Bara aktivitet',
  'command.alerts.silences': 'Visa tystningarna av larm här, var och en med ”Avsluta nu”',
} satisfies CatalogueOf<'sv-SE'>;
