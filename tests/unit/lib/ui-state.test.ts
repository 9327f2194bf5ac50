import { formatUnread, sumUnread, UI_DEFAULTS, uiState } from '@/lib/store/ui-state';

describe('global UI state (SPEC §3)', () => {
  test('defaults: header and footer shown, empty cart, no unread', () => {
    expect(UI_DEFAULTS).toMatchObject({ headers: true, footers: true, cartnumber: 0, unreadNum: 0 });
    expect(uiState.getState()).toEqual(UI_DEFAULTS);
  });

  test('setState merges and notifies subscribers; reset restores the defaults', () => {
    const listener = jest.fn();
    const unsubscribe = uiState.subscribe(listener);
    uiState.setState({ unreadNum: 3 });
    uiState.setState((s) => ({ cartnumber: s.cartnumber + 2 }));
    expect(uiState.getState()).toMatchObject({ unreadNum: 3, cartnumber: 2, headers: true });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    uiState.reset();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(uiState.getState()).toEqual(UI_DEFAULTS);
  });
});

describe('formatUnread (badge cap 99)', () => {
  test.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
  ])('%p -> %p', (count, text) => {
    expect(formatUnread(count)).toBe(text);
  });
});

describe('sumUnread (group types 0 to 5)', () => {
  test('adds the unread counts of types 0 to 5', () => {
    const groups = [0, 1, 2, 3, 4, 5].map((groupType) => ({ groupType, unreadCount: groupType + 1 }));
    expect(sumUnread(groups)).toBe(21);
  });

  test('ignores types outside 0 to 5', () => {
    expect(
      sumUnread([
        { groupType: -1, unreadCount: 100 },
        { groupType: 2, unreadCount: 4 },
        { groupType: 6, unreadCount: 50 },
        { groupType: 19, unreadCount: 7 },
      ]),
    ).toBe(4);
  });

  test('an empty list is 0 and negative counts do not subtract', () => {
    expect(sumUnread([])).toBe(0);
    expect(
      sumUnread([
        { groupType: 0, unreadCount: -5 },
        { groupType: 1, unreadCount: 2 },
      ]),
    ).toBe(2);
  });
});
