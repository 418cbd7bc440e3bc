import { Anchor, SimpleGrid, Text } from '@mantine/core';
import type { Patient } from '../../../../shared/api-types';
import { guardiansText } from '../lib/guardian-rows';
import { formatDateIN } from '../../../../shared/calendar-date';

const date = (value: string | null) => (value ? formatDateIN(value) : '—');
const GENDERS = { male: 'Male', female: 'Female', other: 'Other' } as const;
const STATUSES = { active: 'Active', paused: 'Paused', completed: 'Completed' } as const;

/** Every field of the patient and the plan figures, as label / value pairs. */
export function PatientDetails({ patient }: { patient: Patient }) {
  const rows: [string, React.ReactNode][] = [
    ['Name', patient.name],
    ['Email', patient.email],
    ['Mobile', patient.phone],
    ['Date of birth', date(patient.dob)],
    ['Gender', GENDERS[patient.gender]],
    [
      '3D link',
      <Anchor key="link" href={patient.link3d} target="_blank" rel="noopener noreferrer">
        {patient.link3d}
      </Anchor>,
    ],
    ['Status', STATUSES[patient.status]],
    ['Start date', date(patient.startDate)],
    ['End date', date(patient.endDate)],
    ['Aligners', patient.aligners],
    ['Current aligner', patient.status === 'completed' ? '—' : patient.currentAligner],
    ['Next aligner change', date(patient.nextDate)],
    ['Weeks per aligner', patient.steps],
    ['Days per aligner', patient.stepsInDays],
    ['Duration', `${patient.duration} days (${patient.durationInWeeks} weeks)`],
    ['Weeks completed', patient.weekCompleted],
    ['Registered on', date(patient.createdAt)],
    ['Parents or guardians', guardiansText(patient.guardians)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" fw={700} c="gray.7" tt="uppercase">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
