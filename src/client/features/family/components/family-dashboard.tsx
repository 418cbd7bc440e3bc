import { useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Child } from '../../../../shared/api-types';
import { ChildView } from './child-view';

/** Whose treatment is shown: the signed-in patient's own (`self`), or a child's id. */
type Shown = 'self' | string;

interface FamilyDashboardProps {
  /** The children the signed-in parent or guardian follows, under 18 (current-user's `children`). */
  followed: Child[];
  /** The signed-in user's own dashboard, when they are a patient too. */
  own?: ReactNode;
  /** One child's dashboard, drawn in that child's view. */
  child: (child: Child) => ReactNode;
  /** What shows while a child's saved answers are read. */
  pending: (child: Child) => ReactNode;
  /** The guardian's own settings (their reminders), under whichever treatment is shown. */
  settings?: ReactNode;
}

/**
 * The dashboard of a parent or guardian (docs/design.md §12): each child's treatment in turn,
 * chosen with a row of buttons above it; a patient who is a parent too sees their own first.
 */
export function FamilyDashboard({ followed, own, child, pending, settings }: FamilyDashboardProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown>(own ? 'self' : (followed[0]?._id ?? 'self'));
  const shownChild = followed.find((each) => each._id === shown);
  const choices = [
    ...(own ? [{ id: 'self', label: t`You` }] : []),
    ...followed.map((each) => ({ id: each._id, label: each.name })),
  ];
  return (
    <>
      {choices.length > 1 && (
        <Container size="md" px="md" pt="md">
          <Group gap="xs" role="group" aria-label={t`Whose treatment`}>
            {choices.map((choice) => (
              <Button
                key={choice.id}
                variant={choice.id === shown ? 'filled' : 'default'}
                aria-pressed={choice.id === shown}
                onClick={() => setShown(choice.id)}
              >
                {choice.label}
              </Button>
            ))}
          </Group>
        </Container>
      )}
      {shownChild ? (
        <ChildView key={shownChild._id} childId={shownChild._id} pending={pending(shownChild)}>
          {child(shownChild)}
        </ChildView>
      ) : (
        own
      )}
      {settings && (
        <Container size="md" px="md" pb="xl">
          {settings}
        </Container>
      )}
    </>
  );
}

/** A child's dashboard heading in their parent's or guardian's view: "Asha's treatment". */
export const ChildTreatmentTitle = ({ name }: { name: string }) => (
  <Trans>{name}'s treatment</Trans>
);

/**
 * A parent or guardian who follows nobody now (their last child has turned 18, the clinic has
 * removed them): said plainly, in place of a dashboard.
 */
export function NoChildrenNotice() {
  const { t } = useLingui();
  return (
    <Container size="md" px="md" py="xl">
      <Alert color="blue" title={t`No treatment to follow`}>
        <Trans>
          You no longer follow a child's treatment here. Please contact the clinic if this looks
          wrong.
        </Trans>
      </Alert>
    </Container>
  );
}
