/** Every query key of the patient's dashboard: invalidating `dashboardKeys.all` refreshes them. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  timeline: () => [...dashboardKeys.all, 'timeline'] as const,
  switches: () => [...dashboardKeys.all, 'aligner-switches'] as const,
  issues: () => [...dashboardKeys.all, 'open-issues'] as const,
};
