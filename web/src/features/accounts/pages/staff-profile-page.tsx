import { useStaffProfileQuery } from '../../../generated/practice';
import { useAuthUser } from '../../../lib/auth';
import { ProfileScreen } from '../profile-screen';

/**
 * /app/settings/profile, every staff member's My Profile: names (required), e-mail and mobile
 * (read-only), the picture, and change password. The data service gives a staff member their
 * own login only.
 */
export function StaffProfilePage() {
  const user = useAuthUser();
  const [{ data, fetching, error }] = useStaffProfileQuery({
    variables: { id: user?.id ?? 0 },
    pause: !user,
  });
  return (
    <ProfileScreen
      account="staff"
      profile={data?.vendor_logins_by_pk}
      loading={fetching && !data}
      failed={Boolean(error)}
    />
  );
}
