'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import type { Address } from '@/lib/types/store';

import { addressLine } from './address-values';

/** "Delete this address?": names the address, Keep it or Delete (a darker red than the kit's danger pill, for text contrast). */
export function DeleteAddressDialog({
  address,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The address to delete; the dialog is closed while null. */
  address: Address | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (address: Address) => void;
}) {
  const t = useTranslations('Address');
  return (
    <Dialog
      open={address !== null}
      onClose={onCancel}
      placement="sheet"
      className="w-full max-w-md rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none"
      panelProps={{ 'data-test': 'address-delete-dialog', role: 'alertdialog' }}
    >
      {address && (
        <>
          <DialogTitle className="text-lg font-bold text-ink">{t('deleteTitle')}</DialogTitle>
          <p className="mt-2 break-words text-sm leading-6 text-slate-600">
            {t('deleteText', { name: address.addressee, address: addressLine(address) })}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="neutral" className="font-medium" onClick={onCancel} data-test="address-delete-cancel">
              {t('deleteCancel')}
            </Button>
            <Button variant="bare" className="bg-red-700 font-semibold text-white hover:bg-red-800" busy={busy} onClick={() => onConfirm(address)} data-test="address-delete-confirm">
              {t('deleteConfirm')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
