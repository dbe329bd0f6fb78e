import { useState } from 'react';
import { PHR_CATEGORIES, PHR_GROUPS } from '@petwell/domain';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { useHealthRecordsQuery } from '../../generated/graphql';
import { type AddRecord, CategoryPanel } from './category-panel';
import { RECORDS_TEXT } from './messages';
import { RECORDS_CONTEXT, type RecordSubject, recordsWhere } from './record-subject';
import { type HealthRecord, toHealthRecord } from './record-values';

export interface RecordBrowserProps {
  subject: RecordSubject;
  userId: number;
  /** The chosen category (its value). */
  category: string;
  onCategory: (category: string) => void;
  /** Records to read, not change (a practice's view of its customer's pet). */
  readOnly?: boolean;
  /** With `readOnly`: new records may still be added this way (CategoryPanel's `addRecord`). */
  addRecord?: AddRecord;
}

/**
 * The records of a pet or of the owner: the
 * categories, grouped as history, measurements and documents with their record counts, and the
 * chosen category's list or form.
 */
export function RecordBrowser({
  subject,
  userId,
  category,
  onCategory,
  readOnly = false,
  addRecord,
}: RecordBrowserProps) {
  const [chosenHere, setChosenHere] = useState(false);
  const [{ data, fetching, error }] = useHealthRecordsQuery({
    variables: { where: recordsWhere(subject, userId) },
    context: RECORDS_CONTEXT,
  });
  const records: HealthRecord[] = (data?.phr ?? []).map(toHealthRecord);
  const chosen = PHR_CATEGORIES.find((c) => c.value === category) ?? PHR_CATEGORIES[0];
  const count = (value: string) => records.filter((r) => r.category === value).length;

  return (
    <div className="record-browser">
      <nav className="record-categories" aria-label={RECORDS_TEXT.categories}>
        {PHR_GROUPS.map((group) => (
          <div key={group.prefix} className="record-category-group">
            <h2 className="record-group-title">{group.label}</h2>
            <ul>
              {PHR_CATEGORIES.filter((c) => c.value.startsWith(group.prefix)).map((c) => (
                <li key={c.value}>
                  <button
                    type="button"
                    className="record-category"
                    aria-current={c.value === chosen?.value ? 'true' : undefined}
                    onClick={() => {
                      setChosenHere(true);
                      onCategory(c.value);
                    }}
                  >
                    <span>{c.label}</span>
                    {data ? (
                      <span className="record-count">
                        <span aria-hidden="true">{count(c.value)}</span>
                        <span className="visually-hidden">
                          {`(${RECORDS_TEXT.recordCount(count(c.value))})`}
                        </span>
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="record-category-body">
        {fetching && !data ? <Loading /> : null}
        {error && !data ? (
          <Alert tone="error" title={RECORDS_TEXT.errorTitle}>
            {RECORDS_TEXT.failed}
          </Alert>
        ) : null}
        {data && chosen ? (
          <CategoryPanel
            key={`${chosen.value}-${subject.kind === 'pet' ? String(subject.id) : 'own'}`}
            category={chosen}
            subject={subject}
            records={records.filter((r) => r.category === chosen.value)}
            focus={chosenHere}
            readOnly={readOnly}
            {...(addRecord ? { addRecord } : {})}
          />
        ) : null}
      </div>
    </div>
  );
}
