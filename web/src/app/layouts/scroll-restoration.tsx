import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'petwell.scroll';

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** History entries whose positions are kept: the most recent, as far back as anyone goes. */
const KEPT = 50;

function remember(key: string) {
  try {
    const kept = Object.entries(positions()).filter(([k]) => k !== key);
    const latest = [...kept.slice(-(KEPT - 1)), [key, window.scrollY]];
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(latest)));
  } catch {
    // Storage full or refused: back and forward then start at the top.
  }
}

/**
 * Where a page starts: a new page at the top (or at its `#hash` target), and back, forward and
 * a reload where the visitor was (positions by history entry, in session storage). A navigation
 * commits once its page's code has loaded, so the page is there to scroll.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const leave = () => {
      remember(location.key);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions()[location.key];
    if (action === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (action !== NavigationType.Pop) {
      window.scrollTo(0, 0);
    }
    return () => {
      remember(location.key);
    };
  }, [location.key, location.hash, action]);

  return null;
}
