import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import {
  errorCode,
  errorMessage,
  fieldMessages,
  fieldMessagesByName,
  hasErrorCode,
} from './errors';

const GENERIC = 'Sorry! Something went wrong. Please try again later.';

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [{ message, extensions }] });

const refused = graphqlError('order.petId: Please select a pet.', {
  code: 'validation-failed',
  fields: { 'order.petId': 'Please select a pet.', 'order.code': 'Error! Invalid code.' },
});
const network = new CombinedError({ networkError: new Error('offline') });

describe('a failed call, as the user is told about it', () => {
  it('reads the code from extensions.code, the REST answer, or the network', () => {
    expect(errorCode(refused)).toBe('validation-failed');
    expect(errorCode(network)).toBe('network');
    expect(errorCode(new ApiError('Invalid OTP.', 'invalid-otp', 400))).toBe('invalid-otp');
    expect(hasErrorCode(refused, 'validation-failed')).toBe(true);
    expect(hasErrorCode(refused, 'constraint-violation')).toBe(false);
  });

  it('shows the action’s own message, and the generic one for the network and unexpected', () => {
    expect(errorMessage(refused)).toBe('order.petId: Please select a pet.');
    expect(errorMessage(network)).toBe(GENERIC);
    expect(errorMessage(graphqlError('stack trace', { code: 'unexpected' }))).toBe(GENERIC);
    expect(errorMessage(graphqlError('', { code: 'conflict' }))).toBe(GENERIC);
    expect(errorMessage(new ApiError('Invalid OTP.', 'invalid-otp', 400))).toBe('Invalid OTP.');
  });

  it('prefers the first field message when asked', () => {
    expect(errorMessage(refused, { fieldFirst: true })).toBe('Please select a pet.');
  });

  it('shows only the codes named, with the caller’s fallback for the rest', () => {
    const notFound = graphqlError('Consultations are not available currently.', {
      code: 'not-found',
    });
    const engine = graphqlError("field 'x' not found in type: 'query_root'", {
      code: 'validation-failed',
    });
    const shown = { fieldFirst: true, shown: ['not-found'] } as const;
    expect(errorMessage(notFound, shown)).toBe('Consultations are not available currently.');
    expect(errorMessage(refused, shown)).toBe('Please select a pet.');
    expect(errorMessage(engine, shown)).toBe(GENERIC);
    expect(errorMessage(engine, { shown: ['not-found'], fallback: 'No listing found!' })).toBe(
      'No listing found!',
    );
  });

  it('gives the field messages by path and by field name', () => {
    expect(fieldMessages(refused)).toEqual({
      'order.petId': 'Please select a pet.',
      'order.code': 'Error! Invalid code.',
    });
    expect(fieldMessagesByName(refused)).toEqual({
      petId: 'Please select a pet.',
      code: 'Error! Invalid code.',
    });
    expect(fieldMessages(new ApiError('x', 'validation-failed', 400, { email: 'Bad.' }))).toEqual({
      email: 'Bad.',
    });
  });
});
