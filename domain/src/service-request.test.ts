import { describe, expect, it } from 'vitest';
import { SMO_STATUS } from './constants';
import {
  answerDueAt,
  awaitsAnswer,
  canTransition,
  isOverdue,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
  serviceRequestStatus,
  smoCode,
  statusesInto,
  transitionRefusal,
} from './service-request';
import {
  answerServiceRequestInputSchema,
  assignServiceRequestInputSchema,
} from './schemas/service-request';

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

describe('the moves between statuses', () => {
  /** Every allowed move, written out: from → to. */
  const ALLOWED = new Set([
    'new→assigned',
    'assigned→assigned',
    'assigned→pending',
    'assigned→completed',
    'assigned→returned',
    'pending→assigned',
    'pending→completed',
    'pending→returned',
  ]);

  it('allow exactly the moves of the table, and no other of the 36', () => {
    for (const from of SERVICE_REQUEST_STATUSES) {
      for (const to of SERVICE_REQUEST_STATUSES) {
        expect(canTransition(SMO_STATUS[from], to), `${from}→${to}`).toBe(
          ALLOWED.has(`${from}→${to}`),
        );
      }
    }
  });

  it('never leave a completed or returned request, nor a status outside 0-5', () => {
    for (const to of SERVICE_REQUEST_STATUSES) {
      expect(canTransition(SMO_STATUS.completed, to)).toBe(false);
      expect(canTransition(SMO_STATUS.returned, to)).toBe(false);
      expect(canTransition(7, to)).toBe(false);
    }
  });

  it('answer into a status only from the statuses that may move there', () => {
    const into = (to: ServiceRequestStatus) => statusesInto(to).sort();
    expect(into('assigned')).toEqual([0, 1, 2]);
    expect(into('pending')).toEqual([1]);
    expect(into('completed')).toEqual([1, 2]);
    expect(into('returned')).toEqual([1, 2]);
    expect(into('new')).toEqual([]);
  });

  it('say why a move is refused', () => {
    expect(transitionRefusal(SMO_STATUS.completed, 'assigned')).toBe(
      'This request is Completed: it cannot be assigned.',
    );
    expect(transitionRefusal(SMO_STATUS.returned, 'completed')).toBe(
      'This request is Returned: it cannot be completed.',
    );
    expect(transitionRefusal(SMO_STATUS.pending, 'pending')).toBe(
      'This request is Pending: it cannot be set to Pending.',
    );
    expect(transitionRefusal(SMO_STATUS.new, 'completed')).toBe(
      'This request is New: assign it to a vet first.',
    );
  });
});

describe('the answer deadlines', () => {
  const created = new Date('2030-01-01T00:00:00Z');
  const hoursLater = (hours: number) => new Date(created.getTime() + hours * 3_600_000);

  it('give a question 36 hours and a second opinion 48', () => {
    expect(answerDueAt('free_question', created)).toEqual(hoursLater(36));
    expect(answerDueAt('smo', created)).toEqual(hoursLater(48));
  });

  it('mark a request overdue only after its deadline and while it awaits its answer', () => {
    const question = { type: 'free_question', status: SMO_STATUS.new, created_at: created };
    expect(isOverdue(question, hoursLater(36))).toBe(false);
    expect(isOverdue(question, hoursLater(36.01))).toBe(true);
    expect(isOverdue({ ...question, status: SMO_STATUS.completed }, hoursLater(100))).toBe(false);
    const smo = { type: 'smo', status: SMO_STATUS.pending, created_at: created.toISOString() };
    expect(isOverdue(smo, hoursLater(40))).toBe(false);
    expect(isOverdue(smo, hoursLater(49))).toBe(true);
    expect(isOverdue({ ...smo, status: SMO_STATUS.returned }, hoursLater(49))).toBe(false);
    expect(isOverdue({ ...smo, type: 'house_call' }, hoursLater(1000))).toBe(false);
  });
});

describe('the assign and answer inputs', () => {
  const key = 'smo_service/user-7/0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b/report.pdf';

  it('need a vet to assign', () => {
    expect(assignServiceRequestInputSchema.safeParse({ id: 1, vendorLoginId: 2 }).success).toBe(
      true,
    );
    const missing = assignServiceRequestInputSchema.safeParse({ id: 1 });
    expect(missing.error?.issues[0]?.message).toBe(
      'Please choose a vet of the practice answering this request.',
    );
  });

  it('need the answer to complete and the reason to return, trimmed', () => {
    const completed = answerServiceRequestInputSchema.safeParse({
      id: 1,
      outcome: 'completed',
      response: '  Surgery is the better option.  ',
      files: [key],
    });
    expect(completed.data).toEqual({
      id: 1,
      outcome: 'completed',
      response: 'Surgery is the better option.',
      files: [key],
    });
    const blank = answerServiceRequestInputSchema.safeParse({
      id: 1,
      outcome: 'completed',
      response: '   ',
    });
    expect(blank.error?.issues[0]?.message).toBe('Please write the answer.');
    const noReason = answerServiceRequestInputSchema.safeParse({ id: 1, outcome: 'returned' });
    expect(noReason.error?.issues[0]?.message).toBe('Please give the reason for returning it.');
  });

  it('keep nothing but the status for pending, and refuse an unknown outcome', () => {
    expect(
      answerServiceRequestInputSchema.parse({ id: 1, outcome: 'pending', response: 'draft' }),
    ).toEqual({ id: 1, outcome: 'pending' });
    expect(answerServiceRequestInputSchema.safeParse({ id: 1, outcome: 'new' }).success).toBe(
      false,
    );
  });

  it('attach only uploads the server issued, at most 20', () => {
    const answer = (files: unknown) =>
      answerServiceRequestInputSchema.safeParse({
        id: 1,
        outcome: 'completed',
        response: 'Fine.',
        files,
      });
    expect(answer(['javascript:alert(1)']).error?.issues[0]?.message).toBe(
      'Attach files by uploading them.',
    );
    expect(answer(Array.from({ length: 21 }, () => key)).error?.issues[0]?.message).toBe(
      'You can attach at most 20 documents.',
    );
    expect(answer(null).data).toMatchObject({ files: [] });
  });

  it('refuse an answer longer than 10000 characters', () => {
    const long = answerServiceRequestInputSchema.safeParse({
      id: 1,
      outcome: 'returned',
      response: 'x'.repeat(10_001),
    });
    expect(long.error?.issues[0]?.message).toBe('An answer can be at most 10000 characters.');
  });
});
