/** The three guided photos of a check-in, in the order they are taken and uploaded. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export interface Shot {
  key: 'front' | 'left' | 'right';
  /** Read in the active language when shown: `i18n._(shot.label)`. */
  label: MessageDescriptor;
  /** One line, under the title, while the photo is taken. */
  instruction: MessageDescriptor;
}

export const SHOTS: readonly Shot[] = [
  {
    key: 'front',
    label: msg`Front`,
    instruction: msg`Bite together, smile wide and look straight at the camera.`,
  },
  {
    key: 'left',
    label: msg`Left side`,
    instruction: msg`Bite together and turn your head to the right to show your left teeth.`,
  },
  {
    key: 'right',
    label: msg`Right side`,
    instruction: msg`Bite together and turn your head to the left to show your right teeth.`,
  },
];

/** A taken photo's name: "Front photo". */
export const shotPhotoAlt = (shot: Shot) => {
  const label = i18n._(shot.label);
  return t`${label} photo`;
};

/** The button that takes a shot again: "Retake front photo". */
export const retakeShotLabel = (shot: Shot) => {
  const label = i18n._(shot.label).toLowerCase();
  return t`Retake ${label} photo`;
};

/** A photo's name in the list: "Front photo, aligner 3". */
export const photoAlt = (index: number, aligner: number) => {
  const shot = SHOTS[index];
  const number = index + 1;
  const label = shot ? i18n._(shot.label) : t`Photo ${number}`;
  return t`${label} photo, aligner ${aligner}`;
};
