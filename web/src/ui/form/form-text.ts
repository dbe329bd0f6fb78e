/** The submit button's text while a form is being sent, on every form. */
export const SUBMITTING_TEXT = 'Please Wait...';
