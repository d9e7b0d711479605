import type { Glossary } from './types.js';

/** The words pt-BR uses for the domain's terms; docs/translations/pt-BR.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'servidor', replaces: [] },
  statusBoard: { use: 'painel de status', replaces: ['quadro de status', 'painel de estado'] },
  alert: { use: 'alerta', replaces: ['aviso de'] },
  subscription: { use: 'inscrição', replaces: ['assinatura'] },
  provisioning: {
    use: 'provisionamento',
    replaces: [
      'configuração continua',
      'configuração iniciada',
      'configuração concluída',
      'sendo configurado',
    ],
  },
  install: { use: 'instalar', replaces: [] },
  mod: { use: 'o mod (os mods)', replaces: [] },
  plugin: { use: 'plugin', replaces: ['plug-in'] },
  addon: { use: 'complemento (de mods)', replaces: ['addon', 'add-on'] },
  plan: { use: 'plano', replaces: [] },
  suspended: { use: 'suspenso', replaces: [] },
  resources: { use: 'recursos', replaces: [] },
  activity: { use: 'atividade', replaces: [] },
  usageWatch: { use: 'monitoramento de uso', replaces: ['acompanhamento', 'acompanha'] },
  threshold: {
    use: 'limiar',
    replaces: ['limites de uso', 'limite de CPU', 'do limite', 'limite para monitorar'],
  },
  hostingApi: { use: 'API de hospedagem', replaces: ['API de hosting'] },
  hostingPanel: { use: 'painel de hospedagem', replaces: ['painel de hosting'] },
  guild: { use: 'servidor do Discord', replaces: ['guilda'] },
  member: { use: 'membro', replaces: [] },
  role: { use: 'cargo', replaces: [] },
  manageServer: { use: 'Gerenciar servidor', replaces: ['Gerenciar o servidor'] },
};
