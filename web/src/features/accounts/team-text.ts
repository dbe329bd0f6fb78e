import { MESSAGES, TEAM_MESSAGES } from '@petwell/domain';

/** The Team tab's texts. */
export const TEAM_TEXT = {
  title: 'Team',
  add: 'Add team member',
  addHeading: 'New team member',
  editHeading: (name: string) => `Edit ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  empty: 'No other team members yet.',
  added: (email: string) =>
    `The team member is added. We sent ${email} a link to set their password.`,
  saved: 'Updated successfully!',
  deleted: TEAM_MESSAGES.deleted,
  passwordHintNew: 'Optional: they get an e-mail to set their own password.',
  passwordHintEdit: 'Leave empty to keep their password.',
  deleteQuestion: (name: string) => `Delete ${name}?`,
  deleteDescription: 'They can no longer log in to your practice.',
  successor: 'Who takes over their listings?',
  successorPlaceholder: 'Choose a team member',
  listings: (count: number) => (count === 1 ? '1 listing' : `${String(count)} listings`),
  roles: { 1: 'Root admin', 2: 'Admin', 3: 'User' } as Record<number, string>,
  errorTitle: MESSAGES.errorTitle,
  failed: MESSAGES.loadFailed,
  saveFailed: MESSAGES.generic,
} as const;
