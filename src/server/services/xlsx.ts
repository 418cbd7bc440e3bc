/**
 * Spreadsheet downloads with exceljs's streaming writer: rows are written as their batches
 * arrive, so an export never sits whole in memory. Text cells are neutralised against formula
 * injection (docs/security.md 20; OWASP "CSV Injection").
 */
import { PassThrough, Readable } from 'node:stream';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type CellValue = string | number | null;

export interface XlsxColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => CellValue;
}

/** A spreadsheet would run text starting with these as a formula (or strip them). */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/** Text that a spreadsheet would read as a formula gets a leading apostrophe; all else as is. */
export function neutraliseCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export interface XlsxStreamOptions<T> {
  sheetName: string;
  columns: readonly XlsxColumn<T>[];
  batches: AsyncIterable<readonly T[]>;
  /** Called once the whole workbook is written, with the number of data rows. */
  onFinish?: (rows: number) => void;
  /** Called when producing the rows fails; the download then ends with an error. */
  onError: (error: unknown) => void;
}

/**
 * The workbook as a byte stream, with a header row and one row per item. The first batch is
 * read before anything is sent, so a failing database still gets a proper error response.
 */
export async function xlsxStream<T>(
  options: XlsxStreamOptions<T>,
): Promise<ReadableStream<Uint8Array>> {
  const batches = options.batches[Symbol.asyncIterator]();
  let next = await batches.next();
  // exceljs is large: it loads at the first export, not at start-up, so restarts stay quick.
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    // Styles cost five times the write time of a 10,000-row export; a plain sheet is enough.
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName);
  sheet.columns = options.columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width ?? 18,
  }));

  const write = async () => {
    let rows = 0;
    for (; !next.done; next = await batches.next()) {
      // The client went away: stop reading the database for nobody.
      if (output.destroyed) {
        await batches.return?.();
        return;
      }
      for (const item of next.value) {
        sheet.addRow(options.columns.map((column) => neutraliseCell(column.value(item)))).commit();
        rows++;
      }
    }
    sheet.commit();
    await workbook.commit();
    options.onFinish?.(rows);
  };
  write().catch((error: unknown) => {
    // Writing into a stream the client cancelled fails too: that is no export failure.
    if (output.destroyed) return;
    options.onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
