import {
  HH_COND_VISIT_TYPES,
  PHR_CATEGORIES,
  type PhrDetails,
  phrFieldKind,
  phrFieldLabel,
} from '@petwell/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../../test/server';
import { renderWithApp } from '../../test/render';
import { RecordForm } from './record-form';

/** A file a record holds: the private-file address presign_file answered. */
const FILE = `${ORIGIN}/files/private/phr/user-7/00000000-0000-4000-8000-000000000001/x-ray.pdf`;

/** A stored record of the category with every field filled (the first choice, a date, ...). */
function filled(category: (typeof PHR_CATEGORIES)[number]): Record<string, unknown> {
  return Object.fromEntries(
    category.fields.map((field) => {
      const kind = phrFieldKind(category.value, field);
      const value =
        kind === 'select'
          ? field.choices?.[0]
          : kind === 'files'
            ? [FILE]
            : kind === 'date'
              ? '2026-11-02'
              : kind === 'number'
                ? 12
                : `A ${field.name}`;
      return [field.name, value];
    }),
  );
}

function renderForm(
  category: (typeof PHR_CATEGORIES)[number],
  details: Record<string, unknown> | undefined,
) {
  const saved: PhrDetails[] = [];
  const rendered = renderWithApp(
    <RecordForm
      category={category}
      details={details}
      onSave={(values) => {
        saved.push(values);
        return Promise.resolve(null);
      }}
      onCancel={() => undefined}
    />,
  );
  return { ...rendered, saved };
}

const save = () => screen.getByRole('button', { name: 'Save' });

/** The input of a field's label, with or without its required marker (' *'). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

describe.each(PHR_CATEGORIES.map((c) => [c.value, c] as const))(
  'the %s record form',
  (_value, category) => {
    it('shows every declared field with its label, the required ones marked', () => {
      renderForm(category, undefined);
      for (const field of category.fields) {
        if (field.name === 'files') {
          expect(screen.getByLabelText('Files', { selector: 'input' })).toHaveAttribute(
            'type',
            'file',
          );
          continue;
        }
        const input = labelled(phrFieldLabel(field));
        if (field.required) expect(input).toHaveAttribute('aria-required', 'true');
        else expect(input).not.toHaveAttribute('aria-required');
        if (field.choices) {
          expect(
            within(input)
              .getAllByRole('option')
              .map((o) => o.textContent),
          ).toEqual(['Select', ...field.choices]);
        }
      }
    });

    it.each(category.fields.filter((f) => f.required).map((f) => [f.name, f] as const))(
      'refuses the record without %s, with its message',
      async (name, field) => {
        const { user, saved } = renderForm(category, { ...filled(category), [name]: '' });
        await user.click(save());
        const message =
          name === 'files'
            ? 'Please upload at least one file.'
            : `${phrFieldLabel(field)} is required.`;
        expect(await screen.findByText(message)).toBeVisible();
        expect(
          screen.getAllByText(/is required\.$|^Please upload at least one file\.$/),
        ).toHaveLength(1);
        expect(saved).toEqual([]);
        if (name !== 'files') expect(labelled(phrFieldLabel(field))).toHaveFocus();
      },
    );

    it('saves the declared fields only, measurements as numbers', async () => {
      const { user, saved } = renderForm(category, { ...filled(category), stray: 'x' });
      await user.click(save());
      await expect.poll(() => saved).toHaveLength(1);
      expect(saved[0]).toEqual(filled(category));
    });
  },
);

describe('the record form', () => {
  it('offers the 34 visit types of a condition verbatim', () => {
    const conditions = PHR_CATEGORIES.find((c) => c.value === 'hh_cond');
    if (!conditions) throw new Error('no hh_cond');
    renderForm(conditions, undefined);
    const options = within(labelled('Type')).getAllByRole('option');
    expect(options.slice(1).map((o) => o.textContent)).toEqual([...HH_COND_VISIT_TYPES]);
    expect(options).toHaveLength(35);
  });

  it('leaves empty optional fields out of what it sends', async () => {
    const weight = PHR_CATEGORIES.find((c) => c.value === 'ht_weight');
    if (!weight) throw new Error('no ht_weight');
    const { user, saved } = renderForm(weight, undefined);
    await user.type(labelled('Date'), '2026-11-02');
    await user.type(labelled('Weight (lbs)'), '61.5');
    await user.click(save());
    await expect.poll(() => saved).toEqual([{ date: '2026-11-02', lbs: 61.5 }]);
  });
});
