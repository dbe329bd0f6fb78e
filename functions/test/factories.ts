import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Queryable } from '../src/lib/db';

/**
 * Rows for integration tests, each with overrides. Passwords are real bcrypt hashes (cost 4 to
 * keep tests quick; login works the same at any cost).
 */
let counter = 0;
const unique = () =>
  `${String(Date.now() % 1_000_000)}${String(++counter)}${randomUUID().slice(0, 4)}`;
/** A 10-digit mobile number no other factory row uses. */
export const uniquePhone = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export const hash = (password: string) => bcrypt.hash(password, 4);

export interface Owner {
  id: number;
  email: string;
  password: string;
  phone: string;
}

export async function createOwner(
  db: Queryable,
  overrides: Partial<{
    email: string;
    password: string | null;
    first_name: string;
    phone: string;
    signup_plan_id: number | null;
    plan_started_at: Date | null;
  }> = {},
): Promise<Owner> {
  const email = overrides.email ?? `owner-${unique()}@example.com`;
  const password = overrides.password === undefined ? 'owner-password-1' : overrides.password;
  const phone = overrides.phone ?? uniquePhone();
  const { rows } = await db.query<{ id: number }>(
    `insert into public.users (first_name, last_name, email, phone, password, signup_plan_id, plan_started_at)
     values ($1, 'Owner', $2, $3, $4, $5, $6) returning id`,
    [
      overrides.first_name ?? 'Olivia',
      email,
      phone,
      password === null ? null : await hash(password),
      overrides.signup_plan_id ?? null,
      overrides.plan_started_at ?? null,
    ],
  );
  return { id: rows[0]?.id ?? 0, email, password: password ?? '', phone };
}

export interface Staff {
  id: number;
  vendorId: number;
  email: string;
  password: string;
  subrole: number;
}

export interface Practice {
  vendorId: number;
  rootAdmin: Staff;
  staff: Staff;
}

export async function createStaff(
  db: Queryable,
  vendorId: number,
  overrides: Partial<{ subrole: number; email: string; password: string }> = {},
): Promise<Staff> {
  const email = overrides.email ?? `staff-${unique()}@vet.example.com`;
  const password = overrides.password ?? 'staff-password-1';
  const subrole = overrides.subrole ?? 3;
  const { rows } = await db.query<{ id: number }>(
    `insert into public.vendor_logins (vendor_id, subrole, first_name, last_name, email, phone, password)
     values ($1, $2, 'Sam', 'Staff', $3, $4, $5) returning id`,
    [vendorId, subrole, email, uniquePhone(), await hash(password)],
  );
  return { id: rows[0]?.id ?? 0, vendorId, email, password, subrole };
}

/** A practice with a root admin and a staff member; approved by the platform unless `status` says. */
export async function createPractice(
  db: Queryable,
  overrides: Partial<{
    name: string;
    isPlatform: boolean;
    status: 'pending' | 'approved' | 'suspended';
  }> = {},
): Promise<Practice> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.vendors (name, is_platform, status) values ($1, $2, $3) returning id`,
    [
      overrides.name ?? `Practice ${unique()}`,
      overrides.isPlatform ?? false,
      overrides.status ?? 'approved',
    ],
  );
  const vendorId = rows[0]?.id ?? 0;
  return {
    vendorId,
    rootAdmin: await createStaff(db, vendorId, { subrole: 1 }),
    staff: await createStaff(db, vendorId, { subrole: 3 }),
  };
}

export interface ListingSpec {
  timezone?: string;
  consultations?: {
    type: 'clinic_visit' | 'video' | 'phone' | 'chat';
    price?: number;
    duration?: number | null;
    enabled?: boolean;
    /** ISO weekdays 1-7 and local times. Default: every day 00:00-23:59. */
    schedules?: { days: number[]; from: string; to: string }[];
    rosters?: { date: string; slots: string[] }[];
  }[];
}

export interface Listing {
  id: number;
  vendorId: number;
  consultations: Record<string, number>;
}

export async function createListing(
  db: Queryable,
  practice: Practice,
  spec: ListingSpec = {},
): Promise<Listing> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.vendor_listings (vendor_id, vendor_login_id, title, line1, address, city, zipcode, timezone)
     values ($1, $2, 'Test Clinic', 'Dr. Test, DVM', '1 Main Street', 'Springfield', '12345', $3) returning id`,
    [practice.vendorId, practice.staff.id, spec.timezone ?? 'America/New_York'],
  );
  const id = rows[0]?.id ?? 0;
  const consultations: Record<string, number> = {};
  for (const c of spec.consultations ?? [{ type: 'video' as const }]) {
    const inserted = await db.query<{ id: number }>(
      `insert into public.consultations (listing_id, type, enabled, duration, price)
       values ($1, $2, $3, $4, $5) returning id`,
      [id, c.type, c.enabled ?? true, c.duration === undefined ? 30 : c.duration, c.price ?? 40],
    );
    const consultationId = inserted.rows[0]?.id ?? 0;
    consultations[c.type] = consultationId;
    for (const s of c.schedules ?? [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:59' }]) {
      await db.query(
        `insert into public.consultation_schedules (consultation_id, days, from_time, to_time)
         values ($1, $2, $3, $4)`,
        [consultationId, JSON.stringify(s.days), s.from, s.to],
      );
    }
    for (const r of c.rosters ?? []) {
      await db.query(
        `insert into public.consultation_rosters (consultation_id, date, slots) values ($1, $2, $3)`,
        [consultationId, r.date, JSON.stringify(r.slots)],
      );
    }
  }
  return { id, vendorId: practice.vendorId, consultations };
}

export async function createPet(db: Queryable, userId: number, name = 'Rex'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.pets (user_id, name, type) values ($1, $2, 1) returning id`,
    [userId, name],
  );
  return rows[0]?.id ?? 0;
}
