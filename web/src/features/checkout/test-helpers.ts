import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../test/server';
import type { CheckoutOrder } from '@petwell/domain';

/** An input by its label, with or without the required marker (' *'). */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

type Reply = (variables: Record<string, unknown>) => Response | Promise<Response>;

/** Answers the GraphQL operation `name` with `reply` and records the variables of every call. */
export function onOperation(kind: 'query' | 'mutation', name: string, reply: Reply) {
  const calls: Record<string, unknown>[] = [];
  const handler = kind === 'query' ? graphql.query : graphql.mutation;
  server.use(
    handler(name, ({ variables }) => {
      calls.push(variables);
      return reply(variables);
    }),
  );
  return calls;
}

export interface DiscountAnswer {
  status: string;
  price: number;
  newPrice: number;
  description: string | null;
  applied: boolean;
}

/** A check_discount answer. */
export const discount = (answer: Partial<DiscountAnswer> = {}) =>
  HttpResponse.json({
    data: {
      check_discount: {
        status: 'No discount applied.',
        price: 45,
        newPrice: 45,
        description: null,
        applied: false,
        ...answer,
      },
    },
  });

/** A payment answer. */
export const paid = (answer: { result?: string; status?: string; id?: number | null } = {}) =>
  HttpResponse.json({
    data: {
      payment: {
        result: 'Success',
        status: 'Thanks for your Order!',
        id: 41,
        code: null,
        ...answer,
      },
    },
  });

/** A request that waits until the test releases it (to see the 'Please Wait...' state). */
export function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

/** A video appointment at a practice, as the vet list or the booking wizard stores it. */
export const appointmentOrder = (over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  paymentType: 300,
  productId: 4000,
  vendorId: 2,
  vendorServiceId: 11,
  consultationType: 'video',
  for_ts: '2026-11-23T14:00:00.000Z',
  petId: 5,
  userTZ: 'America/New_York',
  details: {
    price: 45,
    clinicName: 'Happy Paws Clinic',
    docName: 'Dr. Ada Vet',
    petName: 'Rex',
    summary: 'Coughing at night',
  },
  ...over,
});
