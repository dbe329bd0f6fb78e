import { SLOT_MESSAGES } from '@petwell/domain';
import type { BookingWizardListingsQuery } from '../../generated/booking';
import { consultationText, listingAddress } from './wizard-format';

export type WizardListing = BookingWizardListingsQuery['vendor_listings'][number];

export interface WizardPracticeStepProps {
  listings: readonly WizardListing[];
  onChoose: (listingId: number) => void;
}

/** Stage 1: the practice's listings (clinic, doctor, address, what it offers) to choose from. */
export function WizardPracticeStep({ listings, onChoose }: WizardPracticeStepProps) {
  return (
    <ul className="wizard-listings">
      {listings.map((listing) => {
        const address = listingAddress(listing);
        return (
          <li key={listing.id} className="wizard-listing">
            {listing.avatar ? (
              <img
                className="wizard-listing-avatar"
                src={listing.avatar}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                onError={(event) => {
                  // A picture that cannot load is left out rather than shown broken.
                  event.currentTarget.hidden = true;
                }}
              />
            ) : null}
            <div className="wizard-listing-body">
              <h3>{listing.title}</h3>
              <p className="wizard-listing-doctor">{listing.line1}</p>
              {listing.line2 ? <p className="wizard-muted">{listing.line2}</p> : null}
              {address ? <p className="wizard-muted">{address}</p> : null}
              {listing.consultations.length === 0 ? (
                <p>{SLOT_MESSAGES.notAvailable}</p>
              ) : (
                <ul className="wizard-listing-offers">
                  {listing.consultations.map((c) => (
                    <li key={c.id}>{consultationText(c)}</li>
                  ))}
                </ul>
              )}
            </div>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                onChoose(listing.id);
              }}
            >
              Select<span className="visually-hidden"> {listing.title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
