import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { AreaCodeSelect } from '@/components/auth/area-code-select';
import { AREA_CODES, DEFAULT_AREA_CODE_VALUE, dialCodeOf, findAreaCode } from '@/lib/constants/area-codes';

import { renderWithProviders } from '../helpers/render';
import { CN, EN } from './support';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState(DEFAULT_AREA_CODE_VALUE);
  return (
    <div className="relative">
      <AreaCodeSelect
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </div>
  );
}

describe('area codes', () => {
  test('about 230 places, each with a dialling code and both names, distinct values, default 86/中国大陆', () => {
    expect(AREA_CODES.length).toBeGreaterThanOrEqual(220);
    expect(AREA_CODES.length).toBeLessThanOrEqual(250);
    for (const entry of AREA_CODES) {
      expect(entry.code).toMatch(/^[1-9]\d{0,3}$/);
      expect(entry.city.trim()).not.toBe('');
      expect(entry.cityEn.trim()).not.toBe('');
    }
    const values = AREA_CODES.map((e) => `${e.code}/${e.city}`);
    expect(new Set(values).size).toBe(values.length);
    expect(DEFAULT_AREA_CODE_VALUE).toBe('86/中国大陆');
    expect(dialCodeOf('1/加拿大')).toBe('1');
    expect(findAreaCode('999/nowhere').code).toBe('86');
  });
});

describe('AreaCodeSelect', () => {
  test('searches by Chinese name, English name or code, and keeps the value as code/city', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Harness onValue={onValue} />);
    const button = screen.getByTestId('area-code');
    expect(button).toHaveTextContent('+86');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const search = screen.getByRole('combobox', { name: CN.areaSearch });
    expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBe(AREA_CODES.length);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');

    await user.type(search, '加拿大');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['加拿大+1']);
    await user.clear(search);
    await user.type(search, '+852');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['中国香港+852']);
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('852/中国香港');
    expect(button).toHaveTextContent('+852');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(button);
    await user.type(screen.getByRole('combobox'), 'zzzz');
    expect(screen.getByText(CN.areaNoMatch)).toBeInTheDocument();
  });

  test('arrow keys move through the list; English names in the English edition', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    renderWithProviders(<Harness onValue={onValue} />, { locale: 'en' });
    await user.click(screen.getByTestId('area-code'));
    await user.type(screen.getByRole('combobox', { name: EN.areaSearch }), 'united');
    const names = within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['United States+1', 'United Kingdom+44', 'United Arab Emirates+971']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('971/阿联酋');
    expect(screen.getByTestId('area-code')).toHaveAccessibleName(/United Arab Emirates \+971/);
  });
});
