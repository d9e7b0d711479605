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
  // Boards: /board and the live status board.
  'command.board': 'Un mensaje de estado en directo de tus servidores, editado en el sitio',
  'command.board.create': 'Publica un panel de estado en directo en un canal, siempre actualizado',
  'command.board.create.channel': 'El canal de texto o de anuncios para el panel',
  'command.board.remove': 'Quita el panel de estado de un canal y su mensaje',
  'command.board.remove.channel': 'El canal del panel',
  'command.board.list': 'Muestra los paneles de estado de este servidor de Discord',
  'board.create.already':
    '{channel} ya tiene un panel de estado; no se ha cambiado nada. `/board remove` en ese canal lo quita.',
  'board.create.posted':
    '📋 El panel de estado de {scope, select, ops {todos los servidores de la cuenta} other {todos los ' +
    'servidores vinculados a este servidor de Discord}} aparecerá en {channel} en unos instantes y desde ' +
    'entonces se editará en el sitio.',
  'board.create.resumed':
    '📋 Reanudado: el panel de estado de {scope, select, ops {todos los servidores de la cuenta} other ' +
    '{todos los servidores vinculados a este servidor de Discord}} aparecerá en {channel} en unos ' +
    'instantes y desde entonces se editará en el sitio.',
  'board.create.shows':
    'Muestra el estado, el juego, el tamaño, el uso (donde se mide) y la dirección de conexión de cada ' +
    'servidor, y lo recientes que son los datos.',
  'board.remove.done': '🗑️ Se ha quitado el panel de estado de {channel}.',
  'board.remove.none':
    '{channel} no tiene panel de estado; no se ha cambiado nada. `/board list` muestra los paneles de este ' +
    'servidor de Discord.',
  'board.list.none': 'Este servidor de Discord aún no tiene paneles de estado. Usa `/board create`.',
  'board.list.title': 'Paneles de estado',
  'board.list.footer': '{count, plural, one {{count} panel} many {{count} paneles} other {{count} paneles}}',
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
    '{count} {kind, select, failed {con fallo} suspended {suspendidos} stopped {detenidos} provisioning ' +
    '{en aprovisionamiento} deleting {eliminándose} running {en marcha} other {desconocidos}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} alerta de uso activa} many {{count} alertas de uso activas} other ' +
    '{{count} alertas de uso activas}}',
  'board.reason.slowProvisioning': 'el aprovisionamiento tarda más de lo previsto',
  'board.reason.gameSilent': 'el juego no responde',
  'board.reason.unrecognised': 'un estado que el bot no conoce',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Disco}} por encima del {threshold} %',
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
    '⚠️ **Desactualizado desde {since}**: la API de alojamiento no responde; no se muestra ningún estado ' +
    'hasta que responda.',
  'board.stale.read':
    '⚠️ **Desactualizado desde {since}**: la API de alojamiento no responde; los estados de abajo son del ' +
    '{readAt}.',
  'board.notListed':
    '… y {count, plural, one {# servidor más no aparece} many {# servidores más no aparecen} other {# ' +
    'servidores más no aparecen}} aquí: {filters} los muestra.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Quién hizo qué, desde qué servidor de Discord y en qué servidor',
  'command.audit.channel':
    'Publica cada registro de auditoría en un canal al momento (sin canal para detenerlo)',
  'command.audit.channel.channel': 'El canal de texto o de anuncios para los registros de auditoría',
  'command.audit.recent': 'Muestra los últimos registros de auditoría, los más recientes primero',
  'command.audit.recent.server': 'Solo registros sobre este servidor',
  'command.audit.recent.member': 'Solo registros de este miembro',
  'command.audit.recent.limit': 'Cuántos registros por página (10 por defecto)',
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
  'command.audit.recent.kind.board.create': 'Paneles de estado creados',
  'command.audit.recent.kind.board.remove': 'Paneles de estado quitados',
  'command.audit.recent.kind.audit.channel': 'Cambios del canal de auditoría',
  'command.audit.recent.kind.usage.crossing': 'Umbrales de uso superados',
  'command.audit.recent.hours': 'Solo registros de las últimas tantas horas',
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
  'audit.filter.and': '{first} y {second}',
  'audit.action.server.create':
    '{phase, select, done {creó un servidor{server}} asked {pidió crear un servidor{server}} other ' +
    '{intentó crear un servidor{server}}}',
  'audit.action.server.update':
    '{phase, select, done {actualizó{server}} asked {pidió actualizar{server}} other {intentó ' +
    'actualizar{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {eliminó{server}} asked {pidió eliminar{server}} other {intentó eliminar{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {instaló un mod en{server}} asked {pidió instalar un mod en{server}} other ' +
    '{intentó instalar un mod en{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {encontró una actualización de mod para{server}} asked {pidió buscar ' +
    'actualizaciones de mods en{server}} other {intentó buscar actualizaciones de mods en{server}}}',
  'audit.action.access.link':
    '{phase, select, done {vinculó{server}} asked {pidió vincular{server}} other {intentó vincular{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {desvinculó{server}} asked {pidió desvincular{server}} other {intentó ' +
    'desvincular{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {suscribió un canal a las alertas de{server}} asked {pidió suscribir un canal a ' +
    'las alertas de{server}} other {intentó suscribir un canal a las alertas de{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {dio de baja un canal de las alertas de{server}} asked {pidió dar de baja un ' +
    'canal de las alertas de{server}} other {intentó dar de baja un canal de las alertas de{server}}}',
  'audit.action.board.create':
    '{phase, select, done {creó un panel de estado{server}} asked {pidió crear un panel de estado{server}} ' +
    'other {intentó crear un panel de estado{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {quitó un panel de estado{server}} asked {pidió quitar un panel de ' +
    'estado{server}} other {intentó quitar un panel de estado{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {cambió dónde se publican los registros de auditoría{server}} asked {pidió ' +
    'cambiar dónde se publican los registros de auditoría{server}} other {intentó cambiar dónde se ' +
    'publican los registros de auditoría{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {vio superado un umbral de uso en{server}} asked {pidió vigilar el uso ' +
    'de{server}} other {intentó vigilar el uso de{server}}}',
  'audit.outcome.asked': '❔ Esperando la confirmación del miembro.',
  'audit.outcome.done': '✅ Hecho.',
  'audit.outcome.alerted': '🔔 Se avisó al canal que lo vigila.',
  'audit.outcome.refused': '⛔ Rechazado ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Rechazado por la API de alojamiento ({code}).',
  'audit.outcome.refusedByBot': '⛔ Rechazado por el bot ({code}).',
  'audit.outcome.cancelled': '✖️ Cancelado por el miembro; no se ha cambiado nada.',
  'audit.outcome.expired': '⌛ Caducó sin respuesta; no se ha cambiado nada.',
  'audit.outcome.conflict': '⚠️ No aplicado: otra persona cambió el servidor mientras tanto.',
  'audit.outcome.failedCode': '❌ Falló ({code}).',
  'audit.outcome.failed': '❌ Falló.',
  'audit.line.bot': '🤖 El bot ({guild})',
  'audit.line.request': '· solicitud {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.value.percent': '{value} %',
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
  // Language: /language.
} satisfies LocaleCatalogue;
