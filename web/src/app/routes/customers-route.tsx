import { useState } from 'react';
import { PHR_CATEGORIES } from '@petwell/domain';
import { CustomersPage } from '../../features/customers/pages/customers-page';
import { RecordBrowser } from '../../features/medical-records/record-browser';
import '../../features/medical-records/medical-records.css';

/** The owner's record browser, read-only, for a customer's pet (features do not import each other). */
function PetRecords({ id, name, userId }: { id: number; name: string; userId: number }) {
  const [category, setCategory] = useState<string>(PHR_CATEGORIES[0]?.value ?? '');
  return (
    <RecordBrowser
      subject={{ kind: 'pet', id, name }}
      userId={userId}
      category={category}
      onCategory={setCategory}
      readOnly
    />
  );
}

/** /app/users: the main vendor's Users and a practice's Customers, with a pet's records. */
export function CustomersRoute() {
  return <CustomersPage renderRecords={(pet) => <PetRecords key={pet.id} {...pet} />} />;
}
