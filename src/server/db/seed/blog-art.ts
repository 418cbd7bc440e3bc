/** Renders a demo blog illustration to the stored image format (1200×675 WebP). */
import { encodeWebp, loadSharp } from '../../services/files-upload';
import { frame, type Scheme } from './art-kit';
import { MOTIFS, type Motif } from './art-motifs';

export interface Artwork {
  motif: Motif;
  scheme: Scheme;
  mirror: boolean;
}

function artworkSvg({ motif, scheme, mirror }: Artwork): string {
  return frame(scheme, mirror, MOTIFS[motif]());
}

export async function renderArtwork(artwork: Artwork): Promise<Buffer> {
  const sharp = await loadSharp();
  return encodeWebp(sharp(Buffer.from(artworkSvg(artwork))));
}
