import { MESSAGES } from '@petwell/domain';
import { config } from '../../config/config';

/** The order pages' texts. */
export const ORDER_TEXT = {
  pleaseWait: MESSAGES.pleaseWait,
  continue: 'Continue to Checkout',
  /** The SMO authorization, which the owner must tick, with the product's brand. */
  authorization: (brand: string = config.brandName) =>
    `I authorize ${brand} and its authorized veterinarians to access my pets medical records`,
  waitForUploads: 'Please wait until your documents are uploaded.',
  counter: (used: number, max: number) => `${String(used)}/${String(max)} characters`,
} as const;
