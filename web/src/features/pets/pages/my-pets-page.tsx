import { petTypeLabel } from '@petwell/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { useAuthUser } from '../../../lib/auth';
import { PetDialog } from '../pet-dialog';
import { PET_TEXT } from '../pet-messages';
import type { PetSummary } from '../pet-summary';
import { useMyPets } from '../use-my-pets';
import '../pets.css';

/** A pet's health records (the Medical Records screen, filtered by pet). */
export const petRecordsPath = (petId: number) => `/app/medical-records?pid=${String(petId)}`;

/**
 * /app/my-pets: the owner's pets as cards with name, type and breed,
 * each with Edit (the pet pop-up, which also deletes) and a link to its health records, and the
 * 'Add Pet' card. The owner app's layout lets only owners in; the data service returns only
 * their own pets.
 */
export function MyPetsPage() {
  const user = useAuthUser();
  const { pets, loading, failed } = useMyPets(user);
  const [dialog, setDialog] = useState<{ open: boolean; pet?: PetSummary | undefined }>({
    open: false,
  });

  return (
    <section className="my-pets-screen">
      <PageTitle title={PET_TEXT.pageTitle} />
      <h1>{PET_TEXT.pageTitle}</h1>
      {loading ? <Loading /> : null}
      {failed ? <Alert tone="error">{PET_TEXT.failed}</Alert> : null}
      {loading || failed ? null : (
        <>
          {pets.length === 0 ? <p className="pet-empty">{PET_TEXT.empty}</p> : null}
          <PetGrid
            pets={pets}
            onEdit={(pet) => {
              setDialog({ open: true, pet });
            }}
            onAdd={() => {
              setDialog({ open: true });
            }}
          />
        </>
      )}
      <PetDialog
        pet={dialog.pet}
        open={dialog.open}
        onOpenChange={(open) => {
          setDialog((current) => ({ ...current, open }));
        }}
      />
    </section>
  );
}

/** The pets' cards, then the 'Add Pet' card. */
function PetGrid({
  pets,
  onEdit,
  onAdd,
}: {
  pets: PetSummary[];
  onEdit: (pet: PetSummary) => void;
  onAdd: () => void;
}) {
  return (
    <ul className="pet-grid my-pets-grid" aria-label={PET_TEXT.pageTitle}>
      {pets.map((pet) => (
        <li key={pet.id} className="pet-tile">
          <h2 className="pet-tile-name">{pet.name}</h2>
          <p className="pet-card-type">
            {petTypeLabel(pet.type)}
            {pet.breed ? ` · ${pet.breed}` : ''}
          </p>
          <div className="pet-tile-actions">
            <button
              type="button"
              className="button button-secondary pet-tile-edit"
              aria-label={`Edit ${pet.name}`}
              onClick={() => {
                onEdit(pet);
              }}
            >
              Edit
            </button>
            <Link
              className="pet-tile-records"
              to={petRecordsPath(pet.id)}
              aria-label={`Health records of ${pet.name}`}
            >
              Health records
            </Link>
          </div>
        </li>
      ))}
      <li className="pet-tile-cell">
        <button type="button" className="pet-card pet-card-add" onClick={onAdd}>
          <span aria-hidden="true" className="pet-card-plus">
            +
          </span>
          <span className="pet-card-name">{PET_TEXT.addTitle}</span>
        </button>
      </li>
    </ul>
  );
}
