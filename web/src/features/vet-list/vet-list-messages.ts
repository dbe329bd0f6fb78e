import { MESSAGES } from '@petwell/domain';

/** The clinic vet list's texts. */
export const VET_LIST_TEXT = {
  end: "That's all folks!",
  failed: MESSAGES.loadFailed,
  noMatch: 'No vets match your search.',
  none: 'No vets are taking clinic bookings yet.',
  loadMore: 'Load more',
  retry: 'Try again',
} as const;
