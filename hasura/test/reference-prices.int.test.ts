import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_CONSULTATION_PRICE,
  FREE_QUESTION_MAX_LENGTH,
  HOUSE_VISIT,
  PRODUCT_IDS,
  REFERENCE_PRICES,
} from '../../domain/src/constants';
import { createMigratedDatabase, type TestDatabase } from '../../engine/test/test-database';

// The server prices every order from `products`; pages show the domain's reference prices before
// it answers. This keeps the two equal: a changed product price must change the pages too.
let test: TestDatabase;
let products: Map<number, { price: number; details: Record<string, unknown> }>;

beforeAll(async () => {
  test = await createMigratedDatabase();
  const { rows } = await test.db.query<{
    id: number;
    price: number;
    details: Record<string, unknown>;
  }>('select id, price, details from products');
  products = new Map(rows.map((r) => [r.id, r]));
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

  it('leave the free question free, at most as long as its product allows', () => {
    const question = product(PRODUCT_IDS.freeQuestion);
    expect(question.price).toBe(0);
    expect(question.details['max_length']).toBe(FREE_QUESTION_MAX_LENGTH);
  });
});
