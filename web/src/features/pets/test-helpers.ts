import { graphql, HttpResponse } from 'msw';
import type {
  DeletePetMutation,
  DeletePetMutationVariables,
  InsertPetMutation,
  InsertPetMutationVariables,
  MyPetsQuery,
  MyPetsQueryVariables,
  UpdatePetMutation,
  UpdatePetMutationVariables,
} from '../../generated/graphql';
import { server } from '../../test/server';
import type { WithTypename } from '../../test/typename';

export interface PetRow {
  id: number;
  name: string;
  type: number;
  breed: string | null;
  notes: string | null;
  phr_id: string;
}

export const BISCUIT: PetRow = {
  id: 1,
  name: 'Biscuit',
  type: 1,
  breed: 'Golden Retriever',
  notes: null,
  phr_id: '0b6a3c52-0000-4000-8000-000000000001',
};
export const JUNIPER: PetRow = {
  id: 4,
  name: 'Juniper',
  type: 4,
  breed: null,
  notes: 'Stall 12',
  phr_id: '0b6a3c52-0000-4000-8000-000000000004',
};

export interface PetCall {
  op: string;
  variables: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A tiny pets table behind the GraphQL handlers, with soft delete (status 0 leaves the list);
 * records every call's variables. A new pet gets id 30.
 */
export function petsBackend(initial: PetRow[]): PetCall[] {
  let rows = [...initial];
  const deleted = new Set<number>();
  const calls: PetCall[] = [];
  const live = () =>
    rows.filter((row) => !deleted.has(row.id)).sort((a, b) => a.name.localeCompare(b.name));
  server.use(
    graphql.query<MyPetsQuery, MyPetsQueryVariables>('MyPets', ({ variables }) => {
      calls.push({ op: 'MyPets', variables });
      return HttpResponse.json({ data: { pets: live() } });
    }),
    graphql.mutation<WithTypename<InsertPetMutation>, InsertPetMutationVariables>(
      'InsertPet',
      ({ variables }) => {
        calls.push({ op: 'InsertPet', variables });
        const row = {
          id: 30,
          name: variables['name'],
          type: variables['type'],
          breed: text(variables['breed']),
          notes: text(variables['notes']),
          phr_id: '0b6a3c52-0000-4000-8000-000000000030',
        };
        rows = [...rows, row];
        return HttpResponse.json({ data: { insert_pets_one: { __typename: 'pets', ...row } } });
      },
    ),
    graphql.mutation<WithTypename<UpdatePetMutation>, UpdatePetMutationVariables>(
      'UpdatePet',
      ({ variables }) => {
        calls.push({ op: 'UpdatePet', variables });
        rows = rows.map((row) =>
          row.id === variables['id']
            ? {
                ...row,
                name: variables['name'],
                type: variables['type'],
                breed: text(variables['breed']),
                notes: text(variables['notes']),
              }
            : row,
        );
        const row = rows.find((r) => r.id === variables['id']);
        if (!row) return HttpResponse.json({ data: { update_pets_by_pk: null } });
        return HttpResponse.json({ data: { update_pets_by_pk: { __typename: 'pets', ...row } } });
      },
    ),
    graphql.mutation<WithTypename<DeletePetMutation>, DeletePetMutationVariables>(
      'DeletePet',
      ({ variables }) => {
        calls.push({ op: 'DeletePet', variables });
        deleted.add(variables['id']);
        return HttpResponse.json({
          data: { update_pets_by_pk: { __typename: 'pets', id: variables['id'], status: 0 } },
        });
      },
    ),
  );
  return calls;
}
