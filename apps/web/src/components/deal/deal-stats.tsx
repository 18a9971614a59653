function counted(n: number, noun: string): string {
  return `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;
}

/** How often the deal was opened, and how often a visitor tapped Call Shop or WhatsApp. */
export function DealStats({ views, clicks }: { views: number; clicks: number }) {
  return (
    <p className="text-sm text-slate-600">
      {counted(views, 'view')} · {counted(clicks, 'click')}
    </p>
  );
}
