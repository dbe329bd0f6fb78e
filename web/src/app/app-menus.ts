import type { AuthUser } from '../lib/auth';
import type { AppArea } from './layouts/app-layout';

/**
 * The side menus of the logged-in app, in their fixed order. Each entry is shown only once its
 * screen is routed (`menuFor`'s `screens`), so the menu never shows a link that leads nowhere:
 * screens join the menu by joining the router.
 */
export interface MenuItem {
  label: string;
  to: string;
  /** Shown only when this holds (root admin only, main vendor only...). */
  when?: (user: AuthUser) => boolean;
}

/** The pet owner's menu. */
export const OWNER_MENU: readonly MenuItem[] = [
  { label: 'Health Assessment', to: '/app/my-health' },
  { label: 'eConsults', to: '/app/my-appointments' },
  // Not in the spec's menu: the owner answers practices that ask for their records.
  { label: 'Record Sharing', to: '/app/record-sharing' },
  { label: 'SMO', to: '/app/my-smo' },
  { label: 'Questions', to: '/app/my-questions' },
  // Not in the spec's menu: the yearly house-call package, its visits and its year.
  { label: 'House Calls', to: '/app/my-house-calls' },
  { label: 'Medical Records', to: '/app/medical-records' },
  { label: 'My Pets', to: '/app/my-pets' },
  { label: 'Settings', to: '/app/my-profile' },
];

/** The root admins of the main vendor (the platform), who approve and suspend practices. */
export const isPlatformRootAdmin = (user: AuthUser) =>
  user.role === 'root_admin' && user.isMainVendor;

/** The practice's menu. */
export const PRACTICE_MENU: readonly MenuItem[] = [
  { label: 'My Appointments', to: '/app/appointments' },
  { label: 'My Listings', to: '/app/listings' },
  { label: 'Settings', to: '/app/settings' },
  { label: 'Reports', to: '/app/reports', when: (user) => user.role === 'root_admin' },
  { label: 'Users', to: '/app/users', when: (user) => user.isMainVendor },
  // Not in the spec's menu: other practices reach their own customers on the same screen.
  { label: 'Customers', to: '/app/users', when: (user) => !user.isMainVendor },
  // The platform answers the second opinions and questions ordered on the main site.
  { label: 'SMO Requests', to: '/app/smo-requests', when: (user) => user.isMainVendor },
  { label: 'Questions', to: '/app/questions', when: (user) => user.isMainVendor },
  // Not in the spec's menu: the yearly house-call packages a practice serves, for every practice
  // (the platform's staff also see the packages ordered on the main site).
  { label: 'House Calls', to: '/app/house-calls' },
  // Not in the spec's menu: the platform vets the practices that sign up.
  { label: 'Practices', to: '/app/practices', when: isPlatformRootAdmin },
];

/** Both menus end with Logout. */
export const LOGOUT_ITEM: MenuItem = { label: 'Logout', to: '/app/logout' };

/** The signed-in user's menu: the entries whose screen is routed and whose condition holds. */
export function menuFor(user: AuthUser, screens: ReadonlySet<string>): MenuItem[] {
  return shown(user.role === 'user' ? OWNER_MENU : PRACTICE_MENU, screens, (when) => when(user));
}

/**
 * The menu of an area's prerendered frame, drawn before the session is known (app-layout.tsx):
 * the area's entries that hold for every user of it. The owner's menu has no conditions, so an
 * owner's frame shows their whole menu.
 */
export function frameMenu(area: AppArea, screens: ReadonlySet<string>): MenuItem[] {
  return shown(
    area === 'owner' ? OWNER_MENU : area === 'practice' ? PRACTICE_MENU : [],
    screens,
    () => false,
  );
}

/** A menu's entries whose screen is routed and whose condition, if any, `holds`; then Logout. */
function shown(
  items: readonly MenuItem[],
  screens: ReadonlySet<string>,
  holds: (when: NonNullable<MenuItem['when']>) => boolean,
): MenuItem[] {
  return [
    ...items.filter((item) => screens.has(item.to) && (!item.when || holds(item.when))),
    LOGOUT_ITEM,
  ];
}
