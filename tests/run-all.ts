/**
 * `npm test`: type check, lint, unused code (knip), unit and API tests (PGlite, then PostgreSQL
 * when DATABASE_URL is set), and browser tests in Debian's Chromium (installed when missing,
 * with a Devanagari font).
 * Ends with one line `N passed, N failed` over every runner.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM_PATH } from './e2e/support/config';

const TMP = 'tests/.tmp';
let passed = 0;
let failed = 0;

function run(command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  process.stdout.write(`\n▶ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status === 0;
}

/** A check that is one test: it passes or fails as a whole. */
function check(name: string, command: string, args: string[]) {
  if (run(command, args)) passed++;
  else {
    failed++;
    process.stdout.write(`✗ ${name} failed\n`);
  }
}

function vitest(label: string, projects: string[], env: NodeJS.ProcessEnv) {
  const report = `${TMP}/vitest-${label}.json`;
  rmSync(report, { force: true });
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const ok = run(
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    { env },
  );
  if (!existsSync(report)) {
    failed++;
    process.stdout.write(`✗ vitest (${label}) produced no report\n`);
    return;
  }
  const summary = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numFailedTestSuites: number;
  };
  passed += summary.numPassedTests;
  failed +=
    summary.numFailedTests +
    (ok || summary.numFailedTests > 0 ? 0 : Math.max(1, summary.numFailedTestSuites));
}

/**
 * Hindi and Marathi as the patients' phones draw them: without a Devanagari font Chromium draws
 * boxes, whose widths are not the words', and the pages' layout is not the one patients see.
 */
const DEVANAGARI_FONT = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

/** Debian's Chromium and a Devanagari font (fonts-noto-core), installed when missing. */
function ensureBrowser(): boolean {
  const missing = [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(existsSync(DEVANAGARI_FONT) ? [] : ['fonts-noto-core']),
  ];
  if (missing.length > 0) {
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    process.stdout.write(
      `\nThe browser tests need Debian's ${missing.join(' and ')}, not installed here: ` +
        `installing with ${[...sudo, 'apt-get'].join(' ')} (once per machine)…\n`,
    );
    const apt = (args: string[]) =>
      run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    if (!(apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...missing]))) {
      process.stdout.write(`! apt-get could not install ${missing.join(' and ')}\n`);
    }
  }
  if (!existsSync(DEVANAGARI_FONT)) {
    process.stdout.write('! no Devanagari font: Hindi and Marathi pages draw boxes\n');
  }
  return existsSync(CHROMIUM_PATH);
}

function playwright(browserReady: boolean) {
  const report = `${TMP}/playwright.json`;
  rmSync(report, { force: true });
  if (!browserReady) {
    failed++;
    process.stdout.write('✗ could not install Chromium for the browser tests\n');
    return;
  }
  if (!run('npx', ['vite', 'build'])) {
    failed++;
    return;
  }
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const ok = run('npx', ['playwright', 'test'], { env });
  if (!existsSync(report)) {
    failed++;
    process.stdout.write('✗ playwright produced no report\n');
    return;
  }
  const { stats, errors } = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors: unknown[];
  };
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + stats.skipped;
  // Errors outside any test (a spec that cannot load, a failing global set-up) fail the run too.
  if (!ok && stats.unexpected === 0) {
    failed += Math.max(1, errors.length);
    process.stdout.write('✗ playwright failed outside the tests\n');
  }
}

mkdirSync(TMP, { recursive: true });
const withBrowser = !process.argv.includes('--no-browser');
// First, while whoever started the run is watching (apt-get may ask for a sudo password).
const browserReady = withBrowser && ensureBrowser();
const withoutPostgres = { ...process.env };
delete withoutPostgres.DATABASE_URL;

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('eslint', 'npx', ['eslint', '.']);
check('prettier', 'npx', ['prettier', '--check', '.']);
check('knip', 'npx', ['knip']);
vitest('pglite', ['unit', 'api'], withoutPostgres);
if (process.env.DATABASE_URL) vitest('postgres', ['api'], process.env);
if (withBrowser) playwright(browserReady);

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
