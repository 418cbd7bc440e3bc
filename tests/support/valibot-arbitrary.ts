/**
 * fast-check arbitraries derived from the shared valibot schemas (docs/security.md 19): mostly
 * inputs that look valid, mixed with wrong types, garbage strings and unknown keys, so that
 * fuzzing reaches both the validators and the handlers behind them.
 */
import fc from 'fast-check';

interface SchemaNode {
  type: string;
  pipe?: { kind: string; type: string; requirement?: unknown }[];
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  options?: (SchemaNode | string)[];
  literal?: unknown;
}

const garbage = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\r\n',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '=HYPERLINK("x")',
  ),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const isoDay = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArbitrary(node: SchemaNode): fc.Arbitrary<unknown> {
  const actions = node.pipe ?? [];
  const find = (type: string) => actions.find((a) => a.type === type)?.requirement;
  const regex = find('regex');
  if (regex instanceof RegExp) return fc.stringMatching(regex);
  if (actions.some((a) => a.type === 'email')) return fc.emailAddress();
  if (actions.some((a) => a.type === 'uuid')) return fc.uuid();
  if (actions.some((a) => a.type === 'url')) return fc.webUrl();
  if (actions.some((a) => a.type === 'check')) return fc.oneof(isoDay, fc.string());
  const minLength = Number(
    find('min_length') ?? (actions.some((a) => a.type === 'non_empty') ? 1 : 0),
  );
  const maxLength = Math.min(Number(find('max_length') ?? 60), minLength + 80);
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(node: SchemaNode): fc.Arbitrary<unknown> {
  const actions = node.pipe ?? [];
  const min = Number(actions.find((a) => a.type === 'min_value')?.requirement ?? -1000);
  const max = Number(actions.find((a) => a.type === 'max_value')?.requirement ?? 1000);
  return fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min: min - 5, max: max + 5 }),
    fc.double(),
  );
}

/** Mostly values of the schema's shape, sometimes anything at all. */
export function arbitraryFor(node: SchemaNode): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(node);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: garbage });
}

function shapedArbitrary(node: SchemaNode): fc.Arbitrary<unknown> {
  switch (node.type) {
    case 'string':
      return stringArbitrary(node);
    case 'number':
      return numberArbitrary(node);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
      return fc.constantFrom(...(node.options as string[]));
    case 'optional':
    case 'nullable':
      return arbitraryFor(node.wrapped!);
    case 'union':
      return fc.oneof(...(node.options as SchemaNode[]).map(shapedArbitrary));
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return objectArbitrary(node);
    default:
      return garbage;
  }
}

function objectArbitrary(node: SchemaNode): fc.Arbitrary<unknown> {
  const entries = Object.entries(node.entries ?? {});
  const record = Object.fromEntries(entries.map(([key, child]) => [key, arbitraryFor(child)]));
  const required = entries.filter(([, child]) => child.type !== 'optional').map(([key]) => key);
  return fc
    .tuple(
      fc.record(record, { requiredKeys: required }),
      // Now and then an unknown key, or a required key left out.
      fc.option(fc.record({ unexpected: garbage }), { freq: 6 }),
      fc.subarray(required, { maxLength: Math.min(1, required.length) }),
    )
    .map(([value, extra, drop]) => {
      const out: Record<string, unknown> = {
        ...(value as Record<string, unknown>),
        ...(extra ?? {}),
      };
      for (const key of drop) delete out[key];
      return out;
    });
}
