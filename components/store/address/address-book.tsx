'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { useAddresses, useAddressWrites } from '@/lib/hooks/use-addresses';
import { notify } from '@/lib/notify';
import type { Address } from '@/lib/types/store';

import { AddressFormDialog } from './address-form-dialog';
import { AddressPickList } from './address-pick-list';
import { AddressSummary } from './address-summary';
import { DeleteAddressDialog } from './delete-address-dialog';

export interface AddressBookProps {
  /** 'manage': the /user/address list with edit, delete and make default; 'pick': radio choices for checkout. */
  mode: 'manage' | 'pick';
  /** Pick mode: the chosen address; the default is chosen (and reported) while this is undefined. */
  selectedId?: number;
  /** Pick mode: called with the chosen address, also when the default is preselected or a new address is added. */
  onSelect?: (address: Address) => void;
}

/** The caller's shipping addresses, to manage or to pick one from; adding one opens the same form in both modes. */
export function AddressBook({ mode, selectedId, onSelect }: AddressBookProps) {
  const t = useTranslations('Address');
  const { addresses, error, isLoading, mutate } = useAddresses();
  const writes = useAddressWrites();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [addedId, setAddedId] = useState<number | undefined>(undefined);
  const addButton = useRef<HTMLButtonElement>(null);

  if (!addresses) {
    return (
      <LoadState
        error={isLoading ? undefined : error}
        onRetry={() => void mutate()}
        texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}
        testId="addresses"
      />
    );
  }

  const openForm = (address: Address | null) => setEditing({ address });
  const form = (
    <AddressFormDialog
      open={editing !== null}
      address={editing?.address ?? null}
      isFirst={addresses.length === 0}
      onClose={() => setEditing(null)}
      onSaved={(saved) => {
        setEditing(null);
        if (mode !== 'pick') return;
        setAddedId(saved.id);
        onSelect?.(saved);
      }}
    />
  );

  const makeDefault = async (address: Address) => {
    if (busyId !== null) return;
    setBusyId(address.id);
    try {
      await writes.makeDefault(address.id);
      notify('success', t('defaultSet'));
    } catch {
      // lib/http has shown the refusal.
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (address: Address) => {
    setBusyId(address.id);
    try {
      await writes.remove(address.id);
      setDeleting(null);
      notify('success', t('deleted'));
      addButton.current?.focus();
    } catch {
      setDeleting(null);
    } finally {
      setBusyId(null);
    }
  };

  const addLabel = mode === 'pick' ? t('addNew') : t('add');
  const add = (
    <Button ref={addButton} variant={mode === 'pick' ? 'outline' : 'primary'} size="md" className="font-semibold" onClick={() => openForm(null)} data-test="address-add">
      {addLabel}
    </Button>
  );

  if (mode === 'pick') {
    return (
      <div data-test="address-book" data-mode="pick">
        <AddressPickList addresses={addresses} selectedId={selectedId ?? addedId} onSelect={onSelect} emptyText={t('pickEmpty')} />
        <div className="mt-3">{add}</div>
        {form}
      </div>
    );
  }

  return (
    <div data-test="address-book" data-mode="manage">
      {addresses.length === 0 ? (
        <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} data-test="addresses-empty">
          <Button variant="primary" size="md" className="mt-5 font-semibold" onClick={() => openForm(null)} data-test="address-add-first">
            {t('addFirst')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <div className="mb-4 flex justify-end">{add}</div>
          <ul aria-label={t('listLabel')} data-test="address-list" className="flex flex-col gap-3">
            {addresses.map((address) => (
              <li key={address.id} data-test="address-item" data-id={address.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <AddressSummary address={address} defaultLabel={t('defaultBadge')} />
                <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3">
                  {!address.isDefault && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mr-auto font-medium text-brand-700"
                      busy={busyId === address.id}
                      onClick={() => void makeDefault(address)}
                      aria-label={t('setDefaultLabel', { name: address.addressee })}
                      data-test="address-make-default"
                    >
                      {t('setDefault')}
                    </Button>
                  )}
                  <Button variant="plain" size="sm" onClick={() => openForm(address)} aria-label={t('editLabel', { name: address.addressee })} data-test="address-edit">
                    {t('edit')}
                  </Button>
                  <Button
                    variant="plain"
                    size="sm"
                    className="text-red-600"
                    onClick={() => setDeleting(address)}
                    aria-label={t('deleteLabel', { name: address.addressee })}
                    data-test="address-delete"
                  >
                    {t('delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {form}
      <DeleteAddressDialog address={deleting} busy={deleting !== null && busyId === deleting.id} onCancel={() => setDeleting(null)} onConfirm={(a) => void remove(a)} />
    </div>
  );
}
