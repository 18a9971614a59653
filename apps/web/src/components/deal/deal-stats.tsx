import { useMessages } from '../../i18n/use-messages';
import { dealMessages } from './messages';

type Counted = (values: { count: string }) => string;

function counted(n: number, one: Counted, other: Counted): string {
  return (n === 1 ? one : other)({ count: n.toLocaleString('en-IN') });
}

/** How often the deal was opened, and how often a visitor tapped Call Shop or WhatsApp. */
export function DealStats({ views, clicks }: { views: number; clicks: number }) {
  const t = useMessages(dealMessages);
  return (
    <p className="text-sm text-slate-600">
      {counted(views, t.view, t.views)} · {counted(clicks, t.click, t.clicks)}
    </p>
  );
}
