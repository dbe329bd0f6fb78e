import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { localSecrets } from './stack/local-secrets';
import { readStackEnv } from './stack/stack-env';

/**
 * `npm run token -- --role user --user-id 1`: a JWT for the local stack, signed with the key
 * `npm start` generated (or HASURA_GRAPHQL_JWT_SECRET when it is an HS* secret). For integrators
 * and scripts working against a local stack; real clients get tokens from the login action.
 */
const { values } = parseArgs({
  options: {
    role: { type: 'string', default: 'user' },
    'user-id': { type: 'string' },
    'vendor-id': { type: 'string' },
    'expires-in': { type: 'string', default: '1h' },
  },
});
const env = readStackEnv(process.env);
const secrets = await localSecrets(
  process.env,
  (await import('node:path')).dirname(env.PGLITE_DATA_DIR),
);
const config = JSON.parse(secrets.jwtSecret) as { type?: string; key?: string };
if (!config.type?.startsWith('HS') || !config.key) {
  console.error('npm run token signs only with an HS* JWT secret (the one npm start generates).');
  process.exit(1);
}
const claims: Record<string, unknown> = {
  'x-hasura-allowed-roles': [values.role],
  'x-hasura-default-role': values.role,
};
if (values['user-id']) claims['x-hasura-user-id'] = values['user-id'];
if (values['vendor-id']) claims['x-hasura-vendor-id'] = values['vendor-id'];
const token = await new SignJWT({ 'https://hasura.io/jwt/claims': claims })
  .setProtectedHeader({ alg: config.type })
  .setIssuedAt()
  .setExpirationTime(values['expires-in'])
  .sign(new TextEncoder().encode(config.key));
console.log(token);
