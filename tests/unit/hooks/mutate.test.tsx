import { act, screen, waitFor } from '@testing-library/react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';

import { KEYS } from '@/lib/hooks/keys';
import { matchesPrefix, revalidatePrefix } from '@/lib/hooks/mutate';

import { renderWithProviders } from '../helpers/render';

describe('revalidatePrefix', () => {
  test('a prefix matches its resource and sub-resources, not a longer word', () => {
    expect(matchesPrefix(KEYS.likedBooks(undefined, 2), ['books/liked'])).toBe(true);
    expect(matchesPrefix(KEYS.bookDetail(3), ['books'])).toBe(true);
    expect(matchesPrefix(KEYS.comments('book', 3), ['books'])).toBe(false);
    expect(matchesPrefix(['booksellers'], ['books'])).toBe(false);
    expect(matchesPrefix(undefined, ['books'])).toBe(false);
  });

  test('refetches the cached entries under the prefix only, keeping their data on screen', async () => {
    const fetches = { liked: 0, comments: 0 };
    let mutate: ScopedMutator | undefined;
    function Lists() {
      mutate = useSWRConfig().mutate;
      const liked = useSWR(KEYS.likedBooks(undefined, 1), () => `liked ${++fetches.liked}`);
      const comments = useSWR(KEYS.comments('book', 3), () => `comments ${++fetches.comments}`);
      return (
        <p>
          {liked.data ?? 'none'} / {comments.data ?? 'none'}
        </p>
      );
    }
    renderWithProviders(<Lists />);
    await screen.findByText('liked 1 / comments 1');

    await act(() => revalidatePrefix(['books/liked', 'videos/collected'], mutate));
    await waitFor(() => expect(screen.getByText('liked 2 / comments 1')).toBeInTheDocument());
    expect(fetches).toEqual({ liked: 2, comments: 1 });
  });
});
