import { BLOCKED_WORDS_CJK, BLOCKED_WORDS_LATIN, STOP_CHARS_CJK, STOP_WORDS_LATIN } from './keyword-blocklist-words';

/**
 * Search terms that are never stored or suggested (issue 17, item 9): what
 * spammers push into suggestion boxes, and stop words (的, 'the'), which
 * say nothing about a book. A blocked term is still searched; it only never
 * reaches `search_keywords` or the header suggestions.
 */

/** Links and addresses: a scheme, www., an e-mail, or a host name ending in a top-level domain (also written 点 / dot / 。). */
const URL_LIKE =
  /(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@|[a-z0-9-](?:\.|\s*(?:。|点|點|\(dot\)|\[dot\]|dot)\s*)(?:com|net|org|cn|top|xyz|vip|cc|io|me|co|info|biz|site|online|shop|club|app|link|ly|tk|ru|hk|tw)\b)/iu;
/** Account and contact ids: QQ, WeChat (wx, vx, v信, 微信 …), Telegram, WhatsApp, followed by a handle with a digit or underscore. */
const ACCOUNT_ID = /(?:qq|wx|vx|v信|tg|whatsapp|telegram|微信|扣扣|企鹅)\s*[:：号]?\s*(?=[a-z0-9_-]*[0-9_])[a-z0-9_-]{5,}/iu;
/** Digits (full-width ones are folded to these first). */
const DIGIT = /[0-9]/g;
/** Seven or more digits, however separated: a phone number (mainland mobiles have 11), a QQ number. */
const PHONE_LIKE = /(?:[0-9][\s\-+().]*){7,}/;
/** Characters that have no place in a suggestion (controls, zero-width and direction marks, symbols used to dodge filters). */
const ODD_CHARS = /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>{}[\]|\\^`$#*=~]/u;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Latin words match whole (allowing plural/-ing/-ed endings and spaces or dots inside multi-word entries). */
const LATIN_WORDS = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${BLOCKED_WORDS_LATIN.map((w) => escape(w).replace(/ /g, '[\\s._-]*')).join('|')})(?:s|es|ing|ed)?(?=$|[^\\p{L}\\p{N}])`,
  'iu',
);

const STOP_LATIN = new Set(STOP_WORDS_LATIN);
const STOP_CJK = new Set(STOP_CHARS_CJK);

/**
 * A term of stop words only ('the', 'of the', 的, 是的): Latin words (runs of
 * letters) that are all stop words or single letters, and other letters
 * (Chinese, one character each) that are all function characters.
 * Punctuation, spaces and digits say nothing either way ('a 1' is digits'
 * business); a term with no letter at all is not a stop term.
 */
function isStopTerm(text: string): boolean {
  const latin = text.match(/[a-z]+/g) ?? [];
  const others = [...text.replace(/[a-z]+/g, '')].filter((ch) => /\p{L}/u.test(ch));
  if (!latin.length && !others.length) return false;
  return latin.every((w) => w.length === 1 || STOP_LATIN.has(w)) && others.every((ch) => STOP_CJK.has(ch));
}

/** Full-width letters and digits folded to ASCII, lower case, spaces collapsed. */
function fold(term: string): string {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Why a term may not become a suggestion, or null when it may. */
export function blockedReason(term: string): 'url' | 'account' | 'phone' | 'digits' | 'chars' | 'word' | 'stopword' | null {
  const text = fold(term);
  if (ODD_CHARS.test(term)) return 'chars';
  if (URL_LIKE.test(text)) return 'url';
  if (ACCOUNT_ID.test(text)) return 'account';
  if (PHONE_LIKE.test(text)) return 'phone';
  const digits = text.match(DIGIT)?.length ?? 0;
  const visible = text.replace(/\s/g, '').length;
  // Mostly digits ('2024 666', '88 88 88'), or many of them: codes, numbers, ids; 'level 2' and '100 animals' pass.
  if (digits >= 5 || (digits >= 3 && digits * 2 > visible)) return 'digits';
  if (LATIN_WORDS.test(text)) return 'word';
  const squeezed = text.replace(/[\s._\-·•*]/g, '');
  if (BLOCKED_WORDS_CJK.some((w) => squeezed.includes(w))) return 'word';
  if (isStopTerm(text)) return 'stopword';
  return null;
}

export function isBlockedTerm(term: string): boolean {
  return blockedReason(term) !== null;
}
