/** Resume query keys: one per file address (the admin's viewer). */
export const resumeKeys = {
  all: ['resume'] as const,
  detail: (apiPath: string) => [...resumeKeys.all, apiPath] as const,
};
