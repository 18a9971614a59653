import { formatRupeeNumber, type ProductDto } from '@khatabill/domain';
import { Button } from '../../../components/ui/button';

type ProductTableProps = {
  products: ProductDto[];
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
};

export function ProductTable({ products, onEdit, onDelete }: ProductTableProps) {
  return (
    <div className="min-w-0 overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-base">
        <caption className="sr-only">Products</caption>
        <thead className="border-b border-slate-200 text-sm text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Price
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
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
                  <Button
                    variant="ghost"
                    size="compact"
                    aria-label={`Edit ${product.name}`}
                    onClick={() => onEdit(product)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="compact"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Delete ${product.name}`}
                    onClick={() => onDelete(product)}
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
