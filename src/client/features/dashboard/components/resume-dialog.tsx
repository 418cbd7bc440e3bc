import { useState, type FormEvent } from 'react';
import { Button, Center, Stack, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useResumeTreatment } from '../api/treatment-mutations';
import { formatDisplayDate, localToday, parseDisplayDate } from '../lib/display-date';
import { PatientDialog } from './patient-dialog';

const INVALID = 'Date input not valid.';

const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

interface ResumeDialogProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
}

/**
 * 'Issue fixed!' (spec §5 "Resume dialog"): a dd/MM/yyyy date, today or later, typed or
 * picked. The calendar sits in the dialog rather than a popover, so on a phone nothing covers
 * the field or the button.
 */
export function ResumeDialog({ opened, onClose, userId }: ResumeDialogProps) {
  const today = localToday();
  const [text, setText] = useState('');
  const [month, setMonth] = useState(today);
  const [checked, setChecked] = useState(false);
  const resume = useResumeTreatment(userId);
  const resumeDate = parseDisplayDate(text);
  const valid = resumeDate !== null && resumeDate >= today;

  const close = () => {
    setText('');
    setMonth(today);
    setChecked(false);
    onClose();
  };

  const type = (value: string) => {
    setText(value);
    const date = parseDisplayDate(value);
    if (date) setMonth(date);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (valid) resume.mutate(resumeDate, { onSuccess: close });
  };

  return (
    <PatientDialog opened={opened} onClose={close} title="Issue fixed!">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">
            Glad it is sorted. Your plan picks up again from the day you resumed.
          </Text>
          <TextInput
            label="Kindly indicate the date you resumed your treatment."
            placeholder="DD/MM/YYYY"
            inputMode="numeric"
            autoComplete="off"
            required
            value={text}
            onChange={(event) => type(event.currentTarget.value)}
            onBlur={() => setChecked(text !== '')}
            error={checked && !valid ? INVALID : undefined}
          />
          <Center role="group" aria-label="Calendar">
            <DatePicker
              value={valid ? resumeDate : null}
              onChange={(date) => date && setText(formatDisplayDate(date))}
              date={month}
              onDateChange={setMonth}
              minDate={today}
              weekendDays={[]}
              hideOutsideDates
              // Two digits, as in the dd/MM/yyyy field beside it (a lone digit is too short for
              // contrast checkers to tell from an icon).
              renderDay={(date) => date.slice(8, 10)}
              ariaLabels={CALENDAR_LABELS}
              previousLabel={CALENDAR_LABELS.previousMonth}
              nextLabel={CALENDAR_LABELS.nextMonth}
              styles={{ weekday: { color: 'var(--mantine-color-gray-8)' } }}
            />
          </Center>
          <Button type="submit" loading={resume.isPending}>
            Resume treatment
          </Button>
        </Stack>
      </form>
    </PatientDialog>
  );
}
