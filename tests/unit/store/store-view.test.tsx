import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { StoreView } from '@/components/store/store-view';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { cartOf, goods, pkg } from './fixtures';

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeEach(() => {
  server.use(mock.get('*/api/shop/cart', () => ok(cartOf([]))));
});

const ITEMS = [
  pkg(),
  pkg({ id: 4, name: '120 classes', priceFen: 1188000, pricePerClassFen: 9900, soldCount: 1, allowed: false, terms: { ...pkg().terms!, classes: 120, validityDays: 365, vouchers: 12 } }),
  goods(),
  goods({ id: 6, name: 'Headset', stock: 0, soldCount: 20, images: ['/media/seed/store/kids-headset/1.webp'] }),
];

describe('the store list', () => {
  test('package cards show classes, validity, price, price per class and sales, and link to the item', () => {
    renderWithProviders(<StoreView kind="all" initialItems={ITEMS} />, { locale: 'en' });
    const section = screen.getByRole('region', { name: 'Class packages' });
    const cards = within(section).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/shopping/1');
    expect(cards[0]).toHaveTextContent('10 classes · Valid for 60 days');
    expect(cards[0]).toHaveTextContent('¥1,280.00');
    expect(cards[0]).toHaveTextContent('¥128.00 per class');
    expect(cards[0]).toHaveTextContent('42 sold');
    expect(within(cards[0]).queryByTestId('store-card-not-allowed')).toBeNull();
  });

  test('a package over the prepayment cap says it is not available', () => {
    renderWithProviders(<StoreView kind="all" initialItems={ITEMS} />, { locale: 'en' });
    const card = screen.getByRole('link', { name: /120 classes/ });
    expect(within(card).getByTestId('store-card-not-allowed')).toHaveTextContent(MESSAGES.en.Store.notAllowed);
    expect(card).toHaveTextContent('¥11,880.00');
  });

  test('goods cards show the cover, price and stock left, or sold out', () => {
    renderWithProviders(<StoreView kind="all" initialItems={ITEMS} />, { locale: 'cn' });
    const section = screen.getByRole('region', { name: MESSAGES.cn.Store.kindGoods });
    const [cards, soldOut] = [within(section).getByRole('link', { name: /Flash cards/ }), within(section).getByRole('link', { name: /Headset/ })];
    expect(cards).toHaveAttribute('href', '/shopping/5');
    expect(cards.querySelector('img')).toHaveAttribute('src', '/media/seed/store/flash-cards/1.webp');
    expect(within(cards).getByTestId('store-card-stock')).toHaveTextContent('库存 7 件');
    expect(cards).toHaveTextContent('¥89.00');
    expect(within(soldOut).getByTestId('store-card-stock')).toHaveTextContent('已售罄');
  });

  test('the filter links carry the kind in the URL and mark the one shown', () => {
    renderWithProviders(<StoreView kind="goods" initialItems={ITEMS.filter((i) => i.kind === 'goods')} />, { locale: 'en' });
    const filter = screen.getByRole('navigation', { name: MESSAGES.en.Store.filterLabel });
    expect(within(filter).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/shopping');
    expect(within(filter).getByRole('link', { name: 'Class packages' })).toHaveAttribute('href', '/shopping?kind=package');
    const current = within(filter).getByRole('link', { name: 'Goods' });
    expect(current).toHaveAttribute('href', '/shopping?kind=goods');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('region', { name: 'Class packages' })).toBeNull();
  });

  test('without a server list it loads the kind from the API', async () => {
    const asked: string[] = [];
    server.use(
      mock.get('*/api/shop/items', ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok([pkg()]);
      }),
    );
    renderWithProviders(<StoreView kind="package" />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: /10 classes/ })).toHaveAttribute('href', '/shopping/1');
    expect(asked).toEqual(['?kind=package']);
  });

  test('an empty store says so', () => {
    renderWithProviders(<StoreView kind="all" initialItems={[]} />, { locale: 'en' });
    expect(screen.getByTestId('store-empty')).toHaveTextContent(MESSAGES.en.Store.empty);
  });
});
