import {
  CONSULTATION_TYPE_LABELS,
  CONSULTATION_TYPES,
  type ConsultationType,
  type ListingInput,
  quarterHourTimes,
  WEEKDAYS,
} from '@petwell/domain';
import { useId } from 'react';
import { get, useFieldArray, type UseFormReturn, useWatch } from 'react-hook-form';
import { Button } from '../../components/button';
import { FieldGroup, FormCheckbox, FormSelect, FormTextField, useFormField } from '../../ui/form';
import { type ListingValues, NEW_SCHEDULE_ROW, newConsultation } from './listing-values';
import { LISTINGS_TEXT } from './messages';
import { RosterEditor } from './roster-editor';

type ListingForm = UseFormReturn<ListingValues, unknown, ListingInput>;

const START_TIMES = quarterHourTimes();
const END_TIMES = quarterHourTimes({ end: true });

/** A list field's own message: the schema's for the list itself (no rows, none of a kind). */
function listError(form: ListingForm, name: string): string | undefined {
  const error: unknown = get(form.formState.errors, name);
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof root?.message === 'string') return root.message;
  return typeof message === 'string' ? message : undefined;
}

const typeLabel = (type: string) =>
  type === '' ? 'Consultation' : CONSULTATION_TYPE_LABELS[type as ConsultationType];

/**
 * The Timings section: the listing's consultations (at least one, each type once), each on or
 * off; one that is on has a duration, a price and weekly hours (rows of days from a time to a
 * time on the quarter hour; the first row stays), and its days that differ. One that is off keeps
 * its values with the inputs hidden.
 */
export function ConsultationsEditor({ form }: { form: ListingForm }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'consultations',
  });
  const types = useWatch({ control: form.control, name: 'consultations' }).map((c) => c.type);
  const error = listError(form, 'consultations');
  const full = fields.length >= CONSULTATION_TYPES.length;
  return (
    <div className="consultations">
      {fields.length === 0 ? (
        <p className="consultations-prompt">{LISTINGS_TEXT.addConsultationPrompt}</p>
      ) : (
        <ol className="consultations-list">
          {fields.map((field, index) => (
            <ConsultationCard
              key={field.id}
              form={form}
              index={index}
              taken={types.filter((_, other) => other !== index)}
              onRemove={() => {
                remove(index);
              }}
            />
          ))}
        </ol>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {full ? null : (
        <Button
          variant="secondary"
          onClick={() => {
            append(newConsultation(types));
            form.clearErrors('consultations');
          }}
        >
          {LISTINGS_TEXT.addConsultation}
        </Button>
      )}
    </div>
  );
}

function ConsultationCard({
  form,
  index,
  taken,
  onRemove,
}: {
  form: ListingForm;
  index: number;
  taken: readonly string[];
  onRemove: () => void;
}) {
  const id = useId();
  const consultation = useWatch({ control: form.control, name: `consultations.${index}` });
  const timezone = useWatch({ control: form.control, name: 'timezone' });
  const label = typeLabel(consultation.type);
  return (
    <li className="consultation card" aria-labelledby={`${id}-title`}>
      <div className="consultation-head">
        <h3 id={`${id}-title`} className="consultation-title">
          {label}
        </h3>
        <Button variant="link" onClick={onRemove}>
          Remove<span className="visually-hidden"> {label}</span>
        </Button>
      </div>
      <div className="consultation-basics">
        <FormSelect form={form} name={`consultations.${index}.type`} label="Type" requiredMarker>
          <option value="">Choose a type</option>
          {CONSULTATION_TYPES.filter((t) => !taken.includes(t)).map((t) => (
            <option key={t} value={t}>
              {CONSULTATION_TYPE_LABELS[t]}
            </option>
          ))}
        </FormSelect>
        <FormCheckbox
          form={form}
          name={`consultations.${index}.enabled`}
          label={
            <>
              Enabled<span className="visually-hidden"> {label}</span> (shown to pet owners)
            </>
          }
          className="consultation-enabled"
        />
      </div>
      {consultation.enabled ? (
        <>
          <div className="consultation-numbers">
            <FormTextField
              form={form}
              name={`consultations.${index}.duration`}
              label="Duration (minutes)"
              inputMode="numeric"
              requiredMarker
              autoComplete="off"
            />
            <FormTextField
              form={form}
              name={`consultations.${index}.price`}
              label="Price (USD per session)"
              hint={LISTINGS_TEXT.priceHint}
              inputMode="numeric"
              requiredMarker
              autoComplete="off"
            />
          </div>
          <ScheduleRows form={form} index={index} label={label} />
          {timezone ? (
            <RosterEditor
              label={label}
              timeZone={timezone}
              duration={consultation.duration}
              schedules={consultation.schedules}
              rosters={consultation.rosters}
              onChange={(rosters) => {
                form.setValue(`consultations.${index}.rosters`, rosters, { shouldDirty: true });
              }}
            />
          ) : null}
        </>
      ) : (
        <p className="field-hint">Switched off: pet owners do not see it.</p>
      )}
    </li>
  );
}

function ScheduleRows({ form, index, label }: { form: ListingForm; index: number; label: string }) {
  const name = `consultations.${index}.schedules` as const;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const error = listError(form, name);
  return (
    <div className="schedule-rows">
      <h4 className="schedule-heading">
        Weekly hours<span className="visually-hidden"> of {label}</span>
      </h4>
      {fields.length === 0 ? (
        <p className="schedule-prompt">{LISTINGS_TEXT.addSchedulePrompt}</p>
      ) : (
        fields.map((field, row) => (
          <fieldset key={field.id} className="schedule-row">
            <legend className="schedule-legend">
              Hours {row + 1}
              <span className="visually-hidden"> of {label}</span>
            </legend>
            <DaysPicker form={form} index={index} row={row} />
            <div className="schedule-times">
              <FormSelect form={form} name={`${name}.${row}.from`} label="From">
                {START_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </FormSelect>
              <FormSelect form={form} name={`${name}.${row}.to`} label="To">
                {END_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </FormSelect>
              {/* The first row stays: a consultation that is on has hours. */}
              {row > 0 ? (
                <Button
                  variant="link"
                  onClick={() => {
                    remove(row);
                  }}
                >
                  Remove
                  <span className="visually-hidden">
                    {' '}
                    hours {row + 1} of {label}
                  </span>
                </Button>
              ) : null}
            </div>
          </fieldset>
        ))
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => {
          append({ ...NEW_SCHEDULE_ROW, days: [...NEW_SCHEDULE_ROW.days] });
          form.clearErrors(name);
        }}
      >
        {LISTINGS_TEXT.addSchedule}
        <span className="visually-hidden"> to {label}</span>
      </Button>
    </div>
  );
}

/** The days of a schedule row: Monday to Sunday, at least one. */
function DaysPicker({ form, index, row }: { form: ListingForm; index: number; row: number }) {
  const id = useId();
  const field = useFormField({ form, name: `consultations.${index}.schedules.${row}.days` });
  const days = field.value;
  return (
    <FieldGroup field={field} className="days-picker" label="Days">
      <ul className="days-options">
        {WEEKDAYS.map(({ day, short, long }) => (
          <li key={day} className="day-option">
            <input
              id={`${id}-${String(day)}`}
              type="checkbox"
              checked={days.includes(day)}
              onChange={(event) => {
                field.set(
                  event.target.checked
                    ? [...days, day].sort((a, b) => a - b)
                    : days.filter((d) => d !== day),
                );
              }}
            />
            <label htmlFor={`${id}-${String(day)}`}>
              <span aria-hidden="true">{short}</span>
              <span className="visually-hidden">{long}</span>
            </label>
          </li>
        ))}
      </ul>
    </FieldGroup>
  );
}
