import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { AddressBook } from '@/components/store/address/address-book';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { Address, AddressInput } from '@/lib/types/store';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

// The app's test ids are `data-test` (as Playwright's testIdAttribute).
configure({ testIdAttribute: 'data-test' });
setupMswServer();

const en = MESSAGES.en.Address;
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

const HANGZHOU: Address = {
  id: 1,
  addressee: '王小明',
  dialCode: '86',
  phone: '13800138000',
  region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '浙江省 杭州市 西湖区' },
  detail: '文三路 90 号',
  isDefault: true,
};
const LONDON: Address = {
  id: 2,
  addressee: 'Ann Lee',
  dialCode: '44',
  phone: '7700900123',
  region: { country: 'ZZ', text: 'United Kingdom, London' },
  detail: '1 Main Street',
  isDefault: false,
};

/** An address API in memory that keeps the server's rules: the first address is the default, exactly one default, default first. */
function addressApi(initial: Address[] = []) {
  let list = initial.map((a) => ({ ...a }));
  let nextId = 100;
  const sent: { method: string; path: string; body: unknown }[] = [];
  const sorted = () => [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const makeDefault = (id: number) => (list = list.map((a) => ({ ...a, isDefault: a.id === id })));
  server.use(
    mock.get('*/api/user/address/list', () => ok(sorted())),
    mock.post('*/api/user/address', async ({ request }) => {
      const body = (await request.json()) as AddressInput;
      sent.push({ method: 'POST', path: '/api/user/address', body });
      const created: Address = { id: nextId++, ...body, isDefault: false };
      list.push(created);
      if (body.isDefault || list.length === 1) makeDefault(created.id);
      return ok(list.find((a) => a.id === created.id));
    }),
    mock.put('*/api/user/address/:id/default', ({ params }) => {
      sent.push({ method: 'PUT', path: `/api/user/address/${params.id}/default`, body: null });
      makeDefault(Number(params.id));
      return ok(sorted());
    }),
    mock.put('*/api/user/address/:id', async ({ params, request }) => {
      const body = (await request.json()) as AddressInput;
      sent.push({ method: 'PUT', path: `/api/user/address/${params.id}`, body });
      list = list.map((a) => (a.id === Number(params.id) ? { ...a, ...body, isDefault: a.isDefault } : a));
      if (body.isDefault) makeDefault(Number(params.id));
      return ok(list.find((a) => a.id === Number(params.id)));
    }),
    mock.delete('*/api/user/address/:id', ({ params }) => {
      sent.push({ method: 'DELETE', path: `/api/user/address/${params.id}`, body: null });
      const wasDefault = list.find((a) => a.id === Number(params.id))?.isDefault;
      list = list.filter((a) => a.id !== Number(params.id));
      if (wasDefault && list[0]) makeDefault(list[0].id);
      return ok({ id: Number(params.id) });
    }),
  );
  return { sent };
}

const items = () => screen.getAllByTestId('address-item');
const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

describe('AddressBook, manage mode', () => {
  test('no address yet: the empty state offers to add one', async () => {
    addressApi();
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    const empty = await screen.findByTestId('addresses-empty');
    expect(empty).toHaveTextContent(en.emptyTitle);
    expect(within(empty).getByRole('button', { name: en.addFirst })).toBeVisible();
  });

  test('lists the addresses, the default first with its badge, phones with their dial code', async () => {
    addressApi([LONDON, HANGZHOU]);
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await screen.findAllByTestId('address-item');
    expect(items()[0]).toHaveTextContent('王小明+86 138 0013 8000Default浙江省 杭州市 西湖区 文三路 90 号');
    expect(items()[1]).toHaveTextContent('Ann Lee+44 77009001231 Main Street, United Kingdom, London');
    expect(within(items()[1]).queryByTestId('address-default-badge')).toBeNull();
    // The default has no "Make default"; the other one has.
    expect(within(items()[0]).queryByTestId('address-make-default')).toBeNull();
    expect(within(items()[1]).getByRole('button', { name: 'Make default (the address for Ann Lee)' })).toBeVisible();
  });

  test('an empty form is refused in the browser: errors next to the fields, focus on the first, nothing sent', async () => {
    const user = userEvent.setup();
    const { sent } = addressApi();
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: en.addFirst }));
    const dialog = await screen.findByTestId('address-dialog');
    await user.click(within(dialog).getByRole('button', { name: en.save }));
    const addressee = within(dialog).getByRole('textbox', { name: en.addressee });
    expect(addressee).toHaveFocus();
    expect(addressee).toHaveAccessibleDescription(en.addresseeRequired);
    expect(within(dialog).getByRole('textbox', { name: en.phone })).toHaveAccessibleDescription(en.phoneRequired);
    expect(within(dialog).getByRole('combobox', { name: en.province })).toHaveAccessibleDescription(en.provinceRequired);
    expect(within(dialog).getByRole('textbox', { name: en.detail })).toHaveAccessibleDescription(en.detailRequired);
    // A wrong mainland number: the phone is the first error now.
    await user.type(addressee, '王小明');
    await user.type(within(dialog).getByRole('textbox', { name: en.phone }), '12345678901');
    await user.click(within(dialog).getByRole('button', { name: en.save }));
    expect(within(dialog).getByRole('textbox', { name: en.phone })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: en.phone })).toHaveAccessibleDescription(en.phoneMainland);
    expect(sent).toEqual([]);
  });

  test('the selects depend on each other: a new province clears the city and district', async () => {
    const user = userEvent.setup();
    addressApi();
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: en.addFirst }));
    const dialog = await screen.findByTestId('address-dialog');
    const province = within(dialog).getByRole('combobox', { name: en.province });
    const city = within(dialog).getByRole('combobox', { name: en.city });
    const district = within(dialog).getByRole('combobox', { name: en.district });
    expect(city).toBeDisabled();
    expect(district).toBeDisabled();
    await user.selectOptions(province, '浙江省');
    expect(city).toBeEnabled();
    expect(within(city).getAllByRole('option').map((o) => o.textContent)).toContain('杭州市');
    await user.selectOptions(city, '杭州市');
    await user.selectOptions(district, '西湖区');
    expect(district).toHaveValue('330106');
    await user.selectOptions(province, '江苏省');
    expect(city).toHaveValue('');
    expect(district).toHaveValue('');
    expect(district).toBeDisabled();
    expect(within(city).getAllByRole('option').map((o) => o.textContent)).toContain('南京市');
    expect(within(city).queryByRole('option', { name: '杭州市' })).toBeNull();
  });

  test('adding a mainland address sends the codes and the written region; the first one is the default', async () => {
    const user = userEvent.setup();
    const { sent } = addressApi();
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: en.addFirst }));
    const dialog = await screen.findByTestId('address-dialog');
    expect(within(dialog).getByRole('checkbox', { name: en.makeDefault })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: en.addressee }), '王小明');
    await user.type(within(dialog).getByRole('textbox', { name: en.phone }), '138-0013-8000');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: en.province }), '330000');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: en.city }), '330100');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: en.district }), '330106');
    await user.type(within(dialog).getByRole('textbox', { name: en.detail }), '文三路 90 号');
    await user.click(within(dialog).getByRole('button', { name: en.save }));
    await waitFor(() => expect(screen.queryByTestId('address-dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/user/address',
        body: {
          addressee: '王小明',
          dialCode: '86',
          phone: '13800138000',
          detail: '文三路 90 号',
          isDefault: true,
          region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '浙江省 杭州市 西湖区' },
        },
      },
    ]);
    expect(await screen.findByTestId('address-item')).toHaveTextContent('王小明+86 138 0013 8000Default浙江省 杭州市 西湖区 文三路 90 号');
    expect(toastTexts()).toContain(`success:${en.added}`);
  });

  test("the server's refusal shows in the form, which stays open", async () => {
    const user = userEvent.setup();
    addressApi([HANGZHOU]);
    server.use(mock.put('*/api/user/address/:id', () => HttpResponse.json({ code: 4000, msg: 'The phone number is not valid', data: null }, { status: 400 })));
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Edit the address for 王小明' }));
    const dialog = await screen.findByTestId('address-dialog');
    expect(within(dialog).getByRole('heading', { name: en.formEditTitle })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: en.district })).toHaveValue('330106');
    await user.click(within(dialog).getByRole('button', { name: en.save }));
    expect(await within(dialog).findByTestId('address-server-error')).toHaveTextContent('The phone number is not valid');
    expect(screen.getByTestId('address-dialog')).toBeVisible();
  });

  test("a refusal about a field shows beside it, with the focus there", async () => {
    const user = userEvent.setup();
    addressApi([HANGZHOU]);
    const refusal = 'Please enter a valid phone number';
    server.use(mock.put('*/api/user/address/:id', () => HttpResponse.json({ code: 4807, msg: refusal, data: null }, { status: 400 })));
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Edit the address for 王小明' }));
    const dialog = await screen.findByTestId('address-dialog');
    await user.click(within(dialog).getByRole('button', { name: en.save }));
    const phone = within(dialog).getByRole('textbox', { name: en.phone });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(refusal));
    expect(phone).toHaveFocus();
    expect(within(dialog).queryByTestId('address-server-error')).toBeNull();
    await user.type(phone, '1');
    expect(phone).not.toHaveAccessibleDescription(refusal);
  });

  test('editing to another country: free text instead of the selects, saved as such', async () => {
    const user = userEvent.setup();
    const { sent } = addressApi([HANGZHOU]);
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Edit the address for 王小明' }));
    const dialog = await screen.findByTestId('address-dialog');
    await user.click(within(dialog).getByRole('radio', { name: en.areaOther }));
    expect(within(dialog).queryByRole('combobox', { name: en.province })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: en.regionText }), 'Hong Kong, Kowloon');
    await user.click(within(dialog).getByRole('button', { name: en.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/user/address/1', body: { region: { country: 'ZZ', text: 'Hong Kong, Kowloon' }, isDefault: true } });
    await waitFor(() => expect(items()[0]).toHaveTextContent('文三路 90 号, Hong Kong, Kowloon'));
  });

  test('make default: exactly one badge, and the list re-sorts with the new default first', async () => {
    const user = userEvent.setup();
    const { sent } = addressApi([HANGZHOU, LONDON]);
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await screen.findAllByTestId('address-item');
    await user.click(screen.getByRole('button', { name: 'Make default (the address for Ann Lee)' }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('Ann Lee'));
    expect(screen.getAllByTestId('address-default-badge')).toHaveLength(1);
    expect(within(items()[0]).getByTestId('address-default-badge')).toBeVisible();
    expect(sent).toEqual([{ method: 'PUT', path: '/api/user/address/2/default', body: null }]);
    expect(toastTexts()).toContain(`success:${en.defaultSet}`);
  });

  test('delete asks first: "Keep it" keeps the address, "Delete" removes it', async () => {
    const user = userEvent.setup();
    const { sent } = addressApi([HANGZHOU, LONDON]);
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'en' });
    await screen.findAllByTestId('address-item');
    await user.click(screen.getByRole('button', { name: 'Delete the address for Ann Lee' }));
    let confirm = await screen.findByTestId('address-delete-dialog');
    expect(confirm).toHaveTextContent('Ann Lee, 1 Main Street, United Kingdom, London.');
    await user.click(within(confirm).getByRole('button', { name: en.deleteCancel }));
    await waitFor(() => expect(screen.queryByTestId('address-delete-dialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(items()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete the address for Ann Lee' }));
    confirm = await screen.findByTestId('address-delete-dialog');
    await user.click(within(confirm).getByRole('button', { name: en.deleteConfirm }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/user/address/2', body: null }]);
    expect(screen.queryByText('Ann Lee')).toBeNull();
    expect(toastTexts()).toContain(`success:${en.deleted}`);
  });

  test('Chinese labels, place names as the dataset writes them', async () => {
    const user = userEvent.setup();
    addressApi([HANGZHOU]);
    renderWithProviders(<AddressBook mode="manage" />, { locale: 'cn' });
    await user.click(await screen.findByRole('button', { name: MESSAGES.cn.Address.add }));
    const dialog = await screen.findByTestId('address-dialog');
    expect(within(dialog).getByRole('heading', { name: '新增收货地址' })).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '省份' }), '北京市');
    expect(within(dialog).getByRole('combobox', { name: '城市' })).toHaveDisplayValue('请选择');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('textbox', { name: '收货人' })).toHaveAccessibleDescription('请填写收货人');
    expect(within(dialog).getByRole('combobox', { name: '城市' })).toHaveAccessibleDescription('请选择城市');
  });
});

describe('AddressBook, pick mode (checkout)', () => {
  test('the default is preselected and reported; choosing another reports it', async () => {
    const user = userEvent.setup();
    addressApi([LONDON, { ...HANGZHOU }]);
    const onSelect = jest.fn();
    renderWithProviders(<AddressBook mode="pick" onSelect={onSelect} />, { locale: 'en' });
    const group = await screen.findByRole('group', { name: en.pickLegend });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(radios[0].closest('label')).toHaveTextContent('王小明');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
    await user.click(within(group).getByRole('radio', { name: /Ann Lee/ }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    expect(within(group).getByRole('radio', { name: /Ann Lee/ })).toBeChecked();
  });

  test('a selectedId from the caller wins over the default', async () => {
    addressApi([HANGZHOU, LONDON]);
    const onSelect = jest.fn();
    renderWithProviders(<AddressBook mode="pick" selectedId={2} onSelect={onSelect} />, { locale: 'en' });
    expect(await screen.findByRole('radio', { name: /Ann Lee/ })).toBeChecked();
    expect(onSelect).not.toHaveBeenCalled();
  });

  test('"Add a new address" opens the same form; the new address is chosen', async () => {
    const user = userEvent.setup();
    const { sent } = addressApi([HANGZHOU]);
    const onSelect = jest.fn();
    renderWithProviders(<AddressBook mode="pick" onSelect={onSelect} />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: en.addNew }));
    const dialog = await screen.findByTestId('address-dialog');
    expect(within(dialog).getByRole('checkbox', { name: en.makeDefault })).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: en.addressee }), 'Ann Lee');
    const dial = within(dialog).getByRole('combobox', { name: en.dialCode });
    expect(dial).toHaveDisplayValue('Mainland China +86');
    await user.selectOptions(dial, 'United Kingdom +44');
    await user.type(within(dialog).getByRole('textbox', { name: en.phone }), '7700900123');
    await user.click(within(dialog).getByRole('radio', { name: en.areaOther }));
    await user.type(within(dialog).getByRole('textbox', { name: en.regionText }), 'United Kingdom, London');
    await user.type(within(dialog).getByRole('textbox', { name: en.detail }), '1 Main Street');
    await user.click(within(dialog).getByRole('button', { name: en.save }));
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 100, addressee: 'Ann Lee' })));
    expect(sent[0].body).toMatchObject({ dialCode: '44', phone: '7700900123', isDefault: false });
    expect(await screen.findByRole('radio', { name: /Ann Lee/ })).toBeChecked();
  });

  test('no address: says so and offers to add one', async () => {
    addressApi();
    renderWithProviders(<AddressBook mode="pick" onSelect={jest.fn()} />, { locale: 'en' });
    expect(await screen.findByTestId('address-pick-empty')).toHaveTextContent(en.pickEmpty);
    expect(screen.getByRole('button', { name: en.addNew })).toBeVisible();
  });
});
