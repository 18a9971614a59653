import type { ProductDto } from '@khatabill/domain';
import { useState } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import { QueryStatus } from '../../components/ui/query-status';
import { useProducts } from './api/get-products';
import { DeleteProductDialog } from './components/delete-product-dialog';
import { ProductForm } from './components/product-form';
import { ProductTable } from './components/product-table';

/** `/products`: the Product Manager (spec §2). */
export default function ProductsPage() {
  const products = useProducts();
  const [editing, setEditing] = useState<ProductDto | null>(null);
  const [deleting, setDeleting] = useState<ProductDto | null>(null);

  function startEditing(product: ProductDto) {
    setEditing(product);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle>Product Manager</PageTitle>
      {/* A new key starts the form afresh with the chosen product's values. */}
      <ProductForm key={editing?._id ?? 'new'} product={editing} onDone={() => setEditing(null)} />
      <QueryStatus query={products} loadingText="Loading products..." />
      {products.data?.length === 0 && (
        <p className="py-8 text-center text-slate-600">No products found</p>
      )}
      {products.data && products.data.length > 0 && (
        <ProductTable products={products.data} onEdit={startEditing} onDelete={setDeleting} />
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
