import { directoryLabels, SERVICE_CATEGORIES } from '@petwell/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  type ClinicSlotPicker,
  type ClinicVet,
  clinicVisitPrice,
  specialtyLabels,
} from './clinic-visit-order';
import { VetAvatar } from './vet-avatar';

const formatPrice = (price: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(price);

export interface VetCardProps {
  vet: ClinicVet;
  SlotPicker: ClinicSlotPicker;
  /** The viewer's zone, for the slot picker. */
  timeZone: string;
  /** A slot was picked for this vet. */
  onBook: (vet: ClinicVet, slot: string) => void;
}

/**
 * One vet of the clinic list: avatar, specialty labels, name, clinic, address, city and zipcode,
 * category badges, the clinic visit's price, and a 'Book Appointment' button that shows the slot
 * picker under the card.
 */
export function VetCard({ vet, SlotPicker, timeZone, onBook }: VetCardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const specialties = specialtyLabels(vet);
  const categories = directoryLabels(SERVICE_CATEGORIES, vet.categories);
  const price = clinicVisitPrice(vet);
  const region = [vet.state, vet.zipcode].filter(Boolean).join(' ');
  return (
    <article className="vet-card" aria-labelledby={`${id}-name`}>
      <div className="vet-card-main">
        <VetAvatar src={vet.avatar} name={vet.line1} />
        <div className="vet-card-body">
          {specialties.length > 0 ? (
            <p className="vet-specialties">
              <span className="visually-hidden">Specialties: </span>
              {specialties.join(' · ')}
            </p>
          ) : null}
          <h2 id={`${id}-name`} className="vet-name">
            {vet.line1}
          </h2>
          <p className="vet-clinic">{vet.title}</p>
          <address className="vet-address">
            {vet.address ? <span>{vet.address}</span> : null}
            {vet.city || region ? (
              <span>{[vet.city, region].filter(Boolean).join(', ')}</span>
            ) : null}
          </address>
          {categories.length > 0 ? (
            <ul className="vet-categories" aria-label="Services">
              {categories.map((label) => (
                <li key={label} className="vet-badge">
                  {label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="vet-card-aside">
          {price === undefined ? null : (
            <p className="vet-price">
              <span className="visually-hidden">Clinic visit price: </span>
              {formatPrice(price)}
            </p>
          )}
          <button
            type="button"
            className="button button-primary"
            aria-expanded={open}
            aria-controls={`${id}-slots`}
            onClick={() => {
              setOpen((current) => !current);
            }}
          >
            Book Appointment
          </button>
          {/* Video, phone and chat consultations are booked through the practice's wizard. */}
          <Link className="vet-card-more" to={`/vet-appointments/book/${String(vet.vendor_id)}`}>
            Video, phone or chat<span className="visually-hidden"> with {vet.title}</span>
          </Link>
        </div>
      </div>
      <div id={`${id}-slots`} className="vet-card-slots" hidden={!open}>
        {open ? (
          <SlotPicker
            listingId={vet.id}
            type="clinic_visit"
            timeZone={timeZone}
            value={undefined}
            onPick={(slot) => {
              if (slot) onBook(vet, slot);
            }}
            label={`Choose a clinic visit time with ${vet.line1}`}
          />
        ) : null}
      </div>
    </article>
  );
}
