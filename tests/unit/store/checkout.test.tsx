import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { CheckoutView } from '@/components/store/checkout/checkout-view';
import { configureHttp } from '@/lib/http';
import type { Address, StoreItem } from '@/lib/types/store';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn(), replace: jest.fn() }), usePathname: () => '/shopping/checkout' }));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

configure({ testIdAttribute: 'data-test' });
setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

const PACKAGE: StoreItem = {
  id: 1,
  slug: 'ten-classes',
  kind: 'package',
  name: '10 classes',
  description: '',
  images: [],
  priceFen: 128000,
  soldCount: 0,
  stock: null,
  terms: { classes: 10, minutesPerClass: 25, validityDays: 90, vouchers: 2, refundRule: 'Unused classes are refunded pro rata.' },
  pricePerClassFen: 12800,
  allowed: true,
};
const CARDS: StoreItem = { ...PACKAGE, id: 3, slug: 'cards', kind: 'goods', name: 'Phonics cards', images: ['/store/cards.png'], priceFen: 5990, stock: 5, terms: null, pricePerClassFen: null };
const HOME: Address = {
  id: 9,
  addressee: 'Wang Xiaoming',
  dialCode: '86',
  phone: '13800138000',
  region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '浙江省 杭州市 西湖区' },
  detail: '1 Wensan Road',
  isDefault: true,
};

/** Answers the item, the cart and the addresses; records each order request's body. */
function serve({ items = [PACKAGE, CARDS], addresses = [HOME], refuse }: { items?: StoreItem[]; addresses?: Address[]; refuse?: string } = {}) {
  const bodies: unknown[] = [];
  server.use(
    mock.get('*/api/shop/items/:id', ({ params }) => ok(items.find((i) => i.id === Number(params.id)))),
    mock.get('*/api/shop/cart', () => ok({ lines: [{ item: CARDS, quantity: 2 }], count: 2, totalFen: 11980 })),
    mock.get('*/api/user/address/list', () => ok(addresses)),
    mock.post('*/api/shop/orders', async ({ request }) => {
      bodies.push(await request.json());
      if (refuse) return HttpResponse.json({ code: 4811, msg: refuse, data: null }, { status: 409 });
      return ok({ orderNo: '202611261234567890' });
    }),
  );
  return bodies;
}

beforeEach(() => {
  push.mockReset();
  configureHttp({ messages: MESSAGES.en.Http });
});

describe('checkout of a class package (buy now)', () => {
  test('shows the pinned terms and the total, places the order for one and opens its page', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutView source={{ kind: 'item', itemId: 1, quantity: 4 }} />, { locale: 'en' });
    const line = await screen.findByTestId('order-line');
    expect(line).toHaveTextContent('10 classes · 25 min each · valid for 90 days · 2 leave vouchers');
    expect(line).toHaveTextContent('¥128.00 per class');
    expect(line).toHaveTextContent('Unused classes are refunded pro rata.');
    expect(line).toHaveTextContent('Qty 1');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('¥1,280.00');
    expect(screen.queryByTestId('checkout-address')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('checkout-place'));
    expect(bodies).toEqual([{ lines: [{ itemId: 1, quantity: 1 }] }]);
    expect(push).toHaveBeenCalledWith('/shopping/order/202611261234567890');
  });

  test("a package over the compulsory-education cap can't be ordered, in Chinese", async () => {
    serve({ items: [{ ...PACKAGE, allowed: false }] });
    renderWithProviders(<CheckoutView source={{ kind: 'item', itemId: 1, quantity: 1 }} />, { locale: 'cn' });
    expect(await screen.findByTestId('checkout-problems')).toHaveTextContent('义务教育阶段学员');
    expect(screen.getByTestId('checkout-place')).toBeDisabled();
  });

  test("the server's refusal stays on the page", async () => {
    serve({ refuse: 'Only 60 classes can be prepaid per order.' });
    const user = userEvent.setup();
    renderWithProviders(<CheckoutView source={{ kind: 'item', itemId: 1, quantity: 1 }} />, { locale: 'en' });
    await user.click(await screen.findByTestId('checkout-place'));
    expect(await screen.findByTestId('checkout-failure')).toHaveTextContent("The order wasn't placed: Only 60 classes can be prepaid per order.");
    expect(push).not.toHaveBeenCalled();
  });
});

describe('checkout of goods', () => {
  test('from the cart: the lines, the default address picked, the cart flag sent', async () => {
    const bodies = serve();
    const user = userEvent.setup();
    renderWithProviders(<CheckoutView source={{ kind: 'cart' }} />, { locale: 'en' });
    const line = await screen.findByTestId('order-line');
    expect(line).toHaveTextContent('Phonics cards');
    expect(line).toHaveTextContent('Unit price ¥59.90 · Qty 2');
    expect(line).toHaveTextContent('Subtotal ¥119.80');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('¥119.80');
    const address = screen.getByTestId('checkout-address');
    expect(await within(address).findByText(/1 Wensan Road/)).toBeInTheDocument();

    await user.click(screen.getByTestId('checkout-place'));
    expect(bodies).toEqual([{ lines: [{ itemId: 3, quantity: 2 }], addressId: 9, fromCart: true }]);
    expect(push).toHaveBeenCalledWith('/shopping/order/202611261234567890');
  });

  test('with no address the order is not sent and the page says what to fix', async () => {
    const bodies = serve({ addresses: [] });
    const user = userEvent.setup();
    renderWithProviders(<CheckoutView source={{ kind: 'item', itemId: 3, quantity: 2 }} />, { locale: 'en' });
    await user.click(await screen.findByTestId('checkout-place'));
    expect(await screen.findByTestId('checkout-address-required')).toHaveTextContent('Choose or add a shipping address before you place the order.');
    expect(bodies).toEqual([]);
  });

  test('more than the stock left is flagged before ordering', async () => {
    serve();
    renderWithProviders(<CheckoutView source={{ kind: 'item', itemId: 3, quantity: 8 }} />, { locale: 'en' });
    expect(await screen.findByTestId('checkout-problems')).toHaveTextContent('Only 5 left in stock.');
    expect(screen.getByTestId('checkout-place')).toBeDisabled();
  });
});

test('checkout without anything to buy leads back to the store', () => {
  renderWithProviders(<CheckoutView source={null} />, { locale: 'en' });
  expect(within(screen.getByTestId('checkout-empty')).getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shopping');
});
