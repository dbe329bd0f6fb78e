/** A pet as the picker and the dialog show it. */
export interface PetSummary {
  id: number;
  name: string;
  /** A code of the pet-type list (domain PET_TYPES). */
  type: number;
  breed: string | null;
  notes: string | null;
}

/** The summary of a pet row from the data service (extra columns are dropped). */
export const toPetSummary = (row: PetSummary): PetSummary => ({
  id: row.id,
  name: row.name,
  type: row.type,
  breed: row.breed,
  notes: row.notes,
});
