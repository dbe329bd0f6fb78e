import { useUpdateAvatarMutation, useUpdateProfileMutation } from '../../generated/graphql';
import {
  useUpdateStaffAvatarMutation,
  useUpdateStaffProfileMutation,
} from '../../generated/practice';

/**
 * Whose profile a screen edits: an owner's (users) or a staff member's (vendor_logins). The data
 * service lets each change only their own row's names and picture.
 */
export type ProfileAccount = 'owner' | 'staff';

/** Saves the names of the account's own row; true once the row is saved. */
export function useSaveNames(account: ProfileAccount) {
  const [, updateOwner] = useUpdateProfileMutation();
  const [, updateStaff] = useUpdateStaffProfileMutation();
  return async (variables: { id: number; first_name: string; last_name: string }) => {
    if (account === 'owner') {
      const result = await updateOwner(variables);
      return !result.error && Boolean(result.data?.update_users_by_pk);
    }
    const result = await updateStaff(variables);
    return !result.error && Boolean(result.data?.update_vendor_logins_by_pk);
  };
}

/** Sets (or, with null, removes) the picture of the account's own row; true once saved. */
export function useSavePicture(account: ProfileAccount) {
  const [, updateOwner] = useUpdateAvatarMutation();
  const [, updateStaff] = useUpdateStaffAvatarMutation();
  return async (variables: { id: number; pic: string | null }) => {
    if (account === 'owner') {
      const result = await updateOwner(variables);
      return !result.error && Boolean(result.data?.update_users_by_pk);
    }
    const result = await updateStaff(variables);
    return !result.error && Boolean(result.data?.update_vendor_logins_by_pk);
  };
}
