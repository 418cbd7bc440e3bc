import type { ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';
import classes from './section.module.css';

interface SectionProps {
  /** Names the section for styling hooks and tests (`data-section`). */
  name: string;
  /** Id of the heading that labels the section. */
  labelledBy: string;
  tone?: 'plain' | 'mint' | 'sand' | 'ink';
  children: ReactNode;
  className?: string;
  /** Fills the full width instead of the centred container. */
  bleed?: boolean;
  /** An anchor other links jump to. */
  id?: string;
  /**
   * Skip rendering work while far off screen (CSS content-visibility). Off for bands above a
   * link target: their estimated height would make the jump land in the wrong place.
   */
  deferRendering?: boolean;
}

/** One band of a marketing page: spacing, background tone and landmark labelling. */
export function Section(props: SectionProps) {
  const { name, labelledBy, tone = 'plain', children, className, bleed, id } = props;
  const deferRendering = props.deferRendering ?? true;
  return (
    <section
      id={id}
      data-section={name}
      aria-labelledby={labelledBy}
      data-tone={tone}
      data-defer={deferRendering || undefined}
      className={[classes.section, className].filter(Boolean).join(' ')}
    >
      {bleed ? children : <Container>{children}</Container>}
    </section>
  );
}

interface HeadingProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
  inverted?: boolean;
}

/** Eyebrow, h2 and lead paragraph at the top of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverted,
}: HeadingProps) {
  return (
    <div className={classes.heading} data-align={align} data-inverted={inverted || undefined}>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {lead && <Text className={classes.lead}>{lead}</Text>}
    </div>
  );
}
