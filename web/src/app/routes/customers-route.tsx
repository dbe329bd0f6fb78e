import { useState } from 'react';
import { PHR_CATEGORIES } from '@petwell/domain';
import type { RenderPetRecords } from '../../features/customers/customer-view';
import { CustomersPage } from '../../features/customers/pages/customers-page';
import { RecordBrowser } from '../../features/medical-records/record-browser';
import '../../features/medical-records/medical-records.css';

/**
 * The owner's record browser for a customer's pet: the owner's records read-only, new ones added
 * as the practice (features do not import each other).
 */
function PetRecords({ id, name, userId, addRecord }: Parameters<RenderPetRecords>[0]) {
  const [category, setCategory] = useState<string>(PHR_CATEGORIES[0]?.value ?? '');
  return (
    <RecordBrowser
      subject={{ kind: 'pet', id, name }}
      userId={userId}
      category={category}
      onCategory={setCategory}
      readOnly
      addRecord={addRecord}
    />
  );
}

/** /app/users: the main vendor's Users and a practice's Customers, with a pet's records. */
export function CustomersRoute() {
  return <CustomersPage renderRecords={(pet) => <PetRecords key={pet.id} {...pet} />} />;
}
