import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';

import { Button, ButtonLink, buttonClass } from '@/components/ui/button';

describe('Button', () => {
  test('is a type="button" pill that forwards its ref, props and data-test', async () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick} data-test="go" aria-label="Go on">
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go on' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-test', 'go');
    expect(ref.current).toBe(button);
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('busy: disabled, aria-busy and a spinner, and a click does nothing', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick} type="submit">
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test('the classes of a variant and size are those of the pills it replaced', () => {
    expect(buttonClass({ variant: 'primary', size: 'md' }).split(' ').sort()).toEqual(
      ['rounded-full', 'bg-brand-600', 'text-white', 'hover:bg-brand-700', 'px-6', 'py-2.5', 'text-sm'].sort(),
    );
    expect(buttonClass({ variant: 'secondary', size: 'lg', className: 'mt-3' })).toContain('h-12 w-full');
  });
});

describe('ButtonLink', () => {
  test('is a link with the pill classes and its data-test', () => {
    render(
      <ButtonLink href="/user/my" variant="ghost" data-test="back">
        Back
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveAttribute('href', '/user/my');
    expect(link).toHaveAttribute('data-test', 'back');
    expect(link.className).toContain('rounded-full');
    expect(link.className).toContain('hover:bg-slate-100');
  });
});
