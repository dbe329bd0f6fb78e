import { config } from '../../config/config';
import { PLATFORM_SITE_TEXT } from './website-text';

/**
 * What Website and Domains show the platform's own practice (the main vendor), which has no
 * white-label site: its listings are on the main site, at the platform's domain.
 */
export function PlatformSiteNotice() {
  return (
    <section className="card platform-site" aria-labelledby="platform-site-heading">
      <h2 id="platform-site-heading">{PLATFORM_SITE_TEXT.heading}</h2>
      <p>{PLATFORM_SITE_TEXT.body(config.mainDomain)}</p>
      <dl className="domains-list">
        <div>
          <dt>{PLATFORM_SITE_TEXT.systemDomain}</dt>
          <dd>{config.mainDomain}</dd>
        </div>
      </dl>
    </section>
  );
}
