import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { type OwnWebsiteQuery, useOwnWebsiteQuery } from '../../generated/practice';
import { useAuthUser } from '../../lib/auth';
import { PlatformSiteNotice } from './platform-site-notice';

/** The practice's own site, as Website and Domains edit it. */
export type OwnWebsite = OwnWebsiteQuery['websites'][number];

export interface OwnSiteScreenProps {
  title: string;
  className: string;
  /** Said when the site cannot be read. */
  failed: string;
  /** The tab's form for the site (none yet: a first save creates it); `reload` reads it again. */
  children: (site: OwnWebsite | undefined, reload: () => void) => ReactNode;
}

/**
 * A Settings tab about the practice's own site (Website, Domains): the site is read, then the
 * tab's form shows, or loading, or the error. The platform's own practice, which has no
 * white-label site, is told its listings are on the main site.
 */
export function OwnSiteScreen({ title, className, failed, children }: OwnSiteScreenProps) {
  const user = useAuthUser();
  const [{ data, fetching, error }, refetch] = useOwnWebsiteQuery({
    requestPolicy: 'cache-and-network',
  });
  const site = data?.websites[0];
  const reload = () => {
    refetch({ requestPolicy: 'network-only' });
  };
  let body;
  if (fetching && !data) body = <Loading />;
  else if (!data) body = <Alert tone="error">{failed}</Alert>;
  else if (!site && user?.isMainVendor) body = <PlatformSiteNotice />;
  else {
    body = (
      <>
        {error ? <Alert tone="error">{failed}</Alert> : null}
        {children(site, reload)}
      </>
    );
  }
  return (
    <section className={className}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      {body}
    </section>
  );
}
