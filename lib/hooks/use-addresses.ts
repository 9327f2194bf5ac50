'use client';

import useSWR, { useSWRConfig } from 'swr';

import { createAddress, deleteAddress, getAddresses, setDefaultAddress, updateAddress } from '../api/store';
import type { Address, AddressInput } from '../types/store';
import { KEYS } from './keys';

/** The default first, the rest in the server's order (a stable sort keeps it). */
export function sortAddresses(list: Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** The caller's shipping addresses, the default first, key ['store/addresses']. */
export function useAddresses() {
  const { data, error, isLoading, mutate } = useSWR(KEYS.addresses(), () => getAddresses().then(sortAddresses), { revalidateOnFocus: true });
  return { addresses: data, error, isLoading, mutate };
}

/**
 * The writes of the address book. Each one refetches the list afterwards,
 * because the server decides the order and which address is the default
 * (the first one added, the next one after the default is deleted).
 */
export function useAddressWrites() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(KEYS.addresses());
  return {
    create: async (input: AddressInput): Promise<Address> => {
      const created = await createAddress(input);
      await refresh();
      return created;
    },
    update: async (id: number, input: AddressInput): Promise<Address> => {
      const updated = await updateAddress(id, input);
      await refresh();
      return updated;
    },
    remove: async (id: number): Promise<void> => {
      await deleteAddress(id);
      await refresh();
    },
    makeDefault: async (id: number): Promise<Address[]> => {
      const list = await setDefaultAddress(id);
      await mutate(KEYS.addresses(), sortAddresses(list), { revalidate: false });
      return list;
    },
  };
}
