import type { LocaleCatalogue } from './en-US.js';

/** pt-BR: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# ID da solicitação: `{requestId}`',
  'error.serverNotFound':
    'Esse servidor não existe ou não está disponível aqui. Escolha um das sugestões ou confira o ID.',
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
    'Essa quantidade de RAM está abaixo do mínimo do plano de preços, informado na página do plano no ' +
    'painel de hospedagem. Escolha mais RAM.',
  'error.api.ABOVE_MAX_RAM':
    'Essa quantidade de RAM está acima do máximo do plano de preços, informado na página do plano no ' +
    'painel de hospedagem. Escolha menos RAM.',
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
    'O servidor ainda está sendo configurado. Tente de novo quando ele estiver pronto.',
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
  'error.tenantBusy': 'Muitas solicitações deste servidor agora; tente de novo em {seconds, number} s.',
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
    '⏳ A API de hospedagem está limitando as solicitações do bot; sua resposta chega quando ela deixar o ' +
    'bot perguntar de novo, {when}.',
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
  'confirmation.denied':
    'Você não tem mais as permissões de que esta ação precisa, então nada foi alterado. Fale com um admin ' +
    'deste servidor.',
  'confirmation.used': 'Esta confirmação já foi usada.',
  'page.previous': 'Anterior',
  'page.next': 'Próxima',
  'limits.andMore': '…e mais {count, plural, one {#} many {#} other {#}}',
  'limits.notShown':
    '{count, plural, one {mais # não exibido} many {mais # não exibidos} other {mais # não exibidos}}',
  'option.server': 'O servidor (escolha uma sugestão ou cole o ID dele)',
  'option.guild_id': 'O servidor do Discord da comunidade (escolha um em que o bot esteja ou cole o ID dele)',
  'command.access': 'Decida quais servidores do Discord de comunidades veem quais servidores',
  'command.access.link': 'Deixar um servidor do Discord de comunidade ver e gerenciar um servidor',
  'command.access.unlink': 'Impedir um servidor do Discord de comunidade de ver um servidor',
  'command.access.list': 'Mostrar quais servidores do Discord veem quais servidores',
  'command.access.list.guild_id': 'Só este servidor do Discord da comunidade (escolha um ou cole o ID dele)',
  'access.linked': '🔗 {server} vinculado a {guild}.',
  'access.alreadyLinked': '**{name}** já estava vinculado a {guild}.',
  'access.membersSeeIt': 'Os membros de lá com Gerenciar servidor agora veem o servidor nos comandos deles.',
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
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'O servidor do Discord de operações já atua sobre todos os servidores; vincule só servidores do ' +
    'Discord de comunidades.',
  'access.notAGuild':
    'Esse não é um servidor do Discord que o bot consiga identificar: escolha um das sugestões ou cole o ' +
    'ID dele (clique com o botão direito no servidor, Copiar ID do servidor).',
  // Language: /language.
} satisfies LocaleCatalogue;
