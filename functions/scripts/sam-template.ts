import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { RestRoute } from '../src/adapters/rest';
import type { Capability } from '../src/lambda-handler';
import { DEPLOYED_RAW_ROUTES } from '../src/rest-routes';
import { kebab } from '../src/lib/router';

/**
 * Writes functions/template.yaml (AWS SAM) from the registry: one function per action, behind one
 * HTTP API. `npm run build:functions` refreshes it beside the bundles; deployment.test.ts checks
 * it against hasura/metadata/actions.yaml and the registry.
 */
export const TEMPLATE_FILE = path.join(import.meta.dirname, '..', 'template.yaml');

/** The folder of an action's bundle, relative to functions/ (CodeUri). */
export const bundleDir = (actionName: string) => `dist/${kebab(actionName)}/`;

const pascal = (text: string) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => (word[0] ?? '').toUpperCase() + word.slice(1))
    .join('');

/**
 * What each function uses besides the database: the providers its bundle carries
 * (lambda-entries.ts) and the IAM statements its role gets (CAPABILITY_STATEMENTS). A function not
 * listed uses none. lambda-bundles.test.ts derives the list from each handler's code and fails when
 * they differ.
 */
export const FUNCTION_PROVIDERS: Readonly<Record<string, readonly Capability[]>> = {
  // accounts
  vendor_signup: ['mail'],
  send_otp: ['sms'],
  verify_otp: ['sms'],
  forgot_password: ['mail'],
  upsert_team_member: ['mail'],
  delete_team_member: ['mail'],
  // files: presigned uploads and, on the same function, the private-file reads
  presign_file: ['files'],
  // money and appointments
  create_paypal_order: ['mail', 'payments'],
  payment: ['mail', 'payments'],
  cancel_booking: ['mail', 'payments'],
  save_listing: ['mail', 'payments'],
  // practices and their customers
  register_customer: ['mail'],
  set_practice_status: ['mail'],
  answer_service_request: ['mail'],
  // notifications
  booking_notifications: ['mail', 'sms'],
  booking_reminder: ['mail', 'sms'],
  vaccination_reminders: ['mail', 'sms'],
  waitlist_slot_freed: ['mail', 'sms'],
  waitlist_schedule_changed: ['mail', 'sms'],
  waitlist_roster_changed: ['mail', 'sms'],
  waitlist_offer_lapse: ['mail', 'sms'],
};

/**
 * The IAM statements each capability needs (payments: none, PayPal is reached over HTTPS). SES
 * v2 SendEmail with simple content is ses:SendEmail; SNS sends SMS to a phone number, which has
 * no ARN, hence '*'; SES identities are verified per account and region, so '*' there too.
 */
export const CAPABILITY_STATEMENTS: Readonly<Record<Capability, readonly string[]>> = {
  mail: ['- Sid: SendMail', '  Effect: Allow', '  Action: [ses:SendEmail]', "  Resource: '*'"],
  sms: ['- Sid: SendSms', '  Effect: Allow', '  Action: [sns:Publish]', "  Resource: '*'"],
  files: [
    '- Sid: Files',
    '  Effect: Allow',
    '  Action: [s3:PutObject, s3:GetObject]',
    "  Resource: !Sub 'arn:${AWS::Partition}:s3:::${S3Bucket}/*'",
  ],
  payments: [],
};

/** A function's Policies: one inline policy with its capabilities' statements, or none. */
function policiesYaml(functionName: string): string[] {
  const statements = (FUNCTION_PROVIDERS[functionName] ?? []).flatMap(
    (capability) => CAPABILITY_STATEMENTS[capability],
  );
  if (statements.length === 0) return [];
  return [
    '      Policies:',
    "        - Version: '2012-10-17'",
    '          Statement:',
    ...statements.map((line) => `            ${line}`),
  ];
}

export const functionId = (actionName: string) => `${pascal(actionName)}Function`;

interface Parameter {
  name: string;
  description: string;
  type?: 'String' | 'Number';
  noEcho?: boolean;
  default?: string;
  allowed?: readonly string[];
  minLength?: number;
}

/** Each parameter and the variable of functions/src/env.ts it sets. */
const PARAMETERS: readonly (Parameter & { variable: string })[] = [
  {
    name: 'DatabaseUrl',
    variable: 'DATABASE_URL',
    noEcho: true,
    description:
      'postgres:// connection string of the application database (an RDS Proxy endpoint keeps the connection count down)',
  },
  {
    name: 'ActionsSecret',
    variable: 'ACTIONS_SECRET',
    noEcho: true,
    minLength: 16,
    description: 'Shared secret Hasura sends in x-petwell-action-secret (Hasura ACTIONS_SECRET)',
  },
  {
    name: 'HasuraGraphqlJwtSecret',
    variable: 'HASURA_GRAPHQL_JWT_SECRET',
    noEcho: true,
    description: 'Hasura\'s JWT secret JSON, e.g. {"type":"HS256","key":"..."}',
  },
  {
    name: 'JwtPrivateKey',
    variable: 'JWT_PRIVATE_KEY',
    noEcho: true,
    default: '',
    description:
      'PKCS8 PEM signing key when the JWT secret is RS*/ES*/EdDSA (HS* signs with its key)',
  },
  {
    name: 'LinkSigningSecret',
    variable: 'LINK_SIGNING_SECRET',
    noEcho: true,
    minLength: 16,
    description:
      'Key for consultation links and other signed codes (at least 32 random characters)',
  },
  {
    name: 'PublicUrl',
    variable: 'PUBLIC_URL',
    description:
      "The site's public origin, e.g. https://petwell.example.com (links, cookies, CORS)",
  },
  {
    name: 'MailFrom',
    variable: 'MAIL_FROM',
    default: 'Petwell <no-reply@petwell.example.com>',
    description: 'Sender of every mail (an SES verified identity)',
  },
  {
    name: 'SmsCountryCode',
    variable: 'SMS_COUNTRY_CODE',
    default: '+1',
    description: 'Country calling code put before 10-digit mobile numbers',
  },
  {
    name: 'S3Bucket',
    variable: 'S3_BUCKET',
    description: 'Bucket of the uploaded files (presigned PUT URLs)',
  },
  {
    name: 'S3PublicBaseUrl',
    variable: 'S3_PUBLIC_BASE_URL',
    default: '',
    description: "Public address of the bucket's public files (e.g. CloudFront); empty: the S3 URL",
  },
  {
    name: 'PaymentProvider',
    variable: 'PAYMENT_PROVIDER',
    // No default: PayPal without its client id fails every function's environment check, and
    // test or none are no choice to make for someone else.
    allowed: ['paypal', 'test', 'none'],
    description:
      'paypal (Orders v2; set PaypalClientId and PaypalClientSecret), test for a staging stack without real payments, or none for a stack that takes no payments',
  },
  {
    name: 'PaypalClientId',
    variable: 'PAYPAL_CLIENT_ID',
    default: '',
    description: 'PayPal REST app client id (required with PaymentProvider=paypal)',
  },
  {
    name: 'PaypalClientSecret',
    variable: 'PAYPAL_CLIENT_SECRET',
    noEcho: true,
    default: '',
    description: 'PayPal REST app secret (required with PaymentProvider=paypal)',
  },
  {
    name: 'PaypalApiBase',
    variable: 'PAYPAL_API_BASE',
    default: 'https://api-m.paypal.com',
    description: 'PayPal API base (https://api-m.sandbox.paypal.com for the sandbox)',
  },
  {
    name: 'HasuraEndpoint',
    variable: 'HASURA_ENDPOINT',
    default: '',
    description:
      "Hasura's base URL (no path), where the event handlers create one-off scheduled events (reminders, waitlist holds) through /v1/metadata",
  },
  {
    name: 'HasuraAdminSecret',
    variable: 'HASURA_GRAPHQL_ADMIN_SECRET',
    noEcho: true,
    default: '',
    description: "Hasura's admin secret, which /v1/metadata requires (the event handlers only)",
  },
  {
    name: 'AccessTokenTtlSeconds',
    variable: 'ACCESS_TOKEN_TTL_SECONDS',
    type: 'Number',
    default: '900',
    description: 'Access token lifetime in seconds (at most 3600)',
  },
  {
    name: 'RefreshTokenTtlDays',
    variable: 'REFRESH_TOKEN_TTL_DAYS',
    type: 'Number',
    default: '30',
    description: 'Refresh session (httpOnly cookie) lifetime in days',
  },
];

/** Variables with one value in every deployment. */
const FIXED_VARIABLES: readonly [string, string][] = [
  ['MAIL_PROVIDER', 'ses'],
  ['SMS_PROVIDER', 'sns'],
  ['STORAGE_PROVIDER', 's3'],
  ['DEV_OUTBOX', 'false'],
  // The caller's address comes from API Gateway's requestContext, not from a header.
  ['TRUST_PROXY', 'false'],
  ['NODE_OPTIONS', '--enable-source-maps'],
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** An HttpApi event's name: the path in PascalCase, e.g. /api/files/{accessType} → ApiFilesAccessType. */
const eventName = (routePath: string) => pascal(routePath);

function parameterYaml(parameter: Parameter): string[] {
  const lines = [`  ${parameter.name}:`, `    Type: ${parameter.type ?? 'String'}`];
  if (parameter.noEcho) lines.push('    NoEcho: true');
  if (parameter.default !== undefined) lines.push(`    Default: ${quote(parameter.default)}`);
  if (parameter.allowed) lines.push(`    AllowedValues: [${parameter.allowed.join(', ')}]`);
  if (parameter.minLength !== undefined) lines.push(`    MinLength: ${parameter.minLength}`);
  lines.push(`    Description: ${quote(parameter.description)}`);
  return lines;
}

function functionYaml(
  actionName: string,
  rest: readonly RestRoute[],
  kind: 'action' | 'event' = 'action',
): string[] {
  const events = [
    kind === 'action'
      ? { name: 'HasuraAction', method: 'POST', path: `/actions/${kebab(actionName)}` }
      : { name: 'HasuraEvent', method: 'POST', path: `/events/${kebab(actionName)}` },
    ...rest
      .filter((route) => route.action === actionName)
      .map((route) => ({ name: eventName(route.path), method: route.method, path: route.path })),
    ...DEPLOYED_RAW_ROUTES.filter((route) => route.action === actionName).map((route) => ({
      name: eventName(route.path),
      method: route.method,
      path: route.path,
    })),
  ];
  // One path with two methods (the unsubscribe page's GET and POST): the second is named by its method.
  const named = events.map((event, i) =>
    events.findIndex((other) => other.name === event.name) === i
      ? event
      : { ...event, name: `${event.name}${pascal(event.method.toLowerCase())}` },
  );
  return [
    `  ${functionId(actionName)}:`,
    '    Type: AWS::Serverless::Function',
    '    Properties:',
    `      Description: ${quote(`Petwell ${kind === 'action' ? 'action' : 'event handler'} ${actionName}`)}`,
    `      CodeUri: ${bundleDir(actionName)}`,
    '      Handler: index.handler',
    ...policiesYaml(actionName),
    '      Events:',
    ...named.flatMap((event) => [
      `        ${event.name}:`,
      '          Type: HttpApi',
      '          Properties:',
      '            ApiId: !Ref HttpApi',
      `            Method: ${event.method}`,
      `            Path: ${event.path}`,
    ]),
  ];
}

/** The template's text, before formatting. */
export function samTemplate(
  actions: readonly { name: string }[],
  rest: readonly RestRoute[],
  events: readonly { name: string }[] = [],
): string {
  const lines = [
    '# Petwell action handlers on AWS Lambda behind one API Gateway HTTP API (AWS SAM).',
    '# Generated from functions/src/registry.ts by `npm run build:functions` (see',
    '# functions/scripts/sam-template.ts); edit that, not this file. deployment.test.ts keeps it equal',
    '# to the registry and to hasura/metadata/actions.yaml.',
    '#',
    '# Deploy: `npm run build:functions`, then from functions/:',
    '#   sam deploy --template-file template.yaml --guided',
    "# and set Hasura's ACTIONS_BASE_URL and EVENTS_BASE_URL to the ActionsBaseUrl and EventsBaseUrl",
    '# outputs.',
    '#',
    '# Each action is its own function (functions/dist/<kebab-name>/index.mjs), reached by Hasura at',
    '# POST /actions/<kebab-name> and by browsers at its REST paths; so is each event handler, at',
    "# POST /events/<kebab-name> (Hasura's event and cron triggers, one-off scheduled events). Of",
    '# the raw routes of the local stack only these are deployed: the private-file reads (GET',
    '# /files/private/*, POST /files/sign, on the presign_file function; they check the caller, then',
    "# redirect to presigned S3 URLs) and the reminders' unsubscribe page (/api/unsubscribe, on the",
    '# booking_reminder function); uploads go straight to S3, and mail and SMS go out through SES',
    '# and SNS instead of the dev outbox.',
    '#',
    '# A bundle carries its own handler only, and the AWS SDK clients (the versions functions/',
    '# package.json pins) of the services it uses; its role may use those and nothing else',
    '# (FUNCTION_PROVIDERS in sam-template.ts). The browser reaches /api/* and /files/* on the',
    "# site's own origin through CloudFront (functions/README.md, One origin on AWS).",
    "AWSTemplateFormatVersion: '2010-09-09'",
    'Transform: AWS::Serverless-2016-10-31',
    'Description: Petwell action handlers (Hasura actions and the REST paths of the spec)',
    '',
    'Parameters:',
    ...PARAMETERS.flatMap(parameterYaml),
    '',
    'Globals:',
    '  Function:',
    '    # The bundles target Node 20 (the oldest Node the code supports); Lambda closed nodejs20.x',
    '    # to new functions on 2026-08-31, so they run on nodejs22.x.',
    '    Runtime: nodejs22.x',
    '    Architectures: [arm64]',
    '    # bcrypt (login, sign-up, passwords) is CPU-bound, and Lambda CPU grows with memory.',
    '    MemorySize: 1024',
    "    # Hasura's action timeout and API Gateway's integration limit.",
    '    Timeout: 30',
    '    # A function whose database is in a VPC also needs VpcConfig (subnets, security group).',
    '    Environment:',
    '      Variables:',
    ...PARAMETERS.map((p) => `        ${p.variable}: !Ref ${p.name}`),
    ...FIXED_VARIABLES.map(([name, value]) => `        ${name}: ${quote(value)}`),
    '',
    'Resources:',
    '  HttpApi:',
    '    Type: AWS::Serverless::HttpApi',
    '    Properties:',
    '      Description: Hasura action webhooks and the REST paths of the spec',
    '      CorsConfiguration:',
    '        AllowOrigins:',
    '          - !Ref PublicUrl',
    '        AllowMethods: [GET, POST]',
    '        AllowHeaders: [authorization, content-type, x-hasura-role]',
    '        AllowCredentials: true',
    '        MaxAge: 600',
    '',
    ...actions.flatMap((action) => ['', ...functionYaml(action.name, rest)]),
    ...events.flatMap((event) => ['', ...functionYaml(event.name, rest, 'event')]),
    '',
    'Outputs:',
    '  ApiUrl:',
    '    Description: Base URL of the HTTP API (the REST paths live under /api)',
    "    Value: !Sub 'https://${HttpApi}.execute-api.${AWS::Region}.${AWS::URLSuffix}'",
    '  ActionsBaseUrl:',
    "    Description: Hasura's ACTIONS_BASE_URL",
    "    Value: !Sub 'https://${HttpApi}.execute-api.${AWS::Region}.${AWS::URLSuffix}/actions'",
    '  EventsBaseUrl:',
    "    Description: Hasura's EVENTS_BASE_URL (event triggers, cron triggers, scheduled events)",
    "    Value: !Sub 'https://${HttpApi}.execute-api.${AWS::Region}.${AWS::URLSuffix}/events'",
  ];
  return `${lines.join('\n')}\n`;
}

/** The template as written: formatted like every other file (prettier --check passes). */
export async function formattedSamTemplate(
  actions: readonly { name: string }[],
  rest: readonly RestRoute[],
  events: readonly { name: string }[] = [],
): Promise<string> {
  const config = (await resolveConfig(TEMPLATE_FILE)) ?? {};
  return format(samTemplate(actions, rest, events), { ...config, filepath: TEMPLATE_FILE });
}
