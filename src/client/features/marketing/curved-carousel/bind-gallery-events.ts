/**
 * Wires a CurvedGallery to its element: drag (mouse, pen, touch), wheel, arrow keys, resize,
 * and rendering only while on screen. Returns the function that unwires it all.
 */
import type { CurvedGallery } from './curved-gallery';

export function bindGalleryEvents(root: HTMLElement, gallery: CurvedGallery): () => void {
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    gallery.pointerDown(event.clientX);
    root.dataset.dragging = '';
  };
  const onPointerMove = (event: PointerEvent) => gallery.pointerMove(event.clientX);
  const onPointerUp = () => {
    delete root.dataset.dragging;
    gallery.pointerUp();
  };
  const onWheel = (event: WheelEvent) => {
    const horizontal = Math.abs(event.deltaX) > Math.abs(event.deltaY);
    // A sideways swipe belongs to the carousel (not the browser's back gesture); a
    // vertical wheel moves it too but still scrolls the page.
    if (horizontal) event.preventDefault();
    const delta = horizontal ? event.deltaX : event.deltaY;
    if (delta !== 0) gallery.wheel(delta);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    gallery.step(event.key === 'ArrowRight' ? 1 : -1);
  };

  root.addEventListener('pointerdown', onPointerDown);
  window.addEventListener('pointermove', onPointerMove);
  window.addEventListener('pointerup', onPointerUp);
  window.addEventListener('pointercancel', onPointerUp);
  root.addEventListener('wheel', onWheel, { passive: false });
  root.addEventListener('keydown', onKeyDown);
  const resize = new ResizeObserver(() => gallery.resize());
  resize.observe(root);
  const onScreen = new IntersectionObserver(([entry]) => {
    gallery.running = Boolean(entry?.isIntersecting);
    root.dataset.running = String(Boolean(entry?.isIntersecting));
  });
  onScreen.observe(root);

  return () => {
    root.removeEventListener('pointerdown', onPointerDown);
    window.removeEventListener('pointermove', onPointerMove);
    window.removeEventListener('pointerup', onPointerUp);
    window.removeEventListener('pointercancel', onPointerUp);
    root.removeEventListener('wheel', onWheel);
    root.removeEventListener('keydown', onKeyDown);
    resize.disconnect();
    onScreen.disconnect();
  };
}
