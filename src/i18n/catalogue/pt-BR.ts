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
