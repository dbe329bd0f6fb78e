import { describe, expect, it } from 'vitest';
import { NotReady, readiness } from './readiness';

describe('readiness', () => {
  it('is ready only when every check passes, and says which failed and why', async () => {
    expect(
      await readiness({ graphql: () => Promise.resolve(), storage: () => Promise.resolve() }),
    ).toEqual({
      status: 'ready',
      checks: { graphql: { status: 'ok' }, storage: { status: 'ok' } },
    });
    expect(
      await readiness({
        graphql: () => Promise.resolve(),
        functions: () => Promise.reject(new NotReady('the functions are starting')),
      }),
    ).toEqual({
      status: 'unavailable',
      checks: {
        graphql: { status: 'ok' },
        functions: { status: 'failed', message: 'the functions are starting' },
      },
    });
  });

  it("never passes on another error's message, which may hold internals", async () => {
    const answer = await readiness({
      database: () => Promise.reject(new Error('password authentication failed for user "app"')),
    });
    expect(answer).toEqual({
      status: 'unavailable',
      checks: { database: { status: 'failed', message: 'the check failed' } },
    });
  });

  it('counts a check that does not answer in time as failed, without waiting for it', async () => {
    const answer = await readiness(
      { database: () => new Promise<void>(() => undefined), graphql: () => Promise.resolve() },
      50,
    );
    expect(answer).toEqual({
      status: 'unavailable',
      checks: {
        database: { status: 'failed', message: 'no answer within 50 ms' },
        graphql: { status: 'ok' },
      },
    });
  });
});
