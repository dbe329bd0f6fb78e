import { describe, expect, it } from 'vitest';
import { readFunctionsEnv } from './env';

const secrets = {
  ACTIONS_SECRET: 'a'.repeat(32),
  HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
};

/** What docker-compose.yml gives the functions besides the optional settings. */
const production = {
  ...secrets,
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://petwell.example.com',
  HASURA_ENDPOINT: 'http://hasura:8080',
  HASURA_GRAPHQL_ADMIN_SECRET: 's'.repeat(32),
};

const refusal = (env: Record<string, string | undefined>): string => {
  try {
    readFunctionsEnv(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return '';
};

describe('the functions environment in production (NODE_ENV=production)', () => {
  it('starts with the secrets, the public address and the Hasura address', () => {
    const env = readFunctionsEnv(production);
    expect(env.PUBLIC_URL).toBe('https://petwell.example.com');
    expect(env.HASURA_ENDPOINT).toBe('http://hasura:8080');
  });

  it.each(['PUBLIC_URL', 'HASURA_ENDPOINT', 'HASURA_GRAPHQL_ADMIN_SECRET'])(
    'refuses to start without %s, naming it',
    (key) => {
      for (const value of [undefined, '']) {
        const message = refusal({ ...production, [key]: value });
        expect(message).toMatch(new RegExp(`^  ${key}: is required when NODE_ENV=production`, 'm'));
      }
    },
  );

  it('names every missing setting at once', () => {
    const message = refusal({ NODE_ENV: 'production' });
    for (const key of [
      'ACTIONS_SECRET',
      'HASURA_GRAPHQL_JWT_SECRET',
      'PUBLIC_URL',
      'HASURA_ENDPOINT',
      'HASURA_GRAPHQL_ADMIN_SECRET',
    ])
      expect(message).toMatch(new RegExp(`^  ${key}: `, 'm'));
  });

  it('takes no payments unless a provider is chosen', () => {
    expect(readFunctionsEnv(production).PAYMENT_PROVIDER).toBe('none');
    expect(readFunctionsEnv({ ...production, PAYMENT_PROVIDER: '' }).PAYMENT_PROVIDER).toBe('none');
  });

  it('refuses a PayPal client id while payments are off, since the web app would show the buttons', () => {
    expect(refusal({ ...production, PAYPAL_CLIENT_ID: 'client-id' })).toMatch(
      /^ {2}PAYMENT_PROVIDER: is none \(payments off\) but PAYPAL_CLIENT_ID is set/m,
    );
  });

  it('takes PayPal with its id and secret', () => {
    const env = readFunctionsEnv({
      ...production,
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
    });
    expect(env.PAYMENT_PROVIDER).toBe('paypal');
  });
});

describe('the functions environment elsewhere (npm start, tests, Lambda)', () => {
  it('defaults to the local address and the test gateway', () => {
    const env = readFunctionsEnv(secrets);
    expect(env.PUBLIC_URL).toBe('http://localhost:8080');
    expect(env.PAYMENT_PROVIDER).toBe('test');
  });

  it('lets payments be turned off', () => {
    expect(readFunctionsEnv({ ...secrets, PAYMENT_PROVIDER: 'none' }).PAYMENT_PROVIDER).toBe(
      'none',
    );
  });

  it('refuses a payment provider it does not know', () => {
    expect(refusal({ ...secrets, PAYMENT_PROVIDER: 'stripe' })).toMatch(
      /^ {2}PAYMENT_PROVIDER: must be test, paypal or none$/m,
    );
  });

  it('refuses a PayPal client id without its secret (create_paypal_order would fail)', () => {
    for (const provider of ['test', 'paypal'])
      expect(
        refusal({ ...secrets, PAYMENT_PROVIDER: provider, PAYPAL_CLIENT_ID: 'client-id' }),
      ).toMatch(/^ {2}PAYPAL_CLIENT_SECRET: is required when/m);
  });
});
