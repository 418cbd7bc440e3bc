/**
 * The WebGL curved carousel (ogl): images on a bent strip that drag, touch, wheel and arrow
 * keys move; on release it eases to the nearest whole item. Renders only while `running`,
 * and `destroy()` frees every GPU resource.
 */
import { Camera, Plane, Renderer, Transform } from 'ogl';
import type { CarouselItem } from '../content/carousel-items';
import { GalleryMedia, type Size } from './gallery-media';
import { lerp, snapToItem } from './snap';

export interface GalleryOptions {
  items: readonly CarouselItem[];
  bend: number;
  borderRadius: number;
  scrollSpeed: number;
  scrollEase: number;
  maxDevicePixelRatio: number;
  wheelDebounceMs: number;
  textColor: string;
  /** Told the position after each frame that moved the strip (for tests and a11y). */
  onMove?: (position: number, itemWidth: number) => void;
  /** Told where the strip is heading whenever that changes (a whole item after a snap). */
  onTarget?: (target: number) => void;
}

export class CurvedGallery {
  private readonly renderer: Renderer;
  private readonly camera: Camera;
  private readonly scene = new Transform();
  private readonly geometry: Plane;
  private readonly medias: GalleryMedia[];
  private readonly scroll = { current: 0, target: 0, last: 0, dragFrom: 0 };
  private pointerStartX: number | null = null;
  private frame = 0;
  private wheelTimer = 0;
  private reported = Number.NaN;

  constructor(
    private readonly container: HTMLElement,
    private readonly o: GalleryOptions,
  ) {
    const dpr = Math.min(window.devicePixelRatio || 1, o.maxDevicePixelRatio);
    this.renderer = new Renderer({ alpha: true, antialias: true, dpr });
    this.renderer.gl.clearColor(0, 0, 0, 0);
    this.renderer.gl.canvas.setAttribute('aria-hidden', 'true');
    container.appendChild(this.renderer.gl.canvas);
    this.camera = new Camera(this.renderer.gl, { fov: 45 });
    this.camera.position.z = 20;
    this.geometry = new Plane(this.renderer.gl, { heightSegments: 50, widthSegments: 100 });
    // The items twice over, so the strip is always full while it wraps around.
    const all = [...o.items, ...o.items];
    this.medias = all.map(
      (item, index) =>
        new GalleryMedia({
          gl: this.renderer.gl,
          geometry: this.geometry,
          scene: this.scene,
          image: item.image,
          text: item.text,
          index,
          length: all.length,
          bend: o.bend,
          borderRadius: o.borderRadius,
          textColor: o.textColor,
        }),
    );
    this.resize();
  }

  get itemWidth(): number {
    return this.medias[0]?.width ?? 0;
  }

  resize = (): void => {
    const screen: Size = { width: this.container.clientWidth, height: this.container.clientHeight };
    this.renderer.setSize(screen.width, screen.height);
    this.camera.perspective({ aspect: screen.width / screen.height });
    const fov = ((this.camera.fov ?? 45) * Math.PI) / 180;
    const height = 2 * Math.tan(fov / 2) * this.camera.position.z;
    const viewport: Size = { width: height * (screen.width / screen.height), height };
    this.medias.forEach((media) => media.resize(screen, viewport));
    this.render();
  };

  set running(on: boolean) {
    if (on && !this.frame) this.frame = requestAnimationFrame(this.tick);
    if (!on && this.frame) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
  }

  /** Moves by whole items (keyboard). */
  step(items: number): void {
    this.setTarget(snapToItem(this.scroll.target + items * this.itemWidth, this.itemWidth));
  }

  private setTarget(target: number): void {
    this.scroll.target = target;
    this.o.onTarget?.(target);
  }

  pointerDown = (clientX: number): void => {
    this.pointerStartX = clientX;
    this.scroll.dragFrom = this.scroll.current;
  };

  pointerMove = (clientX: number): void => {
    if (this.pointerStartX === null) return;
    const distance = (this.pointerStartX - clientX) * (this.o.scrollSpeed * 0.025);
    this.setTarget(this.scroll.dragFrom + distance);
  };

  pointerUp = (): void => {
    if (this.pointerStartX === null) return;
    this.pointerStartX = null;
    this.snap();
  };

  wheel = (delta: number): void => {
    this.setTarget(
      this.scroll.target + (delta > 0 ? this.o.scrollSpeed : -this.o.scrollSpeed) * 0.2,
    );
    window.clearTimeout(this.wheelTimer);
    this.wheelTimer = window.setTimeout(this.snap, this.o.wheelDebounceMs);
  };

  private snap = (): void => {
    this.setTarget(snapToItem(this.scroll.target, this.itemWidth));
  };

  private tick = (): void => {
    this.scroll.current = lerp(this.scroll.current, this.scroll.target, this.o.scrollEase);
    this.render();
    this.frame = requestAnimationFrame(this.tick);
  };

  private render(): void {
    const movingRight = this.scroll.current > this.scroll.last;
    this.medias.forEach((media) => media.update(this.scroll, movingRight));
    this.renderer.render({ scene: this.scene, camera: this.camera });
    this.scroll.last = this.scroll.current;
    const position = Math.round(this.scroll.current * 1000) / 1000;
    if (position !== this.reported) {
      this.reported = position;
      this.o.onMove?.(position, this.itemWidth);
    }
  }

  destroy(): void {
    this.running = false;
    window.clearTimeout(this.wheelTimer);
    this.medias.forEach((media) => media.dispose());
    this.geometry.remove();
    const gl = this.renderer.gl;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    gl.canvas.remove();
  }
}
