import { type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { usePracticeBrandQuery } from '../../generated/practice';

const hideBrokenImage = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.hidden = true;
};

/**
 * The practice's own brand in its app's header, in place of the platform's: its site's logo and
 * brand name (websites), else the practice's name; nothing until they are known, so the
 * platform's name never shows in a practice's app. Loaded only for staff.
 */
export function PracticeBrand({ vendorId }: { vendorId: number }) {
  const [{ data }] = usePracticeBrandQuery({ variables: { vendorId } });
  const site = data?.websites[0];
  const name = site?.name ?? data?.vendors_by_pk?.name;
  if (!name) return <span className="brand" aria-hidden="true" />;
  return (
    <Link to="/app" className="brand">
      {site?.logo ? (
        <img
          src={site.logo}
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
