/**
 * The patients spreadsheet's columns: every field the admin sees (docs/product-spec.md §3
 * "Patient"), never a password.
 */
import type { Patient } from '../../../shared/api-types';
import type { XlsxColumn } from '../../services/xlsx';

export const PATIENT_COLUMNS: readonly XlsxColumn<Patient>[] = [
  { header: 'ID', width: 38, value: (p) => p._id },
  { header: 'Name', width: 28, value: (p) => p.name },
  { header: 'Email', width: 32, value: (p) => p.email },
  { header: 'Phone', width: 14, value: (p) => p.phone },
  { header: 'Date of birth', value: (p) => p.dob },
  { header: 'Gender', width: 10, value: (p) => p.gender },
  { header: '3D link', width: 40, value: (p) => p.link3d },
  { header: 'Start date', value: (p) => p.startDate },
  { header: 'Aligners', width: 10, value: (p) => p.aligners },
  { header: 'Steps (weeks)', width: 14, value: (p) => p.steps },
  { header: 'Steps (days)', width: 14, value: (p) => p.stepsInDays },
  { header: 'End date', value: (p) => p.endDate },
  { header: 'Duration (days)', value: (p) => p.duration },
  { header: 'Duration (weeks)', value: (p) => p.durationInWeeks },
  { header: 'Next aligner date', value: (p) => p.nextDate },
  { header: 'Weeks completed', value: (p) => p.weekCompleted },
  { header: 'Current aligner', value: (p) => p.currentAligner },
  { header: 'Status', width: 12, value: (p) => p.status },
  { header: 'Registered at', width: 26, value: (p) => p.createdAt },
];
