import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { type AuthUser, logout } from '../../lib/auth';

/** The user's names as the token has them (renewed after a profile change); '' without. */
const fullName = (user: AuthUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim();

/** The first letters of the names, or of the e-mail when the token has no names. */
function initials(user: AuthUser): string {
  const letters = [user.first_name, user.last_name]
    .map((name) => name?.trim().slice(0, 1) ?? '')
    .join('');
  return (letters || user.email.slice(0, 1)).toUpperCase() || '?';
}

/** The signed-in user's name and the profile picture menu: Dashboard and Logout. */
export function AvatarMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const name = fullName(user);
  return (
    <div className="account-menu">
      {name ? <span className="account-name">{name}</span> : null}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="avatar-button"
          // Without a picture the button shows the initials, so its name starts with them: a
          // person who says what they see ('click ET') reaches it.
          aria-label={`${user.pic ? '' : `${initials(user)}: `}Account menu for ${user.email}`}
        >
          {user.pic ? (
            <img src={user.pic} alt="" width={40} height={40} className="avatar-image" />
          ) : (
            <span className="avatar-initials" aria-hidden="true">
              {initials(user)}
            </span>
          )}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="avatar-menu" align="end" sideOffset={8}>
            <DropdownMenu.Label className="avatar-menu-label">
              {name ? <span className="avatar-menu-name">{name}</span> : null}
              {user.email}
            </DropdownMenu.Label>
            <DropdownMenu.Item
              className="avatar-menu-item"
              onSelect={() => {
                void navigate('/app');
              }}
            >
              Dashboard
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className="avatar-menu-item"
              onSelect={() => {
                void logout();
              }}
            >
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
