import type { Glossary } from './types.js';

/** The words tr uses for the domain's terms; docs/translations/tr.md gives the reasons. */
export const glossary: Glossary = {
  server: { use: 'sunucu', replaces: [] },
  statusBoard: { use: 'durum panosu', replaces: ['durum paneli'] },
  alert: { use: 'uyarı', replaces: ['bildirim'] },
  subscription: { use: 'abonelik', replaces: [] },
  provisioning: { use: 'hazırlama', replaces: ['kurulum', 'kuruluyor', 'kuruldu'] },
  install: { use: 'yüklemek', replaces: ['kurulamaz', 'mod kurdu', 'kurulan'] },
  mod: { use: 'mod', replaces: [] },
  plugin: { use: 'eklenti', replaces: ['plugin'] },
  addon: {
    use: 'ek paket (mod ek paketi)',
    replaces: ['mod eklentisi', 'eklenti paketi', 'addon', 'eklentiler, her biri'],
  },
  plan: { use: 'plan', replaces: ['paket planı', 'tarife'] },
  suspended: { use: 'askıda', replaces: ['askının'] },
  resources: { use: 'kaynaklar', replaces: [] },
  activity: { use: 'etkinlik', replaces: [] },
  usageWatch: { use: 'kullanım takibi', replaces: ['kullanım izlemesi'] },
  threshold: { use: 'eşik', replaces: [] },
  hostingApi: { use: 'hosting API’si', replaces: ['barındırma API'] },
  hostingPanel: { use: 'hosting paneli', replaces: ['barındırma panel'] },
  guild: { use: 'Discord sunucusu', replaces: ['lonca'] },
  member: { use: 'üye', replaces: [] },
  role: { use: 'rol', replaces: [] },
  manageServer: { use: 'Sunucuyu Yönet', replaces: ['Sunucu Yönet '] },
};
