import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SERVICES } from './services';

/**
 * The header's Services dropdown: a disclosure (a button that shows and hides a list of links,
 * the WAI-ARIA disclosure navigation pattern). It closes on Escape (focus back on the button),
 * when focus or a click goes elsewhere, and on navigation. Hand-made rather than Radix's
 * navigation menu, which weighed about 10 KB gzipped in every page's first load.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !itemRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setOpen(false);
  }

  return (
    <li ref={itemRef} className="nav-item nav-services" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-trigger"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => {
          setOpen((current) => !current);
        }}
      >
        Services <span aria-hidden="true">▾</span>
      </button>
      <div id={contentId} className="nav-content" hidden={!open}>
        <ul className="services-list">
          {SERVICES.map((service) => (
            <li key={service.to}>
              <Link to={service.to}>{service.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
