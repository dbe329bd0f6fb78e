import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { AvatarSection } from './avatar-section';
import { ChangePasswordForm } from './change-password-form';
import type { ProfileAccount } from './profile-account';
import { ProfileForm } from './profile-form';
import { PROFILE_TEXT } from './profile-messages';
import './accounts.css';
import './profile.css';

/** The person's row as both profile queries answer it. */
export interface ProfileRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
  pic?: string | null;
}

/** How each kind of account changes its password and where it logs in again. */
const PASSWORD: Record<ProfileAccount, { role: 'user' | 'vendor'; loginHref: string }> = {
  owner: { role: 'user', loginHref: '/login' },
  staff: { role: 'vendor', loginHref: '/vendor/login' },
};

/**
 * My Profile, for an owner or a staff member: names (required), e-mail and mobile (read-only),
 * the picture, what the account adds beside it (the owner's plan), and change password; loading
 * and error states of the profile query.
 */
export function ProfileScreen({
  account,
  profile,
  loading,
  failed,
  aside,
}: {
  account: ProfileAccount;
  profile: ProfileRow | null | undefined;
  loading: boolean;
  failed: boolean;
  aside?: ReactNode;
}) {
  let body;
  if (loading) body = <Loading />;
  else if (!profile) body = <Alert tone="error">{PROFILE_TEXT.failed}</Alert>;
  else {
    body = (
      <>
        {failed ? <Alert tone="error">{PROFILE_TEXT.failed}</Alert> : null}
        <div className="profile-layout">
          <section className="profile-section profile-details" aria-labelledby="profile-details">
            <h2 id="profile-details">{PROFILE_TEXT.detailsHeading}</h2>
            <ProfileForm
              account={account}
              id={profile.id}
              firstName={profile.first_name}
              lastName={profile.last_name}
              email={profile.email}
              phone={profile.phone ?? null}
            />
          </section>
          <div className="profile-aside">
            <AvatarSection
              account={account}
              id={profile.id}
              pic={profile.pic ?? null}
              initials={`${profile.first_name.slice(0, 1)}${profile.last_name.slice(0, 1)}`.toUpperCase()}
            />
            {aside}
          </div>
        </div>
        <section className="profile-section profile-password" aria-labelledby="profile-password">
          <h2 id="profile-password">{PROFILE_TEXT.passwordHeading}</h2>
          <ChangePasswordForm
            role={PASSWORD[account].role}
            forgotCode={null}
            initialEmail={profile.email}
            loginHref={PASSWORD[account].loginHref}
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
