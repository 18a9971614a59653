import { formatRupeeNumber, type ProductDto } from '@khatabill/domain';
import { ListTable, RowAction, type ListColumn } from '../../../components/ui/list-table';

type ProductTableProps = {
  products: ProductDto[];
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
};

const COLUMNS: readonly ListColumn[] = [
  { label: 'Name', className: 'px-2' },
  { label: 'Price', className: 'px-2 text-right' },
];

export function ProductTable({ products, onEdit, onDelete }: ProductTableProps) {
  return (
    <ListTable caption="Products" columns={COLUMNS} className="min-w-0 overflow-x-auto">
      <tbody>
        {products.map((product) => (
          <tr key={product._id} className="border-b border-slate-100 last:border-0">
            <td className="px-2 py-2 break-words">{product.name}</td>
            <td className="px-2 py-2 text-right whitespace-nowrap">
              {formatRupeeNumber(product.price)}
            </td>
            <td className="px-1 py-1">
              {/* Stacked on phones: side by side they would push the table past 360 px. */}
              <div className="flex flex-col items-end sm:flex-row sm:justify-end">
                <RowAction action="Edit" rowName={product.name} onClick={() => onEdit(product)} />
                <RowAction
                  action="Delete"
                  rowName={product.name}
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => onDelete(product)}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
