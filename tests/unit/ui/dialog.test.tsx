import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';

import { renderWithProviders } from '../helpers/render';

/** An opener and the dialog it opens, as the app's dialogs are used. */
function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={close} panelProps={{ id: 'testDv', 'data-test': 'test-dialog' }}>
        <DialogTitle>Pick one</DialogTitle>
        <DialogCloseButton data-test="test-close" />
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  test('opens as a dialog named by its title, with the panel id and data-test', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick one' });
    expect(dialog).toContainElement(document.getElementById('testDv'));
    expect(document.querySelector('[data-test="test-dialog"]')).not.toBeNull();
  });

  test('the close button is labelled from Common.close in each locale and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />, { locale: 'en' });
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Pick one' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveAttribute('data-test', 'test-close');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
