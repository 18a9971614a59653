import type { ProductDto } from '@khatabill/domain';
import { DeleteDialog } from '../../../components/delete-dialog';
import { useDeleteProduct } from '../api/delete-product';

type DeleteProductDialogProps = {
  /** The product to delete; the dialog is open while there is one. */
  product: ProductDto | null;
  onClose: () => void;
};

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const deleteMutation = useDeleteProduct();
  return (
    <DeleteDialog
      title="Delete this product?"
      target={product}
      onClose={onClose}
      onDelete={(target) => deleteMutation.mutateAsync(target._id)}
      isDeleting={deleteMutation.isPending}
      deletedText="Product deleted"
      failedText="Could not delete the product."
    >
      {(target) => (
        <>
          <strong>{target.name}</strong> is removed from your product list. Bills that already have
          it keep its name and price.
        </>
      )}
    </DeleteDialog>
  );
}
