-- Petwell demo marketplace.
--
-- Loads into a freshly migrated, empty database; the seed loader wraps the file in one
-- transaction. What it holds and the demo logins are described in docs/demo-data.md.
--
-- Every account uses the password "petwell-demo" (bcrypt, cost 10). Appointment times are
-- relative to the moment the seed is loaded and are computed in each listing's own time zone, so
-- upcoming appointments are upcoming right after loading and fall inside the listing's hours.
-- Ids are explicit so later rows can refer to them; the identity sequences are reset at the end.

-- ---------------------------------------------------------------------------------------------
-- Practices. Vendor 1 is the platform operator.
-- ---------------------------------------------------------------------------------------------
-- Every demo practice has been vetted by the platform (status 'approved') except Riverside, which
-- signed up and waits for the platform's approval.
insert into public.vendors (id, name, type, categories, details, is_platform, status, created_at) values
  (1, 'Petwell', 1, '[1000, 1001, 1002]',
   '{"mobile": "8005550100", "email": "care@petwell.example.com",
     "summary": "Petwell''s own team of licensed vets: free questions, second opinions and online consultations."}',
   true, 'approved', now() - interval '400 days'),
  (2, 'Happy Paws Veterinary Clinic', 1, '[1000, 1001, 1003]',
   '{"mobile": "7185550142", "email": "hello@happypaws.example.com",
     "summary": "Family vet practice in Brooklyn for dogs and cats: wellness, dentistry and telehealth."}',
   false, 'approved', now() - interval '300 days'),
  (3, 'BrightCare Animal Hospital', 1, '[1000, 1002, 1004]',
   '{"mobile": "3125550188", "email": "frontdesk@brightcare.example.org",
     "summary": "Full-service animal hospital in Lincoln Park, Chicago, with an urgent care unit open every day."}',
   false, 'approved', now() - interval '250 days'),
  (4, 'Pacific Coast Pet Clinic', 1, '[1000, 1001, 1005]',
   '{"mobile": "3105550123", "email": "team@pacificcoastvets.example.com",
     "summary": "Small-animal clinic in Venice, Los Angeles, with a mobile equine service across the Westside."}',
   false, 'approved', now() - interval '200 days'),
  (5, 'Camden Town Vets', 1, '[1000, 1001]',
   '{"mobile": "2079460321", "email": "reception@camdentownvets.example.net",
     "summary": "Independent first-opinion practice on Camden High Street, London."}',
   false, 'approved', now() - interval '150 days'),
  (6, 'Riverside Pet Care', 1, '[1000]',
   '{"mobile": "5035550177", "email": "owner@riversidepets.example.com",
     "summary": "New practice in Portland: signed up, waiting for the platform''s approval."}',
   false, 'pending', now() - interval '2 days');

-- ---------------------------------------------------------------------------------------------
-- Staff logins. subrole 1 root admin, 2 admin, 3 user.
-- ---------------------------------------------------------------------------------------------
insert into public.vendor_logins (id, vendor_id, subrole, first_name, last_name, email, phone, password, created_at) values
  -- Petwell (platform)
  (1, 1, 1, 'Avery', 'Morgan', 'admin@petwell.example.com', '6465550100',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '400 days'),
  (2, 1, 3, 'Nina', 'Alvarez', 'nina.alvarez@petwell.example.com', '6465550101',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '390 days'),
  -- Happy Paws Veterinary Clinic (America/New_York)
  (3, 2, 1, 'Maria', 'Gonzalez', 'maria.gonzalez@happypaws.example.com', '7185550143',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '300 days'),
  (4, 2, 2, 'Daniel', 'Kim', 'daniel.kim@happypaws.example.com', '7185550144',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '290 days'),
  (5, 2, 3, 'Priya', 'Shah', 'priya.shah@happypaws.example.com', '7185550145',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '280 days'),
  (6, 2, 3, 'Tom', 'Becker', 'tom.becker@happypaws.example.com', '7185550146',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '270 days'),
  -- BrightCare Animal Hospital (America/Chicago)
  (7, 3, 1, 'Robert', 'Hughes', 'robert.hughes@brightcare.example.org', '3125550189',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '250 days'),
  (8, 3, 3, 'Aisha', 'Robinson', 'aisha.robinson@brightcare.example.org', '3125550190',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '240 days'),
  -- Pacific Coast Pet Clinic (America/Los_Angeles)
  (9, 4, 1, 'Kevin', 'Nguyen', 'kevin.nguyen@pacificcoastvets.example.com', '3105550124',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '200 days'),
  (10, 4, 2, 'Laura', 'Bennett', 'laura.bennett@pacificcoastvets.example.com', '3105550125',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '195 days'),
  (11, 4, 3, 'Marcus', 'Lee', 'marcus.lee@pacificcoastvets.example.com', '3105550126',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '190 days'),
  -- Camden Town Vets (Europe/London)
  (12, 5, 1, 'Oliver', 'Hartley', 'oliver.hartley@camdentownvets.example.net', '2079460322',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '150 days'),
  (13, 5, 3, 'Emily', 'Clarke', 'emily.clarke@camdentownvets.example.net', '2079460323',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '145 days'),
  -- Riverside Pet Care (pending approval)
  (14, 6, 1, 'Grace', 'Whitman', 'grace.whitman@riversidepets.example.com', '5035550178',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '2 days'),
  (15, 6, 3, 'Owen', 'Porter', 'owen.porter@riversidepets.example.com', '5035550179',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', now() - interval '2 days');

-- ---------------------------------------------------------------------------------------------
-- Plans, the partner code and promo codes.
-- offers are the entitlements check_discount applies for one plan year (from users.plan_started_at):
--   pets: pets with health records, assessments: health assessments, econsults: video or phone
--   consultations, smo: second medical opinions, chats: chat consultations.
--   A number is the allowance; null means unlimited. Promo codes carry percent_off instead (and uses_per_user, when one user may use them only so often).
-- ---------------------------------------------------------------------------------------------
insert into public.plans (id, code, name, kind, is_public, description, details, offers, price, expires_at) values
  (1, 'PAYG', 'Pay As You Go', 'plan', true,
   'No yearly fee: pay for each service when you use it.',
   '{"label": "Pay As You Go", "price": "$0/year",
     "features": ["Medical records $25/pet", "Health assessment $75/pet", "E-consult $30/session",
                  "Second medical opinion $90/pet", "Free chat", "Mobile app"]}',
   '{}', 0, null),
  (2, 'GOLD', 'Gold', 'plan', true,
   'Gold membership: records for up to 2 pets, 1 health assessment, 1 e-consult, 1 SMO and 2 chats a year.',
   '{"label": "Gold", "price": "$144/year", "logo": "https://assets.petwell.example.com/plans/gold.png",
     "features": ["Medical records for up to 2 pets", "1 health assessment", "1 e-consult",
                  "1 second medical opinion", "2 chats", "Mobile app"]}',
   '{"pets": 2, "assessments": 1, "econsults": 1, "smo": 1, "chats": 2}', 144, null),
  (3, 'PLATINUM', 'Platinum', 'plan', true,
   'Platinum membership: records for up to 4 pets, 2 health assessments, 3 e-consults, 1 SMO and unlimited chats a year.',
   '{"label": "Platinum", "price": "$299/year", "logo": "https://assets.petwell.example.com/plans/platinum.png",
     "features": ["Medical records for up to 4 pets", "2 health assessments", "3 e-consults",
                  "1 second medical opinion", "Unlimited chats", "Mobile app"]}',
   '{"pets": 4, "assessments": 2, "econsults": 3, "smo": 1, "chats": null}', 299, null),
  (4, 'SECONDCHANCE', 'Second Chance Animal Rescue', 'client', true,
   'Adopted from Second Chance Animal Rescue? Your pet''s shelter records are free on Petwell.',
   '{"label": "Second Chance Animal Rescue", "logo": "https://assets.petwell.example.com/partners/second-chance.png",
     "website": "https://secondchance.example.org"}',
   '{"pets": 1}', 0, null),
  (5, 'WELCOME20', 'Welcome offer', 'promo', false,
   '20% off your first appointment.',
   '{"label": "Welcome offer"}',
   '{"percent_off": 20, "uses_per_user": 1}', 0, null),
  (6, 'SPRING10', 'Spring check-up offer', 'promo', false,
   '10% off spring check-ups (expired).',
   '{"label": "Spring check-up"}',
   '{"percent_off": 10}', 0, now() - interval '30 days');

-- ---------------------------------------------------------------------------------------------
-- White-label sites. Happy Paws is reached by sub-domain (happypaws.localhost locally),
-- BrightCare by its custom domain (brightcare.localhost) or its sub-domain brightcarevet. No site
-- has a logo yet (a logo is a picture the practice uploads in Settings → Website): headers show
-- the brand name.
-- ---------------------------------------------------------------------------------------------
insert into public.websites (id, vendor_id, name, logo, header_section, body_section, custom_domain, sys_domain, sub_domain) values
  (1, 2, 'Happy Paws', null,
   '<h1>Happy Paws Veterinary Clinic</h1><p>Family vet care in Brooklyn since 2009: visit us on Atlantic Avenue or see a vet by video, phone or chat.</p>',
   '<h2>Why families choose Happy Paws</h2><ul><li>Same-week wellness exams and vaccinations</li><li>In-house dental suite with digital X-rays</li><li>Video and chat follow-ups with the vet who knows your pet</li></ul><p>Questions? Call us at <a href="tel:7185550142">(718) 555-0142</a>.</p>',
   null, null, 'happypaws'),
  (2, 3, 'BrightCare Animal Hospital', null,
   '<h1>BrightCare Animal Hospital</h1><p>Lincoln Park''s full-service hospital, with urgent care open every day from 8 am to 8 pm.</p>',
   '<h2>Care when you need it</h2><p>Book a clinic visit, a video consult or a phone call with our vets. Urgent care takes walk-ins, but booking ahead shortens your wait.</p><p><strong>2150 N Clark Street, Chicago, IL 60614</strong></p>',
   'brightcare.localhost', null, 'brightcarevet');
-- BrightCare proved control of its custom domain (the TXT record the verify_custom_domain action
-- checks), so it is served there.
update public.website_hosts set verified_at = now() where host = 'brightcare.localhost';

-- ---------------------------------------------------------------------------------------------
-- Listings. The owner (vendor_login_id) is added to listing_managers by a trigger; extra managers
-- follow. Who manages what:
--   Happy Paws:   1 clinic (owner Maria 3; + Daniel 4, Priya 5), 2 telehealth (owner Priya 5; + Daniel 4),
--                 3 dental suite (owner Tom 6; + Daniel 4). Priya does not manage 3; Tom manages only 3.
--   BrightCare:   4 hospital (owner Aisha 8; + Robert 7), 5 urgent care (owner Robert 7). Aisha does not manage 5.
--   Pacific Coast: 6 clinic (owner Marcus 11; + Laura 10), 7 equine mobile (owner Laura 10). Marcus does not manage 7.
--   Camden:       8 clinic (owner Emily 13; + Oliver 12).
--   Petwell:      9 online vets (owner Nina 2).
-- No listing has an avatar: an avatar must be a picture the practice uploaded (migration
-- 1795212001900), so the vet list shows each vet's initials until the practice adds one.
-- ---------------------------------------------------------------------------------------------
insert into public.vendor_listings
  (id, vendor_id, vendor_login_id, title, line1, line2, address, city, state, zipcode, country, timezone,
   avatar, description, provider_name, specialization, categories, pets, education, created_at)
values
  (1, 2, 3, 'Happy Paws Veterinary Clinic', 'Dr. Maria Gonzalez, DVM',
   'Wellness exams, vaccinations, microchipping, minor surgery',
   '418 Atlantic Avenue', 'Brooklyn', 'NY', '11217', 'US', 'America/New_York',
   null,
   'Dr. Gonzalez founded Happy Paws in 2009 and sees dogs and cats of every age, from first puppy shots to senior care.',
   'Happy Paws Veterinary Clinic', '[1000, 1004, 1012]', '[1000, 1001]', '[1, 2]',
   '[{"degree": "DVM", "institution": "Cornell University College of Veterinary Medicine", "year": 2006}]',
   now() - interval '300 days'),
  (2, 2, 5, 'Happy Paws Telehealth', 'Dr. Priya Shah, DVM',
   'Video, phone and chat advice for dogs and cats',
   '418 Atlantic Avenue', 'Brooklyn', 'NY', '11217', 'US', 'America/New_York',
   null,
   'Quick answers on skin problems, tummy upsets, behaviour and medication questions, without the trip to the clinic.',
   'Happy Paws Veterinary Clinic', '[1000, 1008]', '[1002, 1003]', '[1, 2]',
   '[{"degree": "DVM", "institution": "University of Pennsylvania School of Veterinary Medicine", "year": 2014}]',
   now() - interval '280 days'),
  (3, 2, 6, 'Happy Paws Dental Suite', 'Dr. Samuel Okafor, DVM, DAVDC',
   'Cleanings under anesthesia, extractions, dental X-rays',
   '418 Atlantic Avenue', 'Brooklyn', 'NY', '11217', 'US', 'America/New_York',
   null,
   'Board-certified veterinary dentist. Every cleaning includes full-mouth dental X-rays and a written care plan.',
   'Happy Paws Veterinary Clinic', '[1006]', '[1000]', '[1, 2]',
   '[{"degree": "DVM", "institution": "Tuskegee University College of Veterinary Medicine", "year": 2010},
     {"degree": "Diplomate, American Veterinary Dental College", "institution": "AVDC", "year": 2015}]',
   now() - interval '120 days'),
  (4, 3, 8, 'BrightCare Animal Hospital', 'Dr. Aisha Robinson, DVM',
   'Wellness, internal medicine, ultrasound, senior pet care',
   '2150 N Clark Street', 'Chicago', 'IL', '60614', 'US', 'America/Chicago',
   null,
   'Dr. Robinson focuses on internal medicine and senior pets, and offers video rechecks between clinic visits.',
   'BrightCare Animal Hospital', '[1000, 1002, 1010]', '[1000, 1001, 1002]', '[1, 2]',
   '[{"degree": "DVM", "institution": "University of Illinois College of Veterinary Medicine", "year": 2012}]',
   now() - interval '240 days'),
  (5, 3, 7, 'BrightCare Urgent Care', 'Dr. Robert Hughes, DVM, DACVECC',
   'Urgent care for injuries, vomiting, breathing trouble and toxin exposure',
   '2150 N Clark Street', 'Chicago', 'IL', '60614', 'US', 'America/Chicago',
   null,
   'Emergency and critical care specialist. Open every day from 8 am to 8 pm; book ahead to be seen first.',
   'BrightCare Animal Hospital', '[1003]', '[1004]', '[1, 2]',
   '[{"degree": "DVM", "institution": "Purdue University College of Veterinary Medicine", "year": 2004},
     {"degree": "Diplomate, American College of Veterinary Emergency and Critical Care", "institution": "ACVECC", "year": 2009}]',
   now() - interval '230 days'),
  (6, 4, 11, 'Pacific Coast Pet Clinic', 'Dr. Marcus Lee, DVM',
   'Wellness exams, dermatology, allergy care, chat follow-ups',
   '1520 Abbot Kinney Blvd', 'Los Angeles', 'CA', '90291', 'US', 'America/Los_Angeles',
   null,
   'Dr. Lee has a special interest in itchy pets: allergy work-ups, ear infections and long-term skin care plans.',
   'Pacific Coast Pet Clinic', '[1000, 1005]', '[1000, 1001, 1003]', '[1, 2]',
   '[{"degree": "DVM", "institution": "UC Davis School of Veterinary Medicine", "year": 2013}]',
   now() - interval '190 days'),
  (7, 4, 10, 'Pacific Coast Equine Mobile', 'Dr. Hannah Price, DVM',
   'Lameness exams, dental floats, vaccinations, telehealth follow-ups for horses',
   '1520 Abbot Kinney Blvd', 'Los Angeles', 'CA', '90291', 'US', 'America/Los_Angeles',
   null,
   'Our equine vet comes to your barn anywhere on the Westside and follows up by phone or video.',
   'Pacific Coast Pet Clinic', '[1020]', '[1005]', '[4]',
   '[{"degree": "DVM", "institution": "Colorado State University", "year": 2011}]',
   now() - interval '150 days'),
  (8, 5, 13, 'Camden Town Vets', 'Dr. Emily Clarke, BVetMed MRCVS',
   'Consultations, vaccinations, neutering, evening video calls',
   '96 Camden High Street', 'London', 'Greater London', 'NW1 0LT', 'GB', 'Europe/London',
   null,
   'A friendly independent practice near Camden Town station, with evening video calls for working owners.',
   'Camden Town Vets', '[1000]', '[1000, 1001, 1002]', '[1, 2]',
   '[{"degree": "BVetMed", "institution": "Royal Veterinary College, London", "year": 2015}]',
   now() - interval '145 days'),
  (9, 1, 2, 'Petwell Online Vets', 'Dr. Nina Alvarez, DVM',
   'Online video, phone and chat consultations, 7 days a week',
   null, null, null, null, 'US', 'America/New_York',
   null,
   'Petwell''s own vet team answers online from 9 am to 9 pm Eastern, every day of the week.',
   'Petwell', '[1000, 1008]', '[1002, 1003]', '[1, 2, 4]',
   '[{"degree": "DVM", "institution": "University of Florida College of Veterinary Medicine", "year": 2009}]',
   now() - interval '390 days');

insert into public.listing_managers (listing_id, vendor_login_id, vendor_id) values
  (1, 4, 2), (1, 5, 2),
  (2, 4, 2),
  (3, 4, 2),
  (4, 7, 3),
  (6, 10, 4),
  (8, 12, 5);

-- ---------------------------------------------------------------------------------------------
-- Consultation types per listing (price in whole dollars, duration in minutes).
-- ---------------------------------------------------------------------------------------------
insert into public.consultations (id, listing_id, type, enabled, duration, price) values
  (1, 1, 'clinic_visit', true, 30, 65),
  (2, 1, 'video', true, 20, 35),
  (3, 1, 'phone', false, null, null),   -- switched off: no price or duration set
  (4, 2, 'video', true, 15, 30),
  (5, 2, 'phone', true, 15, 30),
  (6, 2, 'chat', true, 15, 25),
  (7, 3, 'clinic_visit', true, 60, 180),
  (8, 4, 'clinic_visit', true, 30, 70),
  (9, 4, 'video', true, 20, 40),
  (10, 4, 'phone', true, 20, 35),
  (11, 4, 'chat', false, 15, 25),      -- switched off, keeps its last price and duration
  (12, 5, 'clinic_visit', true, 45, 120),
  (13, 6, 'clinic_visit', true, 30, 60),
  (14, 6, 'video', true, 20, 40),
  (15, 6, 'chat', true, 15, 20),
  (16, 7, 'phone', true, 20, 45),
  (17, 7, 'video', true, 30, 55),
  (18, 8, 'clinic_visit', true, 20, 55),
  (19, 8, 'video', true, 15, 35),
  (20, 9, 'video', true, 15, 30),
  (21, 9, 'chat', true, 15, 25),
  (22, 9, 'phone', true, 15, 30);

-- Weekly hours in the listing's time zone. Days are ISO weekdays (1 Monday ... 7 Sunday).
insert into public.consultation_schedules (id, consultation_id, days, from_time, to_time) values
  (1, 1, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (2, 1, '[1, 2, 3, 4, 5]', '14:00', '18:00'),
  (3, 1, '[6]', '09:00', '13:00'),
  (4, 2, '[1, 3, 5]', '18:00', '20:00'),
  (5, 4, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (6, 4, '[1, 2, 3, 4, 5]', '14:00', '18:00'),
  (7, 5, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (8, 6, '[1, 2, 3, 4, 5]', '14:00', '18:00'),
  (9, 6, '[6, 7]', '10:00', '14:00'),
  (10, 7, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (11, 8, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (12, 8, '[1, 2, 3, 4, 5]', '14:00', '18:00'),
  (13, 9, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (14, 9, '[1, 2, 3, 4, 5]', '14:00', '17:00'),
  (15, 10, '[1, 2, 3, 4, 5]', '12:00', '14:00'),
  (16, 12, '[1, 2, 3, 4, 5, 6, 7]', '08:00', '20:00'),
  (17, 13, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (18, 13, '[1, 2, 3, 4, 5]', '14:00', '18:00'),
  (19, 13, '[6]', '09:00', '12:00'),
  (20, 14, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (21, 14, '[1, 2, 3, 4, 5]', '14:00', '18:00'),
  (22, 15, '[1, 2, 3, 4, 5, 6, 7]', '18:00', '21:00'),
  (23, 16, '[1, 2, 3, 4, 5]', '07:00', '09:00'),
  (24, 17, '[1, 2, 3, 4, 5]', '16:00', '18:00'),
  (25, 18, '[1, 2, 3, 4, 5]', '08:30', '12:00'),
  (26, 18, '[1, 2, 3, 4, 5]', '14:00', '18:00'),
  (27, 18, '[6]', '09:00', '12:30'),
  (28, 19, '[1, 2, 3, 4, 5]', '17:00', '19:00'),
  (29, 20, '[1, 2, 3, 4, 5, 6, 7]', '09:00', '21:00'),
  (30, 21, '[1, 2, 3, 4, 5, 6, 7]', '09:00', '21:00'),
  (31, 22, '[1, 2, 3, 4, 5, 6, 7]', '09:00', '21:00');

-- Date-specific rosters: on these dates the listed start times replace the weekly hours.
insert into public.consultation_rosters (id, consultation_id, date, slots) values
  (1, 4, current_date + 3, '["09:00", "09:15", "09:30", "09:45", "10:00", "10:15"]'),  -- short morning
  (2, 4, current_date + 4, '[]'),                                                      -- closed: team training day
  (3, 13, current_date + 8, '["09:00", "09:30", "10:00", "10:30"]');                   -- extra clinic morning

-- ---------------------------------------------------------------------------------------------
-- Pet owners.
-- ---------------------------------------------------------------------------------------------
insert into public.users
  (id, first_name, last_name, email, phone, password, vendor_id, signup_plan_id, promocode_id,
   plan_started_at, source, created_at)
values
  (1, 'Emma', 'Thompson', 'emma.thompson@example.com', '2125550147',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, 2, null,
   now() - interval '120 days',
   '{"medium": "Web", "browser": "Chrome", "version": "131.0.0.0", "os": "Mac OS", "vendor_id": 1}',
   now() - interval '120 days'),
  (2, 'Liam', 'Carter', 'liam.carter@example.org', '3125550171',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', 3, null, 5,
   null,
   '{"medium": "Web", "browser": "Firefox", "version": "133.0", "os": "Windows", "vendor_id": 3}',
   now() - interval '60 days'),
  (3, 'Sofia', 'Rossi', 'sofia.rossi@example.net', '3105550172',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', null, 1, null,
   now() - interval '45 days',
   '{"medium": "Web", "browser": "Mobile Safari", "version": "18.1", "os": "iOS", "vendor_id": 1}',
   now() - interval '45 days'),
  (4, 'Grace', 'Patel', 'grace.patel@example.com', '7185550173',
   '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G', 2, 3, null,
   now() - interval '30 days',
   '{"medium": "Web", "browser": "Edge", "version": "131.0.0.0", "os": "Windows", "vendor_id": 2}',
   now() - interval '30 days'),
  -- Registered by Happy Paws staff at the front desk; has not chosen a password yet.
  (5, 'Noah', 'Williams', 'noah.williams@example.org', '7185550174',
   null, 2, null, null,
   null,
   '{"medium": "Web", "browser": "Chrome", "version": "131.0.0.0", "os": "Windows", "vendor_id": 2,
     "registered_by_vendor_login_id": 4}',
   now() - interval '2 days');

insert into public.pets (id, user_id, name, type, breed, notes, status, details, created_at) values
  (1, 1, 'Biscuit', 1, 'Golden Retriever', 'Loves swimming; allergic to chicken.', 1,
   '{"sex": "Male", "birth_date": "2020-04-12", "neutered": true, "microchip": "985112003456789"}',
   now() - interval '119 days'),
  (2, 1, 'Mochi', 2, 'Siamese', 'Indoor only. Takes methimazole twice a day.', 1,
   '{"sex": "Female", "birth_date": "2012-09-03", "neutered": true}',
   now() - interval '119 days'),
  -- Soft-deleted (status 0): hidden from lists, but its health records and past visit remain.
  (3, 1, 'Pepper', 1, 'Beagle', 'Passed away in October. Records kept for the family.', 0,
   '{"sex": "Female", "birth_date": "2009-06-21", "neutered": true}',
   now() - interval '118 days'),
  (4, 2, 'Juniper', 4, 'Quarter Horse', 'Boarded at Hawthorn Stables, stall 12.', 1,
   '{"sex": "Female", "birth_date": "2014-05-02"}',
   now() - interval '59 days'),
  (5, 2, 'Scout', 1, 'Border Collie', 'Very active; runs agility on weekends.', 1,
   '{"sex": "Male", "birth_date": "2021-02-14", "neutered": true, "microchip": "985112004567890"}',
   now() - interval '59 days'),
  (6, 3, 'Luna', 2, 'Maine Coon', 'Early kidney disease, on a renal diet.', 1,
   '{"sex": "Female", "birth_date": "2013-11-30", "neutered": true}',
   now() - interval '44 days'),
  (7, 3, 'Olive', 2, 'Domestic Shorthair', null, 1,
   '{"sex": "Female", "birth_date": "2023-03-18", "neutered": true}',
   now() - interval '44 days'),
  (8, 4, 'Maple', 1, 'Miniature Dachshund', 'Nervous at the vet; a treat helps.', 1,
   '{"sex": "Female", "birth_date": "2018-08-08", "neutered": true}',
   now() - interval '29 days'),
  (9, 5, 'Rocky', 1, 'Boxer', null, 1,
   '{"sex": "Male", "birth_date": "2019-01-25"}',
   now() - interval '2 days');

-- ---------------------------------------------------------------------------------------------
-- Health records. Every row carries the required fields of its category (phr_required_fields).
-- ---------------------------------------------------------------------------------------------
insert into public.phr (id, user_id, pet_id, category, details, created_by_vendor_id, created_at) values
  (1, 1, 1, 'hh_immunizations',
   '{"name": "Rabies (3-year)", "date": "2025-05-14", "due_date": "2028-05-14",
     "hospital": "Happy Paws Veterinary Clinic", "serial": "RB-2291-0457"}', 2, now() - interval '110 days'),
  (2, 1, 1, 'hh_allergies',
   '{"name": "Chicken protein", "start_date": "2022-03-01", "reaction": "Itchy paws and recurring ear infections",
     "comment": "Doing well on a salmon-based diet."}', null, now() - interval '110 days'),
  (3, 1, 1, 'ht_weight', '{"date": "2026-08-20", "lbs": 68, "oz": 4}', null, now() - interval '90 days'),
  (4, 1, 1, 'hh_cond',
   '{"name": "Partial cranial cruciate ligament tear, left knee", "type": "radiographs",
     "visit_date": "2026-09-28", "comment": "TPLO surgery recommended; second opinion requested."}',
   2, now() - interval '50 days'),
  (5, 1, 2, 'hd_lab',
   '{"type": "Hematology", "name": "Senior blood panel", "date": "2026-07-02",
     "files": ["phr/user-1/6f1c2a9e-0005-4a51-9d0e-5e1b0c7a0001/senior-blood-panel-2026-07.pdf"],
     "comment": "T4 high; started methimazole."}', 2, now() - interval '100 days'),
  (6, 1, 2, 'hh_medications',
   '{"name": "Methimazole 2.5 mg", "reason": "Hyperthyroidism", "status": "Active", "date": "2026-07-05",
     "duration": 90, "frequency": "Twice daily", "dosage": "1 tablet", "medium": "Oral",
     "vet": "Dr. Priya Shah"}', null, now() - interval '99 days'),
  (7, 1, 3, 'hh_cond',
   '{"name": "Chronic kidney disease, stage 3", "type": "diagnostics", "visit_date": "2026-06-11",
     "comment": "Managed with fluids and a renal diet."}', null, now() - interval '115 days'),
  (8, 1, 3, 'hd_imaging',
   '{"type": "Ultrasound", "name": "Abdominal ultrasound", "date": "2026-06-11",
     "files": ["phr/user-1/6f1c2a9e-0008-4a51-9d0e-5e1b0c7a0002/abdominal-ultrasound-2026-06.pdf",
               "phr/user-1/6f1c2a9e-0008-4a51-9d0e-5e1b0c7a0003/kidney-left.png"]}', null, now() - interval '115 days'),
  -- An owner-level document not tied to one pet.
  (9, 1, null, 'hd_insurance',
   '{"name": "Pet insurance policy 2026", "date": "2026-01-10",
     "files": ["phr/user-1/6f1c2a9e-0009-4a51-9d0e-5e1b0c7a0004/insurance-policy-2026.pdf"],
     "comment": "Covers Biscuit and Mochi; accident and illness."}', null, now() - interval '118 days'),
  (10, 2, 4, 'hh_immunizations',
   '{"name": "Eastern/Western equine encephalomyelitis with tetanus", "date": "2026-04-03",
     "due_date": "2027-04-03", "hospital": "Pacific Coast Equine Mobile"}', null, now() - interval '58 days'),
  (11, 2, 4, 'ht_temperature', '{"date": "2026-10-30", "fahrenheit": 100.4}', null, now() - interval '22 days'),
  (12, 2, 5, 'ht_weight', '{"date": "2026-10-01", "lbs": 41, "oz": 8}', 3, now() - interval '20 days'),
  (13, 3, 6, 'hh_foodplan',
   '{"name": "Renal support wet food", "rec": "Yes", "forbidden": "No",
     "comment": "Two small meals a day; no fish-based treats."}', null, now() - interval '40 days'),
  (14, 3, 6, 'hd_prescriptions',
   '{"name": "Benazepril 2.5 mg", "date": "2026-10-18",
     "files": ["phr/user-3/6f1c2a9e-0014-4a51-9d0e-5e1b0c7a0005/benazepril-prescription.pdf"]}', 4, now() - interval '14 days'),
  (15, 3, 7, 'hh_immunizations',
   '{"name": "FVRCP booster", "date": "2026-03-20", "due_date": "2029-03-20"}', null, now() - interval '40 days'),
  (16, 4, 8, 'hh_surgeries',
   '{"name": "Dental cleaning and premolar extraction", "date": "2026-05-19", "reason": "Fractured upper premolar",
     "vet": "Dr. Samuel Okafor"}', 2, now() - interval '25 days'),
  (17, 4, 8, 'ht_weight', '{"date": "2026-10-25", "lbs": 11, "oz": 2}', null, now() - interval '25 days'),
  (18, 5, 9, 'hd_visits',
   '{"name": "New patient exam", "date": "2026-11-19",
     "files": ["phr/user-5/6f1c2a9e-0018-4a51-9d0e-5e1b0c7a0006/new-patient-exam.pdf"],
     "comment": "Healthy; due for DHPP booster."}', 2, now() - interval '2 days');

-- The records' files, uploaded: the stack writes their bytes (small generated documents,
-- scripts/stack/demo-files.ts) into local storage when it loads this data. Staff file a record's
-- document for the customer, so it is the customer's upload.
insert into public.uploads
  (kind, access_type, storage_key, file_name, content_type, max_bytes, size_bytes, owner_user_id,
   status, expires_at, uploaded_at, created_at)
values
  ('phr', 'private', 'phr/user-1/6f1c2a9e-0005-4a51-9d0e-5e1b0c7a0001/senior-blood-panel-2026-07.pdf',
   'senior-blood-panel-2026-07.pdf', 'application/pdf', 10485760, null, 1, 'uploaded',
   now() - interval '100 days', now() - interval '100 days', now() - interval '100 days'),
  ('phr', 'private', 'phr/user-1/6f1c2a9e-0008-4a51-9d0e-5e1b0c7a0002/abdominal-ultrasound-2026-06.pdf',
   'abdominal-ultrasound-2026-06.pdf', 'application/pdf', 10485760, null, 1, 'uploaded',
   now() - interval '115 days', now() - interval '115 days', now() - interval '115 days'),
  ('phr', 'private', 'phr/user-1/6f1c2a9e-0008-4a51-9d0e-5e1b0c7a0003/kidney-left.png',
   'kidney-left.png', 'image/png', 10485760, null, 1, 'uploaded',
   now() - interval '115 days', now() - interval '115 days', now() - interval '115 days'),
  ('phr', 'private', 'phr/user-1/6f1c2a9e-0009-4a51-9d0e-5e1b0c7a0004/insurance-policy-2026.pdf',
   'insurance-policy-2026.pdf', 'application/pdf', 10485760, null, 1, 'uploaded',
   now() - interval '118 days', now() - interval '118 days', now() - interval '118 days'),
  ('phr', 'private', 'phr/user-3/6f1c2a9e-0014-4a51-9d0e-5e1b0c7a0005/benazepril-prescription.pdf',
   'benazepril-prescription.pdf', 'application/pdf', 10485760, null, 3, 'uploaded',
   now() - interval '14 days', now() - interval '14 days', now() - interval '14 days'),
  ('phr', 'private', 'phr/user-5/6f1c2a9e-0018-4a51-9d0e-5e1b0c7a0006/new-patient-exam.pdf',
   'new-patient-exam.pdf', 'application/pdf', 10485760, null, 5, 'uploaded',
   now() - interval '2 days', now() - interval '2 days', now() - interval '2 days');

-- The pet health assessment (one per owner): Emma answered for Biscuit and Sofia for Luna; both
-- have the basic report.
insert into public.ihm (id, user_id, answers, basic_report, status, created_at) values
  (1, 1,
   '{"g-name": "Biscuit", "g-type": "Dog", "g-age": 6.5, "g-sex": "Male", "g-breed": "Golden Retriever",
     "g-species": "Canine", "g-neutering": "Neutered",
     "g-id1": 0, "g-id2": 1, "g-id3": 0, "g-id4": 0,
     "g-gi1": 0, "g-gi2": 0, "g-gi3": 0, "g-gi4": 0,
     "g-cv1": 0, "g-cv2": 0, "g-cv3": 0, "g-cv4": 0,
     "g-os1": 0, "g-os2": 8, "g-os3": 1, "g-os4": 0,
     "g-de1": 1, "g-de2": 0, "g-de3": 0, "g-de4": 0}',
   '{"trackers": {"internal": {"score": 1, "percent": 3, "risk": "green"},
                  "gastroIntestinal": {"score": 0, "percent": 0, "risk": "green"},
                  "cardiovascular": {"score": 0, "percent": 0, "risk": "green"},
                  "orthopedic": {"score": 9, "percent": 23, "risk": "blue"},
                  "dermatology": {"score": 1, "percent": 3, "risk": "green"}},
     "prescriptions": {"orthopedic": ["CBC", "CHEM", "X-ray", "Arthroscopy", "MRI"]}}',
   1, now() - interval '60 days'),
  -- Sofia's Luna: a high (red) cardiovascular risk, so the report offers a video consultation.
  (2, 3,
   '{"g-name": "Luna", "g-type": "Cat", "g-age": 9, "g-sex": "Female", "g-breed": "Domestic Shorthair",
     "g-species": "Feline", "g-neutering": "Spayed",
     "g-id1": 0, "g-id2": 0, "g-id3": 0, "g-id4": 0,
     "g-gi1": 0, "g-gi2": 1, "g-gi3": 0, "g-gi4": 0,
     "g-cv1": 10, "g-cv2": 0, "g-cv3": 10, "g-cv4": 8,
     "g-os1": 0, "g-os2": 0, "g-os3": 0, "g-os4": 0,
     "g-de1": 0, "g-de2": 0, "g-de3": 0, "g-de4": 0}',
   '{"trackers": {"internal": {"score": 0, "percent": 0, "risk": "green"},
                  "gastroIntestinal": {"score": 1, "percent": 3, "risk": "green"},
                  "cardiovascular": {"score": 28, "percent": 70, "risk": "red"},
                  "orthopedic": {"score": 0, "percent": 0, "risk": "green"},
                  "dermatology": {"score": 0, "percent": 0, "risk": "green"}},
     "prescriptions": {"cardiovascular": ["CBC", "CHEM", "HWT", "proBNP", "UA", "Imaging", "EKG", "Blood pressure"]}}',
   1, now() - interval '5 days');

-- ---------------------------------------------------------------------------------------------
-- Bookings. Each row gives a day offset from today and a local start time; the slot is that
-- local time in the listing's time zone, moved off weekends (forward for upcoming, back for past).
-- vendor_id, type, duration and the details snapshot are taken from the listing, consultation,
-- owner and pet so they cannot disagree. Status: 0 upcoming, 1 complete, 2 rescheduled, 3 canceled.
-- Booking 9 was made by Happy Paws' practice manager (login 4) with payment waived: price 0, no payment,
-- no pet (a practice cannot see its customers' pets), and it waits for the owner to share a pet's
-- records (record_sharing 'requested', set by the bookings_derive_sharing trigger).
-- ---------------------------------------------------------------------------------------------
insert into public.bookings
  (id, user_id, vendor_id, vendor_listing_id, consultation_id, type, pet_id, slot, duration, status,
   details, price, payment_waived, booked_by_vendor_login_id, user_tz, created_at)
select
  b.id, b.user_id, l.vendor_id, l.id, c.id, c.type, p.id, s.slot, c.duration, b.status,
  jsonb_build_object(
    'type', c.type,
    'user', jsonb_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'phone', u.phone),
    'details', jsonb_build_object(
      'title', l.title,
      'line1', l.line1,
      'address', nullif(concat_ws(', ', l.address, l.city, concat_ws(' ', l.state, l.zipcode)), ''),
      'duration', c.duration),
    'info', jsonb_build_object('summary', b.summary),
    'pet', case when p.id is not null
                then jsonb_build_object('id', p.id, 'name', p.name, 'type', p.type, 'breed', p.breed) end,
    'listingTZ', l.timezone,
    'slot', to_char(s.slot at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )
  || case when b.status = 2 then jsonb_build_object(
       'rescheduledFrom', to_char((s.slot - interval '1 day') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
     else '{}'::jsonb end
  || case when b.payment_waived then jsonb_build_object('paymentWaived', true) else '{}'::jsonb end
  || case when vl.id is not null then jsonb_build_object('bookedBy', jsonb_build_object(
       'vendor_login_id', vl.id, 'first_name', vl.first_name, 'last_name', vl.last_name)) else '{}'::jsonb end,
  b.price, b.payment_waived, b.booked_by, b.user_tz,
  least(now(), s.slot) - b.booked_ahead
from (values
  -- id, owner, consultation, pet, day offset, local time, status, price ($), waived, booked by login, owner tz, booked ahead, reason
  (1, 1, 1, 1, 2, time '10:00', 0, 65, false, null::integer, 'America/New_York', interval '3 days',
   'Annual wellness exam and rabies booster due.'),
  (2, 1, 4, 2, -10, time '15:00', 1, 0, false, null, 'America/New_York', interval '2 days',
   'Mochi is drinking more water than usual; recheck of her thyroid medication.'),
  (3, 1, 6, 1, -3, time '16:00', 1, 0, false, null, 'America/New_York', interval '1 day',
   'Biscuit is limping after a hike; should I rest him or come in?'),
  (4, 2, 8, 5, 3, time '09:00', 0, 56, false, null, 'America/Chicago', interval '1 day',
   'Scout cut a paw pad on a trail; it has stopped bleeding but he is favouring it.'),
  (5, 2, 9, 5, 3, time '09:00', 3, 40, false, null, 'America/Chicago', interval '2 days',
   'Paw pad cut; asked for a video look first, then chose an in-clinic visit instead.'),
  (6, 3, 13, 6, 4, time '14:30', 2, 60, false, null, 'America/Los_Angeles', interval '6 days',
   'Kidney recheck: blood pressure and urine test. Moved by one day at the owner''s request.'),
  (7, 3, 14, 7, -14, time '11:00', 1, 40, false, null, 'America/Los_Angeles', interval '2 days',
   'Olive has been sneezing for three days; eating normally.'),
  (8, 4, 1, 8, 5, time '11:00', 3, 65, false, null, 'America/New_York', interval '4 days',
   'Vaccination update before boarding. Canceled: boarding plans changed.'),
  (9, 5, 1, null, 1, time '15:00', 0, 0, true, 4, 'America/New_York', interval '2 hours',
   'DHPP booster and heartworm test; booked at the front desk.'),
  (10, 4, 7, 8, 6, time '09:30', 0, 180, false, null, 'America/New_York', interval '2 days',
   'Follow-up dental cleaning six months after the extraction.'),
  (11, 1, 19, 2, 2, time '17:00', 0, 35, false, null, 'America/New_York', interval '1 day',
   'Second view on Mochi''s thyroid dose while we are travelling in London.'),
  (12, 2, 12, 5, -20, time '19:00', 1, 120, false, null, 'America/Chicago', interval '4 hours',
   'Scout ate part of a sock this afternoon and vomited twice.'),
  (13, 3, 20, 6, 1, time '12:00', 0, 30, false, null, 'America/Los_Angeles', interval '1 day',
   'Luna is not finishing her renal food; ideas to get her eating?'),
  (14, 1, 1, 3, -60, time '09:00', 1, 65, false, null, 'America/New_York', interval '5 days',
   'Kidney values recheck for Pepper.')
) as b(id, user_id, consultation_id, pet_id, day_offset, local_time, status, price, payment_waived, booked_by,
       user_tz, booked_ahead, summary)
join public.consultations c on c.id = b.consultation_id
join public.vendor_listings l on l.id = c.listing_id
join public.users u on u.id = b.user_id
left join public.pets p on p.id = b.pet_id
left join public.vendor_logins vl on vl.id = b.booked_by
cross join lateral (select (now() at time zone l.timezone)::date + b.day_offset as day) d
cross join lateral (
  select ((d.day + case
             when b.day_offset > 0 and extract(isodow from d.day) = 6 then 2
             when b.day_offset > 0 and extract(isodow from d.day) = 7 then 1
             when b.day_offset < 0 and extract(isodow from d.day) = 6 then -1
             when b.day_offset < 0 and extract(isodow from d.day) = 7 then -2
             else 0
           end) + b.local_time) at time zone l.timezone as slot
) s;

-- ---------------------------------------------------------------------------------------------
-- Payments: one per paid booking (payment type 300, product of the consultation type), taken
-- from the booking so amounts agree. Bookings 2 and 3 were covered by Emma's Gold plan
-- (amount 0, discount = list price); booking 4 used the WELCOME20 promo.
-- ---------------------------------------------------------------------------------------------
insert into public.payments
  (id, user_id, vendor_id, payment_type, product_id, plan_id, amount_cents, discount_cents, provider,
   provider_ref, card_brand, card_last4, status, idempotency_key, created_at)
select
  p.id, b.user_id, b.vendor_id, 300,
  case b.type when 'clinic_visit' then 2000 when 'video' then 4000 when 'phone' then 5000 when 'chat' then 6000 end,
  p.plan_id, b.price * 100, p.discount_cents, 'test',
  'test_txn_' || lpad(p.id::text, 6, '0'),
  case when b.price > 0 then 'visa' end,
  case when b.price > 0 then '4242' end,
  'captured', 'demo-booking-' || b.id, b.created_at
from (values
  -- payment id, booking id, plan or promo applied, discount (cents)
  (1, 1, null::integer, 0),
  (2, 2, 2, 3000),
  (3, 3, 2, 2500),
  (4, 4, 5, 1400),
  (5, 5, null, 0),
  (6, 6, null, 0),
  (7, 7, null, 0),
  (8, 8, null, 0),
  (9, 10, null, 0),
  (10, 11, null, 0),
  (11, 12, null, 0),
  (12, 13, null, 0),
  (13, 14, null, 0)
) as p(id, booking_id, plan_id, discount_cents)
join public.bookings b on b.id = p.booking_id;

update public.bookings b
   set payment_id = p.id
  from public.payments p
 where p.idempotency_key = 'demo-booking-' || b.id
   and p.user_id = b.user_id;

-- Service payments (type 100): Liam's house-call package, and Emma's SMO covered by her Gold plan.
insert into public.payments
  (id, user_id, vendor_id, payment_type, product_id, plan_id, amount_cents, discount_cents, provider,
   provider_ref, card_brand, card_last4, status, idempotency_key, created_at)
values
  (14, 2, 3, 100, 3000, null, 36000, 0, 'test', 'test_txn_000014', 'visa', '4242', 'captured',
   'demo-house-call-1', now() - interval '40 days'),
  (15, 1, 1, 100, 7000, 2, 0, 9000, 'test', 'test_txn_000015', null, null, 'captured',
   'demo-smo-1', now() - interval '45 days');

-- ---------------------------------------------------------------------------------------------
-- Service requests: a house-call package, a second medical opinion and free questions.
-- ---------------------------------------------------------------------------------------------
insert into public.service_requests
  (id, type, product_id, user_id, pet_id, vendor_id, assigned_vendor_login_id, payment_id, status,
   details, response, responded_at, expires_at, created_at)
values
  (1, 'house_call', 3000, 2, null, 3, 8, 14, 1,
   '{"primaryPhone": "3125550171", "secondaryPhone": "3125550175", "address": "1847 N Orchard Street, Apt 2",
     "city": "Chicago", "state": "IL", "zipcode": "60614"}',
   null, null, now() - interval '40 days' + interval '1 year', now() - interval '40 days'),
  (2, 'smo', 7000, 1, 1, 1, 2, 15, 1,
   '{"petName": "Biscuit", "petType": 1, "petBreed": "Golden Retriever", "pet": 1,
     "firstOpinion": "Partial tear of the left cranial cruciate ligament, found on X-rays on 28 September. TPLO surgery recommended within the month.",
     "query": "Biscuit is 6 and 68 lbs, and the limp has improved with rest. Is conservative management with a brace and physiotherapy reasonable, or is surgery the better option?",
     "files": [], "authorization": true}',
   null, null, null, now() - interval '45 days'),
  (3, 'free_question', 8000, 3, 6, 1, 2, null, 3,
   '{"question": "Luna has started drinking a lot more water this week. She has early kidney disease. Should I book a visit or is this expected?"}',
   'More thirst can mean her kidney values have changed. Please book a recheck with blood work and a urine test within the next few days, and keep fresh water available at all times. Go in the same day if she stops eating or starts vomiting.',
   now() - interval '9 days', null, now() - interval '10 days'),
  (4, 'free_question', 8000, 4, 8, 1, null, null, 0,
   '{"question": "Maple has bad breath again a few months after her dental cleaning. Is that normal, or should she be seen?"}',
   null, null, null, now() - interval '6 hours');

-- Liam's house-call package: the first of its two visits, made 12 days ago by Aisha Robinson.
insert into public.house_call_visits
  (service_request_id, visited_at, note, recorded_by_vendor_login_id, created_at)
values
  (1, now() - interval '12 days', 'Annual check-up for Scout; vaccinations up to date.', 8,
   now() - interval '12 days');

-- ---------------------------------------------------------------------------------------------
-- The chat of booking 3 (Emma and Dr. Priya Shah).
-- ---------------------------------------------------------------------------------------------
insert into public.consult_messages (id, booking_id, sender_role, sender_user_id, sender_vendor_login_id, body, created_at)
select m.id, b.id, m.sender_role, m.sender_user_id, m.sender_vendor_login_id, m.body, b.slot + m.after
from public.bookings b
cross join (values
  (1, 'user', 1, null::integer, 'Hi Dr. Shah, Biscuit started limping on his back left leg after our hike on Sunday.', interval '1 minute'),
  (2, 'vendor', null, 5, 'Thanks, Emma. Is he putting any weight on it, and is the knee swollen or warm?', interval '3 minutes'),
  (3, 'user', 1, null, 'He touches the toes down but holds it up when standing. No swelling that I can see.', interval '5 minutes'),
  (4, 'vendor', null, 5, 'Please keep him on short leash walks for a week and book a clinic visit so we can X-ray the knee. If he stops using the leg completely, come in the same day.', interval '8 minutes'),
  (5, 'user', 1, null, 'Will do. Thank you!', interval '9 minutes')
) as m(id, sender_role, sender_user_id, sender_vendor_login_id, body, after)
where b.id = 3;

-- ---------------------------------------------------------------------------------------------
-- Identity sequences: continue after the explicit ids.
-- ---------------------------------------------------------------------------------------------
select setval(pg_get_serial_sequence('public.vendors', 'id'), (select max(id) from public.vendors));
select setval(pg_get_serial_sequence('public.vendor_logins', 'id'), (select max(id) from public.vendor_logins));
select setval(pg_get_serial_sequence('public.plans', 'id'), (select max(id) from public.plans));
select setval(pg_get_serial_sequence('public.websites', 'id'), (select max(id) from public.websites));
select setval(pg_get_serial_sequence('public.vendor_listings', 'id'), (select max(id) from public.vendor_listings));
select setval(pg_get_serial_sequence('public.consultations', 'id'), (select max(id) from public.consultations));
select setval(pg_get_serial_sequence('public.consultation_schedules', 'id'), (select max(id) from public.consultation_schedules));
select setval(pg_get_serial_sequence('public.consultation_rosters', 'id'), (select max(id) from public.consultation_rosters));
select setval(pg_get_serial_sequence('public.users', 'id'), (select max(id) from public.users));
select setval(pg_get_serial_sequence('public.pets', 'id'), (select max(id) from public.pets));
select setval(pg_get_serial_sequence('public.phr', 'id'), (select max(id) from public.phr));
select setval(pg_get_serial_sequence('public.ihm', 'id'), (select max(id) from public.ihm));
select setval(pg_get_serial_sequence('public.bookings', 'id'), (select max(id) from public.bookings));
select setval(pg_get_serial_sequence('public.payments', 'id'), (select max(id) from public.payments));
select setval(pg_get_serial_sequence('public.service_requests', 'id'), (select max(id) from public.service_requests));
select setval(pg_get_serial_sequence('public.consult_messages', 'id'), (select max(id) from public.consult_messages));
select setval(pg_get_serial_sequence('public.house_call_visits', 'id'), (select max(id) from public.house_call_visits));
