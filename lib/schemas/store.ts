import { z } from 'zod';

import { formatMainlandRegion } from '../store/regions';
import { idField } from './paging';

// ---------------------------------------------------------------- catalogue and cart

/** A cart line holds 1 to 99 of an item (never more than the stock, which the server checks). */
export const CART_LINE_MAX = 99;
/** A user keeps at most this many shipping addresses. */
export const ADDRESS_LIMIT = 20;

/**
 * China's 2021 off-campus training rules: a compulsory-education student may
 * prepay at most this many classes, valid at most this many days, per order.
 */
export const COMPULSORY_PREPAY_MAX_CLASSES = 60;
export const COMPULSORY_PREPAY_MAX_DAYS = 90;

/** Whether a package (its classes and validity) may be bought by a student who is, or is not, in compulsory education. */
export function packageAllowed(terms: { classes: number; validityDays: number }, compulsoryEducation: boolean): boolean {
  return !compulsoryEducation || (terms.classes <= COMPULSORY_PREPAY_MAX_CLASSES && terms.validityDays <= COMPULSORY_PREPAY_MAX_DAYS);
}

/** GET /api/shop/items?kind */
export const storeItemsQuerySchema = z.object({ kind: z.enum(['package', 'goods']).optional() });

const quantityField = z.coerce.number().int().min(1).max(CART_LINE_MAX);

/** POST /api/shop/cart: adds `quantity` (1 by default) of an item to its line. */
export const cartAddSchema = z.object({ itemId: idField, quantity: quantityField.default(1) });

/** PUT /api/shop/cart/{itemId}: sets a line's quantity. */
export const cartSetSchema = z.object({ quantity: quantityField });

export const cartItemParamSchema = z.object({ itemId: idField });

// ---------------------------------------------------------------- addresses

/** Mainland mobile numbers: 11 digits starting 13 to 19. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

const code = z.string().trim().regex(/^\d{6}$/);

/**
 * A region: 'CN' with mainland province, city and district codes that exist
 * and belong together (lib/store/regions.ts, the dataset the form's selects
 * offer; `text` is then written from it, whatever the client sent),
 * or any other country with free text of 2 to 100 characters.
 */
export const regionSchema = z
  .object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((v) => v.toUpperCase()),
    provinceCode: code.optional(),
    cityCode: code.optional(),
    districtCode: code.optional(),
    text: z.string().trim().max(100).default(''),
  })
  .transform((region, ctx) => {
    if (region.country === 'CN') {
      const text = formatMainlandRegion(region);
      if (text === null) {
        ctx.addIssue({ code: 'custom', path: ['districtCode'], message: 'region' });
        return z.NEVER;
      }
      return { country: 'CN', provinceCode: region.provinceCode, cityCode: region.cityCode, districtCode: region.districtCode, text };
    }
    if (region.text.length < 2) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'region' });
      return z.NEVER;
    }
    return { country: region.country, text: region.text };
  });

/**
 * POST /api/user/address and PUT /api/user/address/{id}. The phone is
 * digits only (spaces and hyphens are dropped): with dial code 86 a mainland
 * mobile number, otherwise 5 to 15 digits.
 */
export const addressSchema = z
  .object({
    addressee: z.string().trim().min(1).max(50),
    dialCode: z
      .string()
      .trim()
      .transform((v) => v.replace(/^\+/, ''))
      .pipe(z.string().regex(/^\d{1,4}$/))
      .default('86'),
    phone: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{5,15}$/)),
    region: regionSchema,
    detail: z.string().trim().min(2).max(200),
    isDefault: z.boolean().optional(),
  })
  .superRefine((address, ctx) => {
    if (address.dialCode === '86' && !MAINLAND_MOBILE.test(address.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone' });
  });

export type AddressFields = z.output<typeof addressSchema>;

// ---------------------------------------------------------------- orders and payments

/** An order number: the Beijing date (8 digits) and 10 random digits. */
export const ORDER_NO = /^\d{18}$/;
/** Lines per order: one package, or up to this many different goods. */
export const ORDER_LINES_MAX = 50;
/** How long an unpaid order holds its goods' stock, then expires. */
export const ORDER_PAY_MINUTES = 15;

/** POST /api/shop/orders: the items and quantities (each item once); prices are never taken from the client. */
export const orderCreateSchema = z.object({
  lines: z
    .array(z.object({ itemId: idField, quantity: quantityField }))
    .min(1)
    .max(ORDER_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, { message: 'lines' }),
  addressId: idField.optional(),
  fromCart: z.boolean().optional(),
});

export const orderNoParamSchema = z.object({ orderNo: z.string().regex(ORDER_NO) });

/** GET /api/shop/orders?page&size */
export const ordersQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), size: z.coerce.number().int().min(1).max(50).default(20) });

/** POST /api/shop/orders/{orderNo}/pay */
export const paySchema = z.object({ method: z.enum(['alipay', 'wechat']) });
