import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DateFieldSchema,
  HttpUrlSchema,
  MultiLineSchema,
  NameSchema,
  SingleLineSchema,
} from '../../src/shared/schemas/common';
import {
  directionControlIn,
  hasVisibleCharacter,
  hasVisibleLetterOrDigit,
  invisibleCharacterIn,
} from '../../src/shared/text-rules';

const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('characters that draw nothing', () => {
  it.each([
    ['a zero-width space', 'Asha\u200BRao', '\u200B'],
    ['a zero-width non-joiner between Latin letters', 'Asha\u200CRao', '\u200C'],
    ['a zero-width joiner between Latin letters', 'Asha\u200DRao', '\u200D'],
    ['a word joiner', 'Asha\u2060Rao', '\u2060'],
    ['a byte-order mark', 'Clinic\uFEFFAssistant', '\uFEFF'],
    ['a line separator', 'Clinic\u2028Assistant', '\u2028'],
    ['a paragraph separator', 'Clinic\u2029Assistant', '\u2029'],
    ['a soft hyphen', 'Ortho\u00ADdontist', '\u00AD'],
    ['a Mongolian vowel separator', 'Asha\u180ERao', '\u180E'],
    ['an invisible times', 'a\u2062b', '\u2062'],
    ['a tag character', 'Asha\u{E0041}', '\u{E0041}'],
    ['a Hangul filler', '\u3164', '\u3164'],
    ['a half-width Hangul filler', 'A\uFFA0B', '\uFFA0'],
    ['the blank braille pattern', '\u2800\u2800', '\u2800'],
    ['a joiner at the very start', '\u200Dक', '\u200D'],
    ['a joiner after an emoji with nothing after it', '👩\u200D', '\u200D'],
  ])('finds %s', (_label, text, found) => {
    expect(invisibleCharacterIn(text)).toBe(found);
  });

  it.each([
    ['plain text', 'Asha Rao'],
    ['spaces of every width', 'Asha\u00A0Rao\u2003Mehta'],
    ['Hindi', 'आशा राव'],
    ['a Marathi eyelash ra (virama, then a joiner)', 'र्\u200Dया'],
    ['a Hindi half form kept apart (virama, then a non-joiner)', 'क्\u200Cष'],
    ['a Bengali joiner after its virama', 'র্\u200Dয'],
    ['a two-person emoji', '👩\u200D👩'],
    ['a health-worker emoji with a skin tone', '👩🏽\u200D⚕️'],
    ['a rainbow flag', '🏳️\u200D🌈'],
    ['line breaks and tabs (other rules judge them)', 'one\ntwo\tthree'],
  ])('accepts %s', (_label, text) => {
    expect(invisibleCharacterIn(text)).toBeNull();
  });

  it.each([
    ['U+202E', 'a\u202Eb'],
    ['U+2066', 'a\u2066b'],
    ['U+200E (left-to-right mark)', 'a\u200Eb'],
    ['U+200F (right-to-left mark)', 'a\u200Fb'],
    ['U+061C (Arabic letter mark)', 'a\u061Cb'],
  ])('counts %s as a direction control', (_label, text) => {
    expect(directionControlIn(text)).not.toBeNull();
  });

  it.each([
    ['Asha', true],
    ['R2', true],
    ['7', true],
    ['आशा', true],
    ['---', false],
    ['\u200B\u200B', false],
    ['\u3164\u3164', false],
    ['\u0301', false],
    ['🙂', false],
  ])('%j has a visible letter or digit: %s', (text, expected) => {
    expect(hasVisibleLetterOrDigit(text)).toBe(expected);
  });

  it.each([
    ['-', true],
    ['₹', true],
    ['🙂', true],
    ['\u200B', false],
    ['\u2800', false],
    ['\uFE0F', false],
    ['\u034F', false],
  ])('%j has something drawn: %s', (text, expected) => {
    expect(hasVisibleCharacter(text)).toBe(expected);
  });
});

describe('the text fields share one rule', () => {
  const name = NameSchema(100);
  const title = SingleLineSchema(120, 'Title');
  const description = MultiLineSchema(5000, 'Description');
  const link = HttpUrlSchema('3D link');

  it.each([
    [name, '  ', 'Name is required'],
    [name, '\u200B\u200B', 'Enter a name'],
    [name, '\u3164', 'Enter a name'],
    [name, '--', 'Enter a name'],
    [name, 'Asha\u200BRao', 'Name contains an invisible character (U+200B)'],
    [name, 'Asha \u202ERao', 'Name contains invisible direction characters'],
    [name, 'Asha\nRao', 'Name must be on one line'],
    [title, '\u200B', 'Title is required'],
    [title, '\u2800', 'Title is required'],
    [title, 'Clinic\u2028Assistant', 'Title contains an invisible character (U+2028)'],
    [title, 'Clinic\uFEFFAssistant', 'Title contains an invisible character (U+FEFF)'],
    [description, 'Rinse\u2029them', 'Description contains an invisible character (U+2029)'],
    [description, 'Rinse\u200Dthem', 'Description contains an invisible character (U+200D)'],
    [link, '', 'Enter the 3D link'],
    [
      link,
      'https://plans.example.com/3d/\u200B9',
      '3D link contains an invisible character (U+200B)',
    ],
  ] as const)('%#: %j → %s', (schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it.each([
    [name, 'Asha Rao'],
    [name, 'र्\u200Dया'],
    [name, 'Ng'],
    [title, '₹8–12 LPA'],
    [description, 'Great work 👩🏽\u200D⚕️\nThanks'],
    [link, 'https://plans.example.com/3d/9'],
  ] as const)('%#: accepts %j', (schema, input) => {
    expect(messageOf(schema, input)).toBeNull();
  });
});

describe('date fields speak of the field, not of the format', () => {
  const dob = DateFieldSchema('date of birth');
  it.each([
    ['', 'Enter the date of birth'],
    [undefined, 'Enter the date of birth'],
    ['2025-02-29', 'Date of birth must be a real date (YYYY-MM-DD)'],
    ['04/02/1990', 'Date of birth must be a real date (YYYY-MM-DD)'],
    ['1899-12-31', 'Date of birth must be between 1900 and 2100'],
    ['1990-04-02', null],
  ])('%j → %s', (input, message) => {
    expect(messageOf(dob, input)).toBe(message);
  });
});
