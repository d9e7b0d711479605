import type { LocaleCatalogue } from './en-US.js';

/** pt-BR: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    'O autor de **{mod}** proíbe downloads por terceiros, então o bot não pode instalá-lo: baixe-o pela ' +
    'página dele e envie-o para o servidor manualmente.',
  'mods.install.restrictedWithPage':
    'O autor de **{mod}** proíbe downloads por terceiros, então o bot não pode instalá-lo: baixe-o pela ' +
    'página dele e envie-o para o servidor manualmente. Página do mod: {page}',
  'mods.install.refusedWithPage': '{sentence} Página do mod: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {Nenhum plugin com o ID {modId} foi encontrado em {provider}.} other {Nenhum ' +
    'mod com o ID {modId} foi encontrado em {provider}.}} Escolha uma das sugestões.',
  'mods.install.fileNotFound': '{mod} não tem nenhum arquivo com o ID {fileId}. Escolha uma das sugestões.',
  'mods.search.loaderNeedsCurseforge':
    'O filtro de loader só funciona com o provedor curseforge. Remova-o ou troque de provedor.',
  'mods.update.needsManageServer':
    'Atualizar um mod exige a permissão Gerenciar servidor, assim como `/mods install`.',
  'mods.update.noRecord':
    'O bot não tem mais registro de ter instalado este mod nesse servidor. Veja `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} já está em {file} em {server}.',
  'mods.update.fileGone':
    'O catálogo não oferece mais esse arquivo de {mod}. Veja o atual em `/mods installed`.',
  'command.mods': 'Pesquise, instale e atualize mods e plugins',
  'command.mods.search': 'Pesquise em um catálogo mods ou plugins compatíveis com um servidor',
  'command.mods.search.provider': 'Catálogo (padrão: curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Mods ou plugins (padrão: mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Termos de pesquisa',
  'command.mods.search.game_version': 'Versão do jogo (padrão: a do servidor)',
  'command.mods.search.loader': 'Mod loader (somente curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Instale um mod ou plugin em um servidor (pede confirmação)',
  'command.mods.install.provider': 'Catálogo',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
  'command.mods.install.type': 'Mods ou plugins (padrão: mods)',
  'command.mods.install.type.mods': 'mods',
  'command.mods.install.type.plugins': 'plugins',
  'command.mods.install.mod': 'O mod (digite para pesquisar)',
  'command.mods.install.file': 'O arquivo da versão (primeiro os compatíveis com a versão do servidor)',
  'command.mods.installed': 'Os mods e plugins que o bot instalou em um servidor e se há atualizações',
  'mods.choice.serverVersion': '{version} (a do servidor)',
  'mods.choice.noAddon': 'Sem mods aqui: este servidor não tem o complemento de mods nem o plano Premium.',
  'mods.search.title': '{type, select, plugins {Plugins para {server}} other {Mods para {server}}}',
  'mods.search.titleMatching':
    '{type, select, plugins {Plugins para {server} correspondentes a "{query}"} other {Mods para {server} ' +
    'correspondentes a "{query}"}}',
  'mods.search.nothingFound': 'Nada encontrado. Tente outras palavras ou outro provedor.',
  'mods.search.footerGameVersion': 'versão do jogo {version}',
  'mods.search.footerPick': 'escolha um abaixo para instalá-lo',
  'mods.search.restrictedNote':
    '⚠️ O autor proíbe downloads por terceiros: instale-o manualmente pela página dele.',
  'mods.search.pickPlaceholder': 'Instalar um destes…',
  'mods.search.expired': 'Estes resultados expiraram. Execute `/mods search` novamente.',
  'mods.search.notYours':
    'Só o membro que fez a pesquisa pode instalar a partir destes resultados. Execute `/mods search` você ' +
    'mesmo.',
  'mods.search.noFile':
    'Esse mod não tem nenhum arquivo instalável. Escolha outro ou use `/mods install` para escolher um ' +
    'arquivo.',
  'mods.install.promptTitle':
    '{action, select, update {Atualizar {mod} em {server}?} other {Instalar {mod} em {server}?}}',
  'mods.install.installedNow': 'Instalado agora: {file}',
  'mods.install.file': 'Arquivo: **{file}** {fileId}',
  'mods.install.fileForGame': 'Arquivo: **{file}** {fileId} (jogo {versions})',
  'mods.install.uploadedTo': 'Ele é enviado para a pasta {type} do servidor.',
  'mods.install.restart.ops': 'Reinicie o servidor pelo painel de hospedagem para carregá-lo.',
  'mods.install.restart.community':
    'Reinicie o servidor pelo seu painel do jogo para carregá-lo (o bot não consegue reiniciar servidores).',
  'mods.install.confirmInstall': 'Instalar',
  'mods.install.confirmUpdate': 'Atualizar',
  'mods.install.done':
    '{action, select, update {✅ **{mod}** atualizado para {file} em **{server}**.} other {✅ **{mod}** ' +
    '({file}) instalado em **{server}**.}}',
  'mods.install.unrecorded':
    'O bot não conseguiu registrar isso para `/mods installed` e as verificações de atualização (o banco ' +
    'de dados dele falhou).',
  'mods.installed.title': 'Instalados pelo bot · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {plugin de {provider}} other {mod de {provider}}}',
  'mods.installed.version': 'Versão {file} · instalada {time} por {installer}',
  'mods.installed.versionFor': 'Versão {file} para {game} · instalada {time} por {installer}',
  'mods.installed.byMemberOf': 'um membro de {guild}',
  'mods.installed.byMember': 'um membro',
  'mods.installed.unlisted':
    '❔ O catálogo dele não lista mais este mod, então nenhuma versão mais nova pode ser oferecida.',
  'mods.installed.notChecked': '❔ Ainda não verificado: o catálogo não respondeu a tempo.',
  'mods.installed.checkedNow': 'verificado agora mesmo',
  'mods.installed.checkedAt': 'segundo a última verificação {time}',
  'mods.installed.upToDate': '✅ Atualizado ({when})',
  'mods.installed.updateAvailable': '⬆️ Atualização disponível: **{file}** ({when})',
  'mods.installed.none':
    'O bot ainda não instalou nenhum mod ou plugin em {server}. Os instalados com `/mods install` (e suas ' +
    'atualizações) aparecem aqui.',
  'mods.installed.footer':
    '{count, plural, one {# instalado pelo bot} many {# instalados pelo bot} other {# instalados pelo ' +
    'bot}} · as atualizações correspondem à versão do jogo e ao loader de cada instalação',
  'mods.installed.footerPaged':
    '{count, plural, one {# instalado pelo bot} many {# instalados pelo bot} other {# instalados pelo ' +
    'bot}} · página {page, number} de {pages, number} · as atualizações correspondem à versão do jogo e ao ' +
    'loader de cada instalação',
  'mods.installed.updateButton': 'Atualizar {mod}',
  'mods.installed.expired': 'Esta lista expirou. Execute `/mods installed` novamente.',
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Português (Brasil)',
  'language.set.chosen':
    '🌐 As mensagens que o bot publica aqui por conta própria (alertas, painéis de status, avisos) agora ' +
    'estão em {language}. As respostas a cada membro continuam no idioma do Discord de cada um.',
  'language.set.followsDiscord':
    '🌐 As mensagens que o bot publica aqui por conta própria agora seguem o idioma do Discord deste ' +
    'servidor: {language}. As respostas a cada membro continuam no idioma do Discord de cada um.',
  'language.show.chosen':
    '🌐 As mensagens que o bot publica aqui por conta própria estão em {language}, conforme definido com ' +
    '`/language set`. As respostas a cada membro estão no idioma do Discord de cada um.',
  'language.show.preferred':
    '🌐 As mensagens que o bot publica aqui por conta própria estão em {language}, o idioma do Discord ' +
    'deste servidor. As respostas a cada membro estão no idioma do Discord de cada um.',
  'language.show.preferredUnsupported':
    '🌐 As mensagens que o bot publica aqui por conta própria estão em {language}: o idioma do Discord ' +
    'deste servidor ({locale}) ainda não tem tradução. Use `/language set` para escolher outro. As ' +
    'respostas a cada membro estão no idioma do Discord de cada um.',
  'language.show.default':
    '🌐 As mensagens que o bot publica aqui por conta própria estão em {language}. Use `/language set` ' +
    'para escolher outro. As respostas a cada membro estão no idioma do Discord de cada um.',
  'command.language': 'Escolha o idioma das mensagens que o bot publica por conta própria neste servidor',
  'command.language.set': 'Defina o idioma dos alertas, painéis de status e avisos que o bot publica aqui',
  'command.language.set.language': 'O idioma, ou o idioma do Discord deste servidor',
  'command.language.set.language.auto': 'Idioma do Discord deste servidor',
  'command.language.show': 'Veja o idioma das mensagens que o bot publica por conta própria neste servidor',
} satisfies LocaleCatalogue;
