import { UPLOAD_MESSAGES } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  DeleteHealthRecordMutation,
  DeleteHealthRecordMutationVariables,
  HealthRecordsQuery,
  HealthRecordsQueryVariables,
  InsertHealthRecordMutation,
  InsertHealthRecordMutationVariables,
  PresignFileMutation,
  PresignFileMutationVariables,
  RecordOwnerPetsQuery,
  RecordOwnerPetsQueryVariables,
  UpdateHealthRecordMutation,
  UpdateHealthRecordMutationVariables,
} from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { ORIGIN, server } from '../../test/server';
import { MedicalRecordsPage } from './pages/medical-records-page';

type Row = HealthRecordsQuery['phr'][number] & { pet_id: number | null };

const PETS = [
  { id: 1, name: 'Biscuit', type: 1 },
  { id: 2, name: 'Mochi', type: 2 },
];

const FILE_KEY = 'phr/user-7/00000000-0000-4000-8000-000000000009/lab.pdf';

/** The owner's records behind the handlers; the mutations change them as the server does. */
function recordsBackend(initial: Row[], pets = PETS) {
  let rows = initial.map((row) => ({ ...row }));
  let nextId = 100;
  const queries: HealthRecordsQueryVariables[] = [];
  const inserts: InsertHealthRecordMutationVariables[] = [];
  const updates: UpdateHealthRecordMutationVariables[] = [];
  const deletes: DeleteHealthRecordMutationVariables[] = [];
  const matches = (row: Row, where: HealthRecordsQueryVariables['where']) =>
    where.pet_id?._is_null ? row.pet_id === null : row.pet_id === where.pet_id?._eq;
  server.use(
    graphql.query<RecordOwnerPetsQuery, RecordOwnerPetsQueryVariables>('RecordOwnerPets', () =>
      HttpResponse.json({ data: { pets } }),
    ),
    graphql.query<HealthRecordsQuery, HealthRecordsQueryVariables>(
      'HealthRecords',
      ({ variables }) => {
        queries.push(variables);
        const phr = rows
          .filter((row) => matches(row, variables.where))
          .map((row) => ({
            id: row.id,
            category: row.category,
            details: row.details,
            created_at: row.created_at,
          }));
        return HttpResponse.json({ data: { phr } });
      },
    ),
    graphql.mutation<InsertHealthRecordMutation, InsertHealthRecordMutationVariables>(
      'InsertHealthRecord',
      ({ variables }) => {
        inserts.push(variables);
        const id = nextId++;
        rows = [
          {
            id,
            category: variables.category,
            details: variables.details,
            created_at: '2026-11-20T10:00:00Z',
            pet_id: variables.petId ?? null,
          },
          ...rows,
        ];
        return HttpResponse.json({ data: { insert_phr_one: { id } } });
      },
    ),
    graphql.mutation<UpdateHealthRecordMutation, UpdateHealthRecordMutationVariables>(
      'UpdateHealthRecord',
      ({ variables }) => {
        updates.push(variables);
        rows = rows.map((row) =>
          row.id === variables.id ? { ...row, details: variables.details } : row,
        );
        return HttpResponse.json({ data: { update_phr_by_pk: { id: variables.id } } });
      },
    ),
    graphql.mutation<DeleteHealthRecordMutation, DeleteHealthRecordMutationVariables>(
      'DeleteHealthRecord',
      ({ variables }) => {
        deletes.push(variables);
        rows = rows.filter((row) => row.id !== variables.id);
        return HttpResponse.json({ data: { delete_phr_by_pk: { id: variables.id } } });
      },
    ),
  );
  return { queries, inserts, updates, deletes };
}

const record = (overrides: Partial<Row> & Pick<Row, 'id' | 'category' | 'details'>): Row => ({
  created_at: '2026-10-01T10:00:00Z',
  pet_id: 1,
  ...overrides,
});

const render = (path = '/app/medical-records') =>
  renderWithApp(<MedicalRecordsPage />, { token: fakeToken({ id: 7, role: 'user' }), path });

const category = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Record categories' })).getByRole('button', {
    name,
  });
const panel = (name: string) => screen.getByRole('region', { name });
const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the owner’s medical records (/app/medical-records)', () => {
  it('shows the first pet’s records by category, with counts and the spec’s empty text', async () => {
    const { queries } = recordsBackend([
      record({
        id: 1,
        category: 'hh_cond',
        details: { name: 'Ear infection', type: 'exam', visit_date: '2026-09-28' },
      }),
      record({
        id: 2,
        category: 'hh_cond',
        details: { name: 'Limp', type: 'radiographs', visit_date: '2026-08-01' },
      }),
      record({
        id: 3,
        category: 'hh_allergies',
        pet_id: 2,
        details: { name: 'Chicken', reaction: 'Itching' },
      }),
    ]);
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Medical Records' })).toBeVisible();
    expect(screen.getByText('loading...')).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'Biscuit' })).toBeChecked();
    expect(await screen.findByRole('heading', { level: 3, name: 'Ear infection' })).toBeVisible();
    expect(category(/^Conditions/)).toHaveAccessibleName('Conditions (2 records)');
    expect(category(/^Conditions/)).toHaveAttribute('aria-current', 'true');
    const ear = screen.getByRole('article', { name: 'Ear infection' });
    expect(within(ear).getByText('exam')).toBeVisible();
    expect(within(ear).getByText('Sep 28, 2026')).toBeVisible();
    expect(queries[0]).toEqual({ where: { pet_id: { _eq: 1 }, user_id: { _eq: 7 } } });

    expect(screen.getByRole('heading', { level: 2, name: 'Conditions' })).not.toHaveFocus();
    await user.click(category(/^Allergies/));
    expect(within(panel('Allergies')).getByText('No Records Found')).toBeVisible();
    // On a phone the chosen category is below the list: it takes the focus.
    expect(screen.getByRole('heading', { level: 2, name: 'Allergies' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Mochi' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Chicken' })).toBeVisible();
  });

  it('preselects the pet of ?pid= and links to its read-only view', async () => {
    recordsBackend([]);
    render('/app/medical-records?pid=2');
    expect(await screen.findByRole('radio', { name: 'Mochi' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Open the read-only record view' })).toHaveAttribute(
      'href',
      '/3?pid=2&uid=7',
    );
  });

  it('keeps the owner’s own records (no pet)', async () => {
    const { queries, inserts } = recordsBackend([]);
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: 'My own records' }));
    await user.click(category(/^Food plan/));
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    await user.type(labelled('Name'), 'Low-fat diet');
    await user.selectOptions(labelled('Recommended'), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Low-fat diet' })).toBeVisible();
    expect(inserts).toEqual([
      { petId: null, category: 'hh_foodplan', details: { name: 'Low-fat diet', rec: 'Yes' } },
    ]);
    expect(queries.at(-1)).toEqual({
      where: { user_id: { _eq: 7 }, pet_id: { _is_null: true } },
    });
  });

  it('adds a record: required fields refused, saving closes the form', async () => {
    const { inserts } = recordsBackend([]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const form = screen.getByRole('form', { name: 'New Conditions record' });
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toHaveLength(35);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required.')).toBeVisible();
    expect(within(form).getByText('Type is required.')).toBeVisible();
    expect(within(form).getByText('Visit date is required.')).toBeVisible();
    expect(inserts).toEqual([]);

    await user.type(labelled('Name'), 'Hot spot');
    await user.selectOptions(labelled('Type'), 'skin scrape');
    await user.type(labelled('Visit date'), '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Hot spot' })).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(inserts).toEqual([
      {
        petId: 1,
        category: 'hh_cond',
        details: { name: 'Hot spot', type: 'skin scrape', visit_date: '2026-11-01' },
      },
    ]);
  });

  it('updates a record with its stored values, and deletes one after asking', async () => {
    const { updates, deletes } = recordsBackend([
      record({ id: 5, category: 'ht_weight', details: { date: '2026-08-20', lbs: 68, oz: 4 } }),
    ]);
    const { user } = render('/app/medical-records?pid=1&category=ht_weight');
    const card = await screen.findByRole('article', { name: 'Aug 20, 2026' });
    await user.click(within(card).getByRole('button', { name: 'Edit Aug 20, 2026' }));
    expect(labelled('Weight \\(lbs\\)')).toHaveValue('68');
    await user.clear(labelled('Weight \\(lbs\\)'));
    await user.type(labelled('Weight \\(lbs\\)'), '66');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(updates).toEqual([{ id: 5, details: { date: '2026-08-20', lbs: 66, oz: 4 } }]);
    });

    const updated = await screen.findByRole('article', { name: 'Aug 20, 2026' });
    await user.click(within(updated).getByRole('button', { name: 'Delete Aug 20, 2026' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this item?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(deletes).toEqual([]);
    await user.click(within(updated).getByRole('button', { name: 'Delete Aug 20, 2026' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await within(panel('Weight')).findByText('No Records Found')).toBeVisible();
    expect(deletes).toEqual([{ id: 5 }]);
  });

  it('draws weight, temperature and blood pressure over time', async () => {
    recordsBackend([
      record({
        id: 1,
        category: 'ht_bp',
        details: { date: '2026-05-01', systolic: 130, diastolic: 85 },
      }),
      record({
        id: 2,
        category: 'ht_bp',
        details: { date: '2026-09-01', systolic: '120', diastolic: '80' },
      }),
    ]);
    render('/app/medical-records?pid=1&category=ht_bp');
    expect(
      await screen.findByRole('img', {
        name: 'Blood pressure over time: 4 values from May 1, 2026 to Sep 1, 2026, between 80 and 130 mmHg.',
      }),
    ).toBeVisible();
  });

  it('says so when the records cannot be loaded, and when a save fails', async () => {
    recordsBackend([]);
    server.use(
      graphql.query('HealthRecords', () => HttpResponse.json({ errors: [{ message: 'boom' }] })),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error! Sorry! Something went wrong. Please try again later.',
    );
  });

  it('shows a failed save in the form and keeps it open', async () => {
    recordsBackend([]);
    server.use(
      graphql.mutation('InsertHealthRecord', () =>
        HttpResponse.json({ errors: [{ message: 'Check constraint violation' }] }),
      ),
    );
    const { user } = render('/app/medical-records?pid=1&category=ht_pulse');
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    await user.type(labelled('Date'), '2026-11-01');
    await user.type(labelled('Pulse \\(BPM\\)'), '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error! Sorry! Something went wrong. Please try again later.',
    );
    expect(screen.getByRole('form', { name: 'New Pulse record' })).toBeVisible();
  });
});

describe('documents (hd_*)', () => {
  function storage(
    put: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 200 }),
  ) {
    const presigned: PresignFileMutationVariables[] = [];
    server.use(
      graphql.mutation<PresignFileMutation, PresignFileMutationVariables>(
        'PresignFile',
        ({ variables }) => {
          presigned.push(variables);
          return HttpResponse.json({
            data: {
              presign_file: {
                fileUrl: `${ORIGIN}/files/private/phr/user-7/00000000-0000-4000-8000-00000000000${String(presigned.length)}/${variables.fileName}`,
                uploadUrl: `${ORIGIN}/files/upload/${String(presigned.length)}?sig=abc`,
              },
            },
          });
        },
      ),
      http.put(`${ORIGIN}/files/upload/:id`, put),
    );
    return { presigned };
  }
  const pdf = (name = 'xray.pdf') =>
    new File(['%PDF-1.4 x-ray'], name, { type: 'application/pdf' });
  const fileInput = () => screen.getByLabelText('Files', { selector: 'input' });

  it('uploads files privately with progress and saves them with the record', async () => {
    const { inserts } = recordsBackend([]);
    const { presigned } = storage();
    const { user } = render('/app/medical-records?pid=1&category=hd_imaging');
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload at least one file.')).toBeVisible();

    await user.selectOptions(labelled('Type'), 'XRay');
    await user.type(labelled('Name'), 'Chest X-ray');
    await user.type(labelled('Date'), '2026-11-03');
    await user.upload(fileInput(), pdf());
    expect(await screen.findByText('xray.pdf uploaded.')).toBeVisible();
    expect(presigned).toEqual([
      {
        accessType: 'private',
        serviceType: 'phr',
        fileName: 'xray.pdf',
        fileType: 'application/pdf',
        fileSize: 14,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const card = await screen.findByRole('article', { name: 'Chest X-ray' });
    expect(within(card).getByRole('button', { name: 'Open xray.pdf' })).toBeVisible();
    expect(inserts).toEqual([
      {
        petId: 1,
        category: 'hd_imaging',
        details: {
          type: 'XRay',
          name: 'Chest X-ray',
          date: '2026-11-03',
          files: [
            `${ORIGIN}/files/private/phr/user-7/00000000-0000-4000-8000-000000000001/xray.pdf`,
          ],
        },
      },
    ]);
  });

  it('waits for a running upload before saving', async () => {
    const { inserts } = recordsBackend([]);
    let finish: () => void = () => undefined;
    storage(
      () =>
        new Promise<Response>((resolve) => {
          finish = () => {
            resolve(new HttpResponse(null, { status: 200 }));
          };
        }),
    );
    const { user } = render('/app/medical-records?pid=1&category=hd_visits');
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    await user.type(labelled('Name'), 'Check-up');
    await user.type(labelled('Date'), '2026-11-03');
    await user.upload(fileInput(), pdf('visit.pdf'));
    expect(await screen.findByText(/^Uploading visit\.pdf: /)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please wait until the uploads finish.')).toBeVisible();
    expect(inserts).toEqual([]);
    finish();
    expect(await screen.findByText('visit.pdf uploaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Check-up' })).toBeVisible();
    expect(inserts).toHaveLength(1);
  });

  it('shows a refused type, an oversize file and a failed upload', async () => {
    recordsBackend([]);
    storage(() => HttpResponse.json({ message: 'The storage is full.' }, { status: 507 }));
    render('/app/medical-records?pid=1&category=hd_misc');
    // A file picker can be told to show every file: the rules still refuse it.
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    await user.upload(
      fileInput(),
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
    );
    expect(
      await screen.findByText(`tool.exe was not uploaded: ${UPLOAD_MESSAGES.recordTypes}`),
    ).toBeVisible();
    const big = new File([new Uint8Array(1)], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText(`scan.pdf was not uploaded: ${UPLOAD_MESSAGES.recordTooLarge}`),
    ).toBeVisible();
    await user.upload(fileInput(), pdf('notes.pdf'));
    expect(
      await screen.findByText('notes.pdf was not uploaded: The storage is full.'),
    ).toBeVisible();
  });

  it('asks before taking a stored file off a record, and opens files through a signed link', async () => {
    const { updates } = recordsBackend([
      record({
        id: 9,
        category: 'hd_lab',
        details: {
          type: 'Hematology',
          name: 'Blood panel',
          date: '2026-07-02',
          files: [FILE_KEY, `${FILE_KEY}x`],
        },
      }),
    ]);
    const signed: unknown[] = [];
    server.use(
      http.post(`${ORIGIN}/files/sign`, async ({ request }) => {
        signed.push(await request.json());
        return HttpResponse.json({ url: `${ORIGIN}/files/private/read?sig=1`, expiresAt: '' });
      }),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = render('/app/medical-records?pid=1&category=hd_lab');
    const card = await screen.findByRole('article', { name: 'Blood panel' });
    await user.click(within(card).getByRole('button', { name: 'Open lab.pdf' }));
    await waitFor(() => {
      expect(tab.location.href).toBe(`${ORIGIN}/files/private/read?sig=1`);
    });
    expect(signed).toEqual([{ fileUrl: `/files/private/${FILE_KEY}` }]);
    expect(tab.opener).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Edit Blood panel' }));
    await user.click(screen.getByRole('button', { name: 'Remove lab.pdf' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you wish to delete this item?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('button', { name: 'Remove lab.pdf' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(updates).toEqual([
        {
          id: 9,
          details: {
            type: 'Hematology',
            name: 'Blood panel',
            date: '2026-07-02',
            files: [`${FILE_KEY}x`],
          },
        },
      ]);
    });
  });

  it('tells the owner when a file cannot be opened', async () => {
    recordsBackend([
      record({
        id: 9,
        category: 'hd_misc',
        details: { name: 'Old scan', date: '2026-07-02', files: [FILE_KEY] },
      }),
    ]);
    server.use(
      http.post(`${ORIGIN}/files/sign`, () =>
        HttpResponse.json({ message: 'File not found.', code: 'not-found' }, { status: 404 }),
      ),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = render('/app/medical-records?pid=1&category=hd_misc');
    const card = await screen.findByRole('article', { name: 'Old scan' });
    await user.click(within(card).getByRole('button', { name: 'Open lab.pdf' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('File not found.');
    expect(tab.close).toHaveBeenCalled();
  });
});
