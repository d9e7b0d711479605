import type { Glossary } from './types.js';

/** zh-TW: Taiwan's vocabulary, never the mainland's (伺服器, 資源, 設定, 訊息, 模組). */
export const glossary: Glossary = {
  server: {
    use: '伺服器',
    replaces: ['服务器', '服務器', '伺服机'],
    note: 'A game server; counted with 台 (3 台伺服器).',
  },
  statusBoard: {
    use: '狀態看板',
    replaces: ['状态', '狀態面板', '狀態板', '儀表板'],
    note: '面板 is kept for the hosting panel only.',
  },
  alert: { use: '警示', replaces: ['警报', '警報', '告警', '提醒'] },
  subscription: { use: '訂閱', replaces: ['订阅', '訂購'] },
  provisioning: {
    use: '佈建',
    replaces: ['配置', '部署', '开通', '開通', '布建'],
    note: 'Setting up a new server; 安裝 is kept for installing mods.',
  },
  install: { use: '安裝', replaces: ['安装', '裝設'] },
  mod: { use: '模組', replaces: ['模组', '模块', '模塊'] },
  plugin: {
    use: '外掛程式',
    replaces: ['插件', '扩展', '擴充功能'],
    note: 'Taiwan’s standard word; 插件 is the mainland’s (though Taiwanese Minecraft players say it too).',
  },
  addon: {
    use: '加購項目',
    replaces: ['附加组件', '附加元件', '附加功能', '擴充包', '加值'],
    note: 'The paid mods addon of a hosting plan, not a software add-on.',
  },
  plan: { use: '方案', replaces: ['套餐', '计划', '計劃', '計畫'] },
  suspended: {
    use: '停權',
    replaces: ['暂停', '冻结', '凍結', '封停', '封鎖'],
    note: 'Suspended by the host (已停權, 解除停權); 暫停 is kept for a paused board or subscription.',
  },
  resources: { use: '資源', replaces: ['资源'] },
  activity: {
    use: '活動紀錄',
    replaces: ['活动', '动态', '活動記錄'],
    note: 'Taiwan writes 紀錄 for a record (稽核紀錄, DNS 紀錄).',
  },
  usageWatch: { use: '用量監看', replaces: ['监控', '監控', '使用量', '使用率'] },
  threshold: { use: '門檻', replaces: ['阈值', '閾值', '临界值', '臨界值', '門限'] },
  hostingApi: {
    use: '託管 API',
    replaces: ['托管', '主机', '主機代管', 'hosting api'],
    note: 'The hosting provider is 託管服務商.',
  },
  hostingPanel: { use: '託管面板', replaces: ['控制面板', '控制台', '管理面板'] },
  guild: {
    use: 'Discord 伺服器',
    replaces: ['公會', '公会', '群組', '社團'],
    note: 'Discord’s own word is 伺服器; "Discord" is added to keep it apart from a game server.',
  },
  member: { use: '成員', replaces: ['成员', '會員'] },
  role: {
    use: '身分組',
    replaces: ['身份组', '身份組', '角色'],
    note: 'As Discord’s Taiwan client spells it.',
  },
  manageServer: {
    use: '管理伺服器',
    replaces: ['管理服务器', '管理服務器', '伺服器管理'],
    note: 'Quoted 「管理伺服器」, as Discord names the permission.',
  },
};
