/**
 * The admin screens' own CSS (mantine-datatable's, and our one change to it), imported once by
 * the admin layout so it lands in the layout's admin-only chunk: the public site and the patient
 * app never fetch it.
 */
import 'mantine-datatable/styles.css';
import './admin-table.css';
