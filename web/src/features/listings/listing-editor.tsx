import {
  type ListingInput,
  listingInputSchema,
  LISTING_MESSAGES,
  PET_TYPES,
  SERVICE_CATEGORIES,
  SPECIALTIES,
} from '@petwell/domain';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, type UseFormReturn, useWatch } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import {
  type ListingInput as ListingVariables,
  useSaveListingMutation,
} from '../../generated/practice';
import { errorMessage, fieldMessages } from '../../lib/errors';
import { FormCombobox } from '../../ui/combobox/combobox';
import {
  Form,
  FormSelect,
  FormTextField,
  SubmitButton,
  useFormField,
  useZodForm,
} from '../../ui/form';
import { AffectedBookings, type AffectedBooking, type Decision } from './affected-bookings';
import { AvatarField } from './avatar-field';
import { CodeChecklist } from './code-checklist';
import { ConsultationsEditor } from './consultations-editor';
import { inputOf, type ListingValues } from './listing-values';
import { LISTINGS_TEXT } from './messages';

type ListingForm = UseFormReturn<ListingValues, unknown, ListingInput>;

export interface StaffMember {
  id: number;
  name: string;
}

export interface ListingEditorProps {
  /** The listing being updated; null for a new one. */
  listingId: number | null;
  initial: ListingValues;
  /**
   * The practice's staff when the caller picks owner and managers (a root admin of a practice of
   * several); null hides the pickers (the server keeps them, or sets the only staff member).
   */
  staff: readonly StaffMember[] | null;
  /** Shown at first (a new listing's 'Saved Successfully!' after it got its id). */
  notice?: string | null;
  onSaved: (id: number, notice: string) => void;
}

const LISTING_CONTEXT = { additionalTypenames: ['vendor_listings'] };

/** Every zone the browser knows, for the time zone choice. */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) || !current ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
  }));
}

/** The schema's output as the action's argument, with the practice's booking decisions. */
function variablesOf(input: ListingInput, decisions: readonly Decision[]): ListingVariables {
  return {
    id: input.id ?? null,
    avatar: input.avatar,
    title: input.title,
    line1: input.line1,
    line2: input.line2,
    address: input.address,
    city: input.city,
    state: input.state,
    zipcode: input.zipcode,
    timezone: input.timezone,
    specialization: input.specialization,
    categories: input.categories,
    pets: input.pets,
    education: input.education,
    owner_id: input.owner_id ?? null,
    manager_ids: input.manager_ids,
    consultations: input.consultations.map((c) => ({
      type: c.type,
      enabled: c.enabled,
      duration: c.duration,
      price: c.price,
      schedules: c.schedules,
      rosters: c.rosters ?? null,
    })),
    decisions: decisions.map((d) => ({ ...d })),
  };
}

/**
 * The listing editor: Details (picture, title and line 1 required, line 2, address, time zone),
 * the directory profile the clinic vet list shows, the owner and managers when the practice has
 * several staff, and Timings. One save sends it all (`save_listing`); when new hours leave out
 * upcoming bookings, the practice keeps or cancels each before the save goes on. 'Saved
 * Successfully!' after it.
 */
export function ListingEditor({ listingId, initial, staff, notice, onSaved }: ListingEditorProps) {
  const pickers = staff !== null && staff.length > 1;
  const form = useZodForm(listingInputSchema, {
    defaultValues: initial,
    input: (values) => inputOf(values, { id: listingId, pickers }),
    check: (values) => ({
      owner_id: pickers && values.owner_id === '' ? LISTING_MESSAGES.ownerRequired : undefined,
    }),
  });
  const [, saveListing] = useSaveListingMutation();
  const [outcome, setOutcome] = useState<string | null>(notice ?? null);
  const [pending, setPending] = useState<{
    input: ListingInput;
    affected: readonly AffectedBooking[];
  } | null>(null);
  const [deciding, setDeciding] = useState(false);
  const timezone = useWatch({ control: form.control, name: 'timezone' });
  const title = useWatch({ control: form.control, name: 'title' });
  const zones = useMemo(() => timeZoneOptions(initial.timezone), [initial.timezone]);

  async function send(input: ListingInput, decisions: readonly Decision[]) {
    setOutcome(null);
    form.clearErrors('root');
    const result = await saveListing({ listing: variablesOf(input, decisions) }, LISTING_CONTEXT);
    const answer = result.data?.save_listing;
    if (result.error || !answer) {
      setPending(null);
      const fields = result.error ? fieldMessages(result.error) : {};
      for (const [path, message] of Object.entries(fields)) {
        const name = path.replace(/^listing\./, '');
        if (name in initial) form.setError(name as keyof ListingValues, { message });
      }
      form.setError('root', {
        message: result.error ? errorMessage(result.error) : LISTINGS_TEXT.saveFailed,
      });
      return;
    }
    if (!answer.saved) {
      setPending({ input, affected: answer.affected });
      return;
    }
    setPending(null);
    const text =
      answer.canceled.length > 0
        ? `${LISTINGS_TEXT.saved} ${LISTINGS_TEXT.canceled(answer.canceled.length, answer.notified)}`
        : LISTINGS_TEXT.saved;
    setOutcome(text);
    if (typeof answer.id === 'number') onSaved(answer.id, text);
  }

  if (pending) {
    return (
      <AffectedBookings
        bookings={pending.affected}
        timeZone={pending.input.timezone}
        busy={deciding}
        onBack={() => {
          setPending(null);
        }}
        onDecide={(decisions) => {
          setDeciding(true);
          void send(pending.input, decisions).finally(() => {
            setDeciding(false);
          });
        }}
      />
    );
  }

  return (
    <Form
      form={form}
      className="listing-form"
      onSubmit={(input) => send(input, [])}
      aria-label={listingId === null ? LISTINGS_TEXT.newListing : LISTINGS_TEXT.updateListing}
    >
      {outcome ? <Alert tone="success">{outcome}</Alert> : null}
      <section className="listing-section card" aria-labelledby="listing-details">
        <h2 id="listing-details">{LISTINGS_TEXT.details}</h2>
        <AvatarField form={form} title={title} />
        <FormTextField
          form={form}
          name="title"
          trim="start"
          label="Title (clinic name)"
          requiredMarker
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="line1"
          trim="start"
          label="Line 1 (doctor name or certifications)"
          requiredMarker
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="line2"
          trim="start"
          label="Line 2 (services)"
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="address"
          trim="start"
          label="Address"
          autoComplete="street-address"
        />
        <div className="listing-place-fields">
          <FormTextField
            form={form}
            name="city"
            trim="start"
            label="City"
            autoComplete="address-level2"
          />
          <FormTextField
            form={form}
            name="state"
            trim="start"
            label="State"
            autoComplete="address-level1"
          />
          <FormTextField form={form} name="zipcode" label="Zip code" autoComplete="postal-code" />
        </div>
        <FormCombobox
          form={form}
          name="timezone"
          label="Time zone"
          requiredMarker
          options={zones}
          noMatches="No time zone matches"
        />
      </section>

      <section className="listing-section card" aria-labelledby="listing-profile">
        <h2 id="listing-profile">{LISTINGS_TEXT.profile}</h2>
        <p className="field-hint">What the clinic vet list shows about this listing.</p>
        <ProfileFields form={form} />
      </section>

      {pickers ? (
        <section className="listing-section card" aria-labelledby="listing-people">
          <h2 id="listing-people">{LISTINGS_TEXT.people}</h2>
          <PeopleFields form={form} staff={staff} />
        </section>
      ) : null}

      <section className="listing-section card" aria-labelledby="listing-timings">
        <h2 id="listing-timings">{LISTINGS_TEXT.timings}</h2>
        {timezone ? (
          <p className="field-hint">
            Hours are in the listing’s time zone, {timezone.replace(/_/g, ' ')}.
          </p>
        ) : null}
        <ConsultationsEditor form={form} />
      </section>
      <div className="listing-actions">
        <SubmitButton>{LISTINGS_TEXT.save}</SubmitButton>
      </div>
    </Form>
  );
}

function ProfileFields({ form }: { form: ListingForm }) {
  const specialization = useFormField({ form, name: 'specialization' });
  const categories = useFormField({ form, name: 'categories' });
  const pets = useFormField({ form, name: 'pets' });
  return (
    <>
      <div className="profile-lists">
        <CodeChecklist
          legend="Specialization"
          codes={SPECIALTIES}
          value={specialization.value}
          onChange={specialization.set}
        />
        <CodeChecklist
          legend="Service categories"
          codes={SERVICE_CATEGORIES}
          value={categories.value}
          onChange={categories.set}
        />
        <CodeChecklist
          legend="Pets treated"
          codes={PET_TYPES}
          value={pets.value}
          onChange={pets.set}
        />
      </div>
      <EducationFields form={form} />
    </>
  );
}

function EducationFields({ form }: { form: ListingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'education' });
  return (
    <div className="education">
      <h3 className="education-heading">Education</h3>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="education-row">
          <legend className="visually-hidden">Education {index + 1}</legend>
          <FormTextField
            form={form}
            name={`education.${index}.degree`}
            trim="start"
            label="Degree"
            requiredMarker
            autoComplete="off"
          />
          <FormTextField
            form={form}
            name={`education.${index}.institution`}
            trim="start"
            label="Institution"
            autoComplete="off"
          />
          <FormTextField
            form={form}
            name={`education.${index}.year`}
            label="Year"
            inputMode="numeric"
            autoComplete="off"
          />
          <Button
            variant="link"
            onClick={() => {
              remove(index);
            }}
          >
            Remove<span className="visually-hidden"> education {index + 1}</span>
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() => {
          append({ degree: '', institution: '', year: '' });
        }}
      >
        Add education
      </Button>
    </div>
  );
}

/** The owner (one of the staff) and the other managers; the owner is always a manager. */
function PeopleFields({ form, staff }: { form: ListingForm; staff: readonly StaffMember[] }) {
  const id = useId();
  const owner = useWatch({ control: form.control, name: 'owner_id' });
  const managers = useFormField({ form, name: 'manager_ids' });
  return (
    <>
      <FormSelect form={form} name="owner_id" label="Owner" requiredMarker>
        <option value="">Choose the owner</option>
        {staff.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name}
          </option>
        ))}
      </FormSelect>
      <fieldset className="managers">
        <legend className="field-label">Managers</legend>
        <p className="field-hint">Managers see and manage this listing and its appointments.</p>
        <ul className="code-checklist-options">
          {staff.map((member) => {
            const isOwner = owner === String(member.id);
            return (
              <li key={member.id} className="checkbox-field">
                <input
                  id={`${id}-${String(member.id)}`}
                  type="checkbox"
                  checked={isOwner || managers.value.includes(member.id)}
                  disabled={isOwner}
                  onChange={(event) => {
                    managers.set(
                      event.target.checked
                        ? [...managers.value, member.id]
                        : managers.value.filter((m) => m !== member.id),
                    );
                  }}
                />
                <label htmlFor={`${id}-${String(member.id)}`}>
                  {member.name}
                  {isOwner ? ' (owner)' : ''}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </>
  );
}
