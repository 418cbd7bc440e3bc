/**
 * Today's worn share as a ring, drawn as Mantine's RingProgress draws it (same radius, round
 * caps, starting at the top) but without the hover tooltip RingProgress wraps each arc in: that
 * tooltip's floating-ui set-up measures the page on mount, tens of milliseconds of the
 * dashboard's first render on a phone, for a ring that shows no tooltip.
 */
interface WearRingProps {
  /** 0–100. */
  percent: number;
  size: number;
  thickness: number;
}

export function WearRing({ percent, size, thickness }: WearRingProps) {
  const centre = size / 2;
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const worn = (circumference * percent) / 100;
  const arc = { cx: centre, cy: centre, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      style={{ flexShrink: 0, transform: 'rotate(-90deg)' }}
      aria-hidden
      data-testid="wear-ring"
    >
      <circle {...arc} stroke="var(--mantine-color-gray-2)" />
      {percent > 0 && (
        <circle
          {...arc}
          stroke="var(--mantine-color-brand-7)"
          strokeLinecap="round"
          strokeDasharray={`${worn} ${circumference - worn}`}
        />
      )}
    </svg>
  );
}
