import { useState } from 'react';
import type { TablePaging } from './table-pager';

/** Pages of a list the server sends whole (jobs, applications, messages, subscribers). */
export function useClientPaging<T>(records: T[] | undefined, pageSize: number) {
  const [page, setPage] = useState(1);
  const totalRecords = records?.length ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalRecords / pageSize));
  const current = Math.min(page, totalPages);
  const paging: TablePaging = {
    page: current,
    totalPages,
    totalRecords,
    pageSize,
    onPageChange: setPage,
  };
  return { rows: records?.slice((current - 1) * pageSize, current * pageSize), paging };
}
