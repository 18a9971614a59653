import type { ProductDto } from '@khatabill/domain';
import { useAlert } from '../../../components/ui/alert-provider';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-errors';
import { useDeleteProduct } from '../api/delete-product';

type DeleteProductDialogProps = {
  /** The product to delete; the dialog is open while there is one. */
  product: ProductDto | null;
  onClose: () => void;
};

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const alert = useAlert();
  const deleteMutation = useDeleteProduct();

  async function onConfirm(target: ProductDto) {
    try {
      await deleteMutation.mutateAsync(target._id);
      alert.show('success', 'Product deleted');
      onClose();
    } catch (error) {
      alert.show('error', errorMessage(error, undefined, 'Could not delete the product.'));
    }
  }

  return (
    <Dialog open={product !== null} onClose={onClose} title="Delete this product?">
      {product && (
        <>
          <p>
            <strong>{product.name}</strong> is removed from your product list. Bills that already
            have it keep its name and price.
          </p>
          <ConfirmActions
            onCancel={onClose}
            confirmLabel="Delete"
            confirmVariant="danger"
            isConfirming={deleteMutation.isPending}
            onConfirm={() => void onConfirm(product)}
          />
        </>
      )}
    </Dialog>
  );
}
