import { Link } from 'react-router';
import { SupportPhoneLink } from '../../components/support-phone-link';
import { brandSlug, config } from '../../config/config';
import { NewsletterForm } from '../../features/newsletter';
import { useSite } from '../../lib/site-context';
import { SERVICES } from './services';
import './site-footer.css';

/** The minimal footer of a practice's site (spec 000 section 1, white-label mode). */
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

/** The footer: newsletter box, phone, e-mail, social links and the site map. */
export function SiteFooter() {
  const site = useSite();
  if (site.kind === 'vendor') return <MinimalFooter name={site.website.name} />;
  const year = new Date().getFullYear();
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
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-heading">
            Services
          </h2>
          <ul className="footer-links">
            {SERVICES.map((service) => (
              <li key={service.to}>
                <Link to={service.to}>{service.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-heading">
            Company
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/about/">About</Link>
            </li>
            <li>
              <Link to="/leadership-team/">Leadership Team</Link>
            </li>
            <li>
              <Link to="/our-partners/">Our Partners</Link>
            </li>
            <li>
              <Link to="/shelter-partnership/">Shelter Program</Link>
            </li>
            <li>
              <Link to="/news/">News</Link>
            </li>
            <li>
              <Link to="/faqs/">FAQs</Link>
            </li>
            <li>
              <Link to="/contact-us/">Contact Us</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-vets">
          <h2 id="footer-vets" className="footer-heading">
            For Vets
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/for-vet/">Join {config.brandName}</Link>
            </li>
            <li>
              <Link to={`/become-${brandSlug()}-vet/`}>Become a Panel Vet</Link>
            </li>
            <li>
              <Link to="/partner-relief-vet/">Partner Relief Vet</Link>
            </li>
            <li>
              <Link to="/vet-practice-management-solution/">Practice Management</Link>
            </li>
            <li>
              <Link to="/vendor/login">Vet Login</Link>
            </li>
          </ul>
        </nav>
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
