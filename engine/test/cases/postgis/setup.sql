-- Tables of the PostGIS cases, next to the migrated Petwell schema (which they do not touch).
CREATE EXTENSION IF NOT EXISTS postgis;

CREATE TABLE geo_places (
  id serial PRIMARY KEY,
  name text NOT NULL,
  location geometry,
  area geography,
  owner_id integer NOT NULL
);

INSERT INTO geo_places (id, name, location, area, owner_id) VALUES
  (1, 'origin', 'SRID=4326;POINT(0 0)', 'POINT(0 0)', 1),
  (2, 'near', 'SRID=4326;POINT(0.5 0.5)', 'POINT(0.001 0)', 1),
  (3, 'far', 'SRID=4326;POINT(10 10)', 'POINT(1 0)', 2),
  (4, 'square', 'SRID=4326;POLYGON((0 0,0 2,2 2,2 0,0 0))', NULL, 2),
  (5, 'line', 'SRID=4326;LINESTRING(-1 1,3 1)', 'LINESTRING(0 0,0.01 0)', 3),
  (6, 'nowhere', NULL, NULL, 3);
ALTER SEQUENCE geo_places_id_seq RESTART WITH 1001;
