/** Patient management under /api/users (docs/design.md §2 "Users"): admin only, every call. */
import { Hono, type Context } from 'hono';
import { DEFAULT_STEPS_WEEKS } from '../../../shared/constants';
import {
  PatientCreateSchema,
  PatientsQuerySchema,
  PatientUpdateSchema,
} from '../../../shared/schemas/patient';
import { clinicToday, type AppDeps, type AppEnv } from '../../context';
import { idParam } from '../../lib/id-param';
import { readJson, readQuery } from '../../lib/validate';
import { requireRole } from '../../middleware/auth';
import { patientStats } from '../../services/dashboard-stats';
import { checkNewPassword } from '../../services/password-policy';
import { hashPassword } from '../../services/passwords';
import { guardiansOf } from '../../services/guardians';
import { findPatient, loadPauses, patientNotFound, toPatient } from '../../services/patient-view';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../services/xlsx';
import { PATIENT_COLUMNS } from './patient-columns';
import { checkPatientDates } from './patient-dates';
import {
  deletePatient,
  insertPatient,
  listPatients,
  patientBatches,
  updatePatient,
} from './patients.store';

/** A password that passes the length rules and the common-password list, hashed. */
async function newPasswordHash(password: string): Promise<string> {
  checkNewPassword(password);
  return hashPassword(password);
}

export function patientsRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');
  const patientId = (c: Context<AppEnv>) => idParam(c, 'id', patientNotFound);

  return new Hono<AppEnv>()
    .get('/', adminOnly, async (c) => {
      const query = readQuery(c, PatientsQuerySchema);
      return c.json(await listPatients(deps.db, query, clinicToday(deps)));
    })

    .get('/stats', adminOnly, async (c) => c.json(await patientStats(deps.db, clinicToday(deps))))

    .post('/register', adminOnly, async (c) => {
      const { password, steps, guardians, ...fields } = await readJson(c, PatientCreateSchema);
      const today = clinicToday(deps);
      checkPatientDates(fields, today);
      // Without a password the patient signs in with a WhatsApp code.
      const passwordHash = password ? await newPasswordHash(password) : null;
      const admin = c.get('user');
      const row = await insertPatient(
        deps.db,
        { ...fields, steps: steps ?? DEFAULT_STEPS_WEEKS, passwordHash },
        guardians ?? [],
        admin,
        { now: deps.clock.now(), today },
      );
      deps.logger.info('patient registered', { adminId: admin.id, patientId: row.id });
      const user = toPatient(row, [], today, await guardiansOf(deps.db, row.id));
      return c.json({ message: 'Patient registered successfully.', user }, 201);
    })

    .on(['PUT', 'PATCH'], '/update/:id', adminOnly, async (c) => {
      const id = patientId(c);
      await findPatient(deps.db, id);
      const { password, guardians, ...fields } = await readJson(c, PatientUpdateSchema);
      const today = clinicToday(deps);
      checkPatientDates(fields, today);
      const passwordHash = password ? await newPasswordHash(password) : undefined;
      const changes = { ...fields, passwordHash };
      const row = await updatePatient(deps.db, id, changes, guardians, c.get('user'), {
        now: deps.clock.now(),
        today,
      });
      if (!row) throw patientNotFound();
      const user = toPatient(
        row,
        await loadPauses(deps.db, id),
        today,
        await guardiansOf(deps.db, id),
      );
      return c.json({ message: 'Updated successfully.', user });
    })

    .delete('/delete/:id', adminOnly, async (c) => {
      const id = patientId(c);
      const admin = c.get('user');
      if (!(await deletePatient(deps.db, id, admin, deps.clock.now()))) throw patientNotFound();
      deps.logger.info('patient deleted', { adminId: admin.id, patientId: id });
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
        // Every patient's record: never kept by a browser or a proxy, whatever the defaults.
        'Cache-Control': 'no-store',
      });
    });
}
