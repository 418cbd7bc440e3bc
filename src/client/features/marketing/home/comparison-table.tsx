import { Button } from '@mantine/core';
import { SiteLink } from '../../../components/site/site-link';
import { BRAND } from '../../../../shared/constants';
import { CheckIcon, CrossIcon } from '../../../components/icons';
import { COMPARISON } from '../content/home-content';
import { Section, SectionHeading } from '../ui/section';
import classes from './comparison-table.module.css';

/** Section 9: TapAlign against traditional braces, and the call to book a scan. */
export function ComparisonTable() {
  return (
    <Section name="comparison" labelledBy="comparison-title">
      <SectionHeading
        id="comparison-title"
        eyebrow="Compare"
        title={`${BRAND} vs traditional braces`}
        lead="The same orthodontic results, without the metal, the food rules or the waiting room."
      />
      <div className={classes.card}>
        <table className={classes.table}>
          <caption className="visually-hidden">
            How {BRAND} clear aligners compare with traditional braces
          </caption>
          <thead>
            <tr>
              <td />
              <th scope="col" className={classes.ours}>
                {BRAND}
              </th>
              <th scope="col">Traditional braces</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map(([aspect, ours, braces]) => (
              <tr key={aspect}>
                <th scope="row">{aspect}</th>
                <td className={classes.ours}>
                  <span className={classes.cell}>
                    <CheckIcon size={18} className={classes.yes} />
                    {ours}
                  </span>
                </td>
                <td>
                  <span className={classes.cell}>
                    <CrossIcon size={18} className={classes.no} />
                    {braces}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={classes.cta}>
        <Button component={SiteLink} to="/contact" size="lg">
          Book your Scan now
        </Button>
      </div>
    </Section>
  );
}
