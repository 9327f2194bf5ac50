import type { BookCard, ReaderPage } from '@/lib/types/books';

function page(index: number, text: string, textCn: string, words: [string, number, number][]): ReaderPage {
  return {
    index,
    text,
    textCn,
    image: { large: `/media/p${index}-1200.webp`, small: `/media/p${index}-600.webp`, width: 1200, height: 800 },
    audio: { src: `/media/p${index}.mp3`, durationMs: 2000 },
    words: words.map(([word, startMs, endMs]) => ({ word, startMs, endMs })),
  };
}

/** A three-page book, with word timings as the seed gives them (a gap between sentences). */
export const PAGES: ReaderPage[] = [
  page(1, 'Where is Pip?', '皮普在哪里？', [
    ['Where', 150, 530],
    ['is', 569, 810],
    ['Pip', 857, 1360],
  ]),
  page(2, 'Is Pip in the box? No, not in the box.', '皮普在盒子里吗？不，不在盒子里。', [
    ['Is', 150, 380],
    ['Pip', 436, 860],
    ['in', 914, 1044],
    ['the', 1044, 1240],
    ['box', 1289, 1910],
    ['No', 2300, 2500],
    ['not', 2550, 2700],
    ['in', 2700, 2800],
    ['the', 2800, 2900],
    ['box', 2950, 3300],
  ]),
  page(3, '"Here you are, Pip!" says Lily.', '“你在这儿呀，皮普！”莉莉说。', [
    ['Here', 150, 400],
    ['you', 420, 600],
    ['are', 600, 800],
    ['Pip', 850, 1200],
    ['says', 1500, 1800],
    ['Lily', 1820, 2200],
  ]),
];

export const BOOK = {
  id: 7,
  title: 'Where Is Pip?',
  titleCn: '皮普在哪里？',
  liked: false,
  collected: true,
  likeCount: 4,
  collectCount: 2,
};

export const NEXT_BOOK: BookCard = {
  id: 8,
  title: 'My Red Ball',
  titleCn: '我的红皮球',
  author: 'Oliver Chen',
  level: 'A',
  tags: ['animals'],
  cover: '/media/c8-400.webp',
  coverLarge: '/media/c8-800.webp',
  pageCount: 8,
  wordCount: 36,
  likeCount: 3,
  collectCount: 1,
  commentCount: 0,
};
