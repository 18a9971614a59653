import { formatRupeeNumber, type ProductDto } from '@khatabill/domain';
import { ListTable, RowAction } from '../../../components/ui/list-table';
import { useMessages } from '../../../i18n/use-messages';
import { useShopGst } from '../../../lib/shop-gst';
import { productTableMessages } from '../messages';

/** `HSN 8504 · 18 % · PCS` under a registered shop's product: what a bill line copies from it. */
function GstLine({ product }: { product: ProductDto }) {
  const parts = [
    product.hsn && `HSN ${product.hsn}`,
    product.gstRate != null && `${product.gstRate} %`,
    product.unit,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="block text-sm text-slate-600">{parts.join(' · ')}</span>;
}

type ProductTableProps = {
  products: ProductDto[];
  /** A row's Edit and Delete; none for staff, who only read (product §17). */
  actions?: { onEdit: (product: ProductDto) => void; onDelete: (product: ProductDto) => void };
};

export function ProductTable({ products, actions }: ProductTableProps) {
  const t = useMessages(productTableMessages);
  const gst = useShopGst();
  const columns = [
    { label: t.name, className: 'px-2' },
    { label: t.price, className: 'px-2 text-right' },
  ];
  return (
    <ListTable caption={t.caption} columns={columns} className="min-w-0 overflow-x-auto">
      <tbody>
        {products.map((product) => (
          <tr key={product._id} className="border-b border-slate-100 last:border-0">
            <td className="px-2 py-2 break-words">
              {product.name}
              {gst && <GstLine product={product} />}
            </td>
            <td className="px-2 py-2 text-right whitespace-nowrap">
              {formatRupeeNumber(product.price)}
            </td>
            {actions && (
              <td className="px-1 py-1">
                {/* Stacked on phones: side by side they would push the table past 360 px. */}
                <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                  <RowAction
                    action={t.edit}
                    rowName={product.name}
                    onClick={() => actions.onEdit(product)}
                  />
                  <RowAction
                    action={t.delete}
                    rowName={product.name}
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => actions.onDelete(product)}
                  />
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
