import type { LocaleCatalogue } from './en-US.js';

/** es-ES: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# ID de solicitud: `{requestId}`',
  'error.serverNotFound':
    'Ese servidor no existe o no está disponible aquí. Elige uno de las sugerencias o comprueba el ID.',
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
    'Esa cantidad de RAM está por debajo del mínimo del plan de precios, que se indica en la ficha del ' +
    'plan en el panel de hosting. Elige más RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Esa cantidad de RAM supera el máximo del plan de precios, que se indica en la ficha del plan en el ' +
    'panel de hosting. Elige menos RAM.',
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
  'error.tenantBusy':
    'Demasiadas solicitudes de este servidor ahora mismo; inténtalo de nuevo en {seconds, number} s.',
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
    'Este servidor ha alcanzado su límite de {limit} paneles de estado. Elimina antes uno con `/board ' +
    'remove` o pide a los operadores del bot que aumenten el límite.',
  'quota.usageWatches':
    'Este servidor ha alcanzado su límite de {limit} vigilancias de uso. Elimina antes una con `/alerts ' +
    'unsubscribe kind:usage` o pide a los operadores del bot que aumenten el límite.',
  'interaction.rateLimitWait':
    '⏳ La API de hosting está limitando las solicitudes del bot; tu respuesta llegará cuando le deje ' +
    'volver a preguntar, {when}.',
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
  'confirmation.denied':
    'Ya no tienes los permisos que necesita esta acción, así que no se ha cambiado nada. Pregunta a un ' +
    'admin de este servidor.',
  'confirmation.used': 'Esta confirmación ya se ha usado.',
  'page.previous': 'Anterior',
  'page.next': 'Siguiente',
  'limits.andMore': '…y {count, plural, one {# más} many {# más} other {# más}}',
  'limits.notShown':
    '{count, plural, one {# más sin mostrar} many {# más sin mostrar} other {# más sin mostrar}}',
  'option.server': 'El servidor (elige una sugerencia o pega su ID)',
  'option.guild_id': 'El servidor de Discord de la comunidad (elige uno en el que esté el bot o pega su ID)',
  'command.access': 'Decide qué servidores de Discord de comunidades ven qué servidores',
  'command.access.link': 'Deja que un servidor de Discord de una comunidad vea y gestione un servidor',
  'command.access.unlink': 'Impide que un servidor de Discord de una comunidad vea un servidor',
  'command.access.list': 'Muestra qué servidores de Discord ven qué servidores',
  'command.access.list.guild_id': 'Solo este servidor de Discord de la comunidad (elige uno o pega su ID)',
  'access.linked': '🔗 {server} vinculado a {guild}.',
  'access.alreadyLinked': '**{name}** ya estaba vinculado a {guild}.',
  'access.membersSeeIt': 'Sus miembros con Gestionar servidor ya ven el servidor en sus comandos.',
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
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'El servidor de Discord de operaciones ya actúa sobre todos los servidores; vincula solo servidores de ' +
    'Discord de comunidades.',
  'access.notAGuild':
    'Ese no es un servidor de Discord que el bot pueda identificar: elige uno de las sugerencias o pega su ' +
    'ID (clic derecho en el servidor, Copiar ID del servidor).',
  // Language: /language.
} satisfies LocaleCatalogue;
