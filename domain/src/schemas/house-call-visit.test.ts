import { describe, expect, it } from 'vitest';
import { HOUSE_CALL_VISIT_MESSAGES, houseCallVisitSchema } from './house-call-visit';

const messages = (input: unknown) =>
  Object.fromEntries(
    (houseCallVisitSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('a house-call visit as the staff record it', () => {
  it('needs a valid date and time, and sends it as an instant', () => {
    expect(messages({ visitedAt: ' ', note: '' })).toEqual({
      visitedAt: HOUSE_CALL_VISIT_MESSAGES.visitedAtRequired,
    });
    expect(messages({ visitedAt: 'tomorrow-ish', note: '' })).toEqual({
      visitedAt: HOUSE_CALL_VISIT_MESSAGES.visitedAtInvalid,
    });
    expect(houseCallVisitSchema.parse({ visitedAt: '2026-11-02T10:30', note: '' })).toEqual({
      visitedAt: new Date('2026-11-02T10:30').toISOString(),
      note: null,
    });
  });

  it('keeps the note optional, trimmed, and at most 1000 characters', () => {
    expect(
      houseCallVisitSchema.parse({ visitedAt: '2026-11-02T10:30', note: '  Check-up  ' }).note,
    ).toBe('Check-up');
    expect(messages({ visitedAt: '2026-11-02T10:30', note: 'x'.repeat(1000) })).toEqual({});
    expect(messages({ visitedAt: '2026-11-02T10:30', note: 'x'.repeat(1001) })).toEqual({
      note: 'The note can be at most 1000 characters.',
    });
  });
});
