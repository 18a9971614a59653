import type { ProductDto } from '@khatabill/domain';
import { DeleteDialog } from '../../../components/delete-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useDeleteProduct } from '../api/delete-product';
import { deleteProductMessages } from '../messages';

export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: ProductDto | null;
  onClose: () => void;
}) {
  const t = useMessages(deleteProductMessages);
  return (
    <DeleteDialog target={product} onClose={onClose} texts={t} deletion={useDeleteProduct()}>
      {(target) => (
        <>
          <strong>{target.name}</strong> {t.removed}
        </>
      )}
    </DeleteDialog>
  );
}
