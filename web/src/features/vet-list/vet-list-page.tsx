import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { readBookingPrefill } from '../../lib/booking-prefill';
import {
  type ClinicSlotPicker,
  type ClinicVet,
  type ClinicVisitCheckout,
  clinicVisitOrder,
} from './clinic-visit-order';
import { VetResults } from './vet-results';
import { normalizeSearch, type VetSearch } from './vet-search';
import './vet-list.css';

/** Typing pauses this long before the list follows the search boxes. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface VetListPageProps {
  /** The booking feature's slot picker (the route hands it in: features do not import each other). */
  SlotPicker: ClinicSlotPicker;
  /** The checkout feature's saveCheckout. */
  saveCheckout: (order: ClinicVisitCheckout) => void;
}

const sameSearch = (a: VetSearch, b: VetSearch) => a.text === b.text && a.zipcode === b.zipcode;

/**
 * The clinic vet list, /vet-appointments/list: search boxes for doctor, clinic or specialization
 * and for zipcode (applied on submit or after a pause in typing, and kept in the address as ?q= and
 * ?zip=), the vets with a clinic visit by infinite scroll, and on each a slot picker whose pick
 * stores the checkout data and goes to /checkout (with a link's ?reason= as the reason for
 * consult).
 */
export function VetListPage({ SlotPicker, saveCheckout }: VetListPageProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const applied = normalizeSearch({
    text: params.get('q') ?? '',
    zipcode: params.get('zip') ?? '',
  });
  const [inputs, setInputs] = useState<VetSearch>(applied);
  const [seen, setSeen] = useState<VetSearch>(applied);
  if (!sameSearch(applied, seen)) {
    // The address changed from outside (back, forward, a link): the boxes follow it.
    setSeen(applied);
    if (!sameSearch(normalizeSearch(inputs), applied)) setInputs(applied);
  }
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

  // The page is prerendered (app/prerender.tsx): its boxes take typing before the app runs, and
  // React keeps what is in them as it takes the page over without telling the state. What was
  // typed by then is the search, as if typed now (the pause below applies it).
  const textBox = useRef<HTMLInputElement>(null);
  const zipcodeBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const [text, zipcode] = [textBox.current, zipcodeBox.current];
    if (!text || !zipcode) return;
    const typed = { text: text.value, zipcode: zipcode.value.trim() };
    setInputs((current) => (sameSearch(typed, current) ? current : typed));
  }, []);

  const pending = normalizeSearch(inputs);
  const changed = !sameSearch(pending, applied);

  const apply = useCallback(
    (search: VetSearch) => {
      setSeen(search);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of [
            ['q', search.text],
            ['zip', search.zipcode],
          ] as const) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Typing applies the search once it pauses; each keystroke re-arms the timer.
  const { text: pendingText, zipcode: pendingZipcode } = pending;
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      apply({ text: pendingText, zipcode: pendingZipcode });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [apply, changed, pendingText, pendingZipcode]);

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (changed) apply(pending);
  }

  function onBook(vet: ClinicVet, slot: string) {
    // A link's reason for consult (the health assessment's report) goes on to the checkout.
    const { reason } = readBookingPrefill(params);
    saveCheckout(clinicVisitOrder(vet, slot, timeZone, reason));
    void navigate('/checkout');
  }

  return (
    <div className="container vet-list-page">
      <PageTitle title="Book a Clinic Visit" />
      <h1>Book a Clinic Visit</h1>
      <p className="vet-list-lead">Find a vet near you and pick a time that suits you.</p>
      <form role="search" aria-label="Search vets" className="vet-search" onSubmit={onSubmit}>
        <TextField
          label="Doctor, clinic or specialization"
          name="q"
          type="search"
          autoComplete="off"
          maxLength={100}
          ref={textBox}
          value={inputs.text}
          onChange={(e) => {
            setInputs((current) => ({ ...current, text: e.target.value }));
          }}
        />
        <TextField
          label="Zipcode"
          name="zip"
          type="search"
          autoComplete="postal-code"
          maxLength={10}
          className="vet-search-zip"
          ref={zipcodeBox}
          value={inputs.zipcode}
          onChange={(e) => {
            setInputs((current) => ({ ...current, zipcode: e.target.value.trim() }));
          }}
        />
        <button type="submit" className="button button-primary vet-search-button">
          Search
        </button>
      </form>
      <VetResults
        key={`${applied.text}\n${applied.zipcode}`}
        search={applied}
        SlotPicker={SlotPicker}
        timeZone={timeZone}
        onBook={onBook}
      />
    </div>
  );
}
