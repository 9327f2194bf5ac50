import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { ItemView } from '@/components/store/item-view';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { cartOf, goods, pkg, RULE } from './fixtures';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const t = MESSAGES.en.StoreItem;

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

describe('a package', () => {
  test('shows what you get, the price per class and the refund rule', () => {
    renderWithProviders(<ItemView initialItem={pkg()} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('10 classes');
    expect(screen.getByTestId('store-item-price')).toHaveTextContent('¥1,280.00');
    const terms = screen.getByRole('region', { name: t.whatYouGet });
    expect(within(terms).getByTestId('term-classes')).toHaveTextContent('10 classes');
    expect(within(terms).getByTestId('term-length')).toHaveTextContent('25 minutes');
    expect(within(terms).getByTestId('term-validity')).toHaveTextContent('60 days from purchase');
    expect(within(terms).getByTestId('term-vouchers')).toHaveTextContent('1 voucher');
    expect(within(terms).getByTestId('term-per-class')).toHaveTextContent('¥128.00');
    expect(screen.getByTestId('refund-rule')).toHaveTextContent(RULE);
    // No pictures: the designed card stands in; no quantity and no cart for packages.
    expect(screen.getByTestId('package-art')).toHaveTextContent('10');
    expect(screen.queryByTestId('quantity')).toBeNull();
    expect(screen.queryByTestId('store-add-to-cart')).toBeNull();
    expect(screen.getByRole('link', { name: t.buyNow })).toHaveAttribute('href', '/shopping/checkout?item=1&quantity=1');
  });

  test('the refund calculator applies the rule to the classes used', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ItemView initialItem={pkg()} />, { locale: 'en' });
    const used = screen.getByRole('spinbutton', { name: t.classesUsed });
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('¥1,280.00');
    await user.clear(used);
    await user.type(used, '3');
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('¥896.00');
    await user.clear(used);
    await user.type(used, '10');
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('¥0.00');
    await user.clear(used);
    await user.type(used, '11');
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('—');
    expect(used).toHaveAttribute('aria-invalid', 'true');
  });

  test('over a compulsory-education student\'s cap: explained, Buy now disabled', () => {
    renderWithProviders(<ItemView initialItem={pkg({ allowed: false })} />, { locale: 'cn' });
    expect(screen.getByTestId('store-item-notAllowed')).toHaveTextContent(MESSAGES.cn.StoreItem.notAllowedReason);
    expect(screen.getByRole('button', { name: MESSAGES.cn.StoreItem.buyNow })).toBeDisabled();
    expect(screen.queryByRole('link', { name: MESSAGES.cn.StoreItem.buyNow })).toBeNull();
  });
});

describe('goods', () => {
  test('the quantity stays within 1 and the stock, and Buy now carries it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ItemView initialItem={goods({ stock: 3 })} />, { locale: 'en' });
    const less = screen.getByRole('button', { name: t.decrease });
    const more = screen.getByRole('button', { name: t.increase });
    const field = screen.getByRole('textbox', { name: t.quantity });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(field).toHaveValue('3');
    expect(more).toBeDisabled();
    expect(screen.getByRole('link', { name: t.buyNow })).toHaveAttribute('href', '/shopping/checkout?item=5&quantity=3');
    await user.clear(field);
    await user.type(field, '50{Enter}');
    expect(field).toHaveValue('3');
    await user.clear(field);
    await user.type(field, '0');
    await user.tab();
    expect(field).toHaveValue('1');
  });

  test('never more than 99 at once, however large the stock', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ItemView initialItem={goods({ stock: 500 })} />, { locale: 'en' });
    const field = screen.getByRole('textbox', { name: t.quantity });
    await user.clear(field);
    await user.type(field, '99{Enter}');
    expect(field).toHaveValue('99');
    expect(screen.getByRole('button', { name: t.increase })).toBeDisabled();
    expect(screen.getByTestId('store-item-stock')).toHaveTextContent('500 left, up to 99 per order');
  });

  test('Add to cart posts the item and quantity and says it was added', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      mock.post('*/api/shop/cart', async ({ request }) => {
        bodies.push(await request.json());
        return ok(cartOf([{ item: goods(), quantity: 2 }]));
      }),
    );
    renderWithProviders(<ItemView initialItem={goods()} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: t.increase }));
    await user.click(screen.getByRole('button', { name: t.addToCart }));
    await waitFor(() => expect(bodies).toEqual([{ itemId: 5, quantity: 2 }]));
    expect(await screen.findByText(t.added)).toBeInTheDocument();
  });

  test('sold out: both buttons disabled, with the reason', () => {
    renderWithProviders(<ItemView initialItem={goods({ stock: 0 })} />, { locale: 'en' });
    expect(screen.getByTestId('store-item-soldOut')).toHaveTextContent(t.soldOutReason);
    expect(screen.getByRole('button', { name: t.addToCart })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.buyNow })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: t.quantity })).toBeDisabled();
  });

  test('the gallery shows a thumbnail large on click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const item = goods();
    renderWithProviders(<ItemView initialItem={item} />, { locale: 'en' });
    const main = screen.getByTestId('store-gallery-main');
    expect(main).toHaveAttribute('src', item.images[0]);
    const thumbs = within(screen.getByRole('toolbar', { name: t.pictures })).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    await user.click(thumbs[2]);
    expect(main).toHaveAttribute('src', item.images[2]);
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(main).toHaveAttribute('src', item.images[0]);
    expect(thumbs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(main).toHaveAttribute('alt', 'Flash cards, picture 3 of 3');
  });
});
