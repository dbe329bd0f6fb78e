import { answerRecordRequestAction, revokeRecordAccessAction } from './actions/record-sharing';
import { answerServiceRequestAction } from './actions/answer-service-request';
import { assignServiceRequestAction } from './actions/assign-service-request';
import { availableSlotsAction } from './actions/available-slots';
import { cancelBookingAction } from './actions/cancel-booking';
import { joinWaitlistAction } from './actions/join-waitlist';
import { changePasswordAction } from './actions/change-password';
import { checkDiscountAction } from './actions/check-discount';
import { consultationAction } from './actions/consultation';
import { consultationLinkAction } from './actions/consultation-link';
import { consultationMessagesAction } from './actions/consultation-messages';
import { createPaypalOrderAction } from './actions/create-paypal-order';
import { fetchBookedSlotsAction } from './actions/fetch-booked-slots';
import { findCustomerAction } from './actions/find-customer';
import { forgotPasswordAction } from './actions/forgot-password';
import { loginAction } from './actions/login';
import { logoutAction } from './actions/logout';
import { myPlanAction } from './actions/my-plan';
import { paymentAction } from './actions/payment';
import { presignFileAction } from './actions/presign-file';
import { refreshTokenAction } from './actions/refresh-token';
import { registerAction } from './actions/register';
import { registerCustomerAction } from './actions/register-customer';
import { saveListingAction } from './actions/save-listing';
import { saveWebsiteAction } from './actions/save-website';
import { sendConsultationMessageAction } from './actions/send-consultation-message';
import { sendOtpAction } from './actions/send-otp';
import { setPracticeStatusAction } from './actions/set-practice-status';
import { filesRoute } from './actions/serve-files';
import { submitAssessmentAction } from './actions/submit-assessment';
import { upsertTeamMemberAction } from './actions/upsert-team-member';
import { deleteTeamMemberAction } from './actions/delete-team-member';
import { vendorSignupAction } from './actions/vendor-signup';
import { verifyCustomDomainAction } from './actions/verify-custom-domain';
import { verifyOtpAction } from './actions/verify-otp';
import { bookingNotificationsEvent } from './events/booking-notifications';
import { bookingReminderEvent } from './events/booking-reminder';
import { serviceRequestDeadlinesEvent } from './events/service-request-deadlines';
import { vaccinationRemindersEvent } from './events/vaccination-reminders';
import { WAITLIST_EVENTS } from './events/waitlist';
import { devOutboxRoute } from './lib/dev-outbox';
import { unsubscribeRoute } from './lib/unsubscribe';
import type { ActionDefinition } from './lib/action';
import type { EventHandlerDefinition } from './lib/event';
import type { RawRoute } from './lib/router';

// Data only, in their own module so that one Lambda bundle does not import every action.
export { DEPLOYED_RAW_ROUTES, REST_ROUTES } from './rest-routes';

/**
 * Every action handler, its REST paths and the routes that are not actions. A test keeps this
 * registry and hasura/metadata/actions.yaml equal (names and roles), and the deployment
 * descriptor (template.yaml) equal to both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently typed actions
export const ACTIONS: readonly ActionDefinition<any>[] = [
  // accounts
  loginAction,
  registerAction,
  vendorSignupAction,
  sendOtpAction,
  verifyOtpAction,
  forgotPasswordAction,
  changePasswordAction,
  refreshTokenAction,
  logoutAction,
  upsertTeamMemberAction,
  deleteTeamMemberAction,
  // files and the health assessment
  presignFileAction,
  submitAssessmentAction,
  // slots
  fetchBookedSlotsAction,
  availableSlotsAction,
  // money
  checkDiscountAction,
  createPaypalOrderAction,
  paymentAction,
  myPlanAction,
  // appointments: the owner or the practice cancels; the money goes back
  cancelBookingAction,
  // the waitlist of a full day: owners join it here and leave it through their update permission
  joinWaitlistAction,
  // consultations (links, chat) and a practice's customers
  consultationAction,
  consultationMessagesAction,
  sendConsultationMessageAction,
  consultationLinkAction,
  findCustomerAction,
  registerCustomerAction,
  // a practice's listings: details, consultations, hours and rosters in one save
  saveListingAction,
  // a practice's white-label site
  saveWebsiteAction,
  verifyCustomDomainAction,
  // owners' data: the platform vets practices, owners decide what practices see
  setPracticeStatusAction,
  answerRecordRequestAction,
  revokeRecordAccessAction,
  // second opinions and questions: the answering practice assigns and answers them
  assignServiceRequestAction,
  answerServiceRequestAction,
];

export const RAW_ROUTES: readonly RawRoute[] = [devOutboxRoute, filesRoute, unsubscribeRoute];

/**
 * The webhooks of Hasura's event triggers (tables/*.yaml `event_triggers`), cron triggers
 * (cron_triggers.yaml) and the one-off scheduled events the functions create, at
 * /events/<kebab-name>. A test keeps this list and the metadata's webhooks equal.
 */
export const EVENTS: readonly EventHandlerDefinition[] = [
  // bookings: confirmation, the practice's mail, notices of a move (event trigger)
  bookingNotificationsEvent,
  // the reminders it schedules (one-off scheduled events)
  bookingReminderEvent,
  // cron triggers
  vaccinationRemindersEvent,
  serviceRequestDeadlinesEvent,
  // the waitlist: freed and opened slots are offered in order; an offer lapses after 15 minutes
  ...WAITLIST_EVENTS,
];

/** The handlers only one-off scheduled events name (the functions create them; no metadata). */
export const ONE_OFF_EVENTS: readonly string[] = ['booking_reminder', 'waitlist_offer_lapse'];
