/** The end-of-treatment marker of the timeline (24×24, `currentColor`, decorative). */
export const FinishIcon = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </svg>
);
