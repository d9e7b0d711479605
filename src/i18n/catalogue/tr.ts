import type { LocaleCatalogue } from './en-US.js';

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
    'Bu kadar RAM, fiyat planının hosting panelinde planın sayfasında belirtilen minimumunun altında. Daha ' +
    'fazla RAM seç.',
  'error.api.ABOVE_MAX_RAM':
    'Bu kadar RAM, fiyat planının hosting panelinde planın sayfasında belirtilen maksimumunun üstünde. ' +
    'Daha az RAM seç.',
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
    'Mod ve eklentiler için bu sunucuda mod eklentisi paketi veya Premium planı gerekiyor. Hosting ' +
    'sağlayıcından mod eklentisi paketini etkinleştirmesini veya sunucuyu Premium’a geçirmesini iste.',
  'error.api.FEATURE_UNAVAILABLE':
    'Bu özellik sunucunun planında yok. Hosting sağlayıcından sunucuyu bu özelliği açan daha yüksek bir ' +
    'plana geçirmesini iste.',
  'error.api.DISTRIBUTION_RESTRICTED':
    'Modun yazarı üçüncü taraf indirmelerini yasaklıyor, bu yüzden otomatik olarak kurulamaz. Modu kendi ' +
    'sayfasından indir ve sunucuya elle yükle.',
  'error.api.USER_NOT_FOUND': 'Bu kullanıcı sunucuda bulunamadı. Adı kontrol edip tekrar dene.',
  'error.api.NOT_FOUND':
    'Mod veya dosya sağlayıcıda bulunamadı; kaldırılmış olabilir. Yeniden ara ve listelenen bir dosya seç.',
  'error.api.CONFLICT':
    'Başka biri bu sunucuyu aynı anda değiştirdi, bu yüzden hiçbir şey uygulanmadı. Güncel durumuna bakıp ' +
    'tekrar dene.',
  'error.api.SERVER_SUSPENDED':
    'Sunucu askıya alındı, bu yüzden değişiklikler engelleniyor. Askının kaldırılması için hosting ' +
    'sağlayıcınla iletişime geç.',
  'error.api.SERVER_INSTALLING': 'Sunucu hâlâ kuruluyor. Hazır olduğunda tekrar dene.',
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
    'Mod ve eklentiler için bu sunucuda mod eklentisi paketi veya Premium planı gerekiyor. Hosting ' +
    'panelinden sunucu için mod eklentisi paketini etkinleştir veya sunucuyu Premium’a geçir, sonra tekrar ' +
    'dene.',
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
  'error.tenantBusy': 'Şu anda bu sunucudan çok fazla istek var, {seconds, number} sn sonra tekrar dene.',
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
  'validation.addons': 'Eklentiler, her biri seçili olan ya da olmayan bir eklenti listesi olmalı.',
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
    '⏳ Hosting API’si botun isteklerini sınırlıyor; yanıtın, bot yeniden sorabildiğinde gelecek, {when}.',
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
  'confirmation.denied':
    'Artık bu işlemin gerektirdiği izinlere sahip değilsin, bu yüzden hiçbir şey değiştirilmedi. Bu ' +
    'sunucunun bir yöneticisine sor.',
  'confirmation.used': 'Bu onay zaten kullanıldı.',
  'page.previous': 'Önceki',
  'page.next': 'Sonraki',
  'limits.andMore': '…ve {count, plural, one {# tane daha} other {# tane daha}}',
  'limits.notShown': '{count, plural, one {# tane daha gösterilmiyor} other {# tane daha gösterilmiyor}}',
  'option.server': 'Sunucu (bir öneri seç veya kimliğini yapıştır)',
  'option.guild_id': 'Topluluğun Discord sunucusu (botun bulunduğu birini seç veya kimliğini yapıştır)',
  'command.access': 'Hangi topluluk Discord sunucularının hangi sunucuları göreceğine karar ver',
  'command.access.link': 'Bir topluluk Discord sunucusunun bir sunucuyu görmesine ve yönetmesine izin ver',
  'command.access.unlink': 'Bir topluluk Discord sunucusunun bir sunucuyu görmesini durdur',
  'command.access.list': 'Hangi Discord sunucularının hangi sunucuları gördüğünü göster',
  'command.access.list.guild_id':
    'Yalnızca bu topluluk Discord sunucusu (birini seç veya kimliğini yapıştır)',
  'access.linked': '🔗 {server}, {guild} ile bağlandı.',
  'access.alreadyLinked': '**{name}** zaten {guild} ile bağlıydı.',
  'access.membersSeeIt': 'Oradaki Sunucuyu Yönet iznine sahip üyeler artık sunucuyu komutlarında görüyor.',
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
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
  // Mods: /mods and the mod-update alerts' button.
  // Alerts: /alerts and the alerts the poller posts.
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    'Operasyon Discord sunucusu zaten tüm sunucularda işlem yapabiliyor; yalnızca topluluk Discord ' +
    'sunucularını bağla.',
  'access.notAGuild':
    'Bu, botun tanıyabildiği bir Discord sunucusu değil: önerilerden birini seç veya kimliğini yapıştır ' +
    '(sunucuya sağ tıkla, Sunucu ID’sini Kopyala).',
  // Language: /language.
} satisfies LocaleCatalogue;
