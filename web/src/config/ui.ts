/** Layout constants: the header turns solid after 100 px of scrolling. */
export const HEADER_SOLID_AFTER_PX = 100;
