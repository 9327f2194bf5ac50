/** Search terms the suggestions start from on a fresh install, with a starting weight. */
export const SEED_KEYWORDS: [string, number][] = [
  ['phonics', 40], ['自然拼读', 38], ['dinosaurs', 30], ['恐龙', 29], ['animals', 28], ['动物', 27],
  ['bedtime stories', 26], ['睡前故事', 25], ['colors', 22], ['颜色', 21], ['numbers', 20], ['数字', 19],
  ['family', 18], ['家庭', 17], ['space', 16], ['太空', 15], ['weather', 14], ['天气', 13], ['food', 12],
  ['食物', 11], ['sports', 10], ['运动', 9], ['ocean', 9], ['海洋', 8], ['friendship', 8], ['友谊', 7],
  ['school', 7], ['学校', 6], ['music', 6], ['音乐', 5], ['holidays', 5], ['节日', 4], ['science', 4],
  ['科学', 3], ['sight words', 3], ['高频词', 2], ['songs', 2], ['儿歌', 2], ['level A', 1], ['A级绘本', 1],
];
