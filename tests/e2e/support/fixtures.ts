/**
 * Test fixtures: every browser context and API client speaks from its own made-up address
 * (the e2e server trusts X-Forwarded-For), so per-IP rate limits never couple tests.
 *
 * Console errors fail tests: any `console.error` or uncaught exception in any page of the
 * test's browser context fails the test when it ends, unless the test declared it first:
 *
 *   expectConsoleErrors(page, /status of 401/); // this test provokes a 401 on purpose
 *
 * A declared pattern only excuses the messages it matches; everything else still fails.
 */
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { addDays, todayIn } from '../../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/constants';
import { AT_CLINIC_MIDNIGHT, clockShiftForOneClinicDay } from './clinic-day';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_LIVECHAT_SCRIPT,
  E2E_LIVECHAT_SRC,
  E2E_SERVER_LOG,
} from './config';

let addressCounter = 0;
export const uniqueAddress = () =>
  `10.${process.pid % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

export interface AdminApi {
  request: APIRequestContext;
  token: string;
  registerPatient(
    overrides?: Record<string, unknown>,
  ): Promise<{ patient: Record<string, any>; password: string }>;
}

let sequence = 0;
export function uniquePhone(): string {
  const n = (Date.now() % 10_000_000) * 10 + (sequence++ % 10);
  return `7${String(n).padStart(9, '0').slice(-9)}`;
}

/**
 * A patient's registration body (`POST /api/users/register`): a plan of 12 aligners begun 30
 * clinic days ago, with a unique name, phone and email, and `overrides` on top.
 */
export function patientRegistration(overrides: Record<string, unknown> = {}) {
  const n = sequence++;
  return {
    name: `Test Patient ${n}`,
    phone: uniquePhone(),
    email: `patient-${Date.now()}-${n}@e2e.test`,
    password: 'patient passphrase 2026',
    dob: '1992-05-04',
    gender: 'female',
    link3d: 'https://example.com/plan',
    startDate: clinicDaysAgo(30),
    aligners: 12,
    steps: 2,
    ...overrides,
  };
}

const expectedErrors = new WeakMap<BrowserContext, RegExp[]>();

/**
 * A page address the site has no page for comes with its 404 page and the status 404, which the
 * browser reports as an error: expected wherever a test opens one. (A missing file or API
 * answer is still an error.)
 */
const PAGE_NOT_FOUND =
  /status of 404 \(Not Found\) \(http:\/\/[^/]+\/(?!api\/)[^.?:]*(\?[^:]*)?:\d+\)( on \S+)?$/;

/**
 * The date `days` before the clinic's today: the server counts a plan in the clinic's time
 * zone, whose date is a day ahead of UTC's for part of every day (18:30–24:00 UTC in India).
 */
export const clinicDaysAgo = (days: number) => addDays(clinicToday(), -days);

/**
 * The running test's clock offset from the real one: non-zero while a clock is pinned
 * (support/pinned-clocks.ts) or moved past the clinic's midnight (support/clinic-day.ts).
 */
let clockOffsetMs = 0;
/** Now, as the running test's server and browser see it: what a test counts from, not `Date.now()`. */
export const testNow = () => new Date(Date.now() + clockOffsetMs);
/** The clinic's today, as the running test's server and browser see it. */
export const clinicToday = () => todayIn(DEFAULT_CLINIC_TIMEZONE, testNow());
/** Headers that give the server the running test's clock (docs/operations.md). */
const testClockHeaders = (): Record<string, string> =>
  clockOffsetMs === 0 ? {} : { 'X-Test-Clock-Offset': String(clockOffsetMs) };

/**
 * Gives a browser context the running test's clock: the server's through the header (with the
 * context's own address), the pages' through Playwright's clock.
 */
export async function useTestClock(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress(), ...testClockHeaders() });
  if (clockOffsetMs !== 0) await context.clock.install({ time: testNow() });
}

/** Declares console errors this test provokes on purpose (matched against each message). */
export function expectConsoleErrors(target: Page | BrowserContext, ...patterns: RegExp[]) {
  const context = 'context' in target ? target.context() : target;
  expectedErrors.set(context, [...(expectedErrors.get(context) ?? []), ...patterns]);
}

/** Records every console error and uncaught page error of a context. */
export function watchErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    // The page's own address, for an error its scripts log: which of a test's windows it was.
    const page = message.page()?.url();
    errors.push(
      `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}${page ? ` on ${page}` : ''}`,
    );
  });
  context.on('weberror', (webError) => errors.push(`uncaught: ${webError.error().message}`));
  return errors;
}

export const test = base.extend<{
  adminApi: AdminApi;
  oneClinicDay: void;
  /** An ISO instant the test's server and browser clocks start at (support/pinned-clocks.ts). */
  clinicClock: string | undefined;
}>({
  clinicClock: [undefined, { option: true }],
  // Every test runs within one clinic day (support/clinic-day.ts): near the clinic's midnight
  // its server's and browser's clocks start just after it.
  oneClinicDay: [
    async ({ clinicClock }, use, testInfo) => {
      clockOffsetMs = clinicClock === undefined ? 0 : Date.parse(clinicClock) - Date.now();
      clockOffsetMs += clockShiftForOneClinicDay(
        testInfo.timeout,
        testNow(),
        AT_CLINIC_MIDNIGHT && clinicClock === undefined,
      );
      await use();
      clockOffsetMs = 0;
    },
    { auto: true },
  ],
  context: async ({ context, oneClinicDay }, use) => {
    void oneClinicDay; // the test's clock is set first
    await useTestClock(context);
    await context.route(E2E_LIVECHAT_SRC, (route) =>
      route.fulfill({ path: E2E_LIVECHAT_SCRIPT, contentType: 'text/javascript' }),
    );
    const errors = watchErrors(context);
    await use(context);
    const expected = [PAGE_NOT_FOUND, ...(expectedErrors.get(context) ?? [])];
    const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
    expect(unexpected, 'console errors or uncaught page errors').toEqual([]);
  },
  adminApi: async ({ oneClinicDay }, use) => {
    void oneClinicDay; // the test's clock is set first
    const request = await playwrightRequest.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueAddress(), ...testClockHeaders() },
    });
    const login = await request.post('/api/users/login', { data: E2E_ADMIN });
    expect(login.ok(), await login.text()).toBeTruthy();
    const { authToken } = (await login.json()) as { authToken: string };
    const registerPatient: AdminApi['registerPatient'] = async (overrides = {}) => {
      const body = patientRegistration(overrides);
      const response = await request.post('/api/users/register', {
        data: body,
        headers: { Authorization: `Bearer ${authToken}` },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { user } = (await response.json()) as { user: Record<string, any> };
      return { patient: { ...body, ...user }, password: body.password };
    };
    await use({ request, token: authToken, registerPatient });
    await request.dispose();
  },
});

/** The newest message the console WhatsApp sender printed for a phone number. */
export function lastMessageSentTo(phone: string): string | null {
  const log = readFileSync(E2E_SERVER_LOG, 'utf8');
  const prefix = `[whatsapp] to +91 ${phone}: `;
  const line = log
    .split('\n')
    .filter((entry) => entry.includes(prefix))
    .at(-1);
  return line ? line.slice(line.indexOf(prefix) + prefix.length) : null;
}

/** The newest code the console WhatsApp sender printed for a phone number. */
export function lastCodeSentTo(phone: string): string | null {
  return lastMessageSentTo(phone)?.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export { expect };
