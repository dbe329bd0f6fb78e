// The booking pages other features link to. Apart from booking-links.ts so the home page, which
// ships with the app shell, takes these strings and nothing else.

/** The platform's own online vets: video, phone or chat (the e-consultation landing's order). */
export const E_CONSULTATION_ORDER_PATH = '/e-consultation/order';
/** The clinic vet list, where an owner picks a practice near them. */
export const VET_LIST_PATH = '/vet-appointments/list';
