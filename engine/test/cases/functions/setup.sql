-- Tables and functions of the computed field and tracked function cases, next to the migrated
-- Petwell schema (which they do not touch).
CREATE TABLE cf_author (
  id integer PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL
);

CREATE TABLE cf_article (
  id integer PRIMARY KEY,
  author_id integer NOT NULL REFERENCES cf_author (id),
  title text NOT NULL,
  published boolean NOT NULL,
  words integer NOT NULL
);

INSERT INTO cf_author (id, first_name, last_name) VALUES
  (1, 'Ada', 'Lovelace'),
  (2, 'Alan', 'Turing'),
  (3, 'Grace', 'Hopper');

INSERT INTO cf_article (id, author_id, title, published, words) VALUES
  (1, 1, 'Notes on the engine', true, 100),
  (2, 1, 'Draft on loops', false, 50),
  (3, 2, 'Computable numbers', true, 300),
  (4, 2, 'Morphogenesis draft', false, 80),
  (5, 3, 'Compilers', true, 200);

-- Scalar computed fields: plain, with a client argument (and its default), with the session.
CREATE FUNCTION cf_author_full_name(author_row cf_author) RETURNS text AS $$
  SELECT author_row.first_name || ' ' || author_row.last_name
$$ LANGUAGE sql STABLE;

CREATE FUNCTION cf_author_greeting(author_row cf_author, greeting text DEFAULT 'Hello')
RETURNS text AS $$
  SELECT greeting || ', ' || author_row.first_name
$$ LANGUAGE sql STABLE;

CREATE FUNCTION cf_author_is_me(hasura_session json, author_row cf_author) RETURNS boolean AS $$
  SELECT (hasura_session ->> 'x-hasura-user-id')::integer = author_row.id
$$ LANGUAGE sql STABLE;

-- Table computed fields: with a client argument, and without.
CREATE FUNCTION cf_author_articles_matching(author_row cf_author, search text)
RETURNS SETOF cf_article AS $$
  SELECT * FROM cf_article WHERE author_id = author_row.id AND title ILIKE '%' || search || '%'
$$ LANGUAGE sql STABLE;

CREATE FUNCTION cf_author_all_articles(author_row cf_author) RETURNS SETOF cf_article AS $$
  SELECT * FROM cf_article WHERE author_id = author_row.id
$$ LANGUAGE sql STABLE;

-- Tracked functions.
CREATE FUNCTION cf_search_articles(search text) RETURNS SETOF cf_article AS $$
  SELECT * FROM cf_article WHERE title ILIKE '%' || search || '%'
$$ LANGUAGE sql STABLE;

CREATE FUNCTION cf_my_articles(hasura_session json) RETURNS SETOF cf_article AS $$
  SELECT * FROM cf_article WHERE author_id = (hasura_session ->> 'x-hasura-user-id')::integer
$$ LANGUAGE sql STABLE;

CREATE FUNCTION cf_publish_article(article_id integer) RETURNS SETOF cf_article AS $$
  UPDATE cf_article SET published = true WHERE id = article_id RETURNING *
$$ LANGUAGE sql VOLATILE;
