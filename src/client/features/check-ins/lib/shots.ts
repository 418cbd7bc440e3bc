/** The three guided photos of a check-in, in the order they are taken and uploaded. */
export interface Shot {
  key: 'front' | 'left' | 'right';
  label: string;
  /** One line, under the title, while the photo is taken. */
  instruction: string;
}

export const SHOTS: readonly Shot[] = [
  {
    key: 'front',
    label: 'Front',
    instruction: 'Bite together, smile wide and look straight at the camera.',
  },
  {
    key: 'left',
    label: 'Left side',
    instruction: 'Bite together and turn your head to the right to show your left teeth.',
  },
  {
    key: 'right',
    label: 'Right side',
    instruction: 'Bite together and turn your head to the left to show your right teeth.',
  },
];

/** A photo's name in the list: "Front photo, aligner 3". */
export const photoAlt = (index: number, aligner: number) =>
  `${SHOTS[index]?.label ?? `Photo ${index + 1}`} photo, aligner ${aligner}`;
