import { describe, expect, it } from 'vitest';
import type {
  ColumnModel,
  PermissionExp,
  PermissionValue,
  RelationshipModel,
  TableModel,
} from '../schema/model';
import { leadsBack, unprovenConjuncts } from './permission-implication';

const column = (name: string): ColumnModel => ({
  name,
  field: name,
  udtName: 'int4',
  nullable: false,
  hasDefault: false,
  generated: undefined,
  enumTable: undefined,
});

const table = (name: string) => ({ schema: 'public', name }) as TableModel;
const visits = table('visits');
const owners = table('owners');
const orgId = column('org_id');
const canceled = column('canceled');

const relationship = (
  source: TableModel,
  target: TableModel,
  mapping: [string, string][],
): RelationshipModel => ({
  name: `${source.name}_${target.name}`,
  kind: 'object',
  source,
  target,
  mapping,
  insertBeforeParent: false,
  definition: 'manual',
});

const compare = (c: ColumnModel, operator: string, value: PermissionValue): PermissionExp => ({
  kind: 'compare',
  column: c,
  operator,
  value,
});
const ofOrg = compare(orgId, '_eq', { kind: 'session', name: 'x-hasura-org-id' });
const live = compare(canceled, '_eq', { kind: 'literal', value: false });
const and = (...items: PermissionExp[]): PermissionExp => ({ kind: 'and', items });

describe('leadsBack', () => {
  const owner = relationship(visits, owners, [['owner_id', 'id']]);
  it('is a relationship from the target to the source on the same columns, reversed', () => {
    expect(leadsBack(relationship(owners, visits, [['id', 'owner_id']]), owner)).toBe(true);
  });
  it('is not one on other columns, to another table, or with no columns', () => {
    expect(leadsBack(relationship(owners, visits, [['id', 'booked_by']]), owner)).toBe(false);
    expect(leadsBack(relationship(owners, owners, [['id', 'owner_id']]), owner)).toBe(false);
    expect(leadsBack(relationship(owners, visits, []), owner)).toBe(false);
  });
});

describe('unprovenConjuncts: what a row read under its filter does not already prove', () => {
  it('leaves nothing of a filter equal to the known one, or to one of its conjuncts', () => {
    expect(unprovenConjuncts(ofOrg, ofOrg)).toEqual([]);
    expect(unprovenConjuncts(and(ofOrg, live), ofOrg)).toEqual([]);
    expect(unprovenConjuncts(and(ofOrg, live), and(live, ofOrg))).toEqual([]);
  });

  it('leaves the conjuncts the known filter does not hold', () => {
    expect(unprovenConjuncts(ofOrg, and(ofOrg, live))).toEqual([live]);
  });

  it('proves nothing from one alternative of an OR', () => {
    const either: PermissionExp = { kind: 'or', items: [ofOrg, live] };
    expect(unprovenConjuncts(either, ofOrg)).toEqual([ofOrg]);
  });

  it('does not take another literal or session variable for the same', () => {
    const otherOrg = compare(orgId, '_eq', { kind: 'session', name: 'x-hasura-user-id' });
    const orgTwo = compare(orgId, '_eq', { kind: 'literal', value: 2 });
    expect(unprovenConjuncts(ofOrg, otherOrg)).toEqual([otherOrg]);
    expect(unprovenConjuncts(compare(orgId, '_eq', { kind: 'literal', value: 3 }), orgTwo)).toEqual(
      [orgTwo],
    );
  });

  it('never counts a comparison with the root row ($) as known: it is another row in each', () => {
    // The visit's "org_id = $.org_id" is about the visit itself; the owner's is the visit's org
    // against the owner's.
    const sameAsRoot = compare(orgId, '_ceq', { kind: 'column', column: orgId, root: true });
    expect(unprovenConjuncts(sameAsRoot, sameAsRoot)).toEqual([sameAsRoot]);
  });

  it('never counts a computed field as known: a function may answer differently', () => {
    const computed = {
      ...compare(orgId, '_eq', { kind: 'literal', value: 1 }),
      computed: { name: 'score' },
    } as PermissionExp;
    expect(unprovenConjuncts(computed, computed)).toEqual([computed]);
  });
});
