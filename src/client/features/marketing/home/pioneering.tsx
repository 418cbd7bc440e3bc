import { useLingui } from '@lingui/react/macro';
import { ChatIcon, CubeIcon, NfcIcon } from '../../../components/icons';
import { PIONEERING_FEATURES } from '../content/home-sections-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './pioneering.module.css';

const ICONS = { nfc: NfcIcon, chat: ChatIcon, cube: CubeIcon };

/** Section 8: NFC integration, AI chatbot and the digital treatment preview. */
export function Pioneering() {
  const { i18n, t } = useLingui();
  return (
    <Section name="pioneering" labelledBy="pioneering-title" tone="mint">
      <SectionHeading
        id="pioneering-title"
        eyebrow={t`Technology that cares`}
        title={t`Pioneering the Smartest Way to Align Teeth`}
        lead={t`We pair orthodontic expertise with technology that keeps you informed at every step.`}
      />
      <ul className={classes.grid}>
        {PIONEERING_FEATURES.map((feature, index) => {
          const Icon = ICONS[feature.icon];
          return (
            <li key={feature.icon} className={classes.card} data-variant={index}>
              <span className={classes.icon}>
                <Icon size={28} />
              </span>
              <h3 className={classes.title}>{i18n._(feature.title)}</h3>
              <p className={classes.text}>{i18n._(feature.text)}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
