import type { AppLocale } from '../i18n/locales';

/**
 * Store prices are integer fen (1 yuan = 100 fen). Both languages show them
 * as yuan with the ¥ sign, thousands separators and two decimals: ¥1,280.00.
 * (`Intl` would write "CN¥" in English, so the sign is added here.)
 */
const YUAN = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `128000` → `¥1,280.00` (cn and en alike); a negative amount keeps its sign in front: `-¥5.00`. */
export function formatFen(fen: number, locale: AppLocale = 'cn'): string {
  void locale; // the same in both languages today; callers pass it so a language can differ later without touching them.
  const whole = Math.round(fen);
  const text = `¥${YUAN.format(Math.abs(whole) / 100)}`;
  return whole < 0 ? `-${text}` : text;
}

/**
 * The refund of a package order (the rule every package carries):
 * amount paid − classes used × (amount paid ÷ classes bought), rounded to
 * the fen, never below 0 (and never above what was paid).
 */
export function computeRefundFen(paidFen: number, classesBought: number, classesUsed: number): number {
  if (classesBought <= 0) return 0;
  const used = Math.min(Math.max(0, Math.floor(classesUsed)), classesBought);
  const refund = Math.round(paidFen - used * (paidFen / classesBought));
  return Math.min(paidFen, Math.max(0, refund));
}
