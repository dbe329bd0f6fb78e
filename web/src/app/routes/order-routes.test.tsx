import { PAYMENT_MESSAGES, UPLOAD_MESSAGES } from '@petwell/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCheckout } from '../../features/checkout/checkout-data';
import { fakeToken, renderWithApp } from '../../test/render';
import { ORIGIN, server } from '../../test/server';
import { FreeQuestionOrderRoute, HouseCallOrderRoute, SmoOrderRoute } from './order-routes';
import type {
  MyPetsQuery,
  MyPetsQueryVariables,
  PresignFileMutation,
  PresignFileMutationVariables,
  OrderProductQuery,
  OrderProductQueryVariables,
} from '../../generated/graphql';

/** pets.phr_id is a non-null uuid (the pet's health record). */
const PHR_ID = '0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b';

const routes = [
  { path: '/login', element: <p>Login page</p> },
  { path: '/checkout', element: <p>Checkout page</p> },
];

function renderOrder(element: ReactElement, path: string, token: string | null = fakeToken()) {
  return renderWithApp(element, {
    path,
    pattern: path,
    routes,
    ...(token ? { token } : {}),
  });
}

/** An owner's order page, once it has loaded (the forms load after the route's owner check). */
async function openOrder(element: ReactElement, path: string) {
  const rendered = renderOrder(element, path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));
const submit = () => screen.getByRole('button', { name: 'Continue to Checkout' });

function products(prices: Record<number, number>) {
  server.use(
    graphql.query<OrderProductQuery, OrderProductQueryVariables>(
      'OrderProduct',
      ({ variables }) => {
        const id = variables['id'];
        return HttpResponse.json({
          data: { products_by_pk: { id, name: `Product ${String(id)}`, price: prices[id] ?? 0 } },
        });
      },
    ),
  );
}

function pets() {
  server.use(
    graphql.query<MyPetsQuery, MyPetsQueryVariables>('MyPets', () =>
      HttpResponse.json({
        data: {
          pets: [
            { id: 5, name: 'Rex', type: 1, breed: 'Beagle', notes: null, phr_id: PHR_ID },
            { id: 6, name: 'Tom', type: 2, breed: null, notes: null, phr_id: PHR_ID },
          ],
        },
      }),
    ),
  );
}

afterEach(() => {
  sessionStorage.clear();
});

describe.each([
  ['/vet-house-call/order', <HouseCallOrderRoute key="h" />],
  ['/second-medical-opinion/order', <SmoOrderRoute key="s" />],
  ['/talk-to-a-vet/order', <FreeQuestionOrderRoute key="f" />],
])('%s for a visitor who is not an owner', (path, element) => {
  it('sends a visitor to the login page with this page as the return URL', async () => {
    const { router } = renderOrder(element, path, null);
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
  });

  it('sends a practice account to the login page too', async () => {
    const { router } = renderOrder(element, path, fakeToken({ role: 'vendor', vendor_id: 2 }));
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
  });
});

describe('/vet-house-call/order', () => {
  const path = '/vet-house-call/order';

  it('shows the package: 1 year at $360/yr versus $650, 2 visits', async () => {
    products({ 3000: 360 });
    await openOrder(<HouseCallOrderRoute />, path);
    expect(screen.getByRole('heading', { level: 1, name: 'Vet House Call' })).toBeVisible();
    expect(await screen.findByText('$360/yr')).toBeVisible();
    expect(screen.getByText(/versus \$650 at a traditional vet/)).toBeVisible();
    expect(screen.getByText('2 vet visits per year, at your home.')).toBeVisible();
  });

  it('states every rule, focuses the first field and stores nothing', async () => {
    products({ 3000: 360 });
    const { user, router } = await openOrder(<HouseCallOrderRoute />, path);
    await user.click(submit());
    expect(await screen.findByText(PAYMENT_MESSAGES.primaryPhoneRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.addressRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.cityRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.stateRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.zipcodeRequired)).toBeVisible();
    expect(field('Primary phone')).toHaveFocus();
    expect(field('Secondary phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(loadCheckout()).toBeUndefined();
    expect(router.state.location.pathname).toBe(path);
  });

  it('refuses a phone that is not 10 digits and a zip code that is not a US ZIP code', async () => {
    products({ 3000: 360 });
    const { user, router } = await openOrder(<HouseCallOrderRoute />, path);
    await user.type(field('Primary phone'), '12ab');
    expect(field('Primary phone')).toHaveValue('12');
    await user.type(field('Secondary phone (optional)'), '555-01');
    await user.type(field('Address'), '12 Elm Street');
    await user.type(field('City'), 'Miami');
    await user.type(field('State'), 'FL');
    await user.type(field('Zip code'), 'abc');
    await user.click(submit());
    expect(await screen.findAllByText(PAYMENT_MESSAGES.phoneInvalid)).toHaveLength(2);
    expect(screen.getByText(PAYMENT_MESSAGES.zipcodeInvalid)).toBeVisible();
    expect(field('Primary phone')).toHaveFocus();
    expect(loadCheckout()).toBeUndefined();
    expect(router.state.location.pathname).toBe(path);
  });

  it('stores the order with the contact and address, trimmed, and goes to /checkout', async () => {
    products({ 3000: 360 });
    const { user, router } = await openOrder(<HouseCallOrderRoute />, path);
    await screen.findByText('$360/yr');
    await user.click(field('Primary phone'));
    await user.paste(' (305) 555-0100 ');
    await user.type(field('Address'), '  12 Elm Street ');
    await user.type(field('City'), 'Miami');
    await user.type(field('State'), 'FL');
    await user.type(field('Zip code'), '33101');
    expect(field('Primary phone')).toHaveValue('3055550100');
    await user.click(submit());
    expect(await screen.findByText('Checkout page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(loadCheckout()).toEqual({
      paymentType: 100,
      productId: 3000,
      details: {
        primaryPhone: '3055550100',
        address: '12 Elm Street',
        city: 'Miami',
        state: 'FL',
        zipcode: '33101',
        price: 360,
      },
    });
  });
});

describe('/talk-to-a-vet/order', () => {
  const path = '/talk-to-a-vet/order';

  it('counts the characters of the question as they are typed', async () => {
    products({ 8000: 0 });
    pets();
    const { user } = await openOrder(<FreeQuestionOrderRoute />, path);
    expect(screen.getByText('0/500 characters')).toBeVisible();
    await user.type(field('Your question'), 'Is chocolate bad?');
    expect(screen.getByText('17/500 characters')).toBeVisible();
  });

  it('asks for a pet and a question of at most 500 characters, and stores nothing', async () => {
    products({ 8000: 0 });
    pets();
    const { user } = await openOrder(<FreeQuestionOrderRoute />, path);
    await user.click(submit());
    expect(await screen.findByText(PAYMENT_MESSAGES.petRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.questionRequired)).toBeVisible();
    await user.click(field('Your question'));
    await user.paste('a'.repeat(501));
    expect(screen.getByText('501/500 characters')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /Rex/ }));
    await user.click(submit());
    expect(await screen.findByText(PAYMENT_MESSAGES.questionTooLong)).toBeVisible();
    expect(screen.queryByText(PAYMENT_MESSAGES.petRequired)).not.toBeInTheDocument();
    expect(loadCheckout()).toBeUndefined();
  });

  it('stores the free question for the chosen pet and goes to /checkout', async () => {
    products({ 8000: 0 });
    pets();
    const { user, router } = await openOrder(<FreeQuestionOrderRoute />, path);
    await user.click(await screen.findByRole('radio', { name: /Tom/ }));
    await user.type(field('Your question'), 'Why does my cat sneeze? ');
    await user.click(submit());
    expect(await screen.findByText('Checkout page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(loadCheckout()).toEqual({
      paymentType: 100,
      productId: 8000,
      petId: 6,
      details: { question: 'Why does my cat sneeze?', price: 0, petName: 'Tom' },
    });
  });
});

describe('/second-medical-opinion/order', () => {
  const path = '/second-medical-opinion/order';
  const pdf = () => new File(['%PDF-1.4 lab results'], 'labs.pdf', { type: 'application/pdf' });

  function storage(
    put: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 200 }),
  ) {
    const presigned: Record<string, unknown>[] = [];
    const puts: { url: string; type: string | null }[] = [];
    server.use(
      graphql.mutation<PresignFileMutation, PresignFileMutationVariables>(
        'PresignFile',
        ({ variables }) => {
          presigned.push(variables);
          const n = presigned.length;
          return HttpResponse.json({
            data: {
              presign_file: {
                // What presign_file answers: the private-file address of a server-issued key.
                fileUrl: `${ORIGIN}/files/private/smo_service/user-7/00000000-0000-4000-8000-00000000000${String(n)}/${variables['fileName']}`,
                uploadUrl: `${ORIGIN}/files/upload/${String(n)}?sig=abc`,
              },
            },
          });
        },
      ),
      http.put(`${ORIGIN}/files/upload/:id`, ({ request }) => {
        puts.push({ url: request.url, type: request.headers.get('content-type') });
        return put();
      }),
    );
    return { presigned, puts };
  }

  const upload = () => screen.getByLabelText('Documents', { selector: 'input' });

  it('states every rule: pet, first opinion, question and the authorization', async () => {
    products({ 7000: 90 });
    pets();
    const { user } = await openOrder(<SmoOrderRoute />, path);
    expect(
      screen.getByLabelText(
        'I authorize Petwell and its authorized veterinarians to access my pets medical records',
      ),
    ).not.toBeChecked();
    await user.click(submit());
    expect(await screen.findByText(PAYMENT_MESSAGES.petRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.firstOpinionRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.queryRequired)).toBeVisible();
    expect(screen.getByText(PAYMENT_MESSAGES.authorizationRequired)).toBeVisible();
    expect(loadCheckout()).toBeUndefined();
  });

  it('uploads documents privately with progress, then stores the request with their URLs', async () => {
    products({ 7000: 90 });
    pets();
    const { presigned, puts } = storage();
    const { user, router } = await openOrder(<SmoOrderRoute />, path);
    expect(await screen.findByText('$90')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: /Rex/ }));
    await user.type(field('Details of the first opinion'), 'Hip dysplasia, surgery advised.');
    await user.type(field('Your question'), 'Is surgery needed now?');
    await user.upload(upload(), pdf());
    expect(await screen.findByText('labs.pdf uploaded.')).toBeVisible();
    expect(presigned).toEqual([
      {
        accessType: 'private',
        serviceType: 'smo_service',
        fileName: 'labs.pdf',
        fileType: 'application/pdf',
        fileSize: 20,
      },
    ]);
    expect(puts).toEqual([{ url: `${ORIGIN}/files/upload/1?sig=abc`, type: 'application/pdf' }]);
    await user.click(
      screen.getByLabelText(
        'I authorize Petwell and its authorized veterinarians to access my pets medical records',
      ),
    );
    await user.click(submit());
    expect(await screen.findByText('Checkout page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(loadCheckout()).toEqual({
      paymentType: 100,
      productId: 7000,
      petId: 5,
      details: {
        firstOpinion: 'Hip dysplasia, surgery advised.',
        query: 'Is surgery needed now?',
        files: [
          `${ORIGIN}/files/private/smo_service/user-7/00000000-0000-4000-8000-000000000001/labs.pdf`,
        ],
        authorization: true,
        price: 90,
        petName: 'Rex',
      },
    });
  });

  it('refuses a file of the wrong type before asking, and says so', async () => {
    products({ 7000: 90 });
    pets();
    const { presigned } = storage();
    await openOrder(<SmoOrderRoute />, path);
    // The file dialog's type filter is only a hint: "All files" lets anything through.
    const user = userEvent.setup({ applyAccept: false });
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    await user.upload(upload(), exe);
    expect(
      await screen.findByText(`tool.exe was not uploaded: ${UPLOAD_MESSAGES.recordTypes}`),
    ).toBeVisible();
    expect(presigned).toEqual([]);
  });

  it('refuses a file over 10 MB before asking', async () => {
    products({ 7000: 90 });
    pets();
    const { presigned } = storage();
    const { user } = await openOrder(<SmoOrderRoute />, path);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await user.upload(upload(), big);
    expect(
      await screen.findByText(`scan.pdf was not uploaded: ${UPLOAD_MESSAGES.recordTooLarge}`),
    ).toBeVisible();
    expect(presigned).toEqual([]);
  });

  it("shows the storage's refusal and leaves the file out", async () => {
    products({ 7000: 90 });
    pets();
    storage(() => HttpResponse.json({ message: 'The upload link has expired.' }, { status: 403 }));
    const { user } = await openOrder(<SmoOrderRoute />, path);
    await user.upload(upload(), pdf());
    expect(
      await screen.findByText('labs.pdf was not uploaded: The upload link has expired.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove labs.pdf' }));
    expect(screen.queryByText(/labs\.pdf/)).not.toBeInTheDocument();
  });

  it("shows the presign refusal (the server's message)", async () => {
    products({ 7000: 90 });
    pets();
    const limit = 'Too many uploads. Please try again in 20 minutes.';
    server.use(
      graphql.mutation<PresignFileMutation, PresignFileMutationVariables>('PresignFile', () =>
        HttpResponse.json({
          errors: [{ message: limit, extensions: { code: 'too-many-attempts' } }],
        }),
      ),
    );
    const { user } = await openOrder(<SmoOrderRoute />, path);
    await user.upload(upload(), pdf());
    expect(await screen.findByText(`labs.pdf was not uploaded: ${limit}`)).toBeVisible();
  });

  it('waits for running uploads before going to checkout', async () => {
    products({ 7000: 90 });
    pets();
    let release: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    storage(async () => {
      await opened;
      return new HttpResponse(null, { status: 200 });
    });
    const { user } = await openOrder(<SmoOrderRoute />, path);
    await user.click(await screen.findByRole('radio', { name: /Rex/ }));
    await user.type(field('Details of the first opinion'), 'Allergy.');
    await user.type(field('Your question'), 'Which diet?');
    await user.click(
      screen.getByLabelText(
        'I authorize Petwell and its authorized veterinarians to access my pets medical records',
      ),
    );
    await user.upload(upload(), pdf());
    expect(await screen.findByText(/Uploading labs\.pdf/)).toBeVisible();
    await user.click(submit());
    expect(await screen.findByText('Please wait until your documents are uploaded.')).toBeVisible();
    expect(loadCheckout()).toBeUndefined();
    release();
    expect(await screen.findByText('labs.pdf uploaded.')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByText('Please wait until your documents are uploaded.')).toBeNull();
    });
  });
});
