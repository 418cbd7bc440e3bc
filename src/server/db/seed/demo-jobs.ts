/** Three demo job openings, with every field the careers page shows. */
import type { JobInput } from '../../../shared/schemas/content';

export const DEMO_JOBS: JobInput[] = [
  {
    title: 'Clinical Orthodontist',
    description:
      'Plan and supervise clear-aligner treatments from the first scan to the final retainer. You will review digital treatment plans, approve aligner series, follow up on patient-raised issues and guide our care team on complex cases. Experience with digital workflows and aligner planning software is a strong advantage.',
    department: 'Clinical',
    jobType: 'Full-time',
    location: 'Mumbai, Maharashtra',
    salaryRange: '₹18–26 LPA',
    education: 'MDS in Orthodontics and Dentofacial Orthopaedics',
    experience: '3+ years in orthodontic practice',
  },
  {
    title: 'Patient Care Coordinator',
    description:
      'Be the friendly voice patients reach when they have a question. You will schedule scans, explain treatment timelines, answer WhatsApp and phone queries, track aligner shipments and make sure every issue raised from the patient dashboard is followed up the same day.',
    department: 'Patient Experience',
    jobType: 'Full-time',
    location: 'Mumbai, Maharashtra (on-site)',
    salaryRange: '₹4–6 LPA',
    education: 'Graduate in any discipline; healthcare background preferred',
    experience: '1–3 years in customer support or a clinic front desk',
  },
  {
    title: 'Frontend Engineer (React)',
    description:
      'Build the patient dashboard and admin tools that thousands of aligner patients rely on. You will work in TypeScript and React on an offline-capable progressive web app with NFC and push reminders, and care about accessibility, performance and clear, tested code.',
    department: 'Technology',
    jobType: 'Full-time, hybrid',
    location: 'Mumbai or remote within India',
    salaryRange: '₹12–20 LPA',
    education: "Bachelor's degree in computer science or equivalent experience",
    experience: '2+ years building production React applications',
  },
];
