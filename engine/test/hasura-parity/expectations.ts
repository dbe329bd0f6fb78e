/*
 * Cases not run, each with the reason from ../shared/hasura-tests/README.md, and cases that fail
 * for a reason engine/README.md lists under "Known differences from Hasura".
 */

/** Case id (directory/file) → why it cannot run on the stored files. */
export const SKIPPED: Readonly<Record<string, string>> = {};

/** Case id → the known difference (engine/README.md) it shows. */
export const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {};
