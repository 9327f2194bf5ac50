import 'server-only';
import type { Context } from 'hono';

import { orderCreateSchema, orderNoParamSchema, ordersQuerySchema, paySchema } from '@/lib/schemas/store';

import { isAllowedOrigin } from '../config';
import { confirmPayment, createOrder, getOrder, listOrders, startPayment } from '../services/orders/orders';
import { createRouter } from './access';
import { ok } from './context';
import { validate } from './validate';

/**
 * Where the payer's browser reaches this site, for the gateway's pay URL:
 * the request's Origin (a browser sends it with every POST, and the
 * cross-site check has allowed it), else the URL the request came in on.
 */
function publicOrigin(c: Context): string {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && isAllowedOrigin(origin, c.req.header('host'))) return new URL(origin).origin;
  return new URL(c.req.url).origin;
}

/** SPEC §3 Order under /api/shop: make an order, list and read mine, pay it, confirm it was paid. */
export const shopOrders = createRouter();

// POST /api/shop/orders – makes an order (price from the items, goods' stock held for 15 minutes)
shopOrders.user.post('/orders', validate('json', orderCreateSchema), async (c) => {
  return ok(c, await createOrder(c.var.db, c.var.user.id, c.req.valid('json'), c.var.locale));
});

// GET /api/shop/orders?page&size – my orders, newest first
shopOrders.user.get('/orders', validate('query', ordersQuerySchema), async (c) => {
  return ok(c, await listOrders(c.var.db, c.var.user.id, c.req.valid('query'), c.var.locale));
});

// GET /api/shop/orders/:orderNo – one of my orders, with the packages it bought
shopOrders.owner.get('/orders/:orderNo', validate('param', orderNoParamSchema), async (c) => {
  return ok(c, await getOrder(c.var.db, c.var.user.id, c.req.valid('param').orderNo, c.var.locale));
});

// POST /api/shop/orders/:orderNo/pay – starts a payment (Alipay or WeChat scan): the pay URL for the QR code
shopOrders.owner.post('/orders/:orderNo/pay', validate('param', orderNoParamSchema), validate('json', paySchema), async (c) => {
  return ok(c, await startPayment(c.var.db, c.var.user.id, c.req.valid('param').orderNo, c.req.valid('json').method, publicOrigin(c)));
});

// POST /api/shop/orders/:orderNo/confirm – 'paid successfully': asks the gateway and settles as its notification would
shopOrders.owner.post('/orders/:orderNo/confirm', validate('param', orderNoParamSchema), async (c) => {
  return ok(c, await confirmPayment(c.var.db, c.var.user.id, c.req.valid('param').orderNo, c.var.locale));
});
