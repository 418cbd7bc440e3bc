import { BRAND } from '../../../shared/constants';
import classes from './brand-logo.module.css';

/** "TapAlign" → "Tap" + "Align": the second word takes the accent colour. */
const [, head = BRAND, tail = ''] = /^([A-Z][a-z]+)(.*)$/.exec(BRAND) ?? [];

/** The TapAlign mark (a tooth inside an NFC wave) and wordmark. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={classes.logo} data-inverted={inverted || undefined}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="12" fill="#0b6e69" />
        <path
          d="M13 12.5c2.4-1.6 4.6-.6 7 .4 2.4-1 4.6-2 7-.4 2.6 1.8 2.2 6.2 1 9.6-1 2.8-1.4 6.4-3.4 6.4-1.8 0-1.8-4.6-4.6-4.6s-2.8 4.6-4.6 4.6c-2 0-2.4-3.6-3.4-6.4-1.2-3.4-1.6-7.8 1-9.6Z"
          fill="#fff"
        />
        <path
          d="M29.5 9.5a6 6 0 0 1 2.8 4.6M31.8 6.8a9.5 9.5 0 0 1 4 6.6"
          stroke="#ff9172"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className={classes.word}>
        {head}
        <span className={classes.accent}>{tail}</span>
      </span>
    </span>
  );
}
