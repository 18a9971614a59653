import type { ProductDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useDeleteProduct } from '../api/delete-product';
import { deleteProductMessages } from '../messages';

type DeleteProductDialogProps = {
  /** The product to delete; the dialog is open while there is one. */
  product: ProductDto | null;
  onClose: () => void;
};

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const t = useMessages(deleteProductMessages);
  const deleteMutation = useDeleteProduct();
  return (
    <ConfirmDialog
      title={t.title}
      target={product}
      onClose={onClose}
      confirmLabel={t.delete}
      onConfirm={(target) => deleteMutation.mutateAsync(target._id)}
      isConfirming={deleteMutation.isPending}
      doneText={t.done}
      failedText={t.failed}
    >
      {(target) => (
        <>
          <strong>{target.name}</strong> {t.removed}
        </>
      )}
    </ConfirmDialog>
  );
}
