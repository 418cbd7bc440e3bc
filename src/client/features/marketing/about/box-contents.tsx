import { useLingui } from '@lingui/react/macro';
import { BOX_CONTENTS } from '../content/about-content';
import { Section, SectionHeading } from '../ui/section';
import { LazyImage } from '../ui/lazy-image';
import classes from './about.module.css';
import { imageIn } from '../../../lib/localized-image';

/** "What's in the Box?": aligners, case, chewies and removal tool, manual. */
export function BoxContents() {
  const { i18n, t } = useLingui();
  return (
    <Section name="whats-in-the-box" labelledBy="box-title" tone="mint">
      <SectionHeading
        id="box-title"
        eyebrow={t`Your starter kit`}
        title={t`What's in the Box?`}
        lead={t`Everything you need for a smooth start arrives in one box, within 4 working days.`}
      />
      <ul className={classes.box}>
        {BOX_CONTENTS.map((item) => (
          <li key={item.image} className={classes.boxItem}>
            <LazyImage src={imageIn(item.image, i18n.locale)} alt="" width={200} height={160} />
            <h3 className={classes.valueTitle}>{i18n._(item.name)}</h3>
            <p className={classes.valueText}>{i18n._(item.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
