/** One image of the curved carousel: a bent, round-cornered plane and an optional caption. */
import { Mesh, Program, Texture, type OGLRenderingContext, type Plane, type Transform } from 'ogl';
import { arcPlacement } from './snap';
import {
  FRAGMENT_SHADER,
  TEXT_FRAGMENT_SHADER,
  TEXT_VERTEX_SHADER,
  VERTEX_SHADER,
} from './shaders';

export interface Size {
  width: number;
  height: number;
}

export interface ScrollState {
  current: number;
  last: number;
}

interface MediaOptions {
  gl: OGLRenderingContext;
  geometry: Plane;
  scene: Transform;
  image: string;
  text: string;
  index: number;
  length: number;
  bend: number;
  borderRadius: number;
  textColor: string;
}

/** Gap between items, in scene units. */
const PADDING = 2;

export class GalleryMedia {
  readonly plane: Mesh;
  private readonly program: Program;
  private readonly textures: Texture[] = [];
  private caption: Mesh | null = null;
  private captionAspect = 1;
  private x = 0;
  private extra = 0;
  width = 0;
  private widthTotal = 0;
  private viewport: Size = { width: 0, height: 0 };

  constructor(private readonly o: MediaOptions) {
    const texture = new Texture(o.gl, { generateMipmaps: true });
    this.textures.push(texture);
    this.program = new Program(o.gl, {
      vertex: VERTEX_SHADER,
      fragment: FRAGMENT_SHADER,
      depthTest: false,
      depthWrite: false,
      transparent: true,
      uniforms: {
        tMap: { value: texture },
        uPlaneSizes: { value: [0, 0] },
        uImageSizes: { value: [1, 1] },
        uSpeed: { value: 0 },
        uTime: { value: 100 * Math.random() },
        uBorderRadius: { value: o.borderRadius },
      },
    });
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      texture.image = image;
      this.program.uniforms.uImageSizes!.value = [image.naturalWidth, image.naturalHeight];
    };
    image.src = o.image;
    this.plane = new Mesh(o.gl, { geometry: o.geometry, program: this.program });
    this.plane.setParent(o.scene);
    if (o.text) this.caption = this.createCaption(o.text);
  }

  /** A caption under the image, drawn once onto a canvas texture. */
  private createCaption(text: string): Mesh {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d')!;
    const font = 'bold 30px system-ui, sans-serif';
    context.font = font;
    canvas.width = Math.ceil(context.measureText(text).width) + 20;
    canvas.height = 50;
    context.font = font;
    context.fillStyle = this.o.textColor;
    context.textBaseline = 'middle';
    context.textAlign = 'center';
    context.fillText(text, canvas.width / 2, canvas.height / 2);
    const texture = new Texture(this.o.gl, { generateMipmaps: false, image: canvas });
    this.textures.push(texture);
    const program = new Program(this.o.gl, {
      vertex: TEXT_VERTEX_SHADER,
      fragment: TEXT_FRAGMENT_SHADER,
      uniforms: { tMap: { value: texture } },
      transparent: true,
    });
    const mesh = new Mesh(this.o.gl, { geometry: this.o.geometry, program });
    this.captionAspect = canvas.width / canvas.height;
    mesh.setParent(this.o.scene);
    return mesh;
  }

  resize(screen: Size, viewport: Size): void {
    this.viewport = viewport;
    const scale = screen.height / 1500;
    this.plane.scale.y = (viewport.height * (900 * scale)) / screen.height;
    this.plane.scale.x = (viewport.width * (700 * scale)) / screen.width;
    this.program.uniforms.uPlaneSizes!.value = [this.plane.scale.x, this.plane.scale.y];
    if (this.caption) {
      const height = this.plane.scale.y * 0.15;
      this.caption.scale.set(this.captionAspect * height, height, 1);
    }
    this.width = this.plane.scale.x + PADDING;
    this.widthTotal = this.width * this.o.length;
    this.x = this.width * this.o.index;
  }

  update(scroll: ScrollState, movingRight: boolean): void {
    const x = this.x - scroll.current - this.extra;
    const { y, rotation } = arcPlacement(x, this.viewport.width, this.o.bend);
    this.plane.position.set(x, y, 0);
    this.plane.rotation.z = rotation;
    if (this.caption) {
      // Hangs below the image, following its tilt.
      const drop = (this.plane.scale.y + this.caption.scale.y) / 2 + 0.05;
      this.caption.position.set(x + drop * Math.sin(rotation), y - drop * Math.cos(rotation), 0);
      this.caption.rotation.z = rotation;
    }
    this.program.uniforms.uTime!.value += 0.04;
    this.program.uniforms.uSpeed!.value = scroll.current - scroll.last;

    // Items leaving one edge re-enter at the other: an endless strip.
    const half = this.plane.scale.x / 2;
    const edge = this.viewport.width / 2;
    if (movingRight && x + half < -edge) this.extra -= this.widthTotal;
    if (!movingRight && x - half > edge) this.extra += this.widthTotal;
  }

  dispose(): void {
    this.textures.forEach((t) => this.o.gl.deleteTexture(t.texture));
    this.program.remove();
    this.caption?.program.remove();
  }
}
