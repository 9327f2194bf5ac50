import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { CartSheet } from '@/components/store/cart-sheet';
import { HeaderCart } from '@/components/store/header-cart';
import { FEATURES } from '@/lib/constants/features';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';
import { uiState } from '@/lib/store/ui-state';
import type { Cart } from '@/lib/types/store';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { cartOf, goods } from './fixtures';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/shopping',
}));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const t = MESSAGES.en.Cart;
const STORE_ON = { ...FEATURES, store: true };
const cards = goods();
const headset = goods({ id: 6, name: 'Headset', priceFen: 19900, stock: 20, images: ['/media/seed/store/kids-headset/1.webp'] });

/** A server that keeps one cart and answers it after each write, as /api/shop/cart does. */
function cartServer(initial: Cart) {
  let cart = initial;
  const writes: string[] = [];
  server.use(
    mock.get('*/api/shop/cart', () => ok(cart)),
    mock.put('*/api/shop/cart/:itemId', async ({ params, request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      writes.push(`PUT ${params.itemId} ${quantity}`);
      cart = cartOf(cart.lines.map((l) => (l.item.id === Number(params.itemId) ? { ...l, quantity } : l)));
      return ok(cart);
    }),
    mock.delete('*/api/shop/cart/:itemId', ({ params }) => {
      writes.push(`DELETE ${params.itemId}`);
      cart = cartOf(cart.lines.filter((l) => l.item.id !== Number(params.itemId)));
      return ok(cart);
    }),
  );
  return writes;
}

beforeEach(() => {
  toasts.reset();
  uiState.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

describe('the cart sheet', () => {
  test('lists the lines with picture, name, price and quantity, the total and Check out', async () => {
    cartServer(cartOf([{ item: cards, quantity: 2 }, { item: headset, quantity: 1 }]));
    renderWithProviders(<CartSheet open onClose={() => {}} />, { locale: 'en' });
    const sheet = await screen.findByRole('dialog', { name: t.title });
    const lines = await within(sheet).findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole('link', { name: 'Flash cards' })).toHaveAttribute('href', '/shopping/5');
    expect(lines[0].querySelector('img')).toHaveAttribute('src', cards.images[0]);
    expect(within(lines[0]).getByTestId('cart-line-price')).toHaveTextContent('¥89.00');
    expect(within(lines[0]).getByRole('textbox', { name: 'Quantity of Flash cards' })).toHaveValue('2');
    expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('¥377.00');
    expect(sheet).toHaveTextContent('Total (3 items)');
    expect(within(sheet).getByRole('link', { name: t.checkout })).toHaveAttribute('href', '/shopping/checkout?from=cart');
  });

  test('changing a quantity and removing a line write to the cart, and the total and the number follow', async () => {
    const user = userEvent.setup();
    const writes = cartServer(cartOf([{ item: cards, quantity: 2 }, { item: headset, quantity: 1 }]));
    renderWithProviders(<CartSheet open onClose={() => {}} />, { locale: 'en' });
    const sheet = await screen.findByRole('dialog', { name: t.title });
    await within(sheet).findAllByTestId('cart-line');
    await user.click(within(sheet).getAllByRole('button', { name: MESSAGES.en.StoreItem.increase })[1]);
    await waitFor(() => expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('¥576.00'));
    expect(uiState.getState().cartnumber).toBe(4);
    await user.click(within(sheet).getByRole('button', { name: 'Remove Flash cards' }));
    await waitFor(() => expect(within(sheet).getAllByTestId('cart-line')).toHaveLength(1));
    expect(within(sheet).getByTestId('cart-total')).toHaveTextContent('¥398.00');
    expect(await screen.findByText(t.removed)).toBeInTheDocument();
    expect(writes).toEqual(['PUT 6 2', 'DELETE 5']);
    expect(uiState.getState().cartnumber).toBe(2);
  });

  test('a line short of stock blocks Check out and says why', async () => {
    cartServer(cartOf([{ item: goods({ stock: 0 }), quantity: 1 }, { item: headset, quantity: 1 }]));
    renderWithProviders(<CartSheet open onClose={() => {}} />, { locale: 'en' });
    const sheet = await screen.findByRole('dialog', { name: t.title });
    expect(await within(sheet).findByTestId('cart-line-unavailable')).toHaveTextContent(t.soldOut);
    expect(within(sheet).getByRole('button', { name: t.checkout })).toBeDisabled();
    expect(within(sheet).getByTestId('cart-blocked')).toHaveTextContent(t.blocked);
  });

  test('an empty cart leads to the goods', async () => {
    cartServer(cartOf([]));
    renderWithProviders(<CartSheet open onClose={() => {}} />, { locale: 'cn' });
    const empty = await screen.findByTestId('cart-empty');
    expect(empty).toHaveTextContent(MESSAGES.cn.Cart.empty);
    expect(within(empty).getByRole('link', { name: MESSAGES.cn.Cart.browseGoods })).toHaveAttribute('href', '/shopping?kind=goods');
    expect(screen.queryByRole('link', { name: MESSAGES.cn.Cart.checkout })).toBeNull();
  });
});

describe("the header's cart number", () => {
  function login() {
    act(() => saveLogin('token-1', { nickname: 'Mia' }));
  }

  test('shows the count of items for a logged-in user and opens the cart', async () => {
    const user = userEvent.setup();
    cartServer(cartOf([{ item: cards, quantity: 2 }, { item: headset, quantity: 1 }]));
    login();
    renderWithProviders(<HeaderCart serverUser={null} features={STORE_ON} />, { locale: 'en' });
    const button = await screen.findByRole('button', { name: 'Cart (3 items)' });
    expect(within(button).getByTestId('cart-number')).toHaveTextContent('3');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: t.title })).toBeInTheDocument();
  });

  test('shows no number for an empty cart', async () => {
    cartServer(cartOf([]));
    login();
    renderWithProviders(<HeaderCart serverUser={null} features={STORE_ON} />, { locale: 'cn' });
    const button = await screen.findByRole('button', { name: MESSAGES.cn.Cart.title });
    await waitFor(() => expect(uiState.getState().cartnumber).toBe(0));
    expect(within(button).queryByTestId('cart-number')).toBeNull();
  });

  test('is not there for visitors, nor while the store is not offered', () => {
    const { unmount } = renderWithProviders(<HeaderCart serverUser={null} features={STORE_ON} />, { locale: 'en' });
    expect(screen.queryByTestId('header-cart')).toBeNull();
    unmount();
    login();
    renderWithProviders(<HeaderCart serverUser={null} features={{ ...FEATURES, store: false }} />, { locale: 'en' });
    expect(screen.queryByTestId('header-cart')).toBeNull();
  });
});
