/** /api/users patient management (DESIGN.md §2 "Users"): admin only, every call. */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { DEFAULT_STEPS_WEEKS } from '../../../shared/constants';
import { IdSchema } from '../../../shared/schemas/common';
import {
  PatientCreateSchema,
  PatientsQuerySchema,
  PatientUpdateSchema,
} from '../../../shared/schemas/patient';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { users } from '../../db/schema';
import { readJson, readQuery } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { checkNewPassword } from '../../services/password-policy';
import { hashPassword } from '../../services/passwords';
import { loadPauses, toPatient } from '../../services/patient-view';
import { revokeUserSessions } from '../../services/sessions';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../services/xlsx';
import { checkPatientDates } from './patient-dates';
import { PATIENT_COLUMNS, patientBatches } from './patients.export';
import {
  findPatient,
  isPatient,
  listPatients,
  patientNotFound,
  patientStats,
  withDuplicateCheck,
} from './patients.store';

/** A password that passes the length rules and the common-password list, hashed. */
async function newPasswordHash(password: string): Promise<string> {
  checkNewPassword(password);
  return hashPassword(password);
}

export function patientsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');
  const patientId = (c: Context<AppEnv>) => {
    const id = c.req.param('id');
    if (!v.is(IdSchema, id)) throw patientNotFound();
    return id;
  };

  return new Hono<AppEnv>()
    .get('/', adminOnly, async (c) => {
      const query = readQuery(c, PatientsQuerySchema);
      return c.json(await listPatients(deps.db, query, clinicToday(deps)));
    })

    .get('/stats', adminOnly, async (c) => c.json(await patientStats(deps.db, clinicToday(deps))))

    .post('/register', adminOnly, async (c) => {
      const { password, steps, ...fields } = await readJson(c, PatientCreateSchema);
      checkPatientDates(fields, clinicToday(deps));
      // Without a password the patient signs in with a WhatsApp code.
      const passwordHash = password ? await newPasswordHash(password) : null;
      const now = deps.clock.now();
      const [row] = await withDuplicateCheck(() =>
        deps.db
          .insert(users)
          .values({
            ...fields,
            role: 'patient',
            steps: steps ?? DEFAULT_STEPS_WEEKS,
            passwordHash,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      deps.logger.info('patient registered', { adminId: c.get('user').id, patientId: row!.id });
      const user = toPatient(row!, [], clinicToday(deps));
      return c.json({ message: 'Patient registered successfully.', user }, 201);
    })

    .on(['PUT', 'PATCH'], '/update/:id', adminOnly, async (c) => {
      const id = patientId(c);
      await findPatient(deps.db, id);
      const { password, ...fields } = await readJson(c, PatientUpdateSchema);
      checkPatientDates(fields, clinicToday(deps));
      const passwordHash = password ? await newPasswordHash(password) : undefined;
      const row = await withDuplicateCheck(() =>
        deps.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({ ...fields, passwordHash, updatedAt: deps.clock.now() })
            .where(isPatient(id))
            .returning();
          // A new password ends every session signed in with the old one (SECURITY.md 13).
          if (passwordHash) await revokeUserSessions(tx, id);
          return updated;
        }),
      );
      if (!row) throw patientNotFound();
      const user = toPatient(row, await loadPauses(deps.db, id), clinicToday(deps));
      return c.json({ message: 'Updated successfully.', user });
    })

    .delete('/delete/:id', adminOnly, async (c) => {
      const id = patientId(c);
      // Sessions, issues, pauses, push subscriptions and reminders go with it (FK cascades).
      const deleted = await deps.db.delete(users).where(isPatient(id)).returning({ id: users.id });
      if (deleted.length === 0) throw patientNotFound();
      deps.logger.info('patient deleted', { adminId: c.get('user').id, patientId: id });
      return c.json({ message: 'User deleted successfully.' });
    })

    .get('/download-users-data', adminOnly, async (c) => {
      const adminId = c.get('user').id;
      const body = await xlsxStream({
        sheetName: 'Patients',
        columns: PATIENT_COLUMNS,
        batches: patientBatches(deps.db, clinicToday(deps)),
        onFinish: (rows) => deps.logger.info('patients exported', { adminId, rows }),
        onError: (error) =>
          deps.logger.error('patients export failed', { adminId, error: String(error) }),
      });
      return c.body(body, 200, {
        'Content-Type': XLSX_CONTENT_TYPE,
        'Content-Disposition': 'attachment; filename="users.xlsx"',
      });
    });
}
