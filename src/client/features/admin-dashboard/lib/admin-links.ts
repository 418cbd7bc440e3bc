/**
 * The admin sidebar (docs/product-spec.md §2 "Admin area"), in the spec's order (the patients'
 * compliance, check-ins and WhatsApp inbox beside Issues), then the contact messages and
 * newsletter subscribers, patients' erasure requests, the admin's own passkeys, and the pages'
 * CSP violation counts;
 * Logout is added by the shell.
 */
export const ADMIN_LINKS = [
  { label: 'Homepage', to: '/' },
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Patients', to: '/admin/users' },
  { label: 'Add Patient', to: '/admin/add-user' },
  { label: 'Manage Moderators', to: '/admin/moderators' },
  { label: 'Issues', to: '/admin/issues' },
  { label: 'Compliance', to: '/admin/compliance' },
  { label: 'Check-ins', to: '/admin/check-ins' },
  { label: 'WhatsApp', to: '/admin/whatsapp' },
  { label: 'Career / Jobs', to: '/admin/career-post' },
  { label: 'Job Applications', to: '/admin/job-application' },
  { label: 'Blog', to: '/admin/blog' },
  { label: 'Messages', to: '/admin/messages' },
  { label: 'Subscribers', to: '/admin/subscribers' },
  { label: 'Erasure Requests', to: '/admin/erasure-requests' },
  { label: 'Passkeys', to: '/admin/passkeys' },
  { label: 'CSP Reports', to: '/admin/csp-reports' },
] as const;
