import type { AuthUser } from '../lib/auth';

/**
 * The side menus of the logged-in app (spec 001 section 2). A screen's entry is added here when
 * its screen arrives, so the menu never shows a link that leads nowhere.
 */
export interface MenuItem {
  label: string;
  to: string;
  /** Match the path exactly (the dashboard). */
  end?: boolean;
  /** Shown only when this holds (root admin only, main vendor only...). */
  when?: (user: AuthUser) => boolean;
}

export const USER_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/app', end: true },
  { label: 'eConsults', to: '/app/my-appointments' },
];

/** A vendor's /app is their appointments (spec 001 section 2), so the menu starts there. */
export const VENDOR_MENU: readonly MenuItem[] = [
  { label: 'My Appointments', to: '/app/appointments' },
];

/** Both menus end with Logout. */
export const LOGOUT_ITEM: MenuItem = { label: 'Logout', to: '/app/logout' };

export function menuFor(user: AuthUser): MenuItem[] {
  const items = user.role === 'vendor' ? VENDOR_MENU : USER_MENU;
  return [...items.filter((item) => !item.when || item.when(user)), LOGOUT_ITEM];
}
