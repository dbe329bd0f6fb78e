import { useId } from 'react';
import { PageHero } from '../../../components/content/page-hero';
import { config } from '../../../config/config';
import { SupportPhoneLink } from '../../../components/support-phone-link';
import { OFFICE_ADDRESS } from '../contact-details';
import { ContactForm } from '../contact-form';
import '../shelter.css';

/** /contact-us/: phone, e-mail, the office and the contact form. */
export function ContactPage() {
  const detailsHeading = useId();
  const formHeading = useId();
  return (
    <>
      <PageHero
        title="Contact Us"
        lead={
          <p>
            Questions about an appointment, your account or working with {config.brandName}? Call
            us, write to us or send the form below.
          </p>
        }
      />
      <div className="container shelter-columns">
        <section aria-labelledby={detailsHeading}>
          <h2 id={detailsHeading}>Get in touch</h2>
          <ul className="contact-list">
            <li>
              <span className="contact-list-label">Phone</span>
              <SupportPhoneLink />
            </li>
            <li>
              <span className="contact-list-label">E-mail</span>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </li>
            <li>
              <span className="contact-list-label">Office</span>
              <address>
                {OFFICE_ADDRESS.name}
                {OFFICE_ADDRESS.lines.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
          <p>
            If your pet needs urgent care, call your nearest emergency veterinary clinic; this form
            is not monitored around the clock.
          </p>
        </section>
        <section className="card" aria-labelledby={formHeading}>
          <h2 id={formHeading}>Send us a message</h2>
          <p>We will contact you within two business days.</p>
          <ContactForm kind="contact" labelledBy={formHeading} />
        </section>
      </div>
    </>
  );
}
