import type { PhrDetails } from '@petwell/domain';
import { useCallback } from 'react';
import {
  type Phr_Categories_Enum,
  useInsertCustomerRecordMutation,
} from '../../generated/practice';

/** A query or a mutation of records: the record lists refetch after a change to `phr`. */
const RECORDS_CONTEXT = { additionalTypenames: ['phr'] };

/** Adds a record to a customer's pet as the practice; answers whether it was saved. */
export function useAddCustomerRecord() {
  const [, insert] = useInsertCustomerRecordMutation();
  return useCallback(
    async (
      pet: { id: number; userId: number },
      category: string,
      details: PhrDetails,
    ): Promise<boolean> => {
      const result = await insert(
        {
          userId: pet.userId,
          petId: pet.id,
          // The record browser offers the categories of PHR_CATEGORIES, the enum's values.
          category: category as Phr_Categories_Enum,
          details,
        },
        RECORDS_CONTEXT,
      );
      return !result.error && Boolean(result.data?.insert_phr_one);
    },
    [insert],
  );
}
