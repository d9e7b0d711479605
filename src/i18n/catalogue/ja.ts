import type { CatalogueOf } from './en-US.js';

/**
 * ja: the same keys as en-US.ts, in the same sections. Polite です/ます; command descriptions end in 〜します
 * as Discord's own Japanese client writes them; terms as in ../glossary/ja.ts.
 */
export default {
  // Errors: one sentence per documented error code, then the client's and the bot's own.
  'error.line': '❌ {sentence}',
  'error.lineWithRequest': '❌ {sentence}\n-# リクエストID: `{requestId}`',
  'error.serverNotFound':
    'そのサーバーは存在しないか、ここでは利用できません。候補から選ぶか、IDを確認してください。',
  'error.api.VALIDATION_ERROR':
    'ホスティングAPIがリクエストを無効として拒否しました。値を確認して、もう一度お試しください。',
  'error.api.LIMIT_EXCEEDED':
    'このアカウントの割り当て上限に達しました。使っていないものを削除するか、ホスティング事業者に上限の引き上げを依頼してください。',
  'error.api.NO_CHANGE': '変更はありません。サーバーはすでにそのサイズです。別の値を選んでください。',
  'error.api.INVALID_RAM':
    'RAMは0.5 GB単位の正の値で指定してください（例: 2、2.5、3）。値を直して、もう一度お試しください。',
  'error.api.BELOW_MIN_RAM':
    'そのRAMは料金プランの最小値を下回っています。最小値はホスティングパネルのプラン情報に記載されています。RAMを増やしてください。',
  'error.api.ABOVE_MAX_RAM':
    'そのRAMは料金プランの最大値を上回っています。最大値はホスティングパネルのプラン情報に記載されています。RAMを減らしてください。',
  'error.api.RAM_LIMIT_EXCEEDED':
    'ホスティングアカウントのRAM総量の上限を超えてしまいます。先に別のサーバーを縮小または削除するか、上限を引き上げてください。',
  'error.api.DISK_USAGE_EXCEEDED':
    'サーバーのディスク使用量が小さいサイズの上限を超えているため、ダウングレードできません。先にサーバーのディスクを空けてください。',
  'error.api.AUTH_REQUIRED':
    'ホスティングAPIがボットのAPIキーを拒否しました。管理者がHOSTING_API_KEYを確認する必要があります。',
  'error.api.FORBIDDEN':
    'ボットのAPIキーにはこの操作の権限がありません。ホスティング事業者に、ボットへこの権限を付与するよう依頼してください。',
  'error.api.ADDON_REQUIRED':
    'MODとプラグインを使うには、このサーバーにMODアドオンまたはPremiumプランが必要です。ホスティング事業者に、MODアドオンの有効化かPremiumへの変更を依頼してください。',
  'error.api.FEATURE_UNAVAILABLE':
    'この機能はサーバーのプランでは利用できません。ホスティング事業者に、この機能が使える上位プランへの変更を依頼してください。',
  'error.api.DISTRIBUTION_RESTRICTED':
    'このMODの作者が第三者による配布を禁止しているため、自動ではインストールできません。MODのページからダウンロードし、手動でサーバーにアップロードしてください。',
  'error.api.USER_NOT_FOUND':
    'そのユーザーはサーバー上に見つかりませんでした。名前を確認して、もう一度お試しください。',
  'error.api.NOT_FOUND':
    'MODまたはファイルがカタログに見つかりませんでした。削除された可能性があります。もう一度検索して、一覧にあるファイルを選んでください。',
  'error.api.CONFLICT':
    '同時に他の人がこのサーバーを変更したため、何も適用されませんでした。現在の状態を確認して、もう一度お試しください。',
  'error.api.SERVER_SUSPENDED':
    'サーバーが利用停止中のため、変更できません。利用停止の解除をホスティング事業者に依頼してください。',
  'error.api.SERVER_INSTALLING':
    'サーバーはまだセットアップ中です。準備ができてから、もう一度お試しください。',
  'error.api.ALREADY_EXISTS': 'すでに存在するため、新しく作成されたものはありません。',
  'error.api.LIMIT_REACHED':
    'ホスティングパネルの上限に達しました。使っていないものを削除するか、ホスティング事業者に上限の引き上げを依頼してください。',
  'error.api.CONFIG_ERROR':
    'ホスティング基盤にこの操作の設定がありません。ホスティング事業者に連絡し、リクエストIDを伝えてください。',
  'error.api.INTERNAL_ERROR':
    'ホスティングAPIで内部エラーが発生しました。少し待ってから、もう一度お試しください。繰り返し失敗する場合は、リクエストIDを添えてホスティング事業者に連絡してください。',
  'error.api.UPLOAD_FAILED':
    'MODは取得できましたが、サーバーにアップロードできませんでした。もう一度お試しください。繰り返し失敗する場合は、サーバーが稼働中でディスクに空きがあるか確認してください。',
  'error.api.SERVICE_UNAVAILABLE':
    'ホスティング基盤に現在空きがない（ノードまたはポートがない）か、パネルに接続できません。しばらくしてから、もう一度お試しください。',
  'error.ops.SERVER_SUSPENDED':
    'サーバーが利用停止中のため、変更できません。ホスティングパネルで利用停止を解除してから（通常は請求側で解決します）、もう一度お試しください。',
  'error.ops.ADDON_REQUIRED':
    'MODとプラグインを使うには、このサーバーにMODアドオンまたはPremiumプランが必要です。ホスティングパネルでMODアドオンを有効にするかPremiumに変更してから、もう一度お試しください。',
  'error.ops.LIMIT_EXCEEDED':
    'ホスティングアカウントの割り当て上限に達しました。使っていないものを削除するか、ホスティング基盤側で上限を引き上げてください。',
  'error.ops.LIMIT_REACHED':
    'ホスティングパネルの上限に達しました。使っていないものを削除するか、ホスティングパネルで上限を引き上げてください。',
  'error.ops.FORBIDDEN':
    'ボットのAPIキーにはこの操作の権限がありません。ホスティングパネルのAPI設定でキーにこの権限を付与するか、権限のあるキーを使ってください。',
  'error.ops.FEATURE_UNAVAILABLE':
    'この機能はサーバーのプランでは利用できません。ホスティングパネルでサーバーを上位プランに変更すると使えるようになります。',
  'error.ops.CONFIG_ERROR':
    'ホスティング基盤にこの操作の設定がありません。ホスティング基盤のサポートに連絡し、リクエストIDを伝えてください。',
  'error.ops.INTERNAL_ERROR':
    'ホスティングAPIで内部エラーが発生しました。少し待ってから、もう一度お試しください。繰り返し失敗する場合は、リクエストIDを添えてホスティング基盤のサポートに連絡してください。',
  'error.ramBelowPlan': 'そのRAMは料金プランの最小値{bound}を下回っています。{bound}以上を選んでください。',
  'error.ramAbovePlan': 'そのRAMは料金プランの最大値{bound}を上回っています。{bound}以下を選んでください。',
  'error.client.RATE_LIMITED':
    'ホスティングAPIが現在ボットのリクエストを制限しています。1分ほど待ってから、もう一度お試しください。',
  'error.client.NETWORK_ERROR':
    'ボットがホスティングAPIに接続できませんでした。少し待ってから、もう一度お試しください。',
  'error.client.TIMEOUT':
    'ホスティングAPIが時間内に応答しませんでした。操作は実行された可能性があります。繰り返す前に確認してください。',
  'error.client.ABORTED': 'リクエストは完了前にキャンセルされました。もう一度お試しください。',
  'error.client.INVALID_RESPONSE':
    'ホスティングAPIからボットが解釈できない応答が返されました。もう一度お試しください。解決しない場合は、リクエストIDを報告してください。',
  'error.client.RESPONSE_TOO_LARGE':
    'ホスティングAPIからの応答が大きすぎて読み取れないため、ボットは読み取りを中止しました。検索条件を絞ってもう一度お試しください。解決しない場合は、リクエストIDを報告してください。',
  'error.tenantBusy':
    'このDiscordサーバーからのリクエストが現在多すぎます。{seconds, number}秒後にもう一度お試しください。',
  'error.store.read':
    'ボットがデータベースを読み取れないため、今はこの操作を実行できません。何も変更されていません。1分ほどしてから、もう一度お試しください。',
  'error.store.write':
    'その変更は保存されませんでした。ボットのデータベースが応答していません。何も変更されていません。1分ほどしてから、もう一度お試しください。',
  'error.api.failed':
    'ホスティングAPIでエラーが発生しました（HTTP {status}）。少し待ってから、もう一度お試しください。',
  'error.api.refused':
    'ホスティングAPIがリクエストを拒否しました（{code}）。値を確認して、もう一度お試しください。',
  'error.internal':
    'ボットの内部で問題が発生しました。開発チームにはログで通知されています。もう一度お試しください。',
  'validation.text': '{field}はテキストで指定してください。',
  'validation.required': '{field}は必須です。',
  'validation.tooLong': '{field}は{max, number}文字以内で指定してください。',
  'validation.wholeNumberAtLeast': '{field}は{min, number}以上の整数で指定してください。',
  'validation.wholeNumberBetween': '{field}は{min, number}から{max, number}までの整数で指定してください。',
  'validation.oneOf': '{field}は次のいずれかで指定してください: {values}。',
  'validation.ramNumber': 'RAMはGB単位の数値で指定してください。',
  'validation.ramSteps': 'RAMは0.5 GBの倍数（正の値）で指定してください（例: 2、2.5、3）。',
  'validation.serverId': '有効なサーバーIDではありません。',
  'validation.providerId': '{field}には空でないIDを指定してください。',
  'validation.boolean': '{field}はtrueかfalseで指定してください。',
  'validation.addons': 'アドオンは、それぞれ選択するかどうかを示す一覧で指定してください。',
  'validation.disk': 'ディスクはGB単位の正の数値で指定してください。',
  'validation.emptyUpdate':
    '更新する項目として、RAM、ディスク、外部参照のうち少なくとも1つを指定してください。',
  'validation.object': '{field}はオブジェクトで指定してください。',
  'validation.invalid': 'ボットが送信前に自身のリクエストを無効と判断しました。もう一度お試しください。',

  // Sizes and spans, written the reader's way.
  'unit.gigabytes': '{value, number, ::.#} GB',
  'unit.bytes': '{value, number, ::.#} {unit}',
  'unit.daysHours': '{days, number}日{hours, number}時間',
  'unit.days': '{days, number}日',
  'unit.hoursMinutes': '{hours, number}時間{minutes, number}分',
  'unit.hours': '{hours, number}時間',
  'unit.minutes': '{minutes, number}分',
  'unit.seconds': '{seconds, number}秒',

  // Plumbing: routing, replies, confirmations, permissions, quotas, shared options.
  'interaction.unknownCommand':
    'このコマンドはここでは利用できなくなりました。Discordが古い一覧を表示している可能性があります。1分ほどしてから、もう一度お試しください。',
  'interaction.staleComponent':
    'これらのボタンは古いバージョンのボットのもので、もう機能しません。コマンドをもう一度実行してください。',
  'interaction.guildsOnly': 'このボットはDiscordサーバー内でのみ動作します。',
  'confirmation.retiredKind': 'この確認は、ボットが提供を終了した操作のものです。何も変更されていません。',
  'permission.viewChannel': 'チャンネルを見る',
  'permission.sendMessages': 'メッセージを送信',
  'permission.embedLinks': '埋め込みリンク',
  'permission.cannotPost':
    'ボットは{channel}に投稿できません。そのチャンネルで{permissions}が必要です。チャンネルの権限で付与するか（または別のチャンネルを選び）、コマンドをもう一度実行してください。',
  'quota.subscriptions':
    'このDiscordサーバーはアラート登録の上限（{limit}件）に達しています。先に`/alerts unsubscribe`で1件削除するか、ボットの運営者に上限の引き上げを依頼してください。',
  'quota.boards':
    'このDiscordサーバーはステータスボードの上限（{limit}件）に達しています。先に`/board remove`で1件削除するか、ボットの運営者に上限の引き上げを依頼してください。',
  'quota.usageWatches':
    'このDiscordサーバーは使用率監視の上限（{limit}件）に達しています。先に`/alerts unsubscribe kind:usage`で1件削除するか、' +
    'ボットの運営者に上限の引き上げを依頼してください。',
  'interaction.rateLimitWait':
    '⏳ ホスティングAPIがボットのリクエストを制限しています。APIが再びリクエストを受け付け次第（{when}）、お返事します。',
  'confirmation.ask': '{member}さん、確認してください。この確認は{expiresIn}に期限切れになります。',
  'confirmation.onlyAsker': '確認できるのは、依頼したメンバーだけです。',
  'confirmation.confirm': '確認',
  'confirmation.cancel': 'キャンセル',
  'confirmation.working': '⏳ 処理しています…',
  'confirmation.cancelled': '✖️ キャンセルしました。何も変更されていません。',
  'confirmation.promptExpired': '⌛ この確認は期限切れになりました。何も変更されていません。',
  'confirmation.expired':
    '⌛ この確認は期限切れになったか、もう記録されていません。何も変更されていません。コマンドをもう一度実行してください。',
  'confirmation.foreign': '確認またはキャンセルできるのは、依頼したメンバーだけです。',
  'confirmation.used': 'この確認はすでに使用されています。',
  'page.previous': '前へ',
  'page.next': '次へ',
  'limits.andMore': '…ほか{count, plural, other {#件}}',
  'limits.notShown': '{count, plural, other {ほか#件は表示されていません}}',
  'option.server': 'サーバー（候補から選ぶか、IDを貼り付け）',
  'option.guild_id': 'コミュニティのDiscordサーバー（ボットが参加しているものを選ぶか、IDを貼り付け）',
  'command.access': 'どのDiscordサーバーにどのサーバーを見せるか、誰がボットで何をできるかを決めます',
  'command.access.link': 'コミュニティのDiscordサーバーがサーバーを閲覧・管理できるようにします',
  'command.access.unlink': 'コミュニティのDiscordサーバーからサーバーが見えないようにします',
  'command.access.list': 'どのDiscordサーバーがどのサーバーを見られるかを表示します',
  'command.access.list.guild_id': 'このコミュニティのDiscordサーバーのみ（選ぶか、IDを貼り付け）',
  'access.linked': '🔗 {server}を{guild}に連携しました。',
  'access.alreadyLinked': '**{name}**はすでに{guild}に連携されています。',
  'access.membersSeeIt':
    'メンバーのコマンドに、それぞれの権限レベルに応じてこのサーバーが表示されるようになりました。',
  'access.botNotInGuild':
    'ボットはまだそのDiscordサーバーに参加していません。招待すると、参加した時点でコマンドが表示されます。',
  'access.unlinked':
    '✂️ {server}と{guild}の連携を解除しました。そのDiscordサーバーからは閲覧も操作もできなくなりました。',
  'access.notLinked': '{server}は{guild}に連携されていませんでした。何も変更されていません。',
  'access.guildHasNoLinks': '{guild}に連携されたサーバーはありません。',
  'access.noLinks':
    'どのサーバーにも、コミュニティのDiscordサーバーはまだ連携されていません。`/access link`を使ってください。',
  'access.title': 'Discordサーバーのアクセス',
  'access.guildNotJoined': 'Discordサーバー {guildId}（ボット未参加）',
  'access.moreGuilds':
    'ほかに{count, plural, other {#件のDiscordサーバー}}が連携されています。guild_idで選ぶと、そのサーバー一覧が表示されます。',
  'permission.lost.unknownChannel': 'チャンネルが削除されました',
  'permission.lost.missingAccess': 'ボットがチャンネルにアクセスできなくなりました',
  'permission.lost.missingPermissions': 'ボットにそこへ投稿する権限がありません',

  'permission.lacking': 'ボットにそこでの{permissions}がありません',
  // Servers: /server and how a server is shown.
  'server.update.nothingToChange':
    '変更する項目がありません。ram、disk、external_referenceのうち少なくとも1つを指定してください。',
  'server.update.changedRam': 'RAM {before} → {after}',
  'server.update.changedDisk': 'ディスク {before} → {after}',
  'server.update.changedReference': '外部参照「{before}」→「{after}」',
  'server.update.changedStatus': 'ステータス {before} → {after}',
  'server.update.concurrentChange':
    '更新中に他の人がこのサーバーを変更したため（{changes}）、あなたの変更は適用されませんでした。新しい値を確認して、コマンドをもう一度実行してください。',
  'server.update.concurrentUnseenChange':
    '更新中に他の人がこのサーバーを変更したため、あなたの変更は適用されませんでした。`/server info`で現在の値を確認して、コマンドをもう一度実行してください。',
  'server.update.done': '✅ {server}を更新しました',
  'server.update.lineRam': 'RAM: {before} → {after}',
  'server.update.lineDisk': 'ディスク: {before} → {after}',
  'server.update.lineReference': '外部参照: {before} → {after}',
  'server.update.noReference': 'なし',
  'server.update.unchanged': 'すでにこの値でした。何も変更されていません。',
  'command.server': 'ホスティングしているゲームサーバーを作成・確認・サイズ変更・削除します',
  'command.server.list': 'サーバーを一覧表示します（絞り込み・並べ替え可能）',
  'command.server.list.status': 'このステータスのサーバーのみ（選ぶか、別の値を入力）',
  'command.server.list.game': 'このゲームのサーバーのみ',
  'command.server.list.search': '名前にこのテキストを含むもの',
  'command.server.list.sort': '並べ替えの基準',
  'command.server.list.sort.createdAt': '作成日時',
  'command.server.list.sort.name': '名前',
  'command.server.list.sort.ramGb': 'RAM',
  'command.server.list.sort.status': 'ステータス',
  'command.server.list.order': '並び順',
  'command.server.list.order.asc': '昇順',
  'command.server.list.order.desc': '降順',
  'command.server.info': 'サーバーのステータス、プラン、上限、アドオン、バージョンを表示します',
  'command.server.create': 'サーバーを作成します。セットアップはバックグラウンドで続きます',
  'command.server.create.name': 'サーバー名',
  'command.server.create.ram': 'RAM（GB、0.5単位）',
  'command.server.create.game': 'ゲームID（省略時: APIの既定値）',
  'command.server.create.game_type': 'ゲームの種類（省略時: APIの既定値）',
  'command.server.create.game_version': 'ゲームのバージョン（省略時: APIの既定値）',
  'command.server.create.plan': '料金プラン（省略時: Premium）',
  'command.server.create.plan.budget': 'Budget',
  'command.server.create.plan.premium': 'Premium',
  'command.server.create.mods_addon': 'MODアドオンを付ける',
  'command.server.create.external_reference': 'お客様側の参照（注文IDなど）',
  'command.server.update': 'サーバーのサイズまたは外部参照を変更します',
  'command.server.update.ram': '新しいRAM（GB、0.5単位）',
  'command.server.update.disk': '新しいディスク容量（GB）',
  'command.server.update.external_reference': '新しい外部参照',
  'command.server.delete': 'サーバーを完全に削除します（確認あり）',
  'command.server.resources':
    '現在のCPU、メモリ、ディスク、ネットワーク、稼働時間を使用率グラフ付きで表示します',
  'command.server.resources.hours': '使用率グラフの期間（時間、1〜24、省略時: 6）',
  'command.server.activity': '最近のアクティビティ（作成、サイズ変更、インストールなど）を表示します',
  'server.list.expired': 'この一覧は期限切れです。`/server list`をもう一度実行してください。',
  'server.list.title': 'サーバー',
  'server.list.empty': '該当するサーバーはありません。',
  'server.list.pageOf': '{page, number} / {pages, number}ページ · {total, plural, other {#台のサーバー}}',
  'server.list.page': '{page, number}ページ',
  'server.list.filterStatus': 'ステータス: {status}',
  'server.list.filterGame': 'ゲーム: {game}',
  'server.list.filterSearch': '名前に「{search}」を含む',
  'server.list.filterSort': '{sort}順',
  'server.list.filterAscending': '昇順',
  'server.list.filterDescending': '降順',
  'server.info.connect': '🔌 接続先: {address}',
  'server.info.id': 'ID {id}',
  'server.info.lastRead': '🕓 {when}にホスティングパネルから読み取り · 再読み込み中…',
  'server.info.lastReadOnly': '🕓 {when}にホスティングパネルから読み取り',
  'server.field.status': 'ステータス',
  'server.field.plan': 'プラン',
  'server.field.ram': 'RAM',
  'server.field.disk': 'ディスク',
  'server.field.game': 'ゲーム',
  'server.field.externalReference': '外部参照',
  'server.field.created': '作成日時',
  'server.field.addons': 'アドオン',
  'server.field.limits': '上限',
  'server.field.serverId': 'サーバーID',
  'server.create.title': '{symbol} セットアップを開始しました: {name}',
  'server.create.description':
    'サーバーをセットアップしています。準備ができたとき、またはセットアップに失敗したときに、このメッセージが更新されます。',
  'server.create.idPending': 'まもなく割り当てられます',
  'server.delete.done': '🗑️ **{name}** {id}を、データ、バックアップ、DNSレコードとともに削除しました。',
  'server.delete.confirm': '完全に削除',
  'server.delete.title': '{name}を削除しますか？',
  'server.delete.prompt':
    '**{name}** {id}を完全に削除します。\n\nすべてのデータ、バックアップ、DNSレコードがパネル、SFTP、DNSから削除されます。**元に戻すことも復元することもできません。**',
  'server.alertButton.info': 'サーバー情報',
  'server.alertButton.resources': 'リソース',
  'server.alertButton.acknowledge': '対応する',
  'alerts.ack.field': '対応中',
  'alerts.ack.by': '{member}が{ago}にこのアラートの対応を引き受けました。',
  'alerts.ack.taken': 'このアラートは{ago}に{member}がすでに引き受けています。',
  'alerts.ack.after': '{member}が発生から{duration}後に対応を引き受けていました。',
  'alerts.ack.afterSome':
    '{member}が{count, plural, other {このうち#台のサーバー}}の障害を、発生から{duration}後に引き受けていました。',
  'server.alertButton.showAll': 'すべて表示',
  'server.alertGroup.gone':
    'このまとめ投稿の一覧はもう保存されていません。`/server list` ですべてのサーバーを確認できます。',
  'availability.name': '可用性',
  'availability.notWatched':
    'まだ監視していません。このサーバーで`/alerts subscribe events:status`を実行すると監視が始まります。',
  'availability.percent': '{value, number, ::percent scale/0.01 .0}',
  'availability.outages': '{outages, plural, =0 {ダウンなし} other {ダウン#回、{downtime}}}',
  'availability.watchedFor': 'これまでの監視期間{watched}: {availability}',
  'availability.day': '24時間: {availability}',
  'availability.week': '7日間: {availability}',
  'availability.sinceWatching': '{watched}前の監視開始から: {availability}',

  // Game, players, resources and activity.
  'usage.metric.cpu': 'CPU',
  'usage.metric.ram': 'RAM',
  'usage.metric.disk': 'ディスク',
  'resources.title': 'リソース · {name}',
  'resources.description': 'ID {id} · 取得: {sampled}',
  'resources.noFigures': 'APIから使用率の数値が返されませんでした。',
  'resources.field.state': '状態',
  'resources.field.memory': 'メモリ',
  'resources.field.network': 'ネットワーク',
  'resources.field.uptime': '稼働時間',
  'resources.percent': '{value, number, ::percent scale/0.01 .#}',
  'resources.usedOf': '{used} / {limit}',
  'resources.noChartYet':
    '使用率グラフはまだありません。ボットは監視中のサーバーの使用率だけを取得します。このサーバーで`/alerts usage`を実行する（または`/board`に表示する）と、' +
    'その時点からグラフが記録されます。',
  'resources.noFiguresInSpan':
    '直近{hours, number}時間の使用率の数値はありません。取得開始は{first}、最終取得は{last}です。',
  'resources.usageOver': '直近{hours, number}時間の使用率（{first}から取得、最終取得{last}）。',
  'resources.playersLine':
    '直近{hours, number}時間のオンラインプレイヤー数（ボットの確認へのゲームの応答による、右軸）。',
  'chart.title': '{title} · 直近{hours, number}時間',
  'chart.now': '現在',
  'chart.hoursTick': '{hours, number, ::.##}時間',
  'chart.hoursAxis': '現在からの時間（{time} UTC）',
  'chart.usageAxis': '使用率（%）',
  'chart.percentTick': '{value, number, ::percent scale/0.01}',
  'chart.series': '{metric}（%）',
  'chart.players': 'プレイヤー',
  'chart.playersAxis': 'オンラインのプレイヤー',
  'fields.yes': 'はい',
  'fields.no': 'いいえ',
  'fields.percent': '{value, number, ::percent scale/0.01 .## group-off}',
  'game.answering': '🟢 応答あり（{latency, number} ms）',
  'game.checkedAgo': '{when}に確認',
  'game.notAnsweringSince': '🔴 {since}から応答なし',
  'game.notAnswering': '🔴 応答なし（{when}に確認）',
  'game.noAnswerInTime': '⏳ ゲームが時間内に応答しませんでした。少ししてから、もう一度お試しください。',
  'game.notQueried.noAddress': '未確認: サーバーに接続アドレスがありません。',
  'game.notQueried.unknownGame': '未確認: ボットはこのゲームに問い合わせできません。',
  'game.notQueried.disabled': 'このボットではゲームへの問い合わせが無効になっています。',
  'game.notQueried.hostNotAllowed': '未確認: ボットはこのアドレスへの問い合わせを許可されていません。',
  'game.notQueried.privateAddress': '未確認: プライベートまたは予約済みのアドレスです。',
  'game.notQueried.unresolvable': '未確認: アドレスを名前解決できません。',
  'game.notQueried.protocolNotAllowed': '未確認: ボットはこのゲームのプロトコルに問い合わせません。',
  'game.notQueried.httpNotEnabled':
    '未確認: このゲームはHTTPで問い合わせますが、このボットではHTTPがオフです。',
  'game.checking': '⏳ ゲームに問い合わせ中…',
  'game.playersOnline': '👥 {online, number} / {max, number}人がオンライン',
  'game.peakPlayers': '直近24時間のピーク: {peak, number}人',
  'game.moreNames': '{names}ほか{more, plural, other {#人}}',
  'game.field.server': 'ゲームサーバー',
  'game.field.players': 'プレイヤー',
  'game.field.version': 'ゲームのバージョン',
  'game.field.motd': 'MOTD',
  'game.silentTitle': '🔇 {server}: ゲームが応答していません',
  'game.silentText':
    '{server}はパネル上では稼働していますが、ゲームが{since}（{sinceAt}）から応答していません。',
  'game.silentFooter': '{serverId} · 応答が戻ると投稿します',
  'game.answeringTitle': '🔊 {server}: ゲームが{downtime}ぶりに応答しました',
  'game.answeringText':
    '{server}のゲームが再び応答しています。{downtime}の間、応答がありませんでした（{sinceAt}から）。',
  'game.boardPlayers': '👥 {online, number}/{max, number}',
  'game.boardSilent': 'ゲームの応答なし',
  'game.fleetPlayers':
    '👥 {servers, plural, other {応答中の#台のサーバー}}で{online, plural, other {#人}}がオンライン',
  'activity.title': 'アクティビティ · {name}',
  'activity.empty': '記録されたアクティビティはまだありません。',
  'activity.latest': '{total, plural, other {全#件中、最新{shown, number}件}}',
  'activity.count': '{count, plural, other {#件}}',
  'activity.timeUnknown': '時刻不明',
  'activity.by': '{what}（{actor}）',
  'activity.action.created': 'サーバーを作成',
  'activity.action.provisioned': 'セットアップ完了',
  'activity.action.installFailed': 'セットアップ失敗',
  'activity.action.deleted': 'サーバーを削除',
  'activity.action.resized': 'サーバーのサイズを変更',
  'activity.action.updated': 'サーバーを更新',
  'activity.action.suspended': 'サーバーを利用停止',
  'activity.action.unsuspended': 'サーバーの利用停止を解除',
  'activity.action.statusChanged': 'ステータスが変化',
  'activity.action.noteAdded': 'メモを追加',
  'activity.action.modInstalled': 'MODをインストール',
  'activity.action.pluginInstalled': 'プラグインをインストール',
  'activity.action.unknown': 'アクティビティ',
  'activity.action.reinstalled': 'サーバーを再インストール',
  'activity.action.started': 'サーバーを起動',
  'activity.action.stopped': 'サーバーを停止',
  'activity.action.restarted': 'サーバーを再起動',
  'activity.action.modUpdated': 'MODを更新',
  'activity.action.modRemoved': 'MODを削除',
  'activity.action.pluginUpdated': 'プラグインを更新',
  'activity.action.pluginRemoved': 'プラグインを削除',
  'activity.action.backupCreated': 'バックアップを作成',
  'activity.action.backupRestored': 'バックアップを復元',
  'activity.action.backupDeleted': 'バックアップを削除',
  'activity.apiWords': '{words}（APIの表記）',

  // Mods: /mods and the mod-update alerts' button.
  'mods.install.restricted':
    '**{mod}**の作者が第三者による配布を禁止しているため、ボットはインストールできません。MODのページからダウンロードし、手動でサーバーにアップロードしてください。',
  'mods.install.restrictedWithPage':
    '**{mod}**の作者が第三者による配布を禁止しているため、ボットはインストールできません。MODのページからダウンロードし、手動でサーバーにアップロードしてください。MODのページ: {page}',
  'mods.install.refusedWithPage': '{sentence} MODのページ: {page}',
  'mods.install.modNotFound':
    '{provider}にID {modId}の{type, select, plugins {プラグイン} other {MOD}}は見つかりませんでした。候補から選んでください。',
  'mods.install.fileNotFound': '{mod}にID {fileId}のファイルはありません。候補から選んでください。',
  'mods.search.loaderNeedsCurseforge':
    'ローダーでの絞り込みはCurseForgeでのみ使えます。絞り込みを外すか、カタログを切り替えてください。',
  'mods.update.noRecord':
    'ボットにはこのサーバーにこのMODをインストールした記録がもうありません。`/mods installed`を確認してください。',
  'mods.update.alreadyCurrent': '{server}の{mod}はすでに{file}です。',
  'mods.update.fileGone':
    'カタログでは{mod}のそのファイルが提供されなくなりました。現在のファイルは`/mods installed`で確認してください。',
  'command.mods': 'MODとプラグインを検索・インストール・更新します',
  'command.mods.search': 'サーバーに合うMODやプラグインをカタログから検索します',
  'command.mods.search.provider': 'カタログ（省略時: CurseForge）',
  'command.mods.search.provider.curseforge': 'CurseForge',
  'command.mods.search.provider.modrinth': 'Modrinth',
  'command.mods.search.type': 'MODかプラグインか（省略時: MOD）',
  'command.mods.search.type.mods': 'MOD',
  'command.mods.search.type.plugins': 'プラグイン',
  'command.mods.search.query': '検索ワード',
  'command.mods.search.game_version': 'ゲームのバージョン（省略時: サーバーのバージョン）',
  'command.mods.search.loader': 'MODローダー（CurseForgeのみ）',
  'command.mods.search.loader.1': 'Forge',
  'command.mods.search.loader.4': 'Fabric',
  'command.mods.search.loader.5': 'Quilt',
  'command.mods.search.loader.6': 'NeoForge',
  'command.mods.install': 'サーバーにMODまたはプラグインをインストールします（確認あり）',
  'command.mods.install.provider': 'カタログ',
  'command.mods.install.provider.curseforge': 'CurseForge',
  'command.mods.install.provider.modrinth': 'Modrinth',
  'command.mods.install.type': 'MODかプラグインか（省略時: MOD）',
  'command.mods.install.type.mods': 'MOD',
  'command.mods.install.type.plugins': 'プラグイン',
  'command.mods.install.mod': 'MOD（入力して検索）',
  'command.mods.install.file': 'リリースファイル（サーバーのバージョンに合うものが先頭）',
  'command.mods.installed': 'ボットがサーバーにインストールしたMODとプラグイン、および更新の有無を表示します',
  'mods.choice.serverVersion': '{version}（サーバーのバージョン）',
  'mods.choice.noAddon': 'MODは使えません: このサーバーにはMODアドオンもPremiumプランもありません。',
  'mods.search.title': '{type, select, plugins {{server}向けのプラグイン} other {{server}向けのMOD}}',
  'mods.search.titleMatching':
    '{type, select, plugins {{server}向けのプラグイン（「{query}」に一致）} other {{server}向けのMOD（「{query}」に一致）}}',
  'mods.search.nothingFound': '見つかりませんでした。別のキーワードか、別のカタログをお試しください。',
  'mods.search.footerGameVersion': 'ゲームのバージョン {version}',
  'mods.search.footerPick': '下から選ぶとインストールできます',
  'mods.search.restrictedNote':
    '⚠️ 作者が第三者による配布を禁止しています。MODのページから手動でインストールしてください。',
  'mods.search.pickPlaceholder': 'インストールするものを選択…',
  'mods.search.expired': 'この検索結果は期限切れです。`/mods search`をもう一度実行してください。',
  'mods.search.notYours':
    'この検索結果からインストールできるのは、検索したメンバーだけです。ご自身で`/mods search`を実行してください。',
  'mods.search.noFile':
    'そのMODにはインストールできるファイルがありません。別のものを選ぶか、`/mods install`でファイルを選んでください。',
  'mods.install.promptTitle':
    '{action, select, update {{server}の{mod}を更新しますか？} other {{server}に{mod}をインストールしますか？}}',
  'mods.install.installedNow': '現在インストール済み: {file}',
  'mods.install.file': 'ファイル: **{file}** {fileId}',
  'mods.install.fileForGame': 'ファイル: **{file}** {fileId}（ゲーム {versions}）',
  'mods.install.uploadedTo': 'サーバーの{type}フォルダーにアップロードされます。',
  'mods.install.restart.ops': '読み込むには、ホスティングパネルからサーバーを再起動してください。',
  'mods.install.restart.community':
    '読み込むには、ゲームパネルからサーバーを再起動してください（ボットはサーバーを再起動できません）。',
  'mods.install.confirmInstall': 'インストール',
  'mods.install.confirmUpdate': '更新',
  'mods.install.done':
    '{action, select, update {✅ **{server}**の**{mod}**を更新しました（{file}）。} other {✅ **{server}**に**{mod}' +
    '**をインストールしました（{file}）。}}',
  'mods.install.unrecorded':
    '`/mods installed`と更新確認のための記録ができませんでした（ボットのデータベースでエラーが発生しました）。',
  'mods.installed.title': 'ボットでインストールしたもの · {server}',
  'mods.installed.heading':
    '**{mod}** · {type, select, plugins {{provider}のプラグイン} other {{provider}のMOD}}',
  'mods.installed.version': 'バージョン {file} · {time}に{installer}がインストール',
  'mods.installed.versionFor': 'バージョン {file}（{game}用） · {time}に{installer}がインストール',
  'mods.installed.byMemberOf': '{guild}のメンバー',
  'mods.installed.byMember': 'メンバー',
  'mods.installed.unlisted':
    '❔ カタログに現在このMODが掲載されていないため、新しいリリースを提示できません。',
  'mods.installed.notChecked': '❔ 未確認: カタログが時間内に応答しませんでした。',
  'mods.installed.checkedNow': 'たった今確認',
  'mods.installed.checkedAt': '最終確認: {time}',
  'mods.installed.upToDate': '✅ 最新です（{when}）',
  'mods.installed.updateAvailable': '⬆️ 更新があります: **{file}**（{when}）',
  'mods.installed.none':
    'ボットは{server}にまだMODもプラグインもインストールしていません。`/mods install`でインストールしたもの（とその更新）がここに表示されます。',
  'mods.installed.footer':
    'ボットでインストール: {count, plural, other {#件}} · 更新は、それぞれのインストール時のゲームバージョンとローダーに合うものです',
  'mods.installed.footerPaged':
    'ボットでインストール: {count, plural, other {#件}} · {page, number} / {pages, number}ページ · 更新は、' +
    'それぞれのインストール時のゲームバージョンとローダーに合うものです',
  'mods.installed.updateButton': '{mod}を更新',
  'mods.installed.expired': 'この一覧は期限切れです。`/mods installed`をもう一度実行してください。',

  // Alerts: /alerts and the alerts the poller posts.
  'alerts.pingNotEveryone':
    '@everyoneではなく、メンションするロールを選んでください。アラートでeveryoneをメンションすることはありません。',
  'alerts.roleNotMentionable':
    'ボットは{role}をメンションできません。このロールはメンション可能になっておらず、ボットには{channel}での「@everyone、@here、全てのロールにメンション」権限がありません。' +
    'ロールをメンション可能にする（サーバー設定 → ロール）か、ボットにその権限を付与してから、コマンドをもう一度実行してください。',
  'alerts.usage.noThreshold':
    '監視するしきい値（`cpu`、`ram`、`disk`、パーセント）を少なくとも1つ指定してください。',
  'alerts.activity.title': 'アクティビティ · {server}',
  'alerts.activity.skippedFooter':
    '{serverId} · 一度に多数の記録があり、すべては読み込めませんでした。古い記録は`/server activity`で確認できます',
  'alerts.provisioned.failedText':
    'サーバーのステータスは{status}です。削除して作成し直してください。繰り返し失敗する場合は、サポートに連絡してください。',
  'alerts.provisioned.text': '{serverId}のセットアップが完了し、ステータスは{status}です。',
  'alerts.provisioned.failedTitle': '{symbol} セットアップに失敗しました: {name}',
  'alerts.provisioned.readyTitle': '{symbol} {name}の準備ができました',
  'alerts.provisioned.title': '{symbol} {name}のセットアップが完了しました',
  'alerts.field.serverId': 'サーバーID',
  'alerts.field.status': 'ステータス',
  'alerts.field.ram': 'RAM',
  'alerts.field.game': 'ゲーム',
  'alerts.deleted.whileProvisioning':
    '🗑️ {server}はセットアップ中に削除されました。このサーバーのアラートは停止しました。',
  'alerts.deleted.text': '🗑️ {server}は存在しません（削除済み）。このサーバーのアラートは停止しました。',
  'alerts.group.down': '{count, plural, other {#台のサーバーがダウン}}',
  'alerts.group.back': '{count, plural, other {#台のサーバーが復旧}}',
  'alerts.group.silent': '{count, plural, other {#件のゲームが応答なし}}',
  'alerts.group.answering': '{count, plural, other {#件のゲームが再び応答}}',
  'alerts.group.usageFired': '{count, plural, other {#台のサーバーが使用量のしきい値を超過}}',
  'alerts.group.usageRecovered': '{count, plural, other {#台のサーバーが使用量のしきい値未満に回復}}',
  'alerts.group.mixed': '{count, plural, other {#台のサーバーの状態が変化}}',
  'alerts.group.placeLine': '{place}：{servers}',
  'alerts.status.fromActivityLog': 'アクティビティログより',
  'alerts.status.downTitle': '{symbol} {server}がダウンしています',
  'alerts.status.downText': '{server}は{since}（{sinceAt}）からステータス{status}です。',
  'alerts.status.downFooter': '{serverId} · 再び稼働すると投稿します',
  'alerts.status.backTitle': '{symbol} {server}が{downtime}ぶりに復旧しました',
  'alerts.status.backText':
    '{server}のステータスが再び{status}になりました。{downtime}ぶりの復旧です（{sinceAt}からダウン）。',
  'alerts.modUpdate.title': '⬆️ 更新があります · {server}の{mod}',
  'alerts.modUpdate.newer': '{server}の**{mod}**（{provider}）に新しいリリースがあります。',
  'alerts.modUpdate.newerFor':
    '{server}の**{mod}**（{provider}）に、{fitsFor}向けの新しいリリースがあります。',
  'alerts.modUpdate.installed': 'インストール済み: {file} {fileId}',
  'alerts.modUpdate.newFile': '新しいリリース: **{file}** {fileId}',
  'alerts.modUpdate.newFileOfType': '新しいリリース: **{file}** {fileId}（{releaseType}）',
  'alerts.modUpdate.withButton':
    '「更新」を押すと、まず確認が表示されます。`/mods installed`で、ボットがインストールしたすべてのMODを確認できます。',
  'alerts.modUpdate.withoutButton':
    '`/mods install`で新しいファイルを指定して更新してください（まず確認が表示されます）。',
  'alerts.modUpdate.button': '更新',
  'alerts.usage.firedTitle':
    '🔥 {metric, select, cpu {CPU} ram {RAM} other {ディスク}}が{threshold, number, ::percent scale/0.01}超過 · ' +
    '{server}',
  'alerts.usage.recoveredTitle':
    '✅ {metric, select, cpu {CPU} ram {RAM} other {ディスク}}が正常に戻りました · {server}',
  'alerts.usage.firedText':
    '{server}の{metric, select, cpu {CPU} ram {RAM} other {ディスク使用率}}が{minutes, plural, other {#分間}}' +
    '{threshold, number, ::percent scale/0.01}を超えています。現在{value, number, ::percent scale/0.01}です。',
  'alerts.usage.recoveredText':
    '{server}の{metric, select, cpu {CPU} ram {RAM} other {ディスク使用率}}' +
    'が{threshold, number, ::percent scale/0.01}を下回りました。現在{value, number, ::percent scale/0.01}です。',
  'alerts.usage.readAt': '数値の取得: {sampled}。',
  'alerts.usage.readJustNow': '数値はたった今取得しました。',
  'alerts.usage.footer': '{serverId} · /alerts unsubscribe kind:usage で停止できます',
  'alerts.ops.givenUp': '⚠️ {server}のアラートを{channel}に投稿できませんでした: {why}。',
  'alerts.ops.givenUpInGuild': '⚠️ {server}のアラートを**{guild}**の{channel}に投稿できませんでした: {why}。',
  'alerts.ops.givenUpEffect':
    'このサーバーの以降のアラートが届くよう、このアラートは破棄されました。そのチャンネルへの投稿が成功するまで、そこで届けられなかったアラートはログに記録されるだけです。',
  'alerts.ops.notDeliveredWithin': '{age}以内に配信されませんでした',
  'alerts.ops.notDeliveredWithinLastAnswer': '{age}以内に配信されませんでした（最後の応答: {failure}）',
  'alerts.ops.discordRefused': 'Discordに拒否されました（{failure}）',
  'alerts.ops.paused': '⏸️ アラートを休止しました。ボットは{channel}に投稿できなくなりました（{reason}）。',
  'alerts.ops.pausedInGuild':
    '⏸️ アラートを休止しました。ボットは**{guild}**の{channel}に投稿できなくなりました（{reason}）。',
  'alerts.ops.pausedSubscriptions':
    '{count, plural, other {このチャンネルの#件のアラート登録}}は休止され、再試行されません。',
  'alerts.ops.pausedResume':
    'そのチャンネルでボットに「チャンネルを見る」「メッセージを送信」「埋め込みリンク」を付与する（または別のチャンネルを選ぶ）と、`/alerts subscribe`（使用率アラートは`/alerts ' +
    'usage`）をもう一度実行して再開できます。',
  'alerts.ops.setAside': '🗃️ 保存された記録を読み取れなかったため（{reason}）、別に退避しました: {key}。',
  'alerts.ops.setAsideEffect': 'ボットはその記録なしで動作を続けます。ほかはすべて通常どおり動作します。',
  'alerts.ops.setAsideKept':
    '元の値は{setAsideKey}に保管されており、確認や復元ができます（docs/operations.md）。',
  'alerts.ops.boardRecreated':
    '♻️ {board}のステータスボードが削除されたため、新たに投稿しました。再び削除されると休止します。完全に止めるには、そこで`/board remove`を実行してください。',
  'alerts.ops.boardPaused':
    '⏸️ {board}のステータスボードは休止中です: {reason}。原因を解消してから、そこで`/board create`をもう一度実行すると再開します。取り除くには`/board ' +
    'remove`を実行してください。',
  'alerts.everyServer': 'すべてのサーバー',
  'alerts.everyServerIncludingLater': 'すべてのサーバー（今後作成されるものを含む）',
  'alerts.everyLinkedServerIncludingLater':
    'このDiscordサーバーに連携されたすべてのサーバー（今後連携されるものを含む）',
  'alerts.list.paused': '⏸️ 休止中: {reason}。再開するには`{command}`をもう一度実行してください',
  'alerts.list.unlinked': 'このDiscordサーバーとの連携が解除されたため、何も届きません',
  'alerts.list.since': '{since}から',
  'alerts.list.usage': '使用率: {thresholds}',
  'alerts.list.title': 'アラート登録',
  'alerts.list.none':
    'このDiscordサーバーにはまだアラート登録がありません。`/alerts subscribe`または`/alerts usage`を使ってください。',
  'alerts.list.footer':
    '{page, number} / {pages, number}ページ · {subscriptions, plural, other {アラート登録#件}} · ' +
    '{watches, plural, other {使用率監視#件}}',
  'alerts.list.paceClamped':
    '⚠️ 使用率は、APIのレート制限により監視中のサーバーごとに約{every}おきに取得されます。{minutes, plural, other {#分}}の判定時間には間隔が長すぎるため、' +
    '使用率アラートが最大{every}遅れることがあります。',
  'alerts.list.pace':
    '使用率は、監視中のサーバーごとに約{every}おきに取得されます（APIのレート制限による）。',
  'alerts.unsubscribe.stoppedKind': '🔕 {channel}には今後、{what}の{kind}に関するアラートは届きません。',
  'alerts.unsubscribe.stoppedAll': '🔕 {channel}には今後、{what}のアラート（イベントと使用率）は届きません。',
  'alerts.unsubscribe.stoppedEvents': '🔕 {channel}には今後、{what}のアラートは届きません。',
  'alerts.unsubscribe.stoppedUsage': '🔕 {channel}には今後、{what}の使用率アラートは届きません。',
  'alerts.unsubscribe.none':
    '{channel}には{what}のアラート登録がありません。何も変更されていません。このDiscordサーバーのアラート登録は`/alerts list`で確認できます。',
  'alerts.unsubscribe.noneOfKind':
    '{channel}には{what}の{kind}に関するアラート登録がありません。何も変更されていません。このDiscordサーバーのアラート登録は`/alerts list`で確認できます。',
  'alerts.kindLabel.provisioning': 'セットアップの結果',
  'alerts.kindLabel.status': 'ステータスの変化（ダウンと、ダウン時間付きの復旧）',
  'alerts.kindLabel.activity': '新しいアクティビティ',
  'alerts.kindLabel.mods': 'MODの更新',
  'alerts.kindLabel.events': 'すべてのイベント（セットアップ、ステータス、アクティビティ、MODの更新）',
  'alerts.kindLabel.usage': 'しきい値を超えた使用率',
  'alerts.route.allEvents': 'すべてのイベント',
  'alerts.route.pings': '{kind}（{role}をメンション）',
  'alerts.route.pingsAlsoOnRecovery': '{kind}（{role}をメンション、復旧時も）',
  'alerts.subscribe.unchanged':
    '{channel}にはすでに{what}のアラートが届きます: {routes}。何も変更されていません。',
  'alerts.subscribe.done': '🔔 {channel}に今後、{what}のアラートが届きます: {kinds}。',
  'alerts.subscribe.resumed': '🔔 再開しました。{channel}に今後、{what}のアラートが届きます: {kinds}。',
  'alerts.subscribe.mentions': '{role}をメンションします（復旧の投稿ではメンションしません）。',
  'alerts.subscribe.mentionsOnRecoveryToo': '{role}をメンションします（復旧の投稿でも）。',
  'alerts.subscribe.inAll': '届くアラートの一覧: {routes}。',
  'alerts.subscribe.howToStop': '停止するには`/alerts unsubscribe`を使ってください。',
  'alerts.usage.threshold':
    '{metric, select, cpu {CPU} ram {RAM} other {ディスク}} {threshold, number, ::percent scale/0.01}超',
  'alerts.usage.thresholdsFor': '{thresholds}（{minutes, number}分間）',
  'alerts.usage.watching':
    '📈 {channel}に今後、{what}の使用率アラートが届きます: {thresholds}。超えたときに1回、下回ったときに1回投稿します。',
  'alerts.usage.paceClamped':
    '⚠️ APIの利用枠により、監視中の各サーバーの使用率は約{every}おきにしか取得できません。{minutes, plural, other {#分}}の判定時間には間隔が長すぎるため、' +
    'アラートが最大{every}遅れることがあります。',
  'alerts.usage.pace': '監視中の各サーバーの使用率は、約{every}おきに取得されます。',
  'alerts.usage.howToStop': '停止するには`/alerts unsubscribe kind:usage`を使ってください。',
  'command.alerts': 'セットアップ、ステータス、アクティビティ、使用率のアラートをチャンネルに投稿します',
  'command.alerts.subscribe': 'サーバー（またはすべてのサーバー）のアラートを、今後チャンネルに投稿します',
  'command.alerts.subscribe.channel': 'アラートを投稿するテキストチャンネルまたはアナウンスチャンネル',
  'command.alerts.subscribe.server': 'このサーバーのみ（省略すると、閲覧できるすべてのサーバー）',
  'command.alerts.subscribe.events': '対象のアラート（省略時: すべて）',
  'command.alerts.subscribe.events.all': 'すべてのイベント',
  'option.events.provisioning': 'セットアップの結果',
  'option.events.status': 'ステータスの変化（ダウンと復旧）',
  'option.events.activity': '新しいアクティビティ',
  'option.events.mods': 'MODの更新',
  'command.alerts.subscribe.ping': 'これらのアラートでメンションするロール',
  'command.alerts.subscribe.ping_recovery':
    '復旧のアラート（「12分ぶりに復旧」）でもロールをメンションする（省略時: しない）',
  'command.alerts.usage':
    'サーバーがCPU、RAM、ディスクのしきい値を超え続けたときにチャンネルでアラートします',
  'command.alerts.usage.channel': 'アラートを投稿するテキストチャンネルまたはアナウンスチャンネル',
  'command.alerts.usage.server': 'このサーバーのみ（省略すると、閲覧できるすべてのサーバー）',
  'command.alerts.usage.cpu': 'CPUがこの割合（1〜100）を超え続けたらアラート',
  'command.alerts.usage.ram': 'RAMがこの割合（1〜100）を超え続けたらアラート',
  'command.alerts.usage.disk': 'ディスクがこの割合（1〜100）を超え続けたらアラート',
  'command.alerts.usage.minutes': 'アラートまでに数値が超え続ける時間（分、省略時: 5）',
  'command.alerts.unsubscribe': 'チャンネルへのアラートの投稿を停止します',
  'command.alerts.unsubscribe.channel': 'アラートを投稿しているテキストチャンネルまたはアナウンスチャンネル',
  'command.alerts.unsubscribe.server': '登録の対象サーバー（省略すると、すべてのサーバー向けの登録）',
  'command.alerts.unsubscribe.kind': '停止するアラート（省略時: すべて）',
  'command.alerts.unsubscribe.kind.events':
    'イベントのアラート（セットアップ、ステータス、アクティビティ、MOD）',
  'command.alerts.unsubscribe.kind.usage': '使用率アラート（しきい値）',
  'command.alerts.unsubscribe.kind.all': 'すべてのアラート',
  'command.alerts.unsubscribe.events':
    'この種類のイベントのアラートだけを停止します。ほかはチャンネルに引き続き届きます',
  'command.alerts.list': 'このDiscordサーバーのアラート登録と使用率監視を表示します',

  // Boards: /board and the live status board.
  'command.board': 'サーバーのステータスを、その場で更新し続けるメッセージで表示します',
  'command.board.create': 'ステータスボードをチャンネルに投稿し、その場で最新の状態に保ちます',
  'command.board.create.channel': 'ステータスボードを置くテキストまたはアナウンスチャンネル',
  'command.board.remove': 'チャンネルのステータスボードとそのメッセージを削除します',
  'command.board.remove.channel': 'ステータスボードのあるチャンネル',
  'command.board.list': 'このDiscordサーバーのステータスボードを表示します',
  'board.create.already':
    '{channel}にはすでにステータスボードがあります。何も変更されていません。削除するには、そこで`/board remove`を実行してください。',
  'board.create.posted':
    '📋 {scope, select, ops {アカウントのすべてのサーバー} other {このDiscordサーバーに連携されたすべてのサーバー}}のステータスボードがまもなく{channel}' +
    'に表示され、以後その場で更新されます。',
  'board.create.resumed':
    '📋 再開しました。{scope, select, ops {アカウントのすべてのサーバー} other {このDiscordサーバーに連携されたすべてのサーバー}}' +
    'のステータスボードがまもなく{channel}に表示され、以後その場で更新されます。',
  'board.create.shows':
    '各サーバーの状態、ゲーム、サイズ、使用率（取得している場合）、接続アドレスと、情報の鮮度を表示します。',
  'board.remove.done': '🗑️ {channel}のステータスボードを削除しました。',
  'board.remove.none':
    '{channel}にはステータスボードがありません。何も変更されていません。このDiscordサーバーのステータスボードは`/board list`で確認できます。',
  'board.list.none':
    'このDiscordサーバーにはまだステータスボードがありません。`/board create`を使ってください。',
  'board.list.title': 'ステータスボード',
  'board.list.footer': '{count, plural, other {ステータスボード{count}件}}',
  'board.list.paused':
    '{channel} · ⏸️ 休止中: {reason}。再開するには、そこで`/board create`を実行してください',
  'board.list.posting': '{channel} · 投稿中',
  'board.list.messages': '{channel} · {count, plural, other {メッセージ#件}}',
  'board.list.messagesEdited': '{channel} · {count, plural, other {メッセージ#件}} · 最終更新{when}',
  'board.title': 'サーバーのステータス',
  'board.titlePaged': 'サーバーのステータス（{page, number}/{pages, number}）',
  'board.reading': 'サーバー一覧を読み込んでいます…',
  'board.empty': '表示するサーバーはまだありません。',
  'board.allClear': '✅ 対応が必要なものはありません。',
  'board.needsAttention': '**要対応** · {count}',
  'board.summary': '{total}: {kinds} · {alerts}',
  'board.summary.total': '**{count, plural, other {サーバー{count}台}}**',
  'board.summary.kind':
    '{kind, select, failed {{count, plural, other {失敗 #}}} suspended {{count, plural, other {利用停止 #}}} ' +
    'stopped {{count, plural, other {停止 #}}} provisioning {{count, plural, other {セットアップ中 #}}} deleting ' +
    '{{count, plural, other {削除中 #}}} running {{count, plural, other {稼働中 #}}} other ' +
    '{{count, plural, other {不明 #}}}}',
  'board.summary.alerts': '🔥 使用率アラート発生中: {count, plural, other {{count}件}}',
  'board.reason.slowProvisioning': 'セットアップに想定以上の時間がかかっています',
  'board.reason.gameSilent': 'ゲームの応答なし',
  'board.reason.unrecognised': 'ボットが認識できない状態',
  'board.overThreshold':
    '{metric, select, cpu {CPU} ram {RAM} other {ディスク}} {threshold, number, ::percent scale/0.01}超',
  'board.since': '{when}から',
  'board.seenSince': '{when}から確認',
  'board.usage.cpu': 'CPU {percent}',
  'board.usage.ram': 'RAM {percent}',
  'board.usage.disk': 'ディスク {percent}',
  'board.line.ram': 'RAM {size}',
  'board.line.disk': 'ディスク {size}',
  'board.freshness.every': '約{duration}ごとに更新',
  'board.freshness.notRead': '🕒 未取得。{every}',
  'board.freshness.updated': '🕒 {when}に更新。{every}',
  'board.stale.unread':
    '⚠️ **{since}から古い情報です**: ホスティングAPIが応答していません。応答があるまで状態は表示されません。',
  'board.stale.read':
    '⚠️ **{since}から古い情報です**: ホスティングAPIが応答していません。以下の状態は{readAt}時点のものです。',
  'board.notListed':
    '… ほかに{count, plural, other {#台のサーバー}}がここに表示されていません。{filters}で表示できます。',

  'board.pause.deletedAgain': '新たに投稿した後、メッセージが再び削除されました',
  // Audit trail and access: /audit, /access and the audit channel's lines.
  'access.opsGuildNotLinked':
    '運用チームのDiscordサーバーはすでにすべてのサーバーを操作できます。連携するのはコミュニティのDiscordサーバーだけです。',
  'access.notAGuild':
    'それはボットが名前を特定できるDiscordサーバーではありません。候補から選ぶか、IDを貼り付けてください（サーバーを右クリック →「サーバーIDをコピー」）。',
  'access.needsLevel':
    'この操作には**{level}**の権限レベルが必要です。「サーバー管理」権限を持つ人が、`/access role set`であなたのロールのいずれかに付与できます。',
  'option.level': '閲覧: 見るだけ、操作: サーバー・MOD・アラート・ボードの変更も可、管理: すべて',
  'option.level.read': '閲覧',
  'option.level.operate': '操作',
  'option.level.administer': '管理',
  'option.role': 'ロール（@everyoneはすべてのメンバーを表します）',
  'command.access.role': 'ロールに権限レベルを付与し、そのメンバーがここでボットで何をできるかを決めます',
  'command.access.role.set': 'ロールに権限レベル（閲覧、操作、管理）を付与します',
  'command.access.role.remove': 'ロールに付与した権限レベルを取り消します',
  'command.access.role.list': 'ここでロールに付与されている権限レベルを表示します',
  'access.role.granted': '🔑 {role}はここで**{level}**の権限レベルを持つようになりました。',
  'access.role.changed':
    '🔑 {role}はここで**{before}**に代わり、**{level}**の権限レベルを持つようになりました。',
  'access.role.unchanged':
    '{role}はすでにここで**{level}**の権限レベルを持っています。何も変更されていません。',
  'access.role.removed': '{role}はここで**{level}**の権限レベルを持たなくなりました。',
  'access.role.notGranted': '{role}はここで権限レベルを持っていません。何も変更されていません。',
  'access.role.title': 'ここで付与されている権限レベル',
  'access.role.line': '{role}: **{level}**（{member}が{when}に付与）',
  'access.role.none': 'ここで権限レベルを持つロールはまだありません。`/access role set`で付与してください。',
  'access.role.baseline':
    '{scope, select, ops {「サーバー管理」権限を持つメンバーはすべての権限レベルを持ちます。ほかのメンバーは、ロールに付与されたレベルだけを持ちます。} other {「サーバー管理」' +
    '権限を持つメンバーはすべての権限レベルを持ちます。すべてのメンバーが、このDiscordサーバーに連携されたサーバーを閲覧できます。}}',
  'quota.roleGrants':
    'このDiscordサーバーは権限レベルを持つロールの上限（{limit}件）に達しています。先に`/access role remove`で1件取り消してください。',
  'audit.action.access.role.set':
    '{phase, select, done {ロールに権限レベルを付与しました} asked {ロールへの権限レベルの付与を依頼しました} other ' +
    '{ロールへの権限レベルの付与を試みました}}',
  'audit.action.access.role.remove':
    '{phase, select, done {ロールの権限レベルを取り消しました} asked {ロールの権限レベルの取り消しを依頼しました} other ' +
    '{ロールの権限レベルの取り消しを試みました}}',
  'audit.action.access.refused':
    '{what, select, command {{target, select, server {{server}で{command}の使用を試みました} ' +
    'other {{command}の使用を試みました}}} other {{target, select, server {{server}でボタンまたはメニューの使用を試みました} ' +
    'other {ボタンまたはメニューの使用を試みました}}}}',
  'command.audit.recent.kind.access.role.set': 'ロールへの権限レベルの付与',
  'command.audit.recent.kind.access.role.remove': 'ロールの権限レベルの取り消し',
  'command.audit.recent.kind.access.refused': '権限レベル不足で拒否されたメンバー',
  'audit.input.role': 'ロール',
  'audit.input.level': '権限レベル',
  'audit.input.command': 'コマンド',
  'audit.input.component': 'ボタンまたはメニュー',
  'command.audit': '誰が、どのDiscordサーバーから、どのサーバーに何をしたかを確認します',
  'command.audit.channel':
    'すべての監査記録を発生時にチャンネルへ投稿します（チャンネルを省略すると停止します）',
  'command.audit.channel.channel': '監査記録を投稿するテキストチャンネルまたはアナウンスチャンネル',
  'command.audit.recent': '最新の監査記録を新しい順に表示します',
  'command.audit.recent.server': 'このサーバーに関する記録のみ',
  'command.audit.recent.member': 'このメンバーの記録のみ',
  'command.audit.recent.limit': '1ページあたりの記録数（省略時: 10）',
  'command.audit.recent.kind': 'この種類の操作の記録のみ',
  'command.audit.recent.kind.server.create': 'サーバーの作成',
  'command.audit.recent.kind.server.update': 'サーバーの更新',
  'command.audit.recent.kind.server.delete': 'サーバーの削除',
  'command.audit.recent.kind.mods.install': 'MODのインストール・更新',
  'command.audit.recent.kind.mods.update-check': '見つかったMODの更新',
  'command.audit.recent.kind.access.link': 'Discordサーバーへのサーバーの連携',
  'command.audit.recent.kind.access.unlink': 'Discordサーバーとのサーバーの連携解除',
  'command.audit.recent.kind.alerts.subscribe': 'アラート登録',
  'command.audit.recent.kind.alerts.unsubscribe': 'アラート登録の解除',
  'command.audit.recent.kind.alerts.acknowledge': '引き受けたアラート',
  'command.audit.recent.kind.board.create': 'ステータスボードの作成',
  'command.audit.recent.kind.board.remove': 'ステータスボードの削除',
  'command.audit.recent.kind.audit.channel': '監査チャンネルの変更',
  'command.audit.recent.kind.usage.crossing': '使用率のしきい値超過',
  'command.audit.recent.hours': '指定した時間数以内の新しい記録のみ',
  'audit.channel.stopped':
    '監査記録の投稿を停止しました。記録は引き続き保存され、`/audit recent`で確認できます。',
  'audit.channel.notPosting': '監査記録はどこにも投稿されていませんでした。何も変更されていません。',
  'audit.channel.set':
    '📜 {channel}に今後、すべての監査記録が発生時に投稿されます。停止するには、チャンネルを指定せずに`/audit channel`を実行してください。',
  'audit.recent.expired': 'このページは期限切れです。`/audit recent`をもう一度実行してください。',
  'audit.recent.none': '監査記録はありません。',
  'audit.recent.noneFor': '{filters}の監査記録はありません。',
  'audit.recent.about': '{filters}の監査記録',
  'audit.recent.title': '監査ログ',
  'audit.recent.footer': '{count, plural, other {#件（新しい順）}}',
  'audit.recent.newer': '新しい記録',
  'audit.recent.older': '古い記録',
  'audit.filter.server': 'サーバー {server}',
  'audit.filter.member': 'メンバー {member}',
  'audit.filter.kind': '種類「{kind}」',
  'audit.filter.hours': '直近{hours}時間',
  'audit.action.server.create':
    '{phase, select, done {{target, select, server {サーバー{server}を作成しました} other {サーバーを作成しました}}} asked ' +
    '{{target, select, server {サーバー{server}の作成を依頼しました} other {サーバーの作成を依頼しました}}} other ' +
    '{{target, select, server {サーバー{server}の作成を試みました} other {サーバーの作成を試みました}}}}',
  'audit.action.server.update':
    '{phase, select, done {{target, select, server {{server}を更新しました} other {サーバーを更新しました}}} asked {{target, ' +
    'select, server {{server}の更新を依頼しました} other {サーバーの更新を依頼しました}}} other {{target, select, server ' +
    '{{server}の更新を試みました} other {サーバーの更新を試みました}}}}',
  'audit.action.server.delete':
    '{phase, select, done {{target, select, server {{server}を削除しました} other {サーバーを削除しました}}} asked {{target, ' +
    'select, server {{server}の削除を依頼しました} other {サーバーの削除を依頼しました}}} other {{target, select, server ' +
    '{{server}の削除を試みました} other {サーバーの削除を試みました}}}}',
  'audit.action.mods.install':
    '{phase, select, done {{target, select, server {{server}にMODをインストールしました} other {サーバーにMODをインストールしました}}} ' +
    'asked {{target, select, server {{server}へのMODのインストールを依頼しました} other {サーバーへのMODのインストールを依頼しました}}} other ' +
    '{{target, select, server {{server}へのMODのインストールを試みました} other {サーバーへのMODのインストールを試みました}}}}',
  'audit.action.mods.update-check':
    '{phase, select, done {{target, select, server {{server}のMODの更新を見つけました} other {サーバーのMODの更新を見つけました}}} ' +
    'asked {{target, select, server {{server}のMOD更新の確認を依頼しました} other {サーバーのMOD更新の確認を依頼しました}}} other ' +
    '{{target, select, server {{server}のMOD更新の確認を試みました} other {サーバーのMOD更新の確認を試みました}}}}',
  'audit.action.access.link':
    '{phase, select, done {{target, select, server {{server}をDiscordサーバーに連携しました} other ' +
    '{サーバーをDiscordサーバーに連携しました}}} asked {{target, select, server {{server}のDiscordサーバーへの連携を依頼しました} other ' +
    '{サーバーのDiscordサーバーへの連携を依頼しました}}} other {{target, select, server {{server}のDiscordサーバーへの連携を試みました} other ' +
    '{サーバーのDiscordサーバーへの連携を試みました}}}}',
  'audit.action.access.unlink':
    '{phase, select, done {{target, select, server {{server}とDiscordサーバーの連携を解除しました} other ' +
    '{サーバーとDiscordサーバーの連携を解除しました}}} asked {{target, select, server {{server}とDiscordサーバーの連携解除を依頼しました} ' +
    'other {サーバーとDiscordサーバーの連携解除を依頼しました}}} other {{target, select, server ' +
    '{{server}とDiscordサーバーの連携解除を試みました} other {サーバーとDiscordサーバーの連携解除を試みました}}}}',
  'audit.action.alerts.subscribe':
    '{phase, select, done {{target, select, server {{server}のアラートにチャンネルを登録しました} other ' +
    '{すべてのサーバーのアラートにチャンネルを登録しました}}} asked {{target, select, server {{server}のアラートへのチャンネルの登録を依頼しました} other ' +
    '{すべてのサーバーのアラートへのチャンネルの登録を依頼しました}}} other {{target, select, server {{server}のアラートへのチャンネルの登録を試みました} ' +
    'other {すべてのサーバーのアラートへのチャンネルの登録を試みました}}}}',
  'audit.action.alerts.acknowledge':
    '{phase, select, done {{target, select, server {{server}のアラートの対応を引き受けました} ' +
    'other {アラートの対応を引き受けました}}} asked {{target, select, server {{server}のアラートの対応の引き受けを' +
    '依頼しました} other {アラートの対応の引き受けを依頼しました}}} other {{target, select, ' +
    'server {{server}のアラートの対応の引き受けを試みました} other {アラートの対応の引き受けを試みました}}}}',
  'audit.action.alerts.unsubscribe':
    '{phase, select, done {{target, select, server {{server}のアラートからチャンネルの登録を解除しました} other ' +
    '{すべてのサーバーのアラートからチャンネルの登録を解除しました}}} asked {{target, select, server {{server}のアラートからのチャンネルの登録解除を依頼しました} ' +
    'other {すべてのサーバーのアラートからのチャンネルの登録解除を依頼しました}}} other {{target, select, server ' +
    '{{server}のアラートからのチャンネルの登録解除を試みました} other {すべてのサーバーのアラートからのチャンネルの登録解除を試みました}}}}',
  'audit.action.board.create':
    '{phase, select, done {{target, select, server {{server}のステータスボードを作成しました} other {ステータスボードを作成しました}}} ' +
    'asked {{target, select, server {{server}のステータスボードの作成を依頼しました} other {ステータスボードの作成を依頼しました}}} other ' +
    '{{target, select, server {{server}のステータスボードの作成を試みました} other {ステータスボードの作成を試みました}}}}',
  'audit.action.board.remove':
    '{phase, select, done {{target, select, server {{server}のステータスボードを削除しました} other {ステータスボードを削除しました}}} ' +
    'asked {{target, select, server {{server}のステータスボードの削除を依頼しました} other {ステータスボードの削除を依頼しました}}} other ' +
    '{{target, select, server {{server}のステータスボードの削除を試みました} other {ステータスボードの削除を試みました}}}}',
  'audit.action.audit.channel':
    '{phase, select, done {監査記録の投稿先を変更しました} asked {監査記録の投稿先の変更を依頼しました} other {監査記録の投稿先の変更を試みました}}',
  'audit.action.usage.crossing':
    '{phase, select, done {{target, select, server {{server}で使用率のしきい値超過を検知しました} other ' +
    '{サーバーで使用率のしきい値超過を検知しました}}} asked {{target, select, server {{server}の使用率の監視を依頼しました} other ' +
    '{サーバーの使用率の監視を依頼しました}}} other {{target, select, server {{server}の使用率の監視を試みました} other ' +
    '{サーバーの使用率の監視を試みました}}}}',
  'audit.outcome.asked': '❔ メンバーの確認待ちです。',
  'audit.outcome.done': '✅ 完了しました。',
  'audit.outcome.alerted': '🔔 監視中のチャンネルにアラートを送りました。',
  'audit.outcome.refused': '⛔ 拒否されました（{code}）: {reason}',
  'audit.outcome.refusedByApi': '⛔ ホスティングAPIに拒否されました（{code}）。',
  'audit.outcome.refusedByBot': '⛔ ボットが拒否しました（{code}）。',
  'audit.outcome.cancelled': '✖️ メンバーがキャンセルしました。何も変更されていません。',
  'audit.outcome.expired': '⌛ 応答がないまま期限切れになりました。何も変更されていません。',
  'audit.outcome.conflict': '⚠️ 適用されませんでした。その間に他の人がサーバーを変更しました。',
  'audit.outcome.failedCode': '❌ 失敗しました（{code}）。',
  'audit.outcome.failed': '❌ 失敗しました。',
  'audit.line.bot': '🤖 ボット（{guild}）',
  'audit.line.request': '· リクエスト {requestId}',
  'audit.line.input': '{label}: {value}',
  'audit.line.what': '{action}:',
  'audit.line.whatWithInputs': '{action} [{inputs}]:',
  'audit.value.percent': '{value, number, ::percent scale/0.01}',
  'audit.value.nowhere': 'なし',
  'audit.value.above': 'しきい値超過',
  'audit.value.under': 'しきい値を下回った',
  'audit.input.name': '名前',
  'audit.input.ram': 'RAM',
  'audit.input.plan': 'プラン',
  'audit.input.game': 'ゲーム',
  'audit.input.disk': 'ディスク',
  'audit.input.external_reference': '外部参照',
  'audit.input.channel': 'チャンネル',
  'audit.input.from': '変更前',
  'audit.input.to': '変更後',
  'audit.input.kind': '種類',
  'audit.input.events': 'イベント',
  'audit.input.ping': 'メンション',
  'audit.input.cpu': 'CPU',
  'audit.input.minutes': '分',
  'audit.input.provider': 'カタログ',
  'audit.input.mod': 'MOD',
  'audit.input.mod_id': 'MOD ID',
  'audit.input.installed': 'インストール済み',
  'audit.input.newer': '新しいリリース',
  'audit.input.newer_id': '新しいリリースのID',
  'audit.input.state': '状態',
  'audit.input.threshold': 'しきい値',
  'audit.input.guild': 'Discordサーバー',
  'audit.input.file': 'ファイル',
  'audit.input.file_id': 'ファイルID',
  'audit.input.type': 'タイプ',
  'audit.input.updates': '更新',
  'audit.poster.givenUp':
    '⚠️ 監査記録を{channel}に投稿できませんでした: {detail}。記録は引き続き保存されています（`/audit recent`を参照）。',
  'audit.poster.lost':
    '⚠️ 監査記録を{channel}に投稿できなくなりました: {reason}。記録は引き続き保存されています（`/audit recent`を参照）。`/audit ' +
    'channel`でチャンネルを設定し直してください。',

  'audit.action.language.set':
    '{phase, select, done {ボットの投稿の言語を変更しました} asked {ボットの投稿の言語の変更を依頼しました} other {ボットの投稿の言語の変更を試みました}}',
  'command.audit.recent.kind.language.set': '言語の変更',
  'audit.input.language': '言語',
  'audit.value.languageAuto': 'このDiscordサーバーのDiscordの言語',
  // Language: /language.
  /** This language's own name, as the /language choices show it to everyone. */
  'language.name': '日本語',
  'language.set.chosen':
    '🌐 ボットがここで自動的に行う投稿（アラート、ステータスボード、お知らせ）は、今後{language}になります。各メンバーへの返信は、引き続きそれぞれのDiscordの言語です。',
  'language.set.followsDiscord':
    '🌐 ボットがここで自動的に行う投稿は、今後このDiscordサーバーのDiscordの言語（{language}）に従います。各メンバーへの返信は、引き続きそれぞれのDiscordの言語です。',
  'language.show.chosen':
    '🌐 ボットがここで自動的に行う投稿は、`/language set`で設定された{language}です。各メンバーへの返信は、それぞれのDiscordの言語です。',
  'language.show.preferred':
    '🌐 ボットがここで自動的に行う投稿は、このDiscordサーバーのDiscordの言語である{language}です。各メンバーへの返信は、それぞれのDiscordの言語です。',
  'language.show.preferredUnsupported':
    '🌐 ボットがここで自動的に行う投稿は{language}です。このDiscordサーバーのDiscordの言語（{locale}）にはまだ翻訳がありません。`/language ' +
    'set`で別の言語を選べます。各メンバーへの返信は、それぞれのDiscordの言語です。',
  'language.show.default':
    '🌐 ボットがここで自動的に行う投稿は{language}です。`/language set`で別の言語を選べます。各メンバーへの返信は、それぞれのDiscordの言語です。',
  'command.language': 'このDiscordサーバーでのボット自身の投稿の言語を選びます',
  'command.language.set': 'ボットがここに投稿するアラート、ステータスボード、お知らせの言語を設定します',
  'command.language.set.language': '言語、またはこのDiscordサーバー自体のDiscordの言語',
  'command.language.set.language.auto': 'このDiscordサーバーのDiscordの言語',
  'command.language.show': 'このDiscordサーバーでのボット自身の投稿の言語を表示します',
  'quota.silences':
    'このDiscordサーバーは同時ミュートの上限（{limit}件）に達しています。先に`/alerts silences`で1件終了するか、ボットの運営者に上限の引き上げを依頼してください。',
  'server.alertButton.silence': '1時間ミュート',
  'silence.kind':
    '{kind, select, status {ステータス変化} usage {使用率アラート} game {ゲームの応答} other {アクティビティ}}',
  'silence.everyServer': 'このDiscordサーバーが見られるすべてのサーバー',
  'silence.everyChannel': 'このDiscordサーバーのすべてのチャンネル',
  'silence.set':
    '🔕 {until}（{relative}）までミュート：{what}の{kinds}、{where}。`/alerts silences`で一覧表示と早期終了ができます。',
  'silence.gone':
    'このミュートはすでに終了したか、削除されています。`/alerts silences`で有効なものを確認できます。',
  'silence.list.title': '🔕 ミュート中のアラート',
  'silence.list.none':
    'ここでミュート中のアラートはありません。`/alerts silence`でメンテナンス中などにしばらく止められます。',
  'silence.list.line': '**{number}.** {what}の{kinds}、{where}：{until}（{relative}）まで、設定者 {member}',
  'silence.list.reason': '理由：{reason}',
  'silence.list.footer': '{page, number} / {pages, number}ページ · {count, plural, other {ミュート#件}}',
  'silence.endNow': '今すぐ終了（{number}）',
  'silence.endedNow':
    '🔔 {member}が{where}での{what}の{kinds}のミュートを終了しました。アラートの投稿を再開します。',
  'silence.field.reason': '理由',
  'silence.ended.title': '🔔 ミュート終了',
  'silence.ended.titleStill': '🔔 ミュート終了：{count, plural, other {#台のサーバーに対応が必要}}',
  'silence.ended.expired': '{setBy}が{from}から{to}までミュートしました。アラートの投稿を再開します。',
  'silence.ended.endedBy':
    '{setBy}が{from}からミュートし、{by}が{to}に早期終了しました。アラートの投稿を再開します。',
  'silence.ended.stillDown': '{server}はまだ停止中です：{since}から{status}。',
  'silence.ended.stillSilent': '{server}は{since}からゲームの問い合わせにまだ応答しません。',
  'silence.ended.stillOver':
    '{server}はまだ{metric, select, cpu {CPU} ram {RAM} other {ディスク}}のしきい値{threshold, number, ::percent ' +
    'scale/0.01}を超えています。',
  'silence.ended.stillOverSince':
    '{server}は{since}から{metric, select, cpu {CPU} ram {RAM} other ' +
    '{ディスク}}のしきい値{threshold, number, ::percent scale/0.01}を超えたままです。',
  'silence.ended.more': '…ほか{count, plural, other {#台}}。',
  'silence.ended.cameBack':
    'ミュート中に問題が発生して復旧（停止、ゲームの応答なし、またはしきい値超過）：{servers}。',
  'silence.ended.others': '{count, plural, other {ほか#台}}',
  'board.silencedUntil': '🔕 {until}までミュート',
  'audit.action.alerts.silence':
    '{phase, select, done {{target, select, server {{server}のアラートをミュート} other {すべてのサーバーのアラートをミュート}}} ' +
    'asked {{target, select, server {{server}のアラートのミュートを依頼} other {すべてのサーバーのアラートのミュートを依頼}}} other ' +
    '{{target, select, server {{server}のアラートのミュートを試行} other {すべてのサーバーのアラートのミュートを試行}}}}',
  'audit.action.alerts.silence.end':
    '{phase, select, done {{target, select, server {{server}のアラートのミュートを終了} other ' +
    '{すべてのサーバーのアラートのミュートを終了}}} asked {{target, select, server {{server}のアラートのミュート終了を依頼} other ' +
    '{すべてのサーバーのアラートのミュート終了を依頼}}} other {{target, select, server {{server}のアラートのミュート終了を試行} other ' +
    '{すべてのサーバーのアラートのミュート終了を試行}}}}',
  'audit.action.alerts.silence.expire':
    '{phase, select, done {{target, select, server {{server}のアラートのミュートが期限切れ} other ' +
    '{すべてのサーバーのアラートのミュートが期限切れ}}} asked {{target, select, server {{server}のアラートのミュート終了を依頼} other ' +
    '{すべてのサーバーのアラートのミュート終了を依頼}}} other {{target, select, server {{server}のアラートのミュート終了を試行} other ' +
    '{すべてのサーバーのアラートのミュート終了を試行}}}}',
  'command.audit.recent.kind.alerts.silence': 'アラートのミュート設定',
  'command.audit.recent.kind.alerts.silence.end': 'ミュートの早期終了',
  'command.audit.recent.kind.alerts.silence.expire': 'ミュートの期限切れ',
  'audit.input.duration': '期間',
  'audit.input.reason': '理由',
  'audit.input.kinds': '種類',
  'command.alerts.silence': 'メンテナンス中などにアラートをしばらく止める',
  'command.alerts.silence.duration': '止める期間',
  'command.alerts.silence.duration.30': '30分',
  'command.alerts.silence.duration.60': '1時間',
  'command.alerts.silence.duration.120': '2時間',
  'command.alerts.silence.duration.240': '4時間',
  'command.alerts.silence.duration.480': '8時間',
  'command.alerts.silence.duration.720': '12時間',
  'command.alerts.silence.duration.1440': '1日',
  'command.alerts.silence.duration.2880': '2日',
  'command.alerts.silence.duration.4320': '3日',
  'command.alerts.silence.duration.10080': '7日',
  'command.alerts.silence.server': 'サーバー（既定：このDiscordサーバーが見られるすべて）',
  'command.alerts.silence.reason': 'チーム向けの理由（200文字まで）',
  'command.alerts.silence.channel': 'チャンネル（既定：このDiscordサーバーのすべて）',
  'command.alerts.silence.kinds': '対象のアラート（既定：ステータス・使用率・ゲーム）',
  'command.alerts.silence.kinds.default': 'ステータス・使用率・ゲーム',
  'command.alerts.silence.kinds.all': 'すべて（アクティビティも）',
  'command.alerts.silence.kinds.status': 'ステータス変化のみ',
  'command.alerts.silence.kinds.usage': '使用率アラートのみ',
  'command.alerts.silence.kinds.game': 'ゲームの応答のみ',
  'command.alerts.silence.kinds.activity': 'アクティビティのみ',
  'command.alerts.silences': 'ここのミュート一覧（それぞれ「今すぐ終了」付き）',
} satisfies CatalogueOf<'ja'>;
