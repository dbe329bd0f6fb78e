/** Layout constants of spec 000 section 9. */
export const HEADER_SOLID_AFTER_PX = 100;
