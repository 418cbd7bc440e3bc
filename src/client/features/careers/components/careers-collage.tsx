import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import classes from './careers-collage.module.css';
import { imageIn } from '../../../lib/localized-image';

const IMAGES = [
  {
    src: '/images/careers/team.svg',
    alt: msg`Three team members talking around a table`,
    span: 'tall',
  },
  { src: '/images/careers/scan.svg', alt: msg`An intra-oral scanner and a 3D model of teeth` },
  { src: '/images/careers/lab.svg', alt: msg`A 3D printer making a clear aligner` },
  {
    src: '/images/careers/aligners.svg',
    alt: msg`A phone tapping an NFC aligner case`,
    span: 'broad',
  },
] as const;

/** A collage of our work; the images are local SVG art. */
export function CareersCollage() {
  const { i18n } = useLingui();
  return (
    <div className={classes.collage}>
      {IMAGES.map((image) => (
        <img
          key={image.src}
          src={imageIn(image.src, i18n.locale)}
          alt={i18n._(image.alt)}
          width={480}
          height={360}
          decoding="async"
          className={'span' in image ? classes[image.span] : undefined}
        />
      ))}
    </div>
  );
}
