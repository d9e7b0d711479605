import type { Glossary } from './types.js';

/** zh-CN: the one word per term src/i18n/catalogue/zh-CN.ts uses, and the variants it must not. */
export const glossary: Glossary = {
  server: {
    use: '服务器',
    replaces: ['伺服器', '服務器', '服务端'],
    note: 'The hosted game server (伺服器 is the Taiwan word); a Discord server is Discord 服务器.',
  },
  statusBoard: { use: '状态看板', replaces: ['状态面板', '状态板', '仪表盘', '状态栏'] },
  alert: {
    use: '告警',
    replaces: ['警报', '报警', '警告'],
    note: 'As Chinese monitoring consoles write it; ops notices are 通知.',
  },
  subscription: { use: '订阅', replaces: ['订购', '预订'] },
  provisioning: {
    use: '开通',
    replaces: ['预配', '置备', '供应', '配置中'],
    note: "Never 安装, which is the mod install; the API's install_failed is 开通失败.",
  },
  install: { use: '安装', replaces: ['装载', '加装', '安裝'] },
  mod: { use: '模组', replaces: ['模块', '模組', '模改'] },
  plugin: { use: '插件', replaces: ['外挂', '扩展程序', '外掛'] },
  addon: {
    use: '附加组件',
    replaces: ['加载项', '附加服务', '增值服务', '附加元件'],
    note: 'The mods addon is 模组附加组件.',
  },
  plan: {
    use: '套餐',
    replaces: ['计划', '方案', '方案等级'],
    note: 'The pricing plan is 价格套餐; plan names Budget and Premium stay as the product writes them.',
  },
  suspended: {
    use: '停用',
    replaces: ['冻结', '挂起', '暂停服务'],
    note: 'Stopped is 已停止, paused (alerts, boards) 暂停: three different words.',
  },
  resources: { use: '资源', replaces: ['資源', '资源包'] },
  activity: { use: '动态', replaces: ['活动', '活躍', '活跃度'] },
  usageWatch: {
    use: '使用率监控',
    replaces: ['用量监视', '使用量监控', '占用监控'],
    note: 'Usage is 使用率 throughout (使用率告警, 使用率图表).',
  },
  threshold: { use: '阈值', replaces: ['阀值', '门限', '临界值'] },
  hostingApi: { use: '托管 API', replaces: ['托管API', '主机 API', '托管接口'] },
  hostingPanel: { use: '托管面板', replaces: ['控制面板', '管理面板', '托管后台'] },
  guild: {
    use: 'Discord 服务器',
    replaces: ['公会', '群组', 'Discord服务器'],
    note: 'Discord calls a guild 服务器; the catalogue adds Discord to tell it from the game server.',
  },
  member: { use: '成员', replaces: ['会员', '群成员'] },
  role: {
    use: '身份组',
    replaces: ['角色', '职位', '身分组'],
    note: 'As Discord names roles in Simplified Chinese.',
  },
  manageServer: {
    use: '管理服务器',
    replaces: ['服务器管理', '管理伺服器'],
    note: "Discord's own name of the permission, quoted “管理服务器”.",
  },
};
