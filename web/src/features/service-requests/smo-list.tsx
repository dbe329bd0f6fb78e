import { useId } from 'react';
import { useMySmoRequestsQuery } from '../../generated/graphql';
import { PagedList, type PagedSearch, usePagedSearch } from '../../ui/paged-list/paged-list';
import { REQUEST_MESSAGES } from './messages';
import {
  PAGE_SIZE,
  SMO_FILTERS,
  SMO_SORTS,
  type SmoFilter,
  type SmoQuery,
  type SmoSort,
  smoOrderBy,
  smoWhere,
} from './smo-filters';
import { SmoRequestRow } from './smo-row';

/**
 * The owner's second opinions: a status filter (all by default), sort by creation or update date,
 * and pages of 10 loaded on demand until a page is shorter than 10.
 */
export function SmoList() {
  const { search, pages, setPages, change } = usePagedSearch<SmoQuery>({
    filter: 'all',
    sort: 'created',
  });
  const ids = useId();
  return (
    <div className="requests">
      <form
        className="requests-filters"
        aria-label="Filter SMO requests"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-status`}>
            Status
          </label>
          <select
            id={`${ids}-status`}
            className="field-input"
            value={search.query.filter}
            onChange={(event) => {
              change({ filter: event.target.value as SmoFilter });
            }}
          >
            {SMO_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-sort`}>
            Sort by
          </label>
          <select
            id={`${ids}-sort`}
            className="field-input"
            value={search.query.sort}
            onChange={(event) => {
              change({ sort: event.target.value as SmoSort });
            }}
          >
            {SMO_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <PagedList
        search={search}
        pages={pages}
        onPages={setPages}
        pageSize={PAGE_SIZE}
        usePage={useSmoPage}
        rowKey={(row) => row.id}
        renderRow={(row) => <SmoRequestRow request={row} />}
        texts={{ empty: REQUEST_MESSAGES.smoEmpty, failed: REQUEST_MESSAGES.failed }}
        pageLabel={(first, last) => `SMO requests ${String(first)} to ${String(last)}`}
        listClassName="requests-page"
        emptyClassName="requests-empty"
      />
    </div>
  );
}

/** One page of second opinions: the filter as a `where`, the sort as an `order_by`. */
function useSmoPage(search: PagedSearch<SmoQuery>, page: { limit: number; offset: number }) {
  const [{ data, fetching, error }] = useMySmoRequestsQuery({
    variables: { where: smoWhere(search.query), orderBy: smoOrderBy(search.query.sort), ...page },
    requestPolicy: 'cache-and-network',
  });
  return { rows: data?.service_requests, fetching, error };
}
