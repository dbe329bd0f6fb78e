import { describe, expect, it } from 'vitest';
import { awaitsAnswer, serviceRequestStatus, smoCode } from './service-request';

describe('service requests', () => {
  it('show an SMO id as SMO-{id}', () => {
    expect(smoCode(42)).toBe('SMO-42');
  });

  it('name the six stored statuses and nothing else', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(serviceRequestStatus)).toEqual([
      'new',
      'assigned',
      'pending',
      'completed',
      'returned',
      'other',
      undefined,
    ]);
  });

  it('wait for an answer while new, assigned or pending', () => {
    expect([0, 1, 2, 3, 4, 5].map(awaitsAnswer)).toEqual([true, true, true, false, false, false]);
  });
});
