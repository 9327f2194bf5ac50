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
