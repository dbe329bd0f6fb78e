export { VendorSiteGate } from './vendor-site-gate';
