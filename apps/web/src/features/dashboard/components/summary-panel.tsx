import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { formatDay } from '../../../lib/format';
import { useSummary } from '../api/get-summary';
import { useSummaryRange } from '../hooks/use-summary-range';
import {
  dashboardMessages,
  salesChartMessages,
  statusSummaryMessages,
  summaryMessages,
} from '../messages';
import { DashboardSection } from './dashboard-section';
import { SalesChart } from './sales-chart';
import { StatusSummary } from './status-summary';
import { SummaryCards } from './summary-cards';
import { SummaryRangePicker } from './summary-range-picker';

/** "5 Mar 2026", or "1 Mar 2026 – 31 Mar 2026". */
function rangeNote(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

/** The summary selector and what it selects: cards, status-wise summary, sales chart. */
export function SummaryPanel() {
  const { title } = useMessages(summaryMessages);
  const { loading } = useMessages(dashboardMessages);
  const { title: statusTitle } = useMessages(statusSummaryMessages);
  const { title: salesTitle } = useMessages(salesChartMessages);
  const range = useSummaryRange();
  const summary = useSummary(range.choice);
  const data = range.choice ? summary.data : undefined;
  return (
    <>
      <DashboardSection title={title} note={data && rangeNote(data.from, data.to)}>
        <SummaryRangePicker {...range} />
        {range.choice && <QueryStatus query={summary} loadingText={loading} />}
        {data && <SummaryCards summary={data} />}
      </DashboardSection>
      {data && (
        <>
          <DashboardSection title={statusTitle}>
            <StatusSummary statusWise={data.statusWise} />
          </DashboardSection>
          <DashboardSection title={salesTitle}>
            <SalesChart series={data.series} />
          </DashboardSection>
        </>
      )}
    </>
  );
}
