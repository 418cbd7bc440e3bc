/** Every API call of DESIGN.md §2 with who may make it: the access matrix and the fuzzers use it. */
export type Access = 'public' | 'signed-in' | 'patient' | 'admin' | 'owner-or-admin';
export type BodyKind = 'none' | 'json' | 'multipart';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `:id` stands for an existing record's id, `:self` for the calling patient's own id. */
  path: string;
  access: Access;
  body: BodyKind;
}

export const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/users/login', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/users/verify-otp', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/users/resend-otp', access: 'public', body: 'json' },
  { method: 'POST', path: '/api/users/logout', access: 'signed-in', body: 'none' },
  { method: 'POST', path: '/api/users/current-user', access: 'signed-in', body: 'none' },
  { method: 'GET', path: '/api/users', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/users/register', access: 'admin', body: 'json' },
  { method: 'PUT', path: '/api/users/update/:id', access: 'admin', body: 'json' },
  { method: 'PATCH', path: '/api/users/update/:id', access: 'admin', body: 'json' },
  { method: 'DELETE', path: '/api/users/delete/:id', access: 'admin', body: 'none' },
  { method: 'GET', path: '/api/users/download-users-data', access: 'admin', body: 'none' },
  { method: 'GET', path: '/api/users/stats', access: 'admin', body: 'none' },
  { method: 'GET', path: '/api/audit', access: 'admin', body: 'none' },
  { method: 'GET', path: '/api/timeline', access: 'patient', body: 'none' },
  { method: 'GET', path: '/api/timeline/:id', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/issue-query', access: 'patient', body: 'json' },
  { method: 'PUT', path: '/api/issue-query/:self', access: 'owner-or-admin', body: 'json' },
  { method: 'GET', path: '/api/issues', access: 'admin', body: 'none' },
  { method: 'PATCH', path: '/api/issues/admin-patch/:id', access: 'admin', body: 'json' },
  { method: 'GET', path: '/api/misc', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/misc', access: 'admin', body: 'json' },
  { method: 'DELETE', path: '/api/misc/:id', access: 'admin', body: 'none' },
  { method: 'GET', path: '/api/blogs', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/blogs/:id', access: 'public', body: 'none' },
  { method: 'POST', path: '/api/blogs', access: 'admin', body: 'multipart' },
  { method: 'PUT', path: '/api/blogs/:id', access: 'admin', body: 'multipart' },
  { method: 'DELETE', path: '/api/blogs/:id', access: 'admin', body: 'none' },
  { method: 'GET', path: '/api/jobs', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/jobs/:id', access: 'public', body: 'none' },
  { method: 'POST', path: '/api/jobs', access: 'admin', body: 'json' },
  { method: 'PUT', path: '/api/jobs/:id', access: 'admin', body: 'json' },
  { method: 'DELETE', path: '/api/jobs/:id', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/apply-jobs', access: 'public', body: 'multipart' },
  { method: 'GET', path: '/api/apply-jobs', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/contact', access: 'public', body: 'json' },
  { method: 'GET', path: '/api/contact', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/newsletter', access: 'public', body: 'json' },
  { method: 'GET', path: '/api/newsletter', access: 'admin', body: 'none' },
  { method: 'DELETE', path: '/api/newsletter/:id', access: 'admin', body: 'none' },
  { method: 'GET', path: '/api/files/:id', access: 'public', body: 'none' },
  { method: 'POST', path: '/api/aligner-switches', access: 'patient', body: 'json' },
  { method: 'GET', path: '/api/aligner-switches', access: 'signed-in', body: 'none' },
  { method: 'GET', path: '/api/wear', access: 'signed-in', body: 'none' },
  { method: 'POST', path: '/api/wear/events', access: 'patient', body: 'json' },
  { method: 'GET', path: '/api/wear/settings', access: 'patient', body: 'none' },
  { method: 'PUT', path: '/api/wear/settings', access: 'patient', body: 'json' },
  { method: 'GET', path: '/api/compliance', access: 'admin', body: 'none' },
  { method: 'POST', path: '/api/check-ins', access: 'patient', body: 'multipart' },
  { method: 'GET', path: '/api/check-ins', access: 'signed-in', body: 'none' },
  { method: 'PATCH', path: '/api/check-ins/:id', access: 'admin', body: 'json' },
  { method: 'GET', path: '/api/push/public-key', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/push/subscriptions', access: 'patient', body: 'none' },
  { method: 'POST', path: '/api/push/subscriptions', access: 'patient', body: 'json' },
  { method: 'DELETE', path: '/api/push/subscriptions', access: 'patient', body: 'json' },
  { method: 'POST', path: '/api/push/test', access: 'patient', body: 'none' },
  { method: 'GET', path: '/api/health', access: 'public', body: 'none' },
  { method: 'GET', path: '/api/config', access: 'public', body: 'none' },
  { method: 'POST', path: '/api/csp-reports', access: 'public', body: 'json' },
  { method: 'GET', path: '/api/csp-reports', access: 'admin', body: 'none' },
];
