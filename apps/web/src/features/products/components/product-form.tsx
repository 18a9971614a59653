import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, productInput, type ProductDto, type ProductInput } from '@khatabill/domain';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useAlert } from '../../../components/ui/alert-provider';
import { MoneyInput } from '../../../components/ui/money-input';
import { SaveActions } from '../../../components/ui/save-actions';
import { TextField } from '../../../components/ui/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { errorMessage } from '../../../lib/api-errors';
import { useShopGst } from '../../../lib/shop-gst';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { productFormMessages } from '../messages';
import { ProductGstFields, productGstValues } from './product-gst-fields';

type ProductFormValues = z.input<typeof productInput>;

type ProductFormProps = {
  /** The product being edited, or null to add a new one. */
  product: ProductDto | null;
  /** Called after a save and on Cancel, so the page leaves edit mode. */
  onDone: () => void;
};

/**
 * Name and price (product §5: both required, silent otherwise, so Save stays disabled until
 * they are valid). The domain schema turns the typed price into the number that is sent.
 */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const t = useMessages(productFormMessages);
  const alert = useAlert();
  const gst = useShopGst();
  const createMutation = useCreateProduct();
  const updateMutation = useUpdateProduct();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { isValid, isSubmitting, errors },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInput),
    mode: 'onChange',
    defaultValues: {
      name: product?.name ?? '',
      price: product ? String(product.price) : '',
      // A shop without GST sends none of these, and a product keeps what it has.
      ...(gst && productGstValues(product)),
    },
  });

  async function onSave(input: ProductInput) {
    try {
      if (product) {
        await updateMutation.mutateAsync({ id: product._id, input });
        alert.show('success', t.updated);
      } else {
        await createMutation.mutateAsync(input);
        alert.show('success', t.added);
      }
      reset({ name: '', price: '', ...(gst && productGstValues(null)) });
      onDone();
    } catch (error) {
      alert.show('error', errorMessage(error, undefined, t.saveFailed));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-label={product ? t.editProduct : t.addProduct}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <TextField
          label={t.name}
          autoComplete="off"
          maxLength={LIMITS.name}
          {...register('name')}
        />
      </div>
      <div className="sm:w-40">
        <Controller
          control={control}
          name="price"
          render={({ field }) => (
            <MoneyInput
              label={t.price}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={String(field.value)}
              onValueChange={field.onChange}
            />
          )}
        />
      </div>
      {gst && (
        <ProductGstFields
          register={register}
          errors={errors}
          withRate={gst.registration === 'regular'}
          defaultRate={gst.defaultRate}
        />
      )}
      <SaveActions
        saveLabel={t.save}
        isSaving={isSubmitting}
        isDisabled={!isValid}
        onCancel={product ? onDone : undefined}
      />
    </form>
  );
}
