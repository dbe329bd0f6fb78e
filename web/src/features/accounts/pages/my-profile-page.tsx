import { useMyProfileQuery } from '../../../generated/graphql';
import { useAuthUser } from '../../../lib/auth';
import { NotificationsSection } from '../notifications-section';
import { PlanSummary } from '../plan-summary';
import { ProfileScreen } from '../profile-screen';

/**
 * /app/my-profile, the owner's Settings: names (required), e-mail and
 * mobile (read-only), the picture, the plan, the notification choices, and change password. The owner app's layout lets
 * only owners in; the data service gives an owner their own row only.
 */
export function MyProfilePage() {
  const user = useAuthUser();
  const [{ data, fetching, error }] = useMyProfileQuery({
    variables: { id: user?.id ?? 0 },
    pause: !user,
  });
  return (
    <ProfileScreen
      account="owner"
      profile={data?.users_by_pk}
      loading={fetching && !data}
      failed={Boolean(error)}
      aside={
        <>
          <PlanSummary />
          {user ? <NotificationsSection id={user.id} /> : null}
        </>
      }
    />
  );
}
