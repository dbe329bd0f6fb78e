import { MESSAGES } from '@petwell/domain';
import { config } from '../../config/config';

/** The order pages' texts. */
export const ORDER_TEXT = {
  pleaseWait: MESSAGES.pleaseWait,
  continue: 'Continue to Checkout',
  /** The SMO authorization (spec 001 section 5), with the product's brand. */
  authorization: (brand: string = config.brandName) =>
    `I authorize ${brand} and its authorized veterinarians to access my pets medical records`,
  uploading: (name: string, percent: number) => `Uploading ${name}: ${String(percent)}%`,
  uploaded: (name: string) => `${name} uploaded.`,
  uploadFailed: (name: string, reason: string) => `${name} was not uploaded: ${reason}`,
  waitForUploads: 'Please wait until your documents are uploaded.',
  removeFile: (name: string) => `Remove ${name}`,
  tooManyFiles: 'You can attach at most 20 documents.',
  counter: (used: number, max: number) => `${String(used)}/${String(max)} characters`,
} as const;
