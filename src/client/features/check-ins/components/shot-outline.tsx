import type { Shot } from '../lib/shots';

/**
 * The outline to line the teeth up in: the lips' opening, the bite line and, from the front,
 * the middle of the smile. From a side the arch is turned, its middle towards the other side.
 * Drawn over the camera's frame, so it is decorative: the instruction says the same in words.
 */
export function ShotOutline({ shot }: { shot: Shot['key'] }) {
  const turn = shot === 'left' ? -1 : shot === 'right' ? 1 : 0;
  const middle = 200 + turn * 70;
  return (
    <svg
      viewBox="0 0 400 300"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', inset: 0 }}
    >
      <g fill="none" stroke="white" strokeWidth={4} strokeLinecap="round" opacity={0.9}>
        <path
          d={`M 40 150 Q ${middle} 40 360 150 Q ${middle} 260 40 150 Z`}
          strokeDasharray="14 10"
        />
        <path d={`M 70 150 Q ${middle} 165 330 150`} />
        {turn === 0 ? <path d="M 200 95 L 200 205" strokeDasharray="6 8" /> : null}
      </g>
    </svg>
  );
}
