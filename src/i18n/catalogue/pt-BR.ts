import type { CatalogueOf } from './en-US.js';

/** pt-BR: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# ID da solicitação: `{requestId}`',
  'error.serverNotFound':
    'Esse servidor não existe ou não está disponível aqui. Escolha uma das sugestões ou confira o ID.',
  'error.api.VALIDATION_ERROR':
    'A API de hospedagem recusou a solicitação por ser inválida. Confira os valores e tente de novo.',
  'error.api.LIMIT_EXCEEDED':
    'Uma cota desta conta foi atingida. Remova algo que não esteja em uso ou peça ao seu provedor de ' +
    'hospedagem para aumentar a cota.',
  'error.api.NO_CHANGE': 'Nada mudou: o servidor já tem esse tamanho. Escolha outro valor.',
  'error.api.INVALID_RAM':
    'A RAM deve ser uma quantidade positiva em passos de 0,5 GB (por exemplo 2; 2,5 ou 3). Ajuste e tente ' +
    'de novo.',
  'error.api.BELOW_MIN_RAM':
    'Essa quantidade de RAM está abaixo do mínimo do plano do servidor (a ficha do plano no painel de ' +
    'hospedagem o informa). Escolha mais RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Essa quantidade de RAM está acima do máximo do plano do servidor (a ficha do plano no painel de ' +
    'hospedagem o informa). Escolha menos RAM.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Isso excederia o total de RAM permitido na conta de hospedagem. Reduza ou exclua outro servidor ' +
    'antes, ou aumente o limite.',
  'error.api.DISK_USAGE_EXCEEDED':
    'O servidor usa mais disco do que o tamanho menor permite, então não pode ser reduzido. Libere espaço ' +
    'em disco nele antes.',
  'error.api.AUTH_REQUIRED':
    'A API de hospedagem recusou a chave de API do bot. Um administrador precisa verificar a ' +
    'HOSTING_API_KEY.',
  'error.api.FORBIDDEN':
    'A chave de API do bot não tem permissão para fazer isso. Peça ao seu provedor de hospedagem para ' +
    'conceder essa permissão ao bot.',
  'error.api.ADDON_REQUIRED':
    'Mods e plugins precisam do complemento de mods ou do plano Premium neste servidor. Peça ao seu ' +
    'provedor de hospedagem para ativar o complemento de mods ou mudar o servidor para o Premium.',
  'error.api.FEATURE_UNAVAILABLE':
    'Este recurso não está disponível no plano do servidor. Peça ao seu provedor de hospedagem para mudar ' +
    'o servidor para um plano superior, que libera o recurso.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'O autor do mod proíbe downloads por terceiros, então ele não pode ser instalado automaticamente. ' +
    'Baixe-o na página do mod e envie-o manualmente para o servidor.',
  'error.api.USER_NOT_FOUND': 'Esse usuário não foi encontrado no servidor. Confira o nome e tente de novo.',
  'error.api.NOT_FOUND':
    'O mod ou arquivo não foi encontrado no provedor; talvez tenha sido removido. Pesquise de novo e ' +
    'escolha um arquivo da lista.',
  'error.api.CONFLICT':
    'Outra pessoa alterou este servidor no mesmo instante, então nada foi aplicado. Veja o estado atual ' +
    'dele e tente de novo.',
  'error.api.SERVER_SUSPENDED':
    'O servidor está suspenso, então as alterações estão bloqueadas. Entre em contato com seu provedor de ' +
    'hospedagem para retirar a suspensão.',
  'error.api.SERVER_INSTALLING':
    'O servidor ainda está sendo provisionado. Tente de novo quando ele estiver pronto.',
  'error.api.ALREADY_EXISTS': 'Isso já existe, então nada novo foi criado.',
  'error.api.LIMIT_REACHED':
    'O limite do painel de hospedagem foi atingido. Remova algo que não esteja em uso ou peça ao seu ' +
    'provedor de hospedagem para aumentá-lo.',
  'error.api.CONFIG_ERROR':
    'Falta configuração na plataforma de hospedagem para esta ação. Entre em contato com seu provedor de ' +
    'hospedagem e informe o ID da solicitação.',
  'error.api.INTERNAL_ERROR':
    'A API de hospedagem teve uma falha interna. Tente de novo daqui a pouco; se continuar falhando, entre ' +
    'em contato com seu provedor de hospedagem e informe o ID da solicitação.',
  'error.api.UPLOAD_FAILED':
    'O mod foi baixado, mas não pôde ser enviado para o servidor. Tente de novo; se continuar falhando, ' +
    'confira se o servidor está ligado e tem espaço livre em disco.',
  'error.api.SERVICE_UNAVAILABLE':
    'A plataforma de hospedagem está sem capacidade livre agora (sem nós ou portas) ou o painel dela está ' +
    'inacessível. Tente de novo mais tarde.',
  'error.ops.SERVER_SUSPENDED':
    'O servidor está suspenso, então as alterações estão bloqueadas. Remova a suspensão no painel de ' +
    'hospedagem (geralmente resolvida pelo faturamento correspondente) e tente de novo.',
  'error.ops.ADDON_REQUIRED':
    'Mods e plugins precisam do complemento de mods ou do plano Premium neste servidor. Ative o ' +
    'complemento de mods para ele no painel de hospedagem, ou mude-o para o Premium, e tente de novo.',
  'error.ops.LIMIT_EXCEEDED':
    'Uma cota da sua conta de hospedagem foi atingida. Remova algo que não esteja em uso ou peça à ' +
    'plataforma de hospedagem para aumentar a cota.',
  'error.ops.LIMIT_REACHED':
    'O limite do painel de hospedagem foi atingido. Remova algo que não esteja em uso ou aumente o limite ' +
    'no painel de hospedagem.',
  'error.ops.FORBIDDEN':
    'A chave de API do bot não tem permissão para fazer isso. Conceda essa permissão à chave nas ' +
    'configurações de API do painel de hospedagem ou use uma chave que a tenha.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Este recurso não está disponível no plano do servidor. Mude o servidor para um plano superior no ' +
    'painel de hospedagem para liberá-lo.',
  'error.ops.CONFIG_ERROR':
    'Falta configuração na plataforma de hospedagem para esta ação. Entre em contato com o suporte da ' +
    'plataforma de hospedagem e informe o ID da solicitação.',
  'error.ops.INTERNAL_ERROR':
    'A API de hospedagem teve uma falha interna. Tente de novo daqui a pouco; se continuar falhando, entre ' +
    'em contato com o suporte da plataforma de hospedagem e informe o ID da solicitação.',
  'error.ramBelowPlan':
    'Essa quantidade de RAM está abaixo do mínimo do plano de preços, que é {bound}. Escolha {bound} ou ' +
    'mais.',
  'error.ramAbovePlan':
    'Essa quantidade de RAM está acima do máximo do plano de preços, que é {bound}. Escolha {bound} ou ' +
    'menos.',
  'error.client.RATE_LIMITED':
    'A API de hospedagem está limitando as solicitações do bot agora. Espere um minuto e tente de novo.',
  'error.client.NETWORK_ERROR':
    'O bot não conseguiu acessar a API de hospedagem. Tente de novo daqui a pouco.',
  'error.client.TIMEOUT':
    'A API de hospedagem não respondeu a tempo. A ação pode ter acontecido mesmo assim: confira antes de ' +
    'repeti-la.',
  'error.client.ABORTED': 'A solicitação foi cancelada antes de terminar. Tente de novo.',
  'error.client.INVALID_RESPONSE':
    'A API de hospedagem enviou uma resposta que o bot não entende. Tente de novo; se persistir, informe o ' +
    'ID da solicitação.',
  'error.client.RESPONSE_TOO_LARGE':
    'A API de hospedagem enviou uma resposta grande demais para ler, então o bot a descartou. Tente de ' +
    'novo com uma busca mais específica; se persistir, informe o ID da solicitação.',
  'error.tenantBusy': 'Há pedidos demais deste servidor agora. Tente de novo em {seconds, number} s.',
  'error.store.read':
    'O bot não conseguiu ler o banco de dados dele, então não pode fazer isso agora. Nada foi alterado; ' +
    'tente de novo em um minuto.',
  'error.store.write':
    'Essa alteração não foi salva: o banco de dados do bot não está respondendo. Nada foi alterado; tente ' +
    'de novo em um minuto.',
  'error.api.failed': 'A API de hospedagem falhou (HTTP {status}). Tente de novo daqui a pouco.',
  'error.api.refused':
    'A API de hospedagem recusou a solicitação ({code}). Confira os valores e tente de novo.',
  'error.internal': 'Algo deu errado dentro do bot. A equipe foi avisada pelos logs; tente de novo.',
  'validation.text': '{field} deve ser um texto.',
  'validation.required': '{field} é obrigatório.',
  'validation.tooLong': '{field} deve ter no máximo {max, number} caracteres.',
  'validation.wholeNumberAtLeast': '{field} deve ser um número inteiro de pelo menos {min, number}.',
  'validation.wholeNumberBetween': '{field} deve ser um número inteiro de {min, number} a {max, number}.',
  'validation.oneOf': '{field} deve ser um destes valores: {values}.',
  'validation.ramNumber': 'A RAM deve ser um número de GB.',
  'validation.ramSteps': 'A RAM deve ser um múltiplo positivo de 0,5 GB (por exemplo 2; 2,5 ou 3).',
  'validation.serverId': 'Esse não é um ID de servidor válido.',
  'validation.providerId': '{field} deve ser um ID não vazio.',
  'validation.boolean': '{field} deve ser true ou false.',
  'validation.addons': 'Os complementos devem ser uma lista de complementos, cada um escolhido ou não.',
  'validation.disk': 'O disco deve ser um número positivo de GB.',
  'validation.emptyUpdate': 'Informe pelo menos a RAM, o disco ou a referência externa a atualizar.',
  'validation.object': '{field} deve ser um objeto.',
  'validation.invalid':
    'O bot recusou a própria solicitação por ser inválida antes de enviá-la. Tente de novo.',
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
    'Este comando não está mais disponível aqui. O Discord pode ainda estar mostrando uma lista antiga: ' +
    'tente de novo em um minuto.',
  'interaction.staleComponent':
    'Estes botões são de uma versão anterior do bot e não funcionam mais. Use o comando de novo.',
  'interaction.guildsOnly': 'Este bot só funciona dentro de servidores.',
  'confirmation.retiredKind': 'Esta confirmação é de uma ação que o bot não oferece mais; nada foi alterado.',
  'permission.viewChannel': 'Ver canal',
  'permission.sendMessages': 'Enviar mensagens',
  'permission.embedLinks': 'Inserir links',
  'permission.cannotPost':
    'O bot não pode publicar em {channel}: ele precisa de {permissions} lá. Conceda essas permissões nas ' +
    'permissões do canal (ou escolha outro canal) e use o comando de novo.',
  'quota.subscriptions':
    'Este servidor atingiu o limite de {limit} inscrições em alertas. Remova uma com `/alerts unsubscribe` ' +
    'antes ou peça aos operadores do bot para aumentar o limite.',
  'quota.boards':
    'Este servidor atingiu o limite de {limit} painéis de status. Remova um com `/board remove` antes ou ' +
    'peça aos operadores do bot para aumentar o limite.',
  'quota.usageWatches':
    'Este servidor atingiu o limite de {limit} monitoramentos de uso. Remova um com `/alerts unsubscribe ' +
    'kind:usage` antes ou peça aos operadores do bot para aumentar o limite.',
  'interaction.rateLimitWait':
    '⏳ A API de hospedagem está limitando os pedidos do bot. Sua resposta virá assim que a API voltar a ' +
    'aceitar pedidos, {when}.',
  'confirmation.ask': '{member}, confirme, por favor: esta solicitação expira {expiresIn}.',
  'confirmation.onlyAsker': 'Só o membro que pediu pode confirmar.',
  'confirmation.confirm': 'Confirmar',
  'confirmation.cancel': 'Cancelar',
  'confirmation.working': '⏳ Trabalhando nisso…',
  'confirmation.cancelled': '✖️ Cancelado; nada foi alterado.',
  'confirmation.promptExpired': '⌛ Esta confirmação expirou; nada foi alterado.',
  'confirmation.expired':
    '⌛ Esta confirmação expirou ou não é mais reconhecida; nada foi alterado. Use o comando de novo.',
  'confirmation.foreign': 'Só o membro que pediu pode confirmar ou cancelar isto.',
  'confirmation.used': 'Esta confirmação já foi usada.',
  'page.previous': 'Anterior',
  'page.next': 'Próxima',
  'limits.andMore': '…e mais {count, plural, one {#} many {#} other {#}}',
  'limits.notShown':
    '{count, plural, one {mais # não exibido} many {mais # não exibidos} other {mais # não exibidos}}',
  'option.server': 'O servidor (escolha uma sugestão ou cole o ID dele)',
  'option.guild_id': 'O servidor do Discord da comunidade (escolha um em que o bot esteja ou cole o ID dele)',
  'command.access':
    'Decida quais servidores do Discord veem quais servidores e quem pode fazer o quê com o bot',
  'command.access.link': 'Deixe um servidor do Discord de comunidade ver e gerenciar um servidor',
  'command.access.unlink': 'Impeça que um servidor do Discord de comunidade veja um servidor',
  'command.access.list': 'Mostre quais servidores do Discord veem quais servidores',
  'command.access.list.guild_id': 'Só este servidor do Discord da comunidade (escolha um ou cole o ID dele)',
  'access.linked': '🔗 {server} vinculado a {guild}.',
  'access.alreadyLinked': '**{name}** já estava vinculado a {guild}.',
  'access.membersSeeIt':
    'Os membros de lá agora veem o servidor nos comandos deles, conforme o nível de cada um.',
  'access.botNotInGuild':
    'O bot ainda não está nesse servidor do Discord: convide-o para lá, e os comandos aparecem quando ele ' +
    'entrar.',
  'access.unlinked':
    '✂️ {server} desvinculado de {guild}; esse servidor do Discord não pode mais vê-lo nem agir sobre ele.',
  'access.notLinked': '{server} não estava vinculado a {guild}; nada mudou.',
  'access.guildHasNoLinks': '{guild} não tem servidores vinculados.',
  'access.noLinks':
    'Nenhum servidor do Discord de comunidade está vinculado a um servidor ainda. Use `/access link`.',
  'access.title': 'Acesso dos servidores do Discord',
  'access.guildNotJoined': 'Servidor do Discord {guildId} (o bot não está nele)',
  'access.moreGuilds':
    '{count, plural, one {Mais # servidor do Discord está vinculado} many {Mais # servidores do Discord ' +
    'estão vinculados} other {Mais # servidores do Discord estão vinculados}}: escolha um com guild_id ' +
    'para ver os servidores dele.',
  'permission.lost.unknownChannel': 'o canal foi excluído',
  'permission.lost.missingAccess': 'o bot perdeu o acesso ao canal',
  'permission.lost.missingPermissions': 'o bot não tem permissão para publicar lá',
  'permission.lacking': 'falta ao bot {permissions} ali',
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
  'command.server.create': 'Crie um servidor; o provisionamento continua em segundo plano',
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
  'server.info.lastRead': '🕓 Lido do painel de hospedagem {when} · lendo novamente…',
  'server.info.lastReadOnly': '🕓 Lido do painel de hospedagem {when}',
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
  'server.create.title': '{symbol} Provisionamento iniciado: {name}',
  'server.create.description':
    'O servidor está sendo provisionado. Esta mensagem será atualizada quando ele estiver pronto ou se o ' +
    'provisionamento falhar.',
  'server.create.idPending': 'atribuído em breve',
  'server.delete.done': '🗑️ **{name}** {id} excluído, com seus dados, backups e registros DNS.',
  'server.delete.confirm': 'Excluir permanentemente',
  'server.delete.title': 'Excluir {name}?',
  'server.delete.prompt':
    'Isso exclui permanentemente **{name}** {id}.\n\nTodos os dados, backups e registros DNS dele são ' +
    'removidos do painel, do SFTP e do DNS. **Isso não pode ser desfeito nem restaurado.**',
  'server.alertButton.info': 'Info do servidor',
  'server.alertButton.resources': 'Recursos',
  'server.alertButton.acknowledge': 'Assumir',
  'alerts.ack.field': 'Assumido',
  'alerts.ack.by': '{member} assumiu este alerta {ago}.',
  'alerts.ack.taken': '{member} já assumiu este alerta {ago}.',
  'alerts.ack.after': '{member} o tinha assumido {duration} depois do início.',
  'alerts.ack.afterSome':
    '{member} tinha assumido o incidente em ' +
    '{count, plural, one {# destes servidores} ' +
    'many {# destes servidores} ' +
    'other {# destes servidores}}' +
    ' {duration} depois do início.',
  'server.alertButton.showAll': 'Mostrar todos',
  'server.alertGroup.gone':
    'A lista desta publicação agrupada não é mais mantida; `/server list` mostra todos os servidores.',
  'availability.name': 'Disponibilidade',
  'availability.notWatched':
    'Ainda não monitorado: `/alerts subscribe events:status` neste servidor inicia o monitoramento.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
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
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
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
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Jogadores',
  'chart.playersAxis': 'jogadores online',
  'fields.yes': 'sim',
  'fields.no': 'não',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Respondendo ({latency, number} ms)',
  'game.checkedAgo': 'verificado {when}',
  'game.notAnsweringSince': '🔴 Sem resposta desde {since}',
  'game.notAnswering': '🔴 Sem resposta (verificado {when})',
  'game.noAnswerInTime': '⏳ O jogo não respondeu a tempo; tente de novo daqui a pouco.',
  'game.notQueried.noAddress': 'Não consultado: o servidor não tem endereço de conexão.',
  'game.notQueried.unknownGame': 'Não consultado: o bot não consegue consultar este jogo.',
  'game.notQueried.disabled': 'As consultas de jogo estão desativadas neste bot.',
  'game.notQueried.hostNotAllowed': 'Não consultado: o bot não tem permissão para consultar este endereço.',
  'game.notQueried.privateAddress': 'Não consultado: endereço privado ou reservado.',
  'game.notQueried.unresolvable': 'Não consultado: não foi possível resolver o endereço.',
  'game.notQueried.protocolNotAllowed': 'Não consultado: o bot não consulta o protocolo deste jogo.',
  'game.notQueried.httpNotEnabled':
    'Não consultado: este jogo é consultado por HTTP, que está desativado neste bot.',
  'game.checking': '⏳ Consultando o jogo…',
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
  'activity.action.provisioned': 'Provisionamento concluído',
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
  'activity.action.reinstalled': 'Servidor reinstalado',
  'activity.action.started': 'Servidor iniciado',
  'activity.action.stopped': 'Servidor parado',
  'activity.action.restarted': 'Servidor reiniciado',
  'activity.action.modUpdated': 'Mod atualizado',
  'activity.action.modRemoved': 'Mod removido',
  'activity.action.pluginUpdated': 'Plugin atualizado',
  'activity.action.pluginRemoved': 'Plugin removido',
  'activity.action.backupCreated': 'Backup criado',
  'activity.action.backupRestored': 'Backup restaurado',
  'activity.action.backupDeleted': 'Backup excluído',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (nas palavras da API)',
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
    'O filtro de loader só funciona com o provedor CurseForge. Remova-o ou troque de provedor.',
  'mods.update.noRecord':
    'O bot não tem mais registro de ter instalado este mod nesse servidor. Veja `/mods installed`.',
  'mods.update.alreadyCurrent': '{mod} já está em {file} em {server}.',
  'mods.update.fileGone':
    'O catálogo não oferece mais esse arquivo de {mod}. Veja o atual em `/mods installed`.',
  'command.mods': 'Pesquise, instale e atualize mods e plugins',
  'command.mods.search': 'Pesquise em um catálogo mods ou plugins compatíveis com um servidor',
  'command.mods.search.provider': 'Catálogo (padrão: CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Mods ou plugins (padrão: mods)',
  'command.mods.search.type.mods': 'mods',
  'command.mods.search.type.plugins': 'plugins',
  'command.mods.search.query': 'Termos de pesquisa',
  'command.mods.search.game_version': 'Versão do jogo (padrão: a do servidor)',
  'command.mods.search.loader': 'Mod loader (somente CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Instale um mod ou plugin em um servidor (pede confirmação)',
  'command.mods.install.provider': 'Catálogo',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
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
    '{type, select, plugins {Plugins para {server} correspondentes a “{query}”} other {Mods para {server} ' +
    'correspondentes a “{query}”}}',
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
  'alerts.pingNotEveryone':
    'Escolha um cargo para mencionar, não @everyone: os alertas nunca mencionam todo mundo.',
  'alerts.roleNotMentionable':
    'O bot não pode mencionar {role}: o cargo não é mencionável e o bot não tem a permissão “Mencionar ' +
    '@everyone, @here e todos os cargos” em {channel}. Torne o cargo mencionável (Configurações do ' +
    'servidor, Cargos) ou dê essa permissão ao bot e execute o comando de novo.',
  'alerts.usage.noThreshold':
    'Informe pelo menos um limiar para monitorar (`cpu`, `ram` ou `disk`, em porcentagem).',
  'alerts.activity.title': 'Atividade · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · entradas demais de uma vez para ler todas; `/server activity` mostra as mais antigas',
  'alerts.provisioned.failedText':
    'O servidor informa {status}. Exclua-o e crie-o de novo; se continuar falhando, entre em ' +
    'contato com o suporte.',
  'alerts.provisioned.text': '{serverId} está configurado e informa {status}.',
  'alerts.provisioned.failedTitle': '{symbol} Falha no provisionamento: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} está pronto',
  'alerts.provisioned.title': '{symbol} {name} concluiu o provisionamento',
  'alerts.field.serverId': 'ID do servidor',
  'alerts.field.status': 'Status',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Jogo',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server} foi excluído enquanto era provisionado; os alertas dele foram encerrados.',
  'alerts.deleted.text': '🗑️ {server} não existe mais (excluído); os alertas dele foram encerrados.',
  'alerts.group.down':
    '{count, plural, one {# servidor caiu} many {# servidores caíram} other {# servidores caíram}}',
  'alerts.group.back':
    '{count, plural, one {# servidor voltou} many {# servidores voltaram} other {# servidores voltaram}}',
  'alerts.group.silent':
    '{count, plural, one {# jogo não responde} many {# jogos não respondem} other {# jogos não respondem}}',
  'alerts.group.answering':
    '{count, plural, one {# jogo voltou a responder} ' +
    'many {# jogos voltaram a responder} ' +
    'other {# jogos voltaram a responder}}',
  'alerts.group.usageFired':
    '{count, plural, one {# servidor acima do limiar de uso} ' +
    'many {# servidores acima do limiar de uso} ' +
    'other {# servidores acima do limiar de uso}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# servidor de volta abaixo do limiar de uso} ' +
    'many {# servidores de volta abaixo do limiar de uso} ' +
    'other {# servidores de volta abaixo do limiar de uso}}',
  'alerts.group.mixed':
    '{count, plural, one {# servidor mudou de estado} ' +
    'many {# servidores mudaram de estado} ' +
    'other {# servidores mudaram de estado}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'Do registro de atividades',
  'alerts.status.downTitle': '{symbol} {server} caiu',
  'alerts.status.downText': '{server} informa {status} desde {since} ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · uma nova mensagem virá quando ele voltar a rodar',
  'alerts.status.backTitle': '{symbol} {server} voltou após {downtime}',
  'alerts.status.backText':
    '{server} informa {status} de novo: voltou após {downtime} (fora do ar desde {sinceAt}).',
  'alerts.modUpdate.title': '⬆️ Atualização disponível · {mod} em {server}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) tem uma versão mais recente em {server}.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) tem uma versão mais recente para {fitsFor} em {server}.',
  'alerts.modUpdate.installed': 'Instalado: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Novo: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Novo: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '“Atualizar” pede confirmação primeiro; `/mods installed` lista todos os mods que o bot instalou.',
  'alerts.modUpdate.withoutButton':
    'Atualize com `/mods install` e o arquivo novo (ele pede confirmação primeiro).',
  'alerts.modUpdate.button': 'Atualizar',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disco}} acima de {threshold, number, ::percent ' +
    'scale/0.01} · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU de volta ao normal} ram {RAM de volta ao normal} other {Disco de volta ' +
    'ao normal}} · {server}',
  'alerts.usage.firedText':
    'Em {server}, {metric, select, cpu {a CPU está} ram {a RAM está} other {o uso do disco está}} acima ' +
    'de {threshold, number, ::percent scale/0.01} há {minutes, plural, one {# minuto} many {# minutos} ' +
    'other {# minutos}}: agora {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    'Em {server}, {metric, select, cpu {a CPU voltou} ram {a RAM voltou} other {o uso do disco voltou}} a ' +
    'ficar abaixo de {threshold, number, ::percent scale/0.01}: agora {value, number, ::percent scale/0.01}.',
  'alerts.usage.readAt': 'Valores lidos {sampled}.',
  'alerts.usage.readJustNow': 'Valores lidos agora mesmo.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage encerra estes alertas',
  'alerts.ops.givenUp': '⚠️ Não foi possível publicar um alerta sobre {server} em {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Não foi possível publicar um alerta sobre {server} em {channel} em **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Ele foi descartado para que os próximos alertas do servidor continuem saindo. Até uma publicação ' +
    'nesse canal dar certo, outros alertas que falharem lá só são registrados no log.',
  'alerts.ops.notDeliveredWithin': 'ele não foi entregue em {age}',
  'alerts.ops.notDeliveredWithinLastAnswer': 'ele não foi entregue em {age} (última resposta: {failure})',
  'alerts.ops.discordRefused': 'o Discord recusou ({failure})',
  'alerts.ops.paused': '⏸️ Alertas pausados: o bot não pode mais publicar em {channel} ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Alertas pausados: o bot não pode mais publicar em {channel} em **{guild}** ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {A inscrição dele está pausada e não será tentada} many {As # inscrições ' +
    'dele estão pausadas e não serão tentadas} other {As # inscrições dele estão pausadas e não ' +
    'serão tentadas}} de novo.',
  'alerts.ops.pausedResume':
    'Dê ao bot as permissões Ver canal, Enviar mensagens e Inserir links lá (ou escolha outro ' +
    'canal) e execute `/alerts subscribe` (ou `/alerts usage` para alertas de uso) de novo para ' +
    'retomar.',
  'alerts.ops.setAside': '🗃️ Um registro salvo não pôde ser lido ({reason}) e foi deixado de lado: {key}.',
  'alerts.ops.setAsideEffect': 'O bot segue sem ele; todo o resto continua funcionando.',
  'alerts.ops.setAsideKept':
    'O valor original fica guardado em {setAsideKey} para inspecionar ou restaurar (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ O painel de status em {board} foi excluído, então foi publicado de novo. Se for excluído ' +
    'outra vez, ele é pausado; `/board remove` lá o encerra de vez.',
  'alerts.ops.boardPaused':
    '⏸️ O painel de status em {board} está pausado: {reason}. Corrija isso e execute `/board ' +
    'create` lá de novo para retomá-lo, ou `/board remove` para removê-lo.',
  'alerts.everyServer': 'todos os servidores',
  'alerts.everyServerIncludingLater': 'todos os servidores, incluindo os criados depois',
  'alerts.everyLinkedServerIncludingLater':
    'todos os servidores vinculados a este servidor do Discord, incluindo os vinculados depois',
  'alerts.list.paused': '⏸️ pausada: {reason}; execute `{command}` de novo para retomar',
  'alerts.list.unlinked': 'não está mais vinculado a este servidor do Discord, então não recebe nada',
  'alerts.list.since': 'desde {since}',
  'alerts.list.usage': 'uso: {thresholds}',
  'alerts.list.title': 'Inscrições em alertas',
  'alerts.list.none':
    'Este servidor do Discord ainda não tem inscrições em alertas. Use `/alerts subscribe` ou ' +
    '`/alerts usage`.',
  'alerts.list.footer':
    'Página {page, number} de {pages, number} · {subscriptions, plural, one {# inscrição} many {# ' +
    'inscrições} other {# inscrições}} · {watches, plural, one {# monitoramento de uso} many {# ' +
    'monitoramentos de uso} other {# monitoramentos de uso}}',
  'alerts.list.paceClamped':
    '⚠️ O uso é lido mais ou menos a cada {every} por servidor monitorado, limitado pela taxa da ' +
    'API: pouco para uma janela de {minutes, plural, one {# minuto} many {# minutos} other {# ' +
    'minutos}}, então os alertas de uso podem chegar até {every} atrasados.',
  'alerts.list.pace':
    'O uso é lido mais ou menos a cada {every} por servidor monitorado (limitado pela taxa da API).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} não recebe mais alertas sobre {kind} para {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} não recebe mais alertas (eventos e uso) para {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} não recebe mais alertas para {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} não recebe mais alertas de uso para {what}.',
  'alerts.unsubscribe.none':
    '{channel} não tem inscrição para {what}; nada mudou. `/alerts list` mostra as inscrições deste ' +
    'servidor do Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} não tem inscrição em alertas sobre {kind} para {what}; nada mudou. `/alerts list` mostra ' +
    'as inscrições deste servidor do Discord.',
  'alerts.kindLabel.provisioning': 'resultados de provisionamento',
  'alerts.kindLabel.status': 'mudanças de status (queda e volta com o tempo fora do ar)',
  'alerts.kindLabel.activity': 'novas atividades',
  'alerts.kindLabel.mods': 'atualizações de mods',
  'alerts.kindLabel.events': 'qualquer evento (provisionamento, status, atividade, atualizações de mods)',
  'alerts.kindLabel.usage': 'uso acima de um limiar',
  'alerts.route.allEvents': 'todos os eventos',
  'alerts.route.pings': '{kind} (menciona {role})',
  'alerts.route.pingsAlsoOnRecovery': '{kind} (menciona {role}, também na recuperação)',
  'alerts.subscribe.unchanged': '{channel} já recebe alertas para {what}: {routes}; nada mudou.',
  'alerts.subscribe.done': '🔔 {channel} passa a receber alertas para {what}: {kinds}, a partir de agora.',
  'alerts.subscribe.resumed':
    '🔔 Retomado: {channel} passa a receber alertas para {what}: {kinds}, a partir de agora.',
  'alerts.subscribe.mentions': 'Eles mencionam {role} (as mensagens de recuperação, não).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Eles mencionam {role}, inclusive nas mensagens de recuperação.',
  'alerts.subscribe.inAll': 'No total, ele recebe: {routes}.',
  'alerts.subscribe.howToStop': 'Use `/alerts unsubscribe` para encerrá-los.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disco}} acima de {threshold, number, ::percent scale/0.01}',
  'alerts.usage.thresholdsFor': '{thresholds} por {minutes, number} min',
  'alerts.usage.watching':
    '📈 {channel} passa a receber alertas de uso para {what}: {thresholds}, uma vez quando começa e ' +
    'outra quando volta a ficar abaixo.',
  'alerts.usage.paceClamped':
    '⚠️ O orçamento da API só deixa o bot ler o uso de cada servidor monitorado mais ou menos a ' +
    'cada {every}, pouco para uma janela de {minutes, plural, one {# minuto} many {# minutos} other ' +
    '{# minutos}}: os alertas podem chegar até {every} atrasados.',
  'alerts.usage.pace': 'O uso de cada servidor monitorado é lido mais ou menos a cada {every}.',
  'alerts.usage.howToStop': 'Use `/alerts unsubscribe kind:usage` para encerrá-los.',
  'command.alerts': 'Publique alertas de provisionamento, status, atividade e uso em um canal',
  'command.alerts.subscribe': 'Publique alertas de um servidor (ou de todos) em um canal, a partir de agora',
  'command.alerts.subscribe.channel': 'O canal de texto ou de anúncios para os alertas',
  'command.alerts.subscribe.server': 'Só este servidor (deixe vazio para todos os que você pode ver)',
  'command.alerts.subscribe.events': 'Quais alertas (padrão: todos)',
  'command.alerts.subscribe.events.all': 'Todos os eventos',
  'option.events.provisioning': 'Resultados de provisionamento',
  'option.events.status': 'Mudanças de status (queda e volta)',
  'option.events.activity': 'Novas atividades',
  'option.events.mods': 'Atualizações de mods',
  'command.alerts.subscribe.ping': 'Um cargo que esses alertas mencionam',
  'command.alerts.subscribe.ping_recovery':
    'Mencionar o cargo também na recuperação (“voltou após 12 min”) (padrão: não)',
  'command.alerts.usage':
    'Receba um alerta em um canal quando um servidor ficar acima de um limiar de CPU, RAM ou disco',
  'command.alerts.usage.channel': 'O canal de texto ou de anúncios para os alertas',
  'command.alerts.usage.server': 'Só este servidor (deixe vazio para todos os que você pode ver)',
  'command.alerts.usage.cpu': 'Alertar quando a CPU ficar acima desta porcentagem (1-100)',
  'command.alerts.usage.ram': 'Alertar quando a RAM ficar acima desta porcentagem (1-100)',
  'command.alerts.usage.disk': 'Alertar quando o uso do disco ficar acima desta porcentagem (1-100)',
  'command.alerts.usage.minutes': 'Quanto tempo um valor precisa ficar acima antes do alerta (padrão: 5)',
  'command.alerts.unsubscribe': 'Pare de publicar alertas em um canal',
  'command.alerts.unsubscribe.channel': 'O canal de texto ou de anúncios para os alertas',
  'command.alerts.unsubscribe.server':
    'O servidor da inscrição (deixe vazio para a que cobre todos os servidores)',
  'command.alerts.unsubscribe.kind': 'Quais alertas encerrar (padrão: todos)',
  'command.alerts.unsubscribe.kind.events': 'Alertas de eventos (provisionamento, status, atividade, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Alertas de uso (limiares)',
  'command.alerts.unsubscribe.kind.all': 'Todos os alertas',
  'command.alerts.unsubscribe.events': 'Encerrar só este tipo de alerta; o canal mantém os outros',
  'command.alerts.list':
    'Mostre as inscrições em alertas e os monitoramentos de uso deste servidor do Discord',
  // Boards: /board and the live status board.
  'command.board': 'Uma mensagem de status ao vivo dos seus servidores, sempre atualizada',
  'command.board.create': 'Publique um painel de status ao vivo em um canal, sempre atualizado',
  'command.board.create.channel': 'O canal de texto ou de anúncios do painel',
  'command.board.remove': 'Remova o painel de status de um canal e a mensagem dele',
  'command.board.remove.channel': 'O canal do painel',
  'command.board.list': 'Mostre os painéis de status deste servidor do Discord',
  'board.create.already':
    '{channel} já tem um painel de status; nada foi alterado. Use `/board remove` nesse canal para ' +
    'removê-lo.',
  'board.create.posted':
    '📋 O painel de status de {scope, select, ops {todos os servidores da conta} other {todos os ' +
    'servidores vinculados a este servidor do Discord}} aparece em {channel} em instantes e, a partir ' +
    'daí, é atualizado continuamente.',
  'board.create.resumed':
    '📋 Retomado: o painel de status de {scope, select, ops {todos os servidores da conta} other {todos ' +
    'os servidores vinculados a este servidor do Discord}} aparece em {channel} em instantes e, a partir ' +
    'daí, é atualizado continuamente.',
  'board.create.shows':
    'Ele mostra o estado, o jogo, o tamanho, o uso (quando medido) e o endereço de conexão de cada ' +
    'servidor, e o quão recentes são os dados.',
  'board.remove.done': '🗑️ O painel de status de {channel} foi removido.',
  'board.remove.none':
    '{channel} não tem painel de status; nada foi alterado. `/board list` mostra os painéis deste servidor ' +
    'do Discord.',
  'board.list.none': 'Este servidor do Discord ainda não tem painéis de status. Use `/board create`.',
  'board.list.title': 'Painéis de status',
  'board.list.footer': '{count, plural, one {{count} painel} many {{count} painéis} other {{count} painéis}}',
  'board.list.paused': '{channel} · ⏸️ pausado: {reason}; use `/board create` nesse canal para retomar',
  'board.list.posting': '{channel} · sendo publicado',
  'board.list.messages':
    '{channel} · {count, plural, one {# mensagem} many {# mensagens} other {# mensagens}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# mensagem} many {# mensagens} other {# mensagens}} · editado pela ' +
    'última vez {when}',
  'board.title': 'Status dos servidores',
  'board.titlePaged': 'Status dos servidores ({page, number}/{pages, number})',
  'board.reading': 'Lendo a lista de servidores…',
  'board.empty': 'Ainda não há servidores para mostrar.',
  'board.allClear': '✅ Nada precisa de atenção.',
  'board.needsAttention': '**Precisa de atenção** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total':
    '**{count, plural, one {{count} servidor} many {{count} servidores} other {{count} servidores}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, one {# com falha} many {# com falha} other {# com falha}}} ' +
    'suspended {{count, plural, one {# suspenso} many {# suspensos} other {# suspensos}}} stopped ' +
    '{{count, plural, one {# parado} many {# parados} other {# parados}}} provisioning {{count, plural, ' +
    'one {# em provisionamento} many {# em provisionamento} other {# em provisionamento}}} deleting ' +
    '{{count, plural, one {# sendo excluído} many {# sendo excluídos} other {# sendo excluídos}}} running ' +
    '{{count, plural, one {# em execução} many {# em execução} other {# em execução}}} other {{count, ' +
    'plural, one {# desconhecido} many {# desconhecidos} other {# desconhecidos}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} alerta de uso ativo} many {{count} alertas de uso ativos} other ' +
    '{{count} alertas de uso ativos}}',
  'board.reason.slowProvisioning': 'provisionamento demorando mais que o esperado',
  'board.reason.gameSilent': 'o jogo não responde',
  'board.reason.unrecognised': 'um estado que o bot não conhece',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disco}} acima de {threshold, number, ::percent scale/0.01}',
  'board.since': 'desde {when}',
  'board.seenSince': 'visto desde {when}',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disco {percent}',
  'board.line.ram': '{size} de RAM',
  'board.line.disk': '{size} de disco',
  'board.freshness.every': 'atualizado mais ou menos a cada {duration}',
  'board.freshness.notRead': '🕒 Ainda não lido; {every}',
  'board.freshness.updated': '🕒 Atualizado {when}; {every}',
  'board.stale.unread':
    '⚠️ **Desatualizado desde {since}**: a API de hospedagem não está respondendo; nenhum estado é ' +
    'mostrado até ela responder.',
  'board.stale.read':
    '⚠️ **Desatualizado desde {since}**: a API de hospedagem não está respondendo; os estados abaixo são ' +
    'de {readAt}.',
  'board.notListed':
    '… e mais {count, plural, one {# servidor não listado} many {# servidores não listados} other {# ' +
    'servidores não listados}} aqui: {filters} mostra todos.',
  'board.pause.deletedAgain': 'a mensagem dele foi apagada de novo depois de ser publicada outra vez',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'O servidor do Discord de operações já atua sobre todos os servidores; vincule só servidores do ' +
    'Discord de comunidades.',
  'access.notAGuild':
    'Esse não é um servidor do Discord que o bot consiga identificar: escolha uma das sugestões ou cole o ' +
    'ID dele (clique com o botão direito no servidor, Copiar ID do servidor).',
  'access.needsLevel':
    'Isso exige o nível **{level}**, que alguém com Gerenciar servidor pode conceder a um dos seus cargos ' +
    'com `/access role set`.',
  'option.level':
    'leitura: ver; operação: também alterar servidores, mods, alertas, painéis; administração: tudo',
  'option.level.read': 'leitura',
  'option.level.operate': 'operação',
  'option.level.administer': 'administração',
  'option.role': 'O cargo (@everyone vale para todos os membros)',
  'command.access.role': 'Conceda níveis a cargos: o que os membros deles podem fazer aqui com o bot',
  'command.access.role.set': 'Conceda um nível a um cargo (leitura, operação ou administração)',
  'command.access.role.remove': 'Retire o nível concedido a um cargo',
  'command.access.role.list': 'Mostre os níveis concedidos a cargos aqui',
  'access.role.granted': '🔑 {role} agora tem o nível **{level}** aqui.',
  'access.role.changed': '🔑 {role} agora tem o nível **{level}** aqui, em vez de **{before}**.',
  'access.role.unchanged': '{role} já tem o nível **{level}** aqui; nada mudou.',
  'access.role.removed': '{role} não tem mais o nível **{level}** aqui.',
  'access.role.notGranted': '{role} não tem nenhum nível aqui; nada mudou.',
  'access.role.title': 'Níveis concedidos aqui',
  'access.role.line': '{role}: **{level}**, concedido por {member} {when}',
  'access.role.none': 'Nenhum cargo tem nível aqui ainda: conceda um com `/access role set`.',
  'access.role.baseline':
    '{scope, select, ops {Membros com Gerenciar servidor têm todos os níveis; os demais, só o que foi ' +
    'concedido aos cargos deles.} other {Membros com Gerenciar servidor têm todos os níveis; todo membro ' +
    'pode ver os servidores vinculados a este servidor do Discord.}}',
  'quota.roleGrants':
    'Este servidor atingiu o limite de {limit} cargos com nível. Retire um com `/access role remove` antes.',
  'audit.action.access.role.set':
    '{phase, select, done {concedeu um nível a um cargo} asked {pediu para conceder um nível a um ' +
    'cargo} other {tentou conceder um nível a um cargo}}',
  'audit.action.access.role.remove':
    '{phase, select, done {retirou o nível de um cargo} asked {pediu para retirar o nível de um ' +
    'cargo} other {tentou retirar o nível de um cargo}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {tentou usar {command} em {server}} other ' +
    '{tentou usar {command}}}} other {{target, select, server {tentou usar um botão ou menu em ' +
    '{server}} other {tentou usar um botão ou menu}}}}',
  'command.audit.recent.kind.access.role.set': 'Níveis concedidos a cargos',
  'command.audit.recent.kind.access.role.remove': 'Níveis retirados de cargos',
  'command.audit.recent.kind.access.refused': 'Membros recusados pelo nível',
  'audit.input.role': 'Cargo',
  'audit.input.level': 'Nível',
  'audit.input.command': 'Comando',
  'audit.input.component': 'Botão ou menu',
  'command.audit': 'Quem fez o quê, de qual servidor do Discord, em qual servidor',
  'command.audit.channel': 'Publique cada registro de auditoria em um canal na hora (sem canal para parar)',
  'command.audit.channel.channel': 'O canal de texto ou de anúncios dos registros de auditoria',
  'command.audit.recent': 'Mostre os últimos registros de auditoria, os mais recentes primeiro',
  'command.audit.recent.server': 'Só registros sobre este servidor',
  'command.audit.recent.member': 'Só registros deste membro',
  'command.audit.recent.limit': 'Registros por página (padrão: 10)',
  'command.audit.recent.kind': 'Só registros deste tipo de ação',
  'command.audit.recent.kind.server.create': 'Servidores criados',
  'command.audit.recent.kind.server.update': 'Servidores atualizados',
  'command.audit.recent.kind.server.delete': 'Servidores excluídos',
  'command.audit.recent.kind.mods.install': 'Mods instalados ou atualizados',
  'command.audit.recent.kind.mods.update-check': 'Atualizações de mods encontradas',
  'command.audit.recent.kind.access.link': 'Servidores vinculados a um servidor do Discord',
  'command.audit.recent.kind.access.unlink': 'Servidores desvinculados de um servidor do Discord',
  'command.audit.recent.kind.alerts.subscribe': 'Inscrições em alertas',
  'command.audit.recent.kind.alerts.unsubscribe': 'Cancelamentos de alertas',
  'command.audit.recent.kind.alerts.acknowledge': 'Alertas assumidos',
  'command.audit.recent.kind.board.create': 'Painéis de status criados',
  'command.audit.recent.kind.board.remove': 'Painéis de status removidos',
  'command.audit.recent.kind.audit.channel': 'Mudanças do canal de auditoria',
  'command.audit.recent.kind.usage.crossing': 'Limiares de uso ultrapassados',
  'command.audit.recent.hours': 'Só registros com menos desta quantidade de horas',
  'audit.channel.stopped':
    'Os registros de auditoria não são mais publicados. Eles continuam guardados: `/audit recent` mostra ' +
    'todos.',
  'audit.channel.notPosting':
    'Os registros de auditoria não estavam sendo publicados em lugar nenhum; nada foi alterado.',
  'audit.channel.set':
    '📜 {channel} agora recebe cada registro de auditoria na hora. Use `/audit channel` sem canal para ' +
    'parar.',
  'audit.recent.expired': 'Esta página expirou. Use `/audit recent` de novo.',
  'audit.recent.none': 'Nenhum registro de auditoria.',
  'audit.recent.noneFor': 'Nenhum registro de auditoria para {filters}.',
  'audit.recent.about': 'Registros de auditoria para {filters}',
  'audit.recent.title': 'Registro de auditoria',
  'audit.recent.footer':
    '{count, plural, one {# registro, os mais recentes primeiro} many {# registros, os mais recentes ' +
    'primeiro} other {# registros, os mais recentes primeiro}}',
  'audit.recent.newer': 'Mais recentes',
  'audit.recent.older': 'Mais antigos',
  'audit.filter.server': 'o servidor {server}',
  'audit.filter.member': 'o membro {member}',
  'audit.filter.kind': 'o tipo “{kind}”',
  'audit.filter.hours': 'as últimas {hours} h',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {criou o servidor {server}} other {criou um ' +
    'servidor}}} asked {{target, select, server {pediu para criar o servidor {server}} other {pediu para ' +
    'criar um servidor}}} other {{target, select, server {tentou criar o servidor {server}} other {tentou ' +
    'criar um servidor}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {atualizou {server}} other {atualizou um servidor}}} ' +
    'asked {{target, select, server {pediu para atualizar {server}} other {pediu para atualizar um ' +
    'servidor}}} other {{target, select, server {tentou atualizar {server}} other {tentou atualizar um ' +
    'servidor}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {excluiu {server}} other {excluiu um servidor}}} asked ' +
    '{{target, select, server {pediu para excluir {server}} other {pediu para excluir um servidor}}} ' +
    'other {{target, select, server {tentou excluir {server}} other {tentou excluir um servidor}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {instalou um mod em {server}} other {instalou um mod ' +
    'em um servidor}}} asked {{target, select, server {pediu para instalar um mod em {server}} other ' +
    '{pediu para instalar um mod em um servidor}}} other {{target, select, server {tentou instalar um mod ' +
    'em {server}} other {tentou instalar um mod em um servidor}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {encontrou uma atualização de mod para {server}} other ' +
    '{encontrou uma atualização de mod para um servidor}}} asked {{target, select, server {pediu para ' +
    'procurar atualizações de mods para {server}} other {pediu para procurar atualizações de mods para um ' +
    'servidor}}} other {{target, select, server {tentou procurar atualizações de mods para {server}} ' +
    'other {tentou procurar atualizações de mods para um servidor}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {vinculou {server} a um servidor do Discord} other ' +
    '{vinculou um servidor a um servidor do Discord}}} asked {{target, select, server {pediu para ' +
    'vincular {server} a um servidor do Discord} other {pediu para vincular um servidor a um servidor do ' +
    'Discord}}} other {{target, select, server {tentou vincular {server} a um servidor do Discord} other ' +
    '{tentou vincular um servidor a um servidor do Discord}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {desvinculou {server} de um servidor do Discord} other ' +
    '{desvinculou um servidor de um servidor do Discord}}} asked {{target, select, server {pediu para ' +
    'desvincular {server} de um servidor do Discord} other {pediu para desvincular um servidor de um ' +
    'servidor do Discord}}} other {{target, select, server {tentou desvincular {server} de um servidor do ' +
    'Discord} other {tentou desvincular um servidor de um servidor do Discord}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {inscreveu um canal nos alertas de {server}} other ' +
    '{inscreveu um canal nos alertas de todos os servidores}}} asked {{target, select, server {pediu para ' +
    'inscrever um canal nos alertas de {server}} other {pediu para inscrever um canal nos alertas de ' +
    'todos os servidores}}} other {{target, select, server {tentou inscrever um canal nos alertas de ' +
    '{server}} other {tentou inscrever um canal nos alertas de todos os servidores}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {assumiu um alerta de {server}} other {assumiu um ' +
    'alerta}}} asked {{target, select, server {pediu para assumir um alerta de {server}} other {pediu ' +
    'para assumir um alerta}}} other {{target, select, server {tentou assumir um alerta de {server}} ' +
    'other {tentou assumir um alerta}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {cancelou a inscrição de um canal nos alertas de ' +
    '{server}} other {cancelou a inscrição de um canal nos alertas de todos os servidores}}} asked ' +
    '{{target, select, server {pediu para cancelar a inscrição de um canal nos alertas de {server}} other ' +
    '{pediu para cancelar a inscrição de um canal nos alertas de todos os servidores}}} other {{target, ' +
    'select, server {tentou cancelar a inscrição de um canal nos alertas de {server}} other {tentou ' +
    'cancelar a inscrição de um canal nos alertas de todos os servidores}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {criou um painel de status para {server}} other {criou ' +
    'um painel de status}}} asked {{target, select, server {pediu para criar um painel de status para ' +
    '{server}} other {pediu para criar um painel de status}}} other {{target, select, server {tentou ' +
    'criar um painel de status para {server}} other {tentou criar um painel de status}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {removeu um painel de status de {server}} other ' +
    '{removeu um painel de status}}} asked {{target, select, server {pediu para remover um painel de ' +
    'status de {server}} other {pediu para remover um painel de status}}} other {{target, select, server ' +
    '{tentou remover um painel de status de {server}} other {tentou remover um painel de status}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {mudou onde os registros de auditoria são publicados} asked {pediu para mudar ' +
    'onde os registros de auditoria são publicados} other {tentou mudar onde os registros de auditoria ' +
    'são publicados}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {detectou um limiar de uso ultrapassado em {server}} ' +
    'other {detectou um limiar de uso ultrapassado em um servidor}}} asked {{target, select, server ' +
    '{pediu para monitorar o uso de {server}} other {pediu para monitorar o uso de um servidor}}} other ' +
    '{{target, select, server {tentou monitorar o uso de {server}} other {tentou monitorar o uso de um ' +
    'servidor}}}}',
  'audit.outcome.asked': '❔ Aguardando a confirmação do membro.',
  'audit.outcome.done': '✅ Feito.',
  'audit.outcome.alerted': '🔔 O canal que monitora foi alertado.',
  'audit.outcome.refused': '⛔ Recusado ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Recusado pela API de hospedagem ({code}).',
  'audit.outcome.refusedByBot': '⛔ Recusado pelo bot ({code}).',
  'audit.outcome.cancelled': '✖️ Cancelado pelo membro; nada foi alterado.',
  'audit.outcome.expired': '⌛ Expirou sem resposta; nada foi alterado.',
  'audit.outcome.conflict': '⚠️ Não aplicado: outra pessoa alterou o servidor nesse meio-tempo.',
  'audit.outcome.failedCode': '❌ Falhou ({code}).',
  'audit.outcome.failed': '❌ Falhou.',
  'audit.line.bot': '🤖 O bot ({guild})',
  'audit.line.request': '· solicitação {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'lugar nenhum',
  'audit.value.above': 'acima do limiar',
  'audit.value.under': 'de volta abaixo do limiar',
  'audit.input.name': 'Nome',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Plano',
  'audit.input.game': 'Jogo',
  'audit.input.disk': 'Disco',
  'audit.input.external_reference': 'Referência externa',
  'audit.input.channel': 'Canal',
  'audit.input.from': 'De',
  'audit.input.to': 'Para',
  'audit.input.kind': 'Tipo',
  'audit.input.events': 'Eventos',
  'audit.input.ping': 'Menção',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Minutos',
  'audit.input.provider': 'Provedor',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'ID do mod',
  'audit.input.installed': 'Instalado',
  'audit.input.newer': 'Mais recente',
  'audit.input.newer_id': 'ID do mais recente',
  'audit.input.state': 'Estado',
  'audit.input.threshold': 'Limiar',
  'audit.input.guild': 'Servidor do Discord',
  'audit.input.file': 'Arquivo',
  'audit.input.file_id': 'ID do arquivo',
  'audit.input.type': 'Tipo',
  'audit.input.updates': 'Substitui',
  'audit.poster.givenUp':
    '⚠️ Não foi possível publicar registros de auditoria em {channel}: {detail}. Eles continuam ' +
    'registrados (veja `/audit recent`).',
  'audit.poster.lost':
    '⚠️ Não é mais possível publicar registros de auditoria em {channel}: {reason}. Eles continuam ' +
    'registrados (veja `/audit recent`); escolha um canal de novo com `/audit channel`.',
  'audit.action.language.set':
    '{phase, select, done {mudou o idioma das publicações do bot} asked {pediu para mudar o idioma das ' +
    'publicações do bot} other {tentou mudar o idioma das publicações do bot}}',
  'command.audit.recent.kind.language.set': 'Mudanças de idioma',
  'audit.input.language': 'Idioma',
  'audit.value.languageAuto': 'o idioma do Discord deste servidor',
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
  'quota.silences':
    'Este servidor do Discord atingiu o máximo de {limit} silenciamentos ao mesmo tempo. Encerre um ' +
    'primeiro com `/alerts silences` ou peça aos operadores do bot que aumentem esse máximo.',
  'server.alertButton.silence': 'Silenciar 1 h',
  'silence.kind':
    '{kind, select, status {as mudanças de status} usage {os alertas de uso} game {as respostas do jogo} ' +
    'other {a atividade}}',
  'silence.everyServer': 'todos os servidores que este servidor do Discord pode ver',
  'silence.everyChannel': 'todos os canais deste servidor do Discord',
  'silence.set':
    '🔕 Silenciado até {until} ({relative}): {kinds} de {what}, em {where}. `/alerts silences` lista e ' +
    'encerra antes.',
  'silence.gone':
    'Esse silenciamento já acabou ou foi removido. `/alerts silences` lista os que estão valendo.',
  'silence.list.title': '🔕 Alertas silenciados',
  'silence.list.none':
    'Nenhum alerta está silenciado aqui. `/alerts silence` segura os alertas por um tempo, durante uma ' +
    'manutenção, por exemplo.',
  'silence.list.line':
    '**{number}.** {kinds} de {what}, em {where}: até {until} ({relative}), definido por {member}',
  'silence.list.reason': 'Motivo: {reason}',
  'silence.list.footer':
    'Página {page, number} de {pages, number} · {count, plural, one {# silenciamento} many {# ' +
    'silenciamentos} other {# silenciamentos}}',
  'silence.endNow': 'Encerrar agora ({number})',
  'silence.endedNow':
    '🔔 {member} encerrou o silenciamento de {kinds} de {what}, em {where}: os alertas voltam a ser ' +
    'publicados.',
  'silence.field.reason': 'Motivo',
  'silence.ended.title': '🔔 Silenciamento encerrado',
  'silence.ended.titleStill':
    '🔔 Silenciamento encerrado: {count, plural, one {# servidor ainda precisa de atenção} many {# ' +
    'servidores ainda precisam de atenção} other {# servidores ainda precisam de atenção}}',
  'silence.ended.expired': 'Silenciado por {setBy} de {from} a {to}; os alertas voltam a ser publicados.',
  'silence.ended.endedBy':
    'Silenciado por {setBy} a partir de {from}, encerrado antes por {by} em {to}; os alertas voltam a ' +
    'ser publicados.',
  'silence.ended.stillDown': '{server} continua fora do ar: {status} desde {since}.',
  'silence.ended.stillSilent': '{server} continua sem responder às consultas do jogo, desde {since}.',
  'silence.ended.stillOver':
    '{server} continua acima do limiar de {metric, select, cpu {CPU} ram {RAM} other {disco}} de ' +
    '{threshold, number, ::percent scale/0.01}.',
  'silence.ended.stillOverSince':
    '{server} continua acima do limiar de {metric, select, cpu {CPU} ram {RAM} ' +
    'other {disco}} de {threshold, number, ::percent scale/0.01}, desde {since}.',
  'silence.ended.more':
    '… e {count, plural, one {mais # servidor} many {mais # servidores} other {mais # servidores}}.',
  'silence.ended.cameBack':
    'Tiveram um problema e se recuperaram durante o silenciamento (fora do ar, jogo sem responder ou ' +
    'acima de um limite): {servers}.',
  'silence.ended.others':
    '{count, plural, one {mais # servidor} many {mais # servidores} other {mais # servidores}}',
  'board.silencedUntil': '🔕 silenciado até {until}',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {silenciou os alertas de {server}} other {silenciou ' +
    'os alertas de todos os servidores}}} asked {{target, select, server {pediu para silenciar os ' +
    'alertas de {server}} other {pediu para silenciar os alertas de todos os servidores}}} other ' +
    '{{target, select, server {tentou silenciar os alertas de {server}} other {tentou silenciar os ' +
    'alertas de todos os servidores}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {encerrou um silenciamento dos alertas de {server}} ' +
    'other {encerrou um silenciamento dos alertas de todos os servidores}}} asked {{target, select, ' +
    'server {pediu para encerrar um silenciamento dos alertas de {server}} other {pediu para encerrar um ' +
    'silenciamento dos alertas de todos os servidores}}} other {{target, select, server {tentou encerrar ' +
    'um silenciamento dos alertas de {server}} other {tentou encerrar um silenciamento dos alertas de ' +
    'todos os servidores}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {viu expirar um silenciamento dos alertas de ' +
    '{server}} other {viu expirar um silenciamento dos alertas de todos os servidores}}} asked {{target, ' +
    'select, server {pediu para encerrar um silenciamento dos alertas de {server}} other {pediu para ' +
    'encerrar um silenciamento dos alertas de todos os servidores}}} other {{target, select, server ' +
    '{tentou encerrar um silenciamento dos alertas de {server}} other {tentou encerrar um silenciamento ' +
    'dos alertas de todos os servidores}}}}',
  'command.audit.recent.kind.alerts.silence': 'Silenciamentos definidos',
  'command.audit.recent.kind.alerts.silence.end': 'Silenciamentos encerrados antes',
  'command.audit.recent.kind.alerts.silence.expire': 'Silenciamentos expirados',
  'audit.input.duration': 'Duração',
  'audit.input.reason': 'Motivo',
  'audit.input.kinds': 'Tipos',
  'command.alerts.silence': 'Segure os alertas por um tempo, durante uma manutenção, por exemplo',
  'command.alerts.silence.duration': 'Por quanto tempo segurar',
  'command.alerts.silence.duration.30': '30 minutos',
  'command.alerts.silence.duration.60': '1 hora',
  'command.alerts.silence.duration.120': '2 horas',
  'command.alerts.silence.duration.240': '4 horas',
  'command.alerts.silence.duration.480': '8 horas',
  'command.alerts.silence.duration.720': '12 horas',
  'command.alerts.silence.duration.1440': '1 dia',
  'command.alerts.silence.duration.2880': '2 dias',
  'command.alerts.silence.duration.4320': '3 dias',
  'command.alerts.silence.duration.10080': '7 dias',
  'command.alerts.silence.server': 'O servidor (padrão: todos os que este servidor do Discord pode ver)',
  'command.alerts.silence.reason': 'Por quê, para a equipe (até 200 caracteres)',
  'command.alerts.silence.channel': 'O canal (padrão: todos os canais deste servidor do Discord)',
  'command.alerts.silence.kinds': 'Quais alertas (padrão: status, uso e jogo; não a atividade)',
  'command.alerts.silence.kinds.default': 'Status, uso e jogo',
  'command.alerts.silence.kinds.all': 'Todos, inclusive atividade',
  'command.alerts.silence.kinds.status': 'Só mudanças de status',
  'command.alerts.silence.kinds.usage': 'Só alertas de uso',
  'command.alerts.silence.kinds.game': 'Só respostas do jogo',
  'command.alerts.silence.kinds.activity': 'Só atividade',
  'command.alerts.silences': 'Veja os silenciamentos de alertas daqui, cada um com “Encerrar agora”',
} satisfies CatalogueOf<'pt-BR'>;
