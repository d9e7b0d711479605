import type { Glossary } from './types.js';

/** ja: the one word per term src/i18n/catalogue/ja.ts uses, and the variants it must not. */
export const glossary: Glossary = {
  server: {
    use: 'サーバー',
    replaces: ['鯖', 'サーヴァー', 'ゲーム鯖'],
    note: 'The hosted game server; a Discord server (English "this server" for a guild) is Discordサーバー.',
  },
  statusBoard: {
    use: 'ステータスボード',
    replaces: ['ステータス掲示板', '状態ボード', 'ステータスパネル', 'ダッシュボード'],
  },
  alert: {
    use: 'アラート',
    replaces: ['警告', '警報', 'アラーム'],
    note: '通知 is left for Discord notifications; ops notices are お知らせ.',
  },
  subscription: {
    use: 'アラート登録',
    replaces: ['購読', 'サブスクリプション', 'サブスク'],
    note: 'サブスクリプション reads as a paid subscription next to プラン.',
  },
  provisioning: {
    use: 'セットアップ',
    replaces: ['プロビジョニング', 'プロビジョン', '構築中', 'インストール中'],
    note: 'Never インストール, which is the mod install.',
  },
  install: { use: 'インストール', replaces: ['導入', 'インストゥール'] },
  mod: { use: 'MOD', replaces: ['モッド', 'モジュール'], note: 'Japanese players write MOD in capitals.' },
  plugin: { use: 'プラグイン', replaces: ['拡張機能', 'プラグ・イン'] },
  addon: {
    use: 'アドオン',
    replaces: ['追加機能', 'オプション機能', 'アド・オン'],
    note: 'The mods addon is MODアドオン.',
  },
  plan: { use: 'プラン', replaces: ['料金体系', '契約内容'], note: 'The pricing plan is 料金プラン.' },
  suspended: {
    use: '利用停止',
    replaces: ['一時停止', '凍結', 'サスペンド'],
    note: 'Stopped is 停止, paused (alerts, boards) is 休止: three different words.',
  },
  resources: { use: 'リソース', replaces: ['資源'] },
  activity: { use: 'アクティビティ', replaces: ['活動履歴', '操作履歴'] },
  usageWatch: {
    use: '使用率監視',
    replaces: ['使用量の監視', '利用状況の監視', '使用状況監視'],
    note: 'Usage is 使用率 throughout (usage alert 使用率アラート, usage chart 使用率グラフ).',
  },
  threshold: { use: 'しきい値', replaces: ['閾値', 'スレッショルド', '上限値'] },
  hostingApi: { use: 'ホスティングAPI', replaces: ['ホスティング API', 'ホスティングのAPI'] },
  hostingPanel: { use: 'ホスティングパネル', replaces: ['管理パネル', 'コントロールパネル', '管理画面'] },
  guild: {
    use: 'Discordサーバー',
    replaces: ['ギルド'],
    note: 'Discord calls a guild サーバー; the catalogue adds Discord to tell it from the game server.',
  },
  member: { use: 'メンバー', replaces: ['会員', '参加者'] },
  role: { use: 'ロール', replaces: ['役職', '役割'], note: 'As Discord names roles in Japanese.' },
  manageServer: {
    use: 'サーバー管理',
    replaces: ['「サーバーの管理」', '「サーバーを管理」', 'サーバー管理権限'],
    note: "Discord's own name of the permission, quoted 「サーバー管理」.",
  },
};
