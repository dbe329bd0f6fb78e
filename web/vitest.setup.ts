import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearToken } from './src/lib/auth';
import { server } from './src/test/server';

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
