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
