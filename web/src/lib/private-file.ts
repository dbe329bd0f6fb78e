import { ApiError, GENERIC_ERROR, postJson } from './api';

/** The private-file address of an upload (a stored key, or the address itself). */
export const privateFileUrl = (reference: string) =>
  reference.includes('/files/private/') ? reference : `/files/private/${reference}`;

/** A file's name: the last part of its key or address. */
export const privateFileName = (reference: string) => reference.split('/').pop() ?? reference;

/**
 * Opens a private file (a health record's, an SMO's) in a new tab: the server signs a short-lived
 * read URL for those allowed to see it (its owner, a practice the owner shares the pet with). The tab opens at once
 * (a pop-up blocker lets a tab opened by the click through) and is closed again on refusal.
 * Resolves with the message to show, or null.
 */
export async function openPrivateFile(reference: string): Promise<string | null> {
  const tab = window.open('', '_blank');
  // The file's page gets no handle on this one.
  if (tab) tab.opener = null;
  try {
    const { url } = await postJson<{ url: string }>('/files/sign', {
      fileUrl: privateFileUrl(reference),
    });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    return null;
  } catch (error) {
    tab?.close();
    return error instanceof ApiError ? error.message : GENERIC_ERROR;
  }
}
