/**
 * Every document the code, the tests and the docs cite is in the repository: `docs/<name>.md`
 * files that exist, `docs/product-spec.md §N` and `docs/design.md §N` sections that exist, and
 * `docs/security.md <item>` items of its checklist ("## The checklist"). Citations of documents
 * a clone does not have (the old names, upper case, or a bare "spec") fail. This file names
 * those patterns, so it is left out of the scan.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SELF = 'tests/unit/doc-citations.test.ts';
const SCANNED_FOLDERS = ['src', 'sw', 'tests', 'build', 'eslint', '.ci', 'docs'];
const TEXT_FILE = /(\.(ts|tsx|js|cjs|mjs|json|jsonc|md|css|html|po)|\/run)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'migrations']);

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path);
    return TEXT_FILE.test(path) ? [path] : [];
  });
}

/** The scanned files, as paths from the repository's root. */
function scannedFiles(): string[] {
  const topLevel = readdirSync(ROOT).filter(
    (name) =>
      statSync(join(ROOT, name)).isFile() &&
      /\.(ts|js|cjs|mjs|jsonc|md)$/.test(name) &&
      name !== 'package-lock.json',
  );
  return [...topLevel, ...SCANNED_FOLDERS.flatMap(filesUnder)].filter((path) => path !== SELF);
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The `## N.` section numbers of a numbered document. */
function sectionNumbers(path: string): Set<string> {
  return new Set([...read(path).matchAll(/^## (\d+)\. /gm)].map((match) => match[1]!));
}

/** The items (`11c`) and groups (`A`) of docs/security.md's checklist. */
function checklist(): Set<string> {
  const text = read('docs/security.md');
  const start = text.indexOf('\n## The checklist');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  const items = [...section.matchAll(/^\| (\d+[a-z]?) +\|/gm)].map((match) => match[1]!);
  const groups = [...section.matchAll(/^### ([A-Z])\. /gm)].map((match) => match[1]!);
  return new Set([...items, ...groups]);
}

/** `9–11` → 9, 10, 11; `A–C` → A, B, C; anything else as it is. */
function expandRange(token: string): string[] {
  const [from, to] = token.split('–');
  if (to === undefined) return [token];
  const numeric = /^\d+$/.test(from!);
  const first = numeric ? Number(from) : from!.charCodeAt(0);
  const last = numeric ? Number(to) : to.charCodeAt(0);
  return Array.from({ length: last - first + 1 }, (_, i) =>
    numeric ? String(first + i) : String.fromCharCode(first + i),
  );
}

/** The items a line cites: `docs/security.md 9–11, 33` → 9, 10, 11, 33. */
function securityItems(line: string): string[] {
  const citations = line.matchAll(
    /docs\/security\.md((?:,? (?:[A-Z](?:–[A-Z])?|\d+[a-z]?(?:–\d+)?)(?![\w.]))*)/g,
  );
  return [...citations].flatMap((match) =>
    match[1]!
      .split(/,? /)
      .filter(Boolean)
      .flatMap((token) => expandRange(token)),
  );
}

/** The comment part of a code line (all of a Markdown line), if it is not an import. */
function commentOf(path: string, line: string): string {
  if (/\bfrom ['"]|\bimport[ (]/.test(line)) return '';
  if (path.endsWith('.md')) return line;
  if (/^\s*(\*|\/\*|\/\/)/.test(line)) return line;
  const inline = line.indexOf(' // ');
  return inline === -1 ? '' : line.slice(inline);
}

const FORBIDDEN: [RegExp, string][] = [
  [/SECURITY\.md/, 'SECURITY.md is docs/security.md'],
  [/(?<![\w/.-])DESIGN\.md/, 'DESIGN.md is docs/design.md'],
  [/STYLE\.md/, 'STYLE.md is not in the repository: say the point itself'],
  [/STACK\.md/, 'STACK.md is not in the repository: say the point itself'],
  [/(?<![\w-])spec §/i, 'a bare "spec §N" is docs/product-spec.md §N'],
];

describe('document citations', () => {
  const files = scannedFiles();
  const lines = files.flatMap((path) =>
    read(path)
      .split('\n')
      .map((text, index) => ({ where: `${path}:${index + 1}`, path, text })),
  );

  it('scans the code, the tests and the docs, but not itself', () => {
    expect(files).toContain('src/shared/constants.ts');
    expect(files).toContain('docs/security.md');
    expect(files).toContain('eslint.config.js');
    expect(files).not.toContain(SELF);
  });

  it('cites no document a clone does not have', () => {
    const problems = lines.flatMap(({ where, path, text }) => [
      ...FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(
        ([, message]) => `${where}: ${message}`,
      ),
      ...(commentOf(path, text).includes('../shared/')
        ? [`${where}: ../shared/ is outside the repository (say src/shared/…)`]
        : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('cites only docs/*.md files that exist', () => {
    const problems = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/\bdocs\/([\w./-]*?\.md)\b/g)]
        .filter((match) => !existsSync(join(ROOT, 'docs', match[1]!)))
        .map((match) => `${where}: docs/${match[1]} does not exist`),
    );
    expect(problems).toEqual([]);
  });

  it('cites only sections of the product spec and the design that exist', () => {
    const sections = {
      'product-spec': sectionNumbers('docs/product-spec.md'),
      design: sectionNumbers('docs/design.md'),
    };
    expect(sections['product-spec'].size).toBe(9);
    const problems = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/docs\/(product-spec|design)\.md`? §(\d+)/g)]
        .filter((match) => !sections[match[1] as keyof typeof sections].has(match[2]!))
        .map((match) => `${where}: docs/${match[1]}.md has no section ${match[2]}`),
    );
    expect(problems).toEqual([]);
  });

  it("cites only items of docs/security.md's checklist", () => {
    const items = checklist();
    expect(items).toContain('11c');
    expect(items).toContain('A');
    const problems = lines.flatMap(({ where, text }) =>
      securityItems(text)
        .filter((item) => !items.has(item))
        .map((item) => `${where}: docs/security.md has no item ${item}`),
    );
    expect(problems).toEqual([]);
  });
});
