import { config } from '../config/config';

/** Sets the document title ("{page} | {brand}"); React 19 hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{title ? `${title} | ${config.brandName}` : config.brandName}</title>;
}
