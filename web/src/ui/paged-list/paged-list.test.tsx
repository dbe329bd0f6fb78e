import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedList, type PageState, type PagedSearch, usePagedSearch } from './paged-list';

interface Query {
  colour: string;
}
interface Row {
  id: number;
  name: string;
}

/** Pages as a query hook would answer them, by colour and offset. */
function pagesOf(answer: (query: Query, offset: number) => PageState<Row>) {
  return (search: PagedSearch<Query>, page: { limit: number; offset: number }) =>
    answer(search.query, page.offset);
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Pet ${String(from + i)}` }));

function Host({
  usePage,
  onFirstPage,
}: {
  usePage: ReturnType<typeof pagesOf>;
  onFirstPage?: () => void;
}) {
  const { search, pages, setPages, change } = usePagedSearch<Query>({ colour: 'brown' });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          change({ colour: 'black' });
        }}
      >
        Black
      </button>
      <PagedList
        search={search}
        pages={pages}
        onPages={setPages}
        pageSize={2}
        usePage={usePage}
        rowKey={(row) => row.id}
        renderRow={(row) => <li>{row.name}</li>}
        texts={{ empty: 'No pets found', failed: 'Sorry! Something went wrong.' }}
        pageLabel={(first, last) => `Pets ${String(first)} to ${String(last)}`}
        onFirstPage={onFirstPage}
      />
    </>
  );
}

describe('the paged list', () => {
  it('shows loading, then the rows, and loads pages until one is short', async () => {
    const user = userEvent.setup();
    let loaded = false;
    const usePage = pagesOf((_query, offset) =>
      loaded
        ? { rows: offset === 0 ? rows(1, 2) : rows(3, 1), fetching: false, error: undefined }
        : { rows: undefined, fetching: true, error: undefined },
    );
    const { rerender } = render(<Host usePage={usePage} />);
    expect(screen.getByRole('status')).toHaveTextContent('loading...');
    loaded = true;
    rerender(<Host usePage={usePage} />);
    const first = screen.getByRole('list', { name: 'Pets 1 to 2' });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pet 1', 'Pet 2']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = screen.getByRole('list', { name: 'Pets 3 to 3' });
    expect(second).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when nothing matches, and goes back to the first page on a new filter', async () => {
    const user = userEvent.setup();
    const usePage = pagesOf((query, offset) => ({
      rows: query.colour === 'black' ? [] : rows(offset + 1, 2),
      fetching: false,
      error: undefined,
    }));
    render(<Host usePage={usePage} />);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getAllByRole('list')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Black' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No pets found')).toBeVisible();
  });

  it('shows the error text when a page fails, keeping rows it has', () => {
    const failing = pagesOf(() => ({ rows: undefined, fetching: false, error: new Error('x') }));
    const { unmount } = render(<Host usePage={failing} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry! Something went wrong.');
    unmount();
    const stale = pagesOf(() => ({ rows: rows(1, 1), fetching: false, error: new Error('x') }));
    render(<Host usePage={stale} />);
    expect(screen.getByRole('list', { name: 'Pets 1 to 1' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry! Something went wrong.');
  });

  it('tells the screen when the first page has come, with rows or with an error, not before', () => {
    let answer: PageState<Row> = { rows: undefined, fetching: true, error: undefined };
    const usePage = pagesOf(() => answer);
    const onFirstPage = vi.fn();
    const { rerender, unmount } = render(<Host usePage={usePage} onFirstPage={onFirstPage} />);
    expect(onFirstPage).not.toHaveBeenCalled();
    answer = { rows: rows(1, 1), fetching: false, error: undefined };
    rerender(<Host usePage={usePage} onFirstPage={onFirstPage} />);
    expect(onFirstPage).toHaveBeenCalled();
    unmount();

    const failed = vi.fn();
    const failing = pagesOf(() => ({ rows: undefined, fetching: false, error: new Error('x') }));
    render(<Host usePage={failing} onFirstPage={failed} />);
    expect(failed).toHaveBeenCalled();
  });
});
