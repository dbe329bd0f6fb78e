import { setupServer } from 'msw/node';

/** The msw server of the web component tests; each test adds its handlers with server.use. */
export const server = setupServer();

/** Where the app's calls go in tests: the same paths as in the browser, on happy-dom's origin. */
export const ORIGIN = 'http://localhost:3000';
