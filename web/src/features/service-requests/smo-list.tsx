import { useMySmoRequestsQuery } from '../../generated/graphql';
import { FilterSelect, ListFilters } from '../../ui/paged-list/list-filters';
import { PagedList, type PagedSearch, usePagedSearch } from '../../ui/paged-list/paged-list';
import { REQUEST_MESSAGES } from './messages';
import {
  PAGE_SIZE,
  SMO_FILTERS,
  SMO_SORTS,
  type SmoQuery,
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
  return (
    <div className="requests">
      <ListFilters label="Filter SMO requests">
        <FilterSelect
          label="Status"
          value={search.query.filter}
          options={SMO_FILTERS}
          onChange={(filter) => {
            change({ filter });
          }}
        />
        <FilterSelect
          label="Sort by"
          value={search.query.sort}
          options={SMO_SORTS}
          onChange={(sort) => {
            change({ sort });
          }}
        />
      </ListFilters>
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
