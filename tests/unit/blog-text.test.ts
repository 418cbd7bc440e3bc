import { describe, expect, it } from 'vitest';
import { excerpt, toParagraphs } from '../../src/client/features/blog/lib/text';
import { shareTargets } from '../../src/client/features/blog/lib/share-links';

describe('blog text helpers', () => {
  it('splits plain text into paragraphs at blank lines, keeping single line breaks', () => {
    expect(toParagraphs('One\r\nline two\n\n  Two  \n \n\nThree\n')).toEqual([
      'One\nline two',
      'Two',
      'Three',
    ]);
    expect(toParagraphs('  \n\n ')).toEqual([]);
  });

  it('keeps markup as text (nothing is interpreted as HTML)', () => {
    expect(toParagraphs('<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
  });

  it('cuts an excerpt after a whole word and marks the cut', () => {
    const text = 'Clear aligners move teeth with gentle,   steady pressure over many weeks.';
    expect(excerpt(text, 200)).toBe(
      'Clear aligners move teeth with gentle, steady pressure over many weeks.',
    );
    expect(excerpt(text, 40)).toBe('Clear aligners move teeth with gentle…');
    expect(excerpt(text, 25)).toBe('Clear aligners move teeth…');
    expect(excerpt(text, 24)).toBe('Clear aligners move…');
  });

  it('cuts a single very long word at the limit', () => {
    expect(excerpt('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}…`);
  });

  it('encodes every part of the share addresses', () => {
    const url = 'https://tapalign.example/blog-details/1?x=1&y=2';
    const title = 'Braces & aligners: "which"?';
    const targets = shareTargets(url, title);
    expect(targets.map((t) => t.name)).toEqual(['WhatsApp', 'Facebook', 'X', 'LinkedIn']);
    for (const { href } of targets) {
      expect(href).not.toContain('&y=2');
      expect(href).not.toContain('"');
      expect(new URL(href).protocol).toBe('https:');
    }
    expect(targets[2]!.href).toBe(
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    );
  });
});
