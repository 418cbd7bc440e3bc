import { PHONE_PREFIX } from '../../shared/constants';
import { MOBILE_TYPED_MAX_LENGTH } from '../../shared/phone';

/** An Indian mobile number's input: the +91 shown before it, the phone's number keypad. */
export const MOBILE_INPUT_PROPS = {
  type: 'tel',
  inputMode: 'tel',
  maxLength: MOBILE_TYPED_MAX_LENGTH,
  leftSection: PHONE_PREFIX,
  leftSectionWidth: 48,
  leftSectionProps: { style: { color: 'var(--mantine-color-gray-7)' } },
} as const;
