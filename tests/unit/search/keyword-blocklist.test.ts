/**
 * The search-term blocklist (issue 17, item 9): links, phone numbers,
 * account ids, digit strings and spam or abuse words never become header
 * suggestions, nor do stop words (的, 'the': a trending chip showed 的),
 * while the words children search for pass.
 */
import { SEED_KEYWORDS } from '@/server/db/seed/keywords';
import { blockedReason } from '@/server/services/search/keyword-blocklist';

describe('blockedReason', () => {
  test.each([
    ['https://spam.example', 'url'],
    ['www.cheap-books', 'url'],
    ['sproutspam.top', 'url'],
    ['bestbooks.com', 'url'],
    ['spam 点 com', 'url'],
    ['spam dot cn', 'url'],
    ['mail@example', 'url'],
    ['wx:sprout_888', 'account'],
    ['加vx abc123', 'account'],
    ['微信号 lily2024', 'account'],
    ['qq 12345', 'account'],
    ['13912345678', 'phone'],
    ['139 1234 5678', 'phone'],
    ['+86-139-1234-5678', 'phone'],
    ['１３９１２３４５６７８', 'phone'],
    ['88888', 'digits'],
    ['666 777', 'digits'],
    ['a 1234', 'digits'],
    ['free money', 'word'],
    ['FREE-MONEY', 'word'],
    ['casino games', 'word'],
    ['xxx', 'word'],
    ['nudes', 'word'],
    ['加我私聊', 'word'],
    ['网 贷', 'word'],
    ['博彩', 'word'],
    ['傻逼', 'word'],
    ['<script>', 'chars'],
    ['zero\u200bwidth', 'chars'],
  ])('%s is blocked (%s)', (term, reason) => {
    expect(blockedReason(term)).toBe(reason);
  });

  test.each([
    ['duck'],
    ['little duck'],
    ['cat'],
    ["cat's"],
    ['level 2'],
    ['100 animals'],
    ['numbers 1-10'],
    ['sussex'],
    ['essex'],
    ['Mr. Men'],
    ['polka dots'],
    ['line drawing'],
    ['黄色'],
    ['菠菜'],
    ['妈妈的生日'],
    ['裸子植物'],
    ['成人礼'],
    ['恐龙'],
    ['the very hungry caterpillar'],
  ])('%s passes', (term) => {
    expect(blockedReason(term)).toBeNull();
  });

  test.each([['的'], ['了'], ['是'], ['是的'], ['我们'], ['这个'], ['the'], ['THE'], ['a'], ['an'], ['of'], ['and'], ['of the'], ['x'], ['the 的'], [' 的 ']])(
    '%j is a stop word: searched, never suggested (stopword)',
    (term) => {
      expect(blockedReason(term)).toBe('stopword');
    },
  );

  test.each([['the cat'], ['a dog'], ['猫'], ['好的'], ['妈妈的生日'], ['一'], ['level A'], ['of mice and men'], ['up and away'], ['café']])(
    '%j has more than stop words and passes',
    (term) => {
      expect(blockedReason(term)).toBeNull();
    },
  );

  test('no seed keyword is blocked', () => {
    expect(SEED_KEYWORDS.map(([k]) => k).filter((k) => blockedReason(k) !== null)).toEqual([]);
  });
});
