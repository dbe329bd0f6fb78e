import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import type { ClinicSlotPicker, ClinicVet } from './clinic-visit-order';
import { clinicVet, fakeIntersectionObserver } from './vet-list-test-data';
import { VetListPage } from './vet-list-page';
import type { ClinicVetsQuery, ClinicVetsQueryVariables } from '../../generated/graphql';

const clinicVisitOnly = {
  _and: [{ consultations: { type: { _eq: 'clinic_visit' }, enabled: { _eq: true } } }],
};

/** The data service: answers each page of `vets` by offset and limit, recording the variables. */
function listingsBackend(vets: ClinicVet[]) {
  const asked: { where: unknown; limit: number; offset: number }[] = [];
  server.use(
    graphql.query<ClinicVetsQuery, ClinicVetsQueryVariables>('ClinicVets', ({ variables }) => {
      const { where, limit, offset } = variables as {
        where: unknown;
        limit: number;
        offset: number;
      };
      asked.push({ where, limit, offset });
      return HttpResponse.json({ data: { vendor_listings: vets.slice(offset, offset + limit) } });
    }),
  );
  return asked;
}

/** A slot picker double: shows what it was given and offers one slot. */
const FakeSlotPicker: ClinicSlotPicker = ({ listingId, type, timeZone, onPick, label }) => (
  <div role="group" aria-label={label}>
    <p>{`picker for ${String(listingId)} ${type} ${timeZone}`}</p>
    <button
      type="button"
      onClick={() => {
        onPick('2026-11-24T14:00:00.000Z');
      }}
    >
      Pick 9:00 AM
    </button>
  </div>
);

let observer = fakeIntersectionObserver();

beforeEach(() => {
  observer = fakeIntersectionObserver();
  vi.stubGlobal('IntersectionObserver', observer.Observer);
});

/** Scrolls the list's end into view, once the loaded page has put its sentinel up. */
async function scrollToEnd() {
  await waitFor(() => {
    expect(observer.watching()).toBe(1);
  });
  act(() => {
    observer.scrollToEnd();
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(path = '/vet-appointments/list', saveCheckout = vi.fn()) {
  const rendered = renderWithApp(
    <VetListPage SlotPicker={FakeSlotPicker} saveCheckout={saveCheckout} />,
    {
      path,
      pattern: '/vet-appointments/list',
      routes: [{ path: '/checkout', element: <h1>Checkout</h1> }],
    },
  );
  return { ...rendered, saveCheckout };
}

const names = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('the clinic vet list', () => {
  it('shows a card per vet with everything the spec lists', async () => {
    const asked = listingsBackend([
      clinicVet(1, {
        title: 'Happy Paws Veterinary Clinic',
        line1: 'Dr. Maria Gonzalez, DVM',
        address: '418 Atlantic Avenue',
        city: 'Brooklyn',
        state: 'NY',
        zipcode: '11217',
        avatar: 'https://assets.petwell.example.com/listings/maria-gonzalez.jpg',
        specialization: [1000, 1004, 1012],
        categories: [1000, 1001],
        consultations: [{ id: 1, price: 65, duration: 30 }],
      }),
    ]);
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Clinic Visit' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Dr. Maria Gonzalez, DVM' });
    expect(card).toHaveTextContent('General Practice · Preventive Medicine · Soft Tissue Surgery');
    expect(within(card).getByText('Happy Paws Veterinary Clinic')).toBeVisible();
    expect(within(card).getByText('418 Atlantic Avenue')).toBeVisible();
    expect(within(card).getByText('Brooklyn, NY 11217')).toBeVisible();
    expect(
      within(within(card).getByRole('list', { name: 'Services' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wellness and Prevention', 'Vaccinations']);
    expect(within(card).getByText('$65')).toBeVisible();
    expect(asked).toEqual([{ where: clinicVisitOnly, limit: 5, offset: 0 }]);

    // The demo pictures do not resolve: the initials take their place.
    const img = container.querySelector('img.vet-avatar');
    expect(img).not.toBeNull();
    if (img) fireEvent.error(img);
    expect(container.querySelector('img.vet-avatar')).toBeNull();
    expect(within(card).getByText('MG')).toBeVisible();
    expect(screen.getByText("That's all folks!")).toBeVisible();
  });

  it('loads pages of five as the end scrolls into view and stops after a short page', async () => {
    const asked = listingsBackend(Array.from({ length: 12 }, (_, i) => clinicVet(i + 1)));
    renderPage();
    await screen.findByRole('article', { name: 'Dr. Vet Number5, DVM' });
    expect(names()).toHaveLength(5);
    expect(screen.queryByText("That's all folks!")).toBeNull();

    await scrollToEnd();
    await screen.findByRole('article', { name: 'Dr. Vet Number10, DVM' });
    await scrollToEnd();
    expect(await screen.findByText("That's all folks!")).toBeVisible();
    expect(names()).toEqual(
      Array.from({ length: 12 }, (_, i) => `Dr. Vet Number${String(i + 1)}, DVM`),
    );
    expect(asked.map((a) => a.offset)).toEqual([0, 5, 10]);

    // Nothing is watched at the end: no further page is asked for.
    expect(observer.watching()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says That's all folks! when the last full page is followed by an empty one", async () => {
    const asked = listingsBackend(Array.from({ length: 5 }, (_, i) => clinicVet(i + 1)));
    renderPage();
    await screen.findByRole('article', { name: 'Dr. Vet Number5, DVM' });
    await scrollToEnd();
    expect(await screen.findByText("That's all folks!")).toBeVisible();
    expect(asked.map((a) => a.offset)).toEqual([0, 5]);
  });

  it('offers Load more to keyboard users and moves focus to the first new vet', async () => {
    listingsBackend(Array.from({ length: 7 }, (_, i) => clinicVet(i + 1)));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const sixth = await screen.findByRole('article', { name: 'Dr. Vet Number6, DVM' });
    await waitFor(() => {
      expect(sixth).toHaveFocus();
    });
    expect(screen.getByText("That's all folks!")).toBeVisible();
  });

  it('sends the search boxes to the data service, on submit and after a pause in typing', async () => {
    const asked = listingsBackend([clinicVet(1)]);
    const { user, router } = renderPage();
    await screen.findByRole('article');
    await user.type(screen.getByLabelText('Doctor, clinic or specialization'), 'derm');
    await user.type(screen.getByLabelText('Zipcode'), '90');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(asked.at(-1)?.where).toEqual({
        _and: [
          clinicVisitOnly._and[0],
          {
            _or: [
              { title: { _ilike: '%derm%' } },
              { line1: { _ilike: '%derm%' } },
              { line2: { _ilike: '%derm%' } },
              { specialization: { _contains: [1005] } },
            ],
          },
          { zipcode: { _ilike: '90%' } },
        ],
      });
    });
    expect(asked.at(-1)?.offset).toBe(0);
    expect(router.state.location.search).toBe('?q=derm&zip=90');

    // Typing alone applies the search once it pauses.
    await user.clear(screen.getByLabelText('Zipcode'));
    await waitFor(
      () => {
        expect(router.state.location.search).toBe('?q=derm');
      },
      { timeout: 3000 },
    );
    await waitFor(() => {
      expect(asked.at(-1)?.where).toEqual({
        _and: [
          clinicVisitOnly._and[0],
          expect.objectContaining({ _or: expect.any(Array) as unknown }),
        ],
      });
    });
  });

  it('starts from the search in the address', async () => {
    const asked = listingsBackend([]);
    renderPage('/vet-appointments/list?q=Gonzalez&zip=112');
    expect(await screen.findByText('No vets match your search.')).toBeVisible();
    expect(screen.getByLabelText('Doctor, clinic or specialization')).toHaveValue('Gonzalez');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('112');
    expect(asked[0]?.where).toEqual({
      _and: [
        clinicVisitOnly._and[0],
        {
          _or: [
            { title: { _ilike: '%Gonzalez%' } },
            { line1: { _ilike: '%Gonzalez%' } },
            { line2: { _ilike: '%Gonzalez%' } },
          ],
        },
        { zipcode: { _ilike: '112%' } },
      ],
    });
    expect(screen.queryByText("That's all folks!")).toBeNull();
  });

  it('shows loading until the first page arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.query<ClinicVetsQuery, ClinicVetsQueryVariables>('ClinicVets', async () => {
        await gate;
        return HttpResponse.json({ data: { vendor_listings: [clinicVet(1)] } });
      }),
    );
    const { container } = renderPage();
    expect(await screen.findByText('loading...')).toBeVisible();
    // A place for each of the page's five cards, hidden from assistive technology, so the list
    // does not push what is under it when it arrives (vet list CLS).
    const placeholders = container.querySelectorAll('.vet-card-placeholder');
    expect(placeholders).toHaveLength(5);
    for (const placeholder of placeholders) {
      expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    release();
    expect(await screen.findByRole('article', { name: 'Dr. Vet Number1, DVM' })).toBeVisible();
    expect(screen.queryByText('loading...')).toBeNull();
    expect(container.querySelectorAll('.vet-card-placeholder')).toHaveLength(0);
  });

  it('shows the error message and tries again on request', async () => {
    let fail = true;
    server.use(
      graphql.query<ClinicVetsQuery, ClinicVetsQueryVariables>('ClinicVets', () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ data: { vendor_listings: [clinicVet(1)] } }),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry something went wrong. Please try again later.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Dr. Vet Number1, DVM' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reveals the slot picker on Book Appointment and books the picked slot', async () => {
    listingsBackend([
      clinicVet(4, {
        vendor_id: 3,
        title: 'BrightCare Animal Hospital',
        line1: 'Dr. Aisha Robinson, DVM',
        address: '2150 N Clark Street',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60614',
        avatar: 'https://assets.petwell.example.com/listings/aisha-robinson.jpg',
        specialization: [1000, 1002],
        consultations: [{ id: 8, price: 70, duration: 30 }],
      }),
    ]);
    const { user, router, saveCheckout } = renderPage();
    const card = await screen.findByRole('article', { name: 'Dr. Aisha Robinson, DVM' });
    const book = within(card).getByRole('button', { name: 'Book Appointment' });
    expect(book).toHaveAttribute('aria-expanded', 'false');
    // Remote consultations go through the practice's booking wizard.
    expect(
      within(card).getByRole('link', {
        name: 'Video, phone or chat with BrightCare Animal Hospital',
      }),
    ).toHaveAttribute('href', '/vet-appointments/book/3');
    expect(within(card).queryByRole('group', { name: /Choose a clinic visit time/ })).toBeNull();

    await user.click(book);
    expect(book).toHaveAttribute('aria-expanded', 'true');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const picker = within(card).getByRole('group', {
      name: 'Choose a clinic visit time with Dr. Aisha Robinson, DVM',
    });
    expect(picker).toHaveTextContent(`picker for 4 clinic_visit ${zone}`);

    await user.click(within(picker).getByRole('button', { name: 'Pick 9:00 AM' }));
    expect(saveCheckout).toHaveBeenCalledWith({
      paymentType: 300,
      productId: 2000,
      vendorId: 3,
      vendorServiceId: 4,
      consultationType: 'clinic_visit',
      for_ts: '2026-11-24T14:00:00.000Z',
      userTZ: zone,
      details: {
        clinicName: 'BrightCare Animal Hospital',
        docName: 'Dr. Aisha Robinson, DVM',
        speciality: 'General Practice, Internal Medicine',
        pic: 'https://assets.petwell.example.com/listings/aisha-robinson.jpg',
        price: 70,
        address: '2150 N Clark Street, Chicago, IL 60614',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
  });
  it("carries a link's reason for consult to the checkout", async () => {
    listingsBackend([clinicVet(4, { vendor_id: 3 })]);
    const reason = 'Health assessment for Rex: Gastro-intestinal, moderate risk (23 %).';
    const { user, saveCheckout } = renderPage(
      `/vet-appointments/list?${new URLSearchParams({ reason }).toString()}`,
    );
    const card = await screen.findByRole('article', { name: 'Dr. Vet Number4, DVM' });
    await user.click(within(card).getByRole('button', { name: 'Book Appointment' }));
    await user.click(within(card).getByRole('button', { name: 'Pick 9:00 AM' }));
    const [order] = saveCheckout.mock.calls[0] as [{ details: Record<string, unknown> }];
    expect(order.details['summary']).toBe(reason);
  });

  it("leaves out a link's reason the booking would refuse (over 2000 characters)", async () => {
    listingsBackend([clinicVet(4, { vendor_id: 3 })]);
    const { user, saveCheckout } = renderPage(`/vet-appointments/list?reason=${'x'.repeat(2001)}`);
    const card = await screen.findByRole('article', { name: 'Dr. Vet Number4, DVM' });
    await user.click(within(card).getByRole('button', { name: 'Book Appointment' }));
    await user.click(within(card).getByRole('button', { name: 'Pick 9:00 AM' }));
    const [order] = saveCheckout.mock.calls[0] as [{ details: Record<string, unknown> }];
    expect(order.details).not.toHaveProperty('summary');
  });
});
