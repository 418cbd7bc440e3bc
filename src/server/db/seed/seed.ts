/**
 * First start: the admin account (from ADMIN_EMAIL / ADMIN_PASSWORD, or generated and printed
 * once) and, with SEED_DEMO on, a demo patient mid-treatment and the demo content.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays } from '../../../shared/calendar-date';
import { clinicToday, type AppDeps } from '../../context';
import { appSettings, users } from '../schema';
import { seedDemoContent } from './demo-content';
import { hashPassword } from '../../services/passwords';

const SEEDED_KEY = 'first-start-done';
const DEMO_PATIENT = {
  name: 'Asha Verma',
  email: 'patient@tapalign.example',
  phone: '9876543210',
  gender: 'female' as const,
  dob: '1994-03-18',
  link3d: 'https://tapalign.example/plans/demo',
  aligners: 20,
  steps: 2,
};

const generatedPassword = () => randomBytes(12).toString('base64url');

export async function seedOnFirstStart(
  deps: AppDeps,
  print: (line: string) => void,
): Promise<void> {
  const done = await deps.db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  if (done.length > 0) return;
  await seedAdmin(deps, print);
  if (deps.env.SEED_DEMO) {
    await seedDemoPatient(deps, print);
    await seedDemoContent(deps);
  }
  await deps.db.insert(appSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
}

async function seedAdmin(deps: AppDeps, print: (line: string) => void) {
  const email = (deps.env.ADMIN_EMAIL ?? 'admin@tapalign.example').toLowerCase();
  const existing = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing.length > 0) return;
  const password = deps.env.ADMIN_PASSWORD ?? generatedPassword();
  await deps.db.insert(users).values({
    role: 'admin',
    name: 'Clinic Admin',
    email,
    passwordHash: await hashPassword(password),
  });
  print(`Admin account: ${email}`);
  if (!deps.env.ADMIN_PASSWORD) print(`Admin password (shown once, change it): ${password}`);
}

async function seedDemoPatient(deps: AppDeps, print: (line: string) => void) {
  const existing = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_PATIENT.email));
  if (existing.length > 0) return;
  const password = generatedPassword();
  await deps.db.insert(users).values({
    ...DEMO_PATIENT,
    role: 'patient',
    passwordHash: await hashPassword(password),
    // Mid-treatment: a little over six weeks in, on the fourth of twenty aligners.
    startDate: addDays(clinicToday(deps), -45),
  });
  print(`Demo patient: ${DEMO_PATIENT.email} / ${password} (phone ${DEMO_PATIENT.phone})`);
}
