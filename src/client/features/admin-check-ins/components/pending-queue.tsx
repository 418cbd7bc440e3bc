import { Group, Text } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CheckIn } from '../../../../shared/schemas/check-in';
import { truncate } from '../../../components/admin';
import { sentAt } from '../lib/labels';
import classes from './check-ins.module.css';

interface PendingQueueProps {
  queue: CheckIn[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Moves the keyboard focus to the selected check-in when it changes (j / k, after a send). */
  focusSelected: boolean;
}

const NOTE_PREVIEW = 90;

/**
 * The check-ins waiting for a review, oldest first: a list to pick from with the mouse, the
 * arrows or j / k. One of them is always the selected one, shown beside the list.
 */
export function PendingQueue({ queue, selectedId, onSelect, focusSelected }: PendingQueueProps) {
  const selected = useRef<HTMLDivElement>(null);
  useEffect(() => {
    selected.current?.scrollIntoView({ block: 'nearest' });
    if (focusSelected) selected.current?.focus();
  }, [selectedId, focusSelected]);

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = queue.findIndex((checkIn) => checkIn._id === selectedId);
    const next = queue[Math.min(Math.max(index + step, 0), queue.length - 1)];
    if (next) onSelect(next._id);
  }

  return (
    <div
      role="listbox"
      aria-label="Check-ins waiting for a review, oldest first"
      className={classes.queue}
      onKeyDown={onKeyDown}
    >
      {queue.map((checkIn) => {
        const isSelected = checkIn._id === selectedId;
        return (
          <div
            key={checkIn._id}
            ref={isSelected ? selected : undefined}
            role="option"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className={classes.option}
            onClick={() => onSelect(checkIn._id)}
            data-check-in={checkIn._id}
          >
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {checkIn.patient.name}
              </Text>
              <Text size="sm" style={{ flex: 'none' }}>
                Aligner {checkIn.aligner}
              </Text>
            </Group>
            <Text size="xs" c="gray.7">
              Sent {sentAt(checkIn)}
            </Text>
            {checkIn.note && (
              <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
                {truncate(checkIn.note, NOTE_PREVIEW)}
              </Text>
            )}
          </div>
        );
      })}
    </div>
  );
}
