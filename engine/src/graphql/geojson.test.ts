import { describe, expect, it } from 'vitest';
import { checkGeoJson } from './geojson';

const square = [
  [0, 0],
  [0, 1],
  [1, 1],
  [0, 0],
];

describe('checkGeoJson', () => {
  it('accepts every geometry type Hasura parses, with or without a crs', () => {
    const values = [
      { type: 'Point', coordinates: [1, 2, 3] },
      { type: 'MultiPoint', coordinates: [[1, 2]] },
      {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
      {
        type: 'MultiLineString',
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      },
      { type: 'Polygon', coordinates: [square] },
      { type: 'MultiPolygon', coordinates: [[square]] },
      { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2] }] },
      {
        type: 'Point',
        coordinates: [1, 2],
        crs: { type: 'name', properties: { name: 'EPSG:3857' } },
      },
      { type: 'Point', coordinates: [1, 2], crs: { type: 'link', properties: { href: 'x' } } },
    ];
    for (const value of values)
      expect(() => {
        checkGeoJson(value);
      }).not.toThrow();
  });

  it('leaves a string to Postgres, as Hasura passes strings on unparsed', () => {
    expect(() => {
      checkGeoJson('SRID=4326;POINT(1 2)');
    }).not.toThrow();
  });

  it('refuses rings deep inside a multipolygon with the parser message', () => {
    const open = [
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
    ];
    expect(() => {
      checkGeoJson({ type: 'MultiPolygon', coordinates: [[square], [open]] });
    }).toThrow('the first and last locations have to be equal for a LinearRing');
    expect(() => {
      checkGeoJson({ type: 'Polygon', coordinates: [square.slice(1)] });
    }).toThrow('A LinearRing needs at least 4 Positions');
  });

  it('refuses short lines, short positions and positions that are not numbers', () => {
    expect(() => {
      checkGeoJson({ type: 'LineString', coordinates: [[0, 0]] });
    }).toThrow('A LineString needs at least 2 Positions');
    expect(() => {
      checkGeoJson({ type: 'MultiPoint', coordinates: [[1]] });
    }).toThrow('A Position needs at least 2 elements');
    expect(() => {
      checkGeoJson({ type: 'Point', coordinates: ['1', 2] });
    }).toThrow('parsing Double failed, expected Number, but encountered String');
  });

  it('refuses a string inside a geometry collection, where Hasura wants an object', () => {
    expect(() => {
      checkGeoJson({ type: 'GeometryCollection', geometries: ['POINT(1 2)'] });
    }).toThrow('parsing Geometry failed, expected Object, but encountered String');
  });

  it('refuses a crs that is neither a name nor a link', () => {
    expect(() => {
      checkGeoJson({ type: 'Point', coordinates: [1, 2], crs: { type: 'epsg', properties: {} } });
    }).toThrow('expected tag field "type" to be one of ["name","link"], but found "epsg"');
    expect(() => {
      checkGeoJson({ type: 'Point', coordinates: [1, 2], crs: { type: 'name', properties: {} } });
    }).toThrow('key "name" not found');
  });
});
