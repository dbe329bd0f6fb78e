import type { PhrCategory, PhrDetails } from '@petwell/domain';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import {
  useDeleteHealthRecordMutation,
  useInsertHealthRecordMutation,
  useUpdateHealthRecordMutation,
  type Phr_Categories_Enum,
} from '../../generated/graphql';
import { MeasurementChart } from './measurement-chart';
import { RECORDS_TEXT } from './messages';
import { RecordCard } from './record-card';
import { RecordForm } from './record-form';
import { RECORDS_CONTEXT, type RecordSubject } from './record-subject';
import type { HealthRecord } from './record-values';

export interface CategoryPanelProps {
  category: PhrCategory;
  subject: RecordSubject;
  records: readonly HealthRecord[];
  /** Takes the focus when shown (the owner chose the category: on a phone it is below the list). */
  focus: boolean;
  /** The records shown only: no update or delete, and no add unless `addRecord` is given. */
  readOnly?: boolean;
  /**
   * Adds a record another way than the owner's (a practice adding to its customer's pet);
   * answers whether it was saved.
   */
  addRecord?: AddRecord;
}

/** Saves a new record of a category; true when it was saved. */
export type AddRecord = (category: string, details: PhrDetails) => Promise<boolean>;

type Mode = { kind: 'list' } | { kind: 'form'; record?: HealthRecord };

/**
 * One category's records for a pet or the owner: the list (with a chart for the measurements a
 * person would rather look at), or the add/update form; saving closes the form.
 */
export function CategoryPanel({
  category,
  subject,
  records,
  focus,
  readOnly = false,
  addRecord,
}: CategoryPanelProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [failure, setFailure] = useState<string | null>(null);
  const [, insert] = useInsertHealthRecordMutation();
  const [, update] = useUpdateHealthRecordMutation();
  const [, remove] = useDeleteHealthRecordMutation();
  const headingId = `records-${category.value}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  async function save(details: PhrDetails): Promise<string | null> {
    const editing = mode.kind === 'form' ? mode.record : undefined;
    if (!editing && addRecord) {
      if (!(await addRecord(category.value, details))) return RECORDS_TEXT.failed;
    } else if (editing) {
      const result = await update({ id: editing.id, details }, RECORDS_CONTEXT);
      if (result.error || !result.data?.update_phr_by_pk) return RECORDS_TEXT.failed;
    } else {
      const petId = subject.kind === 'pet' ? subject.id : null;
      const result = await insert(
        { petId, category: category.value as Phr_Categories_Enum, details },
        RECORDS_CONTEXT,
      );
      if (result.error || !result.data?.insert_phr_one) return RECORDS_TEXT.failed;
    }
    setMode({ kind: 'list' });
    return null;
  }

  async function onDelete(record: HealthRecord) {
    setFailure(null);
    const result = await remove({ id: record.id }, RECORDS_CONTEXT);
    if (result.error || !result.data?.delete_phr_by_pk) setFailure(RECORDS_TEXT.failed);
  }

  return (
    <section className="category-panel" aria-labelledby={headingId}>
      <div className="category-panel-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {category.label}
        </h2>
        {readOnly && !addRecord ? null : mode.kind === 'list' ? (
          <Button
            onClick={() => {
              setFailure(null);
              setMode({ kind: 'form' });
            }}
          >
            {RECORDS_TEXT.addRecord}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setMode({ kind: 'list' });
            }}
          >
            {RECORDS_TEXT.backToList}
          </Button>
        )}
      </div>
      {mode.kind === 'form' ? (
        <RecordForm
          key={mode.record?.id ?? 'new'}
          category={category}
          details={mode.record?.details}
          onSave={save}
          onCancel={() => {
            setMode({ kind: 'list' });
          }}
        />
      ) : (
        <>
          {failure ? (
            <Alert tone="error" title={RECORDS_TEXT.errorTitle}>
              {failure}
            </Alert>
          ) : null}
          <MeasurementChart category={category.value} records={records} />
          {records.length === 0 ? (
            <p className="records-empty">{RECORDS_TEXT.noRecords}</p>
          ) : (
            <div className="record-list">
              {records.map((record) => (
                <RecordCard
                  key={record.id}
                  record={record}
                  heading="h3"
                  {...(readOnly
                    ? {}
                    : {
                        onEdit: (chosen: HealthRecord) => {
                          setMode({ kind: 'form', record: chosen });
                        },
                        onDelete: (chosen: HealthRecord) => {
                          void onDelete(chosen);
                        },
                      })}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
