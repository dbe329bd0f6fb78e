import type { AuthUser } from '../lib/auth';

/** What the menus need to know about a staff member's practice (its vendors row). */
export interface OwnPractice {
  status: string;
  /** The platform vendor: its root admins vet the practices that sign up. */
  isPlatform: boolean;
}

/**
 * The side menus of the logged-in app (spec 001 section 2). A screen's entry is added here when
 * its screen arrives, so the menu never shows a link that leads nowhere.
 */
export interface MenuItem {
  label: string;
  to: string;
  /** Match the path exactly (the dashboard). */
  end?: boolean;
  /**
   * Shown only when this holds (root admin only, main vendor only...); `practice` is unknown
   * until the staff member's practice has loaded.
   */
  when?: (user: AuthUser, practice: OwnPractice | undefined) => boolean;
}

export const USER_MENU: readonly MenuItem[] = [
  { label: 'Dashboard', to: '/app', end: true },
  { label: 'eConsults', to: '/app/my-appointments' },
  { label: 'Record Sharing', to: '/app/record-sharing' },
];

/** The root admins of the platform vendor, who approve and suspend practices. */
export const isPlatformRootAdmin = (user: AuthUser, practice: OwnPractice | undefined) =>
  user.role === 'vendor' && user.subrole === 1 && practice?.isPlatform === true;

/** A vendor's /app is their appointments (spec 001 section 2), so the menu starts there. */
export const VENDOR_MENU: readonly MenuItem[] = [
  { label: 'My Appointments', to: '/app/appointments' },
  { label: 'Practices', to: '/app/practices', when: isPlatformRootAdmin },
];

/** Both menus end with Logout. */
export const LOGOUT_ITEM: MenuItem = { label: 'Logout', to: '/app/logout' };

export function menuFor(user: AuthUser, practice?: OwnPractice): MenuItem[] {
  const items = user.role === 'vendor' ? VENDOR_MENU : USER_MENU;
  return [...items.filter((item) => !item.when || item.when(user, practice)), LOGOUT_ITEM];
}
