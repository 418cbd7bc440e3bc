/**
 * What the Cloud API stand-in accepts as each approved template's `components`: as many body
 * parameters as the approved text has, and a parameter for each button that takes one (a
 * copy-code button is `sub_type: "url"` with the code as a text parameter; a quick reply takes
 * `{ type: "payload", payload }`), each button by its string `index`. Written from Meta's
 * documentation rather than from the sender, so the two check each other.
 */
type ButtonKind = 'url' | 'quick_reply';

const SHAPES: Record<string, { body: number; buttons: ButtonKind[] }> = {
  tapalign_code: { body: 1, buttons: ['url'] },
  tapalign_switch: { body: 2, buttons: ['quick_reply', 'quick_reply'] },
  tapalign_break: { body: 1, buttons: ['quick_reply'] },
  tapalign_switch_family: { body: 3, buttons: ['quick_reply'] },
  tapalign_break_family: { body: 2, buttons: [] },
  tapalign_review: { body: 0, buttons: [] },
  tapalign_new_issue: { body: 2, buttons: [] },
};

const isText = (p: unknown) =>
  typeof p === 'object' &&
  p !== null &&
  (p as { type?: unknown }).type === 'text' &&
  typeof (p as { text?: unknown }).text === 'string' &&
  (p as { text: string }).text.length > 0;

const isPayload = (p: unknown) =>
  typeof p === 'object' &&
  p !== null &&
  (p as { type?: unknown }).type === 'payload' &&
  typeof (p as { payload?: unknown }).payload === 'string';

type Component = { type?: unknown; sub_type?: unknown; index?: unknown; parameters?: unknown };

function bodyProblem(components: Component[], count: number): string | undefined {
  const bodies = components.filter((c) => c.type === 'body');
  if (count === 0) return bodies.length === 0 ? undefined : 'This template has no body parameters';
  const parameters = bodies[0]?.parameters;
  if (bodies.length !== 1 || !Array.isArray(parameters) || parameters.length !== count) {
    return `The body takes exactly ${count} parameter(s)`;
  }
  return parameters.every(isText) ? undefined : 'Body parameters must be non-empty text';
}

function buttonProblem(components: Component[], kinds: ButtonKind[]): string | undefined {
  const buttons = components.filter((c) => c.type === 'button');
  if (buttons.length !== kinds.length) return `The template takes ${kinds.length} button(s)`;
  for (const [index, kind] of kinds.entries()) {
    const button = buttons.find((b) => b.index === String(index));
    if (!button || button.sub_type !== kind) return `Button ${index} must be a ${kind} button`;
    const parameters = button.parameters;
    const valid = kind === 'url' ? isText : isPayload;
    if (!Array.isArray(parameters) || parameters.length !== 1 || !valid(parameters[0])) {
      return `Button ${index} takes one ${kind === 'url' ? 'text' : 'payload'} parameter`;
    }
  }
  return undefined;
}

/** Why these components do not fit the approved template, if they do not. */
export function templateProblem(name: string, components: unknown[]): string | undefined {
  const shape = SHAPES[name];
  if (!shape) return 'Unknown template name';
  if (!Array.isArray(components)) return 'components must be an array';
  const list = components as Component[];
  if (list.some((c) => c.type !== 'body' && c.type !== 'button')) return 'Unexpected component';
  return bodyProblem(list, shape.body) ?? buttonProblem(list, shape.buttons);
}
