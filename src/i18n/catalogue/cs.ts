import type { CatalogueOf } from './en-US.js';

/** cs: the same keys as en-US.ts, in the same sections (terms: glossary/cs.ts). */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# ID požadavku: `{requestId}`',
  'error.serverNotFound':
    'Tento server neexistuje nebo tady není dostupný. Vyber jeden z návrhů nebo zkontroluj ID.',
  'error.api.VALIDATION_ERROR':
    'Hostingové API odmítlo požadavek jako neplatný. Zkontroluj hodnoty a zkus to znovu.',
  'error.api.LIMIT_EXCEEDED':
    'Na tomto účtu byla vyčerpána jedna z kvót. Odstraň něco, co nepoužíváš, nebo požádej svého ' +
    'poskytovatele hostingu o navýšení kvóty.',
  'error.api.NO_CHANGE': 'Nic se nezměnilo: server už má tuto velikost. Zvol jinou hodnotu.',
  'error.api.INVALID_RAM':
    'RAM musí být kladné množství po krocích 0,5 GB (například 2 GB, 2,5 GB nebo 3 GB). Uprav hodnotu a ' +
    'zkus to znovu.',
  'error.api.BELOW_MIN_RAM':
    'Tolik RAM je pod minimem tarifu serveru (hostingový panel ho uvádí u tarifu). Zvol víc RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Tolik RAM je nad maximem tarifu serveru (hostingový panel ho uvádí u tarifu). Zvol méně RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Tím by se překročil celkový objem RAM hostingového účtu. Nejdřív zmenši nebo smaž jiný server, nebo ' +
    'objem navyš.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Server zabírá víc místa na disku, než menší velikost dovoluje, takže ho nejde zmenšit. Nejdřív na něm ' +
    'uvolni místo na disku.',
  'error.api.AUTH_REQUIRED':
    'Hostingové API odmítlo API klíč bota. Správce musí zkontrolovat HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'API klíč bota k tomu nemá oprávnění. Požádej svého poskytovatele hostingu, aby bo' +
    'tovi toto oprávnění udělil.',
  'error.api.ADDON_REQUIRED':
    'Mody a pluginy na tomto serveru vyžadují doplněk pro mody nebo tarif Premium. Požádej svého ' +
    'poskytovatele hostingu, aby doplněk pro mody zapnul nebo server převedl na Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Tato funkce není v tarifu serveru dostupná. Požádej svého poskytovatele hostingu, aby server převedl ' +
    'na vyšší tarif, který ji odemyká.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Autor modu zakazuje stahování přes třetí strany, takže ho nejde nainstalovat automaticky. Stáhni ho ' +
    'ze stránky modu a nahraj ho na server ručně.',
  'error.api.USER_NOT_FOUND': 'Tento uživatel na serveru nebyl nalezen. Zkontroluj jméno a zkus to znovu.',
  'error.api.NOT_FOUND':
    'Mod nebo soubor nebyl u poskytovatele nalezen; možná byl odstraněn. Vyhledej ho znovu a vyber soubor ' +
    'ze seznamu.',
  'error.api.CONFLICT':
    'Někdo jiný ve stejné chvíli změnil tento server, takže se nic nepoužilo. Podívej se na jeho aktuální ' +
    'stav a zkus to znovu.',
  'error.api.SERVER_SUSPENDED':
    'Server je zablokovaný, takže změny nejsou možné. Kontaktuj svého poskytovatele hos' +
    'tingu kvůli zrušení blokace.',
  'error.api.SERVER_INSTALLING': 'Server se ještě zřizuje. Zkus to znovu, až bude připravený.',
  'error.api.ALREADY_EXISTS': 'To už existuje, takže nic nového nevzniklo.',
  'error.api.LIMIT_REACHED':
    'Byl dosažen limit hostingového panelu. Odstraň něco, co nepoužíváš, nebo požádej svého poskytovatele ' +
    'hostingu o navýšení limitu.',
  'error.api.CONFIG_ERROR':
    'Hostingové platformě chybí nastavení pro tuto akci. Kontaktuj svého poskytovatele' +
    ' hostingu a uveď ID požadavku.',
  'error.api.INTERNAL_ERROR':
    'V hostingovém API došlo k interní chybě. Zkus to za chvíli znovu; pokud to bude dál selhávat, ' +
    'kontaktuj svého poskytovatele hostingu a uveď ID požadavku.',
  'error.api.UPLOAD_FAILED':
    'Mod se stáhl, ale nepodařilo se ho nahrát na server. Zkus to znovu; pokud to bude dál selhávat, ověř, ' +
    'že server běží a má volné místo na disku.',
  'error.api.SERVICE_UNAVAILABLE':
    'Hostingová platforma teď nemá volnou kapacitu (žádné uzly ani porty) nebo je její panel nedostupný. ' +
    'Zkus to později.',
  'error.ops.SERVER_SUSPENDED':
    'Server je zablokovaný, takže změny nejsou možné. Zruš blokaci v hostingovém panelu (obvykle o ní ' +
    'rozhoduje fakturace za ním) a pak to zkus znovu.',
  'error.ops.ADDON_REQUIRED':
    'Mody a pluginy na tomto serveru vyžadují doplněk pro mody nebo tarif Premium. Zapni mu doplněk pro ' +
    'mody v hostingovém panelu nebo ho převeď na Premium a pak to zkus znovu.',
  'error.ops.LIMIT_EXCEEDED':
    'Na tvém hostingovém účtu byla vyčerpána jedna z kvót. Odstraň něco, co nepoužíváš, nebo si nech kvótu ' +
    'navýšit u hostingové platformy.',
  'error.ops.LIMIT_REACHED':
    'Byl dosažen limit hostingového panelu. Odstraň něco, co nepoužíváš, nebo limit ' +
    'navyš v hostingovém panelu.',
  'error.ops.FORBIDDEN':
    'API klíč bota k tomu nemá oprávnění. Uděl klíči toto oprávnění v nastavení API hostingového panelu, ' +
    'nebo použij klíč, který ho má.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Tato funkce není v tarifu serveru dostupná. Převeď server v hostingovém panelu na vyšší tarif, který ' +
    'ji odemyká.',
  'error.ops.CONFIG_ERROR':
    'Hostingové platformě chybí nastavení pro tuto akci. Kontaktuj podporu hostingové ' +
    'platformy a uveď ID požadavku.',
  'error.ops.INTERNAL_ERROR':
    'V hostingovém API došlo k interní chybě. Zkus to za chvíli znovu; pokud to bude dál selhávat, ' +
    'kontaktuj podporu hostingové platformy a uveď ID požadavku.',
  'error.ramBelowPlan': 'Tolik RAM je pod minimem tarifu, které činí {bound}. Zvol {bound} nebo víc.',
  'error.ramAbovePlan': 'Tolik RAM je nad maximem tarifu, které činí {bound}. Zvol {bound} nebo méně.',
  'error.client.RATE_LIMITED':
    'Hostingové API teď bota omezuje v počtu požadavků. Počkej minutu a zkus to znovu.',
  'error.client.NETWORK_ERROR': 'Bot se nemohl spojit s hostingovým API. Zkus to za chvíli znovu.',
  'error.client.TIMEOUT':
    'Hostingové API neodpovědělo včas. Akce se přesto mohla provést: než ji zopakuješ, ověř si to.',
  'error.client.ABORTED': 'Požadavek byl zrušen dřív, než se dokončil. Zkus to znovu.',
  'error.client.INVALID_RESPONSE':
    'Hostingové API poslalo odpověď, které bot nerozumí. Zkus to znovu; pokud to' +
    ' přetrvá, nahlas ID požadavku.',
  'error.client.RESPONSE_TOO_LARGE':
    'Hostingové API poslalo odpověď příliš velkou na přečtení, takže ji bot přestal číst. Zkus to znovu s ' +
    'užším hledáním; pokud to přetrvá, nahlas ID požadavku.',
  'error.tenantBusy':
    'Z tohoto discordového serveru teď přichází příliš mnoho požadavků. Zkus to znovu z' +
    'a {seconds, number} s.',
  'error.store.read':
    'Bot nemohl přečíst svou databázi, takže to teď nemůže udělat. Nic se nezměnil' +
    'o; zkus to znovu za minutu.',
  'error.store.write':
    'Změna se neuložila: databáze bota neodpovídá. Nic se nezměnilo; zkus to znovu za minutu.',
  'error.api.failed': 'Hostingové API vrátilo chybu (HTTP {status}). Zkus to za chvíli znovu.',
  'error.api.refused': 'Hostingové API odmítlo požadavek ({code}). Zkontroluj hodnoty a zkus to znovu.',
  'error.internal': 'V botovi se něco pokazilo. Vývojáři se to dozvědí z logů; zkus to znovu.',
  'validation.text': '{field} musí být text.',
  'validation.required': '{field} je povinné.',
  'validation.tooLong':
    '{field} může mít nejvýš {max, plural, one {# znak} few {# znaky} many {# znaku} other {# znaků}}.',
  'validation.wholeNumberAtLeast': '{field} musí být celé číslo alespoň {min, number}.',
  'validation.wholeNumberBetween': '{field} musí být celé číslo od {min, number} do {max, number}.',
  'validation.oneOf': '{field} musí být jedna z hodnot {values}.',
  'validation.ramNumber': 'RAM musí být počet GB.',
  'validation.ramSteps': 'RAM musí být kladný násobek 0,5 GB (například 2 GB, 2,5 GB nebo 3 GB).',
  'validation.serverId': 'To není platné ID serveru.',
  'validation.providerId': '{field} musí být neprázdné ID.',
  'validation.boolean': '{field} musí být true nebo false.',
  'validation.addons': 'Doplňky musí být seznam doplňků, každý zvolený nebo ne.',
  'validation.disk': 'Disk musí být kladný počet GB.',
  'validation.emptyUpdate': 'Zadej ke změně alespoň jedno z RAM, disku nebo externí reference.',
  'validation.object': '{field} musí být objekt.',
  'validation.invalid': 'Bot odmítl vlastní požadavek jako neplatný ještě před odesláním. Zkus to znovu.',

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
    'Tento příkaz tady už není k dispozici. Discord možná ještě ukazuje starý sezna' +
    'm: zkus to znovu za minutu.',
  'interaction.staleComponent':
    'Tato tlačítka pocházejí ze starší verze bota a už nefungují. Spusť příkaz znovu.',
  'interaction.guildsOnly': 'Tento bot funguje jen na discordových serverech.',
  'confirmation.retiredKind': 'Toto potvrzení patří k akci, kterou bot už nenabízí; nic se nezměnilo.',
  'permission.viewChannel': 'Zobrazit kanál',
  'permission.sendMessages': 'Odesílat zprávy',
  'permission.embedLinks': 'Vkládat odkazy',
  'permission.cannotPost':
    'Bot nemůže psát do kanálu {channel}: potřebuje tam {permissions}. Uděl je v oprávněních kanálu (nebo ' +
    'vyber jiný kanál) a spusť příkaz znovu.',
  'quota.subscriptions':
    'Tento discordový server dosáhl limitu {limit} odběrů upozornění. Nejdřív jeden odeber příkazem ' +
    '`/alerts unsubscribe`, nebo požádej provozovatele bota o navýšení limitu.',
  'quota.boards':
    'Tento discordový server dosáhl limitu {limit} stavových nástěnek. Nejdřív jednu odeber příkazem ' +
    '`/board remove`, nebo požádej provozovatele bota o navýšení limitu.',
  'quota.usageWatches':
    'Tento discordový server dosáhl limitu {limit} hlídání využití. Nejdřív jedno odeber příkazem `/alerts ' +
    'unsubscribe kind:usage`, nebo požádej provozovatele bota o navýšení limitu.',
  'interaction.rateLimitWait':
    '⏳ Hostingové API bota omezuje v počtu požadavků. Odpověď dostaneš, jakmile API znovu začne přijímat ' +
    'požadavky, {when}.',
  'confirmation.ask': '{member}, potvrď to prosím: tato výzva vyprší {expiresIn}.',
  'confirmation.onlyAsker': 'Potvrdit to může jen člen, který o to požádal.',
  'confirmation.confirm': 'Potvrdit',
  'confirmation.cancel': 'Zrušit',
  'confirmation.working': '⏳ Zpracovávám…',
  'confirmation.cancelled': '✖️ Zrušeno; nic se nezměnilo.',
  'confirmation.promptExpired': '⌛ Toto potvrzení vypršelo; nic se nezměnilo.',
  'confirmation.expired':
    '⌛ Toto potvrzení vypršelo nebo už není známé; nic se nezměnilo. Spusť příkaz znovu.',
  'confirmation.foreign': 'Potvrdit nebo zrušit to může jen člen, který o to požádal.',
  'confirmation.used': 'Toto potvrzení už bylo použito.',
  'page.previous': 'Předchozí',
  'page.next': 'Další',
  'limits.andMore': '…a {count, plural, one {# další} few {# další} many {# dalšího} other {# dalších}}',
  'limits.notShown':
    '{count, plural, one {# další se nezobrazuje} few {# další se nezobrazují} many {# dalšího se ' +
    'nezobrazuje} other {# dalších se nezobrazuje}}',
  'option.server': 'Server (vyber návrh nebo vlož jeho ID)',
  'option.guild_id': 'Komunitní discordový server (vyber jeden, na kterém je bot, nebo vlož jeho ID)',
  'command.access': 'Určit, které discordové servery vidí které servery a kdo smí s botem co dělat',
  'command.access.link': 'Povolit komunitnímu discordovému serveru vidět a spravovat server',
  'command.access.unlink': 'Zakázat komunitnímu discordovému serveru vidět server',
  'command.access.list': 'Zobrazit, které discordové servery vidí které servery',
  'command.access.list.guild_id': 'Jen tento komunitní discordový server (vyber jeden nebo vlož jeho ID)',
  'access.linked': '🔗 Server {server} je propojen s {guild}.',
  'access.alreadyLinked': '**{name}** už byl propojen s {guild}.',
  'access.membersSeeIt':
    'Jeho členové teď server vidí ve svých příkazech v rozsahu, který jim dovoluje jejich úroveň.',
  'access.botNotInGuild':
    'Bot na tom discordovém serveru ještě není: pozvi ho tam a příkazy se objeví, jakmile se připojí.',
  'access.unlinked':
    '✂️ Propojení serveru {server} s {guild} bylo zrušeno; ten discordový server ho už nevidí a nemůže s ' +
    'ním nic dělat.',
  'access.notLinked': 'Server {server} nebyl propojen s {guild}; nic se nezměnilo.',
  'access.guildHasNoLinks': '{guild} nemá žádné propojené servery.',
  'access.noLinks':
    'Zatím není žádný komunitní discordový server propojen s žádným serverem. Použij `/access link`.',
  'access.title': 'Přístup discordových serverů',
  'access.guildNotJoined': 'Discordový server {guildId} (bot na něm není)',
  'access.moreGuilds':
    '{count, plural, one {Je propojen ještě # discordový server} few {Jsou propojeny ještě # discordové ' +
    'servery} many {Je propojeno ještě # discordového serveru} other {Je propojeno ještě # discordových ' +
    'serverů}}: vyber jeden pomocí guild_id a uvidíš jeho servery.',
  'permission.lost.unknownChannel': 'kanál byl smazán',
  'permission.lost.missingAccess': 'bot ztratil přístup ke kanálu',
  'permission.lost.missingPermissions': 'bot nemá oprávnění tam psát',

  'permission.lacking': 'botovi tam chybí {permissions}',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'Není co měnit: zadej alespoň jedno z ram, disk nebo external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disk {before} → {after}',
  'server.update.changedReference': 'externí reference „{before}“ → „{after}“',
  'server.update.changedStatus': 'stav {before} → {after}',
  'server.update.concurrentChange':
    'Někdo tento server změnil, zatímco jsi ho upravoval/a ({changes}), takže tvoje změna se nepoužila. ' +
    'Zkontroluj nové hodnoty a spusť příkaz znovu.',
  'server.update.concurrentUnseenChange':
    'Někdo tento server změnil, zatímco jsi ho upravoval/a, takže tvoje změna se nepoužila. Zkontroluj ' +
    'jeho aktuální hodnoty příkazem `/server info` a spusť příkaz znovu.',
  'server.update.done': '✅ Server {server} byl upraven',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disk: {before} → {after}',
  'server.update.lineReference': 'Externí reference: {before} → {after}',
  'server.update.noReference': 'žádná',
  'server.update.unchanged': 'Tyto hodnoty už měl; nic se nezměnilo.',
  'command.server': 'Vytvářet, prohlížet, měnit velikost a mazat hostované herní servery',
  'command.server.list': 'Vypsat servery s filtry a řazením',
  'command.server.list.status': 'Jen servery v tomto stavu (vyber jeden nebo napiš jiný)',
  'command.server.list.game': 'Jen servery této hry',
  'command.server.list.search': 'Název obsahuje tento text',
  'command.server.list.sort': 'Řadit podle',
  'command.server.list.sort.createdAt': 'Čas vytvoření',
  'command.server.list.sort.name': 'Název',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Stav',
  'command.server.list.order': 'Pořadí řazení',
  'command.server.list.order.asc': 'Vzestupně',
  'command.server.list.order.desc': 'Sestupně',
  'command.server.info': 'Zobrazit server: stav, tarif, limity, doplňky a verzi',
  'command.server.create': 'Vytvořit server; zřizování pokračuje na pozadí',
  'command.server.create.name': 'Název serveru',
  'command.server.create.ram': 'RAM v GB, po krocích 0,5',
  'command.server.create.game': 'ID hry (výchozí: výchozí hodnota API)',
  'command.server.create.game_type': 'Varianta hry (výchozí: výchozí hodnota API)',
  'command.server.create.game_version': 'Verze hry (výchozí: výchozí hodnota API)',
  'command.server.create.plan': 'Tarif (výchozí Premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Zvolit doplněk pro mody',
  'command.server.create.external_reference': 'Tvoje reference, např. ID objednávky',
  'command.server.update': 'Změnit velikost serveru nebo jeho externí referenci',
  'command.server.update.ram': 'Nová RAM v GB, po krocích 0,5',
  'command.server.update.disk': 'Nový disk v GB',
  'command.server.update.external_reference': 'Nová externí reference',
  'command.server.delete': 'Trvale smazat server (vyžaduje potvrzení)',
  'command.server.resources': 'Zobrazit aktuální CPU, paměť, disk, síť a dobu běhu s grafem využití',
  'command.server.resources.hours': 'Rozsah grafu využití v hodinách (1–24, výchozí 6)',
  'command.server.activity': 'Zobrazit nedávnou aktivitu: vytvoření, změny velikosti, instalace a další',
  'server.list.expired': 'Tento seznam vypršel. Spusť znovu `/server list`.',
  'server.list.title': 'Servery',
  'server.list.empty': 'Žádné servery neodpovídají.',
  'server.list.pageOf':
    'Stránka {page, number} z {pages, number} · {total, plural, one {# server} few {# servery} many {# ' +
    'serveru} other {# serverů}}',
  'server.list.page': 'Stránka {page, number}',
  'server.list.filterStatus': 'stav {status}',
  'server.list.filterGame': 'hra {game}',
  'server.list.filterSearch': 'název obsahuje „{search}“',
  'server.list.filterSort': 'řazeno podle: {sort}',
  'server.list.filterAscending': 'vzestupně',
  'server.list.filterDescending': 'sestupně',
  'server.info.connect': '🔌 Připojení: {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 Načteno z hostingového panelu {when} · načítá se znovu…',
  'server.info.lastReadOnly': '🕓 Načteno z hostingového panelu {when}',
  'server.field.status': 'Stav',
  'server.field.plan': 'Tarif',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disk',
  'server.field.game': 'Hra',
  'server.field.externalReference': 'Externí reference',
  'server.field.created': 'Vytvořeno',
  'server.field.addons': 'Doplňky',
  'server.field.limits': 'Limity',
  'server.field.serverId': 'ID serveru',
  'server.create.title': '{symbol} Zřizování zahájeno: {name}',
  'server.create.description':
    'Server se zřizuje. Tato zpráva se aktualizuje, až bude připravený, nebo pokud zřizování selže.',
  'server.create.idPending': 'bude brzy přiděleno',
  'server.delete.done': '🗑️ Server **{name}** {id} byl smazán i s daty, zálohami a záznamy DNS.',
  'server.delete.confirm': 'Trvale smazat',
  'server.delete.title': 'Smazat {name}?',
  'server.delete.prompt':
    'Tímto trvale smažeš **{name}** {id}.\n\nVšechna jeho data, zálohy a záznamy DNS budou odstraněny z ' +
    'panelu, SFTP i DNS. **Nejde to vrátit ani obnovit.**',
  'server.alertButton.info': 'Informace o serveru',
  'server.alertButton.resources': 'Zdroje',
  'server.alertButton.acknowledge': 'Převzít',
  'alerts.ack.field': 'Převzato',
  'alerts.ack.by': '{member} převzal/a toto upozornění {ago}.',
  'alerts.ack.taken': '{member} už toto upozornění převzal/a {ago}.',
  'alerts.ack.after': '{member} je převzal/a {duration} po jeho začátku.',
  'alerts.ack.afterSome':
    '{member} převzal/a incident na ' +
    '{count, plural, one {# z těchto serverů} ' +
    'few {# z těchto serverů} ' +
    'many {# z těchto serverů} ' +
    'other {# z těchto serverů}}' +
    ' {duration} po jeho začátku.',
  'server.alertButton.showAll': 'Zobrazit vše',
  'server.alertGroup.gone':
    'Seznam tohoto seskupeného příspěvku se už neuchovává; `/server list` ukáže všechny servery.',
  'availability.name': 'Dostupnost',
  'availability.notWatched':
    'Zatím se nehlídá: spustí to `/alerts subscribe events:status` pro tento server.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages':
    '{outages, plural, =0 {žádný výpadek} one {# výpadek, {downtime}} few {# výpadky, {downtime}} many {# ' +
    'výpadku, {downtime}} other {# výpadků, {downtime}}}',
  'availability.watchedFor': 'Zatím hlídáno {watched}: {availability}',
  'availability.day': '24 h: {availability}',
  'availability.week': '7 d: {availability}',
  'availability.sinceWatching': 'Od začátku hlídání před {watched}: {availability}',

  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disk',
  'resources.title': 'Zdroje · {name}',
  'resources.description': 'ID {id} · změřeno {sampled}',
  'resources.noFigures': 'API neposlalo žádné údaje o využití.',
  'resources.field.state': 'Stav',
  'resources.field.memory': 'Paměť',
  'resources.field.network': 'Síť',
  'resources.field.uptime': 'Doba běhu',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} z {limit}',
  'resources.noChartYet':
    'Graf využití zatím není: bot měří využití jen u hlídaných serverů. Začni příkazem `/alerts usage` pro ' +
    'tento server (nebo ho dej na `/board`); od té chvíle se graf plní.',
  'resources.noFiguresInSpan':
    'Za posledních {hours, number} h nejsou žádné údaje o využití: měření začalo {first} a naposledy se ' +
    'četlo {last}.',
  'resources.usageOver':
    'Využití za posledních {hours, number} h (měří se od {first}, naposledy přečteno {last}).',
  'resources.playersLine':
    'Hráči online za posledních {hours, number} h podle odpovědí hry na kontroly bota, na pravé ose.',
  'chart.title': '{title} · posledních {hours, number} h',
  'chart.now': 'teď',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'hodiny před současností ({time} UTC)',
  'chart.usageAxis': 'využití (%)',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Hráči',
  'chart.playersAxis': 'hráči online',
  'fields.yes': 'ano',
  'fields.no': 'ne',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Odpovídá ({latency, number} ms)',
  'game.checkedAgo': 'zkontrolováno {when}',
  'game.notAnsweringSince': '🔴 Neodpovídá od {since}',
  'game.notAnswering': '🔴 Neodpovídá (zkontrolováno {when})',
  'game.noAnswerInTime': '⏳ Hra neodpověděla včas; zkus to za chvíli znovu.',
  'game.notQueried.noAddress': 'Nedotazováno: server nemá adresu pro připojení.',
  'game.notQueried.unknownGame': 'Nedotazováno: bot se na tuto hru neumí dotazovat.',
  'game.notQueried.disabled': 'Dotazy na hry jsou u tohoto bota vypnuté.',
  'game.notQueried.hostNotAllowed': 'Nedotazováno: bot se na tuto adresu nesmí dotazovat.',
  'game.notQueried.privateAddress': 'Nedotazováno: soukromá nebo rezervovaná adresa.',
  'game.notQueried.unresolvable': 'Nedotazováno: adresu nejde přeložit.',
  'game.notQueried.protocolNotAllowed': 'Nedotazováno: bot se na protokol této hry nedotazuje.',
  'game.notQueried.httpNotEnabled': 'Nedotazováno: na tuto hru se bot dotazuje přes HTTP, které má vypnuté.',
  'game.checking': '⏳ Ptám se hry…',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Maximum za posledních 24 h: {peak, number}',
  'game.moreNames':
    '{names} a {more, plural, one {# další} few {# další} many {# dalšího} other {# dalších}}',
  'game.field.server': 'Herní server',
  'game.field.players': 'Hráči',
  'game.field.version': 'Verze hry',
  'game.field.motd': 'Zpráva dne',
  'game.silentTitle': '🔇 {server}: hra neodpovídá',
  'game.silentText': '{server} v panelu běží, ale jeho hra neodpovídá od {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · až zase odpoví, přijde další zpráva',
  'game.answeringTitle': '🔊 {server}: hra po {downtime} znovu odpovídá',
  'game.answeringText': 'Hra na serveru {server} znovu odpovídá: mlčela {downtime} (od {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'hra neodpovídá',
  'game.fleetPlayers':
    '👥 {online, plural, one {# hráč} few {# hráči} many {# hráče} other {# hráčů}} online na {servers, ' +
    'plural, one {# odpovídajícím serveru} few {# odpovídajících serverech} many {# odpovídajícího ' +
    'serveru} other {# odpovídajících serverech}}',
  'activity.title': 'Aktivita · {name}',
  'activity.empty': 'Zatím není zaznamenána žádná aktivita.',
  'activity.latest':
    '{total, plural, one {Posledních {shown, number} z # položky} few {Posledních {shown, number} z # ' +
    'položek} many {Posledních {shown, number} z # položky} other {Posledních {shown, number} z # položek}}',
  'activity.count': '{count, plural, one {# položka} few {# položky} many {# položky} other {# položek}}',
  'activity.timeUnknown': 'čas neznámý',
  'activity.by': '{what} ({actor})',
  'activity.action.created': 'Server vytvořen',
  'activity.action.provisioned': 'Zřizování dokončeno',
  'activity.action.installFailed': 'Zřizování selhalo',
  'activity.action.deleted': 'Server smazán',
  'activity.action.resized': 'Velikost serveru změněna',
  'activity.action.updated': 'Server upraven',
  'activity.action.suspended': 'Server zablokován',
  'activity.action.unsuspended': 'Blokace serveru zrušena',
  'activity.action.statusChanged': 'Stav změněn',
  'activity.action.noteAdded': 'Přidána poznámka',
  'activity.action.modInstalled': 'Nainstalován mod',
  'activity.action.pluginInstalled': 'Nainstalován plugin',
  'activity.action.unknown': 'Aktivita',
  'activity.action.reinstalled': 'Server přeinstalován',
  'activity.action.started': 'Server spuštěn',
  'activity.action.stopped': 'Server zastaven',
  'activity.action.restarted': 'Server restartován',
  'activity.action.modUpdated': 'Mod aktualizován',
  'activity.action.modRemoved': 'Mod odebrán',
  'activity.action.pluginUpdated': 'Plugin aktualizován',
  'activity.action.pluginRemoved': 'Plugin odebrán',
  'activity.action.backupCreated': 'Záloha vytvořena',
  'activity.action.backupRestored': 'Záloha obnovena',
  'activity.action.backupDeleted': 'Záloha smazána',
  'activity.apiWords': '{words} (původní text API)',

  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'Autor modu **{mod}** zakazuje stahování přes třetí strany, takže ho bot nemůže nainstalovat: stáhni ' +
    'ho z jeho stránky a nahraj ho na server ručně.',
  'mods.install.restrictedWithPage':
    'Autor modu **{mod}** zakazuje stahování přes třetí strany, takže ho bot nemůže nainstalovat: stáhni ' +
    'ho z jeho stránky a nahraj ho na server ručně. Stránka modu: {page}',
  'mods.install.refusedWithPage': '{sentence} Stránka modu: {page}',
  'mods.install.modNotFound':
    'U poskytovatele {provider} nebyl nalezen žádný {type, select, plugins {plugin} other {mod}} s ID ' +
    '{modId}. Vyber jeden z návrhů.',
  'mods.install.fileNotFound': '{mod} nemá žádný soubor s ID {fileId}. Vyber jeden z návrhů.',
  'mods.search.loaderNeedsCurseforge':
    'Filtr loaderu funguje jen s katalogem CurseForge. Odeber ho nebo přepni katalog.',
  'mods.update.noRecord':
    'Bot už nemá záznam o tom, že by tento mod na ten server instaloval. Podívej se do `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} už je na serveru {server} ve verzi {file}.',
  'mods.update.fileGone': 'Katalog už tento soubor modu {mod} nenabízí. Aktuální najdeš v `/mods installed`.',
  'command.mods': 'Vyhledávat, instalovat a aktualizovat mody a pluginy',
  'command.mods.search': 'Vyhledat v katalogu mody nebo pluginy vhodné pro server',
  'command.mods.search.provider': 'Katalog (výchozí CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mody nebo pluginy (výchozí mody)',
  'command.mods.search.type.mods': 'mody',
  'command.mods.search.type.plugins': 'pluginy',
  'command.mods.search.query': 'Hledaná slova',
  'command.mods.search.game_version': 'Verze hry (výchozí: verze serveru)',
  'command.mods.search.loader': 'Loader modů (jen CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Nainstalovat mod nebo plugin na server (vyžaduje potvrzení)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Mody nebo pluginy (výchozí mody)',
  'command.mods.install.type.mods': 'mody',
  'command.mods.install.type.plugins': 'pluginy',
  'command.mods.install.mod': 'Mod (piš pro vyhledávání)',
  'command.mods.install.file': 'Soubor vydání (nejdřív ty, které odpovídají verzi serveru)',
  'command.mods.installed':
    'Zobrazit mody a pluginy, které bot na server nainstaloval, a zda existují aktualizace',
  'mods.choice.serverVersion': '{version} (verze serveru)',
  'mods.choice.noAddon': 'Tady žádné mody: tento server nemá doplněk pro mody ani tarif Premium.',
  'mods.search.title': '{type, select, plugins {Pluginy pro {server}} other {Mody pro {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Pluginy pro {server} odpovídající „{query}“} other {Mody pro {server} ' +
    'odpovídající „{query}“}}',
  'mods.search.nothingFound': 'Nic nenalezeno. Zkus jiná slova nebo jiného poskytovatele.',
  'mods.search.footerGameVersion': 'verze hry {version}',
  'mods.search.footerPick': 'vyber níže jeden k instalaci',
  'mods.search.restrictedNote':
    '⚠️ Autor zakazuje stahování přes třetí strany: nainstaluj ho ručně z jeho stránky.',
  'mods.search.pickPlaceholder': 'Nainstalovat jeden z nich…',
  'mods.search.expired': 'Tyto výsledky vypršely. Spusť znovu `/mods search`.',
  'mods.search.notYours':
    'Z těchto výsledků může instalovat jen člen, který hledal. Spusť `/mods search` sám/sama.',
  'mods.search.noFile':
    'Tento mod nemá žádný soubor k instalaci. Vyber jiný, nebo použij `/mods install` a zvol soubor.',
  'mods.install.promptTitle':
    '{action, select, update {Aktualizovat {mod} na serveru {server}?} other {Nainstalovat {mod} na server ' +
    '{server}?}}',
  'mods.install.installedNow': 'Teď nainstalováno: {file}',
  'mods.install.file': 'Soubor: **{file}** {fileId}',
  'mods.install.fileForGame': 'Soubor: **{file}** {fileId} (hra {versions})',
  'mods.install.uploadedTo': 'Nahraje se do složky {type} na serveru.',
  'mods.install.restart.ops': 'Aby se načetl, restartuj server v hostingovém panelu.',
  'mods.install.restart.community':
    'Aby se načetl, restartuj server ve svém herním panelu (bot servery restartovat neumí).',
  'mods.install.confirmInstall': 'Nainstalovat',
  'mods.install.confirmUpdate': 'Aktualizovat',
  'mods.install.done':
    '{action, select, update {✅ Aktualizováno na **{mod}** ({file}) na serveru **{server}**.} other {✅ ' +
    'Nainstalováno **{mod}** ({file}) na server **{server}**.}}',
  'mods.install.unrecorded':
    'Bot si ho nemohl poznamenat pro `/mods installed` a kontroly aktualizací (selhala jeho databáze).',
  'mods.installed.title': 'Nainstalováno přes bota · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin z {provider}} other {mod z {provider}}}',
  'mods.installed.version': 'Verze {file} · nainstaloval/a {installer} {time}',
  'mods.installed.versionFor': 'Verze {file} pro {game} · nainstaloval/a {installer} {time}',
  'mods.installed.byMemberOf': 'člen serveru {guild}',
  'mods.installed.byMember': 'člen',
  'mods.installed.unlisted': '❔ Jeho katalog tento mod teď neuvádí, takže nejde nabídnout novější vydání.',
  'mods.installed.notChecked': '❔ Zatím nezkontrolováno: katalog neodpověděl včas.',
  'mods.installed.checkedNow': 'zkontrolováno právě teď',
  'mods.installed.checkedAt': 'podle poslední kontroly {time}',
  'mods.installed.upToDate': '✅ Aktuální ({when})',
  'mods.installed.updateAvailable': '⬆️ K dispozici je aktualizace: **{file}** ({when})',
  'mods.installed.none':
    'Bot zatím na server {server} nenainstaloval žádné mody ani pluginy. Tady se zobrazí ty, které ' +
    'nainstaluješ příkazem `/mods install` (i jejich aktualizace).',
  'mods.installed.footer':
    '{count, plural, one {# nainstalován přes bota} few {# nainstalovány přes bota} many {# nainstalováno ' +
    'přes bota} other {# nainstalováno přes bota}} · aktualizace odpovídají verzi hry a loaderu, pro které ' +
    'byl každý nainstalován',
  'mods.installed.footerPaged':
    '{count, plural, one {# nainstalován přes bota} few {# nainstalovány přes bota} many {# nainstalováno ' +
    'přes bota} other {# nainstalováno přes bota}} · stránka {page, number} z {pages, number} · ' +
    'aktualizace odpovídají verzi hry a loaderu, pro které byl každý nainstalován',
  'mods.installed.updateButton': 'Aktualizovat {mod}',
  'mods.installed.expired': 'Tento seznam vypršel. Spusť znovu `/mods installed`.',

  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone': 'Vyber roli, kterou zmínit, ne @everyone: upozornění nikdy nezmiňují všechny.',
  'alerts.roleNotMentionable':
    'Bot nemůže zmínit {role}: roli nejde zmínit a bot v kanálu {channel} nemá oprávnění „Zmínit ' +
    '@everyone, @here a všechny role“. Povol zmiňování role (Nastavení serveru → Role) nebo botovi toto ' +
    'oprávnění uděl a pak spusť příkaz znovu.',
  'alerts.usage.noThreshold': 'Zadej alespoň jeden práh k hlídání (`cpu`, `ram` nebo `disk`, v procentech).',
  'alerts.activity.title': 'Aktivita · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · příliš mnoho položek najednou, nešlo je přečíst všechny; starší ukáže `/server activity`',
  'alerts.provisioned.failedText':
    'Server hlásí {status}. Smaž ho a vytvoř znovu; pokud to bude dál selhávat, kontaktuj podporu.',
  'alerts.provisioned.text': '{serverId} je zřízen a hlásí {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Zřizování selhalo: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} je připraven',
  'alerts.provisioned.title': '{symbol} Zřizování serveru {name} dokončeno',
  'alerts.field.serverId': 'ID serveru',
  'alerts.field.status': 'Stav',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Hra',
  'alerts.deleted.whileProvisioning':
    '🗑️ Server {server} byl smazán během zřizování; upozornění na něj skončila.',
  'alerts.deleted.text': '🗑️ Server {server} už neexistuje (smazán); upozornění na něj skončila.',
  'alerts.group.down':
    '{count, plural, one {# server mimo provoz} ' +
    'few {# servery mimo provoz} ' +
    'many {# serveru mimo provoz} ' +
    'other {# serverů mimo provoz}}',
  'alerts.group.back':
    '{count, plural, one {# server znovu běží} ' +
    'few {# servery znovu běží} ' +
    'many {# serveru znovu běží} ' +
    'other {# serverů znovu běží}}',
  'alerts.group.silent':
    '{count, plural, one {# hra neodpovídá} ' +
    'few {# hry neodpovídají} ' +
    'many {# hry neodpovídá} ' +
    'other {# her neodpovídá}}',
  'alerts.group.answering':
    '{count, plural, one {# hra znovu odpovídá} ' +
    'few {# hry znovu odpovídají} ' +
    'many {# hry znovu odpovídá} ' +
    'other {# her znovu odpovídá}}',
  'alerts.group.usageFired':
    '{count, plural, one {# server nad prahem využití} ' +
    'few {# servery nad prahem využití} ' +
    'many {# serveru nad prahem využití} ' +
    'other {# serverů nad prahem využití}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# server znovu pod prahem využití} ' +
    'few {# servery znovu pod prahem využití} ' +
    'many {# serveru znovu pod prahem využití} ' +
    'other {# serverů znovu pod prahem využití}}',
  'alerts.group.mixed':
    '{count, plural, one {# server změnil stav} ' +
    'few {# servery změnily stav} ' +
    'many {# serveru změnilo stav} ' +
    'other {# serverů změnilo stav}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'Z protokolu aktivity',
  'alerts.status.downTitle': '{symbol} {server} je mimo provoz',
  'alerts.status.downText': '{server} hlásí {status} od {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · až zase poběží, přijde další zpráva',
  'alerts.status.backTitle': '{symbol} {server} znovu běží po {downtime}',
  'alerts.status.backText': '{server} znovu hlásí {status}: zpět po {downtime} (mimo provoz od {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ K dispozici je aktualizace · {mod} na serveru {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) má na serveru {server} novější vydání.',
  'alerts.modUpdate.newerFor': '**{mod}** ({provider}) má na serveru {server} novější vydání pro {fitsFor}.',
  'alerts.modUpdate.installed': 'Nainstalováno: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nové: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nové: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '„Aktualizovat“ se nejdřív zeptá na potvrzení; `/mods installed` vypíše všechny mody, které bot ' +
    'nainstaloval.',
  'alerts.modUpdate.withoutButton':
    'Aktualizuj ho příkazem `/mods install` s novým souborem (nejdřív se zeptá na potvrzení).',
  'alerts.modUpdate.button': 'Aktualizovat',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disk}} nad {threshold, number, ::pe' +
    'rcent scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Disk}} zpět v normálu · {server}',
  'alerts.usage.firedText':
    '{server}: {metric, select, cpu {využití CPU} ram {využití RAM} other {využití disku}} je nad ' +
    '{threshold, number, ::percent scale/0.01} už {minutes, plural, one {# minutu} few {# minuty} many {# ' +
    'minuty} other {# minut}}, teď {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    '{server}: {metric, select, cpu {využití CPU} ram {využití RAM} other {využití disku}} je zpět pod ' +
    '{threshold, number, ::percent scale/0.01}, teď {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Údaje přečteny {sampled}.',
  'alerts.usage.readJustNow': 'Údaje přečteny právě teď.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage je vypne',
  'alerts.ops.givenUp': '⚠️ Upozornění k serveru {server} se nepodařilo zveřejnit v kanálu {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Upozornění k serveru {server} se nepodařilo zveřejnit v kanálu {channel} na **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Bylo zahozeno, aby pozdější upozornění k serveru dál odcházela. Dokud se v tom kanálu nepodaří něco ' +
    'zveřejnit, další upozornění, která tam selžou, se jen zapíšou do logu.',
  'alerts.ops.notDeliveredWithin': 'nebylo doručeno během {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'nebylo doručeno během {age} (poslední odpověď: {failure})',
  'alerts.ops.discordRefused': 'Discord ho odmítl ({failure})',
  'alerts.ops.paused': '⏸️ Upozornění pozastavena: bot už nemůže psát do kanálu {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Upozornění pozastavena: bot už nemůže psát do kanálu {channel} na **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Jeho odběr je pozastaven} few {Jeho # odběry jsou pozastaveny} many {Jeho # ' +
    'odběru je pozastaveno} other {Jeho # odběrů je pozastaveno}} a nebude se zkoušet znovu.',
  'alerts.ops.pausedResume':
    'Dej tam botovi oprávnění „Zobrazit kanál“, „Odesílat zprávy“ a „Vkládat odkazy“ (nebo vyber jiný ' +
    'kanál) a pak znovu spusť `/alerts subscribe` (u upozornění na využití `/alerts' +
    ' usage`) a odběr se obnoví.',
  'alerts.ops.setAside': '🗃️ Uložený záznam nešel přečíst ({reason}) a byl odložen stranou: {key}.',
  'alerts.ops.setAsideEffect': 'Bot pokračuje bez něj; všechno ostatní dál funguje.',
  'alerts.ops.setAsideKept':
    'Jeho původní hodnota je uložena pod {setAsideKey} ke kontrole nebo obnovení (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ Stavová nástěnka v {board} byla smazána, takže byla zveřejněna znovu. Pokud ji někdo smaže znovu, ' +
    'pozastaví se; `/board remove` v tom kanálu ji zastaví natrvalo.',
  'alerts.ops.boardPaused':
    '⏸️ Stavová nástěnka v {board} je pozastavena: {reason}. Oprav to a spusť tam znovu `/board create`, ' +
    'aby se obnovila, nebo `/board remove`, aby se odstranila.',
  'alerts.everyServer': 'všechny servery',
  'alerts.everyServerIncludingLater': 'všechny servery, včetně později vytvořených',
  'alerts.everyLinkedServerIncludingLater':
    'všechny servery propojené s tímto discordovým serverem, včetně později propojených',
  'alerts.list.paused': '⏸️ pozastaveno: {reason}; obnovíš to novým spuštěním `{command}`',
  'alerts.list.unlinked': 'už není propojen s tímto discordovým serverem, takže nic nedostává',
  'alerts.list.since': 'od {since}',
  'alerts.list.usage': 'využití: {thresholds}',
  'alerts.list.title': 'Odběry upozornění',
  'alerts.list.none':
    'Tento discordový server zatím nemá žádné odběry upozornění. Použij `/alerts subsc' +
    'ribe` nebo `/alerts usage`.',
  'alerts.list.footer':
    'Stránka {page, number} z {pages, number} · {subscriptions, plural, one {# odběr} few {# odběry} many ' +
    '{# odběru} other {# odběrů}} · {watches, plural, one {# hlídání využití} few {# hlídání využití} many ' +
    '{# hlídání využití} other {# hlídání využití}}',
  'alerts.list.paceClamped':
    '⚠️ Využití se u každého hlídaného serveru čte zhruba jednou za {every}, jak dovoluje limit požadavků ' +
    'API: to je na okno o délce {minutes, plural, one {# minuty} few {# minut} many {# minuty} other {# ' +
    'minut}} příliš zřídka, takže upozornění na využití můžou přijít až o {every} později.',
  'alerts.list.pace':
    'Využití se u každého hlídaného serveru čte zhruba jednou za {every} (jak dovoluje limit požadavků API).',
  'alerts.unsubscribe.stoppedKind': '🔕 Kanál {channel} už nedostává upozornění typu {kind} pro {what}.',
  'alerts.unsubscribe.stoppedAll':
    '🔕 Kanál {channel} už nedostává upozornění (události a využití) pro {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 Kanál {channel} už nedostává upozornění pro {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 Kanál {channel} už nedostává upozornění na využití pro {what}.',
  'alerts.unsubscribe.none':
    'Kanál {channel} nemá odběr pro {what}; nic se nezměnilo. `/alerts list` ukáže odběry tohoto ' +
    'discordového serveru.',
  'alerts.unsubscribe.noneOfKind':
    'Kanál {channel} nemá odběr upozornění typu {kind} pro {what}; nic se nezměnilo. `/alerts list` ukáže ' +
    'odběry tohoto discordového serveru.',
  'alerts.kindLabel.provisioning': 'výsledky zřizování',
  'alerts.kindLabel.status': 'změny stavu (výpadek a návrat s dobou výpadku)',
  'alerts.kindLabel.activity': 'nová aktivita',
  'alerts.kindLabel.mods': 'aktualizace modů',
  'alerts.kindLabel.events': 'jakákoli událost (zřizování, stav, aktivita, aktualizace modů)',
  'alerts.kindLabel.usage': 'využití nad prahem',
  'alerts.route.allEvents': 'všechny události',
  'alerts.route.pings': '{kind} (zmiňuje {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (zmiňuje {role}, i při obnovení)',
  'alerts.subscribe.unchanged':
    'Kanál {channel} už dostává upozornění pro {what}: {routes}; nic se nezměnilo.',
  'alerts.subscribe.done': '🔔 Kanál {channel} teď dostává upozornění pro {what}: {kinds}, od této chvíle.',
  'alerts.subscribe.resumed':
    '🔔 Obnoveno: kanál {channel} teď dostává upozornění pro {what}: {kinds}, od této chvíle.',
  'alerts.subscribe.mentions': 'Zmiňují {role} (zprávy o obnovení ne).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Zmiňují {role}, i zprávy o obnovení.',
  'alerts.subscribe.inAll': 'Celkem dostává: {routes}.',
  'alerts.subscribe.howToStop': 'Vypneš je příkazem `/alerts unsubscribe`.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} nad {threshold, number, ::percent scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} po dobu {minutes, number} min',
  'alerts.usage.watching':
    '📈 Kanál {channel} teď dostává upozornění na využití pro {what}: {thresholds}, jednou při překročení a ' +
    'jednou při návratu pod práh.',
  'alerts.usage.paceClamped':
    '⚠️ Rozpočet API dovoluje botovi číst využití každého hlídaného serveru jen zhruba jednou za {every}, ' +
    'na okno o délce {minutes, plural, one {# minuty} few {# minut} many {# minuty} other {# minut}} ' +
    'příliš zřídka: upozornění můžou přijít až o {every} později.',
  'alerts.usage.pace': 'Využití každého hlídaného serveru se čte zhruba jednou za {every}.',
  'alerts.usage.howToStop': 'Vypneš je příkazem `/alerts unsubscribe kind:usage`.',
  'command.alerts': 'Zveřejňovat v kanálu upozornění na zřizování, stav, aktivitu a využití',
  'command.alerts.subscribe': 'Zveřejňovat od teď v kanálu upozornění pro server (nebo všechny servery)',
  'command.alerts.subscribe.channel': 'Textový nebo oznamovací kanál pro upozornění',
  'command.alerts.subscribe.server': 'Jen tento server (vynech pro všechny servery, které vidíš)',
  'command.alerts.subscribe.events': 'Která upozornění (výchozí všechna)',
  'command.alerts.subscribe.events.all': 'Všechny události',
  'option.events.provisioning': 'Výsledky zřizování',
  'option.events.status': 'Změny stavu (výpadek a návrat)',
  'option.events.activity': 'Nová aktivita',
  'option.events.mods': 'Aktualizace modů',
  'command.alerts.subscribe.ping': 'Role, kterou tato upozornění zmíní',
  'command.alerts.subscribe.ping_recovery':
    'Zmínit roli i v upozorněních na obnovení („znovu běží po 12 min“) (výchozí ne)',
  'command.alerts.usage': 'Upozornit v kanálu, když server zůstane nad prahem CPU, RAM nebo disku',
  'command.alerts.usage.channel': 'Textový nebo oznamovací kanál pro upozornění',
  'command.alerts.usage.server': 'Jen tento server (vynech pro všechny servery, které vidíš)',
  'command.alerts.usage.cpu': 'Upozornit, když CPU zůstane nad tímto procentem (1–100)',
  'command.alerts.usage.ram': 'Upozornit, když RAM zůstane nad tímto procentem (1–100)',
  'command.alerts.usage.disk': 'Upozornit, když využití disku zůstane nad tímto procentem (1–100)',
  'command.alerts.usage.minutes':
    'Kolik minut musí hodnota zůstat nad prahem, než přijde upozornění (výchozí 5)',
  'command.alerts.unsubscribe': 'Přestat zveřejňovat upozornění v kanálu',
  'command.alerts.unsubscribe.channel': 'Textový nebo oznamovací kanál pro upozornění',
  'command.alerts.unsubscribe.server': 'Server odběru (nech prázdné pro odběr všech serverů)',
  'command.alerts.unsubscribe.kind': 'Která upozornění vypnout (výchozí všechna)',
  'command.alerts.unsubscribe.kind.events': 'Upozornění na události (zřizování, stav, aktivita, mody)',
  'command.alerts.unsubscribe.kind.usage': 'Upozornění na využití (prahy)',
  'command.alerts.unsubscribe.kind.all': 'Všechna upozornění',
  'command.alerts.unsubscribe.events':
    'Vypnout jen tento druh upozornění na události; ostatní kanál dostává dál',
  'command.alerts.list': 'Zobrazit odběry upozornění a hlídání využití tohoto discordového serveru',

  // Boards: /board and the live status board.
  'command.board': 'Spravovat živou stavovou zprávu o tvých serverech, upravovanou na místě',
  'command.board.create': 'Zveřejnit v kanálu živou stavovou nástěnku, průběžně upravovanou na místě',
  'command.board.create.channel': 'Textový nebo oznamovací kanál pro nástěnku',
  'command.board.remove': 'Odstranit stavovou nástěnku kanálu i s její zprávou',
  'command.board.remove.channel': 'Kanál nástěnky',
  'command.board.list': 'Zobrazit stavové nástěnky tohoto discordového serveru',
  'board.create.already':
    'Kanál {channel} už stavovou nástěnku má; nic se nezměnilo. Odstraníš ji příkazem `/board remove` v ' +
    'tom kanálu.',
  'board.create.posted':
    '📋 Stavová nástěnka {scope, select, ops {všech serverů účtu} other {všech serverů propojených s tímto ' +
    'discordovým serverem}} se za chvíli objeví v kanálu {channel} a od té doby se bude upravovat na místě.',
  'board.create.resumed':
    '📋 Obnoveno: stavová nástěnka {scope, select, ops {všech serverů účtu} other {všech serverů ' +
    'propojených s tímto discordovým serverem}} se za chvíli objeví v kanálu {channel} a od té doby se ' +
    'bude upravovat na místě.',
  'board.create.shows':
    'Ukazuje stav každého serveru, hru, velikost, využití (kde se měří) a adresu pro připojení, a jak ' +
    'čerstvé údaje jsou.',
  'board.remove.done': '🗑️ Stavová nástěnka kanálu {channel} byla odstraněna.',
  'board.remove.none':
    'Kanál {channel} nemá stavovou nástěnku; nic se nezměnilo. `/board list` ukáže nástěnky tohoto ' +
    'discordového serveru.',
  'board.list.none': 'Tento discordový server zatím nemá žádné stavové nástěnky. Použij `/board create`.',
  'board.list.title': 'Stavové nástěnky',
  'board.list.footer':
    '{count, plural, one {{count} nástěnka} few {{count} nástěnky} many {{count} nástě' +
    'nky} other {{count} nástěnek}}',
  'board.list.paused':
    '{channel} · ⏸️ pozastaveno: {reason}; obnovíš ji příkazem `/board create` v tom kanálu',
  'board.list.posting': '{channel} · zveřejňuje se',
  'board.list.messages':
    '{channel} · {count, plural, one {# zpráva} few {# zprávy} many {# zprávy} other {# zpráv}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# zpráva} few {# zprávy} many {# zprávy} other {# zpráv}} · ' +
    'naposledy upraveno {when}',
  'board.title': 'Stav serverů',
  'board.titlePaged': 'Stav serverů ({page, number}/{pages, number})',
  'board.reading': 'Načítám seznam serverů…',
  'board.empty': 'Zatím tu nejsou žádné servery.',
  'board.allClear': '✅ Nic nevyžaduje pozornost.',
  'board.needsAttention': '**Vyžaduje pozornost** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} server} few {{count} servery} many {{count} serveru} other {{count} ' +
    'serverů}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, one {# selhal} few {# selhaly} many {# selhalo} other {# ' +
    'selhalo}}} suspended {{count, plural, one {# zablokovaný} few {# zablokované} many {# zablokovaného} ' +
    'other {# zablokovaných}}} stopped {{count, plural, one {# zastavený} few {# zastavené} many {# ' +
    'zastaveného} other {# zastavených}}} provisioning {{count, plural, one {# se zřizuje} few {# se ' +
    'zřizují} many {# se zřizuje} other {# se zřizuje}}} deleting {{count, plural, one {# se maže} few {# ' +
    'se mažou} many {# se maže} other {# se maže}}} running {{count, plural, one {# běží} few {# běží} ' +
    'many {# běží} other {# běží}}} other {{count, plural, one {# neznámý} few {# neznámé} many {# ' +
    'neznámého} other {# neznámých}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} aktivní upozornění na využití} few {{count} aktivní upozornění na ' +
    'využití} many {{count} aktivního upozornění na využití} other {{count} akti' +
    'vních upozornění na využití}}',
  'board.reason.slowProvisioning': 'zřizování trvá déle, než se čekalo',
  'board.reason.gameSilent': 'hra neodpovídá',
  'board.reason.unrecognised': 'stav, který bot nezná',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} nad {threshold, number, ::percent scale/0.01}',
  'board.since': 'od {when}',
  'board.seenSince': 'zjištěno od {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disk {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} disk',
  'board.freshness.every': 'obnovuje se zhruba každých {duration}',
  'board.freshness.notRead': '🕒 Zatím nenačteno; {every}',
  'board.freshness.updated': '🕒 Aktualizováno {when}; {every}',
  'board.stale.unread':
    '⚠️ **Neaktuální od {since}**: hostingové API neodpovídá; dokud neodpoví, nezobrazují se žádné stavy.',
  'board.stale.read': '⚠️ **Neaktuální od {since}**: hostingové API neodpovídá; stavy níže jsou z {readAt}.',
  'board.notListed':
    '… a {count, plural, one {# další server} few {# další servery} many {# dalšího serveru} other {# ' +
    'dalších serverů}}, které tu nejsou uvedeny: ukáže je {filters}.',

  'board.pause.deletedAgain': 'její zpráva byla po novém zveřejnění znovu smazána',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Provozní discordový server už pracuje se všemi servery; propojuj jen komunitní discordové servery.',
  'access.notAGuild':
    'To není discordový server, který bot zná: vyber jeden z návrhů, nebo vlož jeho ID (klikni pravým ' +
    'tlačítkem na server, Zkopírovat ID serveru).',
  'access.needsLevel':
    'K tomu je potřeba úroveň **{level}**, kterou může některé z tvých rolí udělit někdo s oprávněním ' +
    '„Spravovat server“ příkazem `/access role set`.',
  'option.level':
    'čtení: vidět; obsluha: navíc měnit servery, mody, upozornění, stavové nástěnky; správa: vše',
  'option.level.read': 'čtení',
  'option.level.operate': 'obsluha',
  'option.level.administer': 'správa',
  'option.role': 'Role (@everyone zastupuje všechny členy)',
  'command.access.role': 'Udělit rolím úroveň: co smějí jejich členové tady s botem dělat',
  'command.access.role.set': 'Udělit roli úroveň (čtení, obsluha nebo správa)',
  'command.access.role.remove': 'Odebrat roli udělenou úroveň',
  'command.access.role.list': 'Zobrazit úrovně udělené tady rolím',
  'access.role.granted': '🔑 {role} tu teď má úroveň **{level}**.',
  'access.role.changed': '🔑 {role} tu teď má úroveň **{level}** místo **{before}**.',
  'access.role.unchanged': '{role} tu už má úroveň **{level}**; nic se nezměnilo.',
  'access.role.removed': '{role} tu už nemá úroveň **{level}**.',
  'access.role.notGranted': '{role} tu nemá žádnou úroveň; nic se nezměnilo.',
  'access.role.title': 'Úrovně udělené tady',
  'access.role.line': '{role}: **{level}**, udělil/a {member} {when}',
  'access.role.none': 'Zatím tu žádná role nemá úroveň: uděl ji příkazem `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Členové s oprávněním „Spravovat server“ mají všechny úrovně; ostatní členové ' +
    'mají jen to, co bylo uděleno jejich rolím.} other {Členové s oprávněním „Spravovat server“ mají ' +
    'všechny úrovně; každý člen může číst servery propojené s tímto discordovým serverem.}}',
  'quota.roleGrants':
    'Tento discordový server dosáhl limitu {limit} rolí s úrovní. Nejdřív jedné roli úroveň odeber ' +
    'příkazem `/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {udělil/a roli úroveň} asked {požádal/a o udělení úrovně roli} ' +
    'other {se pokusil/a udělit roli úroveň}}',
  'audit.action.access.role.remove':
    '{phase, select, done {odebral/a roli úroveň} asked {požádal/a o odebrání úrovně roli} ' +
    'other {se pokusil/a odebrat roli úroveň}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {se pokusil/a použít {command} na serveru ' +
    '{server}} other {se pokusil/a použít {command}}}} other {{target, select, server {se pokusil/a ' +
    'použít tlačítko nebo nabídku na serveru {server}} other {se pokusil/a použít tlačítko nebo ' +
    'nabídku}}}}',
  'command.audit.recent.kind.access.role.set': 'Úrovně udělené rolím',
  'command.audit.recent.kind.access.role.remove': 'Úrovně odebrané rolím',
  'command.audit.recent.kind.access.refused': 'Členové odmítnutí kvůli své úrovni',
  'audit.input.role': 'Role',
  'audit.input.level': 'Úroveň',
  'audit.input.command': 'Příkaz',
  'audit.input.component': 'Tlačítko nebo nabídka',
  'command.audit': 'Zjistit, kdo co udělal, z kterého discordového serveru a s kterým serverem',
  'command.audit.channel': 'Zveřejňovat v kanálu každý auditní záznam hned, jak vznikne (bez kanálu vypnout)',
  'command.audit.channel.channel': 'Textový nebo oznamovací kanál pro auditní záznamy',
  'command.audit.recent': 'Zobrazit nejnovější auditní záznamy, od nejnovějšího',
  'command.audit.recent.server': 'Jen záznamy o tomto serveru',
  'command.audit.recent.member': 'Jen záznamy tohoto člena',
  'command.audit.recent.limit': 'Záznamů na stránku (výchozí 10)',
  'command.audit.recent.kind': 'Jen záznamy tohoto druhu akce',
  'command.audit.recent.kind.server.create': 'Vytvořené servery',
  'command.audit.recent.kind.server.update': 'Upravené servery',
  'command.audit.recent.kind.server.delete': 'Smazané servery',
  'command.audit.recent.kind.mods.install': 'Nainstalované nebo aktualizované mody',
  'command.audit.recent.kind.mods.update-check': 'Nalezené aktualizace modů',
  'command.audit.recent.kind.access.link': 'Servery propojené s discordovým serverem',
  'command.audit.recent.kind.access.unlink': 'Servery odpojené od discordového serveru',
  'command.audit.recent.kind.alerts.subscribe': 'Odběry upozornění',
  'command.audit.recent.kind.alerts.unsubscribe': 'Zrušené odběry upozornění',
  'command.audit.recent.kind.alerts.acknowledge': 'Převzatá upozornění',
  'command.audit.recent.kind.board.create': 'Vytvořené stavové nástěnky',
  'command.audit.recent.kind.board.remove': 'Odstraněné stavové nástěnky',
  'command.audit.recent.kind.audit.channel': 'Změny auditního kanálu',
  'command.audit.recent.kind.usage.crossing': 'Překročené prahy využití',
  'command.audit.recent.hours': 'Jen záznamy mladší než tento počet hodin',
  'audit.channel.stopped': 'Auditní záznamy se už nezveřejňují. Dál se ukládají: ukáže je `/audit recent`.',
  'audit.channel.notPosting': 'Auditní záznamy se nikam nezveřejňovaly; nic se nezměnilo.',
  'audit.channel.set':
    '📜 Kanál {channel} teď dostává každý auditní záznam hned, jak vznikne. Vypneš to příkazem `/audit ' +
    'channel` bez kanálu.',
  'audit.recent.expired': 'Tato stránka vypršela. Spusť znovu `/audit recent`.',
  'audit.recent.none': 'Žádné auditní záznamy.',
  'audit.recent.noneFor': 'Žádné auditní záznamy pro {filters}.',
  'audit.recent.about': 'Auditní záznamy pro {filters}',
  'audit.recent.title': 'Auditní záznamy',
  'audit.recent.footer':
    '{count, plural, one {# záznam, od nejnovějšího} few {# záznamy, od nejnovějšího} many {# záznamu, od ' +
    'nejnovějšího} other {# záznamů, od nejnovějšího}}',
  'audit.recent.newer': 'Novější',
  'audit.recent.older': 'Starší',
  'audit.filter.server': 'server {server}',
  'audit.filter.member': 'člen {member}',
  'audit.filter.kind': 'druh „{kind}“',
  'audit.filter.hours': 'posledních {hours} h',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {vytvořil/a server {server}} other {vytvořil/a ' +
    'server}}} asked {{target, select, server {požádal/a o vytvoření serveru {server}} other {požádal/a o ' +
    'vytvoření serveru}}} other {{target, select, server {se pokusil/a vytvořit server {server}} other {se ' +
    'pokusil/a vytvořit server}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {upravil/a server {server}} other {upravil/a server}}} ' +
    'asked {{target, select, server {požádal/a o úpravu serveru {server}} other {požádal/a o úpravu ' +
    'serveru}}} other {{target, select, server {se pokusil/a upravit server {server}} other {se pokusil/a ' +
    'upravit server}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {smazal/a server {server}} other {smazal/a server}}} ' +
    'asked {{target, select, server {požádal/a o smazání serveru {server}} other {požádal/a o smazání ' +
    'serveru}}} other {{target, select, server {se pokusil/a smazat server {server}} other {se pokusil/a ' +
    'smazat server}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {nainstaloval/a mod na server {server}} other ' +
    '{nainstaloval/a mod na server}}} asked {{target, select, server {požádal/a o instalaci modu na server ' +
    '{server}} other {požádal/a o instalaci modu na server}}} other {{target, select, server {se pokusil/a ' +
    'nainstalovat mod na server {server}} other {se pokusil/a nainstalovat mod na server}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {našel/našla aktualizaci modu pro server {server}} ' +
    'other {našel/našla aktualizaci modu pro server}}} asked {{target, select, server {požádal/a o ' +
    'kontrolu aktualizací modů na serveru {server}} other {požádal/a o kontrolu aktualizací modů na ' +
    'serveru}}} other {{target, select, server {se pokusil/a zkontrolovat aktualizace modů na serveru ' +
    '{server}} other {se pokusil/a zkontrolovat aktualizace modů na serveru}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {propojil/a server {server} s discordovým serverem} ' +
    'other {propojil/a server s discordovým serverem}}} asked {{target, select, server {požádal/a o ' +
    'propojení serveru {server} s discordovým serverem} other {požádal/a o propojení serveru s discordovým ' +
    'serverem}}} other {{target, select, server {se pokusil/a propojit server {server} s discordovým ' +
    'serverem} other {se pokusil/a propojit server s discordovým serverem}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {zrušil/a propojení serveru {server} s discordovým ' +
    'serverem} other {zrušil/a propojení serveru s discordovým serverem}}} asked {{target, select, server ' +
    '{požádal/a o zrušení propojení serveru {server} s discordovým serverem} other {požádal/a o zrušení ' +
    'propojení serveru s discordovým serverem}}} other {{target, select, server {se pokusil/a zrušit ' +
    'propojení serveru {server} s discordovým serverem} other {se pokusil/a zrušit propojení serveru s ' +
    'discordovým serverem}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {přihlásil/a kanál k odběru upozornění pro server ' +
    '{server}} other {přihlásil/a kanál k odběru upozornění pro všechny servery}}} asked {{target, select, ' +
    'server {požádal/a o přihlášení kanálu k odběru upozornění pro server {server}} other {požádal/a o ' +
    'přihlášení kanálu k odběru upozornění pro všechny servery}}} other {{target, select, server {se ' +
    'pokusil/a přihlásit kanál k odběru upozornění pro server {server}} other {se pokusil/a přihlásit ' +
    'kanál k odběru upozornění pro všechny servery}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {převzal/a upozornění ' +
    'pro server {server}} other {převzal/a upozornění}}} asked {{target, ' +
    'select, server {požádal/a o převzetí upozornění pro server {server}} ' +
    'other {požádal/a o převzetí upozornění}}} other {{target, select, ' +
    'server {se pokusil/a převzít upozornění pro server {server}} ' +
    'other {se pokusil/a převzít upozornění}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {odhlásil/a kanál z odběru upozornění pro server ' +
    '{server}} other {odhlásil/a kanál z odběru upozornění pro všechny servery}}} asked {{target, select, ' +
    'server {požádal/a o odhlášení kanálu z odběru upozornění pro server {server}} other {požádal/a o ' +
    'odhlášení kanálu z odběru upozornění pro všechny servery}}} other {{target, select, server {se ' +
    'pokusil/a odhlásit kanál z odběru upozornění pro server {server}} other {se pokusil/a odhlásit kanál ' +
    'z odběru upozornění pro všechny servery}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {vytvořil/a stavovou nástěnku pro server {server}} ' +
    'other {vytvořil/a stavovou nástěnku}}} asked {{target, select, server {požádal/a o vytvoření stavové ' +
    'nástěnky pro server {server}} other {požádal/a o vytvoření stavové nástěnky}}} other {{target, ' +
    'select, server {se pokusil/a vytvořit stavovou nástěnku pro server {server}} other {se pokusil/a ' +
    'vytvořit stavovou nástěnku}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {odstranil/a stavovou nástěnku serveru {server}} other ' +
    '{odstranil/a stavovou nástěnku}}} asked {{target, select, server {požádal/a o odstranění stavové ' +
    'nástěnky serveru {server}} other {požádal/a o odstranění stavové nástěnky}}} other {{target, select, ' +
    'server {se pokusil/a odstranit stavovou nástěnku serveru {server}} other {se pokusil/a odstranit ' +
    'stavovou nástěnku}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {změnil/a, kam se zveřejňují auditní záznamy} asked {požádal/a o změnu, kam se ' +
    'zveřejňují auditní záznamy} other {se pokusil/a změnit, kam se zveřejňují auditní záznamy}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {zaznamenal/a překročení prahu využití na serveru ' +
    '{server}} other {zaznamenal/a překročení prahu využití na serveru}}} asked {{target, select, server ' +
    '{požádal/a o hlídání využití serveru {server}} other {požádal/a o hlídání využití serveru}}} other ' +
    '{{target, select, server {se pokusil/a hlídat využití serveru {server}} other {se pokusil/a hlídat ' +
    'využití serveru}}}}',
  'audit.outcome.asked': '❔ Čeká se na potvrzení člena.',
  'audit.outcome.done': '✅ Hotovo.',
  'audit.outcome.alerted': '🔔 Hlídající kanál dostal upozornění.',
  'audit.outcome.refused': '⛔ Odmítnuto ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Odmítnuto hostingovým API ({code}).',
  'audit.outcome.refusedByBot': '⛔ Odmítnuto botem ({code}).',
  'audit.outcome.cancelled': '✖️ Zrušeno členem; nic se nezměnilo.',
  'audit.outcome.expired': '⌛ Vypršelo bez odpovědi; nic se nezměnilo.',
  'audit.outcome.conflict': '⚠️ Nepoužito: mezitím server změnil někdo jiný.',
  'audit.outcome.failedCode': '❌ Selhalo ({code}).',
  'audit.outcome.failed': '❌ Selhalo.',
  'audit.line.bot': '🤖 Bot ({guild})',
  'audit.line.request': '· požadavek {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'nikam',
  'audit.value.above': 'nad prahem',
  'audit.value.under': 'zpět pod prahem',
  'audit.input.name': 'Název',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Tarif',
  'audit.input.game': 'Hra',
  'audit.input.disk': 'Disk',
  'audit.input.external_reference': 'Externí reference',
  'audit.input.channel': 'Kanál',
  'audit.input.from': 'Z',
  'audit.input.to': 'Do',
  'audit.input.kind': 'Druh',
  'audit.input.events': 'Události',
  'audit.input.ping': 'Zmínka',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minuty',
  'audit.input.provider': 'Poskytovatel',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'ID modu',
  'audit.input.installed': 'Nainstalováno',
  'audit.input.newer': 'Novější',
  'audit.input.newer_id': 'ID novějšího',
  'audit.input.state': 'Stav',
  'audit.input.threshold': 'Práh',
  'audit.input.guild': 'Discordový server',
  'audit.input.file': 'Soubor',
  'audit.input.file_id': 'ID souboru',
  'audit.input.type': 'Typ',
  'audit.input.updates': 'Aktualizace',
  'audit.poster.givenUp':
    '⚠️ Auditní záznamy se nepodařilo zveřejnit v kanálu {channel}: {detail}. Dál se uk' +
    'ládají (viz `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Auditní záznamy už nejde zveřejňovat v kanálu {channel}: {reason}. Dál se ukládají (viz `/audit ' +
    'recent`); kanál znovu nastavíš příkazem `/audit channel`.',

  'audit.action.language.set':
    '{phase, select, done {změnil/a jazyk příspěvků bota} asked {požádal/a o změnu jazyka příspěvků bota} ' +
    'other {se pokusil/a změnit jazyk příspěvků bota}}',
  'command.audit.recent.kind.language.set': 'Změny jazyka',
  'audit.input.language': 'Jazyk',
  'audit.value.languageAuto': 'jazyk tohoto discordového serveru',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Čeština',
  'language.set.chosen':
    '🌐 Příspěvky, které tu bot zveřejňuje sám od sebe (upozornění, stavové nástěnky, oznámení), jsou teď v ' +
    'jazyce {language}. Odpovědi jednotlivým členům zůstávají v jejich vlastním jazyce Discordu.',
  'language.set.followsDiscord':
    '🌐 Příspěvky, které tu bot zveřejňuje sám od sebe, se teď řídí jazykem tohoto discordového serveru: ' +
    '{language}. Odpovědi jednotlivým členům zůstávají v jejich vlastním jazyce Discordu.',
  'language.show.chosen':
    '🌐 Příspěvky, které tu bot zveřejňuje sám od sebe, jsou v jazyce {language}, jak ho nastavil příkaz ' +
    '`/language set`. Odpovědi jednotlivým členům jsou v jejich vlastním jazyce Discordu.',
  'language.show.preferred':
    '🌐 Příspěvky, které tu bot zveřejňuje sám od sebe, jsou v jazyce {language}, jazyce tohoto ' +
    'discordového serveru. Odpovědi jednotlivým členům jsou v jejich vlastním jazyce Discordu.',
  'language.show.preferredUnsupported':
    '🌐 Příspěvky, které tu bot zveřejňuje sám od sebe, jsou v jazyce {language}: jazyk tohoto discordového ' +
    'serveru ({locale}) zatím nemá překlad. Jiný vybereš příkazem `/language set`. Odpovědi jednotlivým ' +
    'členům jsou v jejich vlastním jazyce Discordu.',
  'language.show.default':
    '🌐 Příspěvky, které tu bot zveřejňuje sám od sebe, jsou v jazyce {language}. Jiný vybereš příkazem ' +
    '`/language set`. Odpovědi jednotlivým členům jsou v jejich vlastním jazyce Discordu.',
  'command.language': 'Zvolit jazyk vlastních příspěvků bota na tomto discordovém serveru',
  'command.language.set': 'Nastavit jazyk upozornění, stavových nástěnek a oznámení, které tu bot zveřejňuje',
  'command.language.set.language': 'Jazyk, nebo vlastní jazyk tohoto discordového serveru',
  'command.language.set.language.auto': 'Jazyk tohoto discordového serveru',
  'command.language.show': 'Zobrazit jazyk vlastních příspěvků bota na tomto discordovém serveru',
  'quota.silences':
    'Tento discordový server dosáhl limitu {limit} ztišení najednou. Nejdřív jedno ukončete přes ' +
    '`/alerts silences`, nebo požádejte provozovatele bota o zvýšení limitu.',
  'server.alertButton.silence': 'Ztišit na 1 h',
  'silence.kind':
    '{kind, select, status {změny stavu} usage {upozornění na využití} game {odpovědi hry} other ' +
    '{aktivitu}}',
  'silence.everyServer': 'každý server, který tento discordový server smí vidět',
  'silence.everyChannel': 'každém kanálu tohoto discordového serveru',
  'silence.set':
    '🔕 Ztišeno do {until} ({relative}): {kinds} pro {what}, v {where}. `/alerts silences` ztišení vypíše ' +
    'a ukončí dřív.',
  'silence.gone': 'Toto ztišení už skončilo, nebo bylo odebráno. `/alerts silences` vypíše ta platná.',
  'silence.list.title': '🔕 Ztišená upozornění',
  'silence.list.none':
    'Žádná upozornění tu nejsou ztišená. `/alerts silence` je na chvíli zadrží, třeba během údržby.',
  'silence.list.line':
    '**{number}.** {kinds} pro {what}, v {where}: do {until} ({relative}), nastavil(a) {member}',
  'silence.list.reason': 'Důvod: {reason}',
  'silence.list.footer':
    'Stránka {page, number} z {pages, number} · {count, plural, one {# ztišení} few {# ztišení} many {# ' +
    'ztišení} other {# ztišení}}',
  'silence.endNow': 'Ukončit ({number})',
  'silence.endedNow':
    '🔔 {member} ukončil(a) ztišení: {kinds} pro {what}, v {where}. Upozornění se zase zveřejňují.',
  'silence.field.reason': 'Důvod',
  'silence.ended.title': '🔔 Ztišení skončilo',
  'silence.ended.titleStill':
    '🔔 Ztišení skončilo: {count, plural, one {# server stále potřebuje pozornost} few {# servery stále ' +
    'potřebují pozornost} many {# serveru stále potřebuje pozornost} other {# serverů stále potřebuje ' +
    'pozornost}}',
  'silence.ended.expired': 'Ztišil(a) {setBy} od {from} do {to}; upozornění se zase zveřejňují.',
  'silence.ended.endedBy':
    'Ztišil(a) {setBy} od {from}, dřív ukončil(a) {by} v {to}; upozornění se zase zveřejňují.',
  'silence.ended.stillDown': '{server} stále nefunguje: {status} od {since}.',
  'silence.ended.stillSilent': '{server} stále neodpovídá na herní dotazy, od {since}.',
  'silence.ended.stillOver':
    '{server} je stále nad svým prahem {metric, select, cpu {CPU} ram {RAM} other {disku}} {threshold, ' +
    'number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} je stále nad svým prahem {metric, select, cpu {CPU} ram {RAM} ' +
    'other {disku}} {threshold, number, ::percent scale/0.01}, od {since}.',
  'silence.ended.more':
    '… a {count, plural, one {ještě # server} few {ještě # servery} many {ještě # serveru} other {ještě ' +
    '# serverů}}.',
  'silence.ended.cameBack':
    'Během ztišení měly potíže a zotavily se (výpadek, hra neodpovídala nebo překročený práh): ' +
    '{servers}.',
  'silence.ended.others':
    '{count, plural, one {# další server} few {# další servery} many {# dalšího serveru} other {# ' +
    'dalších serverů}}',
  'board.silencedUntil': '🔕 ztišeno do {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {ztišil(a) upozornění pro {server}} other {ztišil(a) ' +
    'upozornění pro každý server}}} asked {{target, select, server {požádal(a) o ztišení upozornění pro ' +
    '{server}} other {požádal(a) o ztišení upozornění pro každý server}}} other {{target, select, server ' +
    '{zkusil(a) ztišit upozornění pro {server}} other {zkusil(a) ztišit upozornění pro každý server}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {ukončil(a) ztišení upozornění pro {server}} other ' +
    '{ukončil(a) ztišení upozornění pro každý server}}} asked {{target, select, server {požádal(a) o ' +
    'ukončení ztišení upozornění pro {server}} other {požádal(a) o ukončení ztišení upozornění pro každý ' +
    'server}}} other {{target, select, server {zkusil(a) ukončit ztišení upozornění pro {server}} other ' +
    '{zkusil(a) ukončit ztišení upozornění pro každý server}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {zaznamenal vypršení ztišení upozornění pro {server}} ' +
    'other {zaznamenal vypršení ztišení upozornění pro každý server}}} asked {{target, select, server ' +
    '{požádal(a) o ukončení ztišení upozornění pro {server}} other {požádal(a) o ukončení ztišení ' +
    'upozornění pro každý server}}} other {{target, select, server {zkusil(a) ukončit ztišení upozornění ' +
    'pro {server}} other {zkusil(a) ukončit ztišení upozornění pro každý server}}}}',
  'command.audit.recent.kind.alerts.silence': 'Nastavená ztišení upozornění',
  'command.audit.recent.kind.alerts.silence.end': 'Ztišení ukončená dřív',
  'command.audit.recent.kind.alerts.silence.expire': 'Vypršelá ztišení',
  'audit.input.duration': 'Doba',
  'audit.input.reason': 'Důvod',
  'audit.input.kinds': 'Druhy',
  'command.alerts.silence': 'Na chvíli zadržet upozornění, třeba během údržby',
  'command.alerts.silence.duration': 'Na jak dlouho je zadržet',
  'command.alerts.silence.duration.30': '30 minut',
  'command.alerts.silence.duration.60': '1 hodina',
  'command.alerts.silence.duration.120': '2 hodiny',
  'command.alerts.silence.duration.240': '4 hodiny',
  'command.alerts.silence.duration.480': '8 hodin',
  'command.alerts.silence.duration.720': '12 hodin',
  'command.alerts.silence.duration.1440': '1 den',
  'command.alerts.silence.duration.2880': '2 dny',
  'command.alerts.silence.duration.4320': '3 dny',
  'command.alerts.silence.duration.10080': '7 dní',
  'command.alerts.silence.server': 'Server (výchozí: každý, který tento discordový server smí vidět)',
  'command.alerts.silence.reason': 'Proč, pro tým (nejvýš 200 znaků)',
  'command.alerts.silence.channel': 'Kanál (výchozí: každý kanál tohoto discordového serveru)',
  'command.alerts.silence.kinds': 'Která upozornění (výchozí: stav, využití a hra; ne aktivita)',
  'command.alerts.silence.kinds.default': 'Stav, využití a hra',
  'command.alerts.silence.kinds.all': 'Všechna, i aktivita',
  'command.alerts.silence.kinds.status': 'Jen změny stavu',
  'command.alerts.silence.kinds.usage': 'Jen upozornění na využití',
  'command.alerts.silence.kinds.game': 'Jen odpovědi hry',
  'command.alerts.silence.kinds.activity': 'Jen aktivita',
  'command.alerts.silences': 'Vypsat zdejší ztišení upozornění, každé s tlačítkem „Ukončit“',
} satisfies CatalogueOf<'cs'>;
