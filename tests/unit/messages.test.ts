/**
 * The server's and src/shared's messages (src/shared/messages.ts): English is the text itself,
 * Hindi and Marathi come from the .po catalogs the server compiles at start, values that are
 * messages (a field's label) are translated too, and a validation message follows the language
 * the parse asks for.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import '../../src/server/lib/messages';
import { compileCatalog } from '../../src/server/lib/messages';
import { said, say, translate, translateSaid } from '../../src/shared/messages';
import { reminderPayload } from '../../src/shared/push-messages';
import { ContactSchema } from '../../src/shared/schemas/contact';

describe('translate', () => {
  it('fills the English text itself, for English or no language', () => {
    const text = /*i18n*/ 'Put in aligner {aligner} of {aligners} today.';
    expect(translate(text, { aligner: 2, aligners: 10 })).toBe('Put in aligner 2 of 10 today.');
    expect(translate(text, { aligner: 2, aligners: 10 }, 'en')).toBe(
      'Put in aligner 2 of 10 today.',
    );
    expect(translate(text, { aligner: 2, aligners: 10 }, 'fr')).toBe(
      'Put in aligner 2 of 10 today.',
    );
  });

  it('reads Hindi and Marathi from the catalogs, with their values', () => {
    const text = /*i18n*/ 'Put in aligner {aligner} of {aligners} today.';
    expect(translate(text, { aligner: 2, aligners: 10 }, 'hi')).toBe('आज 10 में से अलाइनर 2 लगाएँ।');
    expect(translate(text, { aligner: 2, aligners: 10 }, 'mr')).toBe('आज 10 पैकी अलाइनर 2 लावा.');
  });

  it('translates a value that is a message (a label), and leaves other values as they are', () => {
    expect(translate(/*i18n*/ '{label} is required', { label: 'Description' }, 'mr')).toBe(
      'वर्णन आवश्यक आहे',
    );
    expect(translate(/*i18n*/ '{path} is required', { path: 'phone' }, 'hi')).toBe('phone ज़रूरी है');
  });

  it('answers a text that is no message as it is', () => {
    expect(translate('Not a message of ours', undefined, 'hi')).toBe('Not a message of ours');
    expect(translate('नहीं मिला', undefined, 'mr')).toBe('नहीं मिला');
  });

  it('keeps a message with its values until its language is known', () => {
    const message = said(/*i18n*/ 'Aligner {aligner} is not due yet', { aligner: 4 });
    expect(translateSaid(message)).toBe('Aligner 4 is not due yet');
    expect(translateSaid(message, 'hi')).toBe('अलाइनर 4 का समय अभी नहीं आया है');
    expect(translateSaid(/*i18n*/ 'Not found', 'mr')).toBe('सापडले नाही');
  });

  it('words validation messages in the language the parse asks for', () => {
    const schema = v.pipe(v.string(), v.nonEmpty(say(/*i18n*/ 'Email is required')));
    const messageIn = (lang?: string) => v.safeParse(schema, '', { lang }).issues?.[0]?.message;
    expect(messageIn()).toBe('Email is required');
    expect(messageIn('hi')).toBe('ईमेल ज़रूरी है');
    expect(messageIn('mr')).toBe('ईमेल आवश्यक आहे');
    const contact = { name: '', mobile: '12', email: 'x@example.com', message: '' };
    const issues = v.safeParse(ContactSchema, contact, { lang: 'mr' }).issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      'नाव आवश्यक आहे',
      'मोबाइल नंबर 10 अंकी असावा',
    ]);
  });

  it("words a push in the patient's language", () => {
    expect(reminderPayload(3, 12)('mr')).toEqual({
      title: 'अलाइनर बदलण्याची वेळ',
      body: 'आज 12 पैकी अलाइनर 3 लावा.',
      url: '/dashboard?aligner=3',
      tag: 'aligner-3',
    });
  });
});

describe('compileCatalog', () => {
  it('compiles the translations of a .po catalog, leaving out the untranslated', () => {
    const messages = compileCatalog(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: hi\\n"',
        '',
        '#. js-lingui-explicit-id',
        'msgid "Hello {name}"',
        'msgstr "नमस्ते {name}"',
        '',
        '#. js-lingui-explicit-id',
        'msgid "Not yet"',
        'msgstr ""',
        '',
      ].join('\n'),
    );
    expect(Object.keys(messages)).toEqual(['Hello {name}']);
    expect(messages['Hello {name}']).toEqual(['नमस्ते ', ['name']]);
  });
});
