/**
 * What typed text may hold, for every text field of the forms and the API: nothing that draws
 * nothing. A name or a title made of zero-width spaces looks empty on every screen that shows
 * it, and an invisible character inside a word makes two look-alike texts differ.
 */

/**
 * Direction controls (embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069, the
 * marks U+200E, U+200F and U+061C): they make a text read differently on screen from what it is.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that draw nothing: every format character (zero-width space, non-joiner and
 * joiner U+200B–U+200D, word joiner U+2060, byte-order mark U+FEFF, soft hyphen U+00AD,
 * invisible operators, tags…), the line and paragraph separators U+2028 and U+2029, and the
 * blank "letters" that are used as invisible names (Hangul fillers U+115F, U+1160, U+3164 and
 * U+FFA0, the blank braille pattern U+2800).
 */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/gu;

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
/** The viramas of the Indian scripts: after one, a joiner chooses how a conjunct is drawn. */
const VIRAMA = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/** What may follow a pictograph inside an emoji: the emoji presentation selector, a skin tone. */
const isEmojiTail = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code === 0xfe0f || (code >= 0x1f3fb && code <= 0x1f3ff);
};

/** The character that ends just before `index`, or '' at the start. */
function charBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && index >= 2;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/** The character that starts at `index`, or ''. */
const charAt = (text: string, index: number) => {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
};

/**
 * Whether the joiner at `index` does visible work: after a virama (Devanagari's eyelash ra,
 * a half form in Hindi and Marathi names) or between two pictographs of one emoji (👩‍⚕️).
 */
function isWorkingJoiner(text: string, index: number, code: number): boolean {
  const before = charBefore(text, index);
  if (VIRAMA.test(before)) return true;
  if (code !== ZWJ) return false;
  let start = index;
  let previous = before;
  while (isEmojiTail(previous)) {
    start -= previous.length;
    previous = charBefore(text, start);
  }
  return PICTOGRAPHIC.test(previous) && PICTOGRAPHIC.test(charAt(text, index + 1));
}

/** The first direction control in `text`, or null. */
export function directionControlIn(text: string): string | null {
  return DIRECTION_CONTROLS.exec(text)?.[0] ?? null;
}

/** The first character of `text` that draws nothing where it stands, or null. */
export function invisibleCharacterIn(text: string): string | null {
  for (const match of text.matchAll(INVISIBLE)) {
    const code = match[0].codePointAt(0)!;
    const joiner = code === ZWJ || code === ZWNJ;
    if (!joiner || !isWorkingJoiner(text, match.index, code)) return match[0];
  }
  return null;
}

/** `U+200B`: how a message names a character nobody can see. */
export const codePointName = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Whether `text` has a letter or a digit that is drawn (not a blank filler): a name needs one. */
export function hasVisibleLetterOrDigit(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.replace(INVISIBLE, ''));
}

/** Whether `text` has anything that is drawn: not only spaces, blanks and lone combining marks. */
export function hasVisibleCharacter(text: string): boolean {
  return /[^\s\p{M}]/u.test(text.replace(INVISIBLE, ''));
}
