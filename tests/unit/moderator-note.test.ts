import { describe, expect, it } from 'vitest';
import { BRAND } from '../../src/shared/constants';
import { moderatorNote } from '../../src/server/services/issues-notify';

describe('moderatorNote', () => {
  it('names the patient and the issue type', () => {
    expect(moderatorNote('Asha Rao', 'Lost/Damaged Aligner', false)).toBe(
      `${BRAND}: Asha Rao raised an issue: Lost/Damaged Aligner. See the admin panel.`,
    );
  });

  it('says when the treatment was paused', () => {
    expect(moderatorNote('Asha Rao', 'Pain or discomfort', true)).toBe(
      `${BRAND}: Asha Rao raised an issue: Pain or discomfort. ` +
        'Their treatment is paused until the issue is resolved. See the admin panel.',
    );
  });
});
