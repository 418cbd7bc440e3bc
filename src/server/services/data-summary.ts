/**
 * `summary.html` in the patient's data zip (docs/design.md §10): the records of `data.json` a
 * patient reads — profile, plan, switches, wear by day, check-ins with their photos, consents —
 * in their language, dates and times in the clinic's time zone. One self-contained page: its
 * style inline, no script, nothing fetched; the photos by their relative paths in the zip. Every
 * value is escaped.
 */
import { addDays, isBefore, todayIn, type CalendarDate } from '../../shared/calendar-date';
import type { CheckInReviewStatus, Gender, PlanStatus } from '../../shared/constants';
import { escapeHtml } from '../../shared/html';
import { dateLocale, LANGUAGE_NAMES, type Language } from '../../shared/languages';
import { translate, type MessageValues } from '../../shared/messages';
import { dayStartIn, wearDay, type WearBreak } from '../../shared/wear-rules';

/** What the page shows, as `data.json` holds it. */
export interface SummaryRecords {
  exportedAt: string;
  profile: {
    name: string;
    email: string;
    phone: string | null;
    dateOfBirth: CalendarDate | null;
    gender: Gender | null;
    language: Language | null;
    startDate: CalendarDate | null;
    aligners: number | null;
    weeksPerAligner: number | null;
    createdAt: Date;
    hasPassword: boolean;
  };
  plan: { currentAligner: number; endDate: CalendarDate; status: PlanStatus } | null;
  alignerSwitches: { aligner: number; dueOn: CalendarDate; switchedOn: CalendarDate }[];
  wearDays: { day: CalendarDate; outMs: number; logged: boolean }[];
  wearState: { outSince: Date | null } | null;
  checkIns: {
    id: string;
    aligner: number;
    note: string;
    createdAt: Date;
    reviewStatus: CheckInReviewStatus | null;
    reviewComment: string;
    reviewedAt: Date | null;
    reviewedByName: string | null;
  }[];
  checkInPhotos: { checkInId: string; position: number; file: string }[];
  consents: { version: string; at: Date }[];
}

export interface SummaryOptions {
  language: Language;
  timeZone: string;
}

const GENDER_NAMES: Record<Gender, string> = {
  male: /*i18n*/ 'Male',
  female: /*i18n*/ 'Female',
  other: /*i18n*/ 'Other',
};
const STATUS_NAMES: Record<PlanStatus, string> = {
  active: /*i18n*/ 'Active',
  paused: /*i18n*/ 'Paused',
  completed: /*i18n*/ 'Completed',
};
const REVIEW_NAMES: Record<CheckInReviewStatus, string> = {
  'on-track': /*i18n*/ 'On track',
  'needs-attention': /*i18n*/ 'Needs attention',
};
/** The check-in's photos by position, as the app takes them. */
const SHOT_NAMES = [/*i18n*/ 'Front', /*i18n*/ 'Left side', /*i18n*/ 'Right side'];

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;margin:0 auto;padding:16px;max-width:56rem}
h1{font-size:1.6rem;margin:0 0 .5rem}h2{font-size:1.25rem;margin:2rem 0 .5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #ced4da;vertical-align:top}
th{font-weight:600}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.note{color:#495057}
.check-in{border:1px solid #ced4da;border-radius:8px;padding:12px;margin:0 0 12px}
.photos{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}figure{margin:0;width:8rem}
figure img{width:100%;height:auto;border-radius:6px;display:block}figcaption{font-size:.875rem}
p.text{white-space:pre-wrap;margin:.25rem 0}
@media (max-width:480px){dl{grid-template-columns:1fr}dd{margin-bottom:8px}figure{width:calc(33% - 6px)}}
`;

/** The page for `records`, in `language`. */
export function summaryHtml(records: SummaryRecords, options: SummaryOptions): string {
  const page = new SummaryPage(options);
  return page.render(records);
}

class SummaryPage {
  private readonly dateFormat: Intl.DateTimeFormat;
  private readonly dayFormat: Intl.DateTimeFormat;
  private readonly timeFormat: Intl.DateTimeFormat;

  constructor(private readonly options: SummaryOptions) {
    const locale = dateLocale(options.language);
    const { timeZone } = options;
    this.dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
    // A calendar date is a day, not an instant: read at UTC midnight, it is that day everywhere.
    this.dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    // 24-hour times: the same in every language, with no "am"/"pm" to translate.
    this.timeFormat = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone,
    });
  }

  /** A message in the page's language, escaped. */
  private say(text: string, values?: MessageValues): string {
    return escapeHtml(translate(text, values, this.options.language));
  }

  private day = (day: CalendarDate) =>
    escapeHtml(this.dayFormat.format(new Date(`${day}T00:00:00Z`)));
  private date = (at: Date) => escapeHtml(this.dateFormat.format(at));
  private time = (at: Date | string) => escapeHtml(this.timeFormat.format(new Date(at)));

  private duration(minutes: number): string {
    return this.say(/*i18n*/ '{hours} h {minutes} min', {
      hours: Math.floor(minutes / 60),
      minutes: minutes % 60,
    });
  }

  private section(title: string, body: string, isEmpty: boolean): string {
    const content = isEmpty ? `<p>${this.say(/*i18n*/ 'Nothing yet.')}</p>` : body;
    return `<section><h2>${this.say(title)}</h2>${content}</section>`;
  }

  /** A table with a header row; each cell is already HTML. */
  private table(headers: string[], rows: string[][]): string {
    const head = headers.map((header) => `<th scope="col">${this.say(header)}</th>`).join('');
    const body = rows
      .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
      .join('');
    return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  }

  private list(items: [string, string][]): string {
    const entries = items.map(([label, value]) => `<dt>${this.say(label)}</dt><dd>${value}</dd>`);
    return `<dl>${entries.join('')}</dl>`;
  }

  render(records: SummaryRecords): string {
    const { language, timeZone } = this.options;
    const intro = [
      this.say(
        /*i18n*/ 'Prepared on {date}. Dates and times are in the clinic’s time ({timeZone}).',
        {
          date: this.timeFormat.format(new Date(records.exportedAt)),
          timeZone,
        },
      ),
      this.say(
        /*i18n*/ 'This page is for reading. The same records, for computer programs, are in data.json; README.txt describes its fields. Your photos are in the photos folder.',
      ),
    ];
    return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${this.say(/*i18n*/ 'Your TapAlign data')}</title><style>${STYLE}</style></head>
<body><main><h1>${this.say(/*i18n*/ 'Your TapAlign data')}</h1>
${intro.map((line) => `<p class="note">${line}</p>`).join('')}
${this.profile(records.profile)}
${this.plan(records)}
${this.switches(records.alignerSwitches)}
${this.wear(records)}
${this.checkIns(records)}
${this.consents(records.consents)}
</main></body></html>
`;
  }

  private profile(profile: SummaryRecords['profile']): string {
    const text = (value: string | null) => (value ? escapeHtml(value) : '—');
    return this.section(
      /*i18n*/ 'Profile',
      this.list([
        [/*i18n*/ 'Name', text(profile.name)],
        [/*i18n*/ 'Email', text(profile.email)],
        [/*i18n*/ 'Mobile', text(profile.phone)],
        [/*i18n*/ 'Date of birth', profile.dateOfBirth ? this.day(profile.dateOfBirth) : '—'],
        [/*i18n*/ 'Gender', profile.gender ? this.say(GENDER_NAMES[profile.gender]) : '—'],
        [
          /*i18n*/ 'Language',
          profile.language
            ? escapeHtml(LANGUAGE_NAMES[profile.language])
            : this.say(/*i18n*/ 'Not chosen (the browser’s)'),
        ],
        [
          /*i18n*/ 'Signs in with',
          profile.hasPassword
            ? this.say(/*i18n*/ 'Email and password, or a WhatsApp code')
            : this.say(/*i18n*/ 'A WhatsApp code'),
        ],
        [/*i18n*/ 'Registered on', this.date(profile.createdAt)],
      ]),
      false,
    );
  }

  private plan({ profile, plan }: SummaryRecords): string {
    const body =
      plan &&
      this.list([
        [/*i18n*/ 'Start date', profile.startDate ? this.day(profile.startDate) : '—'],
        [/*i18n*/ 'Aligners', String(profile.aligners ?? '—')],
        [/*i18n*/ 'Weeks per aligner', String(profile.weeksPerAligner ?? '—')],
        [/*i18n*/ 'Current aligner', String(plan.currentAligner)],
        [/*i18n*/ 'Status', this.say(STATUS_NAMES[plan.status])],
        [/*i18n*/ 'Expected end', this.day(plan.endDate)],
      ]);
    return this.section(/*i18n*/ 'Treatment plan', body ?? '', !body);
  }

  private switches(switches: SummaryRecords['alignerSwitches']): string {
    const rows = switches.map((row) => [
      String(row.aligner),
      this.day(row.dueOn),
      this.day(row.switchedOn),
    ]);
    return this.section(
      /*i18n*/ 'Aligner switches',
      this.table([/*i18n*/ 'Aligner', /*i18n*/ 'Due on', /*i18n*/ 'Switched on'], rows),
      rows.length === 0,
    );
  }

  /**
   * Each day's worn time, newest first, from the first day logged, as the wear log counts it: a
   * day not logged says so, never 24 h (docs/design.md §6).
   */
  private wear({ wearDays, wearState, exportedAt }: SummaryRecords): string {
    const { timeZone } = this.options;
    const now = new Date(exportedAt);
    const open: WearBreak[] = wearState?.outSince
      ? [{ start: wearState.outSince.getTime(), end: null }]
      : [];
    const stored = new Map(wearDays.map((row) => [row.day, row]));
    const first = wearDays[0]?.day;
    const rows: string[][] = [];
    // Every day from the first one logged to the export's: a day without a row is not logged.
    for (
      let date = todayIn(timeZone, now);
      first && !isBefore(date, first);
      date = addDays(date, -1)
    ) {
      const row = stored.get(date);
      // The day's ended breaks, laid end to end from its midnight: the same minutes in total.
      const start = dayStartIn(date, timeZone);
      const ended = row && row.outMs > 0 ? [{ start, end: start + row.outMs }] : [];
      const breaks = [...ended, ...open].sort((a, b) => a.start - b.start);
      const day = wearDay(date, breaks, now, timeZone, row?.logged ?? false);
      rows.push(
        day.wornMinutes === null || day.outMinutes === null
          ? [this.day(date), this.say(/*i18n*/ 'Not logged'), '']
          : [this.day(date), this.duration(day.wornMinutes), this.duration(day.outMinutes)],
      );
    }
    return this.section(
      /*i18n*/ 'Wear by day',
      this.table([/*i18n*/ 'Day', /*i18n*/ 'Aligners in', /*i18n*/ 'Aligners out'], rows),
      rows.length === 0,
    );
  }

  private checkIns({ checkIns, checkInPhotos }: SummaryRecords): string {
    const items = [...checkIns].reverse().map((checkIn) => {
      const photos = checkInPhotos
        .filter((photo) => photo.checkInId === checkIn.id)
        .map((photo) => {
          const name = this.say(SHOT_NAMES[photo.position] ?? /*i18n*/ 'Photo {number}', {
            number: photo.position + 1,
          });
          const src = escapeHtml(photo.file);
          return `<figure><a href="${src}"><img src="${src}" alt="${name}"></a><figcaption>${name}</figcaption></figure>`;
        });
      const note = checkIn.note
        ? `<p class="text">${this.say(/*i18n*/ 'Your note: {note}', { note: checkIn.note })}</p>`
        : '';
      return `<article class="check-in"><h3>${this.say(/*i18n*/ '{date} · Aligner {aligner}', {
        date: this.timeFormat.format(checkIn.createdAt),
        aligner: checkIn.aligner,
      })}</h3><div class="photos">${photos.join('')}</div>${note}${this.review(checkIn)}</article>`;
    });
    return this.section(/*i18n*/ 'Photo check-ins', items.join(''), items.length === 0);
  }

  private review(checkIn: SummaryRecords['checkIns'][number]): string {
    if (!checkIn.reviewStatus || !checkIn.reviewedAt)
      return `<p>${this.say(/*i18n*/ 'Waiting for the clinic’s reply')}</p>`;
    const by = this.say(/*i18n*/ '{status} — {name}, {date}', {
      status: REVIEW_NAMES[checkIn.reviewStatus],
      name: checkIn.reviewedByName ?? '',
      date: this.timeFormat.format(checkIn.reviewedAt),
    });
    const comment = checkIn.reviewComment
      ? `<p class="text">${escapeHtml(checkIn.reviewComment)}</p>`
      : '';
    return `<p><strong>${this.say(/*i18n*/ 'Clinic’s reply')}:</strong> ${by}</p>${comment}`;
  }

  private consents(consents: SummaryRecords['consents']): string {
    const rows = consents.map((consent) => [escapeHtml(consent.version), this.time(consent.at)]);
    return this.section(
      /*i18n*/ 'Privacy notice agreed to',
      this.table([/*i18n*/ 'Version', /*i18n*/ 'Agreed on'], rows),
      rows.length === 0,
    );
  }
}
