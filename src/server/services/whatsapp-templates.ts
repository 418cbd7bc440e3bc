/**
 * The approved WhatsApp templates every message is sent as (docs/design.md "WhatsApp"): their
 * names, the components of a send request, and their text in each language, which the README
 * lists for submission and the console sender prints. A business may start a conversation only
 * with an approved template; free text would arrive only within 24 hours of the patient's last
 * message (error 131047).
 */
import type { Language } from '../../shared/languages';
import type { WhatsAppTemplateName as TemplateName } from '../../shared/whatsapp';

/** What a `template.components` entry of a send request may hold (Cloud API reference). */
type TemplateComponent =
  | { type: 'body'; parameters: { type: 'text'; text: string }[] }
  | {
      type: 'button';
      sub_type: 'url' | 'quick_reply';
      index: string;
      parameters: ({ type: 'text'; text: string } | { type: 'payload'; payload: string })[];
    };

const body = (parameters: readonly string[]): TemplateComponent => ({
  type: 'body',
  parameters: parameters.map((text) => ({ type: 'text', text })),
});
const quickReply = (index: number, payload: string): TemplateComponent => ({
  type: 'button',
  sub_type: 'quick_reply',
  index: String(index),
  parameters: [{ type: 'payload', payload }],
});

interface Template {
  category: 'authentication' | 'utility';
  /** How many body parameters, `{{1}}`… in the text. */
  parameterCount: number;
  components(parameters: readonly string[]): TemplateComponent[];
  /** The body as submitted for approval (an authentication body is Meta's preset wording). */
  text: Record<Language, string>;
  /** Quick-reply buttons' labels, in button order. */
  buttons?: Record<Language, string[]>;
}

export const TEMPLATES: Record<TemplateName, Template> = {
  tapalign_code: {
    category: 'authentication',
    parameterCount: 1,
    // The copy-code button is a `url` button whose parameter is the code itself.
    components: ([code = '']) => [
      body([code]),
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
    ],
    text: {
      en: '{{1}} is your verification code. For your security, do not share this code. This code expires in 10 minutes.',
      hi: '{{1}} आपका सत्यापन कोड है। अपनी सुरक्षा के लिए, यह कोड किसी के साथ साझा न करें। यह कोड 10 मिनट में समाप्त हो जाएगा।',
      mr: '{{1}} हा तुमचा पडताळणी कोड आहे. तुमच्या सुरक्षिततेसाठी, हा कोड कोणालाही सांगू नका. हा कोड 10 मिनिटांत संपेल.',
    },
    buttons: { en: ['Copy code'], hi: ['कोड कॉपी करें'], mr: ['कोड कॉपी करा'] },
  },
  tapalign_switch: {
    category: 'utility',
    parameterCount: 2,
    components: ([aligner = '', total = '']) => [
      body([aligner, total]),
      quickReply(0, `switched:${aligner}`),
      quickReply(1, 'help'),
    ],
    text: {
      en: 'Today is change day: switch to aligner {{1}} of {{2}}, then tap "Switched" to record it.',
      hi: 'आज बदलने का दिन है: {{2}} में से अलाइनर {{1}} पहनें, फिर दर्ज करने के लिए "बदल लिया" दबाएँ।',
      mr: 'आज बदलण्याचा दिवस आहे: {{2}} पैकी अलाइनर {{1}} घाला, मग नोंदवण्यासाठी "बदलला" दाबा.',
    },
    buttons: {
      en: ['Switched', 'I need help'],
      hi: ['बदल लिया', 'मुझे मदद चाहिए'],
      mr: ['बदलला', 'मला मदत हवी आहे'],
    },
  },
  tapalign_break: {
    category: 'utility',
    parameterCount: 1,
    components: ([minutes = '']) => [body([minutes]), quickReply(0, 'back-in')],
    text: {
      en: 'Your aligners have been out for {{1}} minutes. Put them back in to stay on track.',
      hi: 'आपके अलाइनर {{1}} मिनट से बाहर हैं। सही राह पर बने रहने के लिए उन्हें वापस पहनें।',
      mr: 'तुमचे अलाइनर {{1}} मिनिटांपासून बाहेर आहेत. वेळापत्रकावर राहण्यासाठी ते पुन्हा घाला.',
    },
    buttons: { en: ['Back in'], hi: ['वापस पहन लिए'], mr: ['पुन्हा घातले'] },
  },
  // A parent's or guardian's copies (docs/design.md §12) name the child. No "Switched" button:
  // the child records their own switch (a guardian may confirm it in the app).
  tapalign_switch_family: {
    category: 'utility',
    parameterCount: 3,
    components: ([name = '', aligner = '', total = '']) => [
      body([name, aligner, total]),
      quickReply(0, 'help'),
    ],
    text: {
      en: 'Today is change day for {{1}}: time to switch to aligner {{2}} of {{3}}.',
      hi: 'आज {{1}} के अलाइनर बदलने का दिन है: {{3}} में से अलाइनर {{2}} पहनने का समय।',
      mr: 'आज {{1}} साठी अलाइनर बदलण्याचा दिवस आहे: {{3}} पैकी अलाइनर {{2}} घालण्याची वेळ.',
    },
    buttons: { en: ['I need help'], hi: ['मुझे मदद चाहिए'], mr: ['मला मदत हवी आहे'] },
  },
  tapalign_break_family: {
    category: 'utility',
    parameterCount: 2,
    components: ([name = '', minutes = '']) => [body([name, minutes])],
    text: {
      en: "{{1}}'s aligners have been out for {{2}} minutes. A reminder to put them back in helps.",
      hi: '{{1}} के अलाइनर {{2}} मिनट से बाहर हैं। उन्हें वापस पहनने की याद दिलाना मदद करता है।',
      mr: '{{1}} चे अलाइनर {{2}} मिनिटांपासून बाहेर आहेत. ते पुन्हा घालण्याची आठवण करून दिल्यास मदत होते.',
    },
  },
  tapalign_review: {
    category: 'utility',
    parameterCount: 0,
    components: () => [],
    text: {
      en: 'Your clinic has reviewed your latest photo check-in. Open TapAlign to read their notes.',
      hi: 'आपके क्लिनिक ने आपकी नई फ़ोटो जाँच देख ली है। उनकी टिप्पणी पढ़ने के लिए TapAlign खोलें।',
      mr: 'तुमच्या क्लिनिकने तुमची नवी फोटो तपासणी पाहिली आहे. त्यांच्या नोंदी वाचण्यासाठी TapAlign उघडा.',
    },
  },
  tapalign_new_issue: {
    category: 'utility',
    parameterCount: 2,
    components: ([name = '', issueType = '']) => [body([name, issueType])],
    text: {
      en: '{{1}} raised an issue: {{2}}. See the admin panel.',
      hi: '{{1}} ने एक समस्या बताई: {{2}}। एडमिन पैनल देखें।',
      mr: '{{1}} यांनी एक समस्या नोंदवली: {{2}}. ॲडमिन पॅनल पाहा.',
    },
  },
};

/** The message as the recipient reads it: the template's text with its parameters filled in. */
export function renderTemplate(
  name: TemplateName,
  language: Language,
  parameters: readonly string[],
): string {
  return TEMPLATES[name].text[language].replace(
    /\{\{(\d+)\}\}/g,
    (_match, n: string) => parameters[Number(n) - 1] ?? '',
  );
}
