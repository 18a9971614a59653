import { formatRupeeNumber, type SummaryDto } from '@khatabill/domain';
import { useMessages } from '../../../i18n/use-messages';
import { dateFormatInLanguage, formatDay } from '../../../lib/format';
import { formatCompactRupees } from '../compact-rupees';
import { salesChartMessages } from '../messages';

type Series = SummaryDto['series'];

// A month is already the shop's: formatted in UTC, never shifted, in the language shown.
const monthFormat = dateFormatInLanguage({ timeZone: 'UTC', month: 'short', year: 'numeric' });

/** A bar's name: its day, or its month on long ranges. */
function barLabel(start: string, unit: Series['unit']): string {
  return unit === 'day' ? formatDay(start) : monthFormat().format(new Date(`${start}T00:00:00Z`));
}

// Each bar takes a slot 10 units wide (8 bar, 2 gap) of a 100-unit-tall drawing; a range of
// a few days still gets thin bars, centred, not bars as wide as the screen.
const SLOT = 10;
const MIN_SLOTS = 7;
const HEIGHT = 100;

/**
 * Sales over the summary's range as a small bar chart (plain SVG, no library). The drawing
 * is hidden from screen readers, which read the same numbers in a table instead.
 */
export function SalesChart({ series }: { series: Series }) {
  const t = useMessages(salesChartMessages);
  const { points, unit } = series;
  const max = Math.max(0, ...points.map((point) => point.totalSales));
  if (points.length === 0 || max === 0) {
    return <p className="text-slate-600">{t.none}</p>;
  }
  const slots = Math.max(points.length, MIN_SLOTS);
  const offset = ((slots - points.length) * SLOT) / 2;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className="flex flex-col gap-1">
      <p aria-hidden="true" className="text-xs text-slate-600">
        {formatCompactRupees(max)}
      </p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${slots * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full border-b border-slate-300"
      >
        {points.map((point, index) => {
          // A day with any sales keeps a sliver of a bar, so it never looks like none.
          const height = point.totalSales > 0 ? Math.max(1, (point.totalSales / max) * HEIGHT) : 0;
          return (
            <rect
              key={point.start}
              x={offset + index * SLOT + 1}
              y={HEIGHT - height}
              width={SLOT - 2}
              height={height}
              className="fill-brand-600"
            >
              <title>{`${barLabel(point.start, unit)}: ${formatRupeeNumber(point.totalSales)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <p aria-hidden="true" className="flex justify-between gap-2 text-xs text-slate-600">
          <span>{barLabel(first.start, unit)}</span>
          {last !== first && <span>{barLabel(last.start, unit)}</span>}
        </p>
      )}
      <table className="sr-only">
        <caption>{unit === 'day' ? t.byDay : t.byMonth}</caption>
        <thead>
          <tr>
            <th scope="col">{unit === 'day' ? t.day : t.month}</th>
            <th scope="col">{t.sales}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.start}>
              <th scope="row">{barLabel(point.start, unit)}</th>
              <td>{formatRupeeNumber(point.totalSales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
