/** Granting a package: names in both languages follow the number of classes, the student is named on success, an unknown account is said at the field. */
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { GrantPackageForm } from '@/components/abc/grant-package-form';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

configure({ testIdAttribute: 'data-test' });
setupMswServer();

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

test('defaults to 10 classes / 10 节课包, follows the number of classes, and names the student after the grant', async () => {
  const bodies: unknown[] = [];
  server.use(
    mock.post('*/api/abc/package/grant', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ code: 0, msg: 'success', data: { packageId: 5, student: { id: 9, nickname: 'Lily', accountNo: '12345678' } } });
    }),
  );
  const t = MESSAGES.en.AbcCourse.grant;
  renderWithProviders(<GrantPackageForm />, { locale: 'en' });
  const user = userEvent.setup();

  expect(screen.getByTestId('abc-grant-name')).toHaveValue('10 classes');
  expect(screen.getByTestId('abc-grant-name-cn')).toHaveValue('10 节课包');
  await user.clear(screen.getByTestId('abc-grant-classes'));
  await user.type(screen.getByTestId('abc-grant-classes'), '20');
  expect(screen.getByTestId('abc-grant-name')).toHaveValue('20 classes');
  expect(screen.getByTestId('abc-grant-name-cn')).toHaveValue('20 节课包');

  await user.click(screen.getByTestId('abc-grant-submit'));
  expect(await screen.findByText(t.accountRequired)).toBeInTheDocument();
  expect(bodies).toEqual([]);

  await user.type(screen.getByTestId('abc-grant-account'), ' 12345678 ');
  await user.click(screen.getByTestId('abc-grant-submit'));
  await waitFor(() => expect(bodies).toEqual([{ account: '12345678', classes: 20, validityDays: 180, name: '20 classes', nameCn: '20 节课包' }]));
  const done = await screen.findByTestId('abc-grant-done');
  expect(done).toHaveTextContent('Granted to Lily (account no. 12345678)');
  expect(done).toHaveTextContent('20 classes (20 节课包): 20 classes, valid until');
  expect(screen.getByTestId('abc-grant-account')).toHaveValue('');
});

test('an account nobody has is shown at the field', async () => {
  server.use(mock.post('*/api/abc/package/grant', () => HttpResponse.json({ code: 4608, msg: 'This user does not exist', data: null }, { status: 404 })));
  renderWithProviders(<GrantPackageForm />, { locale: 'en' });
  const user = userEvent.setup();
  await user.type(screen.getByTestId('abc-grant-account'), '99999999');
  await user.click(screen.getByTestId('abc-grant-submit'));
  expect(await screen.findByRole('alert')).toHaveTextContent('This user does not exist');
  expect(screen.getByTestId('abc-grant-account')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByTestId('abc-grant-done')).toBeNull();
});
