import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterSelect, ListFilters } from './list-filters';

const OPTIONS = [
  { value: 'in_progress', label: 'In Progress' },
  { value: 'complete', label: 'Complete' },
] as const;

function Filters() {
  const [status, setStatus] = useState<'in_progress' | 'complete'>('in_progress');
  return (
    <>
      <ListFilters label="Filter appointments">
        <FilterSelect label="Status" value={status} options={OPTIONS} onChange={setStatus} />
      </ListFilters>
      <p>Showing {status}</p>
    </>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  document.body.innerHTML = '';
});

describe("a list's filters on a prerendered page", () => {
  it('are disabled in the HTML, then enabled in place once React has taken it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters />);
    document.body.append(container);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toBeDisabled();
    act(() => {
      root = hydrateRoot(container, <Filters />);
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toBe(select);
    expect(select).toBeEnabled();
    await userEvent.selectOptions(select, 'Complete');
    expect(screen.getByText('Showing complete')).toBeVisible();
  });

  it('are enabled at once on a page React draws itself', () => {
    render(<Filters />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  });
});
