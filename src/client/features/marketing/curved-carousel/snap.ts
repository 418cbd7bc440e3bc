/** Pure maths of the curved carousel, kept apart from WebGL so it is easy to reason about. */

export const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

/**
 * The scroll position of the whole item nearest to `target` (docs/product-spec.md §2: snap on
 * release).
 */
export function snapToItem(target: number, itemWidth: number): number {
  if (itemWidth <= 0) return target;
  const item = itemWidth * Math.round(Math.abs(target) / itemWidth);
  return target < 0 ? -item : item;
}

/**
 * Where an item at horizontal position `x` sits on an arc bending by `bend` across a view
 * `viewportWidth` wide: its vertical drop and its tilt.
 */
export function arcPlacement(x: number, viewportWidth: number, bend: number) {
  if (bend === 0) return { y: 0, rotation: 0 };
  const half = viewportWidth / 2;
  const depth = Math.abs(bend);
  const radius = (half * half + depth * depth) / (2 * depth);
  const along = Math.min(Math.abs(x), half);
  const drop = radius - Math.sqrt(radius * radius - along * along);
  const tilt = Math.sign(x) * Math.asin(along / radius);
  return bend > 0 ? { y: -drop, rotation: -tilt } : { y: drop, rotation: tilt };
}
