'use client';

import { useTranslations } from 'next-intl';

import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import type { Address } from '@/lib/types/store';

import { AddressForm } from './address-form';

/**
 * The address form in a dialog: centred from 768 px, a full-screen page on
 * phones. `address` null adds a new one. The form mounts afresh each time the
 * dialog opens, so it starts from the address (or empty) every time.
 */
export function AddressFormDialog({
  open,
  address,
  isFirst,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: Address | null;
  isFirst: boolean;
  onClose: () => void;
  onSaved: (address: Address) => void;
}) {
  const t = useTranslations('Address');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="top"
      panelProps={{ 'data-test': 'address-dialog' }}
      placementClassName="fixed inset-0 flex items-start justify-center overflow-y-auto px-4 pb-8 pt-[8vh] max-md:items-stretch max-md:p-0"
      className="relative w-[600px] max-w-full rounded-3xl bg-white px-8 pb-8 pt-7 shadow-2xl shadow-slate-900/20 max-md:min-h-full max-md:w-full max-md:rounded-none max-md:px-5 max-md:pb-8 max-md:pt-5"
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <DialogTitle className="text-lg font-bold text-ink">{address ? t('formEditTitle') : t('formAddTitle')}</DialogTitle>
        <DialogCloseButton data-test="address-dialog-close" className="-mr-2 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200" />
      </div>
      {open && <AddressForm address={address} isFirst={isFirst} onCancel={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}
