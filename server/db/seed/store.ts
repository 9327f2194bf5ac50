import 'server-only';
import { sql } from 'drizzle-orm';

import { FREE_CANCEL_HOURS_BEFORE, LESSON_MINUTES } from '@/lib/constants/classes';

import type { Db } from '../client';
import { storeItems } from '../schema';
import { CLASSES_PER_VOUCHER } from '../../services/classes/packages';
import { versionedMediaUrl } from './content';

const MEDIA = '/media/seed/store';

interface SeedItem {
  slug: string;
  kind: 'package' | 'goods';
  name: string;
  nameCn: string;
  description: string;
  descriptionCn: string;
  images: string[];
  priceFen: number;
  terms?: { classes: number; validityDays: number };
  stock?: number;
}

const packageText = (classes: number, days: number, extra: { en: string; cn: string }) => ({
  description:
    `${classes} one-to-one live classes of ${LESSON_MINUTES} minutes with a foreign teacher, booked on the site at times that suit your family, ` +
    `using our picture-book course materials. Valid for ${days} days from payment, with ${classes / CLASSES_PER_VOUCHER} leave ` +
    `${classes / CLASSES_PER_VOUCHER === 1 ? 'voucher' : 'vouchers'}: take leave less than ${FREE_CANCEL_HOURS_BEFORE} hours before a class and still keep the class. ${extra.en}`,
  descriptionCn:
    `${classes} 节外教一对一直播课，每节 ${LESSON_MINUTES} 分钟，在网站上按家庭方便的时间预约，使用萌芽英语绘本课程教材。` +
    `自付款之日起 ${days} 天内有效，附赠 ${classes / CLASSES_PER_VOUCHER} 张请假券：开课前 ${FREE_CANCEL_HOURS_BEFORE} 小时内请假，用券可保留课时。${extra.cn}`,
});

/**
 * The store's seed items, in the order they are shown (packages first). The
 * package terms follow docs/decisions.md; 60 classes for 90 days is the most
 * a compulsory-education student may prepay in one order.
 */
export const SEED_STORE_ITEMS: SeedItem[] = [
  {
    slug: 'package-10',
    kind: 'package',
    name: 'Starter package · 10 classes',
    nameCn: '入门课包 · 10 节课',
    ...packageText(10, 60, { en: 'A good way to find a teacher your child enjoys.', cn: '适合先找到孩子喜欢的老师。' }),
    images: [],
    priceFen: 128_000,
    terms: { classes: 10, validityDays: 60 },
  },
  {
    slug: 'package-30',
    kind: 'package',
    name: 'Term package · 30 classes',
    nameCn: '学期课包 · 30 节课',
    ...packageText(30, 90, { en: 'About two to three classes a week for a school term.', cn: '约每周两到三节课，上满一个学期。' }),
    images: [],
    priceFen: 348_000,
    terms: { classes: 30, validityDays: 90 },
  },
  {
    slug: 'package-60',
    kind: 'package',
    name: 'Steady package · 60 classes',
    nameCn: '进阶课包 · 60 节课',
    ...packageText(60, 90, {
      en: 'About five classes a week. The largest package a student in compulsory education may prepay (60 classes, 90 days).',
      cn: '约每周五节课。这是义务教育阶段学生可预付的最大课包（60 节课、90 天）。',
    }),
    images: [],
    priceFen: 648_000,
    terms: { classes: 60, validityDays: 90 },
  },
  {
    slug: 'package-120',
    kind: 'package',
    name: 'Full-year package · 120 classes',
    nameCn: '全年课包 · 120 节课',
    ...packageText(120, 365, {
      en: 'About two to three classes a week all year. Not available to students in compulsory education, who may prepay at most 60 classes valid for 90 days.',
      cn: '约每周两到三节课，学习一整年。义务教育阶段学生每次最多预付 60 节课、有效期 90 天，因此不能购买此课包。',
    }),
    images: [],
    priceFen: 1_188_000,
    terms: { classes: 120, validityDays: 365 },
  },
  {
    slug: 'picture-book-box-set',
    kind: 'goods',
    name: 'Picture-book box set (8 books, levels A to C)',
    nameCn: '绘本礼盒（8 册，A 至 C 级）',
    description:
      "Printed editions of eight Sprout English picture books for beginning readers, from Where Is Pip? to The Little Seed, in a gift box. Each book has the English text with a Chinese translation at the back, the same as the books you read on the site.",
    descriptionCn: '8 本萌芽英语入门级绘本的纸质版，从《皮普在哪里？》到《一颗小种子》，装在礼盒里。每本书正文为英文，书后附中文译文，与网站上阅读的绘本内容相同。',
    images: [`${MEDIA}/picture-book-box-set/box.webp`, `${MEDIA}/picture-book-box-set/books.webp`],
    priceFen: 19_800,
    stock: 120,
  },
  {
    slug: 'kids-headset',
    kind: 'goods',
    name: "Children's headset with microphone",
    nameCn: '儿童耳机（带麦克风）',
    description:
      'A light over-ear headset sized for children, for live classes and read-alouds: volume limited to 85 dB, soft ear cushions, an adjustable headband and a microphone on a bendable arm. Plugs into a 3.5 mm headphone socket.',
    descriptionCn: '为孩子设计的轻便头戴式耳机，适合上直播课和跟读：音量限制在 85 分贝，耳垫柔软，头梁可调节，麦克风杆可弯折。使用 3.5 毫米耳机插口。',
    images: [`${MEDIA}/kids-headset/headset.webp`, `${MEDIA}/kids-headset/features.webp`],
    priceFen: 12_900,
    stock: 30,
  },
  {
    slug: 'flash-cards',
    kind: 'goods',
    name: 'Picture-word flash cards (120 cards)',
    nameCn: '图片单词卡（120 张）',
    description:
      'A tin of 120 sturdy cards with everyday words from our picture books. The front shows a picture and the word; the back has the word again with its pronunciation and the Chinese meaning.',
    descriptionCn: '一盒 120 张厚卡片，收录萌芽英语绘本中的常用单词。正面是图片和单词，背面是单词、音标和中文释义。',
    images: [`${MEDIA}/flash-cards/cards.webp`, `${MEDIA}/flash-cards/tin.webp`],
    priceFen: 5_900,
    stock: 200,
  },
  {
    slug: 'reading-log',
    kind: 'goods',
    name: 'Reading-log notebook',
    nameCn: '阅读记录本',
    description:
      'A notebook for keeping track of the books your child reads: a line for each book with the date and up to three stars, and room for new words. 96 pages, A5, lies flat when open.',
    descriptionCn: '记录孩子读过的每一本书：每本书一行，写上日期、打一到三颗星，还有记生词的地方。96 页，A5 大小，可平摊打开。',
    images: [`${MEDIA}/reading-log/cover.webp`, `${MEDIA}/reading-log/pages.webp`],
    priceFen: 2_500,
    stock: 150,
  },
];

/**
 * Adds the store's items. Safe on every start: a known slug gets the seed's
 * texts, pictures and place in the list again; its price, terms, stock,
 * sales and active flag stay as they are (orders and staff change those).
 * On a fresh database the items get ids 1 to 8 in this order.
 */
export async function seedStore(db: Db): Promise<void> {
  await db
    .insert(storeItems)
    .values(
      SEED_STORE_ITEMS.map((item, i) => ({
        slug: item.slug,
        kind: item.kind,
        name: item.name,
        nameCn: item.nameCn,
        description: item.description,
        descriptionCn: item.descriptionCn,
        images: item.images.map(versionedMediaUrl),
        priceFen: item.priceFen,
        classes: item.terms?.classes ?? null,
        minutesPerClass: item.terms ? LESSON_MINUTES : null,
        validityDays: item.terms?.validityDays ?? null,
        vouchers: item.terms ? Math.floor(item.terms.classes / CLASSES_PER_VOUCHER) : null,
        stock: item.kind === 'goods' ? (item.stock ?? 0) : null,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoUpdate({
      target: storeItems.slug,
      set: {
        name: sql`excluded.name`,
        nameCn: sql`excluded.name_cn`,
        description: sql`excluded.description`,
        descriptionCn: sql`excluded.description_cn`,
        images: sql`excluded.images`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
