import type { LocaleCatalogue } from './en-US.js';

/** pt-BR: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Escolha um cargo para mencionar, não @everyone: os alertas nunca mencionam todo mundo.',
  'alerts.roleNotMentionable':
    'O bot não pode mencionar {role}: o cargo não é mencionável e o bot não tem a permissão ' +
    '"Mencionar @everyone, @here e todos os cargos" em {channel}. Torne o cargo mencionável ' +
    '(Configurações do servidor, Cargos) ou dê essa permissão ao bot e execute o comando de novo.',
  'alerts.usage.noThreshold':
    'Informe pelo menos um limite para monitorar (`cpu`, `ram` ou `disk`, em porcentagem).',
  'alerts.activity.title': 'Atividade · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · havia entradas anteriores demais nesta sequência para ler; veja /server activity',
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
  'alerts.button.serverInfo': 'Info do servidor',
  'alerts.button.resources': 'Recursos',
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
    '"Atualizar" pede confirmação primeiro; `/mods installed` lista todos os mods que o bot instalou.',
  'alerts.modUpdate.withoutButton':
    'Atualize com `/mods install` e o arquivo novo (ele pede confirmação primeiro).',
  'alerts.modUpdate.button': 'Atualizar',
  'alerts.usage.firedTitle': '🔥 {metric} acima de {threshold, number} % · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} de volta ao normal · {server}',
  'alerts.usage.firedText':
    '{server} está com {metric} acima de {threshold, number} % há {minutes, plural, one {# minuto} ' +
    'many {# minutos} other {# minutos}}: agora {value, number} %.',
  'alerts.usage.recoveredText':
    '{server} voltou a ficar abaixo de {threshold, number} % de {metric}: agora {value, number} %.',
  'alerts.usage.readAt': 'Valores lidos {sampled}.',
  'alerts.usage.readJustNow': 'Valores lidos agora mesmo.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage encerra estes alertas',
  'alerts.ops.givenUp': '⚠️ Não foi possível publicar um alerta sobre {server} em {channel}: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ Não foi possível publicar um alerta sobre {server} em {channel} em **{guild}**: {why}.',
  'alerts.ops.givenUpEffect':
    'Ele foi descartado para que os próximos alertas do servidor continuem saindo. Até uma ' +
    'publicação lá dar certo, outros alertas descartados nesse canal só serão registrados no log.',
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
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} não recebe mais alertas do tipo {kind} para {what}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} não recebe mais alertas (eventos e uso) para {what}.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} não recebe mais alertas para {what}.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} não recebe mais alertas de uso para {what}.',
  'alerts.unsubscribe.none':
    '{channel} não tem inscrição para {what}; nada mudou. `/alerts list` mostra as inscrições deste ' +
    'servidor do Discord.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} não tem inscrição do tipo {kind} para {what}; nada mudou. `/alerts list` mostra as ' +
    'inscrições deste servidor do Discord.',
  'alerts.kindLabel.provisioning': 'resultados de provisionamento',
  'alerts.kindLabel.status': 'mudanças de status (queda e volta com o tempo fora do ar)',
  'alerts.kindLabel.activity': 'novas atividades',
  'alerts.kindLabel.mods': 'atualizações de mods',
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
  'alerts.usage.threshold': '{metric} acima de {threshold, number} %',
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
  'command.alerts': 'Publica alertas de provisionamento, status, atividade e uso em um canal',
  'command.alerts.subscribe': 'Publica alertas de um servidor (ou de todos) em um canal, a partir de agora',
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
    'Mencionar o cargo também na recuperação ("voltou após 12 min") (padrão: não)',
  'command.alerts.usage':
    'Alerta em um canal quando um servidor fica acima de um limite de CPU, RAM ou disco',
  'command.alerts.usage.channel': 'O canal de texto ou de anúncios para os alertas',
  'command.alerts.usage.server': 'Só este servidor (deixe vazio para todos os que você pode ver)',
  'command.alerts.usage.cpu': 'Alertar quando a CPU ficar acima desta porcentagem (1-100)',
  'command.alerts.usage.ram': 'Alertar quando a RAM ficar acima desta porcentagem (1-100)',
  'command.alerts.usage.disk': 'Alertar quando o disco ficar acima desta porcentagem (1-100)',
  'command.alerts.usage.minutes': 'Quanto tempo um valor precisa ficar acima antes do alerta (padrão: 5)',
  'command.alerts.unsubscribe': 'Para de publicar alertas em um canal',
  'command.alerts.unsubscribe.channel': 'O canal de texto ou de anúncios para os alertas',
  'command.alerts.unsubscribe.server': 'O servidor da inscrição (deixe vazio para a de todos os servidores)',
  'command.alerts.unsubscribe.kind': 'Quais alertas encerrar (padrão: todos)',
  'command.alerts.unsubscribe.kind.events': 'Alertas de eventos (provisionamento, status, atividade, mods)',
  'command.alerts.unsubscribe.kind.usage': 'Alertas de uso (limites)',
  'command.alerts.unsubscribe.kind.all': 'Todos os alertas',
  'command.alerts.unsubscribe.events': 'Encerrar só este tipo de alerta; o canal mantém os outros',
  'command.alerts.list': 'Mostra as inscrições em alertas e monitoramentos de uso deste servidor do Discord',
  'alerts.reason.channelDeleted': 'o canal foi excluído',
  'alerts.reason.lostAccess': 'o bot perdeu o acesso ao canal',
  'alerts.reason.lacksPermission': 'o bot não tem permissão para publicar lá',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
