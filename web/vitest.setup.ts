import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearToken } from './src/lib/auth';
import { server } from './src/test/server';

// A route's first lazy chunk is compiled on first import, which on a busy machine takes longer
// than Testing Library's 1 s default wait; findBy* still resolves as soon as the element shows.
configure({ asyncUtilTimeout: 5000 });

// A form's first check loads its resolver glue (ui/form/use-zod-form.ts: zod-check.ts, with
// @hookform/resolvers), which the first time in a test file is compiled, on a busy machine for
// longer than a click's act() waits: a test reading a message right after its first submit then
// raced it (the pet picker's failed once on CI). Loaded here, each file's forms find it ready.
await import('./src/ui/form/zod-check');

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
