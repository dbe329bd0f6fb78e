import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_CONSULTATION_PRICE,
  FREE_QUESTION_MAX_LENGTH,
  HOUSE_VISIT,
  PLAN_PRICES,
  PRODUCT_IDS,
  REFERENCE_PRICES,
} from '../../domain/src/constants';
import { applySeeds, readSeedFiles } from '../../engine/src/migrate/seeds';
import {
  createMigratedDatabase,
  HASURA_DIR,
  type TestDatabase,
} from '../../engine/test/test-database';

// The server prices every order from `products` and a plan from its `plans` row; pages show the
// domain's reference prices before it answers. This keeps the two equal: a changed product or
// plan price must change the pages too. The products are migrated; the plans are seeded.
let test: TestDatabase;
let products: Map<number, { price: number; details: Record<string, unknown> }>;
let plans: Map<string, { price: number; details: Record<string, unknown> }>;

beforeAll(async () => {
  test = await createMigratedDatabase();
  await applySeeds(test.db, await readSeedFiles(path.join(HASURA_DIR, 'seeds', 'default')), {
    requireEmpty: 'public.vendors',
  });
  const priced = await test.db.query<{
    id: number;
    price: number;
    details: Record<string, unknown>;
  }>('select id, price, details from products');
  products = new Map(priced.rows.map((r) => [r.id, r]));
  const sold = await test.db.query<{
    code: string;
    price: number;
    details: Record<string, unknown>;
  }>("select code, price, details from plans where kind = 'plan' and is_public");
  plans = new Map(sold.rows.map((r) => [r.code, r]));
});

afterAll(async () => {
  await test.dispose();
});

const product = (id: number) => {
  const row = products.get(id);
  if (!row) throw new Error(`no product ${String(id)}`);
  return row;
};

describe('the reference prices', () => {
  it('of the house-call package are product 3000’s price and details', () => {
    const houseVisit = product(PRODUCT_IDS.houseVisit);
    expect({
      pricePerYear: houseVisit.price,
      traditionalPrice: houseVisit.details['traditional_price'],
      visitsPerYear: houseVisit.details['visits_per_year'],
    }).toEqual(HOUSE_VISIT);
  });

  it('of the assessment consultation, e-consults and second opinions are their products’', () => {
    expect(product(PRODUCT_IDS.assessmentConsultation).price).toBe(ASSESSMENT_CONSULTATION_PRICE);
    for (const id of [PRODUCT_IDS.video, PRODUCT_IDS.telephone, PRODUCT_IDS.chat])
      expect([id, product(id).price]).toEqual([id, REFERENCE_PRICES.econsult]);
    expect(product(PRODUCT_IDS.secondMedicalOpinion).price).toBe(
      REFERENCE_PRICES.secondMedicalOpinion,
    );
  });

  it('of the public plans are their plans rows’ yearly price and price label, and no plan is missing', () => {
    expect([...plans.keys()].sort()).toEqual(Object.keys(PLAN_PRICES).sort());
    for (const [code, price] of Object.entries(PLAN_PRICES)) {
      const plan = plans.get(code);
      expect([code, plan?.price, plan?.details['price']]).toEqual([
        code,
        price,
        `$${String(price)}/year`,
      ]);
    }
  });

  it('leave the free question free, at most as long as its product allows', () => {
    const question = product(PRODUCT_IDS.freeQuestion);
    expect(question.price).toBe(0);
    expect(question.details['max_length']).toBe(FREE_QUESTION_MAX_LENGTH);
  });
});
