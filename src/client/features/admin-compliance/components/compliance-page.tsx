import { useMemo, useState } from 'react';
import { SegmentedControl, Text } from '@mantine/core';
import { AdminPage, AdminTable } from '../../../components/admin';
import { useCompliance } from '../api/compliance';
import { RISK_LABELS } from '../lib/reasons';
import type { ComplianceSearch } from '../lib/search';
import { DEFAULT_SORT, sortRows, type SortStatus } from '../lib/sort';
import { RISKS, type ComplianceRow, type Risk } from '../lib/types';
import { boardColumns } from './board-columns';
import { PatientDrawer } from './patient-drawer';

interface CompliancePageProps {
  search: ComplianceSearch;
  onSearchChange: (search: ComplianceSearch) => void;
}

const ALL = 'all';

/** The filter's choices, each with its count once the board has loaded: "Act (3)". */
function filterChoices(rows: ComplianceRow[] | undefined) {
  const count = (risk?: Risk) =>
    rows ? ` (${rows.filter((row) => !risk || row.risk === risk).length})` : '';
  return [
    { value: ALL, label: `All${count()}` },
    ...RISKS.map((risk) => ({ value: risk, label: `${RISK_LABELS[risk]}${count(risk)}` })),
  ];
}

/**
 * /admin/compliance: every active or paused patient, those needing action first, each with the
 * reason in words; a patient's drawer shows their 14-day wear chart and switch history.
 */
export function CompliancePage({ search, onSearchChange }: CompliancePageProps) {
  const board = useCompliance();
  const [sortStatus, setSortStatus] = useState<SortStatus>(DEFAULT_SORT);
  const rows = useMemo(() => {
    if (!board.data) return undefined;
    const shown = search.risk ? board.data.filter((row) => row.risk === search.risk) : board.data;
    return sortRows(shown, sortStatus);
  }, [board.data, search.risk, sortStatus]);
  const open = board.data?.find((row) => row._id === search.patient) ?? null;

  return (
    <AdminPage
      title="Compliance"
      description="Wear time, late switches and open issues of every patient in treatment."
    >
      <SegmentedControl
        aria-label="Show patients by risk"
        value={search.risk ?? ALL}
        onChange={(value) =>
          onSearchChange({ risk: value === ALL ? undefined : (value as Risk), patient: undefined })
        }
        data={filterChoices(board.data)}
        w="fit-content"
        maw="100%"
      />
      {board.data?.length === 0 ? (
        <Text c="gray.7">No patients in treatment yet: the board fills as patients start.</Text>
      ) : (
        <AdminTable
          what="compliance"
          columns={boardColumns((row) => onSearchChange({ ...search, patient: row._id }))}
          records={rows}
          isError={board.isError}
          onRetry={() => void board.refetch()}
          fetching={board.isFetching && board.data !== undefined}
          noRecordsText={`No patients at ${search.risk ? RISK_LABELS[search.risk] : ''} risk.`}
          sorting={{ sortStatus, onSortStatusChange: setSortStatus }}
        />
      )}
      <PatientDrawer row={open} onClose={() => onSearchChange({ ...search, patient: undefined })} />
    </AdminPage>
  );
}
