import { apiKind, clampQuantity, maxQuantity, parseStoreKind, storeKindHref } from '@/components/store/store-kind';
import { formatCartCount } from '@/components/store/cart-button';
import { computeRefundFen, formatFen } from '@/lib/store/money';

describe('formatFen', () => {
  test.each([
    [128000, '¥1,280.00'],
    [1188000, '¥11,880.00'],
    [8900, '¥89.00'],
    [12833, '¥128.33'],
    [5, '¥0.05'],
    [0, '¥0.00'],
    [-500, '-¥5.00'],
  ])('%i fen is %s in both languages', (fen, text) => {
    expect(formatFen(fen, 'cn')).toBe(text);
    expect(formatFen(fen, 'en')).toBe(text);
  });
});

describe('computeRefundFen: paid − used × (paid ÷ bought), never below 0', () => {
  test('nothing used: everything back', () => expect(computeRefundFen(128000, 10, 0)).toBe(128000));
  test('3 of 10 used', () => expect(computeRefundFen(128000, 10, 3)).toBe(89600));
  test('all used: nothing back', () => expect(computeRefundFen(128000, 10, 10)).toBe(0));
  test('more used than bought never goes below 0', () => expect(computeRefundFen(128000, 10, 12)).toBe(0));
  test('rounds to the fen: ¥3,480.00 for 30 classes, 7 used', () => expect(computeRefundFen(348000, 30, 7)).toBe(266800));
  test('uneven price: ¥100.00 for 3 classes, 1 used', () => expect(computeRefundFen(10000, 3, 1)).toBe(6667));
  test('a negative count counts as none', () => expect(computeRefundFen(128000, 10, -2)).toBe(128000));
});

describe('quantity bounds of goods', () => {
  test('at most 99, never more than the stock, 0 when sold out', () => {
    expect(maxQuantity(200)).toBe(99);
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(0)).toBe(0);
    expect(maxQuantity(null)).toBe(1);
  });
  test('typed values are brought into 1..max', () => {
    expect(clampQuantity(0, 7)).toBe(1);
    expect(clampQuantity(50, 7)).toBe(7);
    expect(clampQuantity(3.7, 7)).toBe(3);
    expect(clampQuantity(Number.NaN, 7)).toBe(1);
  });
});

describe('the kind filter in the URL', () => {
  test('package and goods are kinds; anything else shows all', () => {
    expect(parseStoreKind('package')).toBe('package');
    expect(parseStoreKind('goods')).toBe('goods');
    expect(parseStoreKind('GOODS')).toBe('all');
    expect(parseStoreKind(['goods', 'package'])).toBe('all');
    expect(parseStoreKind(undefined)).toBe('all');
    expect(apiKind('all')).toBeNull();
    expect(storeKindHref('all')).toBe('/shopping');
    expect(storeKindHref('goods')).toBe('/shopping?kind=goods');
  });
});

describe('the cart number', () => {
  test('nothing at 0, the count up to 99, then 99+', () => {
    expect(formatCartCount(0)).toBe('');
    expect(formatCartCount(3)).toBe('3');
    expect(formatCartCount(99)).toBe('99');
    expect(formatCartCount(120)).toBe('99+');
  });
});
