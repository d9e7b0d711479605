import type { LocaleCatalogue } from './en-US.js';

/** tr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  'command.board': 'Sunucularının yerinde düzenlenen canlı durum mesajı',
  'command.board.create': 'Bir kanala, güncel tutulan canlı bir durum panosu gönder',
  'command.board.create.channel': 'Pano için metin veya duyuru kanalı',
  'command.board.remove': 'Bir kanalın durum panosunu ve mesajını kaldır',
  'command.board.remove.channel': 'Panonun kanalı',
  'command.board.list': 'Bu Discord sunucusunun durum panolarını göster',
  'board.create.already':
    '{channel} kanalında zaten bir durum panosu var; hiçbir şey değişmedi. Orada `/board remove` onu ' +
    'kaldırır.',
  'board.create.posted':
    '📋 {scope, select, ops {Hesaptaki tüm sunucuların} other {Bu Discord sunucusuna bağlı tüm ' +
    'sunucuların}} durum panosu birazdan {channel} kanalında görünecek ve bundan sonra yerinde ' +
    'düzenlenecek.',
  'board.create.resumed':
    '📋 Sürdürüldü: {scope, select, ops {hesaptaki tüm sunucuların} other {bu Discord sunucusuna bağlı tüm ' +
    'sunucuların}} durum panosu birazdan {channel} kanalında görünecek ve bundan sonra yerinde ' +
    'düzenlenecek.',
  'board.create.shows':
    'Her sunucunun durumunu, oyununu, boyutunu, ölçülüyorsa kullanımını ve bağlantı adresini, ayrıca ' +
    'bilgilerin ne kadar güncel olduğunu gösterir.',
  'board.remove.done': '🗑️ {channel} kanalının durum panosu kaldırıldı.',
  'board.remove.none':
    '{channel} kanalında durum panosu yok; hiçbir şey değişmedi. `/board list` bu Discord sunucusunun ' +
    'panolarını gösterir.',
  'board.list.none': 'Bu Discord sunucusunda henüz durum panosu yok. `/board create` komutunu kullan.',
  'board.list.title': 'Durum panoları',
  'board.list.footer': '{count, plural, one {{count} pano} other {{count} pano}}',
  'board.list.paused': '{channel} · ⏸️ duraklatıldı: {reason}; sürdürmek için orada `/board create` çalıştır',
  'board.list.posting': '{channel} · gönderiliyor',
  'board.list.messages': '{channel} · {count, plural, one {# mesaj} other {# mesaj}}',
  'board.list.messagesEdited':
    '{channel} · {count, plural, one {# mesaj} other {# mesaj}} · son düzenleme {when}',
  'board.title': 'Sunucu durumu',
  'board.titlePaged': 'Sunucu durumu ({page, number}/{pages, number})',
  'board.reading': 'Sunucu listesi okunuyor…',
  'board.empty': 'Henüz gösterilecek sunucu yok.',
  'board.allClear': '✅ İlgi gerektiren bir şey yok.',
  'board.needsAttention': '**İlgi gerekiyor** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total': '**{count, plural, one {{count} sunucu} other {{count} sunucu}}**',
  'board.summary.kind':
    '{count} {kind, select, failed {hatalı} suspended {askıda} stopped {durdurulmuş} provisioning ' +
    '{hazırlanıyor} deleting {siliniyor} running {çalışıyor} other {bilinmiyor}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} etkin kullanım uyarısı} other {{count} etkin kullanım uyarısı}}',
  'board.reason.slowProvisioning': 'hazırlık beklenenden uzun sürüyor',
  'board.reason.gameSilent': 'oyun yanıt vermiyor',
  'board.reason.unrecognised': 'botun tanımadığı bir durum',
  'board.overThreshold': '{metric, select, cpu {CPU} ram {RAM} other {Disk}} %{threshold} üzerinde',
  'board.since': '{when} beri',
  'board.seenSince': '{when} beri görülüyor',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disk {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} disk',
  'board.freshness.every': 'yaklaşık her {duration} yenilenir',
  'board.freshness.notRead': '🕒 Henüz okunmadı; {every}',
  'board.freshness.updated': '🕒 Güncellendi: {when}; {every}',
  'board.stale.unread':
    '⚠️ **{since} itibarıyla güncel değil**: barındırma API’si yanıt vermiyor; yanıt verene kadar hiçbir ' +
    'durum gösterilmez.',
  'board.stale.read':
    '⚠️ **{since} itibarıyla güncel değil**: barındırma API’si yanıt vermiyor; aşağıdaki durumlar {readAt} ' +
    'tarihli.',
  'board.notListed':
    '… ve burada listelenmeyen {count, plural, one {# sunucu daha} other {# sunucu daha}}: {filters} ' +
    'bunları gösterir.',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'command.audit': 'Kim, hangi Discord sunucusundan, hangi sunucuda ne yaptı',
  'command.audit.channel':
    'Her denetim kaydını olduğu anda bir kanala gönder (durdurmak için kanalı boş bırak)',
  'command.audit.channel.channel': 'Denetim kayıtları için metin veya duyuru kanalı',
  'command.audit.recent': 'En son denetim kayıtlarını göster, en yenisi önce',
  'command.audit.recent.server': 'Yalnızca bu sunucuyla ilgili kayıtlar',
  'command.audit.recent.member': 'Yalnızca bu üyenin kayıtları',
  'command.audit.recent.limit': 'Sayfa başına kaç kayıt (varsayılan 10)',
  'command.audit.recent.kind': 'Yalnızca bu tür işlemlerin kayıtları',
  'command.audit.recent.kind.server.create': 'Oluşturulan sunucular',
  'command.audit.recent.kind.server.update': 'Güncellenen sunucular',
  'command.audit.recent.kind.server.delete': 'Silinen sunucular',
  'command.audit.recent.kind.mods.install': 'Kurulan veya güncellenen modlar',
  'command.audit.recent.kind.mods.update-check': 'Bulunan mod güncellemeleri',
  'command.audit.recent.kind.access.link': 'Bir Discord sunucusuna bağlanan sunucular',
  'command.audit.recent.kind.access.unlink': 'Bir Discord sunucusundan ayrılan sunucular',
  'command.audit.recent.kind.alerts.subscribe': 'Uyarı abonelikleri',
  'command.audit.recent.kind.alerts.unsubscribe': 'Uyarı abonelik iptalleri',
  'command.audit.recent.kind.board.create': 'Oluşturulan durum panoları',
  'command.audit.recent.kind.board.remove': 'Kaldırılan durum panoları',
  'command.audit.recent.kind.audit.channel': 'Denetim kanalı değişiklikleri',
  'command.audit.recent.kind.usage.crossing': 'Aşılan kullanım eşikleri',
  'command.audit.recent.hours': 'Yalnızca son bu kadar saatin kayıtları',
  'audit.channel.stopped':
    'Denetim kayıtları artık gönderilmiyor. Yine de saklanıyorlar: `/audit recent` bunları gösterir.',
  'audit.channel.notPosting': 'Denetim kayıtları zaten hiçbir yere gönderilmiyordu; hiçbir şey değişmedi.',
  'audit.channel.set':
    '📜 {channel} artık her denetim kaydını olduğu anda alacak. Durdurmak için `/audit channel` komutunu ' +
    'kanalsız çalıştır.',
  'audit.recent.expired': 'Bu sayfanın süresi doldu. `/audit recent` komutunu yeniden çalıştır.',
  'audit.recent.none': 'Denetim kaydı yok.',
  'audit.recent.noneFor': 'Şunlar için denetim kaydı yok: {filters}.',
  'audit.recent.about': 'Şunlar için denetim kayıtları: {filters}',
  'audit.recent.title': 'Denetim kaydı',
  'audit.recent.footer': '{count, plural, one {# kayıt, en yenisi önce} other {# kayıt, en yenisi önce}}',
  'audit.recent.newer': 'Daha yeni',
  'audit.recent.older': 'Daha eski',
  'audit.filter.server': 'sunucu {server}',
  'audit.filter.member': 'üye {member}',
  'audit.filter.kind': '“{kind}” türü',
  'audit.filter.hours': 'son {hours} sa',
  'audit.filter.and': '{first} ve {second}',
  'audit.action.server.create':
    '{phase, select, done {bir sunucu oluşturdu{server}} asked {bir sunucu oluşturmak istedi{server}} ' +
    'other {bir sunucu oluşturmayı denedi{server}}}',
  'audit.action.server.update':
    '{phase, select, done {{server} sunucusunu güncelledi} asked {{server} sunucusunu güncellemek istedi} ' +
    'other {{server} sunucusunu güncellemeyi denedi}}',
  'audit.action.server.delete':
    '{phase, select, done {{server} sunucusunu sildi} asked {{server} sunucusunu silmek istedi} other ' +
    '{{server} sunucusunu silmeyi denedi}}',
  'audit.action.mods.install':
    '{phase, select, done {{server} sunucusuna bir mod kurdu} asked {{server} sunucusuna bir mod kurmak ' +
    'istedi} other {{server} sunucusuna bir mod kurmayı denedi}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{server} sunucusu için bir mod güncellemesi buldu} asked {{server} sunucusunda ' +
    'mod güncellemelerini denetlemek istedi} other {{server} sunucusunda mod güncellemelerini denetlemeyi ' +
    'denedi}}',
  'audit.action.access.link':
    '{phase, select, done {{server} sunucusunu bağladı} asked {{server} sunucusunu bağlamak istedi} other ' +
    '{{server} sunucusunu bağlamayı denedi}}',
  'audit.action.access.unlink':
    '{phase, select, done {{server} sunucusunun bağlantısını kaldırdı} asked {{server} sunucusunun ' +
    'bağlantısını kaldırmak istedi} other {{server} sunucusunun bağlantısını kaldırmayı denedi}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {bir kanalı uyarılara abone etti{server}} asked {bir kanalı uyarılara abone ' +
    'etmek istedi{server}} other {bir kanalı uyarılara abone etmeyi denedi{server}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {bir kanalın uyarı aboneliğini iptal etti{server}} asked {bir kanalın uyarı ' +
    'aboneliğini iptal etmek istedi{server}} other {bir kanalın uyarı aboneliğini iptal etmeyi ' +
    'denedi{server}}}',
  'audit.action.board.create':
    '{phase, select, done {bir durum panosu oluşturdu{server}} asked {bir durum panosu oluşturmak ' +
    'istedi{server}} other {bir durum panosu oluşturmayı denedi{server}}}',
  'audit.action.board.remove':
    '{phase, select, done {bir durum panosunu kaldırdı{server}} asked {bir durum panosunu kaldırmak ' +
    'istedi{server}} other {bir durum panosunu kaldırmayı denedi{server}}}',
  'audit.action.audit.channel':
    '{phase, select, done {denetim kayıtlarının gönderildiği yeri değiştirdi{server}} asked {denetim ' +
    'kayıtlarının gönderildiği yeri değiştirmek istedi{server}} other {denetim kayıtlarının gönderildiği ' +
    'yeri değiştirmeyi denedi{server}}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{server} sunucusunda bir kullanım eşiğinin aşıldığını gördü} asked {{server} ' +
    'sunucusunun kullanımını izlemek istedi} other {{server} sunucusunun kullanımını izlemeyi denedi}}',
  'audit.outcome.asked': '❔ Üyenin onayı bekleniyor.',
  'audit.outcome.done': '✅ Tamamlandı.',
  'audit.outcome.alerted': '🔔 İzleyen kanala uyarı gönderildi.',
  'audit.outcome.refused': '⛔ Reddedildi ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Barındırma API’si tarafından reddedildi ({code}).',
  'audit.outcome.refusedByBot': '⛔ Bot tarafından reddedildi ({code}).',
  'audit.outcome.cancelled': '✖️ Üye tarafından iptal edildi; hiçbir şey değişmedi.',
  'audit.outcome.expired': '⌛ Yanıt gelmeden süresi doldu; hiçbir şey değişmedi.',
  'audit.outcome.conflict': '⚠️ Uygulanmadı: bu arada başka biri sunucuyu değiştirdi.',
  'audit.outcome.failedCode': '❌ Başarısız ({code}).',
  'audit.outcome.failed': '❌ Başarısız.',
  'audit.line.bot': '🤖 Bot ({guild})',
  'audit.line.request': '· istek {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.value.percent': '%{value}',
  'audit.value.nowhere': 'hiçbir yer',
  'audit.value.above': 'eşiğin üzerinde',
  'audit.value.under': 'yeniden eşiğin altında',
  'audit.input.name': 'Ad',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'Plan',
  'audit.input.game': 'Oyun',
  'audit.input.disk': 'Disk',
  'audit.input.external_reference': 'Harici referans',
  'audit.input.channel': 'Kanal',
  'audit.input.from': 'Önceki',
  'audit.input.to': 'Yeni',
  'audit.input.kind': 'Tür',
  'audit.input.events': 'Olaylar',
  'audit.input.ping': 'Bahsetme',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': 'Dakika',
  'audit.input.provider': 'Sağlayıcı',
  'audit.input.mod': 'Mod',
  'audit.input.mod_id': 'Mod kimliği',
  'audit.input.installed': 'Kurulu',
  'audit.input.newer': 'Daha yeni',
  'audit.input.newer_id': 'Daha yeni sürümün kimliği',
  'audit.input.state': 'Durum',
  'audit.input.threshold': 'Eşik',
  'audit.input.guild': 'Discord sunucusu',
  'audit.input.file': 'Dosya',
  'audit.input.file_id': 'Dosya kimliği',
  'audit.input.type': 'Tür',
  'audit.input.updates': 'Yerine geçtiği',
  'audit.poster.givenUp':
    '⚠️ Denetim kayıtları {channel} kanalına gönderilemedi: {detail}. Kayıtlar hâlâ saklanıyor (bkz. ' +
    '`/audit recent`).',
  'audit.poster.lost':
    '⚠️ Denetim kayıtları artık {channel} kanalına gönderilemiyor: {reason}. Kayıtlar hâlâ saklanıyor ' +
    '(bkz. `/audit recent`); `/audit channel` ile yeniden bir kanal belirle.',
  // Language: /language.
} satisfies LocaleCatalogue;
