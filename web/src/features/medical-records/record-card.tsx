import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { Button } from '../../components/button';
import { RECORDS_TEXT } from './messages';
import { RecordFileLinks } from './record-file-links';
import { type HealthRecord, recordFacts, recordFiles, recordTitle } from './record-values';

export interface RecordCardProps {
  record: HealthRecord;
  /** Edit and delete; none in the read-only view. */
  onEdit?: (record: HealthRecord) => void;
  onDelete?: (record: HealthRecord) => void;
  /** The title's level under the screen's headings. */
  heading?: 'h3' | 'h4';
}

/** One record: its title, its filled fields, its files, and (when editable) its actions. */
export function RecordCard({ record, onEdit, onDelete, heading: Heading = 'h4' }: RecordCardProps) {
  const title = recordTitle(record);
  return (
    <article className="record-card card" aria-label={title}>
      <Heading className="record-title">{title}</Heading>
      <dl className="record-facts">
        {recordFacts(record).map((fact) => (
          <div key={fact.label} className={fact.wide ? 'record-fact-wide' : undefined}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <RecordFileLinks files={recordFiles(record.details)} />
      {onEdit || onDelete ? (
        <div className="record-actions">
          {onEdit ? (
            <Button
              variant="secondary"
              aria-label={RECORDS_TEXT.editLabel(title)}
              onClick={() => {
                onEdit(record);
              }}
            >
              {RECORDS_TEXT.edit}
            </Button>
          ) : null}
          {onDelete ? (
            <ConfirmDialog
              trigger={
                <Button variant="link" aria-label={RECORDS_TEXT.deleteLabel(title)}>
                  {RECORDS_TEXT.delete}
                </Button>
              }
              question={RECORDS_TEXT.deleteRecord}
              description={RECORDS_TEXT.deleteEffect}
              hideDescription
              confirmLabel={RECORDS_TEXT.yes}
              cancelLabel={RECORDS_TEXT.no}
              onConfirm={() => {
                onDelete(record);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
