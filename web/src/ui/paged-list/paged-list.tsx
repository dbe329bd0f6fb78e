import { Fragment, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Loading } from '../../components/loading';

/** A list's filters, and the instant they were chosen (a filter on dates compares with it). */
export interface PagedSearch<Query> {
  query: Query;
  now: Date;
}

/**
 * The filters of a paged list and how many pages are shown: changing a filter fixes a new `now`
 * and goes back to the first page.
 */
export function usePagedSearch<Query extends object>(initial: Query | (() => Query)) {
  const [search, setSearch] = useState<PagedSearch<Query>>(() => ({
    query: typeof initial === 'function' ? initial() : initial,
    now: new Date(),
  }));
  const [pages, setPages] = useState(1);
  const change = useCallback((patch: Partial<Query>) => {
    setSearch((current) => ({ query: { ...current.query, ...patch }, now: new Date() }));
    setPages(1);
  }, []);
  return { search, pages, setPages, change };
}

/** One page as a query hook answers it (urql may return rows and an error together). */
export interface PageState<Row> {
  rows: readonly Row[] | undefined;
  fetching: boolean;
  error: unknown;
}

export interface PagedListTexts {
  /** Shown when the first page is empty. */
  empty: string;
  /** Shown when a page cannot be loaded. */
  failed: string;
}

export interface PagedListProps<Query, Row> {
  search: PagedSearch<Query>;
  /** How many pages are shown; 'Load more' asks for one more. */
  pages: number;
  onPages: (pages: number) => void;
  pageSize: number;
  /** The query hook of one page (called once per page, always the same hook). */
  usePage: (search: PagedSearch<Query>, page: { limit: number; offset: number }) => PageState<Row>;
  rowKey: (row: Row) => string | number;
  /** A row's list item (`<li>`). */
  renderRow: (row: Row) => ReactNode;
  texts: PagedListTexts;
  /** The accessible name of a page's list, from its first and last position. */
  pageLabel: (first: number, last: number) => string;
  listClassName?: string;
  emptyClassName?: string;
  /**
   * Called once the first page has come (its rows, or its error): what the screen shows under the
   * list can wait for it, so that it is not pushed down when the rows arrive (layout shift).
   */
  onFirstPage?: (() => void) | undefined;
}

/**
 * A list loaded a page at a time, more pages loading until a page is shorter than the page size:
 * loading, empty and error states, and 'Load more' under a full last page. A page asked for with
 * 'Load more' takes the focus the vanished button had.
 */
export function PagedList<Query, Row>(props: PagedListProps<Query, Row>) {
  const { search, pages, onPages } = props;
  const searchKey = JSON.stringify(search);
  return (
    <>
      {Array.from({ length: pages }, (_, index) => (
        <ListPage
          key={`${searchKey}-${String(index)}`}
          {...props}
          index={index}
          isLast={index === pages - 1}
          onMore={() => {
            onPages(index + 2);
          }}
        />
      ))}
    </>
  );
}

function ListPage<Query, Row>({
  search,
  pageSize,
  usePage,
  rowKey,
  renderRow,
  texts,
  pageLabel,
  listClassName,
  emptyClassName,
  onFirstPage,
  index,
  isLast,
  onMore,
}: PagedListProps<Query, Row> & { index: number; isLast: boolean; onMore: () => void }) {
  const { rows, fetching, error } = usePage(search, {
    limit: pageSize,
    offset: index * pageSize,
  });
  const listRef = useRef<HTMLUListElement>(null);
  const loaded = rows !== undefined;
  useEffect(() => {
    if (index > 0 && loaded) listRef.current?.focus();
  }, [index, loaded]);
  const settled = loaded || Boolean(error);
  useEffect(() => {
    if (index === 0 && settled) onFirstPage?.();
  }, [index, settled, onFirstPage]);

  if (!rows) {
    if (error) return <p role="alert">{texts.failed}</p>;
    return fetching ? <Loading /> : null;
  }
  if (index === 0 && rows.length === 0) return <p className={emptyClassName}>{texts.empty}</p>;
  return (
    <>
      {rows.length > 0 ? (
        <ul
          ref={listRef}
          tabIndex={-1}
          className={listClassName}
          aria-label={pageLabel(index * pageSize + 1, index * pageSize + rows.length)}
        >
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
          ))}
        </ul>
      ) : null}
      {error ? <p role="alert">{texts.failed}</p> : null}
      {isLast && rows.length === pageSize ? (
        <button type="button" className="button button-secondary" onClick={onMore}>
          Load more
        </button>
      ) : null}
    </>
  );
}
