import type { CatalogueOf } from './en-US.js';

/** es-ES: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# ID de solicitud: `{requestId}`',
  'error.serverNotFound':
    'Ese servidor no existe o no está disponible aquí. Elige una de las sugerencias o comprueba el ID.',
  'error.api.VALIDATION_ERROR':
    'La API de hosting ha rechazado la solicitud por no ser válida. Comprueba los valores e inténtalo de ' +
    'nuevo.',
  'error.api.LIMIT_EXCEEDED':
    'Se ha alcanzado una cuota de esta cuenta. Elimina algo que no uses o pide a tu proveedor de hosting ' +
    'que aumente la cuota.',
  'error.api.NO_CHANGE': 'No ha cambiado nada: el servidor ya tiene ese tamaño. Elige otro valor.',
  'error.api.INVALID_RAM':
    'La RAM debe ser una cantidad positiva en pasos de 0,5 GB (por ejemplo 2; 2,5 o 3). Ajústala e ' +
    'inténtalo de nuevo.',
  'error.api.BELOW_MIN_RAM':
    'Esa cantidad de RAM está por debajo del mínimo del plan del servidor (la ficha del plan en el panel ' +
    'de hosting lo indica). Elige más RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Esa cantidad de RAM está por encima del máximo del plan del servidor (la ficha del plan en el panel ' +
    'de hosting lo indica). Elige menos RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Esto superaría la RAM total permitida en la cuenta de hosting. Reduce o elimina antes otro servidor, ' +
    'o aumenta el límite.',
  'error.api.DISK_USAGE_EXCEEDED':
    'El servidor usa más disco del que permite el tamaño menor, así que no se puede reducir. Libera antes ' +
    'espacio en su disco.',
  'error.api.AUTH_REQUIRED':
    'La API de hosting ha rechazado la clave de API del bot. Un administrador tiene que revisar ' +
    'HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'La clave de API del bot no tiene permiso para hacer esto. Pide a tu proveedor de hosting que conceda ' +
    'este permiso al bot.',
  'error.api.ADDON_REQUIRED':
    'Los mods y plugins necesitan el complemento de mods o el plan Premium en este servidor. Pide a tu ' +
    'proveedor de hosting que active el complemento de mods o que pase el servidor a Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Esta función no está disponible en el plan del servidor. Pide a tu proveedor de hosting que pase el ' +
    'servidor a un plan superior que la desbloquee.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'El autor del mod prohíbe las descargas de terceros, así que no se puede instalar automáticamente. ' +
    'Descárgalo desde la página del mod y súbelo tú mismo al servidor.',
  'error.api.USER_NOT_FOUND':
    'No se ha encontrado ese usuario en el servidor. Comprueba el nombre e inténtalo de nuevo.',
  'error.api.NOT_FOUND':
    'No se ha encontrado el mod o el archivo en el proveedor; puede que se haya eliminado. Vuelve a buscar ' +
    'y elige un archivo de la lista.',
  'error.api.CONFLICT':
    'Otra persona ha cambiado este servidor en el mismo momento, así que no se ha aplicado nada. Revisa su ' +
    'estado actual e inténtalo de nuevo.',
  'error.api.SERVER_SUSPENDED':
    'El servidor está suspendido, así que los cambios están bloqueados. Contacta con tu proveedor de ' +
    'hosting para que levante la suspensión.',
  'error.api.SERVER_INSTALLING':
    'El servidor aún se está configurando. Inténtalo de nuevo cuando esté listo.',
  'error.api.ALREADY_EXISTS': 'Eso ya existe, así que no se ha creado nada nuevo.',
  'error.api.LIMIT_REACHED':
    'Se ha alcanzado el límite del panel de hosting. Elimina algo que no uses o pide a tu proveedor de ' +
    'hosting que lo aumente.',
  'error.api.CONFIG_ERROR':
    'A la plataforma de hosting le falta configuración para esta acción. Contacta con tu proveedor de ' +
    'hosting e indica el ID de solicitud.',
  'error.api.INTERNAL_ERROR':
    'La API de hosting ha fallado internamente. Inténtalo de nuevo en un momento; si sigue fallando, ' +
    'contacta con tu proveedor de hosting e indica el ID de solicitud.',
  'error.api.UPLOAD_FAILED':
    'El mod se ha descargado, pero no se ha podido subir al servidor. Inténtalo de nuevo; si sigue ' +
    'fallando, comprueba que el servidor esté en marcha y tenga disco libre.',
  'error.api.SERVICE_UNAVAILABLE':
    'La plataforma de hosting no tiene capacidad libre ahora mismo (ni nodos ni puertos) o no se puede ' +
    'acceder a su panel. Inténtalo de nuevo más tarde.',
  'error.ops.SERVER_SUSPENDED':
    'El servidor está suspendido, así que los cambios están bloqueados. Levanta la suspensión en el panel ' +
    'de hosting (normalmente se resuelve con la facturación correspondiente) e inténtalo de nuevo.',
  'error.ops.ADDON_REQUIRED':
    'Los mods y plugins necesitan el complemento de mods o el plan Premium en este servidor. Activa el ' +
    'complemento de mods para él en el panel de hosting, o pásalo a Premium, e inténtalo de nuevo.',
  'error.ops.LIMIT_EXCEEDED':
    'Se ha alcanzado una cuota de tu cuenta de hosting. Elimina algo que no uses o haz que la plataforma ' +
    'de hosting aumente la cuota.',
  'error.ops.LIMIT_REACHED':
    'Se ha alcanzado el límite del panel de hosting. Elimina algo que no uses o aumenta el límite en el ' +
    'panel de hosting.',
  'error.ops.FORBIDDEN':
    'La clave de API del bot no tiene permiso para hacer esto. Concede este permiso a la clave en los ' +
    'ajustes de API del panel de hosting, o usa una clave que lo tenga.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Esta función no está disponible en el plan del servidor. Pasa el servidor a un plan superior en el ' +
    'panel de hosting para desbloquearla.',
  'error.ops.CONFIG_ERROR':
    'A la plataforma de hosting le falta configuración para esta acción. Contacta con el soporte de la ' +
    'plataforma de hosting e indica el ID de solicitud.',
  'error.ops.INTERNAL_ERROR':
    'La API de hosting ha fallado internamente. Inténtalo de nuevo en un momento; si sigue fallando, ' +
    'contacta con el soporte de la plataforma de hosting e indica el ID de solicitud.',
  'error.ramBelowPlan':
    'Esa cantidad de RAM está por debajo del mínimo del plan de precios, que es {bound}. Elige {bound} o ' +
    'más.',
  'error.ramAbovePlan':
    'Esa cantidad de RAM supera el máximo del plan de precios, que es {bound}. Elige {bound} o menos.',
  'error.client.RATE_LIMITED':
    'La API de hosting está limitando las solicitudes del bot ahora mismo. Espera un minuto e inténtalo de ' +
    'nuevo.',
  'error.client.NETWORK_ERROR':
    'El bot no ha podido conectar con la API de hosting. Inténtalo de nuevo en un momento.',
  'error.client.TIMEOUT':
    'La API de hosting no ha respondido a tiempo. Puede que la acción se haya realizado igualmente: ' +
    'compruébalo antes de repetirla.',
  'error.client.ABORTED': 'La solicitud se ha cancelado antes de terminar. Inténtalo de nuevo.',
  'error.client.INVALID_RESPONSE':
    'La API de hosting ha enviado una respuesta que el bot no entiende. Inténtalo de nuevo; si persiste, ' +
    'informa del ID de solicitud.',
  'error.client.RESPONSE_TOO_LARGE':
    'La API de hosting ha enviado una respuesta demasiado grande para leerla, así que el bot la ha ' +
    'descartado. Inténtalo de nuevo con una búsqueda más concreta; si persiste, informa del ID de ' +
    'solicitud.',
  'error.tenantBusy':
    'Hay demasiadas solicitudes de este servidor ahora mismo. Vuelve a intentarlo dentro ' +
    'de {seconds, number} s.',
  'error.store.read':
    'El bot no ha podido leer su base de datos, así que ahora no puede hacer esto. No se ha cambiado nada; ' +
    'inténtalo de nuevo en un minuto.',
  'error.store.write':
    'Ese cambio no se ha guardado: la base de datos del bot no responde. No se ha cambiado nada; inténtalo ' +
    'de nuevo en un minuto.',
  'error.api.failed': 'La API de hosting ha fallado (HTTP {status}). Inténtalo de nuevo en un momento.',
  'error.api.refused':
    'La API de hosting ha rechazado la solicitud ({code}). Comprueba los valores e inténtalo de nuevo.',
  'error.internal':
    'Algo ha fallado dentro del bot. Se ha avisado al equipo en los registros; inténtalo de nuevo.',
  'validation.text': '{field} debe ser texto.',
  'validation.required': '{field} es obligatorio.',
  'validation.tooLong': '{field} debe tener como máximo {max, number} caracteres.',
  'validation.wholeNumberAtLeast': '{field} debe ser un número entero de al menos {min, number}.',
  'validation.wholeNumberBetween': '{field} debe ser un número entero entre {min, number} y {max, number}.',
  'validation.oneOf': '{field} debe ser uno de estos valores: {values}.',
  'validation.ramNumber': 'La RAM debe ser un número de GB.',
  'validation.ramSteps': 'La RAM debe ser un múltiplo positivo de 0,5 GB (por ejemplo 2; 2,5 o 3).',
  'validation.serverId': 'Ese no es un ID de servidor válido.',
  'validation.providerId': '{field} debe ser un ID no vacío.',
  'validation.boolean': '{field} debe ser true o false.',
  'validation.addons': 'Los complementos deben ser una lista de complementos, cada uno elegido o no.',
  'validation.disk': 'El disco debe ser un número positivo de GB.',
  'validation.emptyUpdate':
    'Indica al menos la RAM, el disco o la referencia externa que quieras actualizar.',
  'validation.object': '{field} debe ser un objeto.',
  'validation.invalid':
    'El bot ha rechazado su propia solicitud por no ser válida antes de enviarla. Inténtalo de nuevo.',
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
    'Este comando ya no está disponible aquí. Puede que Discord aún muestre una lista antigua: inténtalo ' +
    'de nuevo en un minuto.',
  'interaction.staleComponent':
    'Estos botones son de una versión anterior del bot y ya no funcionan. Vuelve a usar el comando.',
  'interaction.guildsOnly': 'Este bot solo funciona dentro de servidores.',
  'confirmation.retiredKind':
    'Esta confirmación es de una acción que el bot ya no ofrece; no se ha cambiado nada.',
  'permission.viewChannel': 'Ver canal',
  'permission.sendMessages': 'Enviar mensajes',
  'permission.embedLinks': 'Insertar enlaces',
  'permission.cannotPost':
    'El bot no puede publicar en {channel}: necesita {permissions} ahí. Concédeselos en los permisos del ' +
    'canal (o elige otro canal) y vuelve a usar el comando.',
  'quota.subscriptions':
    'Este servidor ha alcanzado su límite de {limit} suscripciones a alertas. Elimina antes una con ' +
    '`/alerts unsubscribe` o pide a los operadores del bot que aumenten el límite.',
  'quota.boards':
    'Este servidor ha alcanzado su límite de {limit} tableros de estado. Elimina antes uno con `/board ' +
    'remove` o pide a los operadores del bot que aumenten el límite.',
  'quota.usageWatches':
    'Este servidor ha alcanzado su límite de {limit} vigilancias de uso. Elimina antes una con `/alerts ' +
    'unsubscribe kind:usage` o pide a los operadores del bot que aumenten el límite.',
  'interaction.rateLimitWait':
    '⏳ La API de hosting está limitando las solicitudes del bot. Tu respuesta llegará en cuanto la API ' +
    'vuelva a aceptar solicitudes, {when}.',
  'confirmation.ask': '{member}, confirma, por favor: esta solicitud caduca {expiresIn}.',
  'confirmation.onlyAsker': 'Solo el miembro que lo pidió puede confirmar.',
  'confirmation.confirm': 'Confirmar',
  'confirmation.cancel': 'Cancelar',
  'confirmation.working': '⏳ En ello…',
  'confirmation.cancelled': '✖️ Cancelado; no se ha cambiado nada.',
  'confirmation.promptExpired': '⌛ Esta confirmación ha caducado; no se ha cambiado nada.',
  'confirmation.expired':
    '⌛ Esta confirmación ha caducado o ya no se reconoce; no se ha cambiado nada. Vuelve a usar el comando.',
  'confirmation.foreign': 'Solo el miembro que lo pidió puede confirmar o cancelar esto.',
  'confirmation.used': 'Esta confirmación ya se ha usado.',
  'page.previous': 'Anterior',
  'page.next': 'Siguiente',
  'limits.andMore': '…y {count, plural, one {# más} many {# más} other {# más}}',
  'limits.notShown':
    '{count, plural, one {# más sin mostrar} many {# más sin mostrar} other {# más sin mostrar}}',
  'option.server': 'El servidor (elige una sugerencia o pega su ID)',
  'option.guild_id': 'El servidor de Discord de la comunidad (elige uno en el que esté el bot o pega su ID)',
  'command.access': 'Decide qué servidores de Discord ven qué servidores y quién puede hacer qué con el bot',
  'command.access.link': 'Deja que un servidor de Discord de una comunidad vea y gestione un servidor',
  'command.access.unlink': 'Impide que un servidor de Discord de una comunidad vea un servidor',
  'command.access.list': 'Muestra qué servidores de Discord ven qué servidores',
  'command.access.list.guild_id': 'Solo este servidor de Discord de la comunidad (elige uno o pega su ID)',
  'access.linked': '🔗 {server} vinculado a {guild}.',
  'access.alreadyLinked': '**{name}** ya estaba vinculado a {guild}.',
  'access.membersSeeIt': 'Sus miembros ya ven el servidor en sus comandos, según su nivel.',
  'access.botNotInGuild':
    'El bot aún no está en ese servidor de Discord: invítalo y los comandos aparecerán cuando se una.',
  'access.unlinked':
    '✂️ {server} desvinculado de {guild}; ese servidor de Discord ya no puede verlo ni actuar sobre él.',
  'access.notLinked': '{server} no estaba vinculado a {guild}; no ha cambiado nada.',
  'access.guildHasNoLinks': '{guild} no tiene servidores vinculados.',
  'access.noLinks':
    'Aún no hay ningún servidor de Discord de una comunidad vinculado a un servidor. Usa `/access link`.',
  'access.title': 'Acceso de los servidores de Discord',
  'access.guildNotJoined': 'Servidor de Discord {guildId} (el bot no está en él)',
  'access.moreGuilds':
    '{count, plural, one {Hay # servidor de Discord más vinculado} many {Hay # servidores de Discord más ' +
    'vinculados} other {Hay # servidores de Discord más vinculados}}: elige uno con guild_id para ver sus ' +
    'servidores.',
  'permission.lost.unknownChannel': 'el canal se ha eliminado',
  'permission.lost.missingAccess': 'el bot ha perdido el acceso al canal',
  'permission.lost.missingPermissions': 'el bot no tiene permiso para publicar ahí',
  'permission.lacking': 'al bot le faltan {permissions} ahí',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange': 'No hay nada que cambiar: indica al menos ram, disk o external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disco {before} → {after}',
  'server.update.changedReference': 'referencia externa «{before}» → «{after}»',
  'server.update.changedStatus': 'estado {before} → {after}',
  'server.update.concurrentChange':
    'Alguien ha cambiado este servidor mientras lo actualizabas ({changes}), así que tu cambio no se ha ' +
    'aplicado. Revisa los nuevos valores y vuelve a ejecutar el comando.',
  'server.update.concurrentUnseenChange':
    'Alguien ha cambiado este servidor mientras lo actualizabas, así que tu cambio no se ha aplicado. ' +
    'Consulta sus valores actuales con `/server info` y vuelve a ejecutar el comando.',
  'server.update.done': '✅ {server} actualizado',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disco: {before} → {after}',
  'server.update.lineReference': 'Referencia externa: {before} → {after}',
  'server.update.noReference': 'ninguna',
  'server.update.unchanged': 'Ya tenía estos valores; no ha cambiado nada.',
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
  'command.server.create': 'Crea un servidor; el aprovisionamiento continúa en segundo plano',
  'command.server.create.name': 'Nombre del servidor',
  'command.server.create.ram': 'RAM en GB, en pasos de 0,5',
  'command.server.create.game': 'ID del juego (por defecto: el de la API)',
  'command.server.create.game_type': 'Variante del juego (por defecto: la de la API)',
  'command.server.create.game_version': 'Versión del juego (por defecto: la de la API)',
  'command.server.create.plan': 'Nivel del plan (por defecto: premium)',
  'command.server.create.plan.budget': 'Básico',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Seleccionar el complemento de mods',
  'command.server.create.external_reference': 'Tu referencia, p. ej. un número de pedido',
  'command.server.update': 'Redimensiona un servidor o cambia su referencia externa',
  'command.server.update.ram': 'Nueva RAM en GB, en pasos de 0,5',
  'command.server.update.disk': 'Nuevo disco en GB',
  'command.server.update.external_reference': 'Nueva referencia externa',
  'command.server.delete': 'Elimina un servidor de forma permanente (pide confirmación)',
  'command.server.resources': 'CPU, memoria, disco, red y tiempo activo actuales, con un gráfico de uso',
  'command.server.resources.hours': 'Periodo del gráfico de uso en horas (1-24, por defecto 6)',
  'command.server.activity': 'Actividad reciente: creaciones, cambios de tamaño, instalaciones y más',
  'server.list.expired': 'Esta lista ha caducado. Vuelve a ejecutar `/server list`.',
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
  'server.info.lastRead': '🕓 Leído del panel de hosting {when} · volviendo a leerlo…',
  'server.info.lastReadOnly': '🕓 Leído del panel de hosting {when}',
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
  'server.create.title': '{symbol} Aprovisionamiento iniciado: {name}',
  'server.create.description':
    'El servidor se está aprovisionando. Este mensaje se actualizará cuando esté listo o si el ' +
    'aprovisionamiento falla.',
  'server.create.idPending': 'se asignará en breve',
  'server.delete.done': '🗑️ **{name}** {id} eliminado, con sus datos, copias de seguridad y registros DNS.',
  'server.delete.confirm': 'Eliminar para siempre',
  'server.delete.title': '¿Eliminar {name}?',
  'server.delete.prompt':
    'Esto elimina para siempre **{name}** {id}.\n\nTodos sus datos, copias de seguridad y registros DNS se ' +
    'borran del panel, SFTP y DNS. **No se puede deshacer ni restaurar.**',
  'server.alertButton.info': 'Info del servidor',
  'server.alertButton.resources': 'Recursos',
  'server.alertButton.acknowledge': 'Atender',
  'alerts.ack.field': 'Atendida',
  'alerts.ack.by': '{member} atendió esta alerta {ago}.',
  'alerts.ack.taken': '{member} ya atendió esta alerta {ago}.',
  'alerts.ack.after': '{member} la había atendido {duration} después de que empezara.',
  'alerts.ack.afterSome':
    '{member} había atendido la incidencia en ' +
    '{count, plural, one {# de estos servidores} ' +
    'many {# de estos servidores} ' +
    'other {# de estos servidores}}' +
    ' {duration} después de que empezara.',
  'server.alertButton.showAll': 'Mostrar todos',
  'server.alertGroup.gone':
    'La lista de esta publicación agrupada ya no se conserva; `/server list` muestra todos los servidores.',
  'availability.name': 'Disponibilidad',
  'availability.notWatched':
    'Aún no se vigila: `/alerts subscribe events:status` en este servidor inicia la vigilancia.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages':
    '{outages, plural, =0 {ninguna caída} one {# caída, {downtime}} many {# caídas, {downtime}} other {# ' +
    'caídas, {downtime}}}',
  'availability.watchedFor': 'Vigilado durante {watched} hasta ahora: {availability}',
  'availability.day': '24 h: {availability}',
  'availability.week': '7 d: {availability}',
  'availability.sinceWatching': 'Desde que empezó la vigilancia, hace {watched}: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disco',
  'resources.title': 'Recursos · {name}',
  'resources.description': 'ID {id} · medido {sampled}',
  'resources.noFigures': 'La API no ha devuelto datos de uso.',
  'resources.field.state': 'Estado',
  'resources.field.memory': 'Memoria',
  'resources.field.network': 'Red',
  'resources.field.uptime': 'Tiempo activo',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} de {limit}',
  'resources.noChartYet':
    'Aún no hay gráfico de uso: el bot solo mide el uso de los servidores vigilados. Empieza con `/alerts ' +
    'usage` en este servidor (o añádelo a un `/board`); el gráfico se irá llenando a partir de entonces.',
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
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Jugadores',
  'chart.playersAxis': 'jugadores conectados',
  'fields.yes': 'sí',
  'fields.no': 'no',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Responde ({latency, number} ms)',
  'game.checkedAgo': 'comprobado {when}',
  'game.notAnsweringSince': '🔴 No responde desde {since}',
  'game.notAnswering': '🔴 No responde (comprobado {when})',
  'game.noAnswerInTime': '⏳ El juego no ha respondido a tiempo; vuelve a intentarlo en un momento.',
  'game.notQueried.noAddress': 'No consultado: el servidor no tiene dirección de conexión.',
  'game.notQueried.unknownGame': 'No consultado: el bot no puede consultar este juego.',
  'game.notQueried.disabled': 'Las consultas de juego están desactivadas en este bot.',
  'game.notQueried.hostNotAllowed': 'No consultado: el bot no tiene permitido consultar esta dirección.',
  'game.notQueried.privateAddress': 'No consultado: dirección privada o reservada.',
  'game.notQueried.unresolvable': 'No consultado: la dirección no se puede resolver.',
  'game.notQueried.protocolNotAllowed': 'No consultado: el bot no consulta el protocolo de este juego.',
  'game.notQueried.httpNotEnabled':
    'No consultado: este juego se consulta por HTTP, que está desactivado en este bot.',
  'game.checking': '⏳ Consultando el juego…',
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
  'activity.action.provisioned': 'Aprovisionamiento completado',
  'activity.action.installFailed': 'Instalación fallida',
  'activity.action.deleted': 'Servidor eliminado',
  'activity.action.resized': 'Servidor redimensionado',
  'activity.action.updated': 'Servidor actualizado',
  'activity.action.suspended': 'Servidor suspendido',
  'activity.action.unsuspended': 'Suspensión levantada',
  'activity.action.statusChanged': 'Estado cambiado',
  'activity.action.noteAdded': 'Nota añadida',
  'activity.action.modInstalled': 'Mod instalado',
  'activity.action.pluginInstalled': 'Plugin instalado',
  'activity.action.unknown': 'Actividad',
  'activity.action.reinstalled': 'Servidor reinstalado',
  'activity.action.started': 'Servidor iniciado',
  'activity.action.stopped': 'Servidor detenido',
  'activity.action.restarted': 'Servidor reiniciado',
  'activity.action.modUpdated': 'Mod actualizado',
  'activity.action.modRemoved': 'Mod eliminado',
  'activity.action.pluginUpdated': 'Plugin actualizado',
  'activity.action.pluginRemoved': 'Plugin eliminado',
  'activity.action.backupCreated': 'Copia de seguridad creada',
  'activity.action.backupRestored': 'Copia de seguridad restaurada',
  'activity.action.backupDeleted': 'Copia de seguridad eliminada',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (en palabras de la API)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'El autor de **{mod}** prohíbe las descargas de terceros, así que el bot no puede instalarlo: ' +
    'descárgalo desde su página y súbelo al servidor manualmente.',
  'mods.install.restrictedWithPage':
    'El autor de **{mod}** prohíbe las descargas de terceros, así que el bot no puede instalarlo: ' +
    'descárgalo desde su página y súbelo al servidor manualmente. Página del mod: {page}',
  'mods.install.refusedWithPage': '{sentence} Página del mod: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {No se ha encontrado ningún plugin con el ID {modId} en {provider}.} other {No ' +
    'se ha encontrado ningún mod con el ID {modId} en {provider}.}} Elige una de las sugerencias.',
  'mods.install.fileNotFound':
    '{mod} no tiene ningún archivo con el ID {fileId}. Elige una de las sugerencias.',
  'mods.search.loaderNeedsCurseforge':
    'El filtro de loader solo funciona con el proveedor CurseForge. Quítalo o cambia de proveedor.',
  'mods.update.noRecord':
    'El bot ya no tiene constancia de haber instalado este mod en ese servidor. Consulta `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} ya está en {file} en {server}.',
  'mods.update.fileGone':
    'El catálogo ya no ofrece ese archivo de {mod}. Consulta `/mods installed` para ver el actual.',
  'command.mods': 'Busca, instala y actualiza mods y plugins',
  'command.mods.search': 'Busca en un catálogo mods o plugins adecuados para un servidor',
  'command.mods.search.provider': 'Catálogo (por defecto, CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mods o plugins (por defecto, mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Palabras de búsqueda',
  'command.mods.search.game_version': 'Versión del juego (por defecto, la del servidor)',
  'command.mods.search.loader': 'Mod loader (solo CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Instala un mod o plugin en un servidor (pide confirmación)',
  'command.mods.install.provider': 'Catálogo',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Mods o plugins (por defecto, mods)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plugins',
  'command.mods.install.mod': 'El mod (escribe para buscar)',
  'command.mods.install.file': 'El archivo de la versión (primero los que coinciden con la del servidor)',
  'command.mods.installed':
    'Los mods y plugins que el bot ha instalado en un servidor y si hay actualizaciones',
  'mods.choice.serverVersion': '{version} (la del servidor)',
  'mods.choice.noAddon':
    'Aquí no hay mods: este servidor no tiene el complemento de mods ni el plan Premium.',
  'mods.search.title': '{type, select, plugins {Plugins para {server}} other {Mods para {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins para {server} que coinciden con «{query}»} other {Mods para {server} ' +
    'que coinciden con «{query}»}}',
  'mods.search.nothingFound': 'No se ha encontrado nada. Prueba con otras palabras u otro proveedor.',
  'mods.search.footerGameVersion': 'versión del juego {version}',
  'mods.search.footerPick': 'elige uno abajo para instalarlo',
  'mods.search.restrictedNote':
    '⚠️ El autor prohíbe las descargas de terceros: instálalo manualmente desde su página.',
  'mods.search.pickPlaceholder': 'Instala uno de estos…',
  'mods.search.expired': 'Estos resultados han caducado. Vuelve a ejecutar `/mods search`.',
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
    'El bot no ha podido registrarlo para `/mods installed` ni para las comprobaciones de actualizaciones ' +
    '(ha fallado su base de datos).',
  'mods.installed.title': 'Instalados a través del bot · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin de {provider}} other {mod de {provider}}}',
  'mods.installed.version': 'Versión {file} · instalada {time} por {installer}',
  'mods.installed.versionFor': 'Versión {file} para {game} · instalada {time} por {installer}',
  'mods.installed.byMemberOf': 'un miembro de {guild}',
  'mods.installed.byMember': 'un miembro',
  'mods.installed.unlisted':
    '❔ Su catálogo ya no incluye este mod, así que no se puede ofrecer una versión más reciente.',
  'mods.installed.notChecked': '❔ Aún sin comprobar: el catálogo no ha respondido a tiempo.',
  'mods.installed.checkedNow': 'comprobado ahora mismo',
  'mods.installed.checkedAt': 'según la última comprobación {time}',
  'mods.installed.upToDate': '✅ Actualizado ({when})',
  'mods.installed.updateAvailable': '⬆️ Actualización disponible: **{file}** ({when})',
  'mods.installed.none':
    'El bot aún no ha instalado ningún mod ni plugin en {server}. Aquí aparecen los instalados con `/mods ' +
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
  'mods.installed.expired': 'Esta lista ha caducado. Vuelve a ejecutar `/mods installed`.',
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Elige un rol al que mencionar, no @everyone: las alertas nunca mencionan a todos.',
  'alerts.roleNotMentionable':
    'El bot no puede mencionar a {role}: el rol no es mencionable y al bot le falta el permiso ' +
    '«Mencionar @everyone, @here y todos los roles» en {channel}. Haz que el rol sea mencionable ' +
    '(Ajustes del servidor, Roles) o dale ese permiso al bot y vuelve a ejecutar el comando.',
  'alerts.usage.noThreshold': 'Indica al menos un umbral que vigilar (`cpu`, `ram` o `disk`, en porcentaje).',
  'alerts.activity.title': 'Actividad · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · demasiadas entradas a la vez para leerlas todas; `/server activity` ' +
    'muestra las más antiguas',
  'alerts.provisioned.failedText':
    'El servidor indica {status}. Elimínalo y vuelve a crearlo; si sigue fallando, contacta con el ' +
    'soporte.',
  'alerts.provisioned.text': '{serverId} está listo e indica {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Error en el aprovisionamiento: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} está listo',
  'alerts.provisioned.title': '{symbol} {name} ha terminado de aprovisionarse',
  'alerts.field.serverId': 'ID del servidor',
  'alerts.field.status': 'Estado',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Juego',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} se eliminó mientras se aprovisionaba; sus alertas se han detenido.',
  'alerts.deleted.text': '🗑️ {server} ya no existe (eliminado); sus alertas se han detenido.',
  'alerts.group.down':
    '{count, plural, one {# servidor caído} many {# servidores caídos} other {# servidores caídos}}',
  'alerts.group.back':
    '{count, plural, one {# servidor ha vuelto} ' +
    'many {# servidores han vuelto} ' +
    'other {# servidores han vuelto}}',
  'alerts.group.silent':
    '{count, plural, one {# juego no responde} many {# juegos no responden} other {# juegos no responden}}',
  'alerts.group.answering':
    '{count, plural, one {# juego vuelve a responder} ' +
    'many {# juegos vuelven a responder} ' +
    'other {# juegos vuelven a responder}}',
  'alerts.group.usageFired':
    '{count, plural, one {# servidor por encima de su umbral de uso} ' +
    'many {# servidores por encima de su umbral de uso} ' +
    'other {# servidores por encima de su umbral de uso}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# servidor de nuevo por debajo de su umbral de uso} ' +
    'many {# servidores de nuevo por debajo de su umbral de uso} ' +
    'other {# servidores de nuevo por debajo de su umbral de uso}}',
  'alerts.group.mixed':
    '{count, plural, one {# servidor ha cambiado} ' +
    'many {# servidores han cambiado} ' +
    'other {# servidores han cambiado}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'Del registro de actividad',
  'alerts.status.downTitle': '{symbol} {server} está caído',
  'alerts.status.downText': '{server} indica {status} desde {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · se publicará un aviso cuando vuelva a funcionar',
  'alerts.status.backTitle': '{symbol} {server} ha vuelto tras {downtime}',
  'alerts.status.backText':
    '{server} vuelve a indicar {status}: ha vuelto tras {downtime} (caído desde {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Actualización disponible · {mod} en {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) tiene una versión más reciente en {server}.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) tiene una versión más reciente para {fitsFor} en {server}.',
  'alerts.modUpdate.installed': 'Instalado: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Nuevo: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Nuevo: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '«Actualizar» pide confirmación primero; `/mods installed` muestra todos los mods que ha ' +
    'instalado el bot.',
  'alerts.modUpdate.withoutButton':
    'Actualízalo con `/mods install` y el archivo nuevo (primero pide confirmación).',
  'alerts.modUpdate.button': 'Actualizar',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disco}} por encima del {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU de nuevo normal} ram {RAM de nuevo normal} other {Disco de nuevo ' +
    'normal}} · {server}',
  'alerts.usage.firedText':
    'En {server}, {metric, select, cpu {la CPU lleva} ram {la RAM lleva} other {el uso del disco lleva}} ' +
    '{minutes, plural, one {# minuto} many {# minutos} other {# minutos}} por encima del {threshold, ' +
    'number, ::percent scale/0.01}: ahora {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'En {server}, {metric, select, cpu {la CPU vuelve a estar} ram {la RAM vuelve a estar} other {el uso ' +
    'del disco vuelve a estar}} por debajo del {threshold, number, ::percent scale/0.01}: ahora {value, ' +
    'number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Valores leídos {sampled}.',
  'alerts.usage.readJustNow': 'Valores leídos ahora mismo.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage detiene estas alertas',
  'alerts.ops.givenUp': '⚠️ No se ha podido publicar una alerta sobre {server} en {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ No se ha podido publicar una alerta sobre {server} en {channel} de **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Se descartó para que las alertas siguientes del servidor sigan saliendo. Hasta que una publicación ' +
    'en ese canal funcione, las demás alertas que fallen allí solo se registran.',
  'alerts.ops.notDeliveredWithin': 'no se entregó en {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'no se entregó en {age} (última respuesta: {failure})',
  'alerts.ops.discordRefused': 'Discord la rechazó ({failure})',
  'alerts.ops.paused': '⏸️ Alertas en pausa: el bot ya no puede publicar en {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Alertas en pausa: el bot ya no puede publicar en {channel} de **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Su suscripción queda en pausa y no se volverá a intentar} many {Sus # ' +
    'suscripciones quedan en pausa y no se volverán a intentar} other {Sus # suscripciones quedan ' +
    'en pausa y no se volverán a intentar}}.',
  'alerts.ops.pausedResume':
    'Dale al bot los permisos Ver canal, Enviar mensajes e Insertar enlaces allí (o elige otro ' +
    'canal) y vuelve a ejecutar `/alerts subscribe` (o `/alerts usage` para las alertas de uso) ' +
    'para reanudarlas.',
  'alerts.ops.setAside': '🗃️ No se ha podido leer un registro guardado ({reason}) y se ha apartado: {key}.',
  'alerts.ops.setAsideEffect': 'El bot sigue sin él; todo lo demás funciona con normalidad.',
  'alerts.ops.setAsideKept':
    'Su valor original se conserva en {setAsideKey} para revisarlo o restaurarlo (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ El tablero de estado de {board} se eliminó, así que se ha publicado de nuevo. Si se vuelve a ' +
    'eliminar, se pausa; `/board remove` allí lo detiene para siempre.',
  'alerts.ops.boardPaused':
    '⏸️ El tablero de estado de {board} está en pausa: {reason}. Soluciónalo y vuelve a ejecutar `/board ' +
    'create` allí para reanudarlo, o `/board remove` para quitarlo.',
  'alerts.everyServer': 'todos los servidores',
  'alerts.everyServerIncludingLater': 'todos los servidores, incluidos los que se creen más adelante',
  'alerts.everyLinkedServerIncludingLater':
    'todos los servidores vinculados a este servidor de Discord, incluidos los que se vinculen más ' +
    'adelante',
  'alerts.list.paused': '⏸️ en pausa: {reason}; vuelve a ejecutar `{command}` para reanudarla',
  'alerts.list.unlinked': 'ya no está vinculado a este servidor de Discord, así que no recibe nada',
  'alerts.list.since': 'desde {since}',
  'alerts.list.usage': 'uso: {thresholds}',
  'alerts.list.title': 'Suscripciones a alertas',
  'alerts.list.none':
    'Este servidor de Discord aún no tiene suscripciones a alertas. Usa `/alerts subscribe` o ' +
    '`/alerts usage`.',
  'alerts.list.footer':
    'Página {page, number} de {pages, number} · {subscriptions, plural, one {# suscripción} many {# ' +
    'suscripciones} other {# suscripciones}} · {watches, plural, one {# vigilancia de uso} many {# ' +
    'vigilancias de uso} other {# vigilancias de uso}}',
  'alerts.list.paceClamped':
    '⚠️ El uso se lee aproximadamente cada {every} por servidor vigilado, limitado por la tasa de ' +
    'la API: demasiado poco para una ventana de {minutes, plural, one {# minuto} many {# minutos} ' +
    'other {# minutos}}, así que las alertas de uso pueden llegar hasta {every} tarde.',
  'alerts.list.pace':
    'El uso se lee aproximadamente cada {every} por servidor vigilado (limitado por la tasa de la API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} ya no recibe alertas sobre {kind} para {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} ya no recibe alertas (eventos y uso) para {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} ya no recibe alertas para {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} ya no recibe alertas de uso para {what}.',
  'alerts.unsubscribe.none':
    '{channel} no tiene ninguna suscripción para {what}; no ha cambiado nada. `/alerts list` ' +
    'muestra las suscripciones de este servidor de Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} no tiene ninguna suscripción a alertas sobre {kind} para {what}; no ha cambiado nada. ' +
    '`/alerts list` muestra las suscripciones de este servidor de Discord.',
  'alerts.kindLabel.provisioning': 'resultados del aprovisionamiento',
  'alerts.kindLabel.status': 'cambios de estado (caída y vuelta con el tiempo de inactividad)',
  'alerts.kindLabel.activity': 'actividad nueva',
  'alerts.kindLabel.mods': 'actualizaciones de mods',
  'alerts.kindLabel.events':
    'cualquier evento (aprovisionamiento, estado, actividad, actualizaciones de mods)',
  'alerts.kindLabel.usage': 'uso por encima de un umbral',
  'alerts.route.allEvents': 'todos los eventos',
  'alerts.route.pings': '{kind} (menciona a {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (menciona a {role}, también al recuperarse)',
  'alerts.subscribe.unchanged': '{channel} ya recibe alertas para {what}: {routes}; no ha cambiado nada.',
  'alerts.subscribe.done': '🔔 {channel} recibirá alertas para {what} a partir de ahora: {kinds}.',
  'alerts.subscribe.resumed':
    '🔔 Reanudado: {channel} recibirá alertas para {what} a partir de ahora: {kinds}.',
  'alerts.subscribe.mentions': 'Mencionan a {role} (los avisos de recuperación no).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Mencionan a {role}, también los avisos de recuperación.',
  'alerts.subscribe.inAll': 'En total recibe: {routes}.',
  'alerts.subscribe.howToStop': 'Usa `/alerts unsubscribe` para detenerlas.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disco}} por encima del {threshold, number, ::percent ' +
    'scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} durante {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} recibirá a partir de ahora alertas de uso para {what}: {thresholds}, una vez ' +
    'cuando empieza y otra cuando vuelve a bajar.',
  'alerts.usage.paceClamped':
    '⚠️ El presupuesto de la API solo permite al bot leer el uso de cada servidor vigilado ' +
    'aproximadamente cada {every}, demasiado poco para una ventana de {minutes, plural, one {# ' +
    'minuto} many {# minutos} other {# minutos}}: las alertas pueden llegar hasta {every} tarde.',
  'alerts.usage.pace': 'El uso de cada servidor vigilado se lee aproximadamente cada {every}.',
  'alerts.usage.howToStop': 'Usa `/alerts unsubscribe kind:usage` para detenerlas.',
  'command.alerts': 'Publica alertas de aprovisionamiento, estado, actividad y uso en un canal',
  'command.alerts.subscribe': 'Publica alertas de un servidor (o de todos) en un canal a partir de ahora',
  'command.alerts.subscribe.channel': 'El canal de texto o de anuncios para las alertas',
  'command.alerts.subscribe.server': 'Solo este servidor (déjalo vacío para todos los que puedes ver)',
  'command.alerts.subscribe.events': 'Qué alertas (por defecto, todas)',
  'command.alerts.subscribe.events.all': 'Todos los eventos',
  'option.events.provisioning': 'Resultados del aprovisionamiento',
  'option.events.status': 'Cambios de estado (caída y vuelta)',
  'option.events.activity': 'Actividad nueva',
  'option.events.mods': 'Actualizaciones de mods',
  'command.alerts.subscribe.ping': 'Un rol que mencionan estas alertas',
  'command.alerts.subscribe.ping_recovery':
    'Mencionar el rol también al recuperarse («ha vuelto tras 12 min») (por defecto, no)',
  'command.alerts.usage':
    'Avisa en un canal cuando un servidor sigue por encima de un umbral de CPU, RAM o disco',
  'command.alerts.usage.channel': 'El canal de texto o de anuncios para las alertas',
  'command.alerts.usage.server': 'Solo este servidor (déjalo vacío para todos los que puedes ver)',
  'command.alerts.usage.cpu': 'Avisar cuando la CPU siga por encima de este porcentaje (1-100)',
  'command.alerts.usage.ram': 'Avisar cuando la RAM siga por encima de este porcentaje (1-100)',
  'command.alerts.usage.disk':
    'Avisa cuando el uso del disco se mantiene por encima de este porcentaje (1-100)',
  'command.alerts.usage.minutes':
    'Cuánto tiempo debe seguir un valor por encima antes de avisar (por defecto, 5)',
  'command.alerts.unsubscribe': 'Deja de publicar alertas en un canal',
  'command.alerts.unsubscribe.channel': 'El canal de texto o de anuncios para las alertas',
  'command.alerts.unsubscribe.server':
    'El servidor de la suscripción (déjalo vacío para la que cubre todos los servidores)',
  'command.alerts.unsubscribe.kind': 'Qué alertas detener (por defecto, todas)',
  'command.alerts.unsubscribe.kind.events': 'Alertas de eventos (aprovisionamiento, estado, actividad, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Alertas de uso (umbrales)',
  'command.alerts.unsubscribe.kind.all': 'Todas las alertas',
  'command.alerts.unsubscribe.events': 'Detener solo este tipo de alerta; el canal conserva las demás',
  'command.alerts.list':
    'Muestra las suscripciones a alertas y vigilancias de uso de este servidor de Discord',
  // Boards: /board and the live status board.
  'command.board': 'Un mensaje de estado en directo de tus servidores, actualizado al momento',
  'command.board.create': 'Publica un tablero de estado en directo en un canal, siempre actualizado',
  'command.board.create.channel': 'El canal de texto o de anuncios para el tablero',
  'command.board.remove': 'Quita el tablero de estado de un canal y su mensaje',
  'command.board.remove.channel': 'El canal del tablero',
  'command.board.list': 'Muestra los tableros de estado de este servidor de Discord',
  'board.create.already':
    '{channel} ya tiene un tablero de estado; no se ha cambiado nada. `/board remove` en ese canal lo quita.',
  'board.create.posted':
    '📋 El tablero de estado de {scope, select, ops {todos los servidores de la cuenta} other {todos los ' +
    'servidores vinculados a este servidor de Discord}} aparecerá en {channel} en unos instantes y desde ' +
    'entonces se actualizará al momento.',
  'board.create.resumed':
    '📋 Reanudado: el tablero de estado de {scope, select, ops {todos los servidores de la cuenta} other ' +
    '{todos los servidores vinculados a este servidor de Discord}} aparecerá en {channel} en unos ' +
    'instantes y desde entonces se actualizará al momento.',
  'board.create.shows':
    'Muestra el estado, el juego, el tamaño, el uso (donde se mide) y la dirección de conexión de cada ' +
    'servidor, y lo recientes que son los datos.',
  'board.remove.done': '🗑️ Se ha quitado el tablero de estado de {channel}.',
  'board.remove.none':
    '{channel} no tiene tablero de estado; no se ha cambiado nada. `/board list` muestra los tableros de ' +
    'este servidor de Discord.',
  'board.list.none': 'Este servidor de Discord aún no tiene tableros de estado. Usa `/board create`.',
  'board.list.title': 'Tableros de estado',
  'board.list.footer':
    '{count, plural, one {{count} tablero} many {{count} tableros} other {{count} tableros}}',
  'board.list.paused':
    '{channel} · ⏸️ en pausa: {reason}; ejecuta `/board create` en ese canal para reanudarlo',
  'board.list.posting': '{channel} · publicándose',
  'board.list.messages': '{channel} · {count, plural, one {# mensaje} many {# mensajes} other {# mensajes}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# mensaje} many {# mensajes} other {# mensajes}} · última edición ' +
    '{when}',
  'board.title': 'Estado de los servidores',
  'board.titlePaged': 'Estado de los servidores ({page, number}/{pages, number})',
  'board.reading': 'Leyendo la lista de servidores…',
  'board.empty': 'Todavía no hay servidores que mostrar.',
  'board.allClear': '✅ Nada requiere atención.',
  'board.needsAttention': '**Requiere atención** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} servidor} many {{count} servidores} other {{count} servidores}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, one {# con fallo} many {# con fallo} other {# con fallo}}} ' +
    'suspended {{count, plural, one {# suspendido} many {# suspendidos} other {# suspendidos}}} stopped ' +
    '{{count, plural, one {# detenido} many {# detenidos} other {# detenidos}}} provisioning {{count, ' +
    'plural, one {# en aprovisionamiento} many {# en aprovisionamiento} other {# en aprovisionamiento}}} ' +
    'deleting {{count, plural, one {# eliminándose} many {# eliminándose} other {# eliminándose}}} ' +
    'running {{count, plural, one {# en marcha} many {# en marcha} other {# en marcha}}} other {{count, ' +
    'plural, one {# desconocido} many {# desconocidos} other {# desconocidos}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} alerta de uso activa} many {{count} alertas de uso activas} other ' +
    '{{count} alertas de uso activas}}',
  'board.reason.slowProvisioning': 'el aprovisionamiento tarda más de lo previsto',
  'board.reason.gameSilent': 'el juego no responde',
  'board.reason.unrecognised': 'un estado que el bot no conoce',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disco}} por encima del {threshold, number, ::percent ' +
    'scale/0.01}',
  'board.since': 'desde {when}',
  'board.seenSince': 'visto desde {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disco {percent}',
  'board.line.ram': '{size} de RAM',
  'board.line.disk': '{size} de disco',
  'board.freshness.every': 'se actualiza aproximadamente cada {duration}',
  'board.freshness.notRead': '🕒 Aún no leído; {every}',
  'board.freshness.updated': '🕒 Actualizado {when}; {every}',
  'board.stale.unread':
    '⚠️ **Desactualizado desde {since}**: la API de hosting no responde; no se muestra ningún estado ' +
    'hasta que responda.',
  'board.stale.read':
    '⚠️ **Desactualizado desde {since}**: la API de hosting no responde; los estados de ' +
    'abajo son del {readAt}.',
  'board.notListed':
    '… y {count, plural, one {# servidor más no aparece} many {# servidores más no aparecen} other {# ' +
    'servidores más no aparecen}} aquí: {filters} los muestra.',
  'board.pause.deletedAgain': 'su mensaje se volvió a eliminar después de publicarse de nuevo',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'El servidor de Discord de operaciones ya actúa sobre todos los servidores; vincula solo servidores de ' +
    'Discord de comunidades.',
  'access.notAGuild':
    'Ese no es un servidor de Discord que el bot pueda identificar: elige una de las sugerencias o pega ' +
    'su ID (clic derecho en el servidor, Copiar ID del servidor).',
  'access.needsLevel':
    'Esto requiere el nivel **{level}**, que alguien con Gestionar servidor puede conceder a uno de tus ' +
    'roles con `/access role set`.',
  'option.level':
    'lectura: ver; operación: también cambiar servidores, mods, alertas, tableros; administración: todo',
  'option.level.read': 'lectura',
  'option.level.operate': 'operación',
  'option.level.administer': 'administración',
  'option.role': 'El rol (@everyone representa a todos los miembros)',
  'command.access.role': 'Concede niveles a roles: lo que sus miembros pueden hacer aquí con el bot',
  'command.access.role.set': 'Concede un nivel a un rol (lectura, operación o administración)',
  'command.access.role.remove': 'Retira el nivel concedido a un rol',
  'command.access.role.list': 'Muestra los niveles concedidos a roles aquí',
  'access.role.granted': '🔑 {role} tiene ahora el nivel **{level}** aquí.',
  'access.role.changed': '🔑 {role} tiene ahora el nivel **{level}** aquí, en lugar de **{before}**.',
  'access.role.unchanged': '{role} ya tiene el nivel **{level}** aquí; no ha cambiado nada.',
  'access.role.removed': '{role} ya no tiene el nivel **{level}** aquí.',
  'access.role.notGranted': '{role} no tiene ningún nivel aquí; no ha cambiado nada.',
  'access.role.title': 'Niveles concedidos aquí',
  'access.role.line': '{role}: **{level}**, concedido por {member} {when}',
  'access.role.none': 'Ningún rol tiene aún un nivel aquí: concede uno con `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Los miembros con Gestionar servidor tienen todos los niveles; los demás, solo ' +
    'lo concedido a sus roles.} other {Los miembros con Gestionar servidor tienen todos los niveles; ' +
    'todos los miembros pueden leer los servidores vinculados a este servidor de Discord.}}',
  'quota.roleGrants':
    'Este servidor ha alcanzado su límite de {limit} roles con nivel. Retira antes uno con ' +
    '`/access role remove`.',
  'audit.action.access.role.set':
    '{phase, select, done {concedió un nivel a un rol} asked {pidió conceder un nivel a un ' +
    'rol} other {intentó conceder un nivel a un rol}}',
  'audit.action.access.role.remove':
    '{phase, select, done {retiró el nivel de un rol} asked {pidió retirar el nivel de un ' +
    'rol} other {intentó retirar el nivel de un rol}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {intentó usar {command} en {server}} other ' +
    '{intentó usar {command}}}} other {{target, select, server {intentó usar un botón o un menú ' +
    'en {server}} other {intentó usar un botón o un menú}}}}',
  'command.audit.recent.kind.access.role.set': 'Niveles concedidos a roles',
  'command.audit.recent.kind.access.role.remove': 'Niveles retirados a roles',
  'command.audit.recent.kind.access.refused': 'Miembros rechazados por su nivel',
  'audit.input.role': 'Rol',
  'audit.input.level': 'Nivel',
  'audit.input.command': 'Comando',
  'audit.input.component': 'Botón o menú',
  'command.audit': 'Quién hizo qué, desde qué servidor de Discord y en qué servidor',
  'command.audit.channel':
    'Publica cada registro de auditoría en un canal al momento (sin canal para detenerlo)',
  'command.audit.channel.channel': 'El canal de texto o de anuncios para los registros de auditoría',
  'command.audit.recent': 'Muestra los últimos registros de auditoría, los más recientes primero',
  'command.audit.recent.server': 'Solo registros sobre este servidor',
  'command.audit.recent.member': 'Solo registros de este miembro',
  'command.audit.recent.limit': 'Registros por página (predeterminado: 10)',
  'command.audit.recent.kind': 'Solo registros de este tipo de acción',
  'command.audit.recent.kind.server.create': 'Servidores creados',
  'command.audit.recent.kind.server.update': 'Servidores actualizados',
  'command.audit.recent.kind.server.delete': 'Servidores eliminados',
  'command.audit.recent.kind.mods.install': 'Mods instalados o actualizados',
  'command.audit.recent.kind.mods.update-check': 'Actualizaciones de mods encontradas',
  'command.audit.recent.kind.access.link': 'Servidores vinculados a un servidor de Discord',
  'command.audit.recent.kind.access.unlink': 'Servidores desvinculados de un servidor de Discord',
  'command.audit.recent.kind.alerts.subscribe': 'Suscripciones a alertas',
  'command.audit.recent.kind.alerts.unsubscribe': 'Bajas de alertas',
  'command.audit.recent.kind.alerts.acknowledge': 'Alertas atendidas',
  'command.audit.recent.kind.board.create': 'Tableros de estado creados',
  'command.audit.recent.kind.board.remove': 'Tableros de estado quitados',
  'command.audit.recent.kind.audit.channel': 'Cambios del canal de auditoría',
  'command.audit.recent.kind.usage.crossing': 'Umbrales de uso superados',
  'command.audit.recent.hours': 'Solo los registros con menos de este número de horas',
  'audit.channel.stopped':
    'Los registros de auditoría ya no se publican. Se siguen guardando: `/audit recent` los muestra.',
  'audit.channel.notPosting':
    'Los registros de auditoría no se publicaban en ningún sitio; no se ha cambiado nada.',
  'audit.channel.set':
    '📜 {channel} recibirá a partir de ahora cada registro de auditoría al momento. Ejecuta `/audit ' +
    'channel` sin canal para detenerlo.',
  'audit.recent.expired': 'Esta página ha caducado. Vuelve a ejecutar `/audit recent`.',
  'audit.recent.none': 'No hay registros de auditoría.',
  'audit.recent.noneFor': 'No hay registros de auditoría para {filters}.',
  'audit.recent.about': 'Registros de auditoría para {filters}',
  'audit.recent.title': 'Registro de auditoría',
  'audit.recent.footer':
    '{count, plural, one {# registro, los más recientes primero} many {# registros, los más recientes ' +
    'primero} other {# registros, los más recientes primero}}',
  'audit.recent.newer': 'Más recientes',
  'audit.recent.older': 'Más antiguos',
  'audit.filter.server': 'el servidor {server}',
  'audit.filter.member': 'el miembro {member}',
  'audit.filter.kind': 'el tipo «{kind}»',
  'audit.filter.hours': 'las últimas {hours} h',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {creó el servidor {server}} other {creó un servidor}}} ' +
    'asked {{target, select, server {pidió crear el servidor {server}} other {pidió crear un servidor}}} ' +
    'other {{target, select, server {intentó crear el servidor {server}} other {intentó crear un ' +
    'servidor}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {actualizó {server}} other {actualizó un servidor}}} ' +
    'asked {{target, select, server {pidió actualizar {server}} other {pidió actualizar un servidor}}} ' +
    'other {{target, select, server {intentó actualizar {server}} other {intentó actualizar un servidor}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {eliminó {server}} other {eliminó un servidor}}} asked ' +
    '{{target, select, server {pidió eliminar {server}} other {pidió eliminar un servidor}}} other ' +
    '{{target, select, server {intentó eliminar {server}} other {intentó eliminar un servidor}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {instaló un mod en {server}} other {instaló un mod en ' +
    'un servidor}}} asked {{target, select, server {pidió instalar un mod en {server}} other {pidió ' +
    'instalar un mod en un servidor}}} other {{target, select, server {intentó instalar un mod en ' +
    '{server}} other {intentó instalar un mod en un servidor}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {encontró una actualización de mod para {server}} ' +
    'other {encontró una actualización de mod para un servidor}}} asked {{target, select, server {pidió ' +
    'buscar actualizaciones de mods para {server}} other {pidió buscar actualizaciones de mods para un ' +
    'servidor}}} other {{target, select, server {intentó buscar actualizaciones de mods para {server}} ' +
    'other {intentó buscar actualizaciones de mods para un servidor}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {vinculó {server} a un servidor de Discord} other ' +
    '{vinculó un servidor a un servidor de Discord}}} asked {{target, select, server {pidió vincular ' +
    '{server} a un servidor de Discord} other {pidió vincular un servidor a un servidor de Discord}}} ' +
    'other {{target, select, server {intentó vincular {server} a un servidor de Discord} other {intentó ' +
    'vincular un servidor a un servidor de Discord}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {desvinculó {server} de un servidor de Discord} other ' +
    '{desvinculó un servidor de un servidor de Discord}}} asked {{target, select, server {pidió ' +
    'desvincular {server} de un servidor de Discord} other {pidió desvincular un servidor de un servidor ' +
    'de Discord}}} other {{target, select, server {intentó desvincular {server} de un servidor de ' +
    'Discord} other {intentó desvincular un servidor de un servidor de Discord}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {suscribió un canal a las alertas de {server}} other ' +
    '{suscribió un canal a las alertas de todos los servidores}}} asked {{target, select, server {pidió ' +
    'suscribir un canal a las alertas de {server}} other {pidió suscribir un canal a las alertas de todos ' +
    'los servidores}}} other {{target, select, server {intentó suscribir un canal a las alertas de ' +
    '{server}} other {intentó suscribir un canal a las alertas de todos los servidores}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {atendió una alerta ' +
    'de {server}} other {atendió una alerta}}} asked {{target, select, ' +
    'server {pidió atender una alerta de {server}} other {pidió atender ' +
    'una alerta}}} other {{target, select, server {intentó atender ' +
    'una alerta de {server}} other {intentó atender una alerta}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {canceló la suscripción de un canal a las alertas de ' +
    '{server}} other {canceló la suscripción de un canal a las alertas de todos los servidores}}} asked ' +
    '{{target, select, server {pidió cancelar la suscripción de un canal a las alertas de {server}} other ' +
    '{pidió cancelar la suscripción de un canal a las alertas de todos los servidores}}} other {{target, ' +
    'select, server {intentó cancelar la suscripción de un canal a las alertas de {server}} other ' +
    '{intentó cancelar la suscripción de un canal a las alertas de todos los servidores}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {creó un tablero de estado para {server}} other {creó ' +
    'un tablero de estado}}} asked {{target, select, server {pidió crear un tablero de estado para ' +
    '{server}} other {pidió crear un tablero de estado}}} other {{target, select, server {intentó crear ' +
    'un tablero de estado para {server}} other {intentó crear un tablero de estado}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {quitó un tablero de estado de {server}} other {quitó ' +
    'un tablero de estado}}} asked {{target, select, server {pidió quitar un tablero de estado de ' +
    '{server}} other {pidió quitar un tablero de estado}}} other {{target, select, server {intentó quitar ' +
    'un tablero de estado de {server}} other {intentó quitar un tablero de estado}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {cambió dónde se publican los registros de auditoría} asked {pidió cambiar ' +
    'dónde se publican los registros de auditoría} other {intentó cambiar dónde se publican los registros ' +
    'de auditoría}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {detectó un umbral de uso superado en {server}} other ' +
    '{detectó un umbral de uso superado en un servidor}}} asked {{target, select, server {pidió vigilar ' +
    'el uso de {server}} other {pidió vigilar el uso de un servidor}}} other {{target, select, server ' +
    '{intentó vigilar el uso de {server}} other {intentó vigilar el uso de un servidor}}}}',
  'audit.outcome.asked': '❔ Esperando la confirmación del miembro.',
  'audit.outcome.done': '✅ Hecho.',
  'audit.outcome.alerted': '🔔 Se avisó al canal que lo vigila.',
  'audit.outcome.refused': '⛔ Rechazado ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Rechazado por la API de hosting ({code}).',
  'audit.outcome.refusedByBot': '⛔ Rechazado por el bot ({code}).',
  'audit.outcome.cancelled': '✖️ Cancelado por el miembro; no se ha cambiado nada.',
  'audit.outcome.expired': '⌛ Caducó sin respuesta; no se ha cambiado nada.',
  'audit.outcome.conflict': '⚠️ No aplicado: otra persona cambió el servidor mientras tanto.',
  'audit.outcome.failedCode': '❌ Falló ({code}).',
  'audit.outcome.failed': '❌ Falló.',
  'audit.line.bot': '🤖 El bot ({guild})',
  'audit.line.request': '· solicitud {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'ningún sitio',
  'audit.value.above': 'por encima del umbral',
  'audit.value.under': 'de nuevo por debajo del umbral',
  'audit.input.name': 'Nombre',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Plan',
  'audit.input.game': 'Juego',
  'audit.input.disk': 'Disco',
  'audit.input.external_reference': 'Referencia externa',
  'audit.input.channel': 'Canal',
  'audit.input.from': 'De',
  'audit.input.to': 'A',
  'audit.input.kind': 'Tipo',
  'audit.input.events': 'Eventos',
  'audit.input.ping': 'Mención',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minutos',
  'audit.input.provider': 'Proveedor',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'ID del mod',
  'audit.input.installed': 'Instalado',
  'audit.input.newer': 'Más reciente',
  'audit.input.newer_id': 'ID del más reciente',
  'audit.input.state': 'Estado',
  'audit.input.threshold': 'Umbral',
  'audit.input.guild': 'Servidor de Discord',
  'audit.input.file': 'Archivo',
  'audit.input.file_id': 'ID del archivo',
  'audit.input.type': 'Tipo',
  'audit.input.updates': 'Sustituye a',
  'audit.poster.givenUp':
    '⚠️ No se pudieron publicar registros de auditoría en {channel}: {detail}. Siguen guardados (consulta ' +
    '`/audit recent`).',
  'audit.poster.lost':
    '⚠️ Ya no se pueden publicar registros de auditoría en {channel}: {reason}. Siguen guardados (consulta ' +
    '`/audit recent`); vuelve a elegir un canal con `/audit channel`.',
  'audit.action.language.set':
    '{phase, select, done {cambió el idioma de las publicaciones del bot} asked {pidió cambiar el idioma ' +
    'de las publicaciones del bot} other {intentó cambiar el idioma de las publicaciones del bot}}',
  'command.audit.recent.kind.language.set': 'Cambios de idioma',
  'audit.input.language': 'Idioma',
  'audit.value.languageAuto': 'el idioma de Discord de este servidor',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Español (España)',
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
    'este servidor ({locale}) aún no tiene traducción. Con `/language set` puedes elegir otro. Las ' +
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
  'quota.silences':
    'Este servidor de Discord ha alcanzado su límite de {limit} silencios a la vez. Termina uno primero ' +
    'con `/alerts silences` o pide a los operadores del bot que aumenten el límite.',
  'server.alertButton.silence': 'Silenciar 1 h',
  'silence.kind':
    '{kind, select, status {los cambios de estado} usage {las alertas de uso} game {las respuestas del ' +
    'juego} other {la actividad}}',
  'silence.everyServer': 'todos los servidores que este servidor de Discord puede ver',
  'silence.everyChannel': 'todos los canales de este servidor de Discord',
  'silence.set':
    '🔕 Silenciado hasta el {until} ({relative}): {kinds} de {what}, en {where}. `/alerts silences` lo ' +
    'muestra y lo termina antes.',
  'silence.gone': 'Ese silencio ya terminó o se eliminó. `/alerts silences` muestra los que siguen activos.',
  'silence.list.title': '🔕 Alertas silenciadas',
  'silence.list.none':
    'Aquí no hay alertas silenciadas. `/alerts silence` las retiene un tiempo, por ejemplo durante un ' +
    'mantenimiento.',
  'silence.list.line':
    '**{number}.** {kinds} de {what}, en {where}: hasta el {until} ({relative}), puesto por {member}',
  'silence.list.reason': 'Motivo: {reason}',
  'silence.list.footer':
    'Página {page, number} de {pages, number} · {count, plural, one {# silencio} many {# silencios} ' +
    'other {# silencios}}',
  'silence.endNow': 'Terminar ya ({number})',
  'silence.endedNow':
    '🔔 {member} terminó el silencio de {kinds} de {what}, en {where}: sus alertas se vuelven a publicar.',
  'silence.field.reason': 'Motivo',
  'silence.ended.title': '🔔 Silencio terminado',
  'silence.ended.titleStill':
    '🔔 Silencio terminado: {count, plural, one {# servidor aún necesita atención} many {# servidores aún ' +
    'necesitan atención} other {# servidores aún necesitan atención}}',
  'silence.ended.expired': 'Silenciado por {setBy} del {from} al {to}; las alertas se vuelven a publicar.',
  'silence.ended.endedBy':
    'Silenciado por {setBy} desde el {from}, terminado antes por {by} el {to}; las alertas se vuelven a ' +
    'publicar.',
  'silence.ended.stillDown': '{server} sigue caído: {status} desde {since}.',
  'silence.ended.stillSilent': '{server} sigue sin responder a sus consultas de juego, desde {since}.',
  'silence.ended.stillOver':
    '{server} sigue por encima de su umbral de {metric, select, cpu {CPU} ram {RAM} other {disco}} del ' +
    '{threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} sigue por encima de su umbral de {metric, select, cpu {CPU} ram {RAM} ' +
    'other {disco}} del {threshold, number, ::percent scale/0.01}, desde {since}.',
  'silence.ended.more':
    '… y {count, plural, one {# servidor más} many {# servidores más} other {# servidores más}}.',
  'silence.ended.cameBack':
    'Tuvieron un problema y se recuperaron durante el silencio (caídos, juego sin responder o por ' +
    'encima de un umbral): {servers}.',
  'silence.ended.others':
    '{count, plural, one {# servidor más} many {# servidores más} other {# servidores más}}',
  'board.silencedUntil': '🔕 silenciado hasta el {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {silenció las alertas de {server}} other {silenció ' +
    'las alertas de todos los servidores}}} asked {{target, select, server {pidió silenciar las alertas ' +
    'de {server}} other {pidió silenciar las alertas de todos los servidores}}} other {{target, select, ' +
    'server {intentó silenciar las alertas de {server}} other {intentó silenciar las alertas de todos ' +
    'los servidores}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {terminó un silencio de las alertas de {server}} ' +
    'other {terminó un silencio de las alertas de todos los servidores}}} asked {{target, select, server ' +
    '{pidió terminar un silencio de las alertas de {server}} other {pidió terminar un silencio de las ' +
    'alertas de todos los servidores}}} other {{target, select, server {intentó terminar un silencio de ' +
    'las alertas de {server}} other {intentó terminar un silencio de las alertas de todos los ' +
    'servidores}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {vio caducar un silencio de las alertas de {server}} ' +
    'other {vio caducar un silencio de las alertas de todos los servidores}}} asked {{target, select, ' +
    'server {pidió terminar un silencio de las alertas de {server}} other {pidió terminar un silencio de ' +
    'las alertas de todos los servidores}}} other {{target, select, server {intentó terminar un silencio ' +
    'de las alertas de {server}} other {intentó terminar un silencio de las alertas de todos los ' +
    'servidores}}}}',
  'command.audit.recent.kind.alerts.silence': 'Silencios de alertas puestos',
  'command.audit.recent.kind.alerts.silence.end': 'Silencios terminados antes',
  'command.audit.recent.kind.alerts.silence.expire': 'Silencios caducados',
  'audit.input.duration': 'Duración',
  'audit.input.reason': 'Motivo',
  'audit.input.kinds': 'Tipos',
  'command.alerts.silence': 'Retén las alertas un tiempo, por ejemplo durante un mantenimiento',
  'command.alerts.silence.duration': 'Cuánto tiempo retenerlas',
  'command.alerts.silence.duration.30': '30 minutos',
  'command.alerts.silence.duration.60': '1 hora',
  'command.alerts.silence.duration.120': '2 horas',
  'command.alerts.silence.duration.240': '4 horas',
  'command.alerts.silence.duration.480': '8 horas',
  'command.alerts.silence.duration.720': '12 horas',
  'command.alerts.silence.duration.1440': '1 día',
  'command.alerts.silence.duration.2880': '2 días',
  'command.alerts.silence.duration.4320': '3 días',
  'command.alerts.silence.duration.10080': '7 días',
  'command.alerts.silence.server':
    'El servidor (por defecto: todos los que este servidor de Discord puede ver)',
  'command.alerts.silence.reason': 'Por qué, para el equipo (hasta 200 caracteres)',
  'command.alerts.silence.channel': 'El canal (por defecto: todos los canales de este servidor de Discord)',
  'command.alerts.silence.kinds': 'Qué alertas (por defecto: estado, uso y juego; no la actividad)',
  'command.alerts.silence.kinds.default': 'Estado, uso y juego',
  'command.alerts.silence.kinds.all': 'Todas, también la actividad',
  'command.alerts.silence.kinds.status': 'Solo cambios de estado',
  'command.alerts.silence.kinds.usage': 'Solo alertas de uso',
  'command.alerts.silence.kinds.game': 'Solo respuestas del juego',
  'command.alerts.silence.kinds.activity': 'Solo actividad',
  'command.alerts.silences': 'Muestra los silencios de alertas de aquí, cada uno con «Terminar ya»',
} satisfies CatalogueOf<'es-ES'>;
