import { configure } from '@testing-library/react';

import type { Cart, CartLine, StoreItem } from '@/lib/types/store';

configure({ testIdAttribute: 'data-test' });

export const RULE = 'Refund = amount paid − classes used × (amount paid ÷ classes bought).';

/** A class package as GET /api/shop/items answers it: 10 classes, 60 days, ¥1,280.00. */
export function pkg(over: Partial<StoreItem> = {}): StoreItem {
  return {
    id: 1,
    slug: 'classes-10',
    kind: 'package',
    name: '10 classes',
    description: 'Ten one-to-one classes.',
    images: [],
    priceFen: 128000,
    soldCount: 42,
    stock: null,
    terms: { classes: 10, minutesPerClass: 25, validityDays: 60, vouchers: 1, refundRule: RULE },
    pricePerClassFen: 12800,
    allowed: true,
    ...over,
  };
}

/** Goods: flash cards, ¥89.00, 7 left. */
export function goods(over: Partial<StoreItem> = {}): StoreItem {
  return {
    id: 5,
    slug: 'flash-cards',
    kind: 'goods',
    name: 'Flash cards',
    description: 'Picture-word cards.',
    images: ['/media/seed/store/flash-cards/1.webp', '/media/seed/store/flash-cards/2.webp', '/media/seed/store/flash-cards/3.webp'],
    priceFen: 8900,
    soldCount: 3,
    stock: 7,
    terms: null,
    pricePerClassFen: null,
    allowed: true,
    ...over,
  };
}

/** A cart of the lines, with the count and total the server would answer. */
export function cartOf(lines: CartLine[]): Cart {
  return {
    lines,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    totalFen: lines.reduce((n, l) => n + l.quantity * l.item.priceFen, 0),
  };
}
