import { formatRupeeNumber, type ProductDto } from '@khatabill/domain';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { productPickerMessages } from '../product-picker-messages';
import { quantityInBill } from '../product-lines';

type ProductPickerProps = {
  open: boolean;
  onClose: () => void;
  products: readonly ProductDto[] | undefined;
  isError: boolean;
  onPick: (product: ProductDto) => void;
};

/** "Choose Products": each tap adds the product to the bill, or adds one more of it. */
export function ProductPicker({ open, onClose, products, isError, onPick }: ProductPickerProps) {
  const t = useMessages(productPickerMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t.title}>
      {!products && !isError && <p role="status">{t.loading}</p>}
      {isError && <p role="alert">{t.loadFailed}</p>}
      {products?.length === 0 && (
        <p>
          {t.noProducts}{' '}
          <Link to="/products" className="font-medium text-brand-700 underline">
            {t.addProducts}
          </Link>
        </p>
      )}
      {/* Drawn while open only: closed, it would follow every keystroke in the bill. */}
      {open && products && products.length > 0 && (
        <ProductList products={products} onPick={onPick} />
      )}
      <Button onClick={onClose}>{t.done}</Button>
    </Dialog>
  );
}

/** The catalogue, each product with how many of it the bill has. */
function ProductList({
  products,
  onPick,
}: {
  products: readonly ProductDto[];
  onPick: (product: ProductDto) => void;
}) {
  const t = useMessages(productPickerMessages);
  const items = useWatch<BillFormValues, 'items'>({ name: 'items' });
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {products.map((product) => {
        const inBill = quantityInBill(items, product);
        return (
          <li key={product._id}>
            <button
              type="button"
              onClick={() => onPick(product)}
              className="flex min-h-14 w-full items-center justify-between gap-3 px-1 py-2 text-left hover:bg-slate-50"
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium">{product.name}</span>
                <span className="text-sm text-slate-600">{formatRupeeNumber(product.price)}</span>
              </span>
              <span
                className={`shrink-0 rounded-full px-3 py-1 text-sm ${inBill > 0 ? 'bg-brand-100 text-brand-800' : 'text-slate-500'}`}
              >
                {inBill > 0 ? t.inBill({ count: inBill }) : t.add}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
