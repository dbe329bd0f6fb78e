import { HOUSE_CALL_VISIT_MESSAGES, MESSAGES } from '@petwell/domain';

/** The staff's House Calls screen's texts. */
export const HOUSE_CALLS_TEXT = {
  title: 'House Calls',
  empty: 'No House Calls Found',
  failed: MESSAGES.loadFailed,
  actionFailed: MESSAGES.generic,
  packageName: (id: number) => `House call ${String(id)}`,
  active: 'Active',
  expired: 'Expired',
  visitsUsed: (used: number, total: number) => `${String(used)} / ${String(total)} visits`,
  visit: (n: number) => `Visit ${String(n)}`,
  notRecorded: 'Not recorded yet',
  recordVisit: 'Record visit',
  editVisit: 'Edit',
  deleteVisit: 'Delete',
  save: 'Save visit',
  cancel: 'Cancel',
  visitedAt: 'Date and time of the visit',
  note: 'Note',
  noteCounter: (length: number, max: number) => `${String(length)} / ${String(max)} characters`,
  confirmDelete: (visit: number, name: string) => `Delete visit ${String(visit)} of ${name}?`,
  deleteEffect: 'The owner no longer sees this visit, and the package has it free again.',
  done: {
    recorded: (visit: number, name: string) => `Visit ${String(visit)} of ${name} was recorded.`,
    updated: (visit: number, name: string) => `Visit ${String(visit)} of ${name} was saved.`,
    deleted: (visit: number, name: string) => `Visit ${String(visit)} of ${name} was deleted.`,
  },
  refused: {
    twoPerPackage: HOUSE_CALL_VISIT_MESSAGES.twoPerPackage,
    withinPackageYear: HOUSE_CALL_VISIT_MESSAGES.withinPackageYear,
  },
} as const;
