import type { AuthUser } from '../../lib/auth';

/** A tab of the practice's Settings. */
export interface SettingsTab {
  label: string;
  to: string;
  /** The practice's own settings are its root admins'; every staff member has their profile. */
  rootAdminOnly: boolean;
}

/** Where /app/settings/* lives. */
export const SETTINGS_PATH = '/app/settings';

/**
 * The Settings tabs, in their order. A tab joins this list once its screen is routed under
 * /app/settings (router.tsx), so no tab leads nowhere.
 */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { label: 'Website', to: `${SETTINGS_PATH}/site`, rootAdminOnly: true },
  { label: 'Domains', to: `${SETTINGS_PATH}/domains`, rootAdminOnly: true },
  { label: 'Team', to: `${SETTINGS_PATH}/users`, rootAdminOnly: true },
  { label: 'My Profile', to: `${SETTINGS_PATH}/profile`, rootAdminOnly: false },
];

/** Root admins (sub-role 1) manage the practice's website, domains and team. */
export const isRootAdmin = (user: Pick<AuthUser, 'role'>) => user.role === 'root_admin';

/** The tabs this user may open. */
export const settingsTabsFor = (user: Pick<AuthUser, 'role'>): SettingsTab[] =>
  SETTINGS_TABS.filter((tab) => !tab.rootAdminOnly || isRootAdmin(user));
