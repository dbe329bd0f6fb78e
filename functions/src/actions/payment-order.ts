import { createHash } from 'node:crypto';
import {
  appointmentInfoSchema,
  checkSlot,
  CONSULTATION_MESSAGES,
  consultationTypeOfProduct,
  DEFAULT_SLOT_MINUTES,
  freeQuestionDetailsSchema,
  houseCallDetailsSchema,
  IHM_STATUS,
  listQuote,
  type OrderInput,
  PAYMENT_MESSAGES,
  PAYMENT_TYPES,
  type PaymentType,
  PRACTICE_ACCESS_MESSAGES,
  type PriceQuote,
  PRODUCT_IDS,
  productOf,
  SLOT_MESSAGES,
  SLOT_REFUSAL_MESSAGES,
  smoDetailsSchema,
  type ActionErrorCode,
  MESSAGES,
  WAITLIST_MESSAGES,
} from '@petwell/domain';
import type { z } from 'zod';
import { validationError } from '../lib/action';
import { one, type Queryable } from '../lib/db';
import { ActionError } from '../lib/errors';
import {
  findPlanByCode,
  findPlanById,
  isExpired,
  loadActivePlan,
  loadProduct,
  type PlanRecord,
  priceForUser,
} from '../lib/pricing-data';
import { requireApprovedPractice } from '../lib/practice-vetting';
import { requireOwner, requireStaff, type Session } from '../lib/session';
import {
  type ListingConsultation,
  loadBookedRanges,
  loadListingConsultation,
} from '../lib/slot-data';
import { isHeldForAnother } from '../lib/waitlist';

/**
 * What an order buys and what it costs, for create_paypal_order and payment alike: who buys, the
 * purchase (a booking, a service request, the assessment upgrade or a plan) checked against the
 * database, and the server's price. Client prices are never read.
 */
export const ORDER_MESSAGES = {
  // The texts the booking wizard shows for the same cases, from one place.
  notAvailable: SLOT_MESSAGES.notAvailable,
  customerNotFound: CONSULTATION_MESSAGES.customerNotFound,
  notManaged: 'You do not manage this listing.',
  onlyStaffWaive: 'Only a practice may waive payment.',
  staffBooksAppointments:
    'A practice books appointments for its customers; other orders are placed by the pet owner.',
  ownOrdersOnly: 'You can only place orders for yourself.',
  practiceUnknown: 'Please choose a practice.',
  assessmentMissing: 'Please take the pet health assessment first.',
  assessmentPaid: 'Your health assessment is already paid.',
  planActive: 'You already have this plan.',
  priceChanged: 'The price of your order has changed. Please review it and try again.',
  keyReused:
    'This idempotency key was already used for a different order. Please start the checkout again.',
} as const;

/** A business refusal: payment answers it as `{result: 'Error', status}` instead of throwing. */
export class Refusal extends Error {
  constructor(
    readonly code: ActionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export interface Buyer {
  /** users.id of the owner who is served and pays (the customer of a practice's booking). */
  userId: number;
  /** The staff member booking for a customer. */
  staff: { loginId: number; vendorId: number; rootAdmin: boolean } | undefined;
}

/** The caller's role decides who buys: an owner for themself, or staff for a customer. */
export function resolveBuyer(session: Session, order: OrderInput): Buyer {
  if (session.role === 'vendor' || session.role === 'root_admin') {
    const staff = requireStaff(session);
    if (order.paymentType !== PAYMENT_TYPES.appointments)
      throw new ActionError('access-denied', ORDER_MESSAGES.staffBooksAppointments);
    if (order.customerId == null)
      throw new ActionError('validation-failed', PAYMENT_MESSAGES.customerRequired, {
        fields: { customerId: PAYMENT_MESSAGES.customerRequired },
      });
    return {
      userId: order.customerId,
      staff: { ...staff, rootAdmin: session.role === 'root_admin' },
    };
  }
  const userId = requireOwner(session);
  if (order.waivePayment === true)
    throw new ActionError('access-denied', ORDER_MESSAGES.onlyStaffWaive);
  if (order.customerId != null && order.customerId !== userId)
    throw new ActionError('access-denied', ORDER_MESSAGES.ownOrdersOnly);
  return { userId, staff: undefined };
}

export interface PetSnapshot {
  id: number;
  name: string;
  type: number;
  breed: string | null;
}

export interface CustomerSnapshot {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string;
}

export type Purchase =
  | {
      kind: 'booking';
      consultation: ListingConsultation;
      slot: Date;
      durationMinutes: number;
      pet: PetSnapshot | undefined;
      /** A pet the practice adds for the customer: created with the booking. */
      newPet?: NewPet | undefined;
      summary: string;
      userTz: string | null;
    }
  | {
      kind: 'service';
      type: 'house_call' | 'smo' | 'free_question';
      details: Record<string, unknown>;
      pet: PetSnapshot | undefined;
      /** The practice answering it; null: the platform. */
      vendorId: number | null;
      /** House call: the package runs one year. */
      expiresAt: Date | null;
    }
  | { kind: 'assessment'; ihmId: number; previousStatus: number }
  | { kind: 'plan'; plan: PlanRecord };

export interface ResolvedOrder {
  buyer: Buyer;
  customer: CustomerSnapshot;
  paymentType: PaymentType;
  /** payments.product_id (null for a plan purchase). */
  productId: number | null;
  /** payments.vendor_id */
  vendorId: number | null;
  purchase: Purchase;
  quote: PriceQuote;
  /** A practice waived payment: price 0, no payment row. */
  waived: boolean;
  /** Shown on the provider's statement. */
  description: string;
}

export const invalid = (field: string, message: string) =>
  new ActionError('validation-failed', `${field}: ${message}`, { fields: { [field]: message } });

/** Zod issues of a nested object with their paths under `prefix`. */
export function nestedError(prefix: string, error: z.ZodError): ActionError {
  const nested = validationError(error);
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(nested.fields ?? {}))
    fields[key === '$' ? prefix : `${prefix}.${key}`] = message;
  const [field, message] = Object.entries(fields)[0] ?? [prefix, nested.message];
  return new ActionError('validation-failed', `${field}: ${message}`, { fields });
}

async function loadCustomer(db: Queryable, userId: number): Promise<CustomerSnapshot> {
  const customer = await one<CustomerSnapshot>(
    db,
    'select id, first_name, last_name, phone, email from public.users where id = $1',
    [userId],
  );
  if (!customer) throw invalid('customerId', ORDER_MESSAGES.customerNotFound);
  return customer;
}

async function loadPet(
  db: Queryable,
  userId: number,
  petId: number | undefined,
  isRequired: boolean,
): Promise<PetSnapshot | undefined> {
  if (petId === undefined) {
    if (isRequired) throw invalid('petId', PAYMENT_MESSAGES.petRequired);
    return undefined;
  }
  const pet = await one<PetSnapshot>(
    db,
    `select id, name, type, breed from public.pets where id = $1 and user_id = $2 and status = 1`,
    [petId, userId],
  );
  if (!pet) throw invalid('petId', PAYMENT_MESSAGES.petRequired);
  return pet;
}

/** A pet a practice adds for its customer while booking. */
export interface NewPet {
  name: string;
  type: number;
  breed: string | null;
}

/**
 * A pet of the customer that the practice may read, as the pets select permission for staff says:
 * the customer shares its records with the practice through a live booking (of a listing the
 * staff member manages, unless a root admin). Any other id is refused as one it cannot see.
 */
async function loadSharedPet(
  db: Queryable,
  staff: NonNullable<Buyer['staff']>,
  userId: number,
  petId: number,
): Promise<PetSnapshot> {
  const pet = await one<PetSnapshot>(
    db,
    `select p.id, p.name, p.type, p.breed from public.pets p
      where p.id = $1 and p.user_id = $2 and p.status = 1
        and exists (
          select 1 from public.bookings b
           where b.pet_id = p.id and b.vendor_id = $3 and b.status <> 3
             and b.record_sharing = 'shared' and b.access_until > now()
             and ($4 or exists (select 1 from public.listing_managers m
                                 where m.listing_id = b.vendor_listing_id
                                   and m.vendor_login_id = $5)))`,
    [petId, userId, staff.vendorId, staff.rootAdmin, staff.loginId],
  );
  if (!pet) throw invalid('petId', PRACTICE_ACCESS_MESSAGES.staffNamesNoPet);
  return pet;
}

/** A pet id from petId, or from details.pet as the SMO and question forms send it. */
function petIdOf(order: OrderInput): number | undefined {
  if (order.petId != null) return order.petId;
  const fromDetails = order.details?.['pet'];
  if (typeof fromDetails === 'number' && Number.isSafeInteger(fromDetails) && fromDetails > 0)
    return fromDetails;
  if (
    fromDetails !== null &&
    typeof fromDetails === 'object' &&
    typeof (fromDetails as { id?: unknown }).id === 'number'
  )
    return (fromDetails as { id: number }).id;
  return undefined;
}

/** Staff book only listings of their practice: a root admin any, others those they manage. */
export async function mayBook(db: Queryable, buyer: Buyer, listing: ListingConsultation) {
  const staff = buyer.staff;
  if (!staff) return;
  if (listing.vendorId !== staff.vendorId)
    throw new ActionError('access-denied', ORDER_MESSAGES.notManaged);
  if (staff.rootAdmin) return;
  const managed = await one(
    db,
    `select 1 from public.listing_managers
      where listing_id = $1 and vendor_login_id = $2 and vendor_id = $3`,
    [listing.listingId, staff.loginId, staff.vendorId],
  );
  if (!managed) throw new ActionError('access-denied', ORDER_MESSAGES.notManaged);
}

async function resolveBooking(
  db: Queryable,
  order: OrderInput,
  buyer: Buyer,
  productId: number,
  now: Date,
): Promise<{ purchase: Purchase; price: number; vendorId: number }> {
  const type = consultationTypeOfProduct(productId);
  const listingId = order.vendorServiceId;
  const slot = order.for_ts;
  // orderInputSchema guarantees these for appointments.
  if (!type || listingId == null || slot == null)
    throw invalid('vendorServiceId', PAYMENT_MESSAGES.listingRequired);
  // A practice books for customers only once the platform has approved it; an owner cannot book
  // a practice that is not listed (loadListingConsultation treats its consultations as disabled).
  if (buyer.staff) await requireApprovedPractice(db, buyer.staff.vendorId);
  const consultation = await loadListingConsultation(db, listingId, type);
  if (!consultation?.enabled || consultation.price === null)
    throw new Refusal('not-found', ORDER_MESSAGES.notAvailable);
  // The listing decides the practice; a client's vendorId (the spec's default is 1) is not read.
  await mayBook(db, buyer, consultation);
  const info = appointmentInfoSchema.safeParse({
    summary:
      order.details?.['summary'] ??
      (order.details?.['info'] as { summary?: unknown } | undefined)?.summary,
  });
  if (!info.success) throw nestedError('details', info.error);
  // A practice booking for a customer names a pet the practice already sees (the customer shares
  // its records with the practice: a guessed id of another pet is refused), or adds the pet, which
  // is created in the customer's account with the booking. Without either, the owner picks the pet
  // when they share their records (answer_record_request).
  let pet: PetSnapshot | undefined;
  let newPet: NewPet | undefined;
  if (buyer.staff) {
    if (order.newPet) newPet = order.newPet;
    else if (petIdOf(order) !== undefined)
      pet = await loadSharedPet(db, buyer.staff, buyer.userId, petIdOf(order) ?? 0);
  } else {
    pet = await loadPet(db, buyer.userId, petIdOf(order), true);
  }
  const day = 24 * 60 * 60_000;
  const booked = await loadBookedRanges(
    db,
    consultation.listingId,
    new Date(slot.getTime() - day),
    new Date(slot.getTime() + day),
  );
  const checked = checkSlot({ rules: consultation.rules, slot, booked, now });
  if (!checked.ok)
    throw new Refusal(
      checked.reason === 'taken' ? 'slot-taken' : 'validation-failed',
      SLOT_REFUSAL_MESSAGES[checked.reason],
    );
  // A waitlist offer holds the slot for its owner for 15 minutes; anyone else is refused.
  if (
    await isHeldForAnother(
      db,
      consultation,
      slot,
      consultation.durationMinutes ?? DEFAULT_SLOT_MINUTES,
      now,
      buyer.userId,
    )
  )
    throw new Refusal('slot-taken', WAITLIST_MESSAGES.held);
  return {
    purchase: {
      kind: 'booking',
      consultation,
      slot,
      durationMinutes: consultation.durationMinutes ?? DEFAULT_SLOT_MINUTES,
      pet,
      newPet,
      summary: info.data.summary,
      userTz: order.userTZ ?? null,
    },
    price: consultation.price,
    vendorId: consultation.vendorId,
  };
}

async function resolveService(
  db: Queryable,
  order: OrderInput,
  buyer: Buyer,
  productId: number,
  now: Date,
): Promise<Purchase> {
  let vendorId: number | null = null;
  if (order.vendorId != null) {
    const vendor = await one(db, 'select 1 from public.vendors where id = $1', [order.vendorId]);
    if (!vendor) throw invalid('vendorId', ORDER_MESSAGES.practiceUnknown);
    vendorId = order.vendorId;
  }
  const raw = order.details ?? {};
  if (productId === PRODUCT_IDS.houseVisit) {
    const parsed = houseCallDetailsSchema.safeParse(raw);
    if (!parsed.success) throw nestedError('details', parsed.error);
    const expiresAt = new Date(now.getTime());
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 1);
    const pet = await loadPet(db, buyer.userId, petIdOf(order), false);
    return { kind: 'service', type: 'house_call', details: parsed.data, pet, vendorId, expiresAt };
  }
  if (productId === PRODUCT_IDS.secondMedicalOpinion) {
    const parsed = smoDetailsSchema.safeParse(raw);
    if (!parsed.success) throw nestedError('details', parsed.error);
    const pet = await loadPet(db, buyer.userId, petIdOf(order), true);
    if (!pet) throw invalid('petId', PAYMENT_MESSAGES.petRequired);
    return {
      kind: 'service',
      type: 'smo',
      details: {
        ...parsed.data,
        pet: pet.id,
        petName: pet.name,
        petType: pet.type,
        petBreed: pet.breed,
      },
      pet,
      vendorId,
      expiresAt: null,
    };
  }
  const parsed = freeQuestionDetailsSchema.safeParse(raw);
  if (!parsed.success) throw nestedError('details', parsed.error);
  const pet = await loadPet(db, buyer.userId, petIdOf(order), true);
  if (!pet) throw invalid('petId', PAYMENT_MESSAGES.petRequired);
  return {
    kind: 'service',
    type: 'free_question',
    details: { ...parsed.data, pet: pet.id },
    pet,
    vendorId,
    expiresAt: null,
  };
}

async function resolvePlan(
  db: Queryable,
  order: OrderInput,
  buyer: Buyer,
  now: Date,
): Promise<PlanRecord> {
  const plan =
    order.planId != null
      ? await findPlanById(db, order.planId)
      : order.code !== undefined
        ? await findPlanByCode(db, order.code)
        : undefined;
  if (!plan || plan.kind !== 'plan' || plan.price <= 0 || isExpired(plan, now))
    throw new Refusal('invalid-code', MESSAGES.invalidCode);
  const active = await loadActivePlan(db, buyer.userId, now);
  if (active?.id === plan.id) throw new Refusal('conflict', ORDER_MESSAGES.planActive);
  return plan;
}

/**
 * Checks the order against the database and prices it. Throws ActionError for input the caller
 * must fix (validation, permissions) and Refusal for what the checkout answers as an error (the
 * slot, the code, availability).
 */
export async function resolveOrder(
  db: Queryable,
  order: OrderInput,
  buyer: Buyer,
  now: Date,
): Promise<ResolvedOrder> {
  const customer = await loadCustomer(db, buyer.userId);
  const waived = buyer.staff !== undefined && order.waivePayment === true;
  const productId = productOf(order);
  if (order.paymentType === PAYMENT_TYPES.promo || productId === undefined) {
    const plan = await resolvePlan(db, order, buyer, now);
    return {
      buyer,
      customer,
      paymentType: order.paymentType,
      productId: null,
      vendorId: null,
      purchase: { kind: 'plan', plan },
      quote: { ...listQuote(plan.price), planId: plan.id },
      waived: false,
      description: `Petwell ${plan.name} plan (one year)`,
    };
  }
  const product = await loadProduct(db, productId);
  if (!product) throw invalid('productId', PAYMENT_MESSAGES.productUnknown);
  let purchase: Purchase;
  let price = product.price;
  let vendorId: number | null = null;
  if (order.paymentType === PAYMENT_TYPES.appointments) {
    const booking = await resolveBooking(db, order, buyer, productId, now);
    purchase = booking.purchase;
    price = booking.price;
    vendorId = booking.vendorId;
  } else if (order.paymentType === PAYMENT_TYPES.services) {
    purchase = await resolveService(db, order, buyer, productId, now);
    vendorId = purchase.kind === 'service' ? purchase.vendorId : null;
  } else {
    const ihm = await one<{ id: number; status: number }>(
      db,
      'select id, status from public.ihm where user_id = $1',
      [buyer.userId],
    );
    if (!ihm) throw new Refusal('not-found', ORDER_MESSAGES.assessmentMissing);
    if (ihm.status >= IHM_STATUS.paid) throw new Refusal('conflict', ORDER_MESSAGES.assessmentPaid);
    purchase = { kind: 'assessment', ihmId: ihm.id, previousStatus: ihm.status };
  }
  let quote: PriceQuote;
  if (waived) {
    quote = { ...listQuote(price), newPrice: 0, discount: price };
  } else {
    const priced = await priceForUser(db, {
      userId: buyer.userId,
      productId,
      price,
      code: order.code,
      now,
      booking:
        purchase.kind === 'booking' && vendorId !== null
          ? { vendorId, byOwner: buyer.staff === undefined }
          : undefined,
    });
    if (!priced.ok) throw new Refusal('invalid-code', MESSAGES.invalidCode);
    quote = priced.quote;
  }
  return {
    buyer,
    customer,
    paymentType: order.paymentType,
    productId,
    vendorId,
    purchase,
    quote,
    waived,
    description: describe(purchase, product.name),
  };
}

function describe(purchase: Purchase, productName: string): string {
  if (purchase.kind === 'booking')
    return `Petwell ${productName}: ${purchase.consultation.title} (${purchase.slot.toISOString()})`;
  return `Petwell ${productName}`;
}

/** The price again inside the payment's transaction, where the buyer's row is locked. */
export async function repriceInTransaction(
  tx: Queryable,
  order: OrderInput,
  resolved: ResolvedOrder,
  now: Date,
): Promise<void> {
  if (resolved.waived || resolved.productId === null) return;
  const priced = await priceForUser(tx, {
    userId: resolved.buyer.userId,
    productId: resolved.productId,
    price: resolved.quote.price,
    code: order.code,
    now,
    booking:
      resolved.purchase.kind === 'booking' && resolved.vendorId !== null
        ? { vendorId: resolved.vendorId, byOwner: resolved.buyer.staff === undefined }
        : undefined,
  });
  if (!priced.ok || priced.quote.newPrice !== resolved.quote.newPrice)
    throw new Refusal('conflict', ORDER_MESSAGES.priceChanged);
}

/** JSON with sorted keys, so equal requests hash equally whatever their key order. */
export function stableJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The fingerprint of a request for its idempotency key: the caller and the order, with the card
 * reduced to its last four digits (no card data is hashed or stored).
 */
export function requestHash(session: Session, order: Record<string, unknown>): string {
  const { paymentInfo, ...rest } = order;
  const number = (paymentInfo as { cardNumber?: unknown } | null | undefined)?.cardNumber;
  return sha256(
    stableJson({
      caller: `${session.role}:${String(session.userId)}`,
      order: rest,
      card: typeof number === 'string' ? number.slice(-4) : null,
    }),
  );
}

/** The key sent to the provider: one per buyer, idempotency key and request. */
export function gatewayKey(userId: number, idempotencyKey: string, hash: string): string {
  return `pw${sha256(`${String(userId)}:${idempotencyKey}:${hash}`).slice(0, 48)}`;
}
