import { config } from '../../../config/config';

/** A dialable tel: address for a number written with spaces, dashes or brackets. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The toll-free support number as a link phones can call. */
export function SupportPhoneLink() {
  return <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>;
}
