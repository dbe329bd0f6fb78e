import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { type AuthUser, logout } from '../../lib/auth';

function initials(user: AuthUser): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const source = name || user.email;
  return source.slice(0, 1).toUpperCase() || '?';
}

/** The profile picture menu: Dashboard and Logout. */
export function AvatarMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="avatar-button" aria-label={`Account menu for ${user.email}`}>
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
          <DropdownMenu.Label className="avatar-menu-label">{user.email}</DropdownMenu.Label>
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
  );
}
