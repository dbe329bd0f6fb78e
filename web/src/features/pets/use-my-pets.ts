import { useMyPetsQuery } from '../../generated/graphql';
import type { AuthUser } from '../../lib/auth';
import { type PetSummary, toPetSummary } from './pet-summary';

// An insert into an empty list must refetch it too: the document cache only knows a typename
// it has seen in an answer.
const PETS_CONTEXT = { additionalTypenames: ['pets'] };

/**
 * The signed-in owner's pets (status not 0), refetched after any pet is added, changed or
 * deleted; `loading` only before the first answer, `failed` only when there is none.
 */
export function useMyPets(user: AuthUser | null) {
  const [{ data, fetching, error }] = useMyPetsQuery({
    variables: { userId: user?.id ?? 0 },
    pause: !user,
    context: PETS_CONTEXT,
  });
  const pets: PetSummary[] = (data?.pets ?? []).map(toPetSummary);
  return { pets, loading: fetching && !data, failed: Boolean(error) && !data };
}
