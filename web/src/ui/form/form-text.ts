/** The submit button's text while a form is being sent (spec 000 section 5, spec 001 section 7). */
export const SUBMITTING_TEXT = 'Please Wait...';
