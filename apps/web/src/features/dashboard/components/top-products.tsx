import { formatCompact } from '@khatabill/domain';
import { QueryStatus } from '../../../components/ui/query-status';
import { useMessages } from '../../../i18n/use-messages';
import { useTopProducts } from '../api/get-top-products';
import { dashboardMessages, topProductsMessages } from '../messages';
import { DashboardSection } from './dashboard-section';

/** Most Sold Products (product §2): this month's top five by quantity, whatever range is chosen. */
export function TopProducts() {
  const t = useMessages(topProductsMessages);
  const { loading } = useMessages(dashboardMessages);
  const products = useTopProducts();
  return (
    <DashboardSection title={t.title} note={t.note}>
      <QueryStatus query={products} loadingText={loading} />
      {products.data?.length === 0 && <p className="text-slate-600">{t.none}</p>}
      {products.data && products.data.length > 0 && (
        <ol className="flex flex-col">
          {products.data.map((product, index) => (
            <li
              key={product.name}
              className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 last:border-0"
            >
              <span className="min-w-0 break-words">
                <span className="mr-2 text-slate-500">{index + 1}.</span>
                {product.name}
              </span>
              <span className="font-semibold whitespace-nowrap">
                {t.sold({ count: formatCompact(product.sold) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}
