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
  'alerts.pingNotEveryone':
    'Etiketlemek için @everyone değil, bir rol seç: uyarılar asla herkesi etiketlemez.',
  'alerts.roleNotMentionable':
    'Bot {role} rolünü etiketleyemiyor: rol bahsedilebilir değil ve botun {channel} kanalında ' +
    '"@everyone, @here ve Tüm Rollerden Bahset" izni yok. Rolü bahsedilebilir yap (Sunucu ' +
    'Ayarları, Roller) ya da bota bu izni ver, sonra komutu yeniden çalıştır.',
  'alerts.usage.noThreshold': 'İzlenecek en az bir eşik gir (`cpu`, `ram` veya `disk`, yüzde olarak).',
  'alerts.activity.title': 'Etkinlik · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · bu serinin daha eski kayıtları okunamayacak kadar çoktu; bkz. /server activity',
  'alerts.provisioned.failedText':
    'Sunucu {status} bildiriyor. Sunucuyu sil ve yeniden oluştur; başarısız olmaya devam ederse ' +
    'destekle iletişime geç.',
  'alerts.provisioned.text': '{serverId} kuruldu ve {status} bildiriyor.',
  'alerts.provisioned.failedTitle': '{symbol} Hazırlama başarısız: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name} hazır',
  'alerts.provisioned.title': '{symbol} {name} hazırlandı',
  'alerts.field.serverId': 'Sunucu kimliği',
  'alerts.field.status': 'Durum',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'Oyun',
  'alerts.deleted.whileProvisioning': '🗑️ {server} hazırlanırken silindi; uyarıları durduruldu.',
  'alerts.deleted.text': '🗑️ {server} artık yok (silindi); uyarıları durduruldu.',
  'alerts.button.serverInfo': 'Sunucu bilgisi',
  'alerts.button.resources': 'Kaynaklar',
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
    '"Güncelle" önce onay ister; `/mods installed` botun yüklediği tüm modları listeler.',
  'alerts.modUpdate.withoutButton': '`/mods install` ve yeni dosyayla güncelle (önce onay ister).',
  'alerts.modUpdate.button': 'Güncelle',
  'alerts.usage.firedTitle': '🔥 {metric} %{threshold, number} üzerinde · {server}',
  'alerts.usage.recoveredTitle': '✅ {metric} normale döndü · {server}',
  'alerts.usage.firedText':
    '{server} sunucusunda {metric} {minutes, plural, one {# dakikadır} other {# dakikadır}} ' +
    '%{threshold, number} üzerinde: şu an %{value, number}.',
  'alerts.usage.recoveredText':
    '{server} sunucusunda {metric} yeniden %{threshold, number} altında: şu an %{value, number}.',
  'alerts.usage.readAt': 'Değerler {sampled} okundu.',
  'alerts.usage.readJustNow': 'Değerler az önce okundu.',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage bu uyarıları durdurur',
  'alerts.ops.givenUp': '⚠️ {server} hakkındaki bir uyarı {channel} kanalında paylaşılamadı: {why}.',
  'alerts.ops.givenUpInGuild':
    '⚠️ {server} hakkındaki bir uyarı **{guild}** sunucusundaki {channel} kanalında paylaşılamadı: {why}.',
  'alerts.ops.givenUpEffect':
    'Sunucunun sonraki uyarıları yine de gidebilsin diye bu uyarı bırakıldı. Orada bir gönderi ' +
    'başarılı olana kadar o kanalda bırakılan diğer uyarılar yalnızca günlüğe yazılır.',
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
    'Sayfa {page, number}/{pages, number} · {subscriptions, plural, one {# abonelik} other {# ' +
    'abonelik}} · {watches, plural, one {# kullanım izlemesi} other {# kullanım izlemesi}}',
  'alerts.list.paceClamped':
    '⚠️ Kullanım, API hız sınırı nedeniyle izlenen her sunucu için yaklaşık {every} aralıkla ' +
    'okunuyor: {minutes, plural, one {# dakikalık} other {# dakikalık}} bir pencere için çok ' +
    'seyrek, bu yüzden kullanım uyarıları {every} kadar gecikebilir.',
  'alerts.list.pace':
    'Kullanım, izlenen her sunucu için yaklaşık {every} aralıkla okunuyor (API hız sınırı nedeniyle).',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel} artık {what} için {kind} uyarıları almıyor.',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel} artık {what} için uyarı (olaylar ve kullanım) almıyor.',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel} artık {what} için uyarı almıyor.',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel} artık {what} için kullanım uyarısı almıyor.',
  'alerts.unsubscribe.none':
    '{channel} kanalının {what} için aboneliği yok; hiçbir şey değişmedi. `/alerts list` bu Discord ' +
    'sunucusunun aboneliklerini gösterir.',
  'alerts.unsubscribe.noneOfKind':
    '{channel} kanalının {what} için {kind} aboneliği yok; hiçbir şey değişmedi. `/alerts list` bu ' +
    'Discord sunucusunun aboneliklerini gösterir.',
  'alerts.kindLabel.provisioning': 'hazırlama sonuçları',
  'alerts.kindLabel.status': 'durum değişiklikleri (kesinti ve kesinti süresiyle birlikte geri dönüş)',
  'alerts.kindLabel.activity': 'yeni etkinlik',
  'alerts.kindLabel.mods': 'mod güncellemeleri',
  'alerts.route.allEvents': 'tüm olaylar',
  'alerts.route.pings': '{kind} ({role} etiketlenir)',
  'alerts.route.pingsAlsoOnRecovery': '{kind} ({role} etiketlenir, düzelmede de)',
  'alerts.subscribe.unchanged': '{channel} zaten {what} için uyarı alıyor: {routes}; hiçbir şey değişmedi.',
  'alerts.subscribe.done': '🔔 {channel} bundan sonra {what} için uyarı alacak: {kinds}.',
  'alerts.subscribe.resumed': '🔔 Devam ettirildi: {channel} bundan sonra {what} için uyarı alacak: {kinds}.',
  'alerts.subscribe.mentions': 'Uyarılar {role} rolünü etiketler (düzelme gönderileri hariç).',
  'alerts.subscribe.mentionsOnRecoveryToo': 'Uyarılar {role} rolünü etiketler, düzelme gönderileri de dahil.',
  'alerts.subscribe.inAll': 'Toplamda aldıkları: {routes}.',
  'alerts.subscribe.howToStop': 'Durdurmak için `/alerts unsubscribe` kullan.',
  'alerts.usage.threshold': '{metric} %{threshold, number} üzerinde',
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
    'Rolü düzelme uyarılarında da etiketle ("12 dk sonra yeniden çalışıyor") (varsayılan: hayır)',
  'command.alerts.usage': 'Bir sunucu CPU, RAM veya disk eşiğinin üzerinde kaldığında kanalda uyar',
  'command.alerts.usage.channel': 'Uyarılar için metin veya duyuru kanalı',
  'command.alerts.usage.server': 'Yalnızca bu sunucu (görebildiğin tüm sunucular için boş bırak)',
  'command.alerts.usage.cpu': 'CPU bu yüzdenin üzerinde kaldığında uyar (1-100)',
  'command.alerts.usage.ram': 'RAM bu yüzdenin üzerinde kaldığında uyar (1-100)',
  'command.alerts.usage.disk': 'Disk bu yüzdenin üzerinde kaldığında uyar (1-100)',
  'command.alerts.usage.minutes':
    'Uyarıdan önce bir değerin ne kadar süre üzerinde kalması gerektiği (varsayılan: 5)',
  'command.alerts.unsubscribe': 'Bir kanalda uyarı paylaşmayı durdur',
  'command.alerts.unsubscribe.channel': 'Uyarılar için metin veya duyuru kanalı',
  'command.alerts.unsubscribe.server': 'Aboneliğin sunucusu (tüm sunucular aboneliği için boş bırak)',
  'command.alerts.unsubscribe.kind': 'Hangi uyarılar durdurulsun (varsayılan: tümü)',
  'command.alerts.unsubscribe.kind.events': 'Olay uyarıları (hazırlama, durum, etkinlik, modlar)',
  'command.alerts.unsubscribe.kind.usage': 'Kullanım uyarıları (eşikler)',
  'command.alerts.unsubscribe.kind.all': 'Tüm uyarılar',
  'command.alerts.unsubscribe.events':
    'Yalnızca bu tür olay uyarısını durdur; kanal diğerlerini almaya devam eder',
  'command.alerts.list': 'Bu Discord sunucusunun uyarı aboneliklerini ve kullanım izlemelerini göster',
  'alerts.reason.channelDeleted': 'kanal silindi',
  'alerts.reason.lostAccess': 'bot kanala erişimini kaybetti',
  'alerts.reason.lacksPermission': 'botun orada paylaşım yapma izni yok',
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
  // Language: /language.
} satisfies LocaleCatalogue;
