import type { CatalogueOf } from './en-US.js';

/** tr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# İstek kimliği: `{requestId}`',
  'error.serverNotFound':
    'Bu sunucu yok ya da burada kullanılamıyor. Önerilerden birini seç veya kimliği kontrol et.',
  'error.api.VALIDATION_ERROR':
    'Hosting API’si isteği geçersiz diye reddetti. Değerleri kontrol edip tekrar dene.',
  'error.api.LIMIT_EXCEEDED':
    'Bu hesaptaki bir kotaya ulaşıldı. Kullanılmayan bir şeyi kaldır veya hosting sağlayıcından kotayı ' +
    'artırmasını iste.',
  'error.api.NO_CHANGE': 'Hiçbir şey değişmedi: sunucu zaten bu boyutta. Farklı bir değer seç.',
  'error.api.INVALID_RAM':
    'RAM, 0,5 GB’lık adımlarla pozitif bir miktar olmalı (örneğin 2; 2,5 veya 3). Düzeltip tekrar dene.',
  'error.api.BELOW_MIN_RAM':
    'Bu RAM miktarı sunucunun fiyat planındaki en düşük değerin altında (değer, hosting panelinde planın ' +
    'sayfasında yazar). Daha fazla RAM seç.',
  'error.api.ABOVE_MAX_RAM':
    'Bu RAM miktarı sunucunun fiyat planındaki en yüksek değerin üzerinde (değer, hosting panelinde ' +
    'planın sayfasında yazar). Daha az RAM seç.',
  'error.api.RAM_LIMIT_EXCEEDED':
    'Bu, hosting hesabının toplam RAM hakkını aşar. Önce başka bir sunucuyu küçült veya sil ya da hakkı ' +
    'artır.',
  'error.api.DISK_USAGE_EXCEEDED':
    'Sunucu, küçük boyutun izin verdiğinden fazla disk kullanıyor, bu yüzden düşürülemez. Önce sunucuda ' +
    'disk alanı boşalt.',
  'error.api.AUTH_REQUIRED':
    'Hosting API’si botun API anahtarını reddetti. Bir yöneticinin HOSTING_API_KEY değerini kontrol etmesi ' +
    'gerekiyor.',
  'error.api.FORBIDDEN':
    'Botun API anahtarının bunu yapma izni yok. Hosting sağlayıcından bota bu izni vermesini iste.',
  'error.api.ADDON_REQUIRED':
    'Mod ve eklentiler için bu sunucuda mod ek paketi veya Premium planı gerekiyor. Hosting sağlayıcından ' +
    'mod ek paketini etkinleştirmesini veya sunucuyu Premium’a geçirmesini iste.',
  'error.api.FEATURE_UNAVAILABLE':
    'Bu özellik sunucunun planında yok. Hosting sağlayıcından sunucuyu bu özelliği açan daha yüksek bir ' +
    'plana geçirmesini iste.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Modun yazarı üçüncü taraf indirmelerini yasaklıyor, bu yüzden otomatik olarak yüklenemez. Modu kendi ' +
    'sayfasından indir ve sunucuya elle yükle.',
  'error.api.USER_NOT_FOUND': 'Bu kullanıcı sunucuda bulunamadı. Adı kontrol edip tekrar dene.',
  'error.api.NOT_FOUND':
    'Mod veya dosya sağlayıcıda bulunamadı; kaldırılmış olabilir. Yeniden ara ve listelenen bir dosya seç.',
  'error.api.CONFLICT':
    'Başka biri bu sunucuyu aynı anda değiştirdi, bu yüzden hiçbir şey uygulanmadı. Güncel durumuna bakıp ' +
    'tekrar dene.',
  'error.api.SERVER_SUSPENDED':
    'Sunucu askıya alındı, bu yüzden değişiklikler engelleniyor. Askıdan çıkarılması için hosting ' +
    'sağlayıcınla iletişime geç.',
  'error.api.SERVER_INSTALLING': 'Sunucu hâlâ hazırlanıyor. Hazır olduğunda tekrar dene.',
  'error.api.ALREADY_EXISTS': 'Bu zaten var, bu yüzden yeni bir şey oluşturulmadı.',
  'error.api.LIMIT_REACHED':
    'Hosting panelinin sınırına ulaşıldı. Kullanılmayan bir şeyi kaldır veya hosting sağlayıcından sınırı ' +
    'artırmasını iste.',
  'error.api.CONFIG_ERROR':
    'Hosting platformunda bu işlem için yapılandırma eksik. Hosting sağlayıcınla iletişime geç ve istek ' +
    'kimliğini belirt.',
  'error.api.INTERNAL_ERROR':
    'Hosting API’sinde dahili bir hata oluştu. Birazdan tekrar dene; hata sürerse istek kimliğiyle hosting ' +
    'sağlayıcınla iletişime geç.',
  'error.api.UPLOAD_FAILED':
    'Mod indirildi ama sunucuya yüklenemedi. Tekrar dene; hata sürerse sunucunun çalıştığını ve boş disk ' +
    'alanı olduğunu kontrol et.',
  'error.api.SERVICE_UNAVAILABLE':
    'Hosting platformunun şu anda boş kapasitesi yok (düğüm veya port kalmadı) ya da paneline ' +
    'ulaşılamıyor. Daha sonra tekrar dene.',
  'error.ops.SERVER_SUSPENDED':
    'Sunucu askıya alındı, bu yüzden değişiklikler engelleniyor. Askıyı hosting panelinden kaldır ' +
    '(genellikle ilgili faturalandırma ile çözülür), sonra tekrar dene.',
  'error.ops.ADDON_REQUIRED':
    'Mod ve eklentiler için bu sunucuda mod ek paketi veya Premium planı gerekiyor. Hosting panelinden ' +
    'sunucu için mod ek paketini etkinleştir veya sunucuyu Premium’a geçir, sonra tekrar dene.',
  'error.ops.LIMIT_EXCEEDED':
    'Hosting hesabındaki bir kotaya ulaşıldı. Kullanılmayan bir şeyi kaldır veya kotayı hosting ' +
    'platformuna artırt.',
  'error.ops.LIMIT_REACHED':
    'Hosting panelinin sınırına ulaşıldı. Kullanılmayan bir şeyi kaldır veya sınırı hosting panelinden ' +
    'artır.',
  'error.ops.FORBIDDEN':
    'Botun API anahtarının bunu yapma izni yok. Hosting panelinin API ayarlarından anahtara bu izni ver ' +
    'veya bu izne sahip bir anahtar kullan.',
  'error.ops.FEATURE_UNAVAILABLE':
    'Bu özellik sunucunun planında yok. Açmak için sunucuyu hosting panelinden daha yüksek bir plana geçir.',
  'error.ops.CONFIG_ERROR':
    'Hosting platformunda bu işlem için yapılandırma eksik. Hosting platformunun destek ekibiyle iletişime ' +
    'geç ve istek kimliğini belirt.',
  'error.ops.INTERNAL_ERROR':
    'Hosting API’sinde dahili bir hata oluştu. Birazdan tekrar dene; hata sürerse istek kimliğiyle hosting ' +
    'platformunun destek ekibine başvur.',
  'error.ramBelowPlan':
    'Bu kadar RAM, fiyat planının {bound} olan minimumunun altında. {bound} veya daha fazlasını seç.',
  'error.ramAbovePlan':
    'Bu kadar RAM, fiyat planının {bound} olan maksimumunun üstünde. {bound} veya daha azını seç.',
  'error.client.RATE_LIMITED':
    'Hosting API’si şu anda botun isteklerini sınırlıyor. Bir dakika bekleyip tekrar dene.',
  'error.client.NETWORK_ERROR': 'Bot hosting API’sine ulaşamadı. Birazdan tekrar dene.',
  'error.client.TIMEOUT':
    'Hosting API’si zamanında yanıt vermedi. İşlem yine de gerçekleşmiş olabilir: tekrarlamadan önce ' +
    'kontrol et.',
  'error.client.ABORTED': 'İstek tamamlanmadan iptal edildi. Tekrar dene.',
  'error.client.INVALID_RESPONSE':
    'Hosting API’si botun anlayamadığı bir yanıt gönderdi. Tekrar dene; sorun sürerse istek kimliğini ' +
    'bildir.',
  'error.client.RESPONSE_TOO_LARGE':
    'Hosting API’si okunamayacak kadar büyük bir yanıt gönderdi; bot bu yanıtı yok saydı. Daha dar bir ' +
    'aramayla tekrar dene; sorun sürerse istek kimliğini bildir.',
  'error.tenantBusy': 'Şu an bu sunucudan çok fazla istek geliyor. {seconds, number} sn sonra yeniden dene.',
  'error.store.read':
    'Bot veritabanını okuyamadı, bu yüzden bunu şu anda yapamıyor. Hiçbir şey değiştirilmedi; bir dakika ' +
    'sonra tekrar dene.',
  'error.store.write':
    'Bu değişiklik kaydedilmedi: botun veritabanı yanıt vermiyor. Hiçbir şey değiştirilmedi; bir dakika ' +
    'sonra tekrar dene.',
  'error.api.failed': 'Hosting API’si başarısız oldu (HTTP {status}). Birazdan tekrar dene.',
  'error.api.refused': 'Hosting API’si isteği reddetti ({code}). Değerleri kontrol edip tekrar dene.',
  'error.internal':
    'Botun içinde bir şeyler ters gitti. Ekip günlükler üzerinden bilgilendirildi; tekrar dene.',
  'validation.text': '{field} metin olmalı.',
  'validation.required': '{field} zorunludur.',
  'validation.tooLong': '{field} en fazla {max, number} karakter olmalı.',
  'validation.wholeNumberAtLeast': '{field} en az {min, number} olan bir tam sayı olmalı.',
  'validation.wholeNumberBetween': '{field} {min, number} ile {max, number} arasında bir tam sayı olmalı.',
  'validation.oneOf': '{field} şunlardan biri olmalı: {values}.',
  'validation.ramNumber': 'RAM, GB cinsinden bir sayı olmalı.',
  'validation.ramSteps': 'RAM, 0,5 GB’ın pozitif bir katı olmalı (örneğin 2; 2,5 veya 3).',
  'validation.serverId': 'Bu geçerli bir sunucu kimliği değil.',
  'validation.providerId': '{field} boş olmayan bir kimlik olmalı.',
  'validation.boolean': '{field} true veya false olmalı.',
  'validation.addons': 'Ek paketler, her biri seçili olan ya da olmayan bir ek paket listesi olmalı.',
  'validation.disk': 'Disk, GB cinsinden pozitif bir sayı olmalı.',
  'validation.emptyUpdate': 'Güncellemek için en az RAM, disk veya harici referanstan birini ver.',
  'validation.object': '{field} bir nesne olmalı.',
  'validation.invalid': 'Bot kendi isteğini göndermeden önce geçersiz diye reddetti. Tekrar dene.',
  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number} g {hours, number} sa',
  'unit.days': '{days, number} g',
  'unit.hoursMinutes': '{hours, number} sa {minutes, number} dk',
  'unit.hours': '{hours, number} sa',
  'unit.minutes': '{minutes, number} dk',
  'unit.seconds': '{seconds, number} sn',
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'Bu komut artık burada kullanılamıyor. Discord hâlâ eski bir listeyi gösteriyor olabilir: bir dakika ' +
    'sonra tekrar dene.',
  'interaction.staleComponent':
    'Bu düğmeler botun eski bir sürümünden kalma ve artık çalışmıyor. Komutu yeniden çalıştır.',
  'interaction.guildsOnly': 'Bu bot yalnızca sunucuların içinde çalışır.',
  'confirmation.retiredKind': 'Bu onay, botun artık sunmadığı bir işlem için; hiçbir şey değiştirilmedi.',
  'permission.viewChannel': 'Kanalı Görüntüle',
  'permission.sendMessages': 'Mesaj Gönder',
  'permission.embedLinks': 'Bağlantı Yerleştir',
  'permission.cannotPost':
    'Bot {channel} kanalında paylaşım yapamıyor: orada {permissions} izinlerine ihtiyacı var. Bunları ' +
    'kanalın izinlerinden ver (veya başka bir kanal seç) ve komutu yeniden çalıştır.',
  'quota.subscriptions':
    'Bu sunucu {limit} uyarı aboneliği sınırına ulaştı. Önce `/alerts unsubscribe` ile birini kaldır veya ' +
    'botun operatörlerinden sınırı artırmalarını iste.',
  'quota.boards':
    'Bu sunucu {limit} durum panosu sınırına ulaştı. Önce `/board remove` ile birini kaldır veya botun ' +
    'operatörlerinden sınırı artırmalarını iste.',
  'quota.usageWatches':
    'Bu sunucu {limit} kullanım takibi sınırına ulaştı. Önce `/alerts unsubscribe kind:usage` ile birini ' +
    'kaldır veya botun operatörlerinden sınırı artırmalarını iste.',
  'interaction.rateLimitWait':
    '⏳ Hosting API’si botun isteklerini sınırlıyor. Yanıtın, API yeniden istek kabul eder ' +
    'etmez gelecek: {when}.',
  'confirmation.ask': '{member}, lütfen onayla: bu istek {expiresIn} sona eriyor.',
  'confirmation.onlyAsker': 'Yalnızca isteyen üye onaylayabilir.',
  'confirmation.confirm': 'Onayla',
  'confirmation.cancel': 'İptal',
  'confirmation.working': '⏳ Üzerinde çalışılıyor…',
  'confirmation.cancelled': '✖️ İptal edildi; hiçbir şey değiştirilmedi.',
  'confirmation.promptExpired': '⌛ Bu onayın süresi doldu; hiçbir şey değiştirilmedi.',
  'confirmation.expired':
    '⌛ Bu onayın süresi doldu veya artık bilinmiyor; hiçbir şey değiştirilmedi. Komutu yeniden çalıştır.',
  'confirmation.foreign': 'Bunu yalnızca isteyen üye onaylayabilir veya iptal edebilir.',
  'confirmation.used': 'Bu onay zaten kullanıldı.',
  'page.previous': 'Önceki',
  'page.next': 'Sonraki',
  'limits.andMore': '…ve {count, plural, one {# tane daha} other {# tane daha}}',
  'limits.notShown': '{count, plural, one {# tane daha gösterilmiyor} other {# tane daha gösterilmiyor}}',
  'option.server': 'Sunucu (bir öneri seç veya kimliğini yapıştır)',
  'option.guild_id': 'Topluluğun Discord sunucusu (botun bulunduğu birini seç veya kimliğini yapıştır)',
  'command.access':
    'Hangi Discord sunucularının hangi sunucuları göreceğine ve kimin botla ne yapabileceğine karar ver',
  'command.access.link': 'Bir topluluk Discord sunucusunun bir sunucuyu görmesine ve yönetmesine izin ver',
  'command.access.unlink': 'Bir topluluk Discord sunucusunun bir sunucuyu görmesini engelle',
  'command.access.list': 'Hangi Discord sunucularının hangi sunucuları gördüğünü göster',
  'command.access.list.guild_id':
    'Yalnızca bu topluluk Discord sunucusu (birini seç veya kimliğini yapıştır)',
  'access.linked': '🔗 {server}, {guild} ile bağlandı.',
  'access.alreadyLinked': '**{name}** zaten {guild} ile bağlıydı.',
  'access.membersSeeIt':
    'Oradaki üyeler artık sunucuyu seviyelerinin izin verdiği ölçüde komutlarında görüyor.',
  'access.botNotInGuild':
    'Bot henüz o Discord sunucusunda değil: onu oraya davet et, katıldığında komutlar görünecek.',
  'access.unlinked':
    '✂️ {server} ile {guild} arasındaki bağlantı kaldırıldı; o Discord sunucusu artık onu göremez ve ' +
    'üzerinde işlem yapamaz.',
  'access.notLinked': '{server}, {guild} ile bağlı değildi; hiçbir şey değişmedi.',
  'access.guildHasNoLinks': '{guild} için bağlı sunucu yok.',
  'access.noLinks': 'Henüz hiçbir topluluk Discord sunucusu bir sunucuya bağlı değil. `/access link` kullan.',
  'access.title': 'Discord sunucularının erişimi',
  'access.guildNotJoined': 'Discord sunucusu {guildId} (bot orada değil)',
  'access.moreGuilds':
    '{count, plural, one {# Discord sunucusu daha bağlı} other {# Discord sunucusu daha bağlı}}: ' +
    'sunucularını görmek için guild_id ile birini seç.',
  'permission.lost.unknownChannel': 'kanal silindi',
  'permission.lost.missingAccess': 'bot kanala erişimini kaybetti',
  'permission.lost.missingPermissions': 'botun orada paylaşım yapma izni yok',
  'permission.lacking': 'botun orada şu izinleri yok: {permissions}',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    'Değiştirilecek bir şey yok: ram, disk veya external_reference seçeneklerinden en az birini gir.',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'disk {before} → {after}',
  'server.update.changedReference': 'harici referans “{before}” → “{after}”',
  'server.update.changedStatus': 'durum {before} → {after}',
  'server.update.concurrentChange':
    'Sen güncellerken başka biri bu sunucuyu değiştirdi ({changes}), bu yüzden değişikliğin uygulanmadı. ' +
    'Yeni değerleri kontrol et ve komutu yeniden çalıştır.',
  'server.update.concurrentUnseenChange':
    'Sen güncellerken başka biri bu sunucuyu değiştirdi, bu yüzden değişikliğin uygulanmadı. Güncel ' +
    'değerleri `/server info` ile kontrol et ve komutu yeniden çalıştır.',
  'server.update.done': '✅ {server} güncellendi',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'Disk: {before} → {after}',
  'server.update.lineReference': 'Harici referans: {before} → {after}',
  'server.update.noReference': 'yok',
  'server.update.unchanged': 'Sunucu zaten bu değerlere sahipti; hiçbir şey değişmedi.',
  'command.server': 'Barındırılan oyun sunucularını oluştur, incele, yeniden boyutlandır ve sil',
  'command.server.list': 'Sunucuları filtre ve sıralamayla listele',
  'command.server.list.status': 'Yalnızca bu durumdaki sunucular (birini seç ya da başka birini yaz)',
  'command.server.list.game': 'Yalnızca bu oyunun sunucuları',
  'command.server.list.search': 'Ad bu metni içeriyor',
  'command.server.list.sort': 'Sıralama ölçütü',
  'command.server.list.sort.createdAt': 'Oluşturulma zamanı',
  'command.server.list.sort.name': 'Ad',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'Durum',
  'command.server.list.order': 'Sıralama yönü',
  'command.server.list.order.asc': 'Artan',
  'command.server.list.order.desc': 'Azalan',
  'command.server.info': 'Bir sunucuyu göster: durum, plan, limitler, ek paketler ve sürüm',
  'command.server.create': 'Bir sunucu oluştur; hazırlama arka planda devam eder',
  'command.server.create.name': 'Sunucu adı',
  'command.server.create.ram': "GB cinsinden RAM, 0,5'lik adımlarla",
  'command.server.create.game': 'Oyun kimliği (varsayılan: API’nin varsayılanı)',
  'command.server.create.game_type': 'Oyun türü (varsayılan: API’nin varsayılanı)',
  'command.server.create.game_version': 'Oyun sürümü (varsayılan: API’nin varsayılanı)',
  'command.server.create.plan': 'Plan seviyesi (varsayılan premium)',
  'command.server.create.plan.budget': 'Ekonomik',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'Mod ek paketini seç',
  'command.server.create.external_reference': 'Kendi referansın, ör. bir sipariş numarası',
  'command.server.update': 'Bir sunucuyu yeniden boyutlandır veya harici referansını değiştir',
  'command.server.update.ram': "GB cinsinden yeni RAM, 0,5'lik adımlarla",
  'command.server.update.disk': 'GB cinsinden yeni disk',
  'command.server.update.external_reference': 'Yeni harici referans',
  'command.server.delete': 'Bir sunucuyu kalıcı olarak sil (onay ister)',
  'command.server.resources': 'Anlık CPU, bellek, disk, ağ ve çalışma süresi, kullanım grafiğiyle',
  'command.server.resources.hours': 'Kullanım grafiğinin saat cinsinden aralığı (1-24, varsayılan 6)',
  'command.server.activity': 'Son etkinlikler: oluşturma, yeniden boyutlandırma, yüklemeler ve dahası',
  'server.list.expired': 'Bu listenin süresi doldu. `/server list` komutunu yeniden çalıştır.',
  'server.list.title': 'Sunucular',
  'server.list.empty': 'Eşleşen sunucu yok.',
  'server.list.pageOf':
    'Sayfa {page, number}/{pages, number} · {total, plural, one {# sunucu} other {# sunucu}}',
  'server.list.page': 'Sayfa {page, number}',
  'server.list.filterStatus': 'durum {status}',
  'server.list.filterGame': 'oyun {game}',
  'server.list.filterSearch': 'ad “{search}” içeriyor',
  'server.list.filterSort': 'sıralama: {sort}',
  'server.list.filterAscending': 'artan',
  'server.list.filterDescending': 'azalan',
  'server.info.connect': '🔌 Bağlan {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 Hosting panelinden {when} okundu · yeniden okunuyor…',
  'server.info.lastReadOnly': '🕓 Hosting panelinden {when} okundu',
  'server.field.status': 'Durum',
  'server.field.plan': 'Plan',
  'server.field.ram': 'RAM',
  'server.field.disk': 'Disk',
  'server.field.game': 'Oyun',
  'server.field.externalReference': 'Harici referans',
  'server.field.created': 'Oluşturulma',
  'server.field.addons': 'Ek paketler',
  'server.field.limits': 'Limitler',
  'server.field.serverId': 'Sunucu kimliği',
  'server.create.title': '{symbol} Hazırlama başladı: {name}',
  'server.create.description':
    'Sunucu hazırlanıyor. Bu mesaj, sunucu hazır olduğunda veya hazırlama başarısız olursa güncellenir.',
  'server.create.idPending': 'birazdan atanacak',
  'server.delete.done': '🗑️ **{name}** {id} verileri, yedekleri ve DNS kayıtlarıyla birlikte silindi.',
  'server.delete.confirm': 'Kalıcı olarak sil',
  'server.delete.title': '{name} silinsin mi?',
  'server.delete.prompt':
    'Bu işlem **{name}** {id} sunucusunu kalıcı olarak siler.\n\nTüm verileri, yedekleri ve DNS kayıtları ' +
    'panelden, SFTP’den ve DNS’ten kaldırılır. **Bu işlem geri alınamaz ve geri yüklenemez.**',
  'server.alertButton.info': 'Sunucu bilgisi',
  'server.alertButton.resources': 'Kaynaklar',
  'server.alertButton.acknowledge': 'Üstlen',
  'alerts.ack.field': 'Üstlenildi',
  'alerts.ack.by': 'Bu uyarıyı {member} {ago} üstlendi.',
  'alerts.ack.taken': 'Bu uyarıyı {member} zaten {ago} üstlendi.',
  'alerts.ack.after': '{member} bunu başlangıcından {duration} sonra üstlenmişti.',
  'alerts.ack.afterSome':
    '{member}, bu sunuculardan ' +
    '{count, plural, one {# tanesindeki} ' +
    'other {# tanesindeki}}' +
    ' olayı başlangıcından {duration} sonra üstlenmişti.',
  'server.alertButton.showAll': 'Tümünü göster',
  'server.alertGroup.gone':
    'Bu gruplanmış gönderinin listesi artık saklanmıyor; `/server list` tüm sunucuları gösterir.',
  'availability.name': 'Erişilebilirlik',
  'availability.notWatched':
    'Henüz izlenmiyor: bu sunucuda `/alerts subscribe events:status` izlemeyi başlatır.',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages':
    '{outages, plural, =0 {kesinti yok} one {# kesinti, {downtime}} other {# kesinti, {downtime}}}',
  'availability.watchedFor': 'Şimdiye kadar {watched} izlendi: {availability}',
  'availability.day': '24 sa: {availability}',
  'availability.week': '7 gün: {availability}',
  'availability.sinceWatching': 'İzleme {watched} önce başladığından beri: {availability}',
  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'Disk',
  'resources.title': 'Kaynaklar · {name}',
  'resources.description': 'ID {id} · ölçüm {sampled}',
  'resources.noFigures': 'API hiçbir kullanım verisi bildirmedi.',
  'resources.field.state': 'Durum',
  'resources.field.memory': 'Bellek',
  'resources.field.network': 'Ağ',
  'resources.field.uptime': 'Çalışma süresi',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} / {limit}',
  'resources.noChartYet':
    'Henüz kullanım grafiği yok: bot yalnızca izlenen sunucuların kullanımını ölçer. Bu sunucuda `/alerts ' +
    'usage` ile başla (ya da sunucuyu bir `/board` panosuna ekle); grafik o andan itibaren dolmaya başlar.',
  'resources.noFiguresInSpan':
    'Son {hours, number} saatte kullanım verisi yok: ölçüm {first} başladı, son okuma {last}.',
  'resources.usageOver':
    'Son {hours, number} saatteki kullanım ({first} itibarıyla ölçülüyor, son okuma {last}).',
  'resources.playersLine':
    'Son {hours, number} saatte çevrimiçi oyuncular, oyunun botun kontrollerine verdiği yanıtlara göre, ' +
    'sağ eksende.',
  'chart.title': '{title} · son {hours, number} sa',
  'chart.now': 'şimdi',
  'chart.hoursTick': '{hours, number, ::.##} sa',
  'chart.hoursAxis': 'şu andan önceki saatler ({time} UTC)',
  'chart.usageAxis': 'kullanım (%)',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric} (%)',
  'chart.players': 'Oyuncular',
  'chart.playersAxis': 'çevrimiçi oyuncular',
  'fields.yes': 'evet',
  'fields.no': 'hayır',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 Yanıt veriyor ({latency, number} ms)',
  'game.checkedAgo': '{when} kontrol edildi',
  'game.notAnsweringSince': '🔴 {since} itibarıyla yanıt vermiyor',
  'game.notAnswering': '🔴 Yanıt vermiyor ({when} kontrol edildi)',
  'game.noAnswerInTime': '⏳ Oyun zamanında yanıt vermedi; birazdan yeniden dene.',
  'game.notQueried.noAddress': 'Sorgulanmadı: sunucunun bağlantı adresi yok.',
  'game.notQueried.unknownGame': 'Sorgulanmadı: bot bu oyunu sorgulayamıyor.',
  'game.notQueried.disabled': 'Bu botta oyun sorguları kapalı.',
  'game.notQueried.hostNotAllowed': 'Sorgulanmadı: botun bu adresi sorgulamasına izin verilmiyor.',
  'game.notQueried.privateAddress': 'Sorgulanmadı: özel veya ayrılmış adres.',
  'game.notQueried.unresolvable': 'Sorgulanmadı: adres çözümlenemiyor.',
  'game.notQueried.protocolNotAllowed': 'Sorgulanmadı: bot bu oyunun protokolünü sorgulamıyor.',
  'game.notQueried.httpNotEnabled': 'Sorgulanmadı: bu oyun HTTP üzerinden sorgulanıyor ve bu botta kapalı.',
  'game.checking': '⏳ Oyun sorgulanıyor…',
  'game.playersOnline': '👥 {online, number} / {max, number} çevrimiçi',
  'game.peakPlayers': 'Son 24 saatteki zirve: {peak, number}',
  'game.moreNames': '{names} ve {more, plural, one {# kişi daha} other {# kişi daha}}',
  'game.field.server': 'Oyun sunucusu',
  'game.field.players': 'Oyuncular',
  'game.field.version': 'Oyun sürümü',
  'game.field.motd': 'Günün mesajı',
  'game.silentTitle': '🔇 {server}: oyun yanıt vermiyor',
  'game.silentText':
    '{server} panele göre çalışıyor, ancak oyunu {since} itibarıyla yanıt vermiyor ({sinceAt}).',
  'game.silentFooter': '{serverId} · yeniden yanıt verdiğinde yeni bir gönderi gelecek',
  'game.answeringTitle': '🔊 {server}: oyun {downtime} sonra yeniden yanıt veriyor',
  'game.answeringText':
    '{server} oyunu yeniden yanıt veriyor: {downtime} boyunca sessizdi ({sinceAt} itibarıyla).',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'oyun yanıt vermiyor',
  'game.fleetPlayers':
    '👥 Yanıt veren {servers, plural, one {# sunucuda} other {# sunucuda}} {online, plural, one {# oyuncu} ' +
    'other {# oyuncu}} çevrimiçi',
  'activity.title': 'Etkinlik · {name}',
  'activity.empty': 'Henüz kaydedilmiş etkinlik yok.',
  'activity.latest':
    '{total, plural, one {# kayıttan en yeni {shown, number} kayıt} other {# kayıttan en yeni {shown, ' +
    'number} kayıt}}',
  'activity.count': '{count, plural, one {# kayıt} other {# kayıt}}',
  'activity.timeUnknown': 'zaman bilinmiyor',
  'activity.by': '{what} ({actor} tarafından)',
  'activity.action.created': 'Sunucu oluşturuldu',
  'activity.action.provisioned': 'Hazırlama tamamlandı',
  'activity.action.installFailed': 'Yükleme başarısız oldu',
  'activity.action.deleted': 'Sunucu silindi',
  'activity.action.resized': 'Sunucu yeniden boyutlandırıldı',
  'activity.action.updated': 'Sunucu güncellendi',
  'activity.action.suspended': 'Sunucu askıya alındı',
  'activity.action.unsuspended': 'Sunucunun askısı kaldırıldı',
  'activity.action.statusChanged': 'Durum değişti',
  'activity.action.noteAdded': 'Not eklendi',
  'activity.action.modInstalled': 'Mod yüklendi',
  'activity.action.pluginInstalled': 'Eklenti yüklendi',
  'activity.action.unknown': 'Etkinlik',
  'activity.action.reinstalled': 'Sunucu yeniden yüklendi',
  'activity.action.started': 'Sunucu başlatıldı',
  'activity.action.stopped': 'Sunucu durduruldu',
  'activity.action.restarted': 'Sunucu yeniden başlatıldı',
  'activity.action.modUpdated': 'Mod güncellendi',
  'activity.action.modRemoved': 'Mod kaldırıldı',
  'activity.action.pluginUpdated': 'Eklenti güncellendi',
  'activity.action.pluginRemoved': 'Eklenti kaldırıldı',
  'activity.action.backupCreated': 'Yedek oluşturuldu',
  'activity.action.backupRestored': 'Yedek geri yüklendi',
  'activity.action.backupDeleted': 'Yedek silindi',
  // An entry the bot did not understand shows the API's own words, marked as such.
  'activity.apiWords': '{words} (API’nin ifadesiyle)',
  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    '**{mod}** yazarı üçüncü taraf indirmelerini yasaklıyor, bu yüzden bot onu yükleyemez: dosyayı mod ' +
    'sayfasından indir ve sunucuya elle yükle.',
  'mods.install.restrictedWithPage':
    '**{mod}** yazarı üçüncü taraf indirmelerini yasaklıyor, bu yüzden bot onu yükleyemez: dosyayı mod ' +
    'sayfasından indir ve sunucuya elle yükle. Mod sayfası: {page}',
  'mods.install.refusedWithPage': '{sentence} Mod sayfası: {page}',
  'mods.install.modNotFound':
    '{type, select, plugins {{provider} üzerinde {modId} kimliğine sahip bir eklenti bulunamadı.} other ' +
    '{{provider} üzerinde {modId} kimliğine sahip bir mod bulunamadı.}} Önerilerden birini seç.',
  'mods.install.fileNotFound': '{mod} için {fileId} kimliğine sahip bir dosya yok. Önerilerden birini seç.',
  'mods.search.loaderNeedsCurseforge':
    'Yükleyici filtresi yalnızca CurseForge sağlayıcısıyla çalışır. Filtreyi kaldır ya da ' +
    'sağlayıcıyı değiştir.',
  'mods.update.noRecord':
    'Botta artık bu modu o sunucuya yüklediğine dair bir kayıt yok. `/mods installed` komutuna göz at.',
  'mods.update.alreadyCurrent': '{mod}, {server} üzerinde zaten {file} sürümünde.',
  'mods.update.fileGone':
    'Katalog artık {mod} için bu dosyayı sunmuyor. Güncel olanı `/mods installed` komutunda görebilirsin.',
  'command.mods': 'Mod ve eklenti ara, yükle ve güncelle',
  'command.mods.search': 'Bir sunucuya uyan mod veya eklentileri katalogda ara',
  'command.mods.search.provider': 'Katalog (varsayılan: CurseForge)',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'Modlar veya eklentiler (varsayılan: modlar)',
  'command.mods.search.type.mods': 'modlar',
  'command.mods.search.type.plugins': 'eklentiler',
  'command.mods.search.query': 'Arama kelimeleri',
  'command.mods.search.game_version': 'Oyun sürümü (varsayılan: sunucunun sürümü)',
  'command.mods.search.loader': 'Mod yükleyici (yalnızca CurseForge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Bir sunucuya mod veya eklenti yükle (onay ister)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'Modlar veya eklentiler (varsayılan: modlar)',
  'command.mods.install.type.mods': 'modlar',
  'command.mods.install.type.plugins': 'eklentiler',
  'command.mods.install.mod': 'Mod (aramak için yaz)',
  'command.mods.install.file': 'Sürüm dosyası (önce sunucu sürümüne uyanlar)',
  'command.mods.installed': 'Botun bir sunucuya yüklediği mod ve eklentiler ile güncelleme olup olmadığı',
  'mods.choice.serverVersion': '{version} (sunucunun sürümü)',
  'mods.choice.noAddon': 'Burada mod yok: bu sunucuda ne mod ek hizmeti ne de Premium planı var.',
  'mods.search.title': '{type, select, plugins {{server} için eklentiler} other {{server} için modlar}}',
  'mods.search.titleMatching':
    '{type, select, plugins {{server} için “{query}” ile eşleşen eklentiler} other {{server} için ' +
    '“{query}” ile eşleşen modlar}}',
  'mods.search.nothingFound': 'Hiçbir şey bulunamadı. Başka kelimeler ya da başka bir sağlayıcı dene.',
  'mods.search.footerGameVersion': 'oyun sürümü {version}',
  'mods.search.footerPick': 'yüklemek için aşağıdan birini seç',
  'mods.search.restrictedNote': '⚠️ Yazar üçüncü taraf indirmelerini yasaklıyor: sayfasından elle yükle.',
  'mods.search.pickPlaceholder': 'Bunlardan birini yükle…',
  'mods.search.expired': 'Bu sonuçların süresi doldu. `/mods search` komutunu yeniden çalıştır.',
  'mods.search.notYours':
    'Bu sonuçlardan yalnızca aramayı yapan üye yükleme yapabilir. `/mods search` komutunu kendin çalıştır.',
  'mods.search.noFile':
    'Bu modun yüklenebilir bir dosyası yok. Başka birini seç ya da dosya seçmek için `/mods install` ' +
    'komutunu kullan.',
  'mods.install.promptTitle':
    '{action, select, update {{mod}, {server} üzerinde güncellensin mi?} other {{mod}, {server} üzerine ' +
    'yüklensin mi?}}',
  'mods.install.installedNow': 'Şu an yüklü: {file}',
  'mods.install.file': 'Dosya: **{file}** {fileId}',
  'mods.install.fileForGame': 'Dosya: **{file}** {fileId} (oyun {versions})',
  'mods.install.uploadedTo': 'Sunucunun {type} klasörüne yüklenir.',
  'mods.install.restart.ops': 'Yüklenmesi için sunucuyu hosting panelinden yeniden başlat.',
  'mods.install.restart.community':
    'Yüklenmesi için sunucuyu oyun panelinden yeniden başlat (bot sunucuları yeniden başlatamaz).',
  'mods.install.confirmInstall': 'Yükle',
  'mods.install.confirmUpdate': 'Güncelle',
  'mods.install.done':
    '{action, select, update {✅ **{mod}**, **{server}** üzerinde {file} sürümüne güncellendi.} other {✅ ' +
    '**{mod}** ({file}), **{server}** üzerine yüklendi.}}',
  'mods.install.unrecorded':
    'Bot bunu `/mods installed` ve güncelleme kontrolleri için kaydedemedi (veritabanı yanıt vermedi).',
  'mods.installed.title': 'Bot ile yüklenenler · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {{provider} kaynaklı eklenti} other {{provider} kaynaklı mod}}',
  'mods.installed.version': 'Sürüm {file} · {time} {installer} tarafından yüklendi',
  'mods.installed.versionFor': 'Sürüm {file}, {game} için · {time} {installer} tarafından yüklendi',
  'mods.installed.byMemberOf': '{guild} sunucusundan bir üye',
  'mods.installed.byMember': 'bir üye',
  'mods.installed.unlisted':
    '❔ Kataloğu bu modu artık listelemiyor, bu yüzden daha yeni bir sürüm sunulamaz.',
  'mods.installed.notChecked': '❔ Henüz kontrol edilmedi: katalog zamanında yanıt vermedi.',
  'mods.installed.checkedNow': 'az önce kontrol edildi',
  'mods.installed.checkedAt': 'son kontrole göre {time}',
  'mods.installed.upToDate': '✅ Güncel ({when})',
  'mods.installed.updateAvailable': '⬆️ Güncelleme var: **{file}** ({when})',
  'mods.installed.none':
    'Bot henüz {server} üzerine hiç mod veya eklenti yüklemedi. `/mods install` ile yüklenenler (ve ' +
    'güncellemeleri) burada listelenir.',
  'mods.installed.footer':
    '{count, plural, one {Bot ile yüklenen: #} other {Bot ile yüklenen: #}} · güncellemeler her birinin ' +
    'yüklendiği oyun sürümüne ve yükleyiciye uyar',
  'mods.installed.footerPaged':
    '{count, plural, one {Bot ile yüklenen: #} other {Bot ile yüklenen: #}} · sayfa {page, number}/{pages, ' +
    'number} · güncellemeler her birinin yüklendiği oyun sürümüne ve yükleyiciye uyar',
  'mods.installed.updateButton': 'Güncelle: {mod}',
  'mods.installed.expired': 'Bu listenin süresi doldu. `/mods installed` komutunu yeniden çalıştır.',
  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    'Etiketlemek için @everyone değil, bir rol seç: uyarılar asla herkesi etiketlemez.',
  'alerts.roleNotMentionable':
    'Bot {role} rolünü etiketleyemiyor: rol bahsedilebilir değil ve botun {channel} kanalında “@everyone, ' +
    '@here ve Tüm Rollerden Bahset” izni yok. Rolü bahsedilebilir yap (Sunucu Ayarları, Roller) ya da ' +
    'bota bu izni ver, sonra komutu yeniden çalıştır.',
  'alerts.usage.noThreshold': 'İzlenecek en az bir eşik gir (`cpu`, `ram` veya `disk`, yüzde olarak).',
  'alerts.activity.title': 'Etkinlik · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · hepsini okumak için aynı anda çok fazla kayıt var; daha eskileri ' +
    '`/server activity` gösterir',
  'alerts.provisioned.failedText':
    'Sunucu {status} bildiriyor. Sunucuyu sil ve yeniden oluştur; başarısız olmaya devam ederse ' +
    'destekle iletişime geç.',
  'alerts.provisioned.text': '{serverId} hazırlandı ve {status} bildiriyor.',
  'alerts.provisioned.failedTitle': '{symbol} Hazırlama başarısız: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} hazır',
  'alerts.provisioned.title': '{symbol} {name} hazırlandı',
  'alerts.field.serverId': 'Sunucu kimliği',
  'alerts.field.status': 'Durum',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Oyun',
  'alerts.deleted.whileProvisioning': '🗑️ {server} hazırlanırken silindi; uyarıları durduruldu.',
  'alerts.deleted.text': '🗑️ {server} artık yok (silindi); uyarıları durduruldu.',
  'alerts.group.down': '{count, plural, one {# sunucu çalışmıyor} other {# sunucu çalışmıyor}}',
  'alerts.group.back': '{count, plural, one {# sunucu yeniden çalışıyor} other {# sunucu yeniden çalışıyor}}',
  'alerts.group.silent': '{count, plural, one {# oyun yanıt vermiyor} other {# oyun yanıt vermiyor}}',
  'alerts.group.answering':
    '{count, plural, one {# oyun yeniden yanıt veriyor} other {# oyun yeniden yanıt veriyor}}',
  'alerts.group.usageFired':
    '{count, plural, one {# sunucu kullanım eşiğinin üstünde} other {# sunucu kullanım eşiğinin üstünde}}',
  'alerts.group.usageRecovered':
    '{count, plural, one {# sunucu yeniden kullanım eşiğinin altında} ' +
    'other {# sunucu yeniden kullanım eşiğinin altında}}',
  'alerts.group.mixed':
    '{count, plural, one {# sunucunun durumu değişti} other {# sunucunun durumu değişti}}',
  'alerts.group.placeLine': '{place}: {servers}',
  'alerts.status.fromActivityLog': 'Etkinlik günlüğünden',
  'alerts.status.downTitle': '{symbol} {server} çalışmıyor',
  'alerts.status.downText': '{server}, {since} itibarıyla {status} bildiriyor ({sinceAt}).',
  'alerts.status.downFooter': '{serverId} · yeniden çalıştığında bir gönderi daha gelecek',
  'alerts.status.backTitle': '{symbol} {server}, {downtime} sonra yeniden çalışıyor',
  'alerts.status.backText':
    '{server} yeniden {status} bildiriyor: {downtime} sonra geri döndü ({sinceAt} itibarıyla ' +
    'çalışmıyordu).',
  'alerts.modUpdate.title': '⬆️ Güncelleme var · {server} üzerinde {mod}',
  'alerts.modUpdate.newer': '**{mod}** ({provider}) için {server} üzerinde daha yeni bir sürüm var.',
  'alerts.modUpdate.newerFor':
    '**{mod}** ({provider}) için {server} üzerinde {fitsFor} uyumlu daha yeni bir sürüm var.',
  'alerts.modUpdate.installed': 'Yüklü: {file} {fileId}',
  'alerts.modUpdate.newFile': 'Yeni: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': 'Yeni: **{file}** {fileId} ({releaseType})',
  'alerts.modUpdate.withButton':
    '“Güncelle” önce onay ister; `/mods installed` botun yüklediği tüm modları listeler.',
  'alerts.modUpdate.withoutButton': '`/mods install` ve yeni dosyayla güncelle (önce onay ister).',
  'alerts.modUpdate.button': 'Güncelle',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {Disk}} {threshold, number, ::percent scale/0.01} ' +
    'üzerinde · {server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {Disk}} yeniden normal · {server}',
  'alerts.usage.firedText':
    '{server} sunucusunda {metric, select, cpu {CPU kullanımı} ram {RAM kullanımı} other {disk ' +
    'kullanımı}} {minutes, plural, one {# dakikadır} other {# dakikadır}} {threshold, number, ::percent ' +
    'scale/0.01} üzerinde: şu an {value, number, ::percent scale/0.01}.',
  'alerts.usage.recoveredText':
    '{server} sunucusunda {metric, select, cpu {CPU kullanımı} ram {RAM kullanımı} other {disk ' +
    'kullanımı}} yeniden {threshold, number, ::percent scale/0.01} altında: şu an {value, number, ' +
    '::percent scale/0.01}.',
  'alerts.usage.readAt': 'Değerler {sampled} okundu.',
  'alerts.usage.readJustNow': 'Değerler az önce okundu.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage bu uyarıları durdurur',
  'alerts.ops.givenUp': '⚠️ {server} hakkındaki bir uyarı {channel} kanalında paylaşılamadı: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ {server} hakkındaki bir uyarı **{guild}** sunucusundaki {channel} kanalında paylaşılamadı: {why}.',
  'alerts.ops.givenUpEffect':
    'Sunucunun sonraki uyarıları yine gidebilsin diye bırakıldı. O kanalda bir gönderi başarılı olana ' +
    'kadar orada başarısız olan diğer uyarılar yalnızca günlüğe yazılır.',
  'alerts.ops.notDeliveredWithin': '{age} içinde teslim edilemedi',
  'alerts.ops.notDeliveredWithinLastAnswer': '{age} içinde teslim edilemedi (son yanıt: {failure})',
  'alerts.ops.discordRefused': 'Discord reddetti ({failure})',
  'alerts.ops.paused':
    '⏸️ Uyarılar duraklatıldı: bot artık {channel} kanalında paylaşım yapamıyor ({reason}).',
  'alerts.ops.pausedInGuild':
    '⏸️ Uyarılar duraklatıldı: bot artık **{guild}** sunucusundaki {channel} kanalında paylaşım ' +
    'yapamıyor ({reason}).',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, one {Kanalın aboneliği duraklatıldı} other {Kanalın # aboneliği duraklatıldı}} ' +
    've yeniden denenmeyecek.',
  'alerts.ops.pausedResume':
    'Bota orada Kanalı Görüntüle, Mesaj Gönder ve Bağlantı Yerleştir izinlerini ver (ya da başka ' +
    'bir kanal seç), sonra devam etmek için `/alerts subscribe` (kullanım uyarıları için `/alerts ' +
    'usage`) komutunu yeniden çalıştır.',
  'alerts.ops.setAside': '🗃️ Kayıtlı bir veri okunamadı ({reason}) ve bir kenara ayrıldı: {key}.',
  'alerts.ops.setAsideEffect': 'Bot onsuz devam ediyor; geri kalan her şey çalışmaya devam ediyor.',
  'alerts.ops.setAsideKept':
    'Özgün değeri incelemek veya geri yüklemek için {setAsideKey} altında saklanıyor (docs/operations.md).',
  'alerts.ops.boardRecreated':
    '♻️ {board} içindeki durum panosu silindiği için yeniden paylaşıldı. Yeniden silinirse ' +
    'duraklatılır; orada `/board remove` onu tamamen durdurur.',
  'alerts.ops.boardPaused':
    '⏸️ {board} içindeki durum panosu duraklatıldı: {reason}. Bunu düzelt ve devam ettirmek için ' +
    'orada `/board create` komutunu yeniden çalıştır ya da kaldırmak için `/board remove` kullan.',
  'alerts.everyServer': 'tüm sunucular',
  'alerts.everyServerIncludingLater': 'sonradan oluşturulanlar dahil tüm sunucular',
  'alerts.everyLinkedServerIncludingLater':
    'sonradan bağlananlar dahil bu Discord sunucusuna bağlı tüm sunucular',
  'alerts.list.paused': '⏸️ duraklatıldı: {reason}; devam ettirmek için `{command}` komutunu yeniden çalıştır',
  'alerts.list.unlinked': 'artık bu Discord sunucusuna bağlı değil, bu yüzden hiçbir şey almıyor',
  'alerts.list.since': '{since} itibarıyla',
  'alerts.list.usage': 'kullanım: {thresholds}',
  'alerts.list.title': 'Uyarı abonelikleri',
  'alerts.list.none':
    'Bu Discord sunucusunun henüz uyarı aboneliği yok. `/alerts subscribe` veya `/alerts usage` kullan.',
  'alerts.list.footer':
    'Sayfa {page, number}/{pages, number} · {subscriptions, plural, one {# abonelik} other {# abonelik}} ' +
    '· {watches, plural, one {# kullanım takibi} other {# kullanım takibi}}',
  'alerts.list.paceClamped':
    '⚠️ Kullanım, API hız sınırı nedeniyle izlenen her sunucu için yaklaşık {every} aralıkla ' +
    'okunuyor: {minutes, plural, one {# dakikalık} other {# dakikalık}} bir pencere için çok ' +
    'seyrek, bu yüzden kullanım uyarıları {every} kadar gecikebilir.',
  'alerts.list.pace':
    'Kullanım, izlenen her sunucu için yaklaşık {every} aralıkla okunuyor (API hız sınırı nedeniyle).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} artık {what} için şu konudaki uyarıları almıyor: {kind}.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} artık {what} için uyarı (olaylar ve kullanım) almıyor.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} artık {what} için uyarı almıyor.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} artık {what} için kullanım uyarısı almıyor.',
  'alerts.unsubscribe.none':
    '{channel} kanalının {what} için aboneliği yok; hiçbir şey değişmedi. `/alerts list` bu Discord ' +
    'sunucusunun aboneliklerini gösterir.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} kanalının {what} için şu konuda uyarı aboneliği yok: {kind}. Hiçbir şey değişmedi. ' +
    '`/alerts list` bu Discord sunucusunun aboneliklerini gösterir.',
  'alerts.kindLabel.provisioning': 'hazırlama sonuçları',
  'alerts.kindLabel.status': 'durum değişiklikleri (kesinti ve kesinti süresiyle birlikte geri dönüş)',
  'alerts.kindLabel.activity': 'yeni etkinlik',
  'alerts.kindLabel.mods': 'mod güncellemeleri',
  'alerts.kindLabel.events': 'her olay (hazırlama, durum, etkinlik, mod güncellemeleri)',
  'alerts.kindLabel.usage': 'eşiğin üzerindeki kullanım',
  'alerts.route.allEvents': 'tüm olaylar',
  'alerts.route.pings': '{kind} ({role} etiketlenir)',
  'alerts.route.pingsAlsoOnRecovery': '{kind} ({role} etiketlenir, düzelmede de)',
  'alerts.subscribe.unchanged': '{channel} zaten {what} için uyarı alıyor: {routes}; hiçbir şey değişmedi.',
  'alerts.subscribe.done': '🔔 {channel} bundan sonra {what} için uyarı alacak: {kinds}.',
  'alerts.subscribe.resumed': '🔔 Devam ettirildi: {channel} bundan sonra {what} için uyarı alacak: {kinds}.',
  'alerts.subscribe.mentions': 'Uyarılar {role} rolünü etiketler (düzelme gönderileri hariç).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Uyarılar {role} rolünü etiketler, düzelme gönderileri de dahil.',
  'alerts.subscribe.inAll': 'Toplamda aldığı: {routes}.',
  'alerts.subscribe.howToStop': 'Durdurmak için `/alerts unsubscribe` kullan.',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} {threshold, number, ::percent scale/0.01} üzerinde',
  'alerts.usage.thresholdsFor': '{minutes, number} dk boyunca {thresholds}',
  'alerts.usage.watching':
    '📈 {channel} bundan sonra {what} için kullanım uyarıları alacak: {thresholds}; bir kez ' +
    'başladığında, bir kez de yeniden altına indiğinde.',
  'alerts.usage.paceClamped':
    '⚠️ API bütçesi, botun izlenen her sunucunun kullanımını yalnızca yaklaşık {every} aralıkla ' +
    'okumasına izin veriyor; bu, {minutes, plural, one {# dakikalık} other {# dakikalık}} bir ' +
    'pencere için çok seyrek: uyarılar {every} kadar gecikebilir.',
  'alerts.usage.pace': 'İzlenen her sunucunun kullanımı yaklaşık {every} aralıkla okunuyor.',
  'alerts.usage.howToStop': 'Durdurmak için `/alerts unsubscribe kind:usage` kullan.',
  'command.alerts': 'Hazırlama, durum, etkinlik ve kullanım uyarılarını bir kanalda paylaş',
  'command.alerts.subscribe':
    'Bir sunucunun (veya tüm sunucuların) uyarılarını bundan sonra bir kanalda paylaş',
  'command.alerts.subscribe.channel': 'Uyarılar için metin veya duyuru kanalı',
  'command.alerts.subscribe.server': 'Yalnızca bu sunucu (görebildiğin tüm sunucular için boş bırak)',
  'command.alerts.subscribe.events': 'Hangi uyarılar (varsayılan: tümü)',
  'command.alerts.subscribe.events.all': 'Tüm olaylar',
  'option.events.provisioning': 'Hazırlama sonuçları',
  'option.events.status': 'Durum değişiklikleri (kesinti ve geri dönüş)',
  'option.events.activity': 'Yeni etkinlik',
  'option.events.mods': 'Mod güncellemeleri',
  'command.alerts.subscribe.ping': 'Bu uyarıların etiketlediği rol',
  'command.alerts.subscribe.ping_recovery':
    'Rolü düzelme uyarılarında da etiketle (“12 dk sonra yeniden çalışıyor”) (varsayılan: hayır)',
  'command.alerts.usage': 'Bir sunucu CPU, RAM veya disk eşiğinin üzerinde kaldığında kanalda uyar',
  'command.alerts.usage.channel': 'Uyarılar için metin veya duyuru kanalı',
  'command.alerts.usage.server': 'Yalnızca bu sunucu (görebildiğin tüm sunucular için boş bırak)',
  'command.alerts.usage.cpu': 'CPU bu yüzdenin üzerinde kaldığında uyar (1-100)',
  'command.alerts.usage.ram': 'RAM bu yüzdenin üzerinde kaldığında uyar (1-100)',
  'command.alerts.usage.disk': 'Disk kullanımı bu yüzdenin üzerinde kaldığında uyar (1-100)',
  'command.alerts.usage.minutes':
    'Uyarıdan önce bir değerin ne kadar süre üzerinde kalması gerektiği (varsayılan: 5)',
  'command.alerts.unsubscribe': 'Bir kanalda uyarı paylaşmayı durdur',
  'command.alerts.unsubscribe.channel': 'Uyarılar için metin veya duyuru kanalı',
  'command.alerts.unsubscribe.server':
    'Aboneliğin sunucusu (tüm sunucuları kapsayan abonelik için boş bırak)',
  'command.alerts.unsubscribe.kind': 'Hangi uyarılar durdurulsun (varsayılan: tümü)',
  'command.alerts.unsubscribe.kind.events': 'Olay uyarıları (hazırlama, durum, etkinlik, modlar)',
  'command.alerts.unsubscribe.kind.usage': 'Kullanım uyarıları (eşikler)',
  'command.alerts.unsubscribe.kind.all': 'Tüm uyarılar',
  'command.alerts.unsubscribe.events':
    'Yalnızca bu tür olay uyarısını durdur; kanal diğerlerini almaya devam eder',
  'command.alerts.list': 'Bu Discord sunucusunun uyarı aboneliklerini ve kullanım takiplerini göster',
  // Boards: /board and the live status board.
  'command.board': 'Sunucularının sürekli güncellenen canlı durum mesajı',
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
    '{kind, select, failed {{count, plural, one {# hatalı} other {# hatalı}}} suspended {{count, plural, ' +
    'one {# askıda} other {# askıda}}} stopped {{count, plural, one {# durdurulmuş} other {# ' +
    'durdurulmuş}}} provisioning {{count, plural, one {# hazırlanıyor} other {# hazırlanıyor}}} deleting ' +
    '{{count, plural, one {# siliniyor} other {# siliniyor}}} running {{count, plural, one {# çalışıyor} ' +
    'other {# çalışıyor}}} other {{count, plural, one {# bilinmiyor} other {# bilinmiyor}}}}',
  'board.summary.alerts':
    '🔥 {count, plural, one {{count} etkin kullanım uyarısı} other {{count} etkin kullanım uyarısı}}',
  'board.reason.slowProvisioning': 'hazırlık beklenenden uzun sürüyor',
  'board.reason.gameSilent': 'oyun yanıt vermiyor',
  'board.reason.unrecognised': 'botun tanımadığı bir durum',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {disk}} {threshold, number, ::percent scale/0.01} üzerinde',
  'board.since': '{when} itibarıyla',
  'board.seenSince': '{when} itibarıyla görülüyor',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'disk {percent}',
  'board.line.ram': '{size} RAM',
  'board.line.disk': '{size} disk',
  'board.freshness.every': 'yaklaşık her {duration} yenilenir',
  'board.freshness.notRead': '🕒 Henüz okunmadı; {every}',
  'board.freshness.updated': '🕒 Güncellendi: {when}; {every}',
  'board.stale.unread':
    '⚠️ **{since} itibarıyla güncel değil**: hosting API’si yanıt vermiyor; yanıt verene kadar hiçbir ' +
    'durum gösterilmez.',
  'board.stale.read':
    '⚠️ **{since} itibarıyla güncel değil**: hosting API’si yanıt vermiyor; aşağıdaki ' +
    'durumlar {readAt} tarihli.',
  'board.notListed':
    '… ve burada listelenmeyen {count, plural, one {# sunucu daha} other {# sunucu daha}}: {filters} ' +
    'bunları gösterir.',
  'board.pause.deletedAgain': 'mesajı yeniden gönderildikten sonra tekrar silindi',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Operasyon Discord sunucusu zaten tüm sunucularda işlem yapabiliyor; yalnızca topluluk Discord ' +
    'sunucularını bağla.',
  'access.notAGuild':
    'Bu, botun tanıyabildiği bir Discord sunucusu değil: önerilerden birini seç veya kimliğini yapıştır ' +
    '(sunucuya sağ tıkla, Sunucu ID’sini Kopyala).',
  'access.needsLevel':
    'Bunun için **{level}** seviyesi gerekir; bunu Sunucuyu Yönet iznine sahip biri `/access role set` ' +
    'ile rollerinden birine verebilir.',
  'option.level': 'okuma: görme; işletme: sunucu, mod, uyarı, pano değiştirme de; yönetim: her şey',
  'option.level.read': 'okuma',
  'option.level.operate': 'işletme',
  'option.level.administer': 'yönetim',
  'option.role': 'Rol (@everyone tüm üyeler demektir)',
  'command.access.role': 'Rollere seviye ver: üyelerinin burada botla neler yapabileceği',
  'command.access.role.set': 'Bir role seviye ver (okuma, işletme veya yönetim)',
  'command.access.role.remove': 'Bir role verilen seviyeyi geri al',
  'command.access.role.list': 'Burada rollere verilen seviyeleri göster',
  'access.role.granted': '🔑 {role} artık burada **{level}** seviyesine sahip.',
  'access.role.changed': '🔑 {role} artık burada **{before}** yerine **{level}** seviyesine sahip.',
  'access.role.unchanged': '{role} burada zaten **{level}** seviyesine sahip; hiçbir şey değişmedi.',
  'access.role.removed': '{role} artık burada **{level}** seviyesine sahip değil.',
  'access.role.notGranted': '{role} burada hiçbir seviyeye sahip değil; hiçbir şey değişmedi.',
  'access.role.title': 'Burada verilen seviyeler',
  'access.role.line': '{role}: **{level}**, veren: {member} {when}',
  'access.role.none': 'Burada henüz hiçbir rolün seviyesi yok: `/access role set` ile bir tane ver.',
  'access.role.baseline':
    '{scope, select, ops {Sunucuyu Yönet iznine sahip üyeler her seviyeye sahiptir; diğer üyeler yalnızca ' +
    'rollerine verilene.} other {Sunucuyu Yönet iznine sahip üyeler her seviyeye sahiptir; her üye bu ' +
    'Discord sunucusuna bağlı sunucuları okuyabilir.}}',
  'quota.roleGrants':
    'Bu sunucu seviyeli {limit} rol sınırına ulaştı. Önce `/access role remove` ile birinin ' +
    'seviyesini geri al.',
  'audit.action.access.role.set':
    '{phase, select, done {bir role seviye verdi} asked {bir role seviye vermek istedi} ' +
    'other {bir role seviye vermeye çalıştı}}',
  'audit.action.access.role.remove':
    '{phase, select, done {bir rolün seviyesini geri aldı} asked {bir rolün seviyesini geri almak ' +
    'istedi} other {bir rolün seviyesini geri almaya çalıştı}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {{server} sunucusunda {command} komutunu kullanmaya ' +
    'çalıştı} other {{command} komutunu kullanmaya çalıştı}}} other {{target, select, server {{server} ' +
    'sunucusunda bir düğme veya menü kullanmaya çalıştı} other {bir düğme veya menü kullanmaya ' +
    'çalıştı}}}}',
  'command.audit.recent.kind.access.role.set': 'Rollere verilen seviyeler',
  'command.audit.recent.kind.access.role.remove': 'Rollerden alınan seviyeler',
  'command.audit.recent.kind.access.refused': 'Seviyesi yetmediği için reddedilen üyeler',
  'audit.input.role': 'Rol',
  'audit.input.level': 'Seviye',
  'audit.input.command': 'Komut',
  'audit.input.component': 'Düğme veya menü',
  'command.audit': 'Kim, hangi Discord sunucusundan, hangi sunucuda ne yaptı',
  'command.audit.channel':
    'Her denetim kaydını olduğu anda bir kanala gönder (durdurmak için kanalı boş bırak)',
  'command.audit.channel.channel': 'Denetim kayıtları için metin veya duyuru kanalı',
  'command.audit.recent': 'En son denetim kayıtlarını göster, en yenisi önce',
  'command.audit.recent.server': 'Yalnızca bu sunucuyla ilgili kayıtlar',
  'command.audit.recent.member': 'Yalnızca bu üyenin kayıtları',
  'command.audit.recent.limit': 'Sayfa başına kayıt (varsayılan 10)',
  'command.audit.recent.kind': 'Yalnızca bu tür işlemlerin kayıtları',
  'command.audit.recent.kind.server.create': 'Oluşturulan sunucular',
  'command.audit.recent.kind.server.update': 'Güncellenen sunucular',
  'command.audit.recent.kind.server.delete': 'Silinen sunucular',
  'command.audit.recent.kind.mods.install': 'Yüklenen veya güncellenen modlar',
  'command.audit.recent.kind.mods.update-check': 'Bulunan mod güncellemeleri',
  'command.audit.recent.kind.access.link': 'Bir Discord sunucusuna bağlanan sunucular',
  'command.audit.recent.kind.access.unlink': 'Bir Discord sunucusundan ayrılan sunucular',
  'command.audit.recent.kind.alerts.subscribe': 'Uyarı abonelikleri',
  'command.audit.recent.kind.alerts.unsubscribe': 'Uyarı abonelik iptalleri',
  'command.audit.recent.kind.alerts.acknowledge': 'Üstlenilen uyarılar',
  'command.audit.recent.kind.board.create': 'Oluşturulan durum panoları',
  'command.audit.recent.kind.board.remove': 'Kaldırılan durum panoları',
  'command.audit.recent.kind.audit.channel': 'Denetim kanalı değişiklikleri',
  'command.audit.recent.kind.usage.crossing': 'Aşılan kullanım eşikleri',
  'command.audit.recent.hours': 'Yalnızca bu kadar saatten yeni kayıtlar',
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
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {{server} sunucusunu oluşturdu} other {bir sunucu ' +
    'oluşturdu}}} asked {{target, select, server {{server} sunucusunu oluşturmak istedi} other {bir ' +
    'sunucu oluşturmak istedi}}} other {{target, select, server {{server} sunucusunu oluşturmayı denedi} ' +
    'other {bir sunucu oluşturmayı denedi}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {{server} sunucusunu güncelledi} other {bir sunucuyu ' +
    'güncelledi}}} asked {{target, select, server {{server} sunucusunu güncellemek istedi} other {bir ' +
    'sunucuyu güncellemek istedi}}} other {{target, select, server {{server} sunucusunu güncellemeyi ' +
    'denedi} other {bir sunucuyu güncellemeyi denedi}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {{server} sunucusunu sildi} other {bir sunucuyu ' +
    'sildi}}} asked {{target, select, server {{server} sunucusunu silmek istedi} other {bir sunucuyu ' +
    'silmek istedi}}} other {{target, select, server {{server} sunucusunu silmeyi denedi} other {bir ' +
    'sunucuyu silmeyi denedi}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {{server} sunucusuna bir mod yükledi} other {bir ' +
    'sunucuya bir mod yükledi}}} asked {{target, select, server {{server} sunucusuna bir mod yüklemek ' +
    'istedi} other {bir sunucuya bir mod yüklemek istedi}}} other {{target, select, server {{server} ' +
    'sunucusuna bir mod yüklemeyi denedi} other {bir sunucuya bir mod yüklemeyi denedi}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {{server} için bir mod güncellemesi buldu} other {bir ' +
    'sunucu için bir mod güncellemesi buldu}}} asked {{target, select, server {{server} için mod ' +
    'güncellemelerini denetlemek istedi} other {bir sunucu için mod güncellemelerini denetlemek istedi}}} ' +
    'other {{target, select, server {{server} için mod güncellemelerini denetlemeyi denedi} other {bir ' +
    'sunucu için mod güncellemelerini denetlemeyi denedi}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {{server} sunucusunu bir Discord sunucusuna bağladı} ' +
    'other {bir sunucuyu bir Discord sunucusuna bağladı}}} asked {{target, select, server {{server} ' +
    'sunucusunu bir Discord sunucusuna bağlamak istedi} other {bir sunucuyu bir Discord sunucusuna ' +
    'bağlamak istedi}}} other {{target, select, server {{server} sunucusunu bir Discord sunucusuna ' +
    'bağlamayı denedi} other {bir sunucuyu bir Discord sunucusuna bağlamayı denedi}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {{server} sunucusunun bir Discord sunucusuyla bağını ' +
    'kaldırdı} other {bir sunucuyun bir Discord sunucusuyla bağını kaldırdı}}} asked {{target, select, ' +
    'server {{server} sunucusunun bir Discord sunucusuyla bağını kaldırmak istedi} other {bir sunucuyun ' +
    'bir Discord sunucusuyla bağını kaldırmak istedi}}} other {{target, select, server {{server} ' +
    'sunucusunun bir Discord sunucusuyla bağını kaldırmayı denedi} other {bir sunucuyun bir Discord ' +
    'sunucusuyla bağını kaldırmayı denedi}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {bir kanalı {server} uyarılarına abone etti} other ' +
    '{bir kanalı tüm sunucuların uyarılarına abone etti}}} asked {{target, select, server {bir kanalı ' +
    '{server} uyarılarına abone etmek istedi} other {bir kanalı tüm sunucuların uyarılarına abone etmek ' +
    'istedi}}} other {{target, select, server {bir kanalı {server} uyarılarına abone etmeyi denedi} other ' +
    '{bir kanalı tüm sunucuların uyarılarına abone etmeyi denedi}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {{server} için ' +
    'bir uyarıyı üstlendi} other {bir uyarıyı üstlendi}}} asked {{target, ' +
    'select, server {{server} için bir uyarıyı üstlenmek istedi} ' +
    'other {bir uyarıyı üstlenmek istedi}}} other {{target, select, ' +
    'server {{server} için bir uyarıyı üstlenmeyi denedi} other {bir ' +
    'uyarıyı üstlenmeyi denedi}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {bir kanalın {server} uyarılarına aboneliğini ' +
    'kaldırdı} other {bir kanalın tüm sunucuların uyarılarına aboneliğini kaldırdı}}} asked {{target, ' +
    'select, server {bir kanalın {server} uyarılarına aboneliğini kaldırmak istedi} other {bir kanalın ' +
    'tüm sunucuların uyarılarına aboneliğini kaldırmak istedi}}} other {{target, select, server {bir ' +
    'kanalın {server} uyarılarına aboneliğini kaldırmayı denedi} other {bir kanalın tüm sunucuların ' +
    'uyarılarına aboneliğini kaldırmayı denedi}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {{server} için bir durum panosu oluşturdu} other {bir ' +
    'durum panosu oluşturdu}}} asked {{target, select, server {{server} için bir durum panosu oluşturmak ' +
    'istedi} other {bir durum panosu oluşturmak istedi}}} other {{target, select, server {{server} için ' +
    'bir durum panosu oluşturmayı denedi} other {bir durum panosu oluşturmayı denedi}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {{server} için bir durum panosunu kaldırdı} other {bir ' +
    'durum panosunu kaldırdı}}} asked {{target, select, server {{server} için bir durum panosunu ' +
    'kaldırmak istedi} other {bir durum panosunu kaldırmak istedi}}} other {{target, select, server ' +
    '{{server} için bir durum panosunu kaldırmayı denedi} other {bir durum panosunu kaldırmayı denedi}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {denetim kayıtlarının paylaşıldığı yeri değiştirdi} asked {denetim kayıtlarının ' +
    'paylaşıldığı yeri değiştirmek istedi} other {denetim kayıtlarının paylaşıldığı yeri ' +
    'değiştirmeyi denedi}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {{server} sunucusunda aşılan bir kullanım eşiği gördü} ' +
    'other {bir sunucuda aşılan bir kullanım eşiği gördü}}} asked {{target, select, server {{server} ' +
    'sunucusunun kullanımını izlemek istedi} other {bir sunucuyun kullanımını izlemek istedi}}} other ' +
    '{{target, select, server {{server} sunucusunun kullanımını izlemeyi denedi} other {bir sunucuyun ' +
    'kullanımını izlemeyi denedi}}}}',
  'audit.outcome.asked': '❔ Üyenin onayı bekleniyor.',
  'audit.outcome.done': '✅ Tamamlandı.',
  'audit.outcome.alerted': '🔔 İzleyen kanala uyarı gönderildi.',
  'audit.outcome.refused': '⛔ Reddedildi ({code}): {reason}',
  'audit.outcome.refusedByApi': '⛔ Hosting API’si tarafından reddedildi ({code}).',
  'audit.outcome.refusedByBot': '⛔ Bot tarafından reddedildi ({code}).',
  'audit.outcome.cancelled': '✖️ Üye tarafından iptal edildi; hiçbir şey değişmedi.',
  'audit.outcome.expired': '⌛ Yanıt gelmeden süresi doldu; hiçbir şey değişmedi.',
  'audit.outcome.conflict': '⚠️ Uygulanmadı: bu arada başka biri sunucuyu değiştirdi.',
  'audit.outcome.failedCode': '❌ Başarısız ({code}).',
  'audit.outcome.failed': '❌ Başarısız.',
  'audit.line.bot': '🤖 Bot ({guild})',
  'audit.line.request': '· istek {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
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
  'audit.input.installed': 'Yüklü',
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
  'audit.action.language.set':
    '{phase, select, done {botun gönderilerinin dilini değiştirdi} asked {botun gönderilerinin dilini ' +
    'değiştirmek istedi} other {botun gönderilerinin dilini değiştirmeyi denedi}}',
  'command.audit.recent.kind.language.set': 'Dil değişiklikleri',
  'audit.input.language': 'Dil',
  'audit.value.languageAuto': 'bu sunucunun Discord dili',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': 'Türkçe',
  'language.set.chosen':
    '🌐 Botun burada kendiliğinden paylaştığı mesajlar (uyarılar, durum panoları, duyurular) artık şu ' +
    'dilde: {language}. Her üyeye verilen yanıtlar, üyenin kendi Discord dilinde kalmaya devam eder.',
  'language.set.followsDiscord':
    '🌐 Botun burada kendiliğinden paylaştığı mesajlar artık bu sunucunun Discord dilini izliyor: ' +
    '{language}. Her üyeye verilen yanıtlar, üyenin kendi Discord dilinde kalmaya devam eder.',
  'language.show.chosen':
    '🌐 Botun burada kendiliğinden paylaştığı mesajlar, `/language set` ile seçildiği üzere şu dilde: ' +
    '{language}. Her üyeye verilen yanıtlar, üyenin kendi Discord dilindedir.',
  'language.show.preferred':
    '🌐 Botun burada kendiliğinden paylaştığı mesajlar bu sunucunun Discord dilinde: {language}. Her üyeye ' +
    'verilen yanıtlar, üyenin kendi Discord dilindedir.',
  'language.show.preferredUnsupported':
    '🌐 Botun burada kendiliğinden paylaştığı mesajlar şu dilde: {language}. Bu sunucunun Discord dili ' +
    '({locale}) için henüz çeviri yok. Başka bir dil seçmek için `/language set` komutunu kullan. Her ' +
    'üyeye verilen yanıtlar, üyenin kendi Discord dilindedir.',
  'language.show.default':
    '🌐 Botun burada kendiliğinden paylaştığı mesajlar şu dilde: {language}. Başka bir dil seçmek için ' +
    '`/language set` komutunu kullan. Her üyeye verilen yanıtlar, üyenin kendi Discord dilindedir.',
  'command.language': 'Botun bu sunucuda kendiliğinden paylaştığı mesajların dilini seç',
  'command.language.set':
    'Botun burada paylaştığı uyarıların, durum panolarının ve duyuruların dilini ayarla',
  'command.language.set.language': 'Seçilen dil ya da bu sunucunun kendi Discord dili',
  'command.language.set.language.auto': 'Bu sunucunun Discord dili',
  'command.language.show': 'Botun bu sunucuda kendiliğinden paylaştığı mesajların dilini göster',
  'quota.silences':
    'Bu Discord sunucusu aynı anda {limit} susturma sınırına ulaştı. Önce `/alerts silences` ile birini ' +
    'sonlandırın ya da botun operatörlerinden sınırı yükseltmelerini isteyin.',
  'server.alertButton.silence': '1 sa sustur',
  'silence.kind':
    '{kind, select, status {durum değişiklikleri} usage {kullanım uyarıları} game {oyun yanıtları} other ' +
    '{etkinlik}}',
  'silence.everyServer': 'bu Discord sunucusunun görebildiği her sunucu',
  'silence.everyChannel': 'bu Discord sunucusunun her kanalı',
  'silence.set':
    '🔕 {until} tarihine kadar susturuldu ({relative}): {what} için {kinds}, {where} içinde. `/alerts ' +
    'silences` listeler ve erken sonlandırır.',
  'silence.gone': 'Bu susturma zaten bitti ya da kaldırıldı. `/alerts silences` geçerli olanları listeler.',
  'silence.list.title': '🔕 Susturulan uyarılar',
  'silence.list.none':
    'Burada susturulmuş uyarı yok. `/alerts silence` uyarıları bir süre tutar, örneğin bakım sırasında.',
  'silence.list.line':
    '**{number}.** {what} için {kinds}, {where} içinde: {until} tarihine kadar ({relative}), ayarlayan: ' +
    '{member}',
  'silence.list.reason': 'Neden: {reason}',
  'silence.list.footer':
    'Sayfa {page, number}/{pages, number} · {count, plural, one {# susturma} other {# susturma}}',
  'silence.endNow': 'Şimdi bitir ({number})',
  'silence.endedNow':
    '🔔 {member}, {where} içinde {what} için {kinds} susturmasını bitirdi: uyarılar yeniden gönderiliyor.',
  'silence.field.reason': 'Neden',
  'silence.ended.title': '🔔 Susturma bitti',
  'silence.ended.titleStill':
    '🔔 Susturma bitti: {count, plural, one {# sunucu hâlâ ilgi bekliyor} other {# sunucu hâlâ ilgi ' +
    'bekliyor}}',
  'silence.ended.expired':
    '{setBy} tarafından {from} ile {to} arasında susturuldu; uyarılar yeniden gönderiliyor.',
  'silence.ended.endedBy':
    '{setBy} tarafından {from} itibarıyla susturuldu, {by} tarafından {to} tarihinde erken bitirildi; ' +
    'uyarılar yeniden gönderiliyor.',
  'silence.ended.stillDown': '{server} hâlâ kapalı: {since} beri {status}.',
  'silence.ended.stillSilent': '{server} oyun sorgularına hâlâ yanıt vermiyor, {since} beri.',
  'silence.ended.stillOver':
    '{server} hâlâ {metric, select, cpu {CPU} ram {RAM} other {disk}} eşiği olan {threshold, number, ' +
    '::percent scale/0.01} üzerinde.',
  'silence.ended.stillOverSince':
    '{server} hâlâ {metric, select, cpu {CPU} ram {RAM} other {disk}} eşiği ' +
    'olan {threshold, number, ::percent scale/0.01} üzerinde, {since} beri.',
  'silence.ended.more': '… ve {count, plural, one {# sunucu daha} other {# sunucu daha}}.',
  'silence.ended.cameBack':
    'Susturma sırasında sorun yaşayıp düzelenler (kapandı, oyun yanıt vermedi ya da eşik aşıldı): ' +
    '{servers}.',
  'silence.ended.others': '{count, plural, one {# başka sunucu} other {# başka sunucu}}',
  'board.silencedUntil': '🔕 {until} tarihine kadar susturuldu',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {{server} için uyarıları susturdu} other {her sunucu ' +
    'için uyarıları susturdu}}} asked {{target, select, server {{server} için uyarıları susturmak ' +
    'istedi} other {her sunucu için uyarıları susturmak istedi}}} other {{target, select, server ' +
    '{{server} için uyarıları susturmayı denedi} other {her sunucu için uyarıları susturmayı denedi}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {{server} için bir susturmayı bitirdi} other {her ' +
    'sunucu için bir susturmayı bitirdi}}} asked {{target, select, server {{server} için bir susturmayı ' +
    'bitirmek istedi} other {her sunucu için bir susturmayı bitirmek istedi}}} other {{target, select, ' +
    'server {{server} için bir susturmayı bitirmeyi denedi} other {her sunucu için bir susturmayı ' +
    'bitirmeyi denedi}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {{server} için bir susturmanın süresinin dolduğunu ' +
    'gördü} other {her sunucu için bir susturmanın süresinin dolduğunu gördü}}} asked {{target, select, ' +
    'server {{server} için bir susturmayı bitirmek istedi} other {her sunucu için bir susturmayı ' +
    'bitirmek istedi}}} other {{target, select, server {{server} için bir susturmayı bitirmeyi denedi} ' +
    'other {her sunucu için bir susturmayı bitirmeyi denedi}}}}',
  'command.audit.recent.kind.alerts.silence': 'Ayarlanan susturmalar',
  'command.audit.recent.kind.alerts.silence.end': 'Erken bitirilen susturmalar',
  'command.audit.recent.kind.alerts.silence.expire': 'Süresi dolan susturmalar',
  'audit.input.duration': 'Süre',
  'audit.input.reason': 'Neden',
  'audit.input.kinds': 'Türler',
  'command.alerts.silence': 'Uyarıları bir süre tut, örneğin bakım sırasında',
  'command.alerts.silence.duration': 'Ne kadar süre tutulacakları',
  'command.alerts.silence.duration.30': '30 dakika',
  'command.alerts.silence.duration.60': '1 saat',
  'command.alerts.silence.duration.120': '2 saat',
  'command.alerts.silence.duration.240': '4 saat',
  'command.alerts.silence.duration.480': '8 saat',
  'command.alerts.silence.duration.720': '12 saat',
  'command.alerts.silence.duration.1440': '1 gün',
  'command.alerts.silence.duration.2880': '2 gün',
  'command.alerts.silence.duration.4320': '3 gün',
  'command.alerts.silence.duration.10080': '7 gün',
  'command.alerts.silence.server': 'Sunucu (varsayılan: bu Discord sunucusunun görebildiği her sunucu)',
  'command.alerts.silence.reason': 'Neden, ekip için (en fazla 200 karakter)',
  'command.alerts.silence.channel': 'Kanal (varsayılan: bu Discord sunucusunun her kanalı)',
  'command.alerts.silence.kinds': 'Hangi uyarılar (varsayılan: durum, kullanım ve oyun; etkinlik değil)',
  'command.alerts.silence.kinds.default': 'Durum, kullanım ve oyun',
  'command.alerts.silence.kinds.all': 'Hepsi, etkinlik de',
  'command.alerts.silence.kinds.status': 'Yalnızca durum değişiklikleri',
  'command.alerts.silence.kinds.usage': 'Yalnızca kullanım uyarıları',
  'command.alerts.silence.kinds.game': 'Yalnızca oyun yanıtları',
  'command.alerts.silence.kinds.activity': 'Yalnızca etkinlik',
  'command.alerts.silences': 'Buradaki susturmaları listele, her biri “Şimdi bitir” ile',
} satisfies CatalogueOf<'tr'>;
