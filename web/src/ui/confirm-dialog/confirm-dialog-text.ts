/** The question before deleting a file (apart from the dialog, which loads when it is needed). */
export const DELETE_FILE_QUESTION = 'Are you sure you wish to delete this item?';
