import type { CatalogueOf } from './en-US.js';

/**
 * es-419: only the messages Latin American Spanish says differently from es-ES.ts, in en-US.ts's sections;
 * every other message is es-ES's, as es-419 falls back to es-ES (`fallbacks` in ../locales.ts). A test
 * fails on a message repeated here word for word.
 */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.api.VALIDATION_ERROR':
    'La API de hosting rechazó la solicitud por no ser válida. Comprueba los valores e inténtalo de nuevo.',
  'error.api.LIMIT_EXCEEDED':
    'Se alcanzó una cuota de esta cuenta. Elimina algo que no uses o pide a tu proveedor de hosting que ' +
    'aumente la cuota.',
  'error.api.NO_CHANGE': 'No cambió nada: el servidor ya tiene ese tamaño. Elige otro valor.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Esto superaría la RAM total permitida en la cuenta de hosting. Primero reduce o elimina otro ' +
    'servidor, o aumenta el límite.',
  'error.api.DISK_USAGE_EXCEEDED':
    'El servidor usa más disco del que permite el tamaño menor, así que no se puede reducir. Primero ' +
    'libera espacio en su disco.',
  'error.api.AUTH_REQUIRED':
    'La API de hosting rechazó la clave de API del bot. Un administrador tiene que revisar HOSTING_API_KEY.',
  'error.api.USER_NOT_FOUND':
    'No se encontró ese usuario en el servidor. Comprueba el nombre e inténtalo de nuevo.',
  'error.api.NOT_FOUND':
    'No se encontró el mod o el archivo en el proveedor; es posible que se haya eliminado. Vuelve a buscar ' +
    'y elige un archivo de la lista.',
  'error.api.CONFLICT':
    'Otra persona cambió este servidor en el mismo momento, así que no se aplicó nada. Revisa su estado ' +
    'actual e inténtalo de nuevo.',
  'error.api.SERVER_SUSPENDED':
    'El servidor está suspendido, así que los cambios están bloqueados. Comunícate con tu proveedor de ' +
    'hosting para que levante la suspensión.',
  'error.api.ALREADY_EXISTS': 'Eso ya existe, así que no se creó nada nuevo.',
  'error.api.LIMIT_REACHED':
    'Se alcanzó el límite del panel de hosting. Elimina algo que no uses o pide a tu proveedor de hosting ' +
    'que lo aumente.',
  'error.api.CONFIG_ERROR':
    'A la plataforma de hosting le falta configuración para esta acción. Comunícate con tu proveedor de ' +
    'hosting e indica el ID de solicitud.',
  'error.api.INTERNAL_ERROR':
    'La API de hosting falló internamente. Inténtalo de nuevo en un momento; si sigue fallando, ' +
    'comunícate con tu proveedor de hosting e indica el ID de solicitud.',
  'error.api.UPLOAD_FAILED':
    'El mod se descargó, pero no se pudo subir al servidor. Inténtalo de nuevo; si sigue fallando, ' +
    'comprueba que el servidor esté en marcha y tenga disco libre.',
  'error.api.SERVICE_UNAVAILABLE':
    'La plataforma de hosting no tiene capacidad libre en este momento (ni nodos ni puertos) o no se puede ' +
    'acceder a su panel. Inténtalo de nuevo más tarde.',
  'error.ops.LIMIT_EXCEEDED':
    'Se alcanzó una cuota de tu cuenta de hosting. Elimina algo que no uses o haz que la plataforma de ' +
    'hosting aumente la cuota.',
  'error.ops.LIMIT_REACHED':
    'Se alcanzó el límite del panel de hosting. Elimina algo que no uses o aumenta el límite en el panel ' +
    'de hosting.',
  'error.ops.FORBIDDEN':
    'La clave de API del bot no tiene permiso para hacer esto. Concede este permiso a la clave en la ' +
    'configuración de API del panel de hosting, o usa una clave que lo tenga.',
  'error.ops.CONFIG_ERROR':
    'A la plataforma de hosting le falta configuración para esta acción. Comunícate con el soporte de la ' +
    'plataforma de hosting e indica el ID de solicitud.',
  'error.ops.INTERNAL_ERROR':
    'La API de hosting falló internamente. Inténtalo de nuevo en un momento; si sigue fallando, ' +
    'comunícate con el soporte de la plataforma de hosting e indica el ID de solicitud.',
  'error.client.RATE_LIMITED':
    'La API de hosting está limitando las solicitudes del bot en este momento. Espera un minuto e ' +
    'inténtalo de nuevo.',
  'error.client.NETWORK_ERROR':
    'El bot no pudo conectar con la API de hosting. Inténtalo de nuevo en un momento.',
  'error.client.TIMEOUT':
    'La API de hosting no respondió a tiempo. Es posible que la acción se haya realizado de todos modos: ' +
    'compruébalo antes de repetirla.',
  'error.client.ABORTED': 'La solicitud se canceló antes de terminar. Inténtalo de nuevo.',
  'error.client.INVALID_RESPONSE':
    'La API de hosting envió una respuesta que el bot no entiende. Inténtalo de nuevo; si persiste, ' +
    'informa del ID de solicitud.',
  'error.client.RESPONSE_TOO_LARGE':
    'La API de hosting envió una respuesta demasiado grande para leerla, así que el bot la descartó. ' +
    'Inténtalo de nuevo con una búsqueda más concreta; si persiste, informa del ID de solicitud.',
  'error.store.read':
    'El bot no pudo leer su base de datos, así que ahora no puede hacer esto. No se cambió nada; inténtalo ' +
    'de nuevo en un minuto.',
  'error.store.write':
    'Ese cambio no se guardó: la base de datos del bot no responde. No se cambió nada; inténtalo de nuevo ' +
    'en un minuto.',
  'error.api.failed': 'La API de hosting falló (HTTP {status}). Inténtalo de nuevo en un momento.',
  'error.api.refused':
    'La API de hosting rechazó la solicitud ({code}). Comprueba los valores e inténtalo de nuevo.',
  'error.internal': 'Algo falló dentro del bot. Se avisó al equipo en los registros; inténtalo de nuevo.',
  'validation.invalid':
    'El bot rechazó su propia solicitud por no ser válida antes de enviarla. Inténtalo de nuevo.',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Este comando ya no está disponible aquí. Es posible que Discord todavía muestre una lista antigua: ' +
    'inténtalo de nuevo en un minuto.',
  'confirmation.retiredKind':
    'Esta confirmación es de una acción que el bot ya no ofrece; no se cambió nada.',
  'quota.subscriptions':
    'Este servidor ha alcanzado su límite de {limit} suscripciones a alertas. Primero elimina una con ' +
    '`/alerts unsubscribe` o pide a los operadores del bot que aumenten el límite.',
  'quota.boards':
    'Este servidor ha alcanzado su límite de {limit} tableros de estado. Primero elimina uno con `/board ' +
    'remove` o pide a los operadores del bot que aumenten el límite.',
  'quota.usageWatches':
    'Este servidor ha alcanzado su límite de {limit} vigilancias de uso. Primero elimina una con `/alerts ' +
    'unsubscribe kind:usage` o pide a los operadores del bot que aumenten el límite.',
  'confirmation.ask': '{member}, confirma, por favor: esta solicitud vence {expiresIn}.',
  'confirmation.working': '⏳ Trabajando en ello…',
  'confirmation.cancelled': '✖️ Cancelado; no se cambió nada.',
  'confirmation.promptExpired': '⌛ Esta confirmación venció; no se cambió nada.',
  'confirmation.expired':
    '⌛ Esta confirmación venció o ya no se reconoce; no se cambió nada. Vuelve a usar el comando.',
  'confirmation.used': 'Esta confirmación ya se usó.',
  'command.access.link': 'Deja que un servidor de Discord de una comunidad vea y administre un servidor',
  'access.membersSeeIt': 'Sus miembros con Administrar servidor ya ven el servidor en sus comandos.',
  'access.notLinked': '{server} no estaba vinculado a {guild}; no cambió nada.',
  'permission.lost.unknownChannel': 'el canal se eliminó',
  'permission.lost.missingAccess': 'el bot perdió el acceso al canal',
  // Servers: /server and how a server is shown.
  'server.update.concurrentChange':
    'Alguien cambió este servidor mientras lo actualizabas ({changes}), así que tu cambio no se aplicó. ' +
    'Revisa los nuevos valores y vuelve a ejecutar el comando.',
  'server.update.concurrentUnseenChange':
    'Alguien cambió este servidor mientras lo actualizabas, así que tu cambio no se aplicó. Consulta sus ' +
    'valores actuales con `/server info` y vuelve a ejecutar el comando.',
  'server.update.unchanged': 'Ya tenía estos valores; no cambió nada.',
  'command.server.create.external_reference': 'Tu referencia, p. ej., un número de orden',
  'command.server.resources.hours': 'Período del gráfico de uso en horas (1-24, por defecto 6)',
  'server.list.expired': 'Esta lista venció. Vuelve a ejecutar `/server list`.',
  'server.delete.confirm': 'Eliminar permanentemente',
  'server.delete.prompt':
    'Esto elimina permanentemente **{name}** {id}.\n\nTodos sus datos, copias de seguridad y registros DNS ' +
    'se borran del panel, SFTP y DNS. **No se puede deshacer ni restaurar.**',
  // Game, players, resources and activity.
  'resources.noFigures': 'La API no devolvió datos de uso.',
  'resources.noChartYet':
    'Aún no hay gráfico de uso: el bot solo mide el uso de los servidores vigilados. Empieza con `/alerts ' +
    'usage` en este servidor (o agrégalo a un `/board`); el gráfico se irá llenando a partir de entonces.',
  'game.noAnswerInTime': '⏳ El juego no respondió a tiempo; vuelve a intentarlo en un momento.',
  'activity.action.noteAdded': 'Nota agregada',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.modNotFound':
    '{type, select, plugins {No se encontró ningún plugin con el ID {modId} en {provider}.} other {No se ' +
    'encontró ningún mod con el ID {modId} en {provider}.}} Elige una de las sugerencias.',
  'mods.update.noRecord':
    'El bot ya no tiene registro de haber instalado este mod en ese servidor. Revisa `/mods installed`.',
  'mods.update.fileGone':
    'El catálogo ya no ofrece ese archivo de {mod}. Revisa `/mods installed` para ver el actual.',
  'command.mods.search.provider': 'Catálogo (predeterminado: CurseForge)',
  'command.mods.search.type': 'Mods o plugins (predeterminado: mods)',
  'command.mods.search.game_version': 'Versión del juego (predeterminada: la del servidor)',
  'command.mods.install.type': 'Mods o plugins (predeterminado: mods)',
  'command.mods.installed': 'Los mods y plugins que el bot instaló en un servidor y si hay actualizaciones',
  'mods.search.nothingFound': 'No se encontró nada. Prueba con otras palabras u otro proveedor.',
  'mods.search.expired': 'Estos resultados expiraron. Ejecuta `/mods search` de nuevo.',
  'mods.install.unrecorded':
    'El bot no pudo registrarlo para `/mods installed` ni para las verificaciones de actualizaciones ' +
    '(falló su base de datos).',
  'mods.installed.notChecked': '❔ Aún sin verificar: el catálogo no respondió a tiempo.',
  'mods.installed.checkedNow': 'verificado hace un momento',
  'mods.installed.checkedAt': 'según la última verificación {time}',
  'mods.installed.none':
    'El bot todavía no instaló ningún mod ni plugin en {server}. Aquí aparecen los instalados con `/mods ' +
    'install` (y sus actualizaciones).',
  'mods.installed.expired': 'Esta lista venció. Ejecuta `/mods installed` de nuevo.',
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.roleNotMentionable':
    'El bot no puede mencionar a {role}: el rol no es mencionable y al bot le falta el permiso «Mencionar ' +
    '@everyone, @here y todos los roles» en {channel}. Haz que el rol sea mencionable (Configuración del ' +
    'servidor, Roles) o dale ese permiso al bot y vuelve a ejecutar el comando.',
  'alerts.provisioned.failedText':
    'El servidor indica {status}. Elimínalo y vuelve a crearlo; si sigue fallando, comunícate con soporte.',
  'alerts.provisioned.title': '{symbol} {name} terminó de aprovisionarse',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} se eliminó mientras se aprovisionaba; sus alertas se detuvieron.',
  'alerts.deleted.text': '🗑️ {server} ya no existe (eliminado); sus alertas se detuvieron.',
  'alerts.status.backTitle': '{symbol} {server} volvió después de {downtime}',
  'alerts.status.backText':
    '{server} vuelve a indicar {status}: volvió después de {downtime} (caído desde {sinceAt}).',
  'alerts.modUpdate.withButton':
    '«Actualizar» pide confirmación primero; `/mods installed` muestra todos los mods que instaló el bot.',
  'alerts.ops.givenUp': '⚠️ No se pudo publicar una alerta sobre {server} en {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ No se pudo publicar una alerta sobre {server} en {channel} de **{guild}**: {why}.',
  'alerts.ops.pausedResume':
    'Otórgale al bot los permisos Ver canal, Enviar mensajes e Insertar enlaces allí (o elige otro ' +
    'canal) y vuelve a ejecutar `/alerts subscribe` (o `/alerts usage` para las alertas de uso) ' +
    'para reanudarlas.',
  'alerts.ops.setAside': '🗃️ No se pudo leer un registro guardado ({reason}) y se apartó: {key}.',
  'alerts.ops.boardRecreated':
    '♻️ El tablero de estado de {board} se eliminó, así que se publicó de nuevo. Si se vuelve a eliminar, ' +
    'se pausa; `/board remove` allí lo detiene para siempre.',
  'alerts.unsubscribe.none':
    '{channel} no tiene ninguna suscripción para {what}; no cambió nada. `/alerts list` muestra las ' +
    'suscripciones de este servidor de Discord.',
  'alerts.subscribe.unchanged': '{channel} ya recibe alertas para {what}: {routes}; no cambió nada.',
  'command.alerts.subscribe.server': 'Solo este servidor (déjalo en blanco para todos los que puedes ver)',
  'command.alerts.subscribe.events': 'Qué alertas (predeterminado: todas)',
  'command.alerts.subscribe.ping_recovery':
    'Mencionar el rol también al recuperarse («volvió después de 12 min») (predeterminado: no)',
  'command.alerts.usage.server': 'Solo este servidor (déjalo en blanco para todos los que puedes ver)',
  'command.alerts.usage.minutes':
    'Cuánto tiempo debe seguir un valor por encima antes de avisar (predeterminado: 5)',
  'command.alerts.unsubscribe.kind': 'Qué alertas detener (predeterminado: todas)',
  // Boards: /board and the live status board.
  'command.board': 'Un mensaje de estado en vivo de tus servidores, actualizado al momento',
  'command.board.create': 'Publica un tablero de estado en vivo en un canal, siempre actualizado',
  'board.create.already':
    '{channel} ya tiene un tablero de estado; no se cambió nada. `/board remove` en ese canal lo quita.',
  'board.remove.done': '🗑️ Se quitó el tablero de estado de {channel}.',
  'board.remove.none':
    '{channel} no tiene tablero de estado; no se cambió nada. `/board list` muestra los tableros de ' +
    'estado de este servidor de Discord.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit.channel':
    'Publica cada registro de auditoría en un canal en el momento (sin canal para detenerlo)',
  'audit.channel.notPosting':
    'Los registros de auditoría no se publicaban en ningún lado; no se cambió nada.',
  'audit.channel.set':
    '📜 {channel} recibirá a partir de ahora cada registro de auditoría en el momento. Ejecuta `/audit ' +
    'channel` sin canal para detenerlo.',
  'audit.recent.expired': 'Esta página venció. Vuelve a ejecutar `/audit recent`.',
  'audit.outcome.cancelled': '✖️ Cancelado por el miembro; no se cambió nada.',
  'audit.outcome.expired': '⌛ Venció sin respuesta; no se cambió nada.',
  'audit.value.nowhere': 'ningún lado',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Español (Latinoamérica)',
  'language.show.preferredUnsupported':
    '🌐 Los mensajes que el bot publica aquí por su cuenta están en {language}: el idioma de Discord de ' +
    'este servidor ({locale}) todavía no tiene traducción. Con `/language set` puedes elegir otro. Las ' +
    'respuestas a cada miembro están en su propio idioma de Discord.',
} satisfies CatalogueOf<'es-419'>;
