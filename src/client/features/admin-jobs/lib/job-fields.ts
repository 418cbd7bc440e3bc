/** The job form's fields in order, with their labels (docs/product-spec.md §3 "Job"). */
import type { Job } from '../../../../shared/api-types';
import type { JobText } from '../../../../shared/schemas/content';

export type JobField = keyof JobText;

export const JOB_FIELDS: { field: JobField; label: string; placeholder: string }[] = [
  { field: 'title', label: 'Job title', placeholder: 'Orthodontist' },
  { field: 'department', label: 'Department', placeholder: 'Clinical' },
  { field: 'jobType', label: 'Job type', placeholder: 'Full-time' },
  { field: 'location', label: 'Location', placeholder: 'Mumbai' },
  { field: 'salaryRange', label: 'Salary range', placeholder: '₹8–12 LPA' },
  { field: 'experience', label: 'Experience', placeholder: '2+ years' },
  { field: 'education', label: 'Education', placeholder: 'BDS / MDS' },
  { field: 'description', label: 'Description', placeholder: 'What the role involves' },
];

export const EMPTY_JOB: Record<JobField, string> = {
  title: '',
  description: '',
  department: '',
  jobType: '',
  location: '',
  salaryRange: '',
  education: '',
  experience: '',
};

export const jobValues = (job: Job): Record<JobField, string> => ({
  title: job.title,
  description: job.description,
  department: job.department,
  jobType: job.jobType,
  location: job.location,
  salaryRange: job.salaryRange,
  education: job.education,
  experience: job.experience,
});
