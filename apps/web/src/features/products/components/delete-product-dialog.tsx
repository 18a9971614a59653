import type { ProductDto } from '@khatabill/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteProduct } from '../api/delete-product';

type DeleteProductDialogProps = {
  /** The product to delete; the dialog is open while there is one. */
  product: ProductDto | null;
  onClose: () => void;
};

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const deleteMutation = useDeleteProduct();
  return (
    <ConfirmDialog
      title="Delete this product?"
      target={product}
      onClose={onClose}
      confirmLabel="Delete"
      onConfirm={(target) => deleteMutation.mutateAsync(target._id)}
      isConfirming={deleteMutation.isPending}
      doneText="Product deleted"
      failedText="Could not delete the product."
    >
      {(target) => (
        <>
          <strong>{target.name}</strong> is removed from your product list. Bills that already have
          it keep its name and price.
        </>
      )}
    </ConfirmDialog>
  );
}
