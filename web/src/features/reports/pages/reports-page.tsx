import { useMemo, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { usePracticeReportsQuery, useReportPracticesQuery } from '../../../generated/practice';
import { useAuthUser } from '../../../lib/auth';
import { FilterSelect, ListFilters } from '../../../ui/paged-list/list-filters';
import { ReportChart } from '../report-chart';
import { ReportFigure } from '../report-figure';
import {
  categoryChart,
  dailyChart,
  DEFAULT_REPORT_PERIOD,
  dollars,
  periodDays,
  periodLabel,
  REPORT_PERIODS,
  REPORT_TEXT,
  reportFigures,
  type ReportFigures,
} from '../report-figures';
import '../reports.css';

const ALL = 'all';

/**
 * /app/reports, root admins only (spec 001: "Reports (/app/reports) shows for the root admin
 * only"; the router and the report functions both enforce it). The spec's embedded dashboard
 * (filters: last 30 days, the vendor) is built in: the figures of issue 19 for the chosen
 * period, each a chart (uPlot, loaded on demand), a table and a CSV download. The platform's
 * root admin sees every practice and may filter by one.
 */
export function ReportsPage() {
  const user = useAuthUser();
  const platform = user?.isMainVendor === true;
  const [days, setDays] = useState<number>(DEFAULT_REPORT_PERIOD);
  const [practice, setPractice] = useState<string>(ALL);
  const practiceId = platform && practice !== ALL ? Number(practice) : null;
  const [{ data, fetching, error }] = usePracticeReportsQuery({
    variables: { days, practiceId },
  });
  const figures = useMemo(() => (data ? reportFigures(data) : undefined), [data]);

  let body;
  if (error && !data) body = <Alert tone="error">{REPORT_TEXT.failed}</Alert>;
  else if (!figures) body = fetching ? <Loading /> : null;
  else if (figures.empty) body = <p className="report-empty">{REPORT_TEXT.empty}</p>;
  else body = <Figures figures={figures} days={days} />;

  return (
    <section className="reports-screen">
      <PageTitle title={REPORT_TEXT.title} />
      <h1>{REPORT_TEXT.title}</h1>
      <ListFilters label="Report filters">
        <FilterSelect
          label={REPORT_TEXT.period}
          value={String(days)}
          options={REPORT_PERIODS.map((n) => ({ value: String(n), label: periodLabel(n) }))}
          onChange={(value) => {
            setDays(Number(value));
          }}
        />
        {platform ? <PracticeFilter value={practice} onChange={setPractice} /> : null}
      </ListFilters>
      <p className="report-note">{REPORT_TEXT.timeNote}</p>
      {data && error ? <Alert tone="error">{REPORT_TEXT.failed}</Alert> : null}
      {body}
    </section>
  );
}

/** The platform's practice filter: all practices, or one. */
function PracticeFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [{ data, error }] = useReportPracticesQuery();
  const options = [
    { value: ALL, label: REPORT_TEXT.allPractices },
    ...(data?.vendors ?? []).map((v) => ({ value: String(v.id), label: v.name })),
  ];
  return (
    <>
      <FilterSelect
        label={REPORT_TEXT.practice}
        value={value}
        options={options}
        onChange={onChange}
      />
      {error && !data ? <Alert tone="error">{REPORT_TEXT.practicesFailed}</Alert> : null}
    </>
  );
}

function Figures({ figures, days }: { figures: ReportFigures; days: number }) {
  const period = periodDays(days, new Date());
  const file = (id: string) => `${id}-last-${String(days)}-days.csv`;
  const { totals } = figures;
  const share = totals.sharePercent === null ? '' : ` (${String(totals.sharePercent)}%)`;
  return (
    <>
      <dl className="report-totals" aria-label={`Totals, ${periodLabel(days).toLowerCase()}`}>
        <div>
          <dt>Bookings</dt>
          <dd>{totals.bookings}</dd>
        </div>
        <div>
          <dt>Canceled</dt>
          <dd>
            {totals.canceled}
            {share}
          </dd>
        </div>
        <div>
          <dt>Net revenue</dt>
          <dd>${dollars(totals.netCents)}</dd>
        </div>
        <div>
          <dt>New customers</dt>
          <dd>{totals.newCustomers}</dd>
        </div>
        <div>
          <dt>Returning customers</dt>
          <dd>{totals.returningCustomers}</dd>
        </div>
      </dl>
      <ReportFigure
        table={figures.bookingsByType}
        file={file(figures.bookingsByType.id)}
        chart={
          <ReportChart
            spec={dailyChart(figures.bookingsByType, period)}
            label="Chart of bookings per day by consultation type; the table below lists them."
          />
        }
      />
      <ReportFigure
        table={figures.bookingsByStatus}
        file={file(figures.bookingsByStatus.id)}
        chart={
          <ReportChart
            spec={dailyChart(figures.bookingsByStatus, period)}
            label="Chart of bookings per day by status; the table below lists them."
          />
        }
      />
      <ReportFigure
        table={figures.revenue}
        file={file(figures.revenue.id)}
        chart={
          <ReportChart
            spec={dailyChart(figures.revenue, period, ['Net', 'Refunded'])}
            label="Chart of net and refunded revenue per day; the table below lists them."
          />
        }
      />
      <ReportFigure table={figures.cancellations} file={file(figures.cancellations.id)} />
      <ReportFigure table={figures.customers} file={file(figures.customers.id)} />
      <ReportFigure
        table={figures.busiestListings}
        file={file(figures.busiestListings.id)}
        chart={
          figures.busiestListings.rows.length > 0 ? (
            <ReportChart
              spec={categoryChart(figures.busiestListings)}
              label="Bar chart of the busiest listings; the table below lists them."
            />
          ) : null
        }
      />
      <ReportFigure
        table={figures.busiestHours}
        file={file(figures.busiestHours.id)}
        chart={
          figures.busiestHours.rows.length > 0 ? (
            <ReportChart
              spec={categoryChart(figures.busiestHours)}
              label="Bar chart of bookings by hour; the table below lists them."
            />
          ) : null
        }
      />
    </>
  );
}
