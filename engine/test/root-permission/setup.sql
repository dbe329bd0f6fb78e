-- The root-permission rewrite's cases: owners reached by several kinds of alternatives.
CREATE TABLE rp_org (
  id integer PRIMARY KEY,
  approved boolean NOT NULL,
  is_platform boolean NOT NULL
);

CREATE TABLE rp_owner (
  id integer PRIMARY KEY,
  org_id integer REFERENCES rp_org (id),
  -- a unique key that may be null: an alternative joined on it keeps the plain filter
  code text UNIQUE,
  name text NOT NULL
);

CREATE TABLE rp_visit (
  id integer PRIMARY KEY,
  owner_id integer REFERENCES rp_owner (id),
  org_id integer NOT NULL REFERENCES rp_org (id),
  canceled boolean NOT NULL
);

CREATE TABLE rp_note (
  id integer PRIMARY KEY,
  owner_code text,
  org_id integer NOT NULL REFERENCES rp_org (id)
);

-- One profile per owner: an object relationship over the owner's key.
CREATE TABLE rp_profile (
  owner_id integer PRIMARY KEY REFERENCES rp_owner (id),
  vip boolean NOT NULL
);

-- A composite key, and rows that point at it.
CREATE TABLE rp_seat (
  room integer NOT NULL,
  num integer NOT NULL,
  org_id integer REFERENCES rp_org (id),
  PRIMARY KEY (room, num)
);

CREATE TABLE rp_ticket (
  id integer PRIMARY KEY,
  room integer NOT NULL,
  num integer NOT NULL,
  org_id integer NOT NULL REFERENCES rp_org (id),
  FOREIGN KEY (room, num) REFERENCES rp_seat (room, num)
);

INSERT INTO rp_org (id, approved, is_platform) VALUES
  (1, true, true), (2, true, false), (3, false, false), (4, true, false);

INSERT INTO rp_owner (id, org_id, code, name) VALUES
  (1, 2, 'a', 'signed up at 2'),
  (2, NULL, 'b', 'visits 2'),
  (3, NULL, NULL, 'canceled visit at 2'),
  (4, 3, 'd', 'signed up at 3'),
  (5, NULL, 'e', 'visits 3, note at 2'),
  (6, NULL, NULL, 'nothing'),
  (7, 4, 'g', 'signed up at 4, visits 2 twice'),
  (8, NULL, 'h', 'vip');

INSERT INTO rp_visit (id, owner_id, org_id, canceled) VALUES
  (1, 2, 2, false), (2, 3, 2, true), (3, 5, 3, false), (4, 7, 2, false), (5, 7, 2, false),
  (6, NULL, 2, false), (7, 8, 4, false), (8, 1, 2, false), (9, 4, 3, true);

INSERT INTO rp_note (id, owner_code, org_id) VALUES
  (1, 'e', 2), (2, NULL, 2), (3, 'h', 3);

INSERT INTO rp_profile (owner_id, vip) VALUES (8, true), (1, false);

INSERT INTO rp_seat (room, num, org_id) VALUES
  (1, 1, 2), (1, 2, NULL), (2, 1, 3), (2, 2, 2), (3, 1, NULL);

INSERT INTO rp_ticket (id, room, num, org_id) VALUES
  (1, 1, 2, 2), (2, 2, 1, 2), (3, 3, 1, 3), (4, 2, 1, 2);
