import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { OrderDetail } from '@/components/store/order/order-view';
import { configureHttp } from '@/lib/http';
import type { OrderView } from '@/lib/types/store';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

configure({ testIdAttribute: 'data-test' });
setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const ORDER_NO = '202611260123456789';
const PAY_URL = 'http://127.0.0.1:3000/pay/sandbox/tok123';

function order(over: Partial<OrderView> = {}): OrderView {
  const now = Date.now();
  return {
    orderNo: ORDER_NO,
    kind: 'package',
    status: 'pending',
    lines: [
      {
        itemId: 1,
        kind: 'package',
        name: '10 classes',
        image: null,
        priceFen: 128000,
        quantity: 1,
        terms: { classes: 10, minutesPerClass: 25, validityDays: 90, vouchers: 2, refundRule: 'Refund = paid - used x (paid / bought).' },
      },
    ],
    totalFen: 128000,
    method: null,
    createdAt: new Date(now - 60_000).toISOString(),
    expiresAt: new Date(now + 14 * 60_000).toISOString(),
    paidAt: null,
    lastFailureAt: null,
    address: null,
    packages: [],
    ...over,
  };
}

/** The server's side of one order: what GET answers can be changed while the page is open; pay bodies are recorded. */
function serve(initial: OrderView) {
  const state = { order: initial, payBodies: [] as unknown[], confirms: 0 };
  server.use(
    mock.get(`*/api/shop/orders/${ORDER_NO}`, () => ok(state.order)),
    mock.post(`*/api/shop/orders/${ORDER_NO}/pay`, async ({ request }) => {
      const body = (await request.json()) as { method: 'alipay' | 'wechat' };
      state.payBodies.push(body);
      return ok({ orderNo: ORDER_NO, method: body.method, payUrl: PAY_URL, expiresAt: state.order.expiresAt });
    }),
    mock.post(`*/api/shop/orders/${ORDER_NO}/confirm`, () => {
      state.confirms += 1;
      return ok(state.order);
    }),
  );
  return state;
}

beforeEach(() => configureHttp({ messages: MESSAGES.en.Http }));

describe('the order page pays by QR code and turns paid by itself', () => {
  test('WeChat scan: the QR code of the pay URL, a countdown, then polling finds it paid with the classes', async () => {
    const state = serve(order());
    const user = userEvent.setup();
    renderWithProviders(<OrderDetail orderNo={ORDER_NO} />, { locale: 'en' });

    expect(await screen.findByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(screen.getByTestId('order-total')).toHaveTextContent('¥1,280.00');
    expect(screen.getByTestId('order-countdown')).toHaveTextContent(/Time left to pay: 1[34]:\d\d/);
    await user.click(screen.getByText('WeChat scan'));
    await user.click(screen.getByTestId('order-go-pay'));

    const qr = await screen.findByRole('img', { name: 'QR code to pay ¥1,280.00 with WeChat Pay' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('pay-link')).toHaveAttribute('href', PAY_URL);
    expect(state.payBodies).toEqual([{ method: 'wechat' }]);

    state.order = order({
      status: 'paid',
      method: 'wechat',
      paidAt: new Date().toISOString(),
      packages: [{ packageId: 7, name: '10 classes', remaining: 10, totalClasses: 10, expiresAt: '2027-02-24T00:00:00.000Z' }],
    });
    const paid = await screen.findByTestId('order-paid', {}, { timeout: 5000 });
    expect(paid).toHaveTextContent('Paid successfully');
    expect(paid).toHaveTextContent('10 classes: 10 of 10 classes left, valid until Feb 24, 2027');
    expect(within(paid).getByRole('link', { name: 'Book classes' })).toHaveAttribute('href', '/course/list?tab=book');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Paid');
  });

  test('a failed attempt shows payment failure, and go to pay starts again', async () => {
    const state = serve(order());
    const user = userEvent.setup();
    renderWithProviders(<OrderDetail orderNo={ORDER_NO} />, { locale: 'cn' });
    await user.click(await screen.findByTestId('order-go-pay'));
    await screen.findByTestId('pay-qr');
    expect(state.payBodies).toEqual([{ method: 'alipay' }]);

    state.order = order({ method: 'alipay', lastFailureAt: new Date().toISOString() });
    expect(await screen.findByTestId('order-failed', {}, { timeout: 5000 })).toHaveTextContent('支付失败');
    expect(screen.queryByTestId('pay-qr')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByTestId('pay-qr')).toBeInTheDocument();
    expect(screen.queryByTestId('order-failed')).not.toBeInTheDocument();
    expect(state.payBodies).toHaveLength(2);
  });

  test('Paid successfully asks the server and says when nothing has arrived yet', async () => {
    const state = serve(order());
    const user = userEvent.setup();
    renderWithProviders(<OrderDetail orderNo={ORDER_NO} />, { locale: 'en' });
    await user.click(await screen.findByTestId('order-go-pay'));
    await user.click(await screen.findByTestId('order-confirm'));
    expect(await screen.findByTestId('order-note')).toHaveTextContent(MESSAGES.en.Order.confirmNotYet);
    expect(state.confirms).toBe(1);
  });
});

describe('the order page outside payment', () => {
  test('an unpaid order past its time shows expired with the way back to the store', async () => {
    serve(order({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    renderWithProviders(<OrderDetail orderNo={ORDER_NO} />, { locale: 'en' });
    const expired = await screen.findByTestId('order-expired');
    expect(expired).toHaveTextContent('This order has expired');
    expect(within(expired).getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/shopping');
    expect(screen.queryByTestId('order-go-pay')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Expired');
  });

  test('paid goods show pending shipment and the address', async () => {
    serve(
      order({
        kind: 'goods',
        status: 'pending_shipment',
        method: 'alipay',
        paidAt: new Date().toISOString(),
        lines: [{ itemId: 3, kind: 'goods', name: 'Phonics cards', image: null, priceFen: 5990, quantity: 2, terms: null }],
        totalFen: 11980,
        address: { addressee: '王小明', dialCode: '86', phone: '13800138000', region: { country: 'CN', text: '浙江省 杭州市 西湖区' }, detail: '文三路 1 号' },
      }),
    );
    renderWithProviders(<OrderDetail orderNo={ORDER_NO} />, { locale: 'cn' });
    const paid = await screen.findByTestId('order-paid');
    expect(paid).toHaveTextContent('支付成功');
    expect(paid).toHaveTextContent('待发货');
    expect(paid).toHaveTextContent('浙江省 杭州市 西湖区 文三路 1 号');
    expect(screen.getByTestId('order-status')).toHaveTextContent('待发货');
    expect(screen.getByTestId('order-line-total')).toHaveTextContent('¥119.80');
  });

  test("someone else's order (4040) says it was not found", async () => {
    server.use(mock.get(`*/api/shop/orders/${ORDER_NO}`, () => HttpResponse.json({ code: 4040, msg: 'Not found', data: null }, { status: 404 })));
    renderWithProviders(<OrderDetail orderNo={ORDER_NO} />, { locale: 'en' });
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent("We couldn't find this order.");
  });
});

test('the refund calculator of a package order follows the rule', async () => {
  serve(order());
  const user = userEvent.setup();
  renderWithProviders(<OrderDetail orderNo={ORDER_NO} />, { locale: 'en' });
  const calc = await screen.findByTestId('refund-calculator');
  const input = within(calc).getByRole('spinbutton');
  await user.clear(input);
  await user.type(input, '3');
  await waitFor(() => expect(within(calc).getByTestId('refund-amount')).toHaveTextContent('¥896.00'));
});
