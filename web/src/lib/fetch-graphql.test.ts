import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SignupPlanDocument } from '../generated/public';
import { server } from '../test/server';
import { fetchGraphql, GraphqlFetchError } from './fetch-graphql';

const GENERIC = 'Sorry! Something went wrong. Please try again later.';
const PLAN = { id: 2, code: 'GOLD', name: 'Gold', kind: 'plan', description: null, price: 144 };

describe('fetchGraphql (a public look-up without the GraphQL client)', () => {
  it('posts the document and its variables without a token, and answers the data', async () => {
    const asked: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post('*/v1/graphql', async ({ request }) => {
        asked.push({
          body: await request.json(),
          authorization: request.headers.get('authorization'),
        });
        return HttpResponse.json({ data: { plans: [PLAN] } });
      }),
    );
    await expect(fetchGraphql(SignupPlanDocument, { code: 'gold' })).resolves.toEqual({
      plans: [PLAN],
    });
    expect(asked).toEqual([
      {
        body: {
          query: expect.stringContaining('query SignupPlan($code: String!)') as unknown,
          variables: { code: 'gold' },
        },
        authorization: null,
      },
    ]);
  });

  it("throws the data service's first message when the answer carries errors", async () => {
    server.use(
      graphql.query('SignupPlan', () =>
        HttpResponse.json({
          errors: [{ message: "field 'plans' not found in type: 'query_root'" }],
        }),
      ),
    );
    const failure = fetchGraphql(SignupPlanDocument, { code: 'gold' });
    await expect(failure).rejects.toBeInstanceOf(GraphqlFetchError);
    await expect(failure).rejects.toThrow("field 'plans' not found in type: 'query_root'");
  });

  it('throws the generic message on a network failure or an answer that is not JSON', async () => {
    server.use(http.post('*/v1/graphql', () => HttpResponse.error()));
    await expect(fetchGraphql(SignupPlanDocument, { code: 'gold' })).rejects.toThrow(GENERIC);
    server.use(http.post('*/v1/graphql', () => new HttpResponse('Bad Gateway', { status: 502 })));
    await expect(fetchGraphql(SignupPlanDocument, { code: 'gold' })).rejects.toThrow(GENERIC);
  });
});
