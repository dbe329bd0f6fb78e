import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearToken } from './src/lib/auth';
import { server } from './src/test/server';

// A route's first lazy chunk is compiled on first import, which on a busy machine takes longer
// than Testing Library's 1 s default wait; findBy* still resolves as soon as the element shows.
configure({ asyncUtilTimeout: 5000 });

// msw answers the app's GraphQL and REST calls (the network boundary); a request no test
// handles fails the test instead of reaching anything real.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToken();
  localStorage.clear();
});
afterAll(() => {
  server.close();
});
