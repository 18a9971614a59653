import { formatRupeeNumber, type ProductDto } from '@khatabill/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteField } from '../../../components/ui/autocomplete-field';
import { ItemGroup } from '../../../components/item-group';
import { useMessages } from '../../../i18n/use-messages';
import type { BillFormValues } from '../bill-form-values';
import { useGstBill } from '../gst/gst-bill-context';
import { itemsMessages } from '../messages';
import { productItem } from '../product-lines';
import { MoneyField } from './money-field';
import { QuantityStepper } from './quantity-stepper';

const MAX_SUGGESTIONS = 8;

type ItemRowProps = {
  index: number;
  products: readonly ProductDto[];
  onRemove: () => void;
};

function matchingProducts(products: readonly ProductDto[], typed: string) {
  const text = typed.trim().toLowerCase();
  if (text === '') return [];
  return products
    .filter((product) => product.name.toLowerCase().includes(text))
    .slice(0, MAX_SUGGESTIONS)
    .map((product) => ({
      id: product._id,
      primary: product.name,
      secondary: formatRupeeNumber(product.price),
    }));
}

/** One bill line: product name (suggested from the catalogue, or free text), quantity, price. */
export function ItemRow({ index, products, onRemove }: ItemRowProps) {
  const t = useMessages(itemsMessages);
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<BillFormValues>();
  const typedName = useWatch({ control, name: `items.${index}.name` });
  const gstBill = useGstBill();
  const itemErrors = errors.items?.[index];

  function pickProduct(id: string) {
    const product = products.find((candidate) => candidate._id === id);
    if (!product) return;
    // The line becomes the product's, its HSN, rate and unit too (product §16).
    const { name, price, hsn, gstRate, unit } = productItem(product);
    setValue(`items.${index}.name`, name, { shouldValidate: true });
    setValue(`items.${index}.price`, price, { shouldValidate: true });
    setValue(`items.${index}.productId`, product._id);
    setValue(`items.${index}.hsn`, hsn);
    setValue(`items.${index}.gstRate`, gstRate);
    setValue(`items.${index}.unit`, unit);
  }

  return (
    <ItemGroup serial={index + 1} onRemove={onRemove}>
      <AutocompleteField
        label={t.productName}
        error={itemErrors?.name?.message}
        suggestions={matchingProducts(products, typedName)}
        onSuggestionPick={pickProduct}
        {...register(`items.${index}.name`, {
          // Typed text is a free item until a product is picked again.
          onChange: () => setValue(`items.${index}.productId`, ''),
        })}
      />
      <div className="grid grid-cols-[auto_1fr] items-start gap-3">
        <Controller
          control={control}
          name={`items.${index}.quantity`}
          render={({ field, fieldState }) => (
            <QuantityStepper
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              onRemove={onRemove}
              error={fieldState.error?.message}
            />
          )}
        />
        <MoneyField name={`items.${index}.price`} label={t.price} />
      </div>
      {gstBill && <gstBill.parts.GstLineFields index={index} />}
    </ItemGroup>
  );
}
