import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox';

const OPTIONS: ComboboxOption[] = [
  { value: '1', label: 'Dog' },
  { value: '2', label: 'Cat' },
  { value: '4', label: 'Horse' },
  { value: '38', label: 'Pot-bellied Pig' },
  { value: '37', label: 'Pig' },
];

function Host({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Combobox
        label="Type"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <input aria-label="Chosen" readOnly value={value} />
      <button type="button">Next field</button>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Type' });
const optionNames = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

describe('the combobox', () => {
  it('filters the options by any part of their label as the user types', async () => {
    const user = userEvent.setup();
    render(<Host />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), 'pi');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    // A label that starts with the text first, then one with a word that does.
    expect(optionNames()).toEqual(['Pig', 'Pot-bellied Pig']);
    await user.clear(input());
    await user.type(input(), 'ors');
    expect(optionNames()).toEqual(['Horse']);
    await user.clear(input());
    await user.type(input(), 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('is chosen from with the arrow keys and Enter, which does not submit the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Cat');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(input()).toHaveValue('Cat');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    // Reopened, the list starts at the chosen option.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Cat' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Chosen')).toHaveValue('2');
  });

  it('wraps around from the first option to the last', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(input(), 'o');
    expect(optionNames()).toEqual(['Dog', 'Horse', 'Pot-bellied Pig']);
    await user.keyboard('{ArrowUp}');
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Pot-bellied Pig');
  });

  it('is chosen from with a click', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.type(input(), 'hor');
    await user.click(screen.getByRole('option', { name: 'Horse' }));
    expect(input()).toHaveValue('Horse');
    expect(screen.getByLabelText('Chosen')).toHaveValue('4');
  });

  it('keeps a label typed in full on leaving, and otherwise puts back the chosen label', async () => {
    const user = userEvent.setup();
    render(<Host initial="1" />);
    expect(input()).toHaveValue('Dog');
    await user.clear(input());
    await user.type(input(), 'horse');
    await user.tab();
    expect(input()).toHaveValue('Horse');
    expect(screen.getByLabelText('Chosen')).toHaveValue('4');

    await user.clear(input());
    await user.type(input(), 'hors');
    await user.tab();
    expect(input()).toHaveValue('Horse');
    expect(screen.getByLabelText('Chosen')).toHaveValue('4');

    await user.clear(input());
    await user.tab();
    expect(screen.getByLabelText('Chosen')).toHaveValue('');
  });
});
