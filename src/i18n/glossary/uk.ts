import type { Glossary } from './types.js';

/** The words uk uses for the domain's terms; docs/translations/uk.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'сервер', replaces: [] },
  statusBoard: { use: 'дошка стану', replaces: ['панель стану', 'дошка статусу'] },
  alert: { use: 'сповіщення', replaces: ['попередженн', 'оповіщенн'] },
  subscription: { use: 'підписка', replaces: [] },
  provisioning: {
    use: 'підготовка',
    replaces: [
      'налаштування триватиме',
      'Налаштування розпочато',
      'Сервер налаштовується',
      'Налаштування завершено',
      'розгортанн',
    ],
  },
  install: { use: 'встановити', replaces: [] },
  mod: { use: 'мод', replaces: [] },
  plugin: { use: 'плагін', replaces: [] },
  addon: { use: 'доповнення', replaces: ['аддон'] },
  plan: { use: 'тариф', replaces: ['тарифний план'] },
  suspended: { use: 'призупинено', replaces: [] },
  resources: { use: 'ресурси', replaces: [] },
  activity: { use: 'активність', replaces: [] },
  usageWatch: { use: 'відстеження навантаження', replaces: ['моніторинг навантаження'] },
  threshold: { use: 'поріг', replaces: [] },
  hostingApi: { use: 'API хостингу', replaces: ['хостинг-API'] },
  hostingPanel: { use: 'хостинг-панель', written: 'хостинг-панелі', replaces: ['панель хостингу'] },
  guild: { use: 'сервер Discord', replaces: ['гільді'] },
  member: { use: 'учасник', replaces: [] },
  role: { use: 'роль', replaces: [] },
  manageServer: { use: 'Керувати сервером', replaces: ['Керування сервером'] },
};
