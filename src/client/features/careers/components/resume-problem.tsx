import { Alert, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The viewer's error view: says what is wrong and never follows the rejected address. */
export function ResumeProblem(props: { title: string; message: string; children?: ReactNode }) {
  return (
    <Container size="sm" py={64} component="main">
      <Alert color="red" title={props.title} role="alert" variant="light">
        {props.message}
        {props.children && <Group mt="md">{props.children}</Group>}
      </Alert>
    </Container>
  );
}
