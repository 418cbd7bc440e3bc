/** The admin's list of erasure requests. */
export const privacyKeys = {
  erasureRequests: () => ['erasure-requests'] as const,
};
