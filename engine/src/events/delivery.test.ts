import { describe, expect, it } from 'vitest';
import { readEventSettings, retryAfterSeconds } from './delivery';

describe('retryAfterSeconds', () => {
  it("reads whole seconds above zero, as Hasura's parseRetryHeader", () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(' 5 ')).toBe(5);
  });

  it('ignores no header, zero, fractions and HTTP dates: the interval applies', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('0')).toBeUndefined();
    expect(retryAfterSeconds('1.5')).toBeUndefined();
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined();
  });
});

describe('readEventSettings', () => {
  it("defaults to Hasura's 1000 ms fetch interval and batches of 100", () => {
    expect(readEventSettings({})).toStrictEqual({ fetchIntervalMs: 1000, batchSize: 100 });
  });

  it('reads HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL and _BATCH_SIZE, refusing nonsense', () => {
    expect(
      readEventSettings({
        HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL: '250',
        HASURA_GRAPHQL_EVENTS_FETCH_BATCH_SIZE: '20',
      }),
    ).toStrictEqual({ fetchIntervalMs: 250, batchSize: 20 });
    expect(() => readEventSettings({ HASURA_GRAPHQL_EVENTS_FETCH_BATCH_SIZE: '0' })).toThrow(
      'invalid environment: HASURA_GRAPHQL_EVENTS_FETCH_BATCH_SIZE must be a whole number >= 1',
    );
  });
});
