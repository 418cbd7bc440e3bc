import { Skeleton } from '@mantine/core';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSortProps,
  type DataTableSortStatus,
} from 'mantine-datatable';
import { QueryError } from '../query-error';
import { TablePager, type TablePaging } from './table-pager';

const LOADING_ROWS = 5;
type LoadingRow = { _id: string };
const loadingRows: LoadingRow[] = Array.from({ length: LOADING_ROWS }, (_, i) => ({
  _id: `loading-${i}`,
}));

interface AdminTableProps<T> {
  /** What the rows are, plural ("patients"): names the table and its error. */
  what: string;
  columns: DataTableColumn<T>[];
  /** `undefined` until the first answer: placeholder rows show meanwhile. */
  records: T[] | undefined;
  /** Only for lists read with `useQuery` (search, paging, filters): suspense lists have their route's error view. */
  isError?: boolean;
  onRetry?: () => void;
  /** A later page or search is on its way (the current rows stay, dimmed behind a loader). */
  fetching?: boolean;
  noRecordsText: string;
  /** Server-side pages: previous / next and 'page / total' under the table. */
  paging?: TablePaging;
  /** Sortable columns: the current sort and what clicking a sortable header does. */
  sorting?: {
    sortStatus: DataTableSortStatus<T>;
    onSortStatusChange: (status: DataTableSortStatus<T>) => void;
  };
}

/** Every admin list: mantine-datatable with loading rows, empty text, an error with retry. */
export function AdminTable<T extends { _id: string }>(props: AdminTableProps<T>) {
  const { what, columns, records, isError, onRetry, fetching, noRecordsText, paging, sorting } =
    props;
  if (isError && onRetry && records === undefined)
    return <QueryError title={`Could not load ${what}`} onRetry={onRetry} />;

  const sortProps: DataTableSortProps<T> = sorting ?? {};
  const loading = records === undefined;
  const shownColumns = loading
    ? columns.map((column) => ({ ...column, render: () => <Skeleton height={14} radius="sm" /> }))
    : columns;

  const table = {
    'aria-label': what,
    'aria-busy': loading || fetching,
    withTableBorder: true,
    borderRadius: 'md',
    striped: true,
    highlightOnHover: true,
    verticalAlign: 'center',
    horizontalSpacing: 'sm',
    minHeight: records?.length === 0 ? 180 : undefined,
    idAccessor: '_id',
    columns: shownColumns,
    records: loading ? (loadingRows as unknown as T[]) : records,
    fetching: fetching && !loading,
    loaderType: 'dots',
    loaderColor: 'brand.8',
    noRecordsText,
  } as const;

  if (!paging || loading || records.length === 0) return <DataTable<T> {...table} {...sortProps} />;
  return (
    <DataTable<T>
      {...table}
      {...sortProps}
      page={paging.page}
      onPageChange={paging.onPageChange}
      totalRecords={paging.totalRecords}
      recordsPerPage={paging.pageSize}
      renderPagination={() => <TablePager {...paging} disabled={fetching} />}
    />
  );
}
