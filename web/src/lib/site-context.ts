import { createContext, useContext } from 'react';

/** A practice's white-label site, as the header and home use it. */
export interface VendorWebsite {
  id: number;
  vendorId: number;
  name: string;
  logo: string | null;
  headerSection: string | null;
  bodySection: string | null;
}

export type Site =
  { kind: 'main' } | { kind: 'consult' } | { kind: 'vendor'; website: VendorWebsite };

export const SiteContext = createContext<Site>({ kind: 'main' });

/** The site this host serves: the main site, a consult host, or a practice's site. */
export const useSite = () => useContext(SiteContext);
