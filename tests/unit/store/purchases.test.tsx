import { configure, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { PurchasesView } from '@/components/store/purchases/purchases-view';
import { configureHttp } from '@/lib/http';
import type { OrderView } from '@/lib/types/store';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

configure({ testIdAttribute: 'data-test' });
setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const LATER = new Date(Date.now() + 10 * 60_000).toISOString();

function order(orderNo: string, over: Partial<OrderView>): OrderView {
  return {
    orderNo,
    kind: 'package',
    status: 'paid',
    lines: [{ itemId: 1, kind: 'package', name: '10 classes', image: null, priceFen: 128000, quantity: 1, terms: null }],
    totalFen: 128000,
    method: 'alipay',
    createdAt: '2026-11-26T02:00:00.000Z',
    expiresAt: LATER,
    paidAt: '2026-11-26T02:03:00.000Z',
    lastFailureAt: null,
    address: null,
    packages: [{ packageId: 7, name: '10 classes', remaining: 8, totalClasses: 10, expiresAt: '2027-02-24T00:00:00.000Z' }],
    ...over,
  };
}

const ORDERS = [
  order('202611260000000004', {}),
  order('202611260000000003', {
    kind: 'goods',
    status: 'pending_shipment',
    lines: [{ itemId: 3, kind: 'goods', name: 'Phonics cards', image: null, priceFen: 5990, quantity: 2, terms: null }],
    totalFen: 11980,
    method: 'wechat',
    packages: [],
    address: { addressee: 'Wang', dialCode: '86', phone: '13800138000', region: { country: 'CN', text: '浙江省 杭州市 西湖区' }, detail: '1 Wensan Road' },
  }),
  order('202611260000000002', { status: 'pending', method: null, paidAt: null, packages: [] }),
  order('202611260000000001', { status: 'pending', method: null, paidAt: null, packages: [], expiresAt: '2026-11-26T01:00:00.000Z' }),
];

beforeEach(() => configureHttp({ messages: MESSAGES.en.Http }));

test('my purchases list each order with its label, amount, method, items and what is left, linking to it', async () => {
  const asked: string[] = [];
  server.use(
    mock.get('*/api/shop/orders', ({ request }) => {
      asked.push(new URL(request.url).search);
      return ok({ list: ORDERS, total: 4, page: 1, size: 10 });
    }),
  );
  renderWithProviders(<PurchasesView page={1} />, { locale: 'en' });
  const cards = await screen.findAllByTestId('purchase');
  expect(cards.map((c) => within(c).getByTestId('order-status').textContent)).toEqual(['Paid', 'Pending shipment', 'Awaiting payment', 'Expired']);
  expect(cards[0]).toHaveTextContent('8 of 10 classes left');
  expect(cards[0]).toHaveTextContent('Alipay');
  expect(cards[0]).toHaveTextContent('Amount ¥1,280.00');
  expect(cards[1]).toHaveTextContent('Phonics cards× 2');
  expect(cards[1]).toHaveTextContent('Ship to Wang +86 13800138000 · 浙江省 杭州市 西湖区 1 Wensan Road');
  expect(cards[1]).toHaveTextContent('WeChat Pay');
  expect(within(cards[2]).getByRole('link', { name: 'Order 202611260000000002' })).toHaveAttribute('href', '/shopping/order/202611260000000002');
  expect(asked).toEqual(['?page=1&size=10']);
});

test('no orders yet: the empty state leads to the store (cn)', async () => {
  server.use(mock.get('*/api/shop/orders', () => ok({ list: [], total: 0, page: 1, size: 10 })));
  renderWithProviders(<PurchasesView page={1} />, { locale: 'cn' });
  const empty = await screen.findByTestId('purchases-empty');
  expect(empty).toHaveTextContent('还没有订单');
  expect(within(empty).getByRole('link', { name: '去商城看看' })).toHaveAttribute('href', '/shopping');
});
