import type { StoryTheme } from '@/lib/constants/creator';

import type { WordClass, WordForm } from '../types';

/**
 * The built-in story composer's material: a setting, a friend and a title per
 * theme, and sentence frames per reading band, each with its Chinese
 * translation. Slots: {N}/{n} the child's name, {F}/{f} the friend (English /
 * Chinese), {P}/{p} the place, {W}/{w} the practised word and its gloss.
 */

export interface ThemeSetting {
  place: string;
  placeCn: string;
  friend: { name: string; kind: string; cn: string };
  palette: string;
  setting: string;
  season: string;
  title: [string, string];
  /** what happens in the story when no practised word is on a page */
  events: Record<Band, Frame[]>;
}

/** Reading bands of the library's levels: A–C first readers, D–F developing, G–J fluent. */
export type Band = 'low' | 'mid' | 'high';
export type Frame = [en: string, cn: string];

export function bandOf(level: string): Band {
  if (level <= 'C') return 'low';
  if (level <= 'F') return 'mid';
  return 'high';
}

export const THEMES: Record<StoryTheme, ThemeSetting> = {
  park: {
    place: 'park',
    placeCn: '公园',
    friend: { name: 'Bobo', kind: 'puppy', cn: '小狗波波' },
    palette: 'meadow',
    setting: 'park',
    season: 'spring',
    title: ['{N} and Bobo in the Park', '{n}和波波在公园'],
    events: {
      low: [['Bobo runs on the grass.', '波波在草地上跑。'], ['{N} sees a big tree.', '{n}看到一棵大树。'], ['{N} and Bobo play ball.', '{n}和波波玩球。']],
      mid: [['Bobo runs after a red ball. {N} laughs and claps.', '波波去追一个红色的球。{n}笑着拍手。'], ['They sit under a big tree and look at the flowers.', '他们坐在大树下看花。']],
      high: [['Bobo chases a bright red ball across the grass, and {N} cheers every time he catches it.', '波波在草地上追着一个鲜红的球跑，每次他接住球，{n}都会欢呼。'], ['Later they rest under the tallest tree in the garden and count the flowers around them.', '后来，他们在花园里最高的树下休息，数着身边的花。']],
    },
  },
  ocean: {
    place: 'beach',
    placeCn: '海滩',
    friend: { name: 'Shelly', kind: 'turtle', cn: '小海龟雪莉' },
    palette: 'ocean',
    setting: 'beach',
    season: 'summer',
    title: ['{N} and Shelly by the Sea', '{n}和雪莉在海边'],
    events: {
      low: [['Shelly swims in the sea.', '雪莉在海里游泳。'], ['{N} finds a shell.', '{n}找到一个贝壳。'], ['{N} makes a sandcastle.', '{n}堆了一座沙堡。']],
      mid: [['{N} builds a sandcastle on the sand. Shelly brings a shell for the top.', '{n}在沙滩上堆沙堡。雪莉带来一个贝壳放在顶上。'], ['The waves come in and go out. {N} and Shelly watch them.', '海浪涌上来又退下去。{n}和雪莉看着海浪。']],
      high: [['{N} builds a tall sandcastle, and Shelly carefully places a pink shell on the very top.', '{n}堆了一座高高的沙堡，雪莉小心地把一个粉色贝壳放在最顶上。'], ['The waves roll in and out while the two friends watch the boats far away on the sea.', '海浪来来回回，两个好朋友望着远处海上的小船。']],
    },
  },
  space: {
    place: 'moon',
    placeCn: '月球',
    friend: { name: 'Zip', kind: 'robot', cn: '机器人小齐' },
    palette: 'space',
    setting: 'space',
    season: 'summer',
    title: ['{N} and Zip in Space', '{n}和小齐的太空之旅'],
    events: {
      low: [['Zip and {N} fly in a rocket.', '小齐和{n}坐火箭飞行。'], ['{N} sees a red planet.', '{n}看到一颗红色的星球。'], ['The stars are bright.', '星星很亮。']],
      mid: [['Their rocket flies past a red planet. {N} waves at it.', '他们的火箭飞过一颗红色的星球。{n}向它挥手。'], ['Zip points at the stars. There are so many!', '小齐指着星星。星星好多呀！']],
      high: [['Their little rocket zooms past a red planet, and {N} presses a face to the window to see it.', '他们的小火箭飞快地经过一颗红色的星球，{n}把脸贴在窗户上看。'], ['Zip counts the stars out loud, but there are far too many to finish before lunch.', '小齐大声数着星星，可是星星太多了，午饭前根本数不完。']],
    },
  },
  farm: {
    place: 'farm',
    placeCn: '农场',
    friend: { name: 'Daisy', kind: 'cow', cn: '奶牛黛西' },
    palette: 'sunny',
    setting: 'farm',
    season: 'summer',
    title: ['{N} and Daisy on the Farm', '{n}和黛西在农场'],
    events: {
      low: [['Daisy eats the grass.', '黛西吃草。'], ['{N} sees a red barn.', '{n}看到一座红色的谷仓。'], ['The hens say cluck.', '母鸡咯咯叫。']],
      mid: [['Daisy eats green grass in the field. {N} gives her some water.', '黛西在田里吃青草。{n}给她一些水。'], ['The hens run to {N}. They want some corn.', '母鸡们跑向{n}。它们想吃玉米。']],
      high: [['Daisy munches the fresh grass in the field while {N} fills her bucket with cool water.', '黛西在田里嚼着新鲜的青草，{n}往她的桶里装满清凉的水。'], ['A line of hungry hens follows {N} across the farm, hoping for a handful of corn.', '一排饿肚子的母鸡跟着{n}穿过农场，盼着能吃到一把玉米。']],
    },
  },
  forest: {
    place: 'forest',
    placeCn: '森林',
    friend: { name: 'Hoot', kind: 'owl', cn: '猫头鹰呼呼' },
    palette: 'forest',
    setting: 'forest',
    season: 'autumn',
    title: ['{N} and Hoot in the Forest', '{n}和呼呼在森林里'],
    events: {
      low: [['Hoot sits on a tree.', '呼呼坐在树上。'], ['{N} sees a mushroom.', '{n}看到一个蘑菇。'], ['The leaves are red.', '树叶是红色的。']],
      mid: [['Hoot flies from tree to tree. {N} follows the path.', '呼呼从一棵树飞到另一棵树。{n}沿着小路走。'], ['Red and yellow leaves fall down. {N} catches one.', '红色和黄色的叶子落下来。{n}接住了一片。']],
      high: [['Hoot glides from branch to branch, showing {N} the way along the winding forest path.', '呼呼在树枝间滑翔，为{n}指引蜿蜒的林间小路。'], ['Red and golden leaves drift down around them, and {N} tries to catch one before it lands.', '红色和金色的叶子在他们身边飘落，{n}想在叶子落地前接住一片。']],
    },
  },
  snow: {
    place: 'snowy hill',
    placeCn: '雪山',
    friend: { name: 'Pepper', kind: 'penguin', cn: '企鹅胡椒' },
    palette: 'snow',
    setting: 'snow',
    season: 'winter',
    title: ['{N} and Pepper in the Snow', '{n}和胡椒在雪地里'],
    events: {
      low: [['Pepper slides on the ice.', '胡椒在冰上滑。'], ['{N} makes a snowman.', '{n}堆了一个雪人。'], ['The snow is cold.', '雪很冷。']],
      mid: [['{N} and Pepper make a big snowman. It has a red scarf.', '{n}和胡椒堆了一个大雪人。它戴着一条红围巾。'], ['Pepper slides down the hill on the ice. {N} laughs.', '胡椒在冰上从山坡滑下来。{n}哈哈大笑。']],
      high: [['Together they roll three huge balls of snow into a snowman and give him a bright red scarf.', '他们一起滚了三个大雪球，堆成一个雪人，还给他戴上一条鲜红的围巾。'], ['Pepper slides all the way down the icy hill on his belly, and {N} cannot stop laughing.', '胡椒趴在肚子上从结冰的山坡一路滑下来，{n}笑个不停。']],
    },
  },
};

export const INTRO: Record<Band, Frame[]> = {
  low: [['This is {N}. {N} goes to the {P} with {F}.', '这是{n}。{n}和{f}去{p}。']],
  mid: [['{N} and {F} go to the {P} today. It is a good day to play.', '今天，{n}和{f}去{p}。这是玩耍的好日子。']],
  high: [['One bright morning, {N} and {F} set off for the {P}, ready for a new adventure.', '一个晴朗的早晨，{n}和{f}出发去{p}，准备开始一场新的冒险。']],
};

export const ENDING: Record<Band, Frame[]> = {
  low: [['{N} and {F} go home. What a fun day!', '{n}和{f}回家了。多么快乐的一天！']],
  mid: [['At the end of the day, {N} and {F} go home. {N} wants to come back soon.', '一天结束了，{n}和{f}回家了。{n}想快点再来。']],
  high: [['As the sun goes down, {N} and {F} walk home together, already dreaming about their next adventure.', '太阳落山时，{n}和{f}一起走回家，已经在梦想着下一次冒险了。']],
};

type FrameKey = `${WordClass}:${WordForm}` | WordClass;

/** Sentence frames that use a practised word; the most specific key (class and form) is looked up first. */
export const WORD_FRAMES: Record<Band, Partial<Record<FrameKey, Frame[]>>> = {
  low: {
    noun: [['{N} sees the {W}.', '{n}看到了{w}。'], ['Look at the {W}, {F}!', '{f}，看那个{w}！'], ['{F} likes the {W}.', '{f}喜欢{w}。']],
    'noun:plural': [['{N} sees the {W}.', '{n}看到了一些{w}。'], ['Look at the {W}, {F}!', '{f}，看那些{w}！']],
    verb: [['{N} can {W}.', '{n}会{w}。'], ['Let us {W}, {F}!', '{f}，我们来{w}吧！']],
    'verb:ing': [['{N} is {W} with {F}.', '{n}正在和{f}一起{w}。']],
    'verb:past': [['{N} {W} with {F}.', '{n}和{f}一起{w}了。']],
    'verb:third': [['{N} {W} with {F}.', '{n}和{f}一起{w}。']],
    adjective: [['The {P} is {W}.', '{p}很{w}。'], ['{F} is {W}.', '{f}很{w}。']],
    adverb: [['{F} runs {W}.', '{f}{w}地跑。'], ['{N} walks {W}.', '{n}{w}地走。']],
  },
  mid: {
    noun: [['Near the {P}, {N} finds the {W}. {F} wants to see it too.', '在{p}附近，{n}发现了{w}。{f}也想看一看。'], ['{F} brings the {W} to {N}. {N} says thank you.', '{f}把{w}拿给{n}。{n}说谢谢。']],
    'noun:plural': [['Near the {P}, {N} finds the {W}. {F} wants to see them too.', '在{p}附近，{n}发现了一些{w}。{f}也想看一看。']],
    verb: [['{N} wants to {W}. {F} helps, and they {W} together.', '{n}想要{w}。{f}来帮忙，他们一起{w}。'], ['"Can you {W}?" asks {F}. "Yes, I can!" says {N}.', '“你会{w}吗？”{f}问。“我会！”{n}说。']],
    'verb:ing': [['{N} is {W} near the {P}. {F} is watching.', '{n}正在{p}附近{w}。{f}在一旁看着。']],
    'verb:past': [['{N} {W} all morning. {F} was very proud.', '{n}整个上午都在{w}。{f}非常骄傲。']],
    'verb:third': [['Every day, {N} {W} with {F}. It is their favourite game.', '每天，{n}都和{f}一起{w}。这是他们最喜欢的游戏。']],
    adjective: [['Everything in the {P} looks {W} today. {N} smiles.', '今天{p}里的一切看起来都很{w}。{n}笑了。'], ['{F} feels {W}. {N} gives {F} a hug.', '{f}觉得很{w}。{n}抱了抱{f}。']],
    adverb: [['{N} walks {W} along the path, and {F} follows.', '{n}{w}地沿着小路走，{f}跟在后面。']],
  },
  high: {
    noun: [['Then {N} notices the {W}, hidden in a corner where nobody had looked before.', '接着，{n}注意到了{w}，它藏在一个谁都没找过的角落里。'], ['{F} proudly shows {N} the {W} and explains why it is so special.', '{f}骄傲地把{w}拿给{n}看，并解释它为什么这么特别。']],
    'noun:plural': [['Then {N} notices the {W}, lined up in a corner where nobody had looked before.', '接着，{n}注意到了一些{w}，它们整齐地排在一个谁都没找过的角落里。']],
    verb: [['{N} takes a deep breath and decides to {W}, even though it feels a little hard at first.', '{n}深吸一口气，决定去{w}，虽然一开始有点难。'], ['{F} shows {N} how to {W}, and soon they are both laughing.', '{f}教{n}怎么{w}，很快他们俩都笑了起来。']],
    'verb:ing': [['{N} keeps {W} until {F} shouts that it is time for a snack.', '{n}一直在{w}，直到{f}大喊该吃点心了。']],
    'verb:past': [['Yesterday {N} {W} for the very first time, and today {F} wants to hear all about it.', '昨天{n}第一次{w}，今天{f}想听听整个经过。']],
    'verb:third': [['Whenever {F} feels bored, {N} {W} to cheer the whole group up.', '每当{f}觉得无聊，{n}就会{w}，让大家都开心起来。']],
    adjective: [['{N} thinks the {P} has never looked so {W}, and tells {F} all about it.', '{n}觉得{p}从来没有这么{w}过，并把这一切都告诉了{f}。'], ['Even {F}, who is usually quiet, says that today feels {W}.', '就连平时很安静的{f}也说，今天感觉很{w}。']],
    adverb: [['{N} moves {W} through the {P}, listening to every sound around them.', '{n}{w}地穿过{p}，倾听着周围的每一个声音。']],
  },
};

/** Frames of a word: its class and form's own, else its class's. */
export function framesFor(band: Band, wordClass: WordClass, form: WordForm): Frame[] {
  const table = WORD_FRAMES[band];
  return table[`${wordClass}:${form}`] ?? (form === 'base' || (wordClass !== 'verb' && form !== 'plural') ? table[wordClass] : undefined) ?? [];
}
