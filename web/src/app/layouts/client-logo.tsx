import { useState } from 'react';
import { useClientPlanLogoQuery } from '../../generated/shell';
import { withoutLikeWildcards } from '../../lib/like-pattern';

/**
 * The logo of the client plan a `cc` query parameter names, beside the brand (site-header.tsx):
 * nothing while it is looked up or when no plan has a logo. Its own chunk, with the GraphQL client:
 * only a link with `cc` loads it.
 */
export function ClientLogo({ code }: { code: string }) {
  const [{ data }] = useClientPlanLogoQuery({ variables: { code: withoutLikeWildcards(code) } });
  const [failed, setFailed] = useState(false);
  const plan = data?.plans[0];
  const details: unknown = plan?.details;
  const logo =
    typeof details === 'object' && details !== null && 'logo' in details
      ? typeof details.logo === 'string'
        ? details.logo
        : null
      : null;
  if (!plan || !logo) return null;
  const label = `${plan.name} member`;
  // A logo that cannot load becomes a text badge rather than a broken image.
  if (failed) return <span className="client-badge">{label}</span>;
  return (
    <img
      className="client-logo"
      src={logo}
      alt={label}
      width={96}
      height={32}
      onError={() => {
        setFailed(true);
      }}
    />
  );
}
