import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { AdminTable } from './admin-table';
import { useClientPaging } from './client-paging';

interface ClientPagedTableProps<T> {
  /** What the rows are, plural ("job applications"): names the table and its error. */
  what: string;
  columns: DataTableColumn<T>[];
  /** The list as the server sends it whole: loading rows until it answers, a retry if it fails. */
  query: Pick<UseQueryResult<T[]>, 'data' | 'isError' | 'refetch'>;
  pageSize: number;
  noRecordsText: string;
}

/** An admin table of a list the server sends whole, paged in the browser. */
export function ClientPagedTable<T extends { _id: string }>(props: ClientPagedTableProps<T>) {
  const { query, pageSize, ...table } = props;
  const { rows, paging } = useClientPaging(query.data, pageSize);
  return (
    <AdminTable<T>
      {...table}
      records={rows}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      paging={paging}
    />
  );
}
