import { useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../../shared/constants';
import { ETHOS } from '../content/about-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './about.module.css';

/**
 * 'The {product} Ethos': mission and vision (docs/product-spec.md §2, docs/design.md: "The TapAlign
 * Ethos").
 */
export function Ethos() {
  const { i18n, t } = useLingui();
  return (
    <Section name="ethos" labelledBy="ethos-title">
      <SectionHeading
        id="ethos-title"
        eyebrow={t`Mission & vision`}
        title={t`The ${BRAND} Ethos`}
        lead={t`Two promises guide every plan we make and every line of code we write.`}
      />
      <div className={classes.ethos}>
        {ETHOS.map((item) => (
          <article key={item.image} className={classes.ethosCard}>
            <img src={item.image} alt="" width={96} height={96} loading="lazy" />
            <h3 className={classes.ethosTitle}>{i18n._(item.title)}</h3>
            <p className={classes.valueText}>{i18n._(item.text)}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
