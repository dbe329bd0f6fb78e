-- Conformance fixture: small, deterministic data with explicit ids, loaded once into a template
-- database that every case file copies. Expected responses in the YAML cases rely on every value
-- below (ids, names, timestamps), so change them together. Dev seeds are not fixtures.
--
-- Who is who:
--   vendors        1 Petwell (the platform), 2 Riverside Vets, 3 Hilltop Clinic
--   vendor_logins  1 Paula (platform root admin), 2 Rita (Riverside root admin),
--                  3 Sam (Riverside staff, manages listing 1), 4 Nina (Riverside staff, manages
--                  listing 2), 5 Hank (Hilltop root admin), 6 Vera (Hilltop staff, listing 3)
--   users          1 Olivia (booked with Riverside), 2 Oscar (signed up on Hilltop's site, booked
--                  there), 3 Uma (nobody's customer)
--   pets           1 Biscuit, 2 Mittens, 3 Ghost (soft-deleted) of Olivia; 4 Rex of Oscar;
--                  5 Nibbles of Uma
--   bookings       1 future upcoming, 2 past complete, 3 past upcoming, 6 future rescheduled,
--                  7 future waived (Olivia at Riverside); 4 future upcoming, 5 canceled (Oscar at
--                  Hilltop)

insert into public.vendors (id, name, type, categories, details, is_platform, status, created_at) values
  (1, 'Petwell', 1, '[]', '{}', true, 'approved', '2024-01-01T00:00:00Z'),
  (2, 'Riverside Vets', 2, '[1000, 1001]', '{"email": "hello@riverside.example", "mobile": "5551000002"}', false, 'approved', '2024-01-02T00:00:00Z'),
  (3, 'Hilltop Clinic', 1, '[1002]', '{"email": "desk@hilltop.example"}', false, 'approved', '2024-01-03T00:00:00Z');

-- bcrypt hash (cost 10) of "petwell-demo": the schema accepts only bcrypt hashes.
insert into public.vendor_logins (id, vendor_id, subrole, first_name, last_name, email, phone, password, pic, created_at) values
  (1, 1, 1, 'Paula', 'Platform', 'paula@petwell.example', '5552000001', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, '2024-01-01T00:00:00Z'),
  (2, 2, 1, 'Rita', 'Root', 'rita@riverside.example', '5552000002', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', 'https://cdn.example/rita.png', '2024-01-02T00:00:00Z'),
  (3, 2, 2, 'Sam', 'Staff', 'sam@riverside.example', '5552000003', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, '2024-01-02T01:00:00Z'),
  (4, 2, 3, 'Nina', 'Nurse', 'nina@riverside.example', '5552000004', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, '2024-01-02T02:00:00Z'),
  (5, 3, 1, 'Hank', 'Hill', 'hank@hilltop.example', '5552000005', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, '2024-01-03T00:00:00Z'),
  (6, 3, 3, 'Vera', 'Vet', 'vera@hilltop.example', '5552000006', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, '2024-01-03T01:00:00Z');

insert into public.plans (id, code, name, kind, is_public, description, details, offers, price, expires_at, created_at) values
  (1, 'GOLD', 'Gold', 'plan', true, 'Two video consultations a year', '{"label": "$99/year"}', '{"video": 2}', 99, null, '2024-01-01T00:00:00Z'),
  (2, 'PLATINUM', 'Platinum', 'plan', true, null, '{}', '{"video": 4, "clinic_visit": 1}', 199, null, '2024-01-01T00:00:00Z'),
  (3, 'SPRING25', 'Spring promo', 'promo', false, 'A quarter off', '{}', '{"discount_percent": 25}', 0, '2099-06-01T00:00:00Z', '2024-01-01T00:00:00Z'),
  (4, 'ACME', 'Acme partner', 'client', false, null, '{"logo": "acme.png"}', '{}', 0, null, '2024-01-01T00:00:00Z');

insert into public.users (id, first_name, last_name, email, phone, password, pic, vendor_id, signup_plan_id, promocode_id, plan_started_at, source, created_at) values
  (1, 'Olivia', 'Owens', 'olivia@example.com', '5553000001', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, null, 1, null, '2024-02-01T00:00:00Z', '{"medium": "Web", "browser": "Firefox"}', '2024-02-01T00:00:00Z'),
  (2, 'Oscar', 'Ortiz', 'oscar@example.com', '5553000002', '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', 'https://cdn.example/oscar.png', 3, null, null, null, '{"medium": "Web", "vendor_id": 3}', '2024-02-02T00:00:00Z'),
  (3, 'Uma', 'Underwood', 'uma@example.com', null, null, null, null, 2, 3, null, '{}', '2024-02-03T00:00:00Z');

insert into public.pets (id, user_id, name, type, breed, notes, phr_id, status, details, created_at) values
  (1, 1, 'Biscuit', 1, 'Beagle', 'Loves walks', '11111111-1111-4111-8111-111111111111', 1, '{"color": "brown", "tags": ["friendly", "vaccinated"], "weight_lbs": 22}', '2024-03-01T00:00:00Z'),
  (2, 1, 'Mittens', 2, null, null, '22222222-2222-4222-8222-222222222222', 1, '{"color": "white", "tags": ["indoor"]}', '2024-03-02T00:00:00Z'),
  (3, 1, 'Ghost', 1, 'Husky', 'Rehomed', '33333333-3333-4333-8333-333333333333', 0, '{}', '2024-03-03T00:00:00Z'),
  (4, 2, 'Rex', 1, 'Boxer', null, '44444444-4444-4444-8444-444444444444', 1, '{"color": "fawn", "weight_lbs": 60}', '2024-03-04T00:00:00Z'),
  (5, 3, 'Nibbles', 4, 'Pony', null, '55555555-5555-4555-8555-555555555555', 1, '{"tags": ["outdoor"]}', '2024-03-05T00:00:00Z');

insert into public.phr (id, user_id, pet_id, category, details, created_by_vendor_id, created_at) values
  (1, 1, 1, 'ht_pulse', '{"date": "2030-01-02", "pulse": 90}', null, '2024-04-01T00:00:00Z'),
  (2, 1, 1, 'hh_allergies', '{"name": "Pollen", "reaction": "Sneezing"}', 2, '2024-04-02T00:00:00Z'),
  (3, 1, 2, 'ht_weight', '{"date": "2030-02-01", "lbs": 9}', null, '2024-04-03T00:00:00Z'),
  (4, 2, 4, 'hh_medications', '{"name": "Carprofen", "date": "2030-03-01"}', 3, '2024-04-04T00:00:00Z'),
  (5, 3, 5, 'hh_foodplan', '{"name": "Hay and oats"}', null, '2024-04-05T00:00:00Z');

insert into public.ihm (id, user_id, answers, basic_report, files, status, created_at) values
  (1, 1, '{"q1": "yes"}', '{"score": 80}', '[]', 1, '2024-04-10T00:00:00Z'),
  (2, 2, '{}', null, '[]', 0, '2024-04-11T00:00:00Z');

-- The owner column makes the listing_managers rows through the trigger: (1, 3), (2, 4), (3, 6),
-- (4, 1). Rita (2) and Hank (5) manage no listing themselves.
insert into public.vendor_listings (id, vendor_id, vendor_login_id, title, line1, line2, address, city, state, zipcode, country, timezone, pics, specialization, categories, pets, details, created_at) values
  (1, 2, 3, 'Riverside Clinic', 'Dr. Sam Staff, DVM', 'Vaccines, dental', '1 River Rd', 'New York', 'NY', '10001', 'US', 'America/New_York', '[]', '[1000]', '[1000, 1001]', '[1, 2]', '{}', '2024-05-01T00:00:00Z'),
  (2, 2, 4, 'Riverside Video Vets', 'Nina Nurse, RVT', null, null, 'Chicago', 'IL', '60601', 'US', 'America/Chicago', '[]', '[]', '[1003]', '[1, 2, 4]', '{}', '2024-05-02T00:00:00Z'),
  (3, 3, 6, 'Hilltop Clinic', 'Dr. Vera Vet', 'Surgery', '9 Hill St', 'San Francisco', 'CA', '94016', 'US', 'America/Los_Angeles', '[]', '[1010]', '[1000]', '[1]', '{}', '2024-05-03T00:00:00Z'),
  (4, 1, 1, 'Petwell Online Vets', 'Petwell team', null, null, null, null, null, 'US', 'UTC', '[]', '[]', '[1003]', '[]', '{}', '2024-05-04T00:00:00Z');

insert into public.consultations (id, listing_id, type, enabled, duration, price, created_at) values
  (1, 1, 'clinic_visit', true, 30, 45, '2024-05-10T00:00:00Z'),
  (2, 1, 'video', true, 20, 30, '2024-05-10T00:00:00Z'),
  (3, 1, 'chat', false, null, null, '2024-05-10T00:00:00Z'),
  (4, 2, 'video', true, 15, 25, '2024-05-10T00:00:00Z'),
  (5, 3, 'clinic_visit', true, 30, 50, '2024-05-10T00:00:00Z'),
  (6, 4, 'phone', true, 20, 30, '2024-05-10T00:00:00Z');

insert into public.consultation_schedules (id, consultation_id, days, from_time, to_time, created_at) values
  (1, 1, '[1, 2, 3, 4, 5]', '09:00', '17:00', '2024-05-11T00:00:00Z'),
  (2, 2, '[6]', '10:00', '12:00', '2024-05-11T00:00:00Z'),
  (3, 3, '[1]', '08:00', '09:00', '2024-05-11T00:00:00Z'),
  (4, 5, '[1, 3, 5]', '08:30', '16:30', '2024-05-11T00:00:00Z');

insert into public.consultation_rosters (id, consultation_id, date, slots, created_at) values
  (1, 1, '2099-01-05', '["09:00", "09:30"]', '2024-05-12T00:00:00Z'),
  (2, 3, '2099-01-06', '[]', '2024-05-12T00:00:00Z'),
  (3, 5, '2099-02-01', '["10:00"]', '2024-05-12T00:00:00Z');

insert into public.payments (id, user_id, vendor_id, payment_type, product_id, plan_id, amount_cents, discount_cents, provider, provider_ref, card_brand, card_last4, status, idempotency_key, request_hash, response, created_at) values
  (1, 1, 2, 300, 2000, null, 4500, 0, 'test', 'tx-1', 'visa', '4242', 'captured', 'idem-1', 'hash-1', '{"ok": true}', '2024-06-01T00:00:00Z'),
  (2, 1, 2, 300, 4000, null, 2500, 0, 'test', 'tx-2', 'mastercard', '4444', 'captured', 'idem-2', 'hash-2', '{"ok": true}', '2024-06-02T00:00:00Z'),
  (3, 2, 3, 300, 2000, null, 5000, 0, 'test', 'tx-3', 'visa', '1111', 'captured', 'idem-3', 'hash-3', '{"ok": true}', '2024-06-03T00:00:00Z'),
  (4, 3, null, 200, null, 1, 9900, 0, 'paypal', 'pp-4', null, null, 'captured', 'idem-4', 'hash-4', '{"ok": true}', '2024-06-04T00:00:00Z'),
  (5, 1, null, 100, 7000, 3, 6750, 2250, 'test', 'tx-5', 'visa', '4242', 'captured', 'idem-5', 'hash-5', '{"ok": true}', '2024-06-05T00:00:00Z');

insert into public.bookings (id, user_id, vendor_id, vendor_listing_id, consultation_id, type, pet_id, slot, duration, ends_at, status, details, price, payment_id, payment_waived, booked_by_vendor_login_id, user_tz, room_id, canceled_at, created_at) values
  (1, 1, 2, 1, 1, 'clinic_visit', 1, '2099-01-05T14:00:00Z', 30, '2099-01-05T14:30:00Z', 0, '{"summary": "Annual check-up"}', 45, 1, false, null, 'America/New_York', 'b0000000-0000-4000-8000-000000000001', null, '2024-07-01T00:00:00Z'),
  (2, 1, 2, 2, 4, 'video', 2, '2020-03-01T15:00:00Z', 15, '2020-03-01T15:15:00Z', 1, '{"summary": "Limping"}', 25, 2, false, null, 'America/New_York', 'b0000000-0000-4000-8000-000000000002', null, '2024-07-02T00:00:00Z'),
  (3, 1, 2, 1, 2, 'video', 1, '2020-04-01T16:00:00Z', 20, '2020-04-01T16:20:00Z', 0, '{}', 0, null, false, 3, 'America/New_York', 'b0000000-0000-4000-8000-000000000003', null, '2024-07-03T00:00:00Z'),
  (4, 2, 3, 3, 5, 'clinic_visit', 4, '2099-02-01T18:00:00Z', 30, '2099-02-01T18:30:00Z', 0, '{"summary": "Vaccines"}', 50, 3, false, null, 'America/Los_Angeles', 'b0000000-0000-4000-8000-000000000004', null, '2024-07-04T00:00:00Z'),
  (5, 2, 3, 3, 5, 'clinic_visit', 4, '2099-02-01T19:00:00Z', 30, '2099-02-01T19:30:00Z', 3, '{}', 0, null, false, null, 'America/Los_Angeles', 'b0000000-0000-4000-8000-000000000005', '2024-07-06T00:00:00Z', '2024-07-05T00:00:00Z'),
  (6, 1, 2, 1, 1, 'clinic_visit', 2, '2099-01-06T14:00:00Z', 30, '2099-01-06T14:30:00Z', 2, '{"rescheduledFrom": "2099-01-04T14:00:00Z"}', 0, null, false, null, 'America/New_York', 'b0000000-0000-4000-8000-000000000006', null, '2024-07-06T00:00:00Z'),
  (7, 1, 2, 2, 4, 'video', null, '2099-03-01T12:00:00Z', 15, '2099-03-01T12:15:00Z', 0, '{}', 0, null, true, 4, null, 'b0000000-0000-4000-8000-000000000007', null, '2024-07-07T00:00:00Z');

update public.ihm set booking_id = 1 where id = 1;

insert into public.service_requests (id, type, product_id, user_id, pet_id, vendor_id, assigned_vendor_login_id, payment_id, status, details, response, responded_at, created_at) values
  (1, 'smo', 7000, 1, 1, null, null, 5, 0, '{"firstOpinion": "Allergy", "query": "Is it serious?", "authorization": true}', null, null, '2024-08-01T00:00:00Z'),
  (2, 'free_question', 8000, 2, 4, 3, 6, null, 1, '{"question": "Why does Rex bark at night?"}', null, null, '2024-08-02T00:00:00Z'),
  (3, 'house_call', 3000, 1, null, 2, null, null, 0, '{"primaryPhone": "5553000001", "address": "1 Main St", "city": "New York", "state": "NY", "zipcode": "10001"}', null, null, '2024-08-03T00:00:00Z'),
  (4, 'free_question', 8000, 2, 4, null, null, null, 3, '{"question": "Best diet for a Boxer?"}', 'Lean protein.', '2024-08-05T00:00:00Z', '2024-08-04T00:00:00Z');

insert into public.consult_messages (id, booking_id, sender_role, sender_user_id, sender_vendor_login_id, body, created_at) values
  (1, 1, 'user', 1, null, 'Hello doctor', '2024-09-01T10:00:00Z'),
  (2, 1, 'vendor', null, 3, 'Hello Olivia', '2024-09-01T10:05:00Z'),
  (3, 2, 'user', 1, null, 'Thanks!', '2024-09-02T10:00:00Z'),
  (4, 7, 'vendor', null, 4, 'Your video link is ready', '2024-09-03T10:00:00Z'),
  (5, 4, 'user', 2, null, 'See you soon', '2024-09-04T10:00:00Z');

insert into public.websites (id, vendor_id, name, logo, header_section, body_section, custom_domain, sys_domain, sub_domain, created_at) values
  (1, 2, 'Riverside Vets', 'https://cdn.example/riverside.png', '<h1>Riverside</h1>', '<p>Welcome</p>', 'riversidevets.example', 'riverside.petwell.example', 'riverside', '2024-10-01T00:00:00Z'),
  (2, 3, 'Hilltop', null, null, null, null, 'hilltop.petwell.example', 'hilltop', '2024-10-02T00:00:00Z');

-- Pictures Olivia and Sam uploaded: a picture may be set only to the address of the person's
-- own upload.
insert into public.uploads (id, kind, access_type, storage_key, file_name, content_type, max_bytes, size_bytes, owner_user_id, owner_vendor_login_id, status, expires_at, uploaded_at, file_url, created_at) values
  (1, 'user_avatar', 'public', 'user_avatar/staff-3/6f1c2a9e-1b2d-4c3e-8f4a-5b6c7d8e9f01/sam.png', 'sam.png', 'image/png', 2097152, 72, null, 3, 'uploaded', '2024-01-02T01:10:00Z', '2024-01-02T01:05:00Z', 'https://cdn.example/sam.png', '2024-01-02T01:00:00Z'),
  (2, 'user_avatar', 'public', 'user_avatar/user-1/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e/liv.png', 'liv.png', 'image/png', 2097152, 72, 1, null, 'uploaded', '2024-03-01T00:10:00Z', '2024-03-01T00:05:00Z', 'https://cdn.example/liv.png', '2024-03-01T00:00:00Z');

insert into public.contact_requests (id, kind, name, company, email, number, comments, created_at) values
  (1, 'shelter', 'Sheila', 'Happy Paws Shelter', 'sheila@shelter.example', '5554000001', 'We have 40 dogs', '2024-11-01T00:00:00Z');

insert into public.newsletter_subscriptions (id, email, created_at) values
  (1, 'news@example.com', '2024-11-02T00:00:00Z');

insert into public.login_attempts (id, email, ip, succeeded, created_at) values
  (1, 'olivia@example.com', '10.0.0.1', true, '2024-12-01T00:00:00Z'),
  (2, 'olivia@example.com', '10.0.0.2', false, '2024-12-02T00:00:00Z'),
  (3, 'oscar@example.com', '10.0.0.3', true, '2024-12-03T00:00:00Z');

-- Rows the cases insert get ids from 1001 on, whatever the table.
do $$
declare
  r record;
begin
  for r in
    select table_name, column_name from information_schema.columns
     where table_schema = 'public' and is_identity = 'YES'
  loop
    execute format('alter table public.%I alter column %I restart with 1001', r.table_name, r.column_name);
  end loop;
end
$$;
