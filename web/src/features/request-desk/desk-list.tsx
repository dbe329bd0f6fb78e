import { useRef, useState } from 'react';
import {
  type PracticeVetsQuery,
  usePracticeVetsQuery,
  useStaffServiceRequestsQuery,
} from '../../generated/practice';
import type { AuthUser } from '../../lib/auth';
import { FilterSelect, ListFilters } from '../../ui/paged-list/list-filters';
import { PagedList, type PagedSearch, usePagedSearch } from '../../ui/paged-list/paged-list';
import {
  DESK_CONTEXT,
  DESK_FILTERS,
  DESK_PAGE_SIZE,
  DESK_SORTS,
  type DeskQuery,
  deskOrderBy,
  deskWhere,
} from './desk-filters';
import { DeskItem, type Outcome } from './desk-item';
import { DESK_TEXT, type DeskKind } from './messages';

export type Vet = PracticeVetsQuery['vendor_logins'][number];

/**
 * The staff's list of second opinions or questions: a status filter (all by default), sort by
 * creation or update date, pages of 10; each with its owner, pet, question and documents, an
 * Overdue mark past its deadline, and the assign and answer controls the staff member may use.
 * The outcome of an action is said in a status line that takes the focus.
 */
export function DeskList({ kind, user }: { kind: DeskKind; user: AuthUser }) {
  const { search, pages, setPages, change } = usePagedSearch<DeskQuery>({
    kind,
    filter: 'all',
    sort: 'created',
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Only a root admin reads the team (and assigns); other staff answer what is theirs.
  const [vets] = usePracticeVetsQuery({
    variables: { vendorId: user.vendorId ?? 0 },
    pause: user.role !== 'root_admin' || user.vendorId === null,
  });
  const report = (next: Outcome) => {
    setOutcome(next);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };
  return (
    <div className="desk">
      <ListFilters label={`Filter ${DESK_TEXT.title[kind]}`}>
        <FilterSelect
          label="Status"
          value={search.query.filter}
          options={DESK_FILTERS}
          onChange={(filter) => {
            setOutcome(null);
            change({ filter });
          }}
        />
        <FilterSelect
          label="Sort by"
          value={search.query.sort}
          options={DESK_SORTS}
          onChange={(sort) => {
            change({ sort });
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
      {vets.error && user.role === 'root_admin' ? <p role="alert">{DESK_TEXT.vetsFailed}</p> : null}
      <PagedList
        search={search}
        pages={pages}
        onPages={setPages}
        pageSize={DESK_PAGE_SIZE}
        usePage={useDeskPage}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <DeskItem
            row={row}
            kind={kind}
            user={user}
            now={search.now}
            vets={vets.data?.vendor_logins ?? []}
            onOutcome={report}
          />
        )}
        texts={{ empty: DESK_TEXT.empty[kind], failed: DESK_TEXT.failed }}
        pageLabel={(first, last) => `${DESK_TEXT.title[kind]} ${String(first)} to ${String(last)}`}
        listClassName="desk-page"
        emptyClassName="desk-empty"
      />
    </div>
  );
}

/** One page of the list (the permissions keep it to what the staff member may see). */
function useDeskPage(search: PagedSearch<DeskQuery>, page: { limit: number; offset: number }) {
  const [{ data, fetching, error }] = useStaffServiceRequestsQuery({
    variables: {
      where: deskWhere(search.query),
      orderBy: deskOrderBy(search.query.sort),
      ...page,
    },
    requestPolicy: 'cache-and-network',
    context: DESK_CONTEXT,
  });
  return { rows: data?.service_requests, fetching, error };
}
