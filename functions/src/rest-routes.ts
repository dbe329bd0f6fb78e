import type { RestRoute } from './adapters/rest';

/**
 * The REST paths of the spec, each served by its action (a test keeps them and
 * hasura/metadata/actions.yaml equal). Plain data that imports no action, so a Lambda bundle
 * (functions/scripts/lambda-entries.ts) takes its own routes from here without the registry.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  // accounts
  { method: 'POST', path: '/api/account/login', action: 'login' },
  { method: 'POST', path: '/api/account/register', action: 'register' },
  { method: 'POST', path: '/api/account/vendor_signup', action: 'vendor_signup' },
  { method: 'POST', path: '/api/account/send_otp', action: 'send_otp' },
  { method: 'POST', path: '/api/account/verify_otp', action: 'verify_otp' },
  { method: 'POST', path: '/api/account/forgot_password', action: 'forgot_password' },
  { method: 'POST', path: '/api/account/change_password', action: 'change_password' },
  { method: 'POST', path: '/api/account/refresh_token', action: 'refresh_token' },
  { method: 'POST', path: '/api/account/logout', action: 'logout' },
  { method: 'POST', path: '/api/account/team_member', action: 'upsert_team_member' },
  { method: 'POST', path: '/api/account/delete_team_member', action: 'delete_team_member' },
  // files (the access type is the path parameter) and the assessment
  {
    method: 'POST',
    path: '/api/files/{accessType}',
    action: 'presign_file',
    input: (body, params) => ({ ...body, accessType: params['accessType'] }),
  },
  { method: 'POST', path: '/api/assessment/submit', action: 'submit_assessment' },
  // slots (the answer is `{data: {bookings}}`, like a GraphQL response)
  {
    method: 'POST',
    path: '/api/gql/fetch_booked_slots',
    action: 'fetch_booked_slots',
    output: (output) => ({ data: output }),
  },
  {
    method: 'POST',
    path: '/api/gql/available_slots',
    action: 'available_slots',
    output: (output) => ({ data: output }),
  },
  // money (the payment body is the checkout data itself)
  { method: 'POST', path: '/api/payment/check_discount', action: 'check_discount' },
  {
    method: 'POST',
    path: '/api/payment/paypal_order',
    action: 'create_paypal_order',
    bodyArgument: 'order',
  },
  {
    method: 'POST',
    path: '/api/payment',
    action: 'payment',
    bodyArgument: 'order',
  },
];

/**
 * The raw routes a deployment still needs, and the function (an action's or an event handler's)
 * that carries them: the reminders' unsubscribe page; with S3, private
 * files are read through `GET /files/private/<key>` (which checks who asks, then redirects to a
 * presigned S3 URL) and `POST /files/sign`. Uploads go straight to S3, and the dev outbox is off.
 */
export const DEPLOYED_RAW_ROUTES: readonly {
  action: string;
  method: 'GET' | 'POST';
  path: string;
}[] = [
  { action: 'presign_file', method: 'GET', path: '/files/private/{proxy+}' },
  { action: 'presign_file', method: 'POST', path: '/files/sign' },
  // The signed unsubscribe link of the reminders (lib/unsubscribe.ts), with the function that sends them.
  { action: 'booking_reminder', method: 'GET', path: '/api/unsubscribe' },
  { action: 'booking_reminder', method: 'POST', path: '/api/unsubscribe' },
];
