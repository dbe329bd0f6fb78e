import { aesonTypeName } from '../errors';
import { type Sql, sql } from '../sql/sql';
import { ScalarParseError } from './scalar-parse-error';

/*
 * GeoJSON as Hasura reads and writes geometry and geography values
 * (hasura/graphql-engine server/src-lib/Hasura/SQL/GeoJSON.hs, parsed by
 * Hasura/Backends/Postgres/SQL/Value.hs `parsePGValue`; printed by `toJSONableExp` in
 * Hasura/Backends/Postgres/Translate/Column.hs).
 */

/**
 * A PostGIS value as Hasura answers it: `ST_AsGeoJSON(value, 15, 4)`, 15 decimal digits and
 * option 4, the long `crs` member (`urn:ogc:def:crs:EPSG::4326`) for a value with an SRID.
 */
export function geoJsonOutput(value: Sql): Sql {
  return sql`ST_AsGeoJSON(${value}, 15, 4)::json`;
}

/** A GeoJSON value Hasura's parser refuses; the message is the parser's. */
export class GeoJsonError extends ScalarParseError {}

function mismatch(name: string, expected: string, value: unknown): GeoJsonError {
  return new GeoJsonError(
    `parsing ${name} failed, expected ${expected}, but encountered ${aesonTypeName(value)}`,
  );
}

function array(name: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw mismatch(name, 'Array', value);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

type Position = number[];

/** At least two numbers; Hasura keeps the third and ignores the rest. */
function position(value: unknown): Position {
  const items = array('Position', value).map((item) => {
    if (typeof item !== 'number') throw mismatch('Double', 'Number', item);
    return item;
  });
  if (items.length < 2) throw new GeoJsonError('A Position needs at least 2 elements');
  return items.slice(0, 3);
}

function samePosition(a: Position, b: Position): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

function lineString(value: unknown): void {
  const positions = array('LineString', value).map(position);
  if (positions.length < 2) throw new GeoJsonError('A LineString needs at least 2 Positions');
}

/** A closed ring of at least four positions, the last equal to the first. */
function linearRing(value: unknown): void {
  const positions = array('LinearRing', value).map(position);
  if (positions.length < 4) throw new GeoJsonError('A LinearRing needs at least 4 Positions');
  const first = positions[0] as Position;
  const last = positions[positions.length - 1] as Position;
  if (!samePosition(first, last)) {
    throw new GeoJsonError('the first and last locations have to be equal for a LinearRing');
  }
}

function polygon(value: unknown): void {
  array('[]', value).forEach(linearRing);
}

function coordinates(object: Record<string, unknown>): unknown {
  if (!('coordinates' in object)) throw new GeoJsonError('key "coordinates" not found');
  return object['coordinates'];
}

/** `crs`: `{type: "name", properties: {name}}` or `{type: "link", properties: {href, type?}}`. */
function crs(value: unknown): void {
  if (value === null || value === undefined) return;
  if (!isRecord(value)) throw mismatch('CRS', 'Object', value);
  const kind = value['type'];
  const properties = value['properties'];
  const required = kind === 'name' ? 'name' : kind === 'link' ? 'href' : undefined;
  if (kind === undefined) throw new GeoJsonError('key "type" not found');
  if (required === undefined) {
    throw new GeoJsonError(
      `parsing CRS failed, expected tag field "type" to be one of ["name","link"], but found ${JSON.stringify(kind)}`,
    );
  }
  if (!isRecord(properties)) throw mismatch('CRS properties', 'Object', properties);
  if (!(required in properties)) throw new GeoJsonError(`key "${required}" not found`);
  if (typeof properties[required] !== 'string') {
    throw mismatch(`CRS properties.${required}`, 'String', properties[required]);
  }
}

/**
 * Throws GeoJsonError unless the value is a geometry Hasura accepts: Point, MultiPoint,
 * LineString, MultiLineString, Polygon, MultiPolygon or GeometryCollection, with an optional
 * `crs`. A string is not checked here: Hasura passes it to Postgres as it is.
 */
export function checkGeoJson(value: unknown): void {
  if (typeof value !== 'string') geometry(value);
}

/** One geometry object; inside a GeometryCollection a string is not accepted. */
function geometry(value: unknown): void {
  if (!isRecord(value)) throw mismatch('Geometry', 'Object', value);
  if (!('type' in value)) throw new GeoJsonError('key "type" not found');
  const type = value['type'];
  if (typeof type !== 'string') throw mismatch('Text', 'String', type);
  switch (type) {
    case 'Point':
      position(coordinates(value));
      break;
    case 'MultiPoint':
      array('[]', coordinates(value)).forEach(position);
      break;
    case 'LineString':
      lineString(coordinates(value));
      break;
    case 'MultiLineString':
      array('[]', coordinates(value)).forEach(lineString);
      break;
    case 'Polygon':
      polygon(coordinates(value));
      break;
    case 'MultiPolygon':
      array('[]', coordinates(value)).forEach(polygon);
      break;
    case 'GeometryCollection': {
      if (!('geometries' in value)) throw new GeoJsonError('key "geometries" not found');
      array('[]', value['geometries']).forEach(geometry);
      break;
    }
    default:
      throw new GeoJsonError(`unexpected geometry type: ${type}`);
  }
  crs(value['crs']);
}
