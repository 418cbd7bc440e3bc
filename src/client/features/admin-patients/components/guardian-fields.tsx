import { useState } from 'react';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { MAX_GUARDIANS } from '../../../../shared/constants';
import { isMinorOn } from '../../../../shared/minors';
import type { GuardianRowsState } from '../hooks/use-guardian-rows';
import type { GuardianField, GuardianRow } from '../lib/guardian-rows';
import { MOBILE_INPUT_PROPS } from '../../../lib/mobile-input';

const RELATIONSHIP_OPTIONS = [
  { value: '', label: 'Choose…', disabled: true },
  { value: 'mother', label: 'Mother' },
  { value: 'father', label: 'Father' },
  { value: 'guardian', label: 'Guardian' },
];

interface GuardianFieldsProps {
  state: GuardianRowsState;
  /** The date of birth as typed: the section appears once it makes the patient a minor. */
  dob: string;
}

/**
 * "Parent or guardian" (docs/design.md §12): shown as soon as the date of birth makes the patient
 * a minor on the clinic's today, or while the record keeps a guardian; up to two.
 */
export function GuardianFields({ state, dob }: GuardianFieldsProps) {
  const minor = isMinorOn(dob, state.today);
  if (!minor && state.rows.length === 0) return null;
  const listError = state.errors.guardians;
  return (
    <Fieldset legend="Parent or guardian" aria-describedby="guardians-note" mt="md">
      <Text id="guardians-note" size="sm" c="gray.7" mb="sm">
        {minor
          ? 'Under 18 today: at least one parent or guardian, who follows the treatment and signs in with a WhatsApp code.'
          : 'Guardians follow patients under 18 only; this one stays on the record.'}
      </Text>
      {state.rows.map((row, index) => (
        <GuardianRowFields key={row.key} row={row} index={index} state={state} />
      ))}
      {listError && (
        <Text c="red.8" size="sm" role="alert" mb="sm">
          {listError}
        </Text>
      )}
      {state.rows.length < MAX_GUARDIANS && (
        <Button variant="light" size="compact-md" onClick={state.add}>
          Add a parent or guardian
        </Button>
      )}
    </Fieldset>
  );
}

interface RowProps {
  row: GuardianRow;
  index: number;
  state: GuardianRowsState;
}

function GuardianRowFields({ row, index, state }: RowProps) {
  const number = index + 1;
  const fieldProps = (field: GuardianField) => ({
    name: `guardians.${index}.${field}`,
    value: row[field],
    error: state.errors[`guardians.${index}.${field}`],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      state.change(row.key, field, event.currentTarget.value),
  });
  return (
    <div role="group" aria-label={`Parent or guardian ${number}`} style={{ marginBottom: 16 }}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label="Name" withAsterisk autoComplete="off" {...fieldProps('name')} />
        <TextInput
          label="Mobile"
          withAsterisk
          autoComplete="off"
          {...MOBILE_INPUT_PROPS}
          {...fieldProps('phone')}
        />
        <NativeSelect
          label="Relationship"
          withAsterisk
          data={RELATIONSHIP_OPTIONS}
          {...fieldProps('relationship')}
        />
      </SimpleGrid>
      <RemoveGuardian row={row} number={number} onRemove={() => state.remove(row.key)} />
    </div>
  );
}

/** A guardian on the record is removed only after a second press; a new row goes at once. */
function RemoveGuardian({
  row,
  number,
  onRemove,
}: {
  row: GuardianRow;
  number: number;
  onRemove: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const who = row.name.trim() || `parent or guardian ${number}`;
  if (!asking) {
    return (
      <Button
        variant="outline"
        color="red.9"
        size="compact-sm"
        mt={6}
        onClick={() => (row.saved ? setAsking(true) : onRemove())}
      >
        Remove<span className="visually-hidden"> {who}</span>
      </Button>
    );
  }
  return (
    <Group gap="xs" mt={6} role="alert">
      <Text size="sm">Remove {who} from this patient when you save?</Text>
      <Button color="red.9" size="compact-sm" onClick={onRemove}>
        Remove
      </Button>
      <Button variant="default" size="compact-sm" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </Group>
  );
}
