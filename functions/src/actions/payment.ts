import {
  BOOKING_STATUS,
  cardSchema,
  IHM_STATUS,
  isCardExpired,
  parseCardExpiry,
  PAYMENT_MESSAGES,
  PAYMENT_RESULT,
  PAYMENT_STATUS,
  paymentInputSchema,
  type PaymentOrder,
  SLOT_REFUSAL_MESSAGES,
  toCents,
  type ActionErrorCode,
  MESSAGES,
} from '@petwell/domain';
import { SIGNED_IN } from '../lib/session';
import { defineAction } from '../lib/action';
import { isPostgresError, one, PG, type Queryable, retryingTransaction } from '../lib/db';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import type { CardDetails, PaymentGateway } from '../providers/payment-gateway';
import {
  gatewayKey,
  invalid,
  nestedError,
  ORDER_MESSAGES,
  type PetSnapshot,
  Refusal,
  repriceInTransaction,
  requestHash,
  resolveBuyer,
  type ResolvedOrder,
  resolveOrder,
} from './payment-order';

/**
 * `payment` (POST /api/payment): buys what the
 * checkout data names (an appointment, a house call, an SMO, a free question, the assessment
 * upgrade or a plan) at the server's price, and answers `{result, status, id}`: result 'Error'
 * with the reason in status, or 'Success' with the id of what was bought.
 *
 * The money is authorised before anything is written and captured only after the purchase is
 * committed; when the write fails (the slot was taken meanwhile, the price changed) the
 * authorization is voided, so nobody pays for what they did not get. No transaction is open while
 * a provider is called. The idempotency key makes a repeated request answer the first answer
 * without charging again; the same key with another request is refused.
 */
export interface PaymentAnswer {
  result: (typeof PAYMENT_RESULT)[keyof typeof PAYMENT_RESULT];
  status: string;
  /** The booking, service request, assessment (ihm) or, for a plan, the payment. */
  id: number | null;
  /** A stable error code (docs/error-codes.md) when result is 'Error'. */
  code: ActionErrorCode | null;
}

export const PAYMENT_ACTION_MESSAGES = {
  cardsThroughPayPal: 'Please pay with the PayPal buttons.',
  paypalUnavailable: 'PayPal is not available at the moment. Please try again later.',
  notSetUp: 'Payments are not set up on this site yet, so this cannot be booked online.',
} as const;

const errorAnswer = (code: ActionErrorCode, status: string): PaymentAnswer => ({
  result: PAYMENT_RESULT.error,
  status,
  id: null,
  code,
});

const successAnswer = (id: number, waived: boolean): PaymentAnswer => ({
  result: PAYMENT_RESULT.success,
  status: waived ? PAYMENT_STATUS.waived : PAYMENT_STATUS.paid,
  id,
  code: null,
});

interface Authorization {
  gateway: PaymentGateway;
  reference: string;
  key: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

interface Method {
  gateway: PaymentGateway;
  card?: CardDetails;
  paypalOrderId?: string;
}

/** Card details (checked by the card rules) or a PayPal order; only when there is a price. */
function paymentMethod(order: PaymentOrder, deps: Deps, now: Date): Method | Refusal {
  if (!deps.payments.enabled)
    throw new ActionError('provider-unavailable', PAYMENT_ACTION_MESSAGES.notSetUp);
  if (order.paypalOrderId !== undefined) {
    if (!deps.payments.paypal)
      throw new ActionError('provider-unavailable', PAYMENT_ACTION_MESSAGES.paypalUnavailable);
    return { gateway: deps.payments.paypal, paypalOrderId: order.paypalOrderId };
  }
  if (!order.paymentInfo) throw invalid('paymentInfo', PAYMENT_MESSAGES.paymentMethodRequired);
  if (!deps.payments.cardsAccepted)
    throw invalid('paymentInfo', PAYMENT_ACTION_MESSAGES.cardsThroughPayPal);
  const parsed = cardSchema.safeParse(order.paymentInfo);
  if (!parsed.success) throw nestedError('paymentInfo', parsed.error);
  const expiry = parseCardExpiry(parsed.data.expDt);
  if (!expiry) throw invalid('paymentInfo.expDt', PAYMENT_MESSAGES.expiryInvalid);
  if (isCardExpired(expiry, now))
    return new Refusal('payment-declined', PAYMENT_MESSAGES.cardExpired);
  return {
    gateway: deps.payments.test,
    card: {
      number: parsed.data.cardNumber,
      name: parsed.data.name,
      cvc: parsed.data.ccv,
      expMonth: expiry.month,
      expYear: expiry.year,
    },
  };
}

interface Stored {
  hash: string | null;
  answer: PaymentAnswer;
  providerRef: string | null;
}

/** The first request with this key: its payment row, or a waived booking. */
async function findStored(db: Queryable, userId: number, key: string): Promise<Stored | undefined> {
  const payment = await one<{
    request_hash: string | null;
    response: PaymentAnswer | string | null;
    provider_ref: string | null;
  }>(
    db,
    `select request_hash, response, provider_ref from public.payments
      where user_id = $1 and idempotency_key = $2`,
    [userId, key],
  );
  if (payment?.response) {
    const answer =
      typeof payment.response === 'string'
        ? (JSON.parse(payment.response) as PaymentAnswer)
        : payment.response;
    return { hash: payment.request_hash, answer, providerRef: payment.provider_ref };
  }
  const booking = await one<{ id: number; request_hash: string | null }>(
    db,
    'select id, request_hash from public.bookings where user_id = $1 and idempotency_key = $2',
    [userId, key],
  );
  if (booking)
    return {
      hash: booking.request_hash,
      answer: successAnswer(booking.id, true),
      providerRef: null,
    };
  return undefined;
}

function replay(stored: Stored, hash: string): PaymentAnswer {
  if (stored.hash !== hash)
    throw new ActionError('idempotency-key-reused', ORDER_MESSAGES.keyReused);
  // jsonb reorders keys: rebuild the answer in its own order, so repeats are byte-identical.
  const { result, status, id, code } = stored.answer;
  return { result, status, id, code };
}

interface Written {
  answer: PaymentAnswer;
  paymentId: number | null;
  purchaseId: number;
  previousPlan: { id: number | null; startedAt: Date | string | null } | undefined;
  /** The pet a practice added for its customer with the booking. */
  createdPet?: PetSnapshot | undefined;
}

function bookingSnapshot(
  resolved: ResolvedOrder,
  pet: PetSnapshot | undefined,
): Record<string, unknown> {
  const { purchase, customer } = resolved;
  if (purchase.kind !== 'booking') return {};
  const c = purchase.consultation;
  return {
    type: c.type,
    user: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone: customer.phone,
      id: customer.id,
    },
    details: {
      title: c.title,
      line1: c.line1,
      address: c.address,
      city: c.city,
      state: c.state,
      zipcode: c.zipcode,
      duration: purchase.durationMinutes,
    },
    info: { summary: purchase.summary },
    pet: pet ?? null,
    listingTZ: c.timeZone,
    slot: purchase.slot.toISOString(),
  };
}

/** One transaction: the payment row (the idempotency record) and what was bought. */
async function writePurchase(
  tx: Queryable,
  args: {
    order: PaymentOrder;
    resolved: ResolvedOrder;
    hash: string;
    amountCents: number;
    authorization: Authorization | undefined;
    provider: 'test' | 'paypal';
    now: Date;
  },
): Promise<Written> {
  const { order, resolved, hash, amountCents, authorization, now } = args;
  const { purchase, buyer, quote } = resolved;
  // Serialises one buyer's purchases, so two checkouts cannot both use the last entitlement.
  await tx.query('select id from public.users where id = $1 for update', [buyer.userId]);
  await repriceInTransaction(tx, order, resolved, now);
  let paymentId: number | null = null;
  if (!resolved.waived) {
    const inserted = await one<{ id: number }>(
      tx,
      `insert into public.payments
         (user_id, vendor_id, payment_type, product_id, plan_id, amount_cents, discount_cents,
          provider, provider_ref, card_brand, card_last4, status, idempotency_key, request_hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       returning id`,
      [
        buyer.userId,
        resolved.vendorId,
        resolved.paymentType,
        resolved.productId,
        quote.planId,
        amountCents,
        toCents(quote.discount),
        authorization?.gateway.name ?? args.provider,
        authorization?.reference ?? null,
        authorization?.cardBrand ?? null,
        authorization?.cardLast4 ?? null,
        authorization ? 'authorized' : 'captured',
        order.idempotencyKey,
        hash,
      ],
    );
    paymentId = inserted?.id ?? null;
  }
  let purchaseId: number;
  let previousPlan: Written['previousPlan'];
  let createdPet: PetSnapshot | undefined;
  switch (purchase.kind) {
    case 'booking': {
      const c = purchase.consultation;
      let pet = purchase.pet;
      if (purchase.newPet) {
        // The practice adds the customer's pet: it is the customer's, made with the booking.
        pet = await one<PetSnapshot>(
          tx,
          `insert into public.pets (user_id, name, type, breed) values ($1, $2, $3, $4)
           returning id, name, type, breed`,
          [buyer.userId, purchase.newPet.name, purchase.newPet.type, purchase.newPet.breed],
        );
        createdPet = pet;
      }
      const row = await one<{ id: number }>(
        tx,
        `insert into public.bookings
           (user_id, vendor_id, vendor_listing_id, consultation_id, type, pet_id, slot, duration,
            details, price, payment_id, payment_waived, booked_by_vendor_login_id, user_tz,
            idempotency_key, request_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         returning id`,
        [
          buyer.userId,
          c.vendorId,
          c.listingId,
          c.consultationId,
          c.type,
          pet?.id ?? null,
          purchase.slot.toISOString(),
          purchase.durationMinutes,
          JSON.stringify(bookingSnapshot(resolved, pet)),
          quote.newPrice,
          paymentId,
          resolved.waived,
          buyer.staff?.loginId ?? null,
          purchase.userTz,
          resolved.waived ? order.idempotencyKey : null,
          resolved.waived ? hash : null,
        ],
      );
      purchaseId = row?.id ?? 0;
      if (quote.source === 'assessment') {
        // The consultation the paid assessment includes: the assessment now names its booking.
        const linked = await one<{ id: number }>(
          tx,
          `update public.ihm set booking_id = $2, status = $3
            where user_id = $1 and status = $4 and booking_id is null returning id`,
          [buyer.userId, purchaseId, IHM_STATUS.bookedAppointment, IHM_STATUS.paid],
        );
        if (!linked) throw new Refusal('conflict', ORDER_MESSAGES.priceChanged);
      }
      break;
    }
    case 'service': {
      const row = await one<{ id: number }>(
        tx,
        `insert into public.service_requests
           (type, product_id, user_id, pet_id, vendor_id, payment_id, details, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         returning id`,
        [
          purchase.type,
          resolved.productId,
          buyer.userId,
          purchase.pet?.id ?? null,
          purchase.vendorId,
          paymentId,
          JSON.stringify(purchase.details),
          purchase.expiresAt?.toISOString() ?? null,
        ],
      );
      purchaseId = row?.id ?? 0;
      break;
    }
    case 'assessment': {
      const row = await one<{ id: number }>(
        tx,
        `update public.ihm set status = $2 where id = $1 and status < $2 returning id`,
        [purchase.ihmId, IHM_STATUS.paid],
      );
      if (!row) throw new Refusal('conflict', ORDER_MESSAGES.assessmentPaid);
      purchaseId = row.id;
      break;
    }
    case 'plan': {
      const previous = await one<{
        signup_plan_id: number | null;
        plan_started_at: Date | string | null;
      }>(tx, 'select signup_plan_id, plan_started_at from public.users where id = $1', [
        buyer.userId,
      ]);
      previousPlan = {
        id: previous?.signup_plan_id ?? null,
        startedAt: previous?.plan_started_at ?? null,
      };
      await tx.query(
        'update public.users set signup_plan_id = $2, plan_started_at = $3 where id = $1',
        [buyer.userId, purchase.plan.id, now.toISOString()],
      );
      purchaseId = paymentId ?? 0;
      break;
    }
  }
  const answer = successAnswer(purchaseId, resolved.waived);
  if (paymentId !== null)
    await tx.query('update public.payments set response = $2 where id = $1', [
      paymentId,
      JSON.stringify(answer),
    ]);
  return { answer, paymentId, purchaseId, previousPlan, createdPet };
}

async function release(deps: Deps, authorization: Authorization | undefined): Promise<void> {
  if (!authorization) return;
  try {
    await authorization.gateway.void(authorization.reference, authorization.key);
  } catch (error) {
    // The hold expires with the provider on its own; say so loudly.
    deps.log.error(`payment: could not void authorization ${authorization.reference}`, error);
  }
}

/**
 * After money was authorised and released: a payment row that records the attempt and its answer,
 * so a repeated request replays it. Another request with the same key may have written first.
 */
async function recordVoided(
  deps: Deps,
  args: {
    order: PaymentOrder;
    resolved: ResolvedOrder;
    hash: string;
    amountCents: number;
    authorization: Authorization;
    answer: PaymentAnswer;
  },
): Promise<PaymentAnswer> {
  const { order, resolved, hash, amountCents, authorization, answer } = args;
  if (resolved.productId === null && resolved.quote.planId === null) return answer;
  const { affectedRows } = await deps.db.query(
    `insert into public.payments
       (user_id, vendor_id, payment_type, product_id, plan_id, amount_cents, discount_cents,
        provider, provider_ref, card_brand, card_last4, status, idempotency_key, request_hash,
        response)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'voided', $12, $13, $14)
     on conflict on constraint payments_idempotency_key_unique do nothing`,
    [
      resolved.buyer.userId,
      resolved.vendorId,
      resolved.paymentType,
      resolved.productId,
      resolved.quote.planId,
      amountCents,
      toCents(resolved.quote.discount),
      authorization.gateway.name,
      authorization.reference,
      authorization.cardBrand,
      authorization.cardLast4,
      order.idempotencyKey,
      hash,
      JSON.stringify(answer),
    ],
  );
  if (affectedRows > 0) return answer;
  const stored = await findStored(deps.db, resolved.buyer.userId, order.idempotencyKey);
  return stored ? replay(stored, hash) : answer;
}

/** The capture failed after the purchase was written: undo it, release the money, say why. */
async function undoPurchase(
  deps: Deps,
  resolved: ResolvedOrder,
  written: Written,
  authorization: Authorization,
  answer: PaymentAnswer,
): Promise<PaymentAnswer> {
  await release(deps, authorization);
  const { purchase } = resolved;
  await deps.db.transaction(async (tx) => {
    await tx.query(`update public.payments set status = 'failed', response = $2 where id = $1`, [
      written.paymentId,
      JSON.stringify(answer),
    ]);
    if (purchase.kind === 'booking')
      await tx.query('update public.bookings set status = $2 where id = $1', [
        written.purchaseId,
        BOOKING_STATUS.canceled,
      ]);
    if (purchase.kind === 'service')
      await tx.query('delete from public.service_requests where id = $1', [written.purchaseId]);
    if (purchase.kind === 'assessment')
      await tx.query('update public.ihm set status = $2 where id = $1', [
        purchase.ihmId,
        purchase.previousStatus,
      ]);
    if (purchase.kind === 'plan' && written.previousPlan)
      await tx.query(
        'update public.users set signup_plan_id = $2, plan_started_at = $3 where id = $1',
        [
          resolved.buyer.userId,
          written.previousPlan.id,
          written.previousPlan.startedAt === null
            ? null
            : new Date(written.previousPlan.startedAt).toISOString(),
        ],
      );
  });
  return answer;
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

type NonBookingPurchase = Exclude<ResolvedOrder['purchase'], { kind: 'booking' }>;

/**
 * The confirmation e-mail the checkout promises ('Thanks for your Order!') of a service, the
 * assessment upgrade or a plan. A booking's confirmation and the practice's 'New appointment'
 * mail are sent by the booking's insert event (functions/src/events/booking-notifications.ts),
 * once its money is captured.
 */
export function confirmationMail(
  resolved: ResolvedOrder,
  purchase: NonBookingPurchase,
  written: Written,
): { subject: string; text: string } {
  const { customer, quote } = resolved;
  const paid = resolved.waived
    ? 'Payment was waived by the practice.'
    : quote.newPrice === 0
      ? quote.source === 'plan'
        ? 'Included in your plan: nothing was charged.'
        : quote.source === 'assessment'
          ? 'Included with your health assessment: nothing was charged.'
          : 'Nothing was charged.'
      : `Paid: ${money(quote.newPrice)}${quote.discount > 0 ? ` (${money(quote.discount)} off)` : ''}.`;
  let subject: string;
  let what: string;
  switch (purchase.kind) {
    case 'service':
      subject =
        purchase.type === 'house_call'
          ? 'Your vet house call package is confirmed'
          : purchase.type === 'smo'
            ? `We received your second medical opinion request: SMO-${String(written.purchaseId)}`
            : 'We received your question';
      what =
        purchase.type === 'house_call'
          ? `Your house call package runs until ${purchase.expiresAt?.toISOString().slice(0, 10) ?? ''}, with two vet visits a year. We will call you at ${String(purchase.details['primaryPhone'])} to arrange the first visit.`
          : purchase.type === 'smo'
            ? 'A vet will review the first opinion and your records and answer within 24 to 48 hours.'
            : 'A vet will answer your question within 36 hours.';
      break;
    case 'assessment':
      subject = 'Your pet health assessment upgrade is confirmed';
      what = 'The advanced report and the doctor consultation of your assessment are now open.';
      break;
    case 'plan':
      subject = `Welcome to the ${purchase.plan.name} plan`;
      what = `Your ${purchase.plan.name} plan starts today and runs for one year.`;
      break;
  }
  return {
    subject,
    text: `Hello ${customer.first_name},\n\nThanks for your Order!\n\n${what}\n${paid}\n\nThe Petwell team`,
  };
}

/**
 * After the purchase is paid and written. A mail failure must not undo it, nor pass unnoticed:
 * it is logged. Bookings are mailed by their insert event instead (see confirmationMail).
 */
async function sendPurchaseMails(
  deps: Deps,
  resolved: ResolvedOrder,
  written: Written,
): Promise<void> {
  const { purchase } = resolved;
  if (purchase.kind === 'booking') return;
  try {
    await deps.mail.send({
      to: resolved.customer.email,
      ...confirmationMail(resolved, purchase, written),
    });
  } catch (error) {
    deps.log.error(
      `payment: the confirmation e-mail for ${purchase.kind} ${String(written.purchaseId)} to user ${String(resolved.buyer.userId)} could not be sent`,
      error,
    );
  }
}

export const paymentAction = defineAction({
  name: 'payment',
  roles: SIGNED_IN,
  input: paymentInputSchema,
  async run({ order }, context, deps): Promise<PaymentAnswer> {
    const now = deps.now();
    const buyer = resolveBuyer(context.session, order);
    const hash = requestHash(context.session, order);
    const stored = await findStored(deps.db, buyer.userId, order.idempotencyKey);
    if (stored) return replay(stored, hash);

    let resolved: ResolvedOrder;
    try {
      resolved = await resolveOrder(deps.db, order, buyer, now);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // A concurrent request with the same key may have bought this slot meanwhile.
      const first = await findStored(deps.db, buyer.userId, order.idempotencyKey);
      return first ? replay(first, hash) : errorAnswer(error.code, error.message);
    }

    const amountCents = toCents(resolved.quote.newPrice);
    const key = gatewayKey(buyer.userId, order.idempotencyKey, hash);
    let authorization: Authorization | undefined;
    if (amountCents > 0) {
      const method = paymentMethod(order, deps, now);
      if (method instanceof Refusal) return errorAnswer(method.code, method.message);
      const result = await method.gateway.authorize({
        idempotencyKey: key,
        amountCents,
        currency: 'USD',
        description: resolved.description,
        ...(method.card ? { card: method.card } : {}),
        ...(method.paypalOrderId ? { paypalOrderId: method.paypalOrderId } : {}),
      });
      if (!result.ok)
        return errorAnswer(
          result.refusal === 'failed' ? 'provider-unavailable' : 'payment-declined',
          result.message,
        );
      authorization = {
        gateway: method.gateway,
        reference: result.reference,
        key,
        cardBrand: result.cardBrand,
        cardLast4: result.cardLast4,
      };
    }

    let written: Written;
    try {
      written = await retryingTransaction(deps.db, (tx) =>
        writePurchase(tx, {
          order,
          resolved,
          hash,
          amountCents,
          authorization,
          provider: deps.payments.cardsAccepted ? 'test' : 'paypal',
          now,
        }),
      );
    } catch (error) {
      // A concurrent request with the same key wrote first: answer what it answered.
      const first = await findStored(deps.db, buyer.userId, order.idempotencyKey);
      if (first) {
        if (authorization && first.providerRef !== authorization.reference)
          await release(deps, authorization);
        return replay(first, hash);
      }
      let answer: PaymentAnswer;
      if (error instanceof Refusal) answer = errorAnswer(error.code, error.message);
      else if (isPostgresError(error, PG.exclusionViolation))
        answer = errorAnswer('slot-taken', SLOT_REFUSAL_MESSAGES.taken);
      else {
        await release(deps, authorization);
        throw error;
      }
      if (!authorization) return answer;
      await release(deps, authorization);
      return recordVoided(deps, { order, resolved, hash, amountCents, authorization, answer });
    }

    if (authorization && written.paymentId !== null) {
      const captured = await authorization.gateway
        .capture(authorization.reference, { amountCents, currency: 'USD', idempotencyKey: key })
        .catch((error: unknown) => {
          deps.log.error(`payment ${String(written.paymentId)}: capture failed`, error);
          return { ok: false as const, refusal: 'failed' as const, message: MESSAGES.generic };
        });
      if (!captured.ok)
        return undoPurchase(
          deps,
          resolved,
          written,
          authorization,
          errorAnswer(
            captured.refusal === 'failed' ? 'provider-unavailable' : 'payment-declined',
            captured.message,
          ),
        );
      // PayPal refunds the capture, not the authorization: its id is kept for cancel_booking.
      await deps.db.query(
        `update public.payments set status = 'captured', capture_ref = $2 where id = $1`,
        [written.paymentId, captured.reference],
      );
    }

    // The purchase is paid and written: a mail failure must not undo it, nor pass unnoticed.
    await sendPurchaseMails(deps, resolved, written);
    return written.answer;
  },
});
