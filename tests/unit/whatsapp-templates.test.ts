/** The WhatsApp templates (docs/design.md §11): their texts, parameters and send requests. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateProblem } from '../../src/server/dev/cloud-api-templates';
import { templateRequest } from '../../src/server/services/whatsapp';
import { renderTemplate, TEMPLATES } from '../../src/server/services/whatsapp-templates';
import { LANGUAGES } from '../../src/shared/languages';
import { WHATSAPP_TEMPLATE_NAMES } from '../../src/shared/whatsapp';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const cases = WHATSAPP_TEMPLATE_NAMES.flatMap((name) =>
  LANGUAGES.map((language) => ({ name, language })),
);

describe('the WhatsApp templates', () => {
  it.each(cases)('$name in $language: in the README, with its parameters', ({ name, language }) => {
    const template = TEMPLATES[name];
    expect(readme).toContain(template.text[language]);
    const placeholders = new Set(template.text[language].match(/\{\{\d+\}\}/g));
    expect(placeholders.size).toBe(template.parameterCount);
    for (const label of template.buttons?.[language] ?? []) expect(readme).toContain(label);
  });

  it.each(WHATSAPP_TEMPLATE_NAMES)('%s is sent as the stand-in expects', (name) => {
    const parameters = ['7', '24', 'Asha'].slice(0, TEMPLATES[name].parameterCount);
    const body = templateRequest({ to: '9876543210', template: name, language: 'en', parameters });
    expect(templateProblem(name, body.template.components ?? [])).toBeUndefined();
  });

  it('fills the parameters in', () => {
    expect(renderTemplate('tapalign_new_issue', 'hi', ['Asha Rao', 'Pain or discomfort'])).toBe(
      'Asha Rao ने एक समस्या बताई: Pain or discomfort। एडमिन पैनल देखें।',
    );
  });
});
