import { useMemo, useState } from 'react';
import { Button, Center, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/hi';
import 'dayjs/locale/mr';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, isAfter, isBefore } from '../../../../shared/calendar-date';
import { RESUME_MAX_DAYS_AHEAD } from '../../../../shared/date-rules';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useResumeTreatment } from '../api/treatment-mutations';
import {
  formatDisplayDate,
  localToday,
  parseDisplayDate,
  resumeFormSchema,
} from '../lib/display-date';
import { PatientDialog } from './patient-dialog';

const CALENDAR_LABELS = {
  previousMonth: msg`Previous month`,
  nextMonth: msg`Next month`,
  previousYear: msg`Previous year`,
  nextYear: msg`Next year`,
  previousDecade: msg`Previous decade`,
  nextDecade: msg`Next decade`,
  monthLevelControl: msg`Choose a month`,
  yearLevelControl: msg`Choose a year`,
};

interface ResumeDialogProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
}

/**
 * 'Issue fixed!': a dd/MM/yyyy date, today or later (at most 90 days ahead), typed or
 * picked. The calendar sits in the dialog rather than a popover, so on a phone nothing covers
 * the field or the button.
 */
export function ResumeDialog({ opened, onClose, userId }: ResumeDialogProps) {
  const { t, i18n } = useLingui();
  const today = localToday();
  const schema = useMemo(() => resumeFormSchema(today, i18n), [today, i18n]);
  const calendarLabels = Object.fromEntries(
    Object.entries(CALENDAR_LABELS).map(([key, label]) => [key, i18n._(label)]),
  ) as Record<keyof typeof CALENDAR_LABELS, string>;
  const latest = addDays(today, RESUME_MAX_DAYS_AHEAD);
  const form = useSchemaForm(schema, { resumeDate: '' });
  const [month, setMonth] = useState(today);
  const resume = useResumeTreatment(userId);
  const picked = parseDisplayDate(form.values.resumeDate);

  const close = () => {
    form.reset();
    setMonth(today);
    onClose();
  };

  const type = (value: string) => {
    form.setValue('resumeDate', value);
    const date = parseDisplayDate(value);
    if (!date) return;
    // A date out of range shows the nearest month with days to pick, never one all disabled
    // (yesterday, on the 1st of a month).
    setMonth(isBefore(date, today) ? today : isAfter(date, latest) ? latest : date);
    // A whole date is judged at once: a past one says why before the button is pressed.
    form.revealError('resumeDate');
  };

  return (
    <PatientDialog opened={opened} onClose={close} title={t`Issue fixed!`}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ resumeDate }) =>
          resume.mutate(resumeDate, { onSuccess: close }),
        )}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>Glad it is sorted. Your plan picks up again from the day you resumed.</Trans>
          </Text>
          <TextInput
            label={t`Kindly indicate the date you resumed your treatment.`}
            placeholder="DD/MM/YYYY"
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.inputProps('resumeDate')}
            onChange={(event) => type(event.currentTarget.value)}
            // Left empty on the way to the calendar is not a mistake yet.
            onBlur={() => form.values.resumeDate && form.revealError('resumeDate')}
          />
          <Center role="group" aria-label={t`Calendar`}>
            <DatePicker
              value={picked !== null && !isBefore(picked, today) ? picked : null}
              onChange={(date) => date && form.setValue('resumeDate', formatDisplayDate(date))}
              date={month}
              onDateChange={setMonth}
              minDate={today}
              maxDate={latest}
              weekendDays={[]}
              hideOutsideDates
              // Two digits, as in the dd/MM/yyyy field beside it (a lone digit is too short for
              // contrast checkers to tell from an icon).
              renderDay={(date) => date.slice(8, 10)}
              locale={i18n.locale}
              ariaLabels={calendarLabels}
              previousLabel={calendarLabels.previousMonth}
              nextLabel={calendarLabels.nextMonth}
              styles={{ weekday: { color: 'var(--mantine-color-gray-8)' } }}
            />
          </Center>
          <Button type="submit" loading={resume.isPending}>
            <Trans>Resume treatment</Trans>
          </Button>
        </Stack>
      </form>
    </PatientDialog>
  );
}
