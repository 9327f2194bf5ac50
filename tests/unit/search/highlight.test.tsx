import { render } from '@testing-library/react';

import { Highlight, splitMatches } from '@/components/search/highlight';
import { pageWindow } from '@/components/ui/pager';
import { wordForms } from '@/server/services/search/word-forms';

describe('search highlight', () => {
  it('marks every case-insensitive match and keeps the text whole', () => {
    const parts = splitMatches('Duck swims to my ball. Little duck!', 'duck');
    expect(parts.map((p) => p.text).join('')).toBe('Duck swims to my ball. Little duck!');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Duck', 'duck']);
  });

  it('marks each term of a phrase and Chinese text', () => {
    expect(splitMatches('My Red Ball', 'red ball').filter((p) => p.match).map((p) => p.text)).toEqual(['Red Ball']);
    expect(splitMatches('Red is my ball', 'red ball').filter((p) => p.match).map((p) => p.text)).toEqual(['Red', 'ball']);
    expect(splitMatches('这是小鸭子。', '小鸭').filter((p) => p.match).map((p) => p.text)).toEqual(['小鸭']);
  });

  it('treats regular-expression characters in the keyword literally', () => {
    expect(splitMatches('a+b (c)', '(c)').filter((p) => p.match).map((p) => p.text)).toEqual(['(c)']);
    expect(splitMatches('nothing here', '.*')).toEqual([{ text: 'nothing here', match: false }]);
  });

  it('renders markup in the text as text inside <mark>', () => {
    const { container } = render(<Highlight text={'<b>duck</b> <script>x</script>'} keyword="duck" />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('duck');
    expect(container.textContent).toBe('<b>duck</b> <script>x</script>');
  });
});

describe('pager window', () => {
  it('shows first, last and two either side with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});

describe('search highlight by words (as the search matches)', () => {
  const marked = (text: string, keyword: string, options?: { anywhere?: boolean }) =>
    splitMatches(text, keyword, options)
      .filter((p) => p.match)
      .map((p) => p.text);

  it("marks 'cat' as a word and in its forms, never inside catch, category or bobcat", () => {
    expect(marked("Catch the cat! Cats and the cat's hat, a category, a bobcat.", 'cat')).toEqual(['cat', 'Cats', 'cat']);
  });

  it('marks the forms the search finds, and no other word that starts with the keyword', () => {
    for (const word of ['cat', 'hop', 'rain', 'fox', 'make', 'visit', 'fly']) {
      const forms = wordForms(word).filter((f) => !/(?:ies|ied)$/.test(f) && !(word.endsWith('e') && f === `${word.slice(0, -1)}ing`));
      const text = [word, ...forms].join(' ');
      expect(marked(text, word)).toEqual([word, ...forms]);
    }
    expect(marked('hoped hoping catch caterpillar rainbow foxglove maker visitor', 'hop')).toEqual([]);
    expect(marked('rainbow', 'rain')).toEqual([]);
  });

  it('marks Chinese anywhere, and a nickname anywhere when asked', () => {
    expect(marked('小鸭子和鸭妈妈', '鸭')).toEqual(['鸭', '鸭']);
    expect(marked('Panda Fan', 'pand')).toEqual([]);
    expect(marked('Panda Fan', 'pand', { anywhere: true })).toEqual(['Pand']);
  });
});
