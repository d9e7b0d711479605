import type { LocaleCatalogue } from './en-US.js';

/** pt-BR: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Nada para alterar: informe pelo menos um entre ram, disk ou external_reference.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disco {before} → {after}',
  'server.update.changedReference': 'referência externa “{before}” → “{after}”',
  'server.update.changedStatus': 'status {before} → {after}',
  'server.update.concurrentChange':
    'Alguém alterou este servidor enquanto você o atualizava ({changes}), então sua alteração não foi ' +
    'aplicada. Confira os novos valores e execute o comando de novo.',
  'server.update.concurrentUnseenChange':
    'Alguém alterou este servidor enquanto você o atualizava, então sua alteração não foi aplicada. ' +
    'Confira os valores atuais com `/server info` e execute o comando de novo.',
  'server.update.done': '✅ {server} atualizado',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disco: {before} → {after}',
  'server.update.lineReference': 'Referência externa: {before} → {after}',
  'server.update.noReference': 'nenhuma',
  'server.update.unchanged': 'Ele já tinha esses valores; nada mudou.',
  'command.server': 'Crie, veja, redimensione e exclua servidores de jogos hospedados',
  'command.server.list': 'Liste os servidores, com filtros e ordenação',
  'command.server.list.status': 'Só servidores com este status (escolha um ou digite outro)',
  'command.server.list.game': 'Só servidores deste jogo',
  'command.server.list.search': 'O nome contém este texto',
  'command.server.list.sort': 'Ordenar por',
  'command.server.list.sort.createdAt': 'Data de criação',
  'command.server.list.sort.name': 'Nome',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Status',
  'command.server.list.order': 'Ordem',
  'command.server.list.order.asc': 'Crescente',
  'command.server.list.order.desc': 'Decrescente',
  'command.server.info': 'Mostre um servidor: status, plano, limites, complementos e versão',
  'command.server.create': 'Crie um servidor; a configuração continua em segundo plano',
  'command.server.create.name': 'Nome do servidor',
  'command.server.create.ram': 'RAM em GB, em passos de 0,5',
  'command.server.create.game': 'ID do jogo (padrão: o da API)',
  'command.server.create.game_type': 'Variante do jogo (padrão: a da API)',
  'command.server.create.game_version': 'Versão do jogo (padrão: a da API)',
  'command.server.create.plan': 'Nível do plano (padrão: premium)',
  'command.server.create.plan.budget': 'Econômico',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Selecionar o complemento de mods',
  'command.server.create.external_reference': 'Sua referência, por exemplo um número de pedido',
  'command.server.update': 'Redimensione um servidor ou altere sua referência externa',
  'command.server.update.ram': 'Nova RAM em GB, em passos de 0,5',
  'command.server.update.disk': 'Novo disco em GB',
  'command.server.update.external_reference': 'Nova referência externa',
  'command.server.delete': 'Exclua um servidor permanentemente (pede confirmação)',
  'command.server.resources': 'CPU, memória, disco, rede e tempo ativo atuais, com um gráfico de uso',
  'command.server.resources.hours': 'Período do gráfico de uso em horas (1-24, padrão 6)',
  'command.server.activity': 'Atividade recente: criações, redimensionamentos, instalações e mais',
  'server.list.expired': 'Esta lista expirou. Execute `/server list` de novo.',
  'server.list.title': 'Servidores',
  'server.list.empty': 'Nenhum servidor corresponde.',
  'server.list.pageOf':
    'Página {page, number} de {pages, number} · {total, plural, one {# servidor} many {# servidores} other ' +
    '{# servidores}}',
  'server.list.page': 'Página {page, number}',
  'server.list.filterStatus': 'status {status}',
  'server.list.filterGame': 'jogo {game}',
  'server.list.filterSearch': 'nome contém “{search}”',
  'server.list.filterSort': 'ordenado por {sort}',
  'server.list.filterAscending': 'crescente',
  'server.list.filterDescending': 'decrescente',
  'server.info.connect': '🔌 Conectar {address}',
  'server.info.id': 'ID {id}',
  'server.field.status': 'Status',
  'server.field.plan': 'Plano',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disco',
  'server.field.game': 'Jogo',
  'server.field.externalReference': 'Referência externa',
  'server.field.created': 'Criado',
  'server.field.addons': 'Complementos',
  'server.field.limits': 'Limites',
  'server.field.serverId': 'ID do servidor',
  'server.create.title': '{symbol} Configuração iniciada: {name}',
  'server.create.description':
    'O servidor está sendo configurado. Esta mensagem será atualizada quando ele estiver pronto ou se a ' +
    'configuração falhar.',
  'server.create.idPending': 'atribuído em breve',
  'server.delete.done': '🗑️ **{name}** {id} excluído, com seus dados, backups e registros DNS.',
  'server.delete.confirm': 'Excluir permanentemente',
  'server.delete.title': 'Excluir {name}?',
  'server.delete.prompt':
    'Isso exclui permanentemente **{name}** {id}.\n\nTodos os dados, backups e registros DNS dele são ' +
    'removidos do painel, do SFTP e do DNS. **Isso não pode ser desfeito nem restaurado.**',
  'server.alertButton.info': 'Info do servidor',
  'server.alertButton.resources': 'Recursos',
  'availability.name': 'Disponibilidade',
  'availability.notWatched':
    'Ainda não monitorado: `/alerts subscribe events:status` neste servidor inicia o monitoramento.',
  'availability.percent': '{value, number, ::.0}%',
  'availability.outages':
    '{outages, plural, =0 {nenhuma queda} one {# queda, {downtime}} many {# quedas, {downtime}} other {# ' +
    'quedas, {downtime}}}',
  'availability.watchedFor': 'Monitorado por {watched} até agora: {availability}',
  'availability.day': '24 h: {availability}',
  'availability.week': '7 d: {availability}',
  'availability.sinceWatching': 'Desde o início do monitoramento, há {watched}: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disco',
  'resources.title': 'Recursos · {name}',
  'resources.description': 'ID {id} · medido {sampled}',
  'resources.noFigures': 'A API não informou dados de uso.',
  'resources.field.state': 'Estado',
  'resources.field.memory': 'Memória',
  'resources.field.network': 'Rede',
  'resources.field.uptime': 'Tempo ativo',
  'resources.percent': '{value, number, ::.#}%',
  'resources.usedOf': '{used} de {limit}',
  'resources.noChartYet':
    'Ainda não há gráfico de uso: o bot só mede o uso de servidores monitorados. Comece com `/alerts ' +
    'usage` neste servidor (ou coloque-o em um `/board`); o gráfico vai sendo preenchido a partir daí.',
  'resources.noFiguresInSpan':
    'Nenhum dado de uso nas últimas {hours, number} h: a medição começou {first} e a última leitura foi ' +
    '{last}.',
  'resources.usageOver': 'Uso nas últimas {hours, number} h (medido desde {first}, última leitura {last}).',
  'resources.playersLine':
    'Jogadores online nas últimas {hours, number} h, conforme as respostas do jogo às verificações do bot, ' +
    'no eixo direito.',
  'chart.title': '{title} · últimas {hours, number} h',
  'chart.now': 'agora',
  'chart.hoursTick': '{hours, number, ::.##} h',
  'chart.hoursAxis': 'horas antes de agora ({time} UTC)',
  'chart.usageAxis': 'uso (%)',
  'chart.percentTick': '{value, number}%',
  'chart.series': '{metric} %',
  'chart.players': 'Jogadores',
  'chart.playersAxis': 'jogadores online',
  'fields.yes': 'sim',
  'fields.no': 'não',
  'fields.percent': '{value, number, ::.## group-off}%',
  'game.answering': '🟢 Respondendo ({latency, number} ms)',
  'game.checkedAgo': 'verificado {when}',
  'game.notAnsweringSince': '🔴 Sem resposta desde {since}',
  'game.notAnswering': '🔴 Sem resposta (verificado {when})',
  'game.noAnswerInTime': '⏳ O jogo não respondeu a tempo; tente de novo daqui a pouco.',
  'game.notQueried.noAddress': 'Não consultado: o servidor não tem endereço de conexão.',
  'game.notQueried.unknownGame': 'Não consultado: o bot não consegue consultar este jogo.',
  'game.notQueried.disabled': 'As consultas de jogo estão desativadas neste bot.',
  'game.notQueried.hostNotAllowed': 'Não consultado: o bot não tem permissão para consultar este endereço.',
  'game.playersOnline': '👥 {online, number} / {max, number} online',
  'game.peakPlayers': 'Pico nas últimas 24 h: {peak, number}',
  'game.moreNames': '{names} e mais {more, plural, one {# jogador} many {# jogadores} other {# jogadores}}',
  'game.field.server': 'Servidor do jogo',
  'game.field.players': 'Jogadores',
  'game.field.version': 'Versão do jogo',
  'game.field.motd': 'Mensagem do dia',
  'game.silentTitle': '🔇 {server}: o jogo não está respondendo',
  'game.silentText':
    '{server} está rodando segundo o painel, mas o jogo não responde desde {since} ({sinceAt}).',
  'game.silentFooter': '{serverId} · uma nova publicação virá quando ele voltar a responder',
  'game.answeringTitle': '🔊 {server}: o jogo voltou a responder após {downtime}',
  'game.answeringText':
    'O jogo de {server} voltou a responder: ficou sem resposta por {downtime} (desde {sinceAt}).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'o jogo não responde',
  'game.fleetPlayers':
    '👥 {online, plural, one {# jogador online} many {# jogadores online} other {# jogadores online}} em ' +
    '{servers, plural, one {# servidor respondendo} many {# servidores respondendo} other {# servidores ' +
    'respondendo}}',
  'activity.title': 'Atividade · {name}',
  'activity.empty': 'Nenhuma atividade registrada ainda.',
  'activity.latest':
    '{total, plural, one {As {shown, number} mais recentes de # entrada} many {As {shown, number} mais ' +
    'recentes de # entradas} other {As {shown, number} mais recentes de # entradas}}',
  'activity.count': '{count, plural, one {# entrada} many {# entradas} other {# entradas}}',
  'activity.timeUnknown': 'horário desconhecido',
  'activity.by': '{what} por {actor}',
  'activity.action.created': 'Servidor criado',
  'activity.action.provisioned': 'Configuração concluída',
  'activity.action.installFailed': 'Falha na instalação',
  'activity.action.deleted': 'Servidor excluído',
  'activity.action.resized': 'Servidor redimensionado',
  'activity.action.updated': 'Servidor atualizado',
  'activity.action.suspended': 'Servidor suspenso',
  'activity.action.unsuspended': 'Suspensão removida',
  'activity.action.statusChanged': 'Status alterado',
  'activity.action.noteAdded': 'Nota adicionada',
  'activity.action.modInstalled': 'Mod instalado',
  'activity.action.pluginInstalled': 'Plugin instalado',
  'activity.action.unknown': 'Atividade',
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
