import type { DataTableColumn } from 'mantine-datatable';
import { AdminTable } from './admin-table';
import { useClientPaging } from './client-paging';

interface ClientPagedTableProps<T> {
  /** What the rows are, plural ("job applications"): names the table. */
  what: string;
  columns: DataTableColumn<T>[];
  /** The whole list as the server sends it; `undefined` until the first answer. */
  records: T[] | undefined;
  pageSize: number;
  noRecordsText: string;
}

/** An admin table of a list the server sends whole, paged in the browser. */
export function ClientPagedTable<T extends { _id: string }>(props: ClientPagedTableProps<T>) {
  const { records, pageSize, ...table } = props;
  const { rows, paging } = useClientPaging(records, pageSize);
  return <AdminTable<T> {...table} records={rows} paging={paging} />;
}
