import 'server-only';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

import { idParamSchema } from '@/lib/schemas/paging';
import { addressSchema, cartAddSchema, cartItemParamSchema, cartSetSchema, storeItemsQuerySchema } from '@/lib/schemas/store';

import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '../services/store/addresses';
import { addToCart, getCart, removeFromCart, setCartQuantity } from '../services/store/cart';
import { getStoreItem, listStoreItems } from '../services/store/catalog';
import { AppError, type ErrorName } from '../errors';
import { createRouter } from './access';
import { ok } from './context';
import { nulCharacterPath, validate } from './validate';

/** The store's own refusal for a bad field, so the form can say what is wrong (other fields: VALIDATION_FAILED naming them). */
const FIELD_ERRORS: Record<string, ErrorName> = {
  quantity: 'CART_QUANTITY',
  addressee: 'ADDRESS_ADDRESSEE_INVALID',
  dialCode: 'ADDRESS_PHONE_INVALID',
  phone: 'ADDRESS_PHONE_INVALID',
  region: 'ADDRESS_REGION_INVALID',
  detail: 'ADDRESS_DETAIL_INVALID',
};

/** Like `validate`, but a bad cart quantity or address field answers its own code and message. */
function validateFields<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const first = issue?.path[0];
      const name = typeof first === 'string' && Object.hasOwn(FIELD_ERRORS, first) ? FIELD_ERRORS[first] : undefined;
      if (name) throw new AppError(name);
      throw new AppError('VALIDATION_FAILED', { params: { field: (issue?.path.join('.') || target).slice(0, 64) } });
    }
    const field = nulCharacterPath(result.data);
    if (field !== undefined) throw new AppError('VALIDATION_FAILED', { params: { field: (field || target).slice(0, 64) } });
  });
}

/** The store under /api/shop: the catalogue (anyone) and the caller's cart. */
export const shop = createRouter();

// GET /api/shop/items?kind=package|goods – the active items, packages first, in the caller's language (`allowed`: the prepayment cap of a compulsory-education student)
shop.public.get('/items', validate('query', storeItemsQuerySchema), async (c) => {
  return ok(c, await listStoreItems(c.var.db, { kind: c.req.valid('query').kind, userId: c.var.user?.id, locale: c.var.locale }));
});

// GET /api/shop/items/{id} – one active item (4040 when unknown or withdrawn)
shop.public.get('/items/:id', validate('param', idParamSchema), async (c) => {
  return ok(c, await getStoreItem(c.var.db, c.req.valid('param').id, { userId: c.var.user?.id, locale: c.var.locale }));
});

// GET /api/shop/cart – the caller's cart (goods only); `count` is the header's cart number
shop.user.get('/cart', async (c) => ok(c, await getCart(c.var.db, c.var.user.id, c.var.locale)));

// POST /api/shop/cart – adds goods to their line (1–99, within the stock); packages are refused (4801)
shop.user.post('/cart', validateFields('json', cartAddSchema), async (c) => {
  const { itemId, quantity } = c.req.valid('json');
  return ok(c, await addToCart(c.var.db, c.var.user.id, itemId, quantity, c.var.locale));
});

// PUT /api/shop/cart/{itemId} – sets a line's quantity
shop.user.put('/cart/:itemId', validate('param', cartItemParamSchema), validateFields('json', cartSetSchema), async (c) => {
  return ok(c, await setCartQuantity(c.var.db, c.var.user.id, c.req.valid('param').itemId, c.req.valid('json').quantity, c.var.locale));
});

// DELETE /api/shop/cart/{itemId} – removes a line
shop.user.delete('/cart/:itemId', validate('param', cartItemParamSchema), async (c) => {
  return ok(c, await removeFromCart(c.var.db, c.var.user.id, c.req.valid('param').itemId, c.var.locale));
});

/** Shipping addresses under /api/user/address. */
export const userAddress = createRouter();

// GET /api/user/address/list – the caller's addresses, the default first
userAddress.user.get('/address/list', async (c) => ok(c, await listAddresses(c.var.db, c.var.user.id)));

// POST /api/user/address – adds an address (at most 20; the first becomes the default; a CN region's text comes from its codes)
userAddress.user.post('/address', validateFields('json', addressSchema), async (c) => {
  return ok(c, await createAddress(c.var.db, c.var.user.id, c.req.valid('json')));
});

// PUT /api/user/address/{id} – changes one of the caller's addresses
userAddress.owner.put('/address/:id', validate('param', idParamSchema), validateFields('json', addressSchema), async (c) => {
  return ok(c, await updateAddress(c.var.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')));
});

// DELETE /api/user/address/{id} – removes it (the most recent other one becomes the default when it was)
userAddress.owner.delete('/address/:id', validate('param', idParamSchema), async (c) => {
  return ok(c, await deleteAddress(c.var.db, c.var.user.id, c.req.valid('param').id));
});

// PUT /api/user/address/{id}/default – makes it the one default; answers the list
userAddress.owner.put('/address/:id/default', validate('param', idParamSchema), async (c) => {
  return ok(c, await setDefaultAddress(c.var.db, c.var.user.id, c.req.valid('param').id));
});
