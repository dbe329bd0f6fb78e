import { useEffect, useMemo, useRef, useState } from 'react';
import { Loading } from '../../components/loading';
import { useClinicVetsQuery, type Vendor_Listings_Bool_Exp } from '../../generated/graphql';
import type { ClinicSlotPicker, ClinicVet } from './clinic-visit-order';
import { LoadMore } from './load-more';
import { VetCard } from './vet-card';
import { VET_LIST_TEXT } from './vet-list-messages';
import { clinicVetsWhere, isSearching, VET_PAGE_SIZE, type VetSearch } from './vet-search';

export interface VetResultsProps {
  search: VetSearch;
  SlotPicker: ClinicSlotPicker;
  timeZone: string;
  onBook: (vet: ClinicVet, slot: string) => void;
}

/**
 * The results of one search, loaded by infinite scroll in pages of VET_PAGE_SIZE ordered by id:
 * each page is its own query (urql caches each), and the last page decides what comes next —
 * more pages while it is full, "That's all folks!" once one is shorter.
 */
export function VetResults({ search, SlotPicker, timeZone, onBook }: VetResultsProps) {
  const [pages, setPages] = useState(1);
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const where = useMemo(
    () => clinicVetsWhere({ text: search.text, zipcode: search.zipcode }),
    [search.text, search.zipcode],
  );
  const searching = isSearching(search);
  return (
    <div className="vet-results">
      {Array.from({ length: pages }, (_, index) => (
        <VetPage
          key={index}
          index={index}
          where={where}
          isLast={index === pages - 1}
          searching={searching}
          focusOnLoad={focusPage === index}
          SlotPicker={SlotPicker}
          timeZone={timeZone}
          onBook={onBook}
          onMore={(viaButton) => {
            setPages((current) => Math.max(current, index + 2));
            // After 'Load more' the keyboard carries on at the first new vet.
            if (viaButton) setFocusPage(index + 1);
          }}
        />
      ))}
    </div>
  );
}

interface VetPageProps {
  index: number;
  where: Vendor_Listings_Bool_Exp;
  isLast: boolean;
  searching: boolean;
  focusOnLoad: boolean;
  SlotPicker: ClinicSlotPicker;
  timeZone: string;
  onBook: (vet: ClinicVet, slot: string) => void;
  onMore: (viaButton: boolean) => void;
}

function VetPage({
  index,
  where,
  isLast,
  searching,
  focusOnLoad,
  SlotPicker,
  timeZone,
  onBook,
  onMore,
}: VetPageProps) {
  const [{ data, fetching, error }, reexecute] = useClinicVetsQuery({
    variables: { where, limit: VET_PAGE_SIZE, offset: index * VET_PAGE_SIZE },
  });
  const vets = data?.vendor_listings ?? [];
  const focusRef = useRef<HTMLDivElement>(null);
  const loaded = data !== undefined;
  useEffect(() => {
    if (!focusOnLoad || !loaded) return;
    // The first new vet, or the end message when the page came back empty.
    const target = focusRef.current?.querySelector<HTMLElement>('article, .vet-status');
    if (!target) return;
    target.tabIndex = -1;
    target.focus();
  }, [focusOnLoad, loaded]);

  let status = null;
  if (!data && fetching) {
    // Each vet to come keeps its place: the cards replace placeholders of their size, so nothing
    // on screen moves when the list arrives (the CLS target in bench/README.md).
    status = (
      <>
        <Loading />
        {Array.from({ length: VET_PAGE_SIZE }, (_, n) => (
          <div key={n} className="vet-card vet-card-placeholder" aria-hidden="true" />
        ))}
      </>
    );
  } else if (!data && error) {
    status = (
      <div className="vet-status">
        <p role="alert">{VET_LIST_TEXT.failed}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            reexecute({ requestPolicy: 'network-only' });
          }}
        >
          {VET_LIST_TEXT.retry}
        </button>
      </div>
    );
  } else if (data && isLast) {
    if (vets.length === VET_PAGE_SIZE) status = <LoadMore onMore={onMore} />;
    else if (index === 0 && vets.length === 0) {
      status = (
        <p className="vet-status" role="status">
          {searching ? VET_LIST_TEXT.noMatch : VET_LIST_TEXT.none}
        </p>
      );
    } else {
      status = (
        <p className="vet-status vet-end" role="status">
          {VET_LIST_TEXT.end}
        </p>
      );
    }
  }

  return (
    <div ref={focusRef} className="vet-page">
      {vets.map((vet) => (
        <VetCard
          key={vet.id}
          vet={vet}
          SlotPicker={SlotPicker}
          timeZone={timeZone}
          onBook={onBook}
        />
      ))}
      {status}
    </div>
  );
}
