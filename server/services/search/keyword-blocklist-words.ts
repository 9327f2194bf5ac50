/**
 * Words that never become search suggestions (server/services/search/keyword-blocklist.ts):
 * advertising, gambling, adult content, contact touting, drugs and abuse, in
 * English and Chinese. A short curated list, not a moderation system: it
 * keeps a children's site's header free of what spammers push, together
 * with the URL, phone, account-id and digit patterns. Latin entries match
 * whole words (and their plural or -ing forms); Chinese entries match
 * anywhere in the term, so none may be part of an everyday word (黄色 is
 * 'yellow', 菠菜 'spinach', 妈的 sits inside 妈妈的). Lower case; add to it when a new kind of spam shows
 * up in `search_keywords`.
 */
export const BLOCKED_WORDS_LATIN: readonly string[] = [
  // contact touting and advertising
  'wechat', 'weixin', 'whatsapp', 'telegram', 'qq', 'vx', 'wx', 'dm', 'promo', 'promotion', 'discount',
  'coupon', 'cheap', 'seo', 'backlink', 'followers', 'free money', 'crypto',
  'bitcoin', 'btc', 'usdt', 'forex', 'loan', 'loans', 'invoice', 'casino', 'betting', 'gamble',
  'gambling', 'lottery', 'poker', 'slots', 'baccarat',
  // adult content
  'sex', 'sexy', 'porn', 'porno', 'nude', 'nudes', 'naked', 'xxx', 'nsfw', 'onlyfans', 'escort', 'hentai', 'fetish',
  'camgirl', 'hookup', 'milf', 'boobs', 'pussy',
  // drugs and weapons
  'viagra', 'cialis', 'cannabis', 'cocaine', 'heroin', 'meth', 'drugs', 'pistol',
  // abuse
  'fuck', 'fucking', 'shit', 'bitch', 'bastard', 'asshole', 'cunt', 'slut', 'whore', 'retard', 'nigger', 'faggot',
  'kill yourself', 'kys', 'suicide',
];

export const BLOCKED_WORDS_CJK: readonly string[] = [
  // contact touting and advertising
  '微信', '威信', '薇信', '徽信', 'v信', '加v', '加微', '加我', '私聊', '扣扣', '企鹅号', '联系方式', '客服', '代理', '招商',
  '加盟', '代购', '代写', '代考', '刷单', '兼职', '日结', '返利', '优惠', '折扣', '低价', '特价', '免费领', '推广', '引流',
  '贷款', '网贷', '套现', '发票', '办证', '刻章',
  // gambling
  '博彩', '赌博', '赌场', '赌球', '赌钱', '彩票', '时时彩', '六合彩', '百家乐', '娱乐城', '下注',
  // adult content
  '色情', '黄片', '成人视频', '成人网站', '裸聊', '裸照', '裸体', '约炮', '一夜情', '援交', '嫖', '性爱', '做爱', 'av女优', '情色', '露点', '福利姬',
  // drugs and weapons
  '毒品', '大麻', '冰毒', '海洛因', '摇头丸', '枪支', '迷药', '春药',
  // abuse
  '傻逼', '傻b', '煞笔', '操你', '草你', '去死', '自杀', '贱人', '婊子', '垃圾人',
];

/**
 * Stop words: function words that are searched (a search for 'the' or 的
 * still runs) but never become suggestions, since they say nothing about a
 * book and match nearly all of them (的 was drawn as a trending chip). A
 * term is a stop term when it has nothing else: 'the', 'of the', 的, 是的;
 * 'the cat' and 妈妈的生日 are not. Any single Latin letter counts too.
 */
export const STOP_WORDS_LATIN: readonly string[] = [
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'so', 'yet', 'if', 'than', 'then', 'of', 'to', 'in', 'on', 'at', 'by',
  'for', 'with', 'from', 'as', 'into', 'onto', 'upon', 'about', 'over', 'under', 'up', 'down', 'out', 'off',
  'is', 'am', 'are', 'was', 'were', 'be', 'been', 'being', 'do', 'does', 'did', 'has', 'have', 'had', 'will', 'would',
  'shall', 'should', 'can', 'could', 'may', 'might', 'must', 'not', 'no',
  'it', 'its', 'this', 'that', 'these', 'those', 'there', 'here', 'i', 'me', 'my', 'you', 'your', 'he', 'him', 'his',
  'she', 'her', 'we', 'us', 'our', 'they', 'them', 'their',
  'what', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'all', 'any', 'some', 'very', 'too', 'just',
];

/**
 * Chinese function characters (particles, prepositions, conjunctions,
 * pronouns, measure word 个, negation): a term made of these alone (的, 了,
 * 是的, 我们, 这个, 不是) is a stop term. Content characters such as 小, 大,
 * 好 or 一 are not listed, so 好的 or 一 stay possible suggestions.
 */
export const STOP_CHARS_CJK: readonly string[] = [
  '的', '了', '是', '在', '和', '与', '及', '或', '也', '就', '都', '而', '又', '还', '把', '被', '让', '给', '对', '从',
  '向', '于', '以', '之', '其', '这', '那', '哪', '个', '些', '着', '过', '地', '得', '吗', '吧', '呢', '啊', '呀', '哦',
  '嗯', '么', '啦', '嘛', '不', '没', '有', '我', '你', '您', '他', '她', '它', '们', '此', '该',
];
