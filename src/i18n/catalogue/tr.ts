import type { LocaleCatalogue } from './en-US.js';

/** tr: the same keys as en-US.ts, in the same sections. */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  // Sizes and spans, written the reader's way.
  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  // Servers: /server and how a server is shown.
  // Game, players, resources and activity.
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
    'Yükleyici filtresi yalnızca curseforge sağlayıcısıyla çalışır. Filtreyi kaldır ya da sağlayıcıyı ' +
    'değiştir.',
  'mods.update.needsManageServer':
    'Bir modu güncellemek için, `/mods install` komutunda olduğu gibi Sunucuyu Yönet izni gerekir.',
  'mods.update.noRecord':
    'Botta artık bu modu o sunucuya yüklediğine dair bir kayıt yok. `/mods installed` komutuna göz at.',
  'mods.update.alreadyCurrent': '{mod}, {server} üzerinde zaten {file} sürümünde.',
  'mods.update.fileGone':
    'Katalog artık {mod} için bu dosyayı sunmuyor. Güncel olanı `/mods installed` komutunda görebilirsin.',
  'command.mods': 'Mod ve eklenti ara, yükle ve güncelle',
  'command.mods.search': 'Bir sunucuya uyan mod veya eklentileri katalogda ara',
  'command.mods.search.provider': 'Katalog (varsayılan: curseforge)',
  'command.mods.search.provider.curseforge': 'curseforge',
  'command.mods.search.provider.modrinth': 'modrinth',
  'command.mods.search.type': 'Modlar veya eklentiler (varsayılan: modlar)',
  'command.mods.search.type.mods': 'modlar',
  'command.mods.search.type.plugins': 'eklentiler',
  'command.mods.search.query': 'Arama kelimeleri',
  'command.mods.search.game_version': 'Oyun sürümü (varsayılan: sunucunun sürümü)',
  'command.mods.search.loader': 'Mod yükleyici (yalnızca curseforge)',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'Bir sunucuya mod veya eklenti yükle (onay ister)',
  'command.mods.install.provider': 'Katalog',
  'command.mods.install.provider.curseforge': 'curseforge',
  'command.mods.install.provider.modrinth': 'modrinth',
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
    '{type, select, plugins {{server} için "{query}" ile eşleşen eklentiler} other {{server} için ' +
    '"{query}" ile eşleşen modlar}}',
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
  // Boards: /board and the live status board.
  // Audit trail and access: /audit, /access and the audit channel's lines.
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
} satisfies LocaleCatalogue;
