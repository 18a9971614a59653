import { formatRupees, type ProductDto } from '@khatabill/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useMessages } from '../../../i18n/use-messages';
import { useMinimalProducts } from '../../../lib/requests/get-minimal-products';
import { emptyItem, type BillFormValues } from '../bill-form-values';
import { useLiveTotals } from '../hooks/use-live-totals';
import { itemsMessages } from '../messages';
import { isBlankItem, isLineOf, productItem } from '../product-lines';
import { ItemRow } from './item-row';
import { FieldError } from '../../../components/ui/field';

// Opened only by a tap: the picker loads once the form has shown (ADR 014).
const ProductPicker = lazy(() =>
  import('./product-picker').then(({ ProductPicker }) => ({ default: ProductPicker })),
);

/**
 * The items total: a component of its own, so a keystroke in a line redraws the total and
 * that line, not the editor with every line (a 30-line bill on a slow phone).
 */
function ItemsTotal() {
  const t = useMessages(itemsMessages);
  const totals = useLiveTotals();
  return (
    <p className="flex items-center justify-between text-lg font-semibold">
      <span>{t.total}</span>
      <span>{totals ? formatRupees(totals.itemsTotal) : '—'}</span>
    </p>
  );
}

/** The bill's lines: picked from the catalogue or typed, with the items total under them. */
export function ItemsEditor() {
  const t = useMessages(itemsMessages);
  const {
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<BillFormValues>();
  const { fields, append, remove, update } = useFieldArray({ control, name: 'items' });
  const products = useMinimalProducts();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const headingId = useId();
  const listError = errors.items?.root?.message ?? errors.items?.message;

  function addProduct(product: ProductDto) {
    const current = getValues('items');
    const index = current.findIndex((item) => isLineOf(item, product));
    const line = current[index];
    if (line) {
      const quantity = (Number(line.quantity) || 0) + 1;
      setValue(`items.${index}.quantity`, String(quantity), { shouldValidate: isSubmitted });
      return;
    }
    // The blank row a new bill starts with takes the first product instead of staying empty.
    const blank = current.findIndex(isBlankItem);
    if (blank >= 0) update(blank, productItem(product));
    else append(productItem(product), { shouldFocus: false });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t.items}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => setIsPickerOpen(true)}>
          {t.chooseProducts}
        </Button>
        <Button variant="secondary" onClick={() => append(emptyItem())}>
          {t.addProducts}
        </Button>
      </div>
      {fields.map((field, index) => (
        <ItemRow
          key={field.id}
          index={index}
          products={products.data ?? []}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-600">
          {t.noItems}
        </p>
      )}
      <FieldError role="alert" message={listError} />
      <ItemsTotal />
      <Suspense fallback={isPickerOpen && <LoadingStatus />}>
        <ProductPicker
          open={isPickerOpen}
          onClose={() => setIsPickerOpen(false)}
          products={products.data}
          isError={products.isError}
          onPick={addProduct}
        />
      </Suspense>
    </section>
  );
}
