import { http } from '../http';
import type { PageOf } from '../types/paging';
import type { Address, AddressInput, Cart, OrderView, PaymentMethod, PaymentStart, StoreItem, StoreItemKind } from '../types/store';

export type * from '../types/store';

/** GET /api/shop/items?kind: the store, packages first (kind narrows it). */
export function getStoreItems(kind?: StoreItemKind) {
  return http.get<StoreItem[]>('shop/items', { query: kind ? { kind } : undefined });
}

/** GET /api/shop/items/{id}: one item (4040 when unknown or withdrawn). */
export function getStoreItem(id: number) {
  return http.get<StoreItem>(`shop/items/${id}`);
}

/** GET /api/shop/cart: the caller's cart; `count` is the header's cart number. */
export function getCart() {
  return http.get<Cart>('shop/cart');
}

/** POST /api/shop/cart: adds `quantity` of an item (the line's quantity grows, at most 99). */
export function addToCart(itemId: number, quantity = 1) {
  return http.post<Cart>('shop/cart', { json: { itemId, quantity } });
}

/** PUT /api/shop/cart/{itemId}: sets a line's quantity (1 to 99). */
export function setCartQuantity(itemId: number, quantity: number) {
  return http.put<Cart>(`shop/cart/${itemId}`, { json: { quantity } });
}

/** DELETE /api/shop/cart/{itemId}: removes a line. */
export function removeFromCart(itemId: number) {
  return http.delete<Cart>(`shop/cart/${itemId}`);
}

/** GET /api/user/address/list: the caller's addresses, the default first. */
export function getAddresses() {
  return http.get<Address[]>('user/address/list');
}

/** POST /api/user/address: adds an address (the first one becomes the default). */
export function createAddress(input: AddressInput) {
  return http.post<Address>('user/address', { json: input });
}

/** PUT /api/user/address/{id}: changes an address. */
export function updateAddress(id: number, input: AddressInput) {
  return http.put<Address>(`user/address/${id}`, { json: input });
}

/** DELETE /api/user/address/{id}: removes an address (another becomes the default when it was). */
export function deleteAddress(id: number) {
  return http.delete<{ id: number }>(`user/address/${id}`);
}

/** PUT /api/user/address/{id}/default: makes it the one default address. */
export function setDefaultAddress(id: number) {
  return http.put<Address[]>(`user/address/${id}/default`);
}

export interface OrderRequest {
  /** The items and quantities to buy: all packages or all goods. */
  lines: { itemId: number; quantity: number }[];
  /** Goods only: where to send them. */
  addressId?: number;
  /** The lines come from the cart: they leave it once the order exists. */
  fromCart?: boolean;
}

/** POST /api/shop/orders: makes an order; the price is computed on the server and goods' stock is held for 15 minutes. */
export function createOrder(input: OrderRequest) {
  return http.post<OrderView>('shop/orders', { json: input });
}

/** GET /api/shop/orders: my orders, newest first (/shopping/purchases). */
export function getOrders(page = 1, size = 20) {
  return http.get<PageOf<OrderView>>('shop/orders', { query: { page, size } });
}

/** GET /api/shop/orders/{orderNo}: one of my orders (4040 for anyone else's). */
export function getOrder(orderNo: string) {
  return http.get<OrderView>(`shop/orders/${orderNo}`);
}

/** POST /api/shop/orders/{orderNo}/pay: starts a payment by Alipay or WeChat scan; answers the pay URL for the QR code. */
export function startPayment(orderNo: string, method: PaymentMethod) {
  return http.post<PaymentStart>(`shop/orders/${orderNo}/pay`, { json: { method } });
}

/** POST /api/shop/orders/{orderNo}/confirm: 'paid successfully': asks the gateway, then settles the order as its notification would. */
export function confirmPayment(orderNo: string) {
  return http.post<OrderView>(`shop/orders/${orderNo}/confirm`);
}
