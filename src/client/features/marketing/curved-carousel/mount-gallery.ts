/** The lazily loaded part (ogl and all): starts a gallery on `stage` and returns its teardown. */
import { bindGalleryEvents } from './bind-gallery-events';
import { CurvedGallery, type GalleryOptions } from './curved-gallery';

export function mountGallery(
  root: HTMLElement,
  stage: HTMLElement,
  options: GalleryOptions,
): () => void {
  const gallery = new CurvedGallery(stage, options);
  const unbind = bindGalleryEvents(root, gallery);
  return () => {
    unbind();
    gallery.destroy();
  };
}
