import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteLink } from '../../../components/site/site-link';
import { BRAND } from '../../../../shared/constants';
import { CheckIcon, CrossIcon } from '../../../components/icons';
import { COMPARISON } from '../content/home-sections-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './comparison-table.module.css';

/** Section 9: TapAlign against traditional braces, and the call to book a scan. */
export function ComparisonTable() {
  const { i18n, t } = useLingui();
  return (
    <Section name="comparison" labelledBy="comparison-title">
      <SectionHeading
        id="comparison-title"
        eyebrow={t`Compare`}
        title={t`${BRAND} vs traditional braces`}
        lead={t`The same orthodontic results, without the metal, the food rules or the waiting room.`}
      />
      <div className={classes.card}>
        <table className={classes.table}>
          <caption className="visually-hidden">
            <Trans>How {BRAND} clear aligners compare with traditional braces</Trans>
          </caption>
          <thead>
            <tr>
              <td />
              <th scope="col" className={classes.ours}>
                {BRAND}
              </th>
              <th scope="col">
                <Trans>Traditional braces</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map(([aspect, ours, braces], index) => (
              <tr key={index}>
                <th scope="row">{i18n._(aspect)}</th>
                <td className={classes.ours}>
                  <span className={classes.cell}>
                    <CheckIcon size={18} className={classes.yes} />
                    {i18n._(ours)}
                  </span>
                </td>
                <td>
                  <span className={classes.cell}>
                    <CrossIcon size={18} className={classes.no} />
                    {i18n._(braces)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={classes.cta}>
        <Button component={SiteLink} to="/contact" size="lg">
          <Trans>Book your Scan now</Trans>
        </Button>
      </div>
    </Section>
  );
}
