/** Layout constants of spec 000 section 9. */
export const HEADER_SOLID_AFTER_PX = 100;
/** Below this width the header and pages use the mobile layout (also in the CSS). */
export const MOBILE_BREAKPOINT_PX = 850;
