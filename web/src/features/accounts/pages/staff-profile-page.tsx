import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { useStaffProfileQuery } from '../../../generated/practice';
import { useAuthUser } from '../../../lib/auth';
import { AvatarSection } from '../avatar-section';
import { ChangePasswordForm } from '../change-password-form';
import { ProfileForm } from '../profile-form';
import { PROFILE_TEXT } from '../profile-messages';
import '../accounts.css';
import '../profile.css';

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
  const profile = data?.vendor_logins_by_pk;

  let body;
  if (fetching && !data) body = <Loading />;
  else if (!profile) body = <Alert tone="error">{PROFILE_TEXT.failed}</Alert>;
  else {
    body = (
      <>
        {error ? <Alert tone="error">{PROFILE_TEXT.failed}</Alert> : null}
        <div className="profile-layout">
          <section className="profile-section profile-details" aria-labelledby="profile-details">
            <h2 id="profile-details">{PROFILE_TEXT.detailsHeading}</h2>
            <ProfileForm
              account="staff"
              id={profile.id}
              firstName={profile.first_name}
              lastName={profile.last_name}
              email={profile.email}
              phone={profile.phone ?? null}
            />
          </section>
          <div className="profile-aside">
            <AvatarSection
              account="staff"
              id={profile.id}
              pic={profile.pic ?? null}
              initials={`${profile.first_name.slice(0, 1)}${profile.last_name.slice(0, 1)}`.toUpperCase()}
            />
          </div>
        </div>
        <section className="profile-section profile-password" aria-labelledby="profile-password">
          <h2 id="profile-password">{PROFILE_TEXT.passwordHeading}</h2>
          <ChangePasswordForm
            role="vendor"
            forgotCode={null}
            initialEmail={profile.email}
            loginHref="/vendor/login"
            signedIn
          />
        </section>
      </>
    );
  }

  return (
    <section className="profile-screen">
      <PageTitle title={PROFILE_TEXT.title} />
      <h1>{PROFILE_TEXT.title}</h1>
      {body}
    </section>
  );
}
