import { PetPicker } from '../../features/pets/pet-picker';
import { RecordSharingPage } from '../../features/record-sharing/pages/record-sharing-page';

/**
 * /app/record-sharing: the owner's record sharing, with the pets feature's picker for a booking
 * a practice made without a pet (features do not import each other).
 */
export function RecordSharingRoute() {
  return <RecordSharingPage PetPicker={PetPicker} />;
}
