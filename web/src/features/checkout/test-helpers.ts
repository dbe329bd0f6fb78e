import { screen } from '@testing-library/react';
import {
  type AsyncResponseResolverReturnType,
  graphql,
  type GraphQLResponseBody,
  HttpResponse,
} from 'msw';
import { server } from '../../test/server';
import type { CheckoutOrder } from '@petwell/domain';
import type {
  CheckoutDiscountQuery,
  CheckoutDiscountQueryVariables,
  CheckoutPaymentMutation,
  CheckoutPaymentMutationVariables,
  CheckoutPaypalOrderMutation,
  CheckoutPaypalOrderMutationVariables,
} from '../../generated/graphql';

/** An input by its label, with or without the required marker (' *'). */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** The checkout's operations: what each answers and is asked with. */
interface CheckoutOperations {
  CheckoutDiscount: { result: CheckoutDiscountQuery; variables: CheckoutDiscountQueryVariables };
  CheckoutPayment: {
    result: CheckoutPaymentMutation;
    variables: CheckoutPaymentMutationVariables;
  };
  CheckoutPaypalOrder: {
    result: CheckoutPaypalOrderMutation;
    variables: CheckoutPaypalOrderMutationVariables;
  };
}
type OperationName = keyof CheckoutOperations;

const OPERATION_KINDS = {
  CheckoutDiscount: 'query',
  CheckoutPayment: 'mutation',
  CheckoutPaypalOrder: 'mutation',
} as const satisfies Record<OperationName, 'query' | 'mutation'>;

type Reply<N extends OperationName> = (
  variables: CheckoutOperations[N]['variables'],
) => AsyncResponseResolverReturnType<GraphQLResponseBody<CheckoutOperations[N]['result']>>;

/** Answers the GraphQL operation `name` with `reply` and records the variables of every call. */
export function onOperation<N extends OperationName>(name: N, reply: Reply<N>) {
  const calls: CheckoutOperations[N]['variables'][] = [];
  const handler = OPERATION_KINDS[name] === 'query' ? graphql.query : graphql.mutation;
  server.use(
    handler<CheckoutOperations[N]['result'], CheckoutOperations[N]['variables']>(
      name,
      ({ variables }) => {
        calls.push(variables);
        return reply(variables);
      },
    ),
  );
  return calls;
}

type DiscountAnswer = NonNullable<CheckoutDiscountQuery['check_discount']>;
type PaymentAnswer = NonNullable<CheckoutPaymentMutation['payment']>;

/** A check_discount answer. */
export const discount = (answer: Partial<DiscountAnswer> = {}) =>
  HttpResponse.json<GraphQLResponseBody<CheckoutDiscountQuery>>({
    data: {
      check_discount: {
        status: 'No discount applied.',
        price: 45,
        newPrice: 45,
        description: null,
        applied: false,
        source: 'none',
        plan_name: null,
        plan_entitlement: null,
        plan_allowance: null,
        plan_remaining: null,
        ...answer,
      },
    },
  });

/** A check_discount answer when the owner's (or customer's) plan covers the order. */
export const covered = (
  planName: string,
  entitlement: string,
  allowance: number | null,
  remaining: number | null,
  price = 45,
) =>
  discount({
    status: 'Promo Applied!',
    price,
    newPrice: 0,
    description: `Included in your ${planName} plan.`,
    applied: true,
    source: 'plan',
    plan_name: planName,
    plan_entitlement: entitlement,
    plan_allowance: allowance,
    plan_remaining: remaining,
  });

/** A payment answer. */
export const paid = (answer: Partial<Omit<PaymentAnswer, 'code'>> = {}) =>
  HttpResponse.json<GraphQLResponseBody<CheckoutPaymentMutation>>({
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
