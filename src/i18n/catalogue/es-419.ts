import type { LocaleCatalogue } from './en-US.js';

/** es-419: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'No hay nada que cambiar: indica al menos ram, disk o external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disco {before} → {after}',
  'server.update.changedReference': 'referencia externa «{before}» → «{after}»',
  'server.update.changedStatus': 'estado {before} → {after}',
  'server.update.concurrentChange':
    'Alguien cambió este servidor mientras lo actualizabas ({changes}), así que tu cambio no se aplicó. ' +
    'Revisa los nuevos valores y vuelve a ejecutar el comando.',
  'server.update.concurrentUnseenChange':
    'Alguien cambió este servidor mientras lo actualizabas, así que tu cambio no se aplicó. Consulta sus ' +
    'valores actuales con `/server info` y vuelve a ejecutar el comando.',
  'server.update.done': '✅ {server} actualizado',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disco: {before} → {after}',
  'server.update.lineReference': 'Referencia externa: {before} → {after}',
  'server.update.noReference': 'ninguna',
  'server.update.unchanged': 'Ya tenía estos valores; no cambió nada.',
  'command.server': 'Crea, consulta, redimensiona y elimina servidores de juego alojados',
  'command.server.list': 'Lista los servidores, con filtros y orden',
  'command.server.list.status': 'Solo servidores con este estado (elige uno o escribe otro)',
  'command.server.list.game': 'Solo servidores de este juego',
  'command.server.list.search': 'El nombre contiene este texto',
  'command.server.list.sort': 'Ordenar por',
  'command.server.list.sort.createdAt': 'Fecha de creación',
  'command.server.list.sort.name': 'Nombre',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Estado',
  'command.server.list.order': 'Orden',
  'command.server.list.order.asc': 'Ascendente',
  'command.server.list.order.desc': 'Descendente',
  'command.server.info': 'Muestra un servidor: estado, plan, límites, complementos y versión',
  'command.server.create': 'Crea un servidor; la instalación continúa en segundo plano',
  'command.server.create.name': 'Nombre del servidor',
  'command.server.create.ram': 'RAM en GB, en pasos de 0,5',
  'command.server.create.game': 'ID del juego (por defecto: el de la API)',
  'command.server.create.game_type': 'Variante del juego (por defecto: la de la API)',
  'command.server.create.game_version': 'Versión del juego (por defecto: la de la API)',
  'command.server.create.plan': 'Nivel del plan (por defecto: premium)',
  'command.server.create.plan.budget': 'Básico',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Seleccionar el complemento de mods',
  'command.server.create.external_reference': 'Tu referencia, p. ej., un número de orden',
  'command.server.update': 'Redimensiona un servidor o cambia su referencia externa',
  'command.server.update.ram': 'Nueva RAM en GB, en pasos de 0,5',
  'command.server.update.disk': 'Nuevo disco en GB',
  'command.server.update.external_reference': 'Nueva referencia externa',
  'command.server.delete': 'Elimina un servidor de forma permanente (pide confirmación)',
  'command.server.resources': 'CPU, memoria, disco, red y tiempo activo actuales, con un gráfico de uso',
  'command.server.resources.hours': 'Período del gráfico de uso en horas (1-24, por defecto 6)',
  'command.server.activity': 'Actividad reciente: creaciones, cambios de tamaño, instalaciones y más',
  'server.list.expired': 'Esta lista expiró. Vuelve a ejecutar `/server list`.',
  'server.list.title': 'Servidores',
  'server.list.empty': 'Ningún servidor coincide.',
  'server.list.pageOf':
    'Página {page, number} de {pages, number} · {total, plural, one {# servidor} many {# servidores} other ' +
    '{# servidores}}',
  'server.list.page': 'Página {page, number}',
  'server.list.filterStatus': 'estado {status}',
  'server.list.filterGame': 'juego {game}',
  'server.list.filterSearch': 'el nombre contiene «{search}»',
  'server.list.filterSort': 'ordenado por {sort}',
  'server.list.filterAscending': 'ascendente',
  'server.list.filterDescending': 'descendente',
  'server.info.connect': '🔌 Conectar {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Estado',
  'server.field.plan': 'Plan',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disco',
  'server.field.game': 'Juego',
  'server.field.externalReference': 'Referencia externa',
  'server.field.created': 'Creado',
  'server.field.addons': 'Complementos',
  'server.field.limits': 'Límites',
  'server.field.serverId': 'ID del servidor',
  'server.create.title': '{symbol} Instalación iniciada: {name}',
  'server.create.description':
    'El servidor se está configurando. Este mensaje se actualizará cuando esté listo o si la instalación ' +
    'falla.',
  'server.create.idPending': 'se asignará en breve',
  'server.delete.done': '🗑️ **{name}** {id} eliminado, con sus datos, copias de seguridad y registros DNS.',
  'server.delete.confirm': 'Eliminar permanentemente',
  'server.delete.title': '¿Eliminar {name}?',
  'server.delete.prompt':
    'Esto elimina permanentemente **{name}** {id}.\n\nTodos sus datos, copias de seguridad y registros DNS ' +
    'se borran del panel, SFTP y DNS. **No se puede deshacer ni restaurar.**',
  'server.alertButton.info': 'Info del servidor',
  'server.alertButton.resources': 'Recursos',
  'availability.name': 'Disponibilidad',
  'availability.notWatched':
    'Aún no se monitorea: `/alerts subscribe events:status` en este servidor inicia el monitoreo.',
  'availability.percent': '{value, number, ::.0} %',
  'availability.outages':
    '{outages, plural, =0 {ninguna caída} one {# caída, {downtime}} many {# caídas, {downtime}} other {# ' +
    'caídas, {downtime}}}',
  'availability.watchedFor': 'Monitoreado durante {watched} hasta ahora: {availability}',
  'availability.day': '24 h: {availability}',
  'availability.week': '7 d: {availability}',
  'availability.sinceWatching': 'Desde que empezó el monitoreo, hace {watched}: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disco',
  'resources.title': 'Recursos · {name}',
  'resources.description': 'ID {id} · medido {sampled}',
  'resources.noFigures': 'La API no devolvió datos de uso.',
  'resources.field.state': 'Estado',
  'resources.field.memory': 'Memoria',
  'resources.field.network': 'Red',
  'resources.field.uptime': 'Tiempo activo',
  'resources.percent': '{value, number, ::.#} %',
  'resources.usedOf': '{used} de {limit}',
  'resources.noChartYet':
    'Aún no hay gráfico de uso: el bot solo mide el uso de los servidores monitoreados. Empieza con ' +
    '`/alerts usage` en este servidor (o agrégalo a un `/board`); el gráfico se irá llenando a partir de ' +
    'entonces.',
  'resources.noFiguresInSpan':
    'No hay datos de uso en las últimas {hours, number} h: la medición empezó {first} y la última lectura ' +
    'fue {last}.',
  'resources.usageOver':
    'Uso en las últimas {hours, number} h (medido desde {first}, última lectura {last}).',
  'resources.playersLine':
    'Jugadores conectados en las últimas {hours, number} h, según las respuestas del juego a las ' +
    'comprobaciones del bot, en el eje derecho.',
  'chart.title': '{title} · últimas {hours, number} h',
  'chart.now': 'ahora',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'horas antes de ahora ({time} UTC)',
  'chart.usageAxis': 'uso (%)',
  'chart.percentTick': '{value, number} %',
  'chart.series': '{metric} %',
  'chart.players': 'Jugadores',
  'chart.playersAxis': 'jugadores conectados',
  'fields.yes': 'sí',
  'fields.no': 'no',
  'fields.percent': '{value, number, ::.## group-off} %',
  'game.answering': '🟢 Responde ({latency, number} ms)',
  'game.checkedAgo': 'comprobado {when}',
  'game.notAnsweringSince': '🔴 No responde desde {since}',
  'game.notAnswering': '🔴 No responde (comprobado {when})',
  'game.noAnswerInTime': '⏳ El juego no respondió a tiempo; vuelve a intentarlo en un momento.',
  'game.notQueried.noAddress': 'No consultado: el servidor no tiene dirección de conexión.',
  'game.notQueried.unknownGame': 'No consultado: el bot no puede consultar este juego.',
  'game.notQueried.disabled': 'Las consultas de juego están desactivadas en este bot.',
  'game.notQueried.hostNotAllowed': 'No consultado: el bot no tiene permitido consultar esta dirección.',
  'game.playersOnline': '👥 {online, number} / {max, number} conectados',
  'game.peakPlayers': 'Máximo en las últimas 24 h: {peak, number}',
  'game.moreNames': '{names} y {more, plural, one {# más} many {# más} other {# más}}',
  'game.field.server': 'Servidor de juego',
  'game.field.players': 'Jugadores',
  'game.field.version': 'Versión del juego',
  'game.field.motd': 'Mensaje del día',
  'game.silentTitle': '🔇 {server}: el juego no responde',
  'game.silentText':
    '{server} está en marcha según el panel, pero su juego no responde desde {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · se publicará un aviso cuando vuelva a responder',
  'game.answeringTitle': '🔊 {server}: el juego vuelve a responder tras {downtime}',
  'game.answeringText':
    'El juego de {server} vuelve a responder: sin respuesta durante {downtime} (desde {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'el juego no responde',
  'game.fleetPlayers':
    '👥 {online, plural, one {# jugador conectado} many {# jugadores conectados} other {# jugadores ' +
    'conectados}} en {servers, plural, one {# servidor que responde} many {# servidores que responden} ' +
    'other {# servidores que responden}}',
  'activity.title': 'Actividad · {name}',
  'activity.empty': 'Aún no hay actividad registrada.',
  'activity.latest':
    '{total, plural, one {Las {shown, number} más recientes de # entrada} many {Las {shown, number} más ' +
    'recientes de # entradas} other {Las {shown, number} más recientes de # entradas}}',
  'activity.count': '{count, plural, one {# entrada} many {# entradas} other {# entradas}}',
  'activity.timeUnknown': 'hora desconocida',
  'activity.by': '{what} por {actor}',
  'activity.action.created': 'Servidor creado',
  'activity.action.provisioned': 'Instalación completada',
  'activity.action.installFailed': 'Instalación fallida',
  'activity.action.deleted': 'Servidor eliminado',
  'activity.action.resized': 'Servidor redimensionado',
  'activity.action.updated': 'Servidor actualizado',
  'activity.action.suspended': 'Servidor suspendido',
  'activity.action.unsuspended': 'Suspensión levantada',
  'activity.action.statusChanged': 'Estado cambiado',
  'activity.action.noteAdded': 'Nota agregada',
  'activity.action.modInstalled': 'Mod instalado',
  'activity.action.pluginInstalled': 'Plugin instalado',
  'activity.action.unknown': 'Actividad',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'El autor de **{mod}** prohíbe las descargas de terceros, así que el bot no puede instalarlo: ' +
    'descárgalo desde su página y súbelo al servidor manualmente.',
  'mods.install.restrictedWithPage':
    'El autor de **{mod}** prohíbe las descargas de terceros, así que el bot no puede instalarlo: ' +
    'descárgalo desde su página y súbelo al servidor manualmente. Página del mod: {page}',
  'mods.install.refusedWithPage': '{sentence} Página del mod: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {No se encontró ningún plugin con el ID {modId} en {provider}.} other {No se ' +
    'encontró ningún mod con el ID {modId} en {provider}.}} Elige una de las sugerencias.',
  'mods.install.fileNotFound':
    '{mod} no tiene ningún archivo con el ID {fileId}. Elige una de las sugerencias.',
  'mods.search.loaderNeedsCurseforge':
    'El filtro de loader solo funciona con el proveedor curseforge. Quítalo o cambia de proveedor.',
  'mods.update.needsManageServer':
    'Para actualizar un mod necesitas el permiso Administrar servidor, igual que para `/mods install`.',
  'mods.update.noRecord':
    'El bot ya no tiene registro de haber instalado este mod en ese servidor. Revisa `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} ya está en {file} en {server}.',
  'mods.update.fileGone':
    'El catálogo ya no ofrece ese archivo de {mod}. Revisa `/mods installed` para ver el actual.',
  'command.mods': 'Busca, instala y actualiza mods y plugins',
  'command.mods.search': 'Busca en un catálogo mods o plugins adecuados para un servidor',
  'command.mods.search.provider': 'Catálogo (predeterminado: curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mods o plugins (predeterminado: mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Palabras de búsqueda',
  'command.mods.search.game_version': 'Versión del juego (predeterminada: la del servidor)',
  'command.mods.search.loader': 'Mod loader (solo curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Instala un mod o plugin en un servidor (pide confirmación)',
  'command.mods.install.provider': 'Catálogo',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Mods o plugins (predeterminado: mods)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plugins',
  'command.mods.install.mod': 'El mod (escribe para buscar)',
  'command.mods.install.file': 'El archivo de la versión (primero los que coinciden con la del servidor)',
  'command.mods.installed': 'Los mods y plugins que el bot instaló en un servidor y si hay actualizaciones',
  'mods.choice.serverVersion': '{version} (la del servidor)',
  'mods.choice.noAddon':
    'Aquí no hay mods: este servidor no tiene el complemento de mods ni el plan Premium.',
  'mods.search.title': '{type, select, plugins {Plugins para {server}} other {Mods para {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins para {server} que coinciden con "{query}"} other {Mods para {server} ' +
    'que coinciden con "{query}"}}',
  'mods.search.nothingFound': 'No se encontró nada. Prueba con otras palabras u otro proveedor.',
  'mods.search.footerGameVersion': 'versión del juego {version}',
  'mods.search.footerPick': 'elige uno abajo para instalarlo',
  'mods.search.restrictedNote':
    '⚠️ El autor prohíbe las descargas de terceros: instálalo manualmente desde su página.',
  'mods.search.pickPlaceholder': 'Instala uno de estos…',
  'mods.search.expired': 'Estos resultados expiraron. Ejecuta `/mods search` de nuevo.',
  'mods.search.notYours':
    'Solo el miembro que hizo la búsqueda puede instalar desde estos resultados. Ejecuta `/mods search` tú ' +
    'mismo.',
  'mods.search.noFile':
    'Ese mod no tiene ningún archivo instalable. Elige otro o usa `/mods install` para elegir un archivo.',
  'mods.install.promptTitle':
    '{action, select, update {¿Actualizar {mod} en {server}?} other {¿Instalar {mod} en {server}?}}',
  'mods.install.installedNow': 'Instalado ahora: {file}',
  'mods.install.file': 'Archivo: **{file}** {fileId}',
  'mods.install.fileForGame': 'Archivo: **{file}** {fileId} (juego {versions})',
  'mods.install.uploadedTo': 'Se sube a la carpeta {type} del servidor.',
  'mods.install.restart.ops': 'Reinicia el servidor desde el panel de hosting para cargarlo.',
  'mods.install.restart.community':
    'Reinicia el servidor desde tu panel del juego para cargarlo (el bot no puede reiniciar servidores).',
  'mods.install.confirmInstall': 'Instalar',
  'mods.install.confirmUpdate': 'Actualizar',
  'mods.install.done':
    '{action, select, update {✅ **{mod}** actualizado a {file} en **{server}**.} other {✅ **{mod}** ' +
    '({file}) instalado en **{server}**.}}',
  'mods.install.unrecorded':
    'El bot no pudo registrarlo para `/mods installed` ni para las verificaciones de actualizaciones ' +
    '(falló su base de datos).',
  'mods.installed.title': 'Instalados a través del bot · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin de {provider}} other {mod de {provider}}}',
  'mods.installed.version': 'Versión {file} · instalada {time} por {installer}',
  'mods.installed.versionFor': 'Versión {file} para {game} · instalada {time} por {installer}',
  'mods.installed.byMemberOf': 'un miembro de {guild}',
  'mods.installed.byMember': 'un miembro',
  'mods.installed.unlisted':
    '❔ Su catálogo ya no incluye este mod, así que no se puede ofrecer una versión más reciente.',
  'mods.installed.notChecked': '❔ Aún sin verificar: el catálogo no respondió a tiempo.',
  'mods.installed.checkedNow': 'verificado hace un momento',
  'mods.installed.checkedAt': 'según la última verificación {time}',
  'mods.installed.upToDate': '✅ Actualizado ({when})',
  'mods.installed.updateAvailable': '⬆️ Actualización disponible: **{file}** ({when})',
  'mods.installed.none':
    'El bot todavía no instaló ningún mod ni plugin en {server}. Aquí aparecen los instalados con `/mods ' +
    'install` (y sus actualizaciones).',
  'mods.installed.footer':
    '{count, plural, one {# instalado a través del bot} many {# instalados a través del bot} other {# ' +
    'instalados a través del bot}} · las actualizaciones corresponden a la versión del juego y al loader ' +
    'de cada instalación',
  'mods.installed.footerPaged':
    '{count, plural, one {# instalado a través del bot} many {# instalados a través del bot} other {# ' +
    'instalados a través del bot}} · página {page, number} de {pages, number} · las actualizaciones ' +
    'corresponden a la versión del juego y al loader de cada instalación',
  'mods.installed.updateButton': 'Actualizar {mod}',
  'mods.installed.expired': 'Esta lista expiró. Ejecuta `/mods installed` de nuevo.',
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Español (Latinoamérica)',
  'language.set.chosen':
    '🌐 Los mensajes que el bot publica aquí por su cuenta (alertas, tableros de estado, avisos) ahora ' +
    'están en {language}. Las respuestas a cada miembro siguen en su propio idioma de Discord.',
  'language.set.followsDiscord':
    '🌐 Los mensajes que el bot publica aquí por su cuenta ahora siguen el idioma de Discord de este ' +
    'servidor: {language}. Las respuestas a cada miembro siguen en su propio idioma de Discord.',
  'language.show.chosen':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}, según se configuró con ' +
    '`/language set`. Las respuestas a cada miembro están en su propio idioma de Discord.',
  'language.show.preferred':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}, el idioma de Discord de ' +
    'este servidor. Las respuestas a cada miembro están en su propio idioma de Discord.',
  'language.show.preferredUnsupported':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}: el idioma de Discord de ' +
    'este servidor ({locale}) todavía no tiene traducción. Con `/language set` puedes elegir otro. Las ' +
    'respuestas a cada miembro están en su propio idioma de Discord.',
  'language.show.default':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}. Con `/language set` puedes ' +
    'elegir otro. Las respuestas a cada miembro están en su propio idioma de Discord.',
  'command.language': 'Elige el idioma de los mensajes que el bot publica por su cuenta en este servidor',
  'command.language.set':
    'Configura el idioma de las alertas, tableros de estado y avisos que el bot publica aquí',
  'command.language.set.language': 'El idioma, o el idioma de Discord de este servidor',
  'command.language.set.language.auto': 'Idioma de Discord de este servidor',
  'command.language.show':
    'Muestra el idioma de los mensajes que el bot publica por su cuenta en este servidor',
} satisfies LocaleCatalogue;
