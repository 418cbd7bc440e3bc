import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

const DEBOUNCE_MS = 350;

interface PatientSearchBoxProps {
  /** The search in the address; back / forward change it from outside. */
  value: string;
  onSearch: (text: string) => void;
}

/** Search by name, email or mobile: the list follows a moment after typing stops. */
export function PatientSearchBox({ value, onSearch }: PatientSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const search = useDebouncedCallback(onSearch, DEBOUNCE_MS);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  const clear = () => {
    search.cancel();
    setText('');
    onSearch('');
  };

  return (
    <TextInput
      type="search"
      label="Search patients"
      placeholder="Name, email or mobile"
      maw={420}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
        if (event.key === 'Escape' && text) clear();
      }}
      rightSection={
        text ? <CloseButton aria-label="Clear search" onClick={clear} size="sm" /> : null
      }
    />
  );
}
