import { BRAND } from '../../../../shared/constants';
import { ETHOS } from '../content/about-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './about.module.css';

/** 'The {product} Ethos': mission and vision (spec §2, DESIGN.md: "The TapAlign Ethos"). */
export function Ethos() {
  return (
    <Section name="ethos" labelledBy="ethos-title">
      <SectionHeading
        id="ethos-title"
        eyebrow="Mission & vision"
        title={`The ${BRAND} Ethos`}
        lead="Two promises guide every plan we make and every line of code we write."
      />
      <div className={classes.ethos}>
        {ETHOS.map((item) => (
          <article key={item.title} className={classes.ethosCard}>
            <img src={item.image} alt="" width={96} height={96} loading="lazy" />
            <h3 className={classes.ethosTitle}>{item.title}</h3>
            <p className={classes.valueText}>{item.text}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
