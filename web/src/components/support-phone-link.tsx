import { config } from '../config/config';

/** A tel: link for a displayed phone number (digits and a leading + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The toll-free support number from configuration, as a link that dials it. */
export function SupportPhoneLink() {
  return <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>;
}
