import { useRef, useState } from 'react';
import { useStaffHouseCallsQuery } from '../../generated/practice';
import { FilterSelect, ListFilters } from '../../ui/paged-list/list-filters';
import { PagedList, type PagedSearch, usePagedSearch } from '../../ui/paged-list/paged-list';
import {
  HOUSE_CALL_CONTEXT,
  HOUSE_CALL_FILTERS,
  HOUSE_CALL_PAGE_SIZE,
  type HouseCallQuery,
  houseCallWhere,
} from './house-call-filters';
import { HouseCallItem, type Outcome } from './house-call-item';
import { HOUSE_CALLS_TEXT } from './messages';

/**
 * The staff's list of house-call packages: open ones (default) or all, newest first, pages of 10;
 * the outcome of recording, changing or deleting a visit is said in a status line that takes the
 * focus.
 */
export function HouseCallsList() {
  const { search, pages, setPages, change } = usePagedSearch<HouseCallQuery>({ filter: 'open' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const report = (next: Outcome) => {
    setOutcome(next);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };
  return (
    <div className="house-calls">
      <ListFilters label={`Filter ${HOUSE_CALLS_TEXT.title}`}>
        <FilterSelect
          label="Status"
          value={search.query.filter}
          options={HOUSE_CALL_FILTERS}
          onChange={(filter) => {
            setOutcome(null);
            change({ filter });
          }}
        />
      </ListFilters>
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className={outcome ? `alert alert-${outcome.tone}` : undefined}
      >
        {outcome?.text}
      </div>
      <PagedList
        search={search}
        pages={pages}
        onPages={setPages}
        pageSize={HOUSE_CALL_PAGE_SIZE}
        usePage={useHouseCallsPage}
        rowKey={(row) => row.id}
        renderRow={(row) => <HouseCallItem row={row} now={search.now} onOutcome={report} />}
        texts={{ empty: HOUSE_CALLS_TEXT.empty, failed: HOUSE_CALLS_TEXT.failed }}
        pageLabel={(first, last) => `${HOUSE_CALLS_TEXT.title} ${String(first)} to ${String(last)}`}
        listClassName="house-calls-page"
        emptyClassName="house-calls-empty"
      />
    </div>
  );
}

/** One page of the list (the permissions keep it to the staff member's practice). */
function useHouseCallsPage(
  search: PagedSearch<HouseCallQuery>,
  page: { limit: number; offset: number },
) {
  const [{ data, fetching, error }] = useStaffHouseCallsQuery({
    variables: { where: houseCallWhere(search.query, search.now), ...page },
    requestPolicy: 'cache-and-network',
    context: HOUSE_CALL_CONTEXT,
  });
  return { rows: data?.service_requests, fetching, error };
}
