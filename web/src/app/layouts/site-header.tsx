import {
  lazy,
  type ReactNode,
  Suspense,
  type SyntheticEvent,
  useEffect,
  useId,
  useState,
} from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { config } from '../../config/config';
import { HEADER_SOLID_AFTER_PX } from '../../config/ui';
import { useAuthUser } from '../../lib/auth';
import { useSite } from '../../lib/site-context';
import { lazyWithGraphql } from '../../lib/with-graphql';
import { ServicesMenu } from './services-menu';
import { useScrolled } from './use-scrolled';
import './site-header.css';

// The avatar menu (Radix dropdown + positioning) loads only for signed-in visitors.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

// The client plan's logo (a `cc` link) and the GraphQL client it needs load only with such a link;
// meanwhile nothing shows, as while its query runs, so the header does not move.
const ClientLogo = lazyWithGraphql(() => import('./client-logo').then((m) => m.ClientLogo));

/** Navigation is hidden on the login and sign-up pages. */
export function isAuthPath(pathname: string): boolean {
  return /\/(login|signup)\/?$/.test(pathname);
}

/** A logo that fails to load is hidden: the name beside it (or its alt text) stays. */
const hideBrokenImage = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

function Brand() {
  const site = useSite();
  if (site.kind === 'vendor') {
    const { name, logo } = site.website;
    return (
      <Link to="/" className="brand">
        {logo ? (
          <img
            src={logo}
            alt=""
            width={40}
            height={40}
            className="brand-logo"
            onError={hideBrokenImage}
          />
        ) : null}
        <span className="brand-name">{name}</span>
      </Link>
    );
  }
  return (
    <Link to="/" className="brand">
      <img src="/favicon.svg" alt="" width={36} height={36} className="brand-logo" />
      <span className="brand-name">{config.brandName}</span>
    </Link>
  );
}

export interface SiteHeaderProps {
  /**
   * The practice's app: the practice's brand (given, or the site's on its own host) and the
   * avatar menu only, no site navigation.
   */
  practice?: { brand: ReactNode } | undefined;
  /**
   * The page is for a signed-in user (the app's layout): until the session is known (a
   * prerendered page taken over by the app) the avatar's place is kept, not a Login button.
   */
  signedIn?: boolean;
}

/**
 * The site header: services dropdown, Pricing, For Vets, and Login or the avatar menu; white after
 * 100 px of scroll; a `cc` query parameter shows the client's logo; on a practice's site, the
 * practice's name and logo and no services menu.
 */
export function SiteHeader({ practice, signedIn = false }: SiteHeaderProps = {}) {
  const user = useAuthUser();
  const site = useSite();
  const location = useLocation();
  const [params] = useSearchParams();
  const scrolled = useScrolled(HEADER_SOLID_AFTER_PX);
  const [open, setOpen] = useState(false);
  const navId = useId();
  const clientCode = params.get('cc');
  const showNav = !isAuthPath(location.pathname);
  const whiteLabel = site.kind === 'vendor';

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  const avatarPlace = <span className="avatar-placeholder" aria-hidden="true" />;
  const account = user ? (
    <Suspense fallback={avatarPlace}>
      <AvatarMenu user={user} />
    </Suspense>
  ) : signedIn ? (
    avatarPlace
  ) : (
    <Link className="button button-primary header-login" to="/login">
      Login
    </Link>
  );

  if (practice) {
    return (
      <header className={`site-header${scrolled ? ' is-solid' : ''}`}>
        <div className="container header-bar">
          <div className="header-brand">{whiteLabel ? <Brand /> : practice.brand}</div>
          <div className="header-account">{account}</div>
        </div>
      </header>
    );
  }

  return (
    <header className={`site-header${scrolled ? ' is-solid' : ''}`}>
      <div className="container header-bar">
        <div className="header-brand">
          <Brand />
          {clientCode ? (
            <Suspense fallback={null}>
              <ClientLogo code={clientCode} />
            </Suspense>
          ) : null}
        </div>
        {showNav ? (
          <>
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => {
                setOpen((v) => !v);
              }}
            >
              <span className="menu-toggle-bars" aria-hidden="true" />
              <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
            </button>
            <div id={navId} className={`header-nav${open ? ' is-open' : ''}`}>
              <nav className="nav-root" aria-label="Main">
                {whiteLabel ? null : (
                  <ul className="nav-list">
                    <ServicesMenu />
                    <li className="nav-item">
                      <NavLink to="/pricing/">Pricing</NavLink>
                    </li>
                    <li className="nav-item">
                      <NavLink to="/for-vet/">For Vets</NavLink>
                    </li>
                  </ul>
                )}
              </nav>
              <div className={`header-account${user || signedIn ? ' is-signed-in' : ''}`}>
                {account}
              </div>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
