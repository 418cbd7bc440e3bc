/** Resume query keys: one per file address, and the application it belongs to (the viewer). */
export const resumeKeys = {
  all: ['resume'] as const,
  detail: (apiPath: string) => [...resumeKeys.all, apiPath] as const,
  application: (applicationId: string) =>
    [...resumeKeys.all, 'application', applicationId] as const,
};
