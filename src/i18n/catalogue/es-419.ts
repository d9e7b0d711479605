import type { LocaleCatalogue } from './en-US.js';

/** es-419: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
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
