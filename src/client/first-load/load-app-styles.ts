/** Mantine's CSS for every screen beyond the marketing pages; a no-op after the first call. */
export const loadAppStyles = () => import('./app-styles');
