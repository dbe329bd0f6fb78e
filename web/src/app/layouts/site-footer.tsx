import { useId, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { SupportPhoneLink } from '../../components/support-phone-link';
import { brandSlug, config } from '../../config/config';
import { NewsletterForm } from '../../features/newsletter';
import { useSite } from '../../lib/site-context';
import { noChanges } from '../../lib/use-hydrated';
import { SERVICES } from './services';
import './site-footer.css';

interface FooterLink {
  label: string;
  to: string;
}

/** The site map of the footer, a column per audience. */
const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  { title: 'Services', links: SERVICES },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about/' },
      { label: 'Leadership Team', to: '/leadership-team/' },
      { label: 'Our Partners', to: '/our-partners/' },
      { label: 'Shelter Program', to: '/shelter-partnership/' },
      { label: 'News', to: '/news/' },
      { label: 'FAQs', to: '/faqs/' },
      { label: 'Contact Us', to: '/contact-us/' },
    ],
  },
  {
    title: 'For Vets',
    links: [
      { label: `Join ${config.brandName}`, to: '/for-vet/' },
      { label: 'Become a Panel Vet', to: `/become-${brandSlug()}-vet/` },
      { label: 'Partner Relief Vet', to: '/partner-relief-vet/' },
      { label: 'Practice Management', to: '/vet-practice-management-solution/' },
      { label: 'Vet Login', to: '/vendor/login' },
    ],
  },
];

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The minimal footer of a practice's white-label site. */
function MinimalFooter({ name }: { name: string }) {
  return (
    <footer className="site-footer site-footer-minimal">
      <div className="container footer-minimal-row">
        <p>
          © {new Date().getFullYear()} {name}
        </p>
        <nav aria-label="Legal">
          <ul className="footer-inline-links">
            <li>
              <Link to="/privacy-policy/">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-conditions/">Terms &amp; Conditions</Link>
            </li>
          </ul>
        </nav>
        <p className="footer-powered">Powered by {config.brandName}</p>
      </div>
    </footer>
  );
}

/** The year of the build; a prerendered footer shows it until the page has hydrated. */
const BUILT_IN = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/** This year: the build's while a prerendered page hydrates (so the HTML matches), then the clock's. */
function useYear(): number {
  return useSyncExternalStore(
    noChanges,
    () => new Date().getFullYear(),
    () => BUILT_IN,
  );
}

/** The footer: newsletter box, phone, e-mail, social links and the site map. */
export function SiteFooter() {
  const site = useSite();
  const year = useYear();
  if (site.kind === 'vendor') return <MinimalFooter name={site.website.name} />;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {config.brandName}
          </h2>
          <p>Vet care for every pet, at the clinic, at home or on your phone.</p>
          <ul className="footer-links">
            <li>
              Call us: <SupportPhoneLink />
            </li>
            <li>
              E-mail: <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </li>
          </ul>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <FooterColumn key={column.title} {...column} />
        ))}
        <section className="footer-newsletter" aria-label="Newsletter">
          <NewsletterForm />
          <ul className="footer-social" aria-label="Social media">
            {config.social.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {config.brandName}. All rights reserved.
        </p>
        <ul className="footer-inline-links">
          <li>
            <Link to="/privacy-policy/">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms-conditions/">Terms &amp; Conditions</Link>
          </li>
          <li>
            <Link to="/download-app/">Get the App</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
