import type { ProductDto } from '@khatabill/domain';
import { useState } from 'react';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { isOwner } from '../../lib/member-access';
import { useSession } from '../../lib/session';
import { useEditing } from '../../lib/use-editing';
import { useMessages } from '../../i18n/use-messages';
import { useProducts } from './api/get-products';
import { DeleteProductDialog } from './components/delete-product-dialog';
import { ProductForm } from './components/product-form';
import { ProductTable } from './components/product-table';
import { productsPageMessages } from './messages';

/** `/products`: the Product Manager (product §2); staff read the list alone (product §17). */
export default function ProductsPage() {
  const t = useMessages(productsPageMessages);
  const products = useProducts();
  const { editing, startEditing, stopEditing } = useEditing<ProductDto>();
  const [deleting, setDeleting] = useState<ProductDto | null>(null);
  const owner = isOwner(useSession()?.user);

  return (
    <PageFrame title={t.title}>
      {/* A new key starts the form afresh with the chosen product's values. */}
      {owner && <ProductForm key={editing?._id ?? 'new'} product={editing} onDone={stopEditing} />}
      <ExportCsvButton path="/products/export.csv" filename="products.csv" />
      <QueryStatus query={products} loadingText={t.loading} />
      {products.data?.length === 0 && <p className="py-8 text-center text-slate-600">{t.empty}</p>}
      {products.data && products.data.length > 0 && (
        <ProductTable
          products={products.data}
          actions={owner ? { onEdit: startEditing, onDelete: setDeleting } : undefined}
        />
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </PageFrame>
  );
}
