import type { ReactNode } from 'react';
import { downloadCsv } from './download-csv';
import { type ReportTable, REPORT_TEXT, toCsv } from './report-figures';

/**
 * One figure: its heading, an optional chart, its table and its CSV download. `file` names the
 * download (e.g. "bookings-by-type-last-30-days.csv").
 */
export function ReportFigure({
  table,
  file,
  chart,
}: {
  table: ReportTable;
  file: string;
  chart?: ReactNode;
}) {
  const headingId = `report-${table.id}`;
  return (
    <section className="report-figure" aria-labelledby={headingId}>
      <div className="report-figure-head">
        <h2 id={headingId}>{table.title}</h2>
        <button
          type="button"
          className="button button-secondary"
          aria-label={`${REPORT_TEXT.download}: ${table.title}`}
          onClick={() => {
            downloadCsv(file, toCsv(table));
          }}
        >
          {REPORT_TEXT.download}
        </button>
      </div>
      {chart}
      {table.rows.length === 0 ? (
        <p className="report-none">{REPORT_TEXT.noRows}</p>
      ) : (
        <div className="report-table-box" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="report-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={c}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
