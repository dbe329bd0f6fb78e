import { config } from '../../config/config';

/** The office shown on the Contact Us page. */
export const OFFICE_ADDRESS = {
  name: `${config.brandName} Inc.`,
  lines: ['1200 Brickell Avenue, Suite 1800', 'Miami, FL 33131', 'United States'],
} as const;
