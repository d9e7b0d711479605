import type { Glossary } from './types.js';

/** The words ru uses for the domain's terms; docs/translations/ru.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'сервер', replaces: [] },
  statusBoard: { use: 'доска состояния', replaces: ['панель состояния', 'доска статуса'] },
  alert: { use: 'оповещение', replaces: ['предупреждени', 'Живое сообщение', 'связанные с этим'] },
  subscription: { use: 'подписка', replaces: [] },
  provisioning: {
    use: 'подготовка',
    replaces: [
      'настройка продолжится',
      'Настройка началась',
      'Сервер настраивается',
      'Настройка завершена',
      'развёртывани',
    ],
  },
  install: { use: 'установить', replaces: [] },
  mod: { use: 'мод', replaces: [] },
  plugin: { use: 'плагин', replaces: [] },
  addon: { use: 'дополнение', replaces: ['аддон'] },
  plan: { use: 'тариф', replaces: ['тарифный план'] },
  suspended: { use: 'приостановлен', replaces: [] },
  resources: { use: 'ресурсы', replaces: [] },
  activity: { use: 'активность', replaces: [] },
  usageWatch: { use: 'отслеживание нагрузки', replaces: ['мониторинг нагрузки'] },
  threshold: { use: 'порог', replaces: [] },
  hostingApi: { use: 'API хостинга', replaces: ['хостинг-API'] },
  hostingPanel: { use: 'хостинг-панель', written: 'хостинг-панели', replaces: ['панель хостинга'] },
  guild: { use: 'сервер Discord', replaces: ['гильди'] },
  member: { use: 'участник', replaces: [] },
  role: { use: 'роль', replaces: [] },
  manageServer: { use: 'Управлять сервером', replaces: ['Управление сервером'] },
};
