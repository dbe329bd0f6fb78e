import { PageTitle } from '../../../components/page-title';
import { SHARING_TEXT } from '../messages';
import { RecordSharing } from '../record-sharing';
import type { SharingPetPicker } from '../record-sharing-parts';
import '../record-sharing.css';

export interface RecordSharingPageProps {
  /** The pets feature's picker, handed in by app/routes/record-sharing-route.tsx. */
  PetPicker: SharingPetPicker;
}

/**
 * /app/record-sharing, where the mail about a booking a practice made for an owner leads:
 * which practices see the owner's pets' records, and the owner's answer.
 * The owner app's layout (app/router.tsx) lets only owners in.
 */
export function RecordSharingPage({ PetPicker }: RecordSharingPageProps) {
  return (
    <section className="record-sharing-screen">
      <PageTitle title={SHARING_TEXT.title} />
      <h1>{SHARING_TEXT.title}</h1>
      <RecordSharing PetPicker={PetPicker} />
    </section>
  );
}
