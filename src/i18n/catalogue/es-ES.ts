import type { LocaleCatalogue } from './en-US.js';

/** es-ES: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
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
    '{serverId} · había demasiadas entradas anteriores de esta ráfaga para leerlas; consulta ' +
    '/server activity',
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
  'alerts.button.serverInfo': 'Info del servidor',
  'alerts.button.resources': 'Recursos',
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
  'alerts.usage.firedTitle': '🔥 {metric} por encima del {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} de nuevo en valores normales · {server}',
  'alerts.usage.firedText':
    '{server} lleva {minutes, plural, one {# minuto} many {# minutos} other {# minutos}} con ' +
    '{metric} por encima del {threshold, number} %: ahora {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} vuelve a estar por debajo del {threshold, number} % de {metric}: ahora {value, number} %.',
  'alerts.usage.readAt': 'Valores leídos {sampled}.',
  'alerts.usage.readJustNow': 'Valores leídos ahora mismo.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage detiene estas alertas',
  'alerts.ops.givenUp': '⚠️ No se ha podido publicar una alerta sobre {server} en {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ No se ha podido publicar una alerta sobre {server} en {channel} de **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Se ha descartado para que las alertas siguientes del servidor sigan saliendo. Hasta que una ' +
    'publicación allí funcione, las demás alertas descartadas en ese canal solo se registran.',
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
    '♻️ El panel de estado de {board} se eliminó, así que se ha publicado de nuevo. Si se vuelve a ' +
    'eliminar, se pausa; `/board remove` allí lo detiene para siempre.',
  'alerts.ops.boardPaused':
    '⏸️ El panel de estado de {board} está en pausa: {reason}. Soluciónalo y vuelve a ejecutar ' +
    '`/board create` allí para reanudarlo, o `/board remove` para quitarlo.',
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
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} ya no recibe alertas de tipo {kind} para {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} ya no recibe alertas (eventos y uso) para {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} ya no recibe alertas para {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} ya no recibe alertas de uso para {what}.',
  'alerts.unsubscribe.none':
    '{channel} no tiene ninguna suscripción para {what}; no ha cambiado nada. `/alerts list` ' +
    'muestra las suscripciones de este servidor de Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} no tiene ninguna suscripción de tipo {kind} para {what}; no ha cambiado nada. ' +
    '`/alerts list` muestra las suscripciones de este servidor de Discord.',
  'alerts.kindLabel.provisioning': 'resultados del aprovisionamiento',
  'alerts.kindLabel.status': 'cambios de estado (caída y vuelta con el tiempo de inactividad)',
  'alerts.kindLabel.activity': 'actividad nueva',
  'alerts.kindLabel.mods': 'actualizaciones de mods',
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
  'alerts.usage.threshold': '{metric} por encima del {threshold, number} %',
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
  'command.alerts.usage.disk': 'Avisar cuando el disco siga por encima de este porcentaje (1-100)',
  'command.alerts.usage.minutes':
    'Cuánto tiempo debe seguir un valor por encima antes de avisar (por defecto, 5)',
  'command.alerts.unsubscribe': 'Deja de publicar alertas en un canal',
  'command.alerts.unsubscribe.channel': 'El canal de texto o de anuncios para las alertas',
  'command.alerts.unsubscribe.server': 'El servidor de la suscripción (déjalo vacío para la de todos)',
  'command.alerts.unsubscribe.kind': 'Qué alertas detener (por defecto, todas)',
  'command.alerts.unsubscribe.kind.events': 'Alertas de eventos (aprovisionamiento, estado, actividad, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Alertas de uso (umbrales)',
  'command.alerts.unsubscribe.kind.all': 'Todas las alertas',
  'command.alerts.unsubscribe.events': 'Detener solo este tipo de alerta; el canal conserva las demás',
  'command.alerts.list':
    'Muestra las suscripciones a alertas y vigilancias de uso de este servidor de Discord',
  'alerts.reason.channelDeleted': 'el canal se eliminó',
  'alerts.reason.lostAccess': 'el bot perdió el acceso al canal',
  'alerts.reason.lacksPermission': 'el bot no tiene permiso para publicar allí',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
