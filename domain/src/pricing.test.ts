import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from './constants';
import {
  type ActivePlan,
  applyPercentOff,
  bestQuote,
  entitlementFor,
  entitlementQuote,
  entitlementUses,
  includedConsultationQuote,
  planCoverSentences,
  parseOffers,
  planYearEnd,
  planYearStart,
  type PromoCode,
  promoQuote,
} from './pricing';

const GOLD_OFFERS = { pets: 2, assessments: 1, econsults: 1, smo: 1, chats: 2 };
const PLATINUM_OFFERS = { pets: 4, assessments: 2, econsults: 3, smo: 1, chats: null };

const plan = (offers: unknown, used: ActivePlan['used'] = {}, name = 'Gold'): ActivePlan => ({
  id: 2,
  name,
  offers: parseOffers(offers),
  used,
});
const promo = (offers: unknown): PromoCode => ({
  id: 5,
  name: 'Welcome offer',
  description: '20% off your first appointment.',
  offers: parseOffers(offers),
});

describe('entitlements', () => {
  it('cover e-consults (video 4000, phone 5000), chats (6000), SMO (7000) and the IHM upgrade (9000)', () => {
    expect(entitlementFor(PRODUCT_IDS.video)).toBe('econsults');
    expect(entitlementFor(PRODUCT_IDS.telephone)).toBe('econsults');
    expect(entitlementFor(PRODUCT_IDS.chat)).toBe('chats');
    expect(entitlementFor(PRODUCT_IDS.secondMedicalOpinion)).toBe('smo');
    expect(entitlementFor(PRODUCT_IDS.assessmentConsultation)).toBe('assessments');
    expect(entitlementFor(PRODUCT_IDS.clinicConsultation)).toBeUndefined();
    expect(entitlementFor(PRODUCT_IDS.houseVisit)).toBeUndefined();
  });

  it('make a covered product free while the allowance lasts', () => {
    const quote = entitlementQuote(30, PRODUCT_IDS.video, plan(GOLD_OFFERS));
    expect(quote).toMatchObject({ newPrice: 0, discount: 30, source: 'plan', planId: 2 });
    expect(quote?.description).toBe(
      'Included in your Gold plan. After this one, 0 of 1 e-consults left this plan year.',
    );
    expect(quote?.cover).toEqual({
      entitlement: 'econsults',
      planName: 'Gold',
      allowance: 1,
      remainingAfter: 0,
    });
  });

  it('stop once Gold has used its allowance for the plan year', () => {
    expect(
      entitlementQuote(30, PRODUCT_IDS.telephone, plan(GOLD_OFFERS, { econsults: 1 })),
    ).toBeUndefined();
    expect(entitlementQuote(30, PRODUCT_IDS.chat, plan(GOLD_OFFERS, { chats: 1 }))?.newPrice).toBe(
      0,
    );
    expect(entitlementQuote(30, PRODUCT_IDS.chat, plan(GOLD_OFFERS, { chats: 2 }))).toBeUndefined();
  });

  it('never run out when the allowance is null (Platinum chats are unlimited)', () => {
    const quote = entitlementQuote(
      30,
      PRODUCT_IDS.chat,
      plan(PLATINUM_OFFERS, { chats: 500 }, 'Platinum'),
    );
    expect(quote?.newPrice).toBe(0);
    expect(quote?.description).toBe(
      'Included in your Platinum plan. Unlimited chats this plan year.',
    );
    expect(quote?.cover).toMatchObject({ allowance: null, remainingAfter: null });
  });

  it('give nothing for a product the plan does not include, or offers that do not parse', () => {
    expect(entitlementQuote(45, PRODUCT_IDS.clinicConsultation, plan(GOLD_OFFERS))).toBeUndefined();
    expect(entitlementQuote(30, PRODUCT_IDS.video, plan({ pets: 1 }))).toBeUndefined();
    expect(parseOffers({ econsults: 'lots' })).toEqual({});
    expect(parseOffers(null)).toEqual({});
  });
});

describe('what a plan covers, as the checkout tells it', () => {
  it('counts the order itself: what is left after it', () => {
    const quote = entitlementQuote(25, PRODUCT_IDS.chat, plan(GOLD_OFFERS, { chats: 0 }));
    expect(quote?.cover).toMatchObject({ allowance: 2, remainingAfter: 1 });
    const last = entitlementQuote(25, PRODUCT_IDS.chat, plan(GOLD_OFFERS, { chats: 1 }));
    expect(last?.cover).toMatchObject({ allowance: 2, remainingAfter: 0 });
  });

  it("tells the practice booking for a customer that it is the customer's plan", () => {
    expect(
      planCoverSentences(
        { entitlement: 'chats', planName: 'Gold', allowance: 2, remainingAfter: 1 },
        'customer',
      ),
    ).toEqual([
      "Included in the customer's Gold plan.",
      'After this one, 1 of 2 chats left this plan year.',
    ]);
  });
});

describe('the plan summary', () => {
  it('lists the included entitlements in order, with what is used and left, never below 0', () => {
    expect(entitlementUses(parseOffers(GOLD_OFFERS), { econsults: 1, chats: 3 })).toEqual([
      { entitlement: 'econsults', allowance: 1, used: 1, remaining: 0 },
      { entitlement: 'chats', allowance: 2, used: 3, remaining: 0 },
      { entitlement: 'smo', allowance: 1, used: 0, remaining: 1 },
      { entitlement: 'assessments', allowance: 1, used: 0, remaining: 1 },
    ]);
  });

  it('says unlimited with a null allowance, and leaves out what the plan does not include', () => {
    expect(entitlementUses(parseOffers(PLATINUM_OFFERS), { chats: 40 })).toContainEqual({
      entitlement: 'chats',
      allowance: null,
      used: 40,
      remaining: null,
    });
    expect(entitlementUses(parseOffers({ pets: 1 }), {})).toEqual([]);
  });
});

describe('percent off', () => {
  it('rounds the discount to whole dollars, halves in the buyer favour', () => {
    expect(applyPercentOff(70, 20)).toEqual({ newPrice: 56, discount: 14 });
    expect(applyPercentOff(25, 10)).toEqual({ newPrice: 22, discount: 3 });
    expect(applyPercentOff(30, 100)).toEqual({ newPrice: 0, discount: 30 });
    expect(applyPercentOff(30, 0)).toEqual({ newPrice: 30, discount: 0 });
  });

  it('applies a promo code to the products it names, or to all when it names none', () => {
    expect(promoQuote(70, PRODUCT_IDS.video, promo({ percent_off: 20 }))).toMatchObject({
      newPrice: 56,
      discount: 14,
      source: 'promo',
      planId: 5,
      description: '20% off your first appointment.',
    });
    const houseCallsOnly = promo({ percent_off: 20, product_ids: [PRODUCT_IDS.houseVisit] });
    expect(promoQuote(70, PRODUCT_IDS.video, houseCallsOnly)).toBeUndefined();
    expect(promoQuote(360, PRODUCT_IDS.houseVisit, houseCallsOnly)?.newPrice).toBe(288);
    expect(promoQuote(70, PRODUCT_IDS.video, promo({}))).toBeUndefined();
  });
});

describe('the best quote', () => {
  it('is the list price when nothing applies', () => {
    expect(bestQuote({ price: 45, productId: PRODUCT_IDS.clinicConsultation })).toEqual({
      price: 45,
      newPrice: 45,
      discount: 0,
      source: 'none',
      planId: null,
      description: null,
    });
  });

  it('prefers a free entitlement over a promo percentage, and the promo once it is used up', () => {
    const args = { price: 30, productId: PRODUCT_IDS.video, promo: promo({ percent_off: 20 }) };
    expect(bestQuote({ ...args, plan: plan(GOLD_OFFERS) }).source).toBe('plan');
    expect(bestQuote({ ...args, plan: plan(GOLD_OFFERS, { econsults: 1 }) })).toMatchObject({
      source: 'promo',
      newPrice: 24,
    });
  });
});

describe('the plan year', () => {
  const started = new Date('2025-03-10T12:00:00Z');

  it('rolls on every anniversary of the plan start', () => {
    expect(planYearStart(started, new Date('2025-03-10T12:00:00Z'))).toEqual(started);
    expect(planYearStart(started, new Date('2026-03-10T11:59:59Z'))).toEqual(started);
    expect(planYearStart(started, new Date('2026-03-10T12:00:00Z'))).toEqual(
      new Date('2026-03-10T12:00:00Z'),
    );
    expect(planYearStart(started, new Date('2028-01-01T00:00:00Z'))).toEqual(
      new Date('2027-03-10T12:00:00Z'),
    );
    expect(planYearEnd(started)).toEqual(new Date('2026-03-10T12:00:00Z'));
  });
});

describe('the consultation a paid health assessment includes', () => {
  it('makes an e-consultation (video, phone, chat) free, and nothing else', () => {
    expect(includedConsultationQuote(40, PRODUCT_IDS.video)).toEqual({
      price: 40,
      newPrice: 0,
      discount: 40,
      source: 'assessment',
      planId: null,
      description: 'Included with your health assessment.',
    });
    expect(includedConsultationQuote(30, PRODUCT_IDS.telephone)?.newPrice).toBe(0);
    expect(includedConsultationQuote(20, PRODUCT_IDS.chat)?.newPrice).toBe(0);
    expect(includedConsultationQuote(60, PRODUCT_IDS.clinicConsultation)).toBeUndefined();
    expect(includedConsultationQuote(90, PRODUCT_IDS.secondMedicalOpinion)).toBeUndefined();
    expect(includedConsultationQuote(49, PRODUCT_IDS.assessmentConsultation)).toBeUndefined();
  });
});
