import { Navigate, NavLink, Outlet } from 'react-router';
import { useAuthUser } from '../../lib/auth';
import { settingsTabsFor } from './settings-tabs';
import './settings.css';

/**
 * The practice's Settings (/app/settings/*): a row of tabs over the chosen one. Staff see only
 * the tabs they may open; the root admins' tabs are guarded by the router as well, so a typed
 * address of one is the 404 page.
 */
export function SettingsLayout() {
  const user = useAuthUser();
  if (!user) return null;
  return (
    <div className="settings">
      <nav className="settings-tabs" aria-label="Settings">
        <ul>
          {settingsTabsFor(user).map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to}>{tab.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

/** /app/settings itself opens the first tab the user may open. */
export function SettingsHome() {
  const user = useAuthUser();
  const first = user ? settingsTabsFor(user)[0] : undefined;
  return first ? <Navigate to={first.to} replace /> : null;
}
