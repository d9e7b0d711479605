import type { Glossary } from './types.js';

/** ko: the one word per term src/i18n/catalogue/ko.ts uses, and the variants it must not. */
export const glossary: Glossary = {
  server: {
    use: '서버',
    replaces: ['써버', '섭서버'],
    note: 'The hosted game server; a Discord server (English "this server" for a guild) is Discord 서버.',
  },
  statusBoard: {
    use: '상태 보드',
    replaces: ['상태판', '상태 게시판', '현황판', '스테이터스 보드', '대시보드'],
  },
  alert: {
    use: '알림',
    replaces: ['경고', '경보', '얼럿', '얼러트'],
    note: 'Ops notices are 안내; 경고 would read as a warning given to a member.',
  },
  subscription: { use: '구독', replaces: ['가입', '신청'] },
  provisioning: {
    use: '프로비저닝',
    replaces: ['프로비져닝', '설치 중', '구축 중', '셋업'],
    note: "Never 설치, which is the mod install; the API's install_failed is 프로비저닝 실패.",
  },
  install: { use: '설치', replaces: ['인스톨'] },
  mod: { use: '모드', replaces: ['모듈', '모딩'] },
  plugin: { use: '플러그인', replaces: ['확장 기능', '플러그 인'] },
  addon: {
    use: '애드온',
    replaces: ['에드온', '부가 기능', '추가 기능'],
    note: 'The mods addon is 모드 애드온.',
  },
  plan: {
    use: '요금제',
    replaces: ['플랜', '계획'],
    note: 'Plan names Budget and Premium stay as the product writes them.',
  },
  suspended: {
    use: '이용 정지',
    replaces: ['서스펜드', '사용 정지', '계정 정지'],
    note: 'Stopped is 중지됨, paused (alerts, boards) 일시 중지: three different words.',
  },
  resources: { use: '리소스', replaces: ['자원'] },
  activity: { use: '활동', replaces: ['액티비티', '작업 내역'] },
  usageWatch: {
    use: '사용률 감시',
    replaces: ['사용량 감시', '사용량 모니터', '사용률 모니터'],
    note: 'Usage is 사용률 throughout (사용률 알림, 사용률 차트).',
  },
  threshold: { use: '임계값', replaces: ['임계치', '한계값', '문턱값'] },
  hostingApi: { use: '호스팅 API', replaces: ['호스팅API', '호스팅 에이피아이'] },
  hostingPanel: { use: '호스팅 패널', replaces: ['관리 패널', '제어판', '컨트롤 패널'] },
  guild: {
    use: 'Discord 서버',
    replaces: ['길드', '디스코드 서버'],
    note: 'Discord calls a guild 서버; the catalogue adds Discord to tell it from the game server.',
  },
  member: { use: '멤버', replaces: ['회원', '구성원'] },
  role: { use: '역할', replaces: ['역활', '롤 '] },
  manageServer: {
    use: '서버 관리하기',
    replaces: ['서버관리', '서버 관리 권한', '서버 매니저'],
    note: "Discord's own name of the permission.",
  },
};
