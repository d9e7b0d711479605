import type { CatalogueOf } from './en-US.js';

/**
 * ko: the same keys as en-US.ts, in the same sections. Formal polite 합니다/하세요; command descriptions end in
 * 〜합니다. A particle after a placeholder is one that fits any name (의, 에, 에서) or is written both ways
 * (을(를), 이(가)) as Korean software does, since the name's last sound is not known. Terms as in
 * ../glossary/ko.ts.
 */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# 요청 ID: `{requestId}`',
  'error.serverNotFound':
    '해당 서버가 없거나 여기에서 사용할 수 없습니다. 추천 목록에서 선택하거나 ID를 확인하세요.',
  'error.api.VALIDATION_ERROR':
    '호스팅 API가 요청을 유효하지 않은 것으로 거부했습니다. 값을 확인하고 다시 시도하세요.',
  'error.api.LIMIT_EXCEEDED':
    '이 계정의 할당량에 도달했습니다. 사용하지 않는 항목을 삭제하거나 호스팅 업체에 할당량 상향을 요청하세요.',
  'error.api.NO_CHANGE': '변경된 내용이 없습니다. 서버가 이미 그 크기입니다. 다른 값을 선택하세요.',
  'error.api.INVALID_RAM':
    'RAM은 0.5 GB 단위의 양수여야 합니다(예: 2, 2.5, 3). 값을 조정하고 다시 시도하세요.',
  'error.api.BELOW_MIN_RAM':
    '이 RAM은 요금제의 최솟값보다 적습니다. 최솟값은 호스팅 패널의 요금제 정보에 나와 있습니다. RAM을 늘리세요.',
  'error.api.ABOVE_MAX_RAM':
    '이 RAM은 요금제의 최댓값보다 많습니다. 최댓값은 호스팅 패널의 요금제 정보에 나와 있습니다. RAM을 줄이세요.',
  'error.api.RAM_LIMIT_EXCEEDED':
    '호스팅 계정의 전체 RAM 한도를 넘게 됩니다. 먼저 다른 서버를 줄이거나 삭제하거나, 한도를 늘리세요.',
  'error.api.DISK_USAGE_EXCEEDED':
    '서버가 더 작은 크기에서 허용되는 것보다 많은 디스크를 사용하고 있어 다운그레이드할 수 없습니다. 먼저 서버의 디스크 공간을 확보하세요.',
  'error.api.AUTH_REQUIRED':
    '호스팅 API가 봇의 API 키를 거부했습니다. 관리자가 HOSTING_API_KEY를 확인해야 합니다.',
  'error.api.FORBIDDEN':
    '봇의 API 키에는 이 작업을 할 권한이 없습니다. 호스팅 업체에 봇에게 이 권한을 부여해 달라고 요청하세요.',
  'error.api.ADDON_REQUIRED':
    '모드와 플러그인을 사용하려면 이 서버에 모드 애드온이나 Premium 요금제가 필요합니다. 호스팅 업체에 모드 애드온을 활성화하거나 서버를 Premium으로 변경해 달라고 요청하세요.',
  'error.api.FEATURE_UNAVAILABLE':
    '이 기능은 서버의 요금제에서 사용할 수 없습니다. 호스팅 업체에 이 기능이 포함된 상위 요금제로 서버를 변경해 달라고 요청하세요.',
  'error.api.DISTRIBUTION_RESTRICTED':
    '모드 제작자가 제3자 다운로드를 금지하여 자동으로 설치할 수 없습니다. 모드 페이지에서 다운로드한 다음 서버에 직접 업로드하세요.',
  'error.api.USER_NOT_FOUND': '서버에서 해당 사용자를 찾을 수 없습니다. 이름을 확인하고 다시 시도하세요.',
  'error.api.NOT_FOUND':
    '카탈로그에서 모드나 파일을 찾을 수 없습니다. 삭제되었을 수 있습니다. 다시 검색하여 목록에 있는 파일을 선택하세요.',
  'error.api.CONFLICT':
    '같은 순간에 다른 사람이 이 서버를 변경하여 아무것도 적용되지 않았습니다. 현재 상태를 확인하고 다시 시도하세요.',
  'error.api.SERVER_SUSPENDED':
    '서버가 이용 정지되어 변경할 수 없습니다. 호스팅 업체에 이용 정지 해제를 요청하세요.',
  'error.api.SERVER_INSTALLING': '서버가 아직 프로비저닝 중입니다. 준비가 끝나면 다시 시도하세요.',
  'error.api.ALREADY_EXISTS': '이미 존재하므로 새로 만든 것이 없습니다.',
  'error.api.LIMIT_REACHED':
    '호스팅 패널의 한도에 도달했습니다. 사용하지 않는 항목을 삭제하거나 호스팅 업체에 한도 상향을 요청하세요.',
  'error.api.CONFIG_ERROR':
    '호스팅 플랫폼에 이 작업을 위한 설정이 없습니다. 호스팅 업체에 문의하면서 요청 ID를 알려 주세요.',
  'error.api.INTERNAL_ERROR':
    '호스팅 API 내부에서 오류가 발생했습니다. 잠시 후 다시 시도하세요. 계속 실패하면 요청 ID와 함께 호스팅 업체에 문의하세요.',
  'error.api.UPLOAD_FAILED':
    '모드를 가져왔지만 서버에 업로드하지 못했습니다. 다시 시도하세요. 계속 실패하면 서버가 실행 중이고 디스크 여유 공간이 있는지 확인하세요.',
  'error.api.SERVICE_UNAVAILABLE':
    '호스팅 플랫폼에 지금 여유 용량이 없거나(노드나 포트 없음) 패널에 연결할 수 없습니다. 나중에 다시 시도하세요.',
  'error.ops.SERVER_SUSPENDED':
    '서버가 이용 정지되어 변경할 수 없습니다. 호스팅 패널에서 이용 정지를 해제한 다음(보통 연결된 결제에서 처리됩니다) 다시 시도하세요.',
  'error.ops.ADDON_REQUIRED':
    '모드와 플러그인을 사용하려면 이 서버에 모드 애드온이나 Premium 요금제가 필요합니다. 호스팅 패널에서 모드 애드온을 활성화하거나 Premium으로 변경한 다음 다시 시도하세요.',
  'error.ops.LIMIT_EXCEEDED':
    '호스팅 계정의 할당량에 도달했습니다. 사용하지 않는 항목을 삭제하거나 호스팅 플랫폼에서 할당량을 늘리세요.',
  'error.ops.LIMIT_REACHED':
    '호스팅 패널의 한도에 도달했습니다. 사용하지 않는 항목을 삭제하거나 호스팅 패널에서 한도를 늘리세요.',
  'error.ops.FORBIDDEN':
    '봇의 API 키에는 이 작업을 할 권한이 없습니다. 호스팅 패널의 API 설정에서 키에 이 권한을 부여하거나 권한이 있는 키를 사용하세요.',
  'error.ops.FEATURE_UNAVAILABLE':
    '이 기능은 서버의 요금제에서 사용할 수 없습니다. 호스팅 패널에서 서버를 상위 요금제로 변경하면 사용할 수 있습니다.',
  'error.ops.CONFIG_ERROR':
    '호스팅 플랫폼에 이 작업을 위한 설정이 없습니다. 호스팅 플랫폼 지원팀에 문의하면서 요청 ID를 알려 주세요.',
  'error.ops.INTERNAL_ERROR':
    '호스팅 API 내부에서 오류가 발생했습니다. 잠시 후 다시 시도하세요. 계속 실패하면 요청 ID와 함께 호스팅 플랫폼 지원팀에 문의하세요.',
  'error.ramBelowPlan': '이 RAM은 요금제의 최솟값 {bound}보다 적습니다. {bound} 이상을 선택하세요.',
  'error.ramAbovePlan': '이 RAM은 요금제의 최댓값 {bound}보다 많습니다. {bound} 이하를 선택하세요.',
  'error.client.RATE_LIMITED':
    '호스팅 API가 지금 봇의 요청 속도를 제한하고 있습니다. 1분 정도 기다린 후 다시 시도하세요.',
  'error.client.NETWORK_ERROR': '봇이 호스팅 API에 연결하지 못했습니다. 잠시 후 다시 시도하세요.',
  'error.client.TIMEOUT':
    '호스팅 API가 제시간에 응답하지 않았습니다. 작업이 실행되었을 수도 있으니 반복하기 전에 확인하세요.',
  'error.client.ABORTED': '요청이 완료되기 전에 취소되었습니다. 다시 시도하세요.',
  'error.client.INVALID_RESPONSE':
    '호스팅 API가 봇이 이해할 수 없는 응답을 보냈습니다. 다시 시도하세요. 문제가 계속되면 요청 ID를 알려 주세요.',
  'error.client.RESPONSE_TOO_LARGE':
    '호스팅 API가 읽기에 너무 큰 응답을 보내 봇이 읽기를 중단했습니다. 검색 범위를 좁혀 다시 시도하세요. 문제가 계속되면 요청 ID를 알려 주세요.',
  'error.tenantBusy':
    '지금 이 Discord 서버에서 요청이 너무 많습니다. {seconds, number}초 후에 다시 시도하세요.',
  'error.store.read':
    '봇이 데이터베이스를 읽을 수 없어 지금은 이 작업을 할 수 없습니다. 변경된 내용은 없습니다. 1분 후에 다시 시도하세요.',
  'error.store.write':
    '변경 사항이 저장되지 않았습니다. 봇의 데이터베이스가 응답하지 않습니다. 변경된 내용은 없습니다. 1분 후에 다시 시도하세요.',
  'error.api.failed': '호스팅 API에서 오류가 발생했습니다(HTTP {status}). 잠시 후 다시 시도하세요.',
  'error.api.refused': '호스팅 API가 요청을 거부했습니다({code}). 값을 확인하고 다시 시도하세요.',
  'error.internal': '봇 내부에서 문제가 발생했습니다. 개발팀에 로그로 알렸습니다. 다시 시도하세요.',
  'validation.text': '{field}: 텍스트여야 합니다.',
  'validation.required': '{field}: 필수 항목입니다.',
  'validation.tooLong': '{field}: 최대 {max, number}자까지 입력할 수 있습니다.',
  'validation.wholeNumberAtLeast': '{field}: {min, number} 이상의 정수여야 합니다.',
  'validation.wholeNumberBetween': '{field}: {min, number}에서 {max, number} 사이의 정수여야 합니다.',
  'validation.oneOf': '{field}: 다음 중 하나여야 합니다: {values}.',
  'validation.ramNumber': 'RAM은 GB 단위의 숫자여야 합니다.',
  'validation.ramSteps': 'RAM은 0.5 GB의 양의 배수여야 합니다(예: 2, 2.5, 3).',
  'validation.serverId': '올바른 서버 ID가 아닙니다.',
  'validation.providerId': '{field}: 비어 있지 않은 ID여야 합니다.',
  'validation.boolean': '{field}: true 또는 false여야 합니다.',
  'validation.addons': '애드온은 각각 선택 여부가 표시된 목록이어야 합니다.',
  'validation.disk': '디스크는 GB 단위의 양수여야 합니다.',
  'validation.emptyUpdate': '변경할 RAM, 디스크, 외부 참조 중 하나 이상을 입력하세요.',
  'validation.object': '{field}: 객체여야 합니다.',
  'validation.invalid': '봇이 요청을 보내기 전에 스스로 유효하지 않다고 판단했습니다. 다시 시도하세요.',

  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number}일 {hours, number}시간',
  'unit.days': '{days, number}일',
  'unit.hoursMinutes': '{hours, number}시간 {minutes, number}분',
  'unit.hours': '{hours, number}시간',
  'unit.minutes': '{minutes, number}분',
  'unit.seconds': '{seconds, number}초',

  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    '이 명령어는 더 이상 여기에서 사용할 수 없습니다. Discord가 이전 목록을 보여 주고 있을 수 있습니다. 1분 후에 다시 시도하세요.',
  'interaction.staleComponent':
    '이 버튼은 이전 버전의 봇에서 만들어져 더 이상 작동하지 않습니다. 명령어를 다시 실행하세요.',
  'interaction.guildsOnly': '이 봇은 Discord 서버 안에서만 작동합니다.',
  'confirmation.retiredKind':
    '이 확인은 봇이 더 이상 제공하지 않는 작업에 대한 것입니다. 변경된 내용은 없습니다.',
  'permission.viewChannel': '채널 보기',
  'permission.sendMessages': '메시지 보내기',
  'permission.embedLinks': '링크 첨부',
  'permission.cannotPost':
    '봇이 {channel}에 게시할 수 없습니다. 그 채널에서 {permissions} 권한이 필요합니다. 채널 권한에서 부여하거나 다른 채널을 선택한 다음 명령어를 다시 실행하세요.',
  'quota.subscriptions':
    '이 Discord 서버는 알림 구독 한도({limit}개)에 도달했습니다. 먼저 `/alerts unsubscribe`로 하나를 삭제하거나 봇 운영자에게 한도 상향을 요청하세요.',
  'quota.boards':
    '이 Discord 서버는 상태 보드 한도({limit}개)에 도달했습니다. 먼저 `/board remove`로 하나를 삭제하거나 봇 운영자에게 한도 상향을 요청하세요.',
  'quota.usageWatches':
    '이 Discord 서버는 사용률 감시 한도({limit}개)에 도달했습니다. 먼저 `/alerts unsubscribe kind:usage`로 하나를 삭제하거나 봇 운영자에게 한도 ' +
    '상향을 요청하세요.',
  'interaction.rateLimitWait':
    '⏳ 호스팅 API가 봇의 요청 속도를 제한하고 있습니다. API가 다시 요청을 받는 즉시({when}) 답변이 이어집니다.',
  'confirmation.ask': '{member} 님, 확인해 주세요. 이 확인 요청은 {expiresIn} 만료됩니다.',
  'confirmation.onlyAsker': '요청한 멤버만 확인할 수 있습니다.',
  'confirmation.confirm': '확인',
  'confirmation.cancel': '취소',
  'confirmation.working': '⏳ 처리 중…',
  'confirmation.cancelled': '✖️ 취소했습니다. 변경된 내용은 없습니다.',
  'confirmation.promptExpired': '⌛ 이 확인 요청이 만료되었습니다. 변경된 내용은 없습니다.',
  'confirmation.expired':
    '⌛ 이 확인 요청이 만료되었거나 더 이상 기록에 없습니다. 변경된 내용은 없습니다. 명령어를 다시 실행하세요.',
  'confirmation.foreign': '요청한 멤버만 확인하거나 취소할 수 있습니다.',
  'confirmation.used': '이 확인 요청은 이미 사용되었습니다.',
  'page.previous': '이전',
  'page.next': '다음',
  'limits.andMore': '…외 {count, plural, other {#개}}',
  'limits.notShown': '{count, plural, other {표시되지 않은 항목 #개}}',
  'option.server': '서버(추천 항목을 선택하거나 ID를 붙여넣기)',
  'option.guild_id': '커뮤니티 Discord 서버(봇이 있는 서버를 선택하거나 ID를 붙여넣기)',
  'command.access': '어떤 Discord 서버가 어떤 서버를 볼 수 있는지, 누가 봇으로 무엇을 할 수 있는지 정합니다',
  'command.access.link': '커뮤니티 Discord 서버가 서버를 보고 관리할 수 있게 합니다',
  'command.access.unlink': '커뮤니티 Discord 서버가 서버를 더 이상 볼 수 없게 합니다',
  'command.access.list': '어떤 Discord 서버가 어떤 서버를 볼 수 있는지 보여 줍니다',
  'command.access.list.guild_id': '이 커뮤니티 Discord 서버만(선택하거나 ID를 붙여넣기)',
  'access.linked': '🔗 {server}을(를) {guild}에 연결했습니다.',
  'access.alreadyLinked': '**{name}**은(는) 이미 {guild}에 연결되어 있습니다.',
  'access.membersSeeIt': '이제 멤버의 명령어에 각자의 권한 등급에 따라 이 서버가 표시됩니다.',
  'access.botNotInGuild':
    '봇이 아직 그 Discord 서버에 없습니다. 봇을 초대하면 참가하는 즉시 명령어가 표시됩니다.',
  'access.unlinked':
    '✂️ {server}와(과) {guild}의 연결을 해제했습니다. 이제 그 Discord 서버에서는 이 서버를 보거나 조작할 수 없습니다.',
  'access.notLinked': '{server}은(는) {guild}에 연결되어 있지 않았습니다. 변경된 내용은 없습니다.',
  'access.guildHasNoLinks': '{guild}에 연결된 서버가 없습니다.',
  'access.noLinks':
    '아직 어떤 서버에도 커뮤니티 Discord 서버가 연결되지 않았습니다. `/access link`를 사용하세요.',
  'access.title': 'Discord 서버 접근 권한',
  'access.guildNotJoined': 'Discord 서버 {guildId}(봇이 없음)',
  'access.moreGuilds':
    'Discord 서버 {count, plural, other {#개}}가 더 연결되어 있습니다. guild_id로 하나를 선택하면 그 서버 목록을 볼 수 있습니다.',
  'permission.lost.unknownChannel': '채널이 삭제되었습니다',
  'permission.lost.missingAccess': '봇이 채널에 접근할 수 없게 되었습니다',
  'permission.lost.missingPermissions': '봇에게 그곳에 게시할 권한이 없습니다',

  'permission.lacking': '봇에게 그곳의 {permissions} 권한이 없습니다',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    '변경할 내용이 없습니다. ram, disk, external_reference 중 하나 이상을 입력하세요.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': '디스크 {before} → {after}',
  'server.update.changedReference': '외부 참조 “{before}” → “{after}”',
  'server.update.changedStatus': '상태 {before} → {after}',
  'server.update.concurrentChange':
    '업데이트하는 동안 다른 사람이 이 서버를 변경하여({changes}) 변경 사항이 적용되지 않았습니다. 새 값을 확인하고 명령어를 다시 실행하세요.',
  'server.update.concurrentUnseenChange':
    '업데이트하는 동안 다른 사람이 이 서버를 변경하여 변경 사항이 적용되지 않았습니다. `/server info`로 현재 값을 확인하고 명령어를 다시 실행하세요.',
  'server.update.done': '✅ {server} 업데이트 완료',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': '디스크: {before} → {after}',
  'server.update.lineReference': '외부 참조: {before} → {after}',
  'server.update.noReference': '없음',
  'server.update.unchanged': '이미 이 값이었습니다. 변경된 내용은 없습니다.',
  'command.server': '호스팅 중인 게임 서버를 만들고, 확인하고, 크기를 바꾸고, 삭제합니다',
  'command.server.list': '필터와 정렬을 적용해 서버 목록을 보여 줍니다',
  'command.server.list.status': '이 상태의 서버만(선택하거나 다른 값 입력)',
  'command.server.list.game': '이 게임의 서버만',
  'command.server.list.search': '이름에 이 텍스트가 포함된 서버',
  'command.server.list.sort': '정렬 기준',
  'command.server.list.sort.createdAt': '생성 시각',
  'command.server.list.sort.name': '이름',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': '상태',
  'command.server.list.order': '정렬 순서',
  'command.server.list.order.asc': '오름차순',
  'command.server.list.order.desc': '내림차순',
  'command.server.info': '서버의 상태, 요금제, 한도, 애드온, 버전을 보여 줍니다',
  'command.server.create': '서버를 만듭니다. 프로비저닝은 백그라운드에서 계속됩니다',
  'command.server.create.name': '서버 이름',
  'command.server.create.ram': 'RAM(GB, 0.5 단위)',
  'command.server.create.game': '게임 ID(기본값: API 기본값)',
  'command.server.create.game_type': '게임 종류(기본값: API 기본값)',
  'command.server.create.game_version': '게임 버전(기본값: API 기본값)',
  'command.server.create.plan': '요금제(기본값: Premium)',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': '모드 애드온 선택',
  'command.server.create.external_reference': '내 참조 정보(예: 주문 ID)',
  'command.server.update': '서버 크기나 외부 참조를 변경합니다',
  'command.server.update.ram': '새 RAM(GB, 0.5 단위)',
  'command.server.update.disk': '새 디스크 용량(GB)',
  'command.server.update.external_reference': '새 외부 참조',
  'command.server.delete': '서버를 영구 삭제합니다(확인 필요)',
  'command.server.resources':
    '현재 CPU, 메모리, 디스크, 네트워크, 가동 시간을 사용률 차트와 함께 보여 줍니다',
  'command.server.resources.hours': '사용률 차트 기간(시간, 1~24, 기본값 6)',
  'command.server.activity': '최근 활동(생성, 크기 변경, 설치 등)을 보여 줍니다',
  'server.list.expired': '이 목록은 만료되었습니다. `/server list`를 다시 실행하세요.',
  'server.list.title': '서버',
  'server.list.empty': '조건에 맞는 서버가 없습니다.',
  'server.list.pageOf': '{pages, number}페이지 중 {page, number}페이지 · {total, plural, other {서버 #대}}',
  'server.list.page': '{page, number}페이지',
  'server.list.filterStatus': '상태: {status}',
  'server.list.filterGame': '게임: {game}',
  'server.list.filterSearch': '이름에 “{search}” 포함',
  'server.list.filterSort': '정렬: {sort}',
  'server.list.filterAscending': '오름차순',
  'server.list.filterDescending': '내림차순',
  'server.info.connect': '🔌 접속 주소: {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 {when} 호스팅 패널에서 읽음 · 다시 읽는 중…',
  'server.info.lastReadOnly': '🕓 {when} 호스팅 패널에서 읽음',
  'server.field.status': '상태',
  'server.field.plan': '요금제',
  'server.field.ram': 'RAM',
  'server.field.disk': '디스크',
  'server.field.game': '게임',
  'server.field.externalReference': '외부 참조',
  'server.field.created': '생성일',
  'server.field.addons': '애드온',
  'server.field.limits': '한도',
  'server.field.serverId': '서버 ID',
  'server.create.title': '{symbol} 프로비저닝 시작: {name}',
  'server.create.description':
    '서버를 프로비저닝하고 있습니다. 준비가 끝나거나 프로비저닝에 실패하면 이 메시지가 업데이트됩니다.',
  'server.create.idPending': '곧 할당됩니다',
  'server.delete.done': '🗑️ **{name}** {id}을(를) 데이터, 백업, DNS 레코드와 함께 삭제했습니다.',
  'server.delete.confirm': '영구 삭제',
  'server.delete.title': '{name}을(를) 삭제할까요?',
  'server.delete.prompt':
    '**{name}** {id}을(를) 영구 삭제합니다.\n\n모든 데이터, 백업, DNS 레코드가 패널, SFTP, DNS에서 삭제됩니다. **되돌리거나 복원할 수 없습니다.**',
  'server.alertButton.info': '서버 정보',
  'server.alertButton.resources': '리소스',
  'server.alertButton.acknowledge': '담당하기',
  'alerts.ack.field': '담당 중',
  'alerts.ack.by': '{member} 님이 {ago}에 이 알림을 맡았습니다.',
  'alerts.ack.taken': '{member} 님이 이미 {ago}에 이 알림을 맡았습니다.',
  'alerts.ack.after': '{member} 님이 시작 후 {duration} 만에 이 알림을 맡았습니다.',
  'alerts.ack.afterSome':
    '{member} 님이 이 중 {count, plural, other {서버 #대}}의 장애를 시작 후 {duration} 만에 맡았습니다.',
  'server.alertButton.showAll': '모두 보기',
  'server.alertGroup.gone':
    '이 묶음 게시물의 목록은 더 이상 보관되지 않습니다. `/server list`에서 모든 서버를 볼 수 있습니다.',
  'availability.name': '가용성',
  'availability.notWatched':
    '아직 감시하지 않습니다. 이 서버에서 `/alerts subscribe events:status`를 실행하면 감시가 시작됩니다.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages': '{outages, plural, =0 {중단 없음} other {중단 #회, {downtime}}}',
  'availability.watchedFor': '지금까지 {watched} 동안 감시: {availability}',
  'availability.day': '24시간: {availability}',
  'availability.week': '7일: {availability}',
  'availability.sinceWatching': '{watched} 전 감시 시작 이후: {availability}',

  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': '디스크',
  'resources.title': '리소스 · {name}',
  'resources.description': 'ID {id} · 측정: {sampled}',
  'resources.noFigures': 'API가 사용률 수치를 보내지 않았습니다.',
  'resources.field.state': '상태',
  'resources.field.memory': '메모리',
  'resources.field.network': '네트워크',
  'resources.field.uptime': '가동 시간',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} / {limit}',
  'resources.noChartYet':
    '아직 사용률 차트가 없습니다. 봇은 감시 중인 서버의 사용률만 측정합니다. 이 서버에서 `/alerts usage`를 실행하면(또는 `/board`에 올리면) 그때부터 차트가 ' +
    '채워집니다.',
  'resources.noFiguresInSpan':
    '최근 {hours, number}시간의 사용률 수치가 없습니다. 측정은 {first}에 시작했고 마지막 측정은 {last}입니다.',
  'resources.usageOver': '최근 {hours, number}시간의 사용률({first}부터 측정, 마지막 측정 {last}).',
  'resources.playersLine':
    '최근 {hours, number}시간 동안 접속한 플레이어 수(봇의 확인에 게임이 응답한 값, 오른쪽 축).',
  'chart.title': '{title} · 최근 {hours, number}시간',
  'chart.now': '현재',
  'chart.hoursTick': '{hours, number, ::.##}시간',
  'chart.hoursAxis': '현재로부터 시간({time} UTC)',
  'chart.usageAxis': '사용률(%)',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric}(%)',
  'chart.players': '플레이어',
  'chart.playersAxis': '접속 중인 플레이어',
  'fields.yes': '예',
  'fields.no': '아니요',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 응답 중({latency, number} ms)',
  'game.checkedAgo': '{when} 확인',
  'game.notAnsweringSince': '🔴 {since}부터 응답 없음',
  'game.notAnswering': '🔴 응답 없음({when} 확인)',
  'game.noAnswerInTime': '⏳ 게임이 제시간에 응답하지 않았습니다. 잠시 후 다시 시도하세요.',
  'game.notQueried.noAddress': '확인하지 않음: 서버에 접속 주소가 없습니다.',
  'game.notQueried.unknownGame': '확인하지 않음: 봇이 이 게임을 조회할 수 없습니다.',
  'game.notQueried.disabled': '이 봇에서는 게임 조회가 꺼져 있습니다.',
  'game.notQueried.hostNotAllowed': '확인하지 않음: 봇이 이 주소를 조회하도록 허용되지 않았습니다.',
  'game.notQueried.privateAddress': '확인하지 않음: 사설 또는 예약된 주소입니다.',
  'game.notQueried.unresolvable': '확인하지 않음: 주소를 확인할 수 없습니다.',
  'game.notQueried.protocolNotAllowed': '확인하지 않음: 봇이 이 게임의 프로토콜로 조회하지 않습니다.',
  'game.notQueried.httpNotEnabled':
    '확인하지 않음: 이 게임은 HTTP로 조회하는데, 이 봇에서는 HTTP 조회가 꺼져 있습니다.',
  'game.checking': '⏳ 게임을 조회하는 중…',
  'game.playersOnline': '👥 {online, number} / {max, number}명 접속 중',
  'game.peakPlayers': '최근 24시간 최고: {peak, number}명',
  'game.moreNames': '{names} 외 {more, plural, other {#명}}',
  'game.field.server': '게임 서버',
  'game.field.players': '플레이어',
  'game.field.version': '게임 버전',
  'game.field.motd': '오늘의 메시지',
  'game.silentTitle': '🔇 {server}: 게임이 응답하지 않습니다',
  'game.silentText':
    '{server}이(가) 패널에서는 실행 중이지만 게임이 {since}({sinceAt})부터 응답하지 않습니다.',
  'game.silentFooter': '{serverId} · 다시 응답하면 게시합니다',
  'game.answeringTitle': '🔊 {server}: {downtime} 만에 게임이 다시 응답합니다',
  'game.answeringText':
    '{server}의 게임이 다시 응답합니다. {downtime} 동안 응답이 없었습니다({sinceAt}부터).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': '게임 응답 없음',
  'game.fleetPlayers':
    '👥 {servers, plural, other {응답 중인 서버 #대}}에서 {online, plural, other {플레이어 #명}} 접속 중',
  'activity.title': '활동 · {name}',
  'activity.empty': '아직 기록된 활동이 없습니다.',
  'activity.latest': '{total, plural, other {전체 #개 중 최근 {shown, number}개}}',
  'activity.count': '{count, plural, other {#개}}',
  'activity.timeUnknown': '시각 알 수 없음',
  'activity.by': '{what}({actor})',
  'activity.action.created': '서버 생성',
  'activity.action.provisioned': '프로비저닝 완료',
  'activity.action.installFailed': '프로비저닝 실패',
  'activity.action.deleted': '서버 삭제',
  'activity.action.resized': '서버 크기 변경',
  'activity.action.updated': '서버 업데이트',
  'activity.action.suspended': '서버 이용 정지',
  'activity.action.unsuspended': '서버 이용 정지 해제',
  'activity.action.statusChanged': '상태 변경',
  'activity.action.noteAdded': '메모 추가',
  'activity.action.modInstalled': '모드 설치',
  'activity.action.pluginInstalled': '플러그인 설치',
  'activity.action.unknown': '활동',
  'activity.action.reinstalled': '서버 재설치',
  'activity.action.started': '서버 시작',
  'activity.action.stopped': '서버 중지',
  'activity.action.restarted': '서버 재시작',
  'activity.action.modUpdated': '모드 업데이트',
  'activity.action.modRemoved': '모드 제거',
  'activity.action.pluginUpdated': '플러그인 업데이트',
  'activity.action.pluginRemoved': '플러그인 제거',
  'activity.action.backupCreated': '백업 생성',
  'activity.action.backupRestored': '백업 복원',
  'activity.action.backupDeleted': '백업 삭제',
  'activity.apiWords': '{words}(API 표기)',

  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    '**{mod}** 제작자가 제3자 다운로드를 금지하여 봇이 설치할 수 없습니다. 모드 페이지에서 다운로드한 다음 서버에 직접 업로드하세요.',
  'mods.install.restrictedWithPage':
    '**{mod}** 제작자가 제3자 다운로드를 금지하여 봇이 설치할 수 없습니다. 모드 페이지에서 다운로드한 다음 서버에 직접 업로드하세요. 모드 페이지: {page}',
  'mods.install.refusedWithPage': '{sentence} 모드 페이지: {page}',
  'mods.install.modNotFound':
    '{provider}에서 ID가 {modId}인 {type, select, plugins {플러그인} other {모드}}을(를) 찾을 수 없습니다. 추천 항목에서 선택하세요.',
  'mods.install.fileNotFound': '{mod}에 ID가 {fileId}인 파일이 없습니다. 추천 항목에서 선택하세요.',
  'mods.search.loaderNeedsCurseforge':
    '로더 필터는 CurseForge에서만 작동합니다. 필터를 빼거나 카탈로그를 바꾸세요.',
  'mods.update.noRecord':
    '봇에 이 서버에 이 모드를 설치한 기록이 더 이상 없습니다. `/mods installed`를 확인하세요.',
  'mods.update.alreadyCurrent': '{server}의 {mod}은(는) 이미 {file}입니다.',
  'mods.update.fileGone':
    '카탈로그에서 더 이상 {mod}의 해당 파일을 제공하지 않습니다. 현재 파일은 `/mods installed`에서 확인하세요.',
  'command.mods': '모드와 플러그인을 검색, 설치, 업데이트합니다',
  'command.mods.search': '카탈로그에서 서버에 맞는 모드나 플러그인을 검색합니다',
  'command.mods.search.provider': '카탈로그(기본값: CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': '모드 또는 플러그인(기본값: 모드)',
  'command.mods.search.type.mods': '모드',
  'command.mods.search.type.plugins': '플러그인',
  'command.mods.search.query': '검색어',
  'command.mods.search.game_version': '게임 버전(기본값: 서버의 버전)',
  'command.mods.search.loader': '모드 로더(CurseForge만)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': '서버에 모드나 플러그인을 설치합니다(확인 필요)',
  'command.mods.install.provider': '카탈로그',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': '모드 또는 플러그인(기본값: 모드)',
  'command.mods.install.type.mods': '모드',
  'command.mods.install.type.plugins': '플러그인',
  'command.mods.install.mod': '모드(입력하여 검색)',
  'command.mods.install.file': '릴리스 파일(서버 버전에 맞는 파일이 먼저)',
  'command.mods.installed': '봇이 서버에 설치한 모드와 플러그인, 업데이트 여부를 보여 줍니다',
  'mods.choice.serverVersion': '{version}(서버의 버전)',
  'mods.choice.noAddon': '모드 사용 불가: 이 서버에는 모드 애드온도 Premium 요금제도 없습니다.',
  'mods.search.title': '{type, select, plugins {{server}용 플러그인} other {{server}용 모드}}',
  'mods.search.titleMatching':
    '{type, select, plugins {“{query}”에 맞는 {server}용 플러그인} other {“{query}”에 맞는 {server}용 모드}}',
  'mods.search.nothingFound': '찾은 항목이 없습니다. 다른 검색어나 다른 카탈로그로 시도해 보세요.',
  'mods.search.footerGameVersion': '게임 버전 {version}',
  'mods.search.footerPick': '아래에서 선택하면 설치할 수 있습니다',
  'mods.search.restrictedNote': '⚠️ 제작자가 제3자 다운로드를 금지했습니다. 모드 페이지에서 직접 설치하세요.',
  'mods.search.pickPlaceholder': '설치할 항목 선택…',
  'mods.search.expired': '이 검색 결과는 만료되었습니다. `/mods search`를 다시 실행하세요.',
  'mods.search.notYours': '검색한 멤버만 이 결과에서 설치할 수 있습니다. 직접 `/mods search`를 실행하세요.',
  'mods.search.noFile':
    '그 모드에는 설치할 수 있는 파일이 없습니다. 다른 모드를 선택하거나 `/mods install`로 파일을 선택하세요.',
  'mods.install.promptTitle':
    '{action, select, update {{server}의 {mod}을(를) 업데이트할까요?} other {{server}에 {mod}을(를) 설치할까요?}}',
  'mods.install.installedNow': '현재 설치됨: {file}',
  'mods.install.file': '파일: **{file}** {fileId}',
  'mods.install.fileForGame': '파일: **{file}** {fileId}(게임 {versions})',
  'mods.install.uploadedTo': '서버의 {type} 폴더에 업로드됩니다.',
  'mods.install.restart.ops': '불러오려면 호스팅 패널에서 서버를 다시 시작하세요.',
  'mods.install.restart.community':
    '불러오려면 게임 패널에서 서버를 다시 시작하세요(봇은 서버를 다시 시작할 수 없습니다).',
  'mods.install.confirmInstall': '설치',
  'mods.install.confirmUpdate': '업데이트',
  'mods.install.done':
    '{action, select, update {✅ **{server}**의 **{mod}**을(를) 업데이트했습니다({file}).} other {✅ **{server}**에 ' +
    '**{mod}**을(를) 설치했습니다({file}).}}',
  'mods.install.unrecorded':
    '`/mods installed`와 업데이트 확인을 위한 기록을 남기지 못했습니다(봇의 데이터베이스 오류).',
  'mods.installed.title': '봇으로 설치한 항목 · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {{provider}의 플러그인} other {{provider}의 모드}}',
  'mods.installed.version': '버전 {file} · {time}, {installer}이(가) 설치',
  'mods.installed.versionFor': '버전 {file}({game}용) · {time}, {installer}이(가) 설치',
  'mods.installed.byMemberOf': '{guild}의 멤버',
  'mods.installed.byMember': '멤버',
  'mods.installed.unlisted': '❔ 카탈로그에 지금 이 모드가 없어 새 릴리스를 제안할 수 없습니다.',
  'mods.installed.notChecked': '❔ 아직 확인하지 않음: 카탈로그가 제시간에 응답하지 않았습니다.',
  'mods.installed.checkedNow': '방금 확인',
  'mods.installed.checkedAt': '마지막 확인 {time}',
  'mods.installed.upToDate': '✅ 최신 상태({when})',
  'mods.installed.updateAvailable': '⬆️ 업데이트 가능: **{file}**({when})',
  'mods.installed.none':
    '봇이 아직 {server}에 모드나 플러그인을 설치하지 않았습니다. `/mods install`로 설치한 항목(과 그 업데이트)이 여기에 표시됩니다.',
  'mods.installed.footer':
    '봇으로 설치: {count, plural, other {#개}} · 업데이트는 각 항목을 설치할 때의 게임 버전과 로더에 맞춥니다',
  'mods.installed.footerPaged':
    '봇으로 설치: {count, plural, other {#개}} · {pages, number}페이지 중 {page, number}페이지 · 업데이트는 각 항목을 설치할 때의 게임 ' +
    '버전과 로더에 맞춥니다',
  'mods.installed.updateButton': '{mod} 업데이트',
  'mods.installed.expired': '이 목록은 만료되었습니다. `/mods installed`를 다시 실행하세요.',

  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    '@everyone 대신 멘션할 역할을 선택하세요. 알림은 절대 everyone을 멘션하지 않습니다.',
  'alerts.roleNotMentionable':
    '봇이 {role}을(를) 멘션할 수 없습니다. 이 역할은 멘션할 수 없도록 설정되어 있고, 봇에게 {channel}의 “@everyone, @here, 모든 역할 멘션하기” 권한이 ' +
    '없습니다. 역할을 멘션 가능으로 설정하거나(서버 설정 → 역할) 봇에게 그 권한을 부여한 다음 명령어를 다시 실행하세요.',
  'alerts.usage.noThreshold': '감시할 임계값(`cpu`, `ram`, `disk`, 퍼센트)을 하나 이상 입력하세요.',
  'alerts.activity.title': '활동 · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · 한 번에 기록이 너무 많아 모두 읽지 못했습니다. 이전 기록은 `/server activity`에서 볼 수 있습니다',
  'alerts.provisioned.failedText':
    '서버 상태가 {status}입니다. 삭제하고 다시 만드세요. 계속 실패하면 지원팀에 문의하세요.',
  'alerts.provisioned.text': '{serverId}의 프로비저닝이 완료되었고 상태는 {status}입니다.',
  'alerts.provisioned.failedTitle': '{symbol} 프로비저닝 실패: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} 준비 완료',
  'alerts.provisioned.title': '{symbol} {name} 프로비저닝 완료',
  'alerts.field.serverId': '서버 ID',
  'alerts.field.status': '상태',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': '게임',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server}이(가) 프로비저닝 중에 삭제되었습니다. 이 서버의 알림은 중지되었습니다.',
  'alerts.deleted.text': '🗑️ {server}이(가) 더 이상 없습니다(삭제됨). 이 서버의 알림은 중지되었습니다.',
  'alerts.group.down': '{count, plural, other {서버 #대 다운}}',
  'alerts.group.back': '{count, plural, other {서버 #대 복구}}',
  'alerts.group.silent': '{count, plural, other {게임 #개 응답 없음}}',
  'alerts.group.answering': '{count, plural, other {게임 #개 다시 응답}}',
  'alerts.group.usageFired': '{count, plural, other {서버 #대 사용량 임계값 초과}}',
  'alerts.group.usageRecovered': '{count, plural, other {서버 #대 사용량 임계값 아래로 복귀}}',
  'alerts.group.mixed': '{count, plural, other {서버 #대 상태 변경}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': '활동 로그에서',
  'alerts.status.downTitle': '{symbol} {server} 다운',
  'alerts.status.downText': '{server}의 상태가 {since}({sinceAt})부터 {status}입니다.',
  'alerts.status.downFooter': '{serverId} · 다시 실행되면 게시합니다',
  'alerts.status.backTitle': '{symbol} {server}: {downtime} 만에 복구',
  'alerts.status.backText':
    '{server}의 상태가 다시 {status}입니다. {downtime} 만에 복구되었습니다({sinceAt}부터 다운).',
  'alerts.modUpdate.title': '⬆️ 업데이트 가능 · {server}의 {mod}',
  'alerts.modUpdate.newer': '{server}의 **{mod}**({provider})에 새 릴리스가 있습니다.',
  'alerts.modUpdate.newerFor': '{server}의 **{mod}**({provider})에 {fitsFor}용 새 릴리스가 있습니다.',
  'alerts.modUpdate.installed': '설치됨: {file} {fileId}',
  'alerts.modUpdate.newFile': '새 릴리스: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': '새 릴리스: **{file}** {fileId}({releaseType})',
  'alerts.modUpdate.withButton':
    '업데이트는 먼저 확인을 요청합니다. `/mods installed`에 봇이 설치한 모든 모드가 나옵니다.',
  'alerts.modUpdate.withoutButton':
    '`/mods install`에서 새 파일을 선택해 업데이트하세요(먼저 확인을 요청합니다).',
  'alerts.modUpdate.button': '업데이트',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {디스크}} {threshold, number, ::percent scale/0.01} 초과 · ' +
    '{server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {디스크}} 정상으로 돌아옴 · {server}',
  'alerts.usage.firedText':
    '{server}의 {metric, select, cpu {CPU가} ram {RAM이} other {디스크 사용률이}} {minutes, plural, other {#분}} 동안 ' +
    '{threshold, number, ::percent scale/0.01}를 넘었습니다. 현재 {value, number, ::percent scale/0.01}입니다.',
  'alerts.usage.recoveredText':
    '{server}의 {metric, select, cpu {CPU가} ram {RAM이} other {디스크 사용률이}} 다시 ' +
    '{threshold, number, ::percent scale/0.01} 아래로 내려왔습니다. 현재 {value, number, ::percent scale/0.01}입니다.',
  'alerts.usage.readAt': '수치 측정: {sampled}.',
  'alerts.usage.readJustNow': '방금 측정한 수치입니다.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage로 중지할 수 있습니다',
  'alerts.ops.givenUp': '⚠️ {server}에 대한 알림을 {channel}에 게시하지 못했습니다: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ {server}에 대한 알림을 **{guild}**의 {channel}에 게시하지 못했습니다: {why}.',
  'alerts.ops.givenUpEffect':
    '이 서버의 이후 알림이 계속 전달되도록 이 알림은 버렸습니다. 그 채널에 게시가 성공할 때까지 그곳에서 전달하지 못한 알림은 로그에만 기록됩니다.',
  'alerts.ops.notDeliveredWithin': '{age} 안에 전달되지 않았습니다',
  'alerts.ops.notDeliveredWithinLastAnswer': '{age} 안에 전달되지 않았습니다(마지막 응답: {failure})',
  'alerts.ops.discordRefused': 'Discord가 거부했습니다({failure})',
  'alerts.ops.paused': '⏸️ 알림 일시 중지: 봇이 더 이상 {channel}에 게시할 수 없습니다({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ 알림 일시 중지: 봇이 더 이상 **{guild}**의 {channel}에 게시할 수 없습니다({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, other {이 채널의 알림 구독 #개}}가 일시 중지되었으며 다시 시도하지 않습니다.',
  'alerts.ops.pausedResume':
    '그 채널에서 봇에게 채널 보기, 메시지 보내기, 링크 첨부 권한을 부여하거나 다른 채널을 선택한 다음, `/alerts subscribe`(사용률 알림은 `/alerts ' +
    'usage`)를 다시 실행하면 재개됩니다.',
  'alerts.ops.setAside': '🗃️ 저장된 기록을 읽지 못해({reason}) 따로 보관했습니다: {key}.',
  'alerts.ops.setAsideEffect': '봇은 그 기록 없이 계속 작동합니다. 나머지는 모두 정상적으로 작동합니다.',
  'alerts.ops.setAsideKept':
    '원래 값은 {setAsideKey}에 보관되어 있어 확인하거나 복원할 수 있습니다(docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ {board}의 상태 보드가 삭제되어 새로 게시했습니다. 다시 삭제되면 일시 중지됩니다. 완전히 멈추려면 그 채널에서 `/board remove`를 실행하세요.',
  'alerts.ops.boardPaused':
    '⏸️ {board}의 상태 보드가 일시 중지되었습니다: {reason}. 원인을 해결하고 그 채널에서 `/board create`를 다시 실행하면 재개되고, `/board ' +
    'remove`를 실행하면 삭제됩니다.',
  'alerts.everyServer': '모든 서버',
  'alerts.everyServerIncludingLater': '모든 서버(나중에 만드는 서버 포함)',
  'alerts.everyLinkedServerIncludingLater': '이 Discord 서버에 연결된 모든 서버(나중에 연결되는 서버 포함)',
  'alerts.list.paused': '⏸️ 일시 중지: {reason}. 재개하려면 `{command}`를 다시 실행하세요',
  'alerts.list.unlinked': '더 이상 이 Discord 서버에 연결되어 있지 않아 아무것도 받지 않습니다',
  'alerts.list.since': '{since}부터',
  'alerts.list.usage': '사용률: {thresholds}',
  'alerts.list.title': '알림 구독',
  'alerts.list.none':
    '이 Discord 서버에는 아직 알림 구독이 없습니다. `/alerts subscribe` 또는 `/alerts usage`를 사용하세요.',
  'alerts.list.footer':
    '{pages, number}페이지 중 {page, number}페이지 · {subscriptions, plural, other {구독 #개}} · ' +
    '{watches, plural, other {사용률 감시 #개}}',
  'alerts.list.paceClamped':
    '⚠️ 사용률은 API 요청 한도 때문에 감시 중인 서버마다 약 {every}마다 측정됩니다. {minutes, plural, other {#분}} 기준으로는 너무 드물어서 사용률 ' +
    '알림이 최대 {every} 늦을 수 있습니다.',
  'alerts.list.pace': '사용률은 감시 중인 서버마다 약 {every}마다 측정됩니다(API 요청 한도 기준).',
  'alerts.unsubscribe.stoppedKind': '🔕 이제 {channel}에 {what}의 {kind} 관련 알림이 오지 않습니다.',
  'alerts.unsubscribe.stoppedAll': '🔕 이제 {channel}에 {what}의 알림(이벤트와 사용률)이 오지 않습니다.',
  'alerts.unsubscribe.stoppedEvents': '🔕 이제 {channel}에 {what}의 알림이 오지 않습니다.',
  'alerts.unsubscribe.stoppedUsage': '🔕 이제 {channel}에 {what}의 사용률 알림이 오지 않습니다.',
  'alerts.unsubscribe.none':
    '{channel}에 {what}에 대한 구독이 없습니다. 변경된 내용은 없습니다. 이 Discord 서버의 구독은 `/alerts list`에서 볼 수 있습니다.',
  'alerts.unsubscribe.noneOfKind':
    '{channel}에 {what}에 대한 {kind} 관련 알림 구독이 없습니다. 변경된 내용은 없습니다. 이 Discord 서버의 구독은 `/alerts list`에서 볼 수 있습니다.',
  'alerts.kindLabel.provisioning': '프로비저닝 결과',
  'alerts.kindLabel.status': '상태 변경(다운, 그리고 다운 시간과 함께 복구)',
  'alerts.kindLabel.activity': '새 활동',
  'alerts.kindLabel.mods': '모드 업데이트',
  'alerts.kindLabel.events': '모든 이벤트(프로비저닝, 상태, 활동, 모드 업데이트)',
  'alerts.kindLabel.usage': '임계값을 넘은 사용률',
  'alerts.route.allEvents': '모든 이벤트',
  'alerts.route.pings': '{kind}({role} 멘션)',
  'alerts.route.pingsAlsoOnRecovery': '{kind}({role} 멘션, 복구 시에도)',
  'alerts.subscribe.unchanged': '{channel}에 이미 {what}의 알림이 옵니다: {routes}. 변경된 내용은 없습니다.',
  'alerts.subscribe.done': '🔔 이제부터 {channel}에 {what}의 알림이 옵니다: {kinds}.',
  'alerts.subscribe.resumed': '🔔 재개했습니다. 이제부터 {channel}에 {what}의 알림이 옵니다: {kinds}.',
  'alerts.subscribe.mentions': '{role}을(를) 멘션합니다(복구 게시물은 멘션하지 않음).',
  'alerts.subscribe.mentionsOnRecoveryToo': '{role}을(를) 멘션합니다(복구 게시물도 포함).',
  'alerts.subscribe.inAll': '받는 알림 전체: {routes}.',
  'alerts.subscribe.howToStop': '중지하려면 `/alerts unsubscribe`를 사용하세요.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {디스크}} {threshold, number, ::percent scale/0.01} 초과',
  'alerts.usage.thresholdsFor': '{thresholds}, {minutes, number}분 동안',
  'alerts.usage.watching':
    '📈 이제 {channel}에 {what}의 사용률 알림이 옵니다: {thresholds}. 넘었을 때 한 번, 다시 내려왔을 때 한 번 게시합니다.',
  'alerts.usage.paceClamped':
    '⚠️ API 사용 한도 때문에 봇은 감시 중인 각 서버의 사용률을 약 {every}마다만 측정할 수 있습니다. {minutes, plural, other {#분}} 기준으로는 너무 ' +
    '드물어서 알림이 최대 {every} 늦을 수 있습니다.',
  'alerts.usage.pace': '감시 중인 각 서버의 사용률은 약 {every}마다 측정됩니다.',
  'alerts.usage.howToStop': '중지하려면 `/alerts unsubscribe kind:usage`를 사용하세요.',
  'command.alerts': '프로비저닝, 상태, 활동, 사용률 알림을 채널에 게시합니다',
  'command.alerts.subscribe': '서버(또는 모든 서버)의 알림을 지금부터 채널에 게시합니다',
  'command.alerts.subscribe.channel': '알림을 게시할 텍스트 채널 또는 공지 채널',
  'command.alerts.subscribe.server': '이 서버만(생략하면 볼 수 있는 모든 서버)',
  'command.alerts.subscribe.events': '받을 알림(기본값: 전체)',
  'command.alerts.subscribe.events.all': '모든 이벤트',
  'option.events.provisioning': '프로비저닝 결과',
  'option.events.status': '상태 변경(다운과 복구)',
  'option.events.activity': '새 활동',
  'option.events.mods': '모드 업데이트',
  'command.alerts.subscribe.ping': '이 알림에서 멘션할 역할',
  'command.alerts.subscribe.ping_recovery': '복구 알림(“12분 만에 복구”)에서도 역할 멘션(기본값: 아니요)',
  'command.alerts.usage': '서버가 CPU, RAM, 디스크 임계값을 계속 넘으면 채널에 알립니다',
  'command.alerts.usage.channel': '알림을 게시할 텍스트 채널 또는 공지 채널',
  'command.alerts.usage.server': '이 서버만(생략하면 볼 수 있는 모든 서버)',
  'command.alerts.usage.cpu': 'CPU가 이 비율(1~100)을 계속 넘으면 알림',
  'command.alerts.usage.ram': 'RAM이 이 비율(1~100)을 계속 넘으면 알림',
  'command.alerts.usage.disk': '디스크가 이 비율(1~100)을 계속 넘으면 알림',
  'command.alerts.usage.minutes': '알림 전에 수치가 계속 넘어야 하는 시간(분, 기본값 5)',
  'command.alerts.unsubscribe': '채널에 알림 게시를 중지합니다',
  'command.alerts.unsubscribe.channel': '알림을 게시하는 텍스트 채널 또는 공지 채널',
  'command.alerts.unsubscribe.server': '구독 대상 서버(생략하면 모든 서버 구독)',
  'command.alerts.unsubscribe.kind': '중지할 알림(기본값: 전체)',
  'command.alerts.unsubscribe.kind.events': '이벤트 알림(프로비저닝, 상태, 활동, 모드)',
  'command.alerts.unsubscribe.kind.usage': '사용률 알림(임계값)',
  'command.alerts.unsubscribe.kind.all': '모든 알림',
  'command.alerts.unsubscribe.events':
    '이 종류의 이벤트 알림만 중지합니다. 채널은 나머지 알림을 계속 받습니다',
  'command.alerts.list': '이 Discord 서버의 알림 구독과 사용률 감시를 보여 줍니다',

  // Boards: /board and the live status board.
  'command.board': '서버 상태를 제자리에서 계속 수정되는 메시지로 보여 줍니다',
  'command.board.create': '채널에 상태 보드를 게시하고 제자리에서 최신 상태로 유지합니다',
  'command.board.create.channel': '상태 보드를 둘 텍스트 채널 또는 공지 채널',
  'command.board.remove': '채널의 상태 보드와 그 메시지를 삭제합니다',
  'command.board.remove.channel': '상태 보드가 있는 채널',
  'command.board.list': '이 Discord 서버의 상태 보드를 보여 줍니다',
  'board.create.already':
    '{channel}에 이미 상태 보드가 있습니다. 변경된 내용은 없습니다. 없애려면 그 채널에서 `/board remove`를 실행하세요.',
  'board.create.posted':
    '📋 {scope, select, ops {계정의 모든 서버} other {이 Discord 서버에 연결된 모든 서버}}의 상태 보드가 곧 {channel}에 나타나며, 이후 ' +
    '제자리에서 수정됩니다.',
  'board.create.resumed':
    '📋 재개했습니다. {scope, select, ops {계정의 모든 서버} other {이 Discord 서버에 연결된 모든 서버}}의 상태 보드가 곧 {channel}에 나타나며, ' +
    '이후 제자리에서 수정됩니다.',
  'board.create.shows':
    '각 서버의 상태, 게임, 크기, 사용률(측정하는 경우), 접속 주소와 정보가 얼마나 최신인지 보여 줍니다.',
  'board.remove.done': '🗑️ {channel}의 상태 보드를 삭제했습니다.',
  'board.remove.none':
    '{channel}에 상태 보드가 없습니다. 변경된 내용은 없습니다. 이 Discord 서버의 상태 보드는 `/board list`에서 볼 수 있습니다.',
  'board.list.none': '이 Discord 서버에는 아직 상태 보드가 없습니다. `/board create`를 사용하세요.',
  'board.list.title': '상태 보드',
  'board.list.footer': '{count, plural, other {상태 보드 {count}개}}',
  'board.list.paused':
    '{channel} · ⏸️ 일시 중지: {reason}. 재개하려면 그 채널에서 `/board create`를 실행하세요',
  'board.list.posting': '{channel} · 게시 중',
  'board.list.messages': '{channel} · {count, plural, other {메시지 #개}}',
  'board.list.messagesEdited': '{channel} · {count, plural, other {메시지 #개}} · 마지막 수정 {when}',
  'board.title': '서버 상태',
  'board.titlePaged': '서버 상태({page, number}/{pages, number})',
  'board.reading': '서버 목록을 읽는 중…',
  'board.empty': '아직 표시할 서버가 없습니다.',
  'board.allClear': '✅ 확인이 필요한 항목이 없습니다.',
  'board.needsAttention': '**확인 필요** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total': '**{count, plural, other {서버 {count}대}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, other {실패 #}}} suspended {{count, plural, other {이용 정지 #}}} ' +
    'stopped {{count, plural, other {중지됨 #}}} provisioning {{count, plural, other {프로비저닝 중 #}}} deleting ' +
    '{{count, plural, other {삭제 중 #}}} running {{count, plural, other {실행 중 #}}} other ' +
    '{{count, plural, other {알 수 없음 #}}}}',
  'board.summary.alerts': '🔥 사용률 알림 {count, plural, other {{count}개}} 발생 중',
  'board.reason.slowProvisioning': '프로비저닝이 예상보다 오래 걸림',
  'board.reason.gameSilent': '게임 응답 없음',
  'board.reason.unrecognised': '봇이 알 수 없는 상태',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {디스크}} {threshold, number, ::percent scale/0.01} 초과',
  'board.since': '{when}부터',
  'board.seenSince': '{when}부터 확인됨',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': '디스크 {percent}',
  'board.line.ram': 'RAM {size}',
  'board.line.disk': '디스크 {size}',
  'board.freshness.every': '약 {duration}마다 새로 고침',
  'board.freshness.notRead': '🕒 아직 읽지 않음. {every}',
  'board.freshness.updated': '🕒 {when} 업데이트. {every}',
  'board.stale.unread':
    '⚠️ **{since}부터 오래된 정보**: 호스팅 API가 응답하지 않습니다. 응답할 때까지 상태를 표시하지 않습니다.',
  'board.stale.read':
    '⚠️ **{since}부터 오래된 정보**: 호스팅 API가 응답하지 않습니다. 아래 상태는 {readAt} 기준입니다.',
  'board.notListed':
    '… 그리고 {count, plural, other {서버 #대}}가 여기에 표시되지 않았습니다. {filters}에서 볼 수 있습니다.',

  'board.pause.deletedAgain': '새로 게시한 후 메시지가 다시 삭제되었습니다',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    '운영 Discord 서버는 이미 모든 서버를 관리합니다. 커뮤니티 Discord 서버만 연결하세요.',
  'access.notAGuild':
    '봇이 이름을 알 수 있는 Discord 서버가 아닙니다. 추천 항목에서 선택하거나 ID를 붙여넣으세요(서버를 오른쪽 클릭 → 서버 ID 복사하기).',
  'access.needsLevel':
    '이 작업에는 **{level}** 권한 등급이 필요합니다. 서버 관리하기 권한이 있는 사람이 `/access role set`으로 내 역할 중 하나에 부여할 수 있습니다.',
  'option.level': '읽기: 보기만, 운영: 서버·모드·알림·보드 변경도 가능, 관리: 모든 작업',
  'option.level.read': '읽기',
  'option.level.operate': '운영',
  'option.level.administer': '관리',
  'option.role': '역할(@everyone은 모든 멤버를 뜻함)',
  'command.access.role': '역할에 권한 등급을 부여해 멤버가 여기에서 봇으로 할 수 있는 일을 정합니다',
  'command.access.role.set': '역할에 권한 등급(읽기, 운영, 관리)을 부여합니다',
  'command.access.role.remove': '역할에 부여한 권한 등급을 회수합니다',
  'command.access.role.list': '여기에서 역할에 부여된 권한 등급을 보여 줍니다',
  'access.role.granted': '🔑 이제 {role}에게 여기에서 **{level}** 권한 등급이 있습니다.',
  'access.role.changed': '🔑 이제 {role}에게 여기에서 **{before}** 대신 **{level}** 권한 등급이 있습니다.',
  'access.role.unchanged':
    '{role}에게 이미 여기에서 **{level}** 권한 등급이 있습니다. 변경된 내용은 없습니다.',
  'access.role.removed': '이제 {role}에게 여기에서 **{level}** 권한 등급이 없습니다.',
  'access.role.notGranted': '{role}에게는 여기에서 권한 등급이 없습니다. 변경된 내용은 없습니다.',
  'access.role.title': '여기에서 부여된 권한 등급',
  'access.role.line': '{role}: **{level}**({member} 부여, {when})',
  'access.role.none': '아직 여기에서 권한 등급이 있는 역할이 없습니다. `/access role set`으로 부여하세요.',
  'access.role.baseline':
    '{scope, select, ops {서버 관리하기 권한이 있는 멤버는 모든 권한 등급을 가집니다. 다른 멤버는 역할에 부여된 등급만 가집니다.} other {서버 관리하기 권한이 ' +
    '있는 멤버는 모든 권한 등급을 가집니다. 모든 멤버가 이 Discord 서버에 연결된 서버를 볼 수 있습니다.}}',
  'quota.roleGrants':
    '이 Discord 서버는 권한 등급이 있는 역할 한도({limit}개)에 도달했습니다. 먼저 `/access role remove`로 하나를 회수하세요.',
  'audit.action.access.role.set':
    '{phase, select, done {역할에 권한 등급 부여함} asked {역할에 권한 등급 부여 요청함} other {역할에 권한 등급 부여 ' +
    '시도함}}',
  'audit.action.access.role.remove':
    '{phase, select, done {역할의 권한 등급 회수함} asked {역할의 권한 등급 회수 요청함} other {역할의 권한 등급 회수 ' +
    '시도함}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {{server}에서 {command} 사용 시도함} other {{command} ' +
    '사용 시도함}}} other {{target, select, server {{server}에서 버튼 또는 메뉴 사용 시도함} other {버튼 또는 메뉴 사용 시도함}}}}',
  'command.audit.recent.kind.access.role.set': '역할에 부여된 권한 등급',
  'command.audit.recent.kind.access.role.remove': '역할에서 회수된 권한 등급',
  'command.audit.recent.kind.access.refused': '권한 등급 때문에 거부된 멤버',
  'audit.input.role': '역할',
  'audit.input.level': '권한 등급',
  'audit.input.command': '명령어',
  'audit.input.component': '버튼 또는 메뉴',
  'command.audit': '누가 어느 Discord 서버에서 어떤 서버에 무엇을 했는지 확인합니다',
  'command.audit.channel': '모든 감사 기록을 발생하는 즉시 채널에 게시합니다(채널을 생략하면 중지)',
  'command.audit.channel.channel': '감사 기록을 게시할 텍스트 채널 또는 공지 채널',
  'command.audit.recent': '최근 감사 기록을 최신순으로 보여 줍니다',
  'command.audit.recent.server': '이 서버에 대한 기록만',
  'command.audit.recent.member': '이 멤버의 기록만',
  'command.audit.recent.limit': '페이지당 기록 수(기본값 10)',
  'command.audit.recent.kind': '이 종류의 작업 기록만',
  'command.audit.recent.kind.server.create': '서버 생성',
  'command.audit.recent.kind.server.update': '서버 업데이트',
  'command.audit.recent.kind.server.delete': '서버 삭제',
  'command.audit.recent.kind.mods.install': '모드 설치 또는 업데이트',
  'command.audit.recent.kind.mods.update-check': '발견된 모드 업데이트',
  'command.audit.recent.kind.access.link': 'Discord 서버에 서버 연결',
  'command.audit.recent.kind.access.unlink': 'Discord 서버에서 서버 연결 해제',
  'command.audit.recent.kind.alerts.subscribe': '알림 구독',
  'command.audit.recent.kind.alerts.unsubscribe': '알림 구독 해제',
  'command.audit.recent.kind.alerts.acknowledge': '맡은 알림',
  'command.audit.recent.kind.board.create': '상태 보드 생성',
  'command.audit.recent.kind.board.remove': '상태 보드 삭제',
  'command.audit.recent.kind.audit.channel': '감사 채널 변경',
  'command.audit.recent.kind.usage.crossing': '사용률 임계값 초과',
  'command.audit.recent.hours': '이 시간 수 이내의 최근 기록만',
  'audit.channel.stopped':
    '감사 기록을 더 이상 게시하지 않습니다. 기록은 계속 보관되며 `/audit recent`로 볼 수 있습니다.',
  'audit.channel.notPosting': '감사 기록은 어디에도 게시되고 있지 않았습니다. 변경된 내용은 없습니다.',
  'audit.channel.set':
    '📜 이제 {channel}에 모든 감사 기록이 발생하는 즉시 게시됩니다. 중지하려면 채널 없이 `/audit channel`을 실행하세요.',
  'audit.recent.expired': '이 페이지는 만료되었습니다. `/audit recent`를 다시 실행하세요.',
  'audit.recent.none': '감사 기록이 없습니다.',
  'audit.recent.noneFor': '{filters}에 대한 감사 기록이 없습니다.',
  'audit.recent.about': '{filters}에 대한 감사 기록',
  'audit.recent.title': '감사 로그',
  'audit.recent.footer': '{count, plural, other {기록 #건, 최신순}}',
  'audit.recent.newer': '최신',
  'audit.recent.older': '이전',
  'audit.filter.server': '서버 {server}',
  'audit.filter.member': '멤버 {member}',
  'audit.filter.kind': '종류 “{kind}”',
  'audit.filter.hours': '최근 {hours}시간',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {서버 {server} 생성함} other {서버 생성함}}} asked {{target, ' +
    'select, server {서버 {server} 생성 요청함} other {서버 생성 요청함}}} other {{target, select, server ' +
    '{서버 {server} 생성 시도함} other {서버 생성 시도함}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {{server} 업데이트함} other {서버 업데이트함}}} asked {{target, ' +
    'select, server {{server} 업데이트 요청함} other {서버 업데이트 요청함}}} other {{target, select, server ' +
    '{{server} 업데이트 시도함} other {서버 업데이트 시도함}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {{server} 삭제함} other {서버 삭제함}}} asked {{target, select, ' +
    'server {{server} 삭제 요청함} other {서버 삭제 요청함}}} other {{target, select, server {{server} 삭제 시도함} other ' +
    '{서버 삭제 시도함}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {{server}에 모드 설치함} other {서버에 모드 설치함}}} asked {{target, ' +
    'select, server {{server}에 모드 설치 요청함} other {서버에 모드 설치 요청함}}} other {{target, select, server ' +
    '{{server}에 모드 설치 시도함} other {서버에 모드 설치 시도함}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {{server}의 모드 업데이트 발견함} other {서버의 모드 업데이트 발견함}}} asked ' +
    '{{target, select, server {{server}의 모드 업데이트 확인 요청함} other {서버의 모드 업데이트 확인 요청함}}} other ' +
    '{{target, select, server {{server}의 모드 업데이트 확인 시도함} other {서버의 모드 업데이트 확인 시도함}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {{server}을(를) Discord 서버에 연결함} other {서버를 Discord 서버에 ' +
    '연결함}}} asked {{target, select, server {{server}의 Discord 서버 연결 요청함} other {서버의 Discord 서버 연결 ' +
    '요청함}}} other {{target, select, server {{server}의 Discord 서버 연결 시도함} other {서버의 Discord 서버 연결 시도함}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {{server}의 Discord 서버 연결 해제함} other {서버의 Discord 서버 연결 ' +
    '해제함}}} asked {{target, select, server {{server}의 Discord 서버 연결 해제 요청함} other {서버의 Discord 서버 연결 해제 ' +
    '요청함}}} other {{target, select, server {{server}의 Discord 서버 연결 해제 시도함} other {서버의 Discord 서버 연결 해제 ' +
    '시도함}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {{server}의 알림에 채널 구독함} other {모든 서버의 알림에 채널 구독함}}} ' +
    'asked {{target, select, server {{server}의 알림에 채널 구독 요청함} other {모든 서버의 알림에 채널 구독 요청함}}} other ' +
    '{{target, select, server {{server}의 알림에 채널 구독 시도함} other {모든 서버의 알림에 채널 구독 시도함}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {{server}의 알림을 ' +
    '맡음} other {알림을 맡음}}} asked {{target, select, server {{server}의 ' +
    '알림 담당 요청함} other {알림 담당 요청함}}} other {{target, select, server ' +
    '{{server}의 알림 담당 시도함} other {알림 담당 시도함}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {{server}의 알림에서 채널 구독 해제함} other {모든 서버의 알림에서 채널 구독 해제함}' +
    '}} asked {{target, select, server {{server}의 알림에서 채널 구독 해제 요청함} other {모든 서버의 알림에서 채널 구독 해제 요청함}' +
    '}} other {{target, select, server {{server}의 알림에서 채널 구독 해제 시도함} other {모든 서버의 알림에서 채널 구독 해제 시도함}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {{server}의 상태 보드 생성함} other {상태 보드 생성함}}} asked ' +
    '{{target, select, server {{server}의 상태 보드 생성 요청함} other {상태 보드 생성 요청함}}} other ' +
    '{{target, select, server {{server}의 상태 보드 생성 시도함} other {상태 보드 생성 시도함}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {{server}의 상태 보드 삭제함} other {상태 보드 삭제함}}} asked ' +
    '{{target, select, server {{server}의 상태 보드 삭제 요청함} other {상태 보드 삭제 요청함}}} other ' +
    '{{target, select, server {{server}의 상태 보드 삭제 시도함} other {상태 보드 삭제 시도함}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {감사 기록 게시 위치 변경함} asked {감사 기록 게시 위치 변경 요청함} other {감사 기록 게시 위치 변경 시도함}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {{server}에서 사용률 임계값 초과 감지함} other {서버에서 사용률 임계값 초과 감지함}}' +
    '} asked {{target, select, server {{server}의 사용률 감시 요청함} other {서버의 사용률 감시 요청함}}' +
    '} other {{target, select, server {{server}의 사용률 감시 시도함} other {서버의 사용률 감시 시도함}}}}',
  'audit.outcome.asked': '❔ 멤버의 확인을 기다리는 중입니다.',
  'audit.outcome.done': '✅ 완료했습니다.',
  'audit.outcome.alerted': '🔔 감시 중인 채널에 알렸습니다.',
  'audit.outcome.refused': '⛔ 거부됨({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ 호스팅 API가 거부했습니다({code}).',
  'audit.outcome.refusedByBot': '⛔ 봇이 거부했습니다({code}).',
  'audit.outcome.cancelled': '✖️ 멤버가 취소했습니다. 변경된 내용은 없습니다.',
  'audit.outcome.expired': '⌛ 응답 없이 만료되었습니다. 변경된 내용은 없습니다.',
  'audit.outcome.conflict': '⚠️ 적용되지 않음: 그사이 다른 사람이 서버를 변경했습니다.',
  'audit.outcome.failedCode': '❌ 실패했습니다({code}).',
  'audit.outcome.failed': '❌ 실패했습니다.',
  'audit.line.bot': '🤖 봇({guild})',
  'audit.line.request': '· 요청 {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': '없음',
  'audit.value.above': '임계값 초과',
  'audit.value.under': '임계값 아래로 복귀',
  'audit.input.name': '이름',
  'audit.input.ram': 'RAM',
  'audit.input.plan': '요금제',
  'audit.input.game': '게임',
  'audit.input.disk': '디스크',
  'audit.input.external_reference': '외부 참조',
  'audit.input.channel': '채널',
  'audit.input.from': '변경 전',
  'audit.input.to': '변경 후',
  'audit.input.kind': '종류',
  'audit.input.events': '이벤트',
  'audit.input.ping': '멘션',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': '분',
  'audit.input.provider': '카탈로그',
  'audit.input.mod': '모드',
  'audit.input.mod_id': '모드 ID',
  'audit.input.installed': '설치됨',
  'audit.input.newer': '새 릴리스',
  'audit.input.newer_id': '새 릴리스 ID',
  'audit.input.state': '상태',
  'audit.input.threshold': '임계값',
  'audit.input.guild': 'Discord 서버',
  'audit.input.file': '파일',
  'audit.input.file_id': '파일 ID',
  'audit.input.type': '유형',
  'audit.input.updates': '업데이트',
  'audit.poster.givenUp':
    '⚠️ {channel}에 감사 기록을 게시하지 못했습니다: {detail}. 기록은 계속 보관됩니다(`/audit recent` 참고).',
  'audit.poster.lost':
    '⚠️ 더 이상 {channel}에 감사 기록을 게시할 수 없습니다: {reason}. 기록은 계속 보관됩니다(`/audit recent` 참고). `/audit channel`로 ' +
    '채널을 다시 설정하세요.',

  'audit.action.language.set':
    '{phase, select, done {봇 게시물의 언어 변경함} asked {봇 게시물의 언어 변경 요청함} other {봇 게시물의 언어 변경 시도함}}',
  'command.audit.recent.kind.language.set': '언어 변경',
  'audit.input.language': '언어',
  'audit.value.languageAuto': '이 Discord 서버의 Discord 언어',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': '한국어',
  'language.set.chosen':
    '🌐 이제 봇이 여기에 스스로 올리는 게시물(알림, 상태 보드, 안내)은 {language}(으)로 표시됩니다. 각 멤버에게 보내는 답변은 계속 각자의 Discord 언어로 표시됩니다.',
  'language.set.followsDiscord':
    '🌐 이제 봇이 여기에 스스로 올리는 게시물은 이 Discord 서버의 Discord 언어를 따릅니다: {language}. 각 멤버에게 보내는 답변은 계속 각자의 Discord ' +
    '언어로 표시됩니다.',
  'language.show.chosen':
    '🌐 봇이 여기에 스스로 올리는 게시물은 `/language set`으로 설정한 언어로 표시됩니다: {language}. 각 멤버에게 보내는 답변은 각자의 Discord 언어로 ' +
    '표시됩니다.',
  'language.show.preferred':
    '🌐 봇이 여기에 스스로 올리는 게시물은 이 Discord 서버의 Discord 언어로 표시됩니다: {language}. 각 멤버에게 보내는 답변은 각자의 Discord 언어로 ' +
    '표시됩니다.',
  'language.show.preferredUnsupported':
    '🌐 봇이 여기에 스스로 올리는 게시물은 {language}(으)로 표시됩니다. 이 Discord 서버의 Discord 언어({locale})는 아직 번역이 없습니다. ' +
    '`/language set`으로 다른 언어를 선택할 수 있습니다. 각 멤버에게 보내는 답변은 각자의 Discord 언어로 표시됩니다.',
  'language.show.default':
    '🌐 봇이 여기에 스스로 올리는 게시물은 {language}(으)로 표시됩니다. `/language set`으로 다른 언어를 선택할 수 있습니다. 각 멤버에게 보내는 답변은 각자의 ' +
    'Discord 언어로 표시됩니다.',
  'command.language': '이 Discord 서버에서 봇이 스스로 올리는 게시물의 언어를 선택합니다',
  'command.language.set': '봇이 여기에 올리는 알림, 상태 보드, 안내의 언어를 설정합니다',
  'command.language.set.language': '언어 또는 이 Discord 서버의 Discord 언어',
  'command.language.set.language.auto': '이 Discord 서버의 Discord 언어',
  'command.language.show': '이 Discord 서버에서 봇이 스스로 올리는 게시물의 언어를 보여 줍니다',
  'quota.silences':
    '이 Discord 서버는 동시 음소거 한도({limit}개)에 도달했습니다. 먼저 `/alerts silences`로 하나를 끝내거나 봇 운영자에게 한도를 올려 달라고 요청하세요.',
  'server.alertButton.silence': '1시간 음소거',
  'silence.kind': '{kind, select, status {상태 변경} usage {사용률 알림} game {게임 응답} other {활동}}',
  'silence.everyServer': '이 Discord 서버가 볼 수 있는 모든 서버',
  'silence.everyChannel': '이 Discord 서버의 모든 채널',
  'silence.set':
    '🔕 {until}({relative})까지 음소거: {what}의 {kinds}, {where}. `/alerts silences`로 보고 일찍 끝낼 수 있습니다.',
  'silence.gone':
    '이 음소거는 이미 끝났거나 삭제되었습니다. `/alerts silences`에서 유효한 것을 볼 수 있습니다.',
  'silence.list.title': '🔕 음소거된 알림',
  'silence.list.none':
    '여기에는 음소거된 알림이 없습니다. `/alerts silence`로 점검 중 등에 잠시 멈출 수 있습니다.',
  'silence.list.line': '**{number}.** {what}의 {kinds}, {where}: {until}({relative})까지, 설정: {member}',
  'silence.list.reason': '사유: {reason}',
  'silence.list.footer':
    '{pages, number}페이지 중 {page, number}페이지 · {count, plural, other {음소거 #개}}',
  'silence.endNow': '지금 종료 ({number})',
  'silence.endedNow':
    '🔔 {member} 님이 {where}에서 {what}의 {kinds} 음소거를 끝냈습니다. 알림을 다시 게시합니다.',
  'silence.field.reason': '사유',
  'silence.ended.title': '🔔 음소거 종료',
  'silence.ended.titleStill': '🔔 음소거 종료: {count, plural, other {서버 #개에 아직 조치 필요}}',
  'silence.ended.expired': '{setBy} 님이 {from}부터 {to}까지 음소거했습니다. 알림을 다시 게시합니다.',
  'silence.ended.endedBy':
    '{setBy} 님이 {from}부터 음소거했고 {by} 님이 {to}에 일찍 끝냈습니다. 알림을 다시 게시합니다.',
  'silence.ended.stillDown': '{server}: 아직 중단됨, {since}부터 {status}.',
  'silence.ended.stillSilent': '{server}: {since}부터 게임 조회에 아직 응답하지 않음.',
  'silence.ended.stillOver':
    '{server}: 아직 {metric, select, cpu {CPU} ram {RAM} other {디스크}} 임계값 {threshold, number, ::percent ' +
    'scale/0.01} 초과.',
  'silence.ended.stillOverSince':
    '{server}: {since}부터 {metric, select, cpu {CPU} ram {RAM} other ' +
    '{디스크}} 임계값 {threshold, number, ::percent scale/0.01} 초과 중.',
  'silence.ended.more': '… 외 {count, plural, other {#개}}.',
  'silence.ended.cameBack':
    '음소거 중 문제가 생겼다가 복구됨(중단, 게임 응답 없음 또는 임계값 초과): {servers}.',
  'silence.ended.others': '{count, plural, other {외 #개}}',
  'board.silencedUntil': '🔕 {until}까지 음소거',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {{server}의 알림을 음소거함} other {모든 서버의 알림을 음소거함}}} asked ' +
    '{{target, select, server {{server}의 알림 음소거를 요청함} other {모든 서버의 알림 음소거를 요청함}}} other {{target, ' +
    'select, server {{server}의 알림 음소거를 시도함} other {모든 서버의 알림 음소거를 시도함}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {{server}의 알림 음소거를 끝냄} other {모든 서버의 알림 음소거를 끝냄}}} ' +
    'asked {{target, select, server {{server}의 알림 음소거 종료를 요청함} other {모든 서버의 알림 음소거 종료를 요청함}}} other ' +
    '{{target, select, server {{server}의 알림 음소거 종료를 시도함} other {모든 서버의 알림 음소거 종료를 시도함}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {{server}의 알림 음소거가 만료됨} other {모든 서버의 알림 음소거가 만료됨}}} ' +
    'asked {{target, select, server {{server}의 알림 음소거 종료를 요청함} other {모든 서버의 알림 음소거 종료를 요청함}}} other ' +
    '{{target, select, server {{server}의 알림 음소거 종료를 시도함} other {모든 서버의 알림 음소거 종료를 시도함}}}}',
  'command.audit.recent.kind.alerts.silence': '알림 음소거 설정',
  'command.audit.recent.kind.alerts.silence.end': '일찍 끝낸 음소거',
  'command.audit.recent.kind.alerts.silence.expire': '만료된 음소거',
  'audit.input.duration': '기간',
  'audit.input.reason': '사유',
  'audit.input.kinds': '종류',
  'command.alerts.silence': '점검 중 등에 알림을 잠시 멈추기',
  'command.alerts.silence.duration': '멈출 기간',
  'command.alerts.silence.duration.30': '30분',
  'command.alerts.silence.duration.60': '1시간',
  'command.alerts.silence.duration.120': '2시간',
  'command.alerts.silence.duration.240': '4시간',
  'command.alerts.silence.duration.480': '8시간',
  'command.alerts.silence.duration.720': '12시간',
  'command.alerts.silence.duration.1440': '1일',
  'command.alerts.silence.duration.2880': '2일',
  'command.alerts.silence.duration.4320': '3일',
  'command.alerts.silence.duration.10080': '7일',
  'command.alerts.silence.server': '서버 (기본: 이 Discord 서버가 볼 수 있는 모든 서버)',
  'command.alerts.silence.reason': '팀에 남길 사유 (최대 200자)',
  'command.alerts.silence.channel': '채널 (기본: 이 Discord 서버의 모든 채널)',
  'command.alerts.silence.kinds': '대상 알림 (기본: 상태, 사용률, 게임)',
  'command.alerts.silence.kinds.default': '상태, 사용률, 게임',
  'command.alerts.silence.kinds.all': '전부 (활동 포함)',
  'command.alerts.silence.kinds.status': '상태 변경만',
  'command.alerts.silence.kinds.usage': '사용률 알림만',
  'command.alerts.silence.kinds.game': '게임 응답만',
  'command.alerts.silence.kinds.activity': '활동만',
  'command.alerts.silences': '이곳의 알림 음소거 목록 (각각 “지금 종료” 포함)',
} satisfies CatalogueOf<'ko'>;
