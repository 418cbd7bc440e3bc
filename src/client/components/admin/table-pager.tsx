import { Button, Group, Text } from '@mantine/core';

export interface TablePaging {
  page: number;
  totalPages: number;
  totalRecords: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Previous, 'page / total', Next (docs/product-spec.md §2 "Patients"). */
export function TablePager(props: TablePaging & { disabled?: boolean }) {
  const { page, totalPages, onPageChange, disabled } = props;
  return (
    <Group justify="center" gap="md" p="sm" w="100%" aria-label="Pages" role="navigation">
      <Button
        variant="default"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <Text fw={600} aria-live="polite" data-testid="page-indicator">
        {page} / {Math.max(totalPages, 1)}
      </Text>
      <Button
        variant="default"
        size="sm"
        disabled={disabled || page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
