import { formatCompact } from '@khatabill/domain';
import { QueryStatus } from '../../../components/ui/query-status';
import { useTopProducts } from '../api/get-top-products';
import { DashboardSection } from './dashboard-section';

/** Most Sold Products (spec §2): this month's top five by quantity, whatever range is chosen. */
export function TopProducts() {
  const products = useTopProducts();
  return (
    <DashboardSection title="Most Sold Products" note="This month">
      <QueryStatus query={products} loadingText="Loading..." />
      {products.data?.length === 0 && (
        <p className="text-slate-600">No products sold this month.</p>
      )}
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
                {formatCompact(product.sold)} sold
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}
