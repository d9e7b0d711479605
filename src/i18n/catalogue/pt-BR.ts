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
  // Boards: /board and the live status board.
  'command.board': 'Uma mensagem de status ao vivo dos seus servidores, editada no lugar',
  'command.board.create': 'Publica um painel de status ao vivo em um canal, sempre atualizado',
  'command.board.create.channel': 'O canal de texto ou de anúncios do painel',
  'command.board.remove': 'Remove o painel de status de um canal e a mensagem dele',
  'command.board.remove.channel': 'O canal do painel',
  'command.board.list': 'Mostra os painéis de status deste servidor do Discord',
  'board.create.already':
    '{channel} já tem um painel de status; nada foi alterado. Use `/board remove` nesse canal para ' +
    'removê-lo.',
  'board.create.posted':
    '📋 O painel de status de {scope, select, ops {todos os servidores da conta} other {todos os servidores ' +
    'vinculados a este servidor do Discord}} aparece em {channel} em instantes e, a partir daí, é editado ' +
    'no lugar.',
  'board.create.resumed':
    '📋 Retomado: o painel de status de {scope, select, ops {todos os servidores da conta} other {todos os ' +
    'servidores vinculados a este servidor do Discord}} aparece em {channel} em instantes e, a partir daí, ' +
    'é editado no lugar.',
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
    '{count} {kind, select, failed {com falha} suspended {suspensos} stopped {parados} provisioning {em ' +
    'provisionamento} deleting {sendo excluídos} running {em execução} other {desconhecidos}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} alerta de uso ativo} many {{count} alertas de uso ativos} other ' +
    '{{count} alertas de uso ativos}}',
  'board.reason.slowProvisioning': 'provisionamento demorando mais que o esperado',
  'board.reason.gameSilent': 'o jogo não responde',
  'board.reason.unrecognised': 'um estado que o bot não conhece',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Disco}} acima de {threshold} %',
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
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Quem fez o quê, de qual servidor do Discord, em qual servidor',
  'command.audit.channel': 'Publica cada registro de auditoria em um canal na hora (sem canal para parar)',
  'command.audit.channel.channel': 'O canal de texto ou de anúncios dos registros de auditoria',
  'command.audit.recent': 'Mostra os últimos registros de auditoria, os mais recentes primeiro',
  'command.audit.recent.server': 'Só registros sobre este servidor',
  'command.audit.recent.member': 'Só registros deste membro',
  'command.audit.recent.limit': 'Quantos registros por página (padrão: 10)',
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
  'command.audit.recent.kind.board.create': 'Painéis de status criados',
  'command.audit.recent.kind.board.remove': 'Painéis de status removidos',
  'command.audit.recent.kind.audit.channel': 'Mudanças do canal de auditoria',
  'command.audit.recent.kind.usage.crossing': 'Limites de uso ultrapassados',
  'command.audit.recent.hours': 'Só registros das últimas tantas horas',
  'audit.channel.stopped':
    'Os registros de auditoria não são mais publicados. Eles continuam guardados: `/audit recent` mostra ' +
    'todos.',
  'audit.channel.notPosting':
    'Os registros de auditoria não estavam sendo publicados em lugar nenhum; nada foi alterado.',
  'audit.channel.set':
    '📜 {channel} agora recebe cada registro de auditoria na hora. Use `/audit channel` sem canal para parar.',
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
  'audit.filter.and': '{first} e {second}',
  'audit.action.server.create':
    '{phase, select, done {criou um servidor{server}} asked {pediu para criar um servidor{server}} other ' +
    '{tentou criar um servidor{server}}}',
  'audit.action.server.update':
    '{phase, select, done {atualizou{server}} asked {pediu para atualizar{server}} other {tentou ' +
    'atualizar{server}}}',
  'audit.action.server.delete':
    '{phase, select, done {excluiu{server}} asked {pediu para excluir{server}} other {tentou ' +
    'excluir{server}}}',
  'audit.action.mods.install':
    '{phase, select, done {instalou um mod em{server}} asked {pediu para instalar um mod em{server}} other ' +
    '{tentou instalar um mod em{server}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {encontrou uma atualização de mod para{server}} asked {pediu para procurar ' +
    'atualizações de mods em{server}} other {tentou procurar atualizações de mods em{server}}}',
  'audit.action.access.link':
    '{phase, select, done {vinculou{server}} asked {pediu para vincular{server}} other {tentou ' +
    'vincular{server}}}',
  'audit.action.access.unlink':
    '{phase, select, done {desvinculou{server}} asked {pediu para desvincular{server}} other {tentou ' +
    'desvincular{server}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {inscreveu um canal nos alertas de{server}} asked {pediu para inscrever um canal ' +
    'nos alertas de{server}} other {tentou inscrever um canal nos alertas de{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {cancelou a inscrição de um canal nos alertas de{server}} asked {pediu para ' +
    'cancelar a inscrição de um canal nos alertas de{server}} other {tentou cancelar a inscrição de um ' +
    'canal nos alertas de{server}}}',
  'audit.action.board.create':
    '{phase, select, done {criou um painel de status{server}} asked {pediu para criar um painel de ' +
    'status{server}} other {tentou criar um painel de status{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {removeu um painel de status{server}} asked {pediu para remover um painel de ' +
    'status{server}} other {tentou remover um painel de status{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {mudou onde os registros de auditoria são publicados{server}} asked {pediu para ' +
    'mudar onde os registros de auditoria são publicados{server}} other {tentou mudar onde os registros de ' +
    'auditoria são publicados{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {viu um limite de uso ultrapassado em{server}} asked {pediu para acompanhar o ' +
    'uso de{server}} other {tentou acompanhar o uso de{server}}}',
  'audit.outcome.asked': '❔ Aguardando a confirmação do membro.',
  'audit.outcome.done': '✅ Feito.',
  'audit.outcome.alerted': '🔔 O canal que acompanha foi alertado.',
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
  'audit.value.percent': '{value} %',
  'audit.value.nowhere': 'lugar nenhum',
  'audit.value.above': 'acima do limite',
  'audit.value.under': 'de volta abaixo do limite',
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
  'audit.input.threshold': 'Limite',
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
  // Language: /language.
} satisfies LocaleCatalogue;
