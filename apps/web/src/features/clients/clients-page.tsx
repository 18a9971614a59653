import { formatRupeeNumber, PRODUCT_NAME, type CustomerDto } from '@khatabill/domain';
import { useState } from 'react';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Button } from '../../components/ui/button';
import { PageFrame } from '../../components/ui/page-frame';
import { QueryStatus } from '../../components/ui/query-status';
import { SearchField } from '../../components/ui/search-field';
import { useMessages } from '../../i18n/use-messages';
import { useSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useEditing } from '../../lib/use-editing';
import { useCustomers } from './api/get-customers';
import { CustomerForm } from './components/customer-form';
import { CustomerTable } from './components/customer-table';
import { customersPageMessages } from './messages';

const SEARCH_DEBOUNCE_MS = 300;

/** `/clients`: the Customer Manager (product §2). */
export default function ClientsPage() {
  const t = useMessages(customersPageMessages);
  const shopName = useSession()?.user?.shopName || PRODUCT_NAME;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useCustomers(q);
  const { editing, startEditing, stopEditing } = useEditing<CustomerDto>();
  const list = customers.data?.pages.flatMap((page) => page.data) ?? [];
  const totalDue = customers.data?.pages[0]?.totalDue;

  return (
    <PageFrame title={t.title}>
      {totalDue !== undefined && (
        <p
          className={`rounded-xl border px-4 py-3 ${totalDue > 0 ? 'border-red-200 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-700'}`}
        >
          {t.totalDue} <strong>{formatRupeeNumber(totalDue)}</strong>
        </p>
      )}
      {/* A new key starts the form afresh with the chosen customer's values. */}
      <CustomerForm key={editing?._id ?? 'new'} customer={editing} onDone={stopEditing} />
      <SearchField
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={search}
        onChange={setSearch}
      />
      <ExportCsvButton
        path={`/customers/export.csv?${new URLSearchParams({ q })}`}
        filename="customers.csv"
      />
      <QueryStatus query={customers} loadingText={t.loading} />
      {customers.isSuccess && list.length === 0 && (
        <p className="py-8 text-center text-slate-600">{t.noCustomers}</p>
      )}
      {list.length > 0 && (
        <CustomerTable customers={list} shopName={shopName} onEdit={startEditing} />
      )}
      {customers.hasNextPage && (
        <Button
          variant="secondary"
          isLoading={customers.isFetchingNextPage}
          onClick={() => void customers.fetchNextPage()}
        >
          {t.loadMore}
        </Button>
      )}
    </PageFrame>
  );
}
