import { useLingui } from '@lingui/react/macro';
import classes from './dashboard-skeleton.module.css';

/** docs/product-spec.md §2: while the timeline loads, 3 tiles and 8 timeline rows. */
export function DashboardSkeleton() {
  const { t } = useLingui();
  return (
    <div
      className={classes.skeleton}
      aria-busy="true"
      aria-label={t`Loading your treatment`}
      role="status"
    >
      <div className={classes.tiles}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={`${classes.tile} ${classes.bone}`} data-testid="tile-skeleton" />
        ))}
      </div>
      <div className={classes.rows}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={classes.row} data-testid="timeline-row-skeleton">
            <div className={`${classes.dot} ${classes.bone}`} />
            <div className={classes.lines}>
              <div className={`${classes.line} ${classes.bone}`} />
              <div className={`${classes.line} ${classes.bone}`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
