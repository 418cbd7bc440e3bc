// @ts-check
/**
 * The import boundaries of docs/architecture.md "Layers" as one ESLint rule. Each relative
 * import is resolved to the folder it lands in (so `../../features/auth` and `../auth` are judged
 * alike) and checked against zones:
 * - `from`: the folders whose files the zone governs; a `*` matches one folder name, e.g.
 *   `src/client/features/*` governs each feature on its own;
 * - `forbid`: folders those files may not import (a `*` there, under the same name as the
 *   `from` one, means "another folder than the importer's own"); its last part may instead name
 *   modules with a `*` in a file name: `*.store` after `src/server/routes/*` forbids another
 *   resource's store, not the rest of its folder;
 * - `forbidPackages`: packages those files may not import (`@scope/*` for a whole scope);
 * - `onlyPackages`: when set, the only packages (and no Node built-ins) those files may import;
 *   `onlyFolders`: when set, the only folders they may import from.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** @typedef {{ from: string; forbid?: string[]; forbidPackages?: string[]; onlyPackages?: string[]; onlyFolders?: string[]; message: string }} Zone */

const toPosix = (/** @type {string} */ path) => path.split(sep).join('/');

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` (one path segment) matches `pattern`, where a `*` stands for any characters. */
const matchName = (/** @type {string} */ pattern, /** @type {string} */ name) =>
  new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(name);

/**
 * The `*` of `pattern` (a folder path) in `path`, '' when it has none, or null when not under it.
 * A part with a `*` among other characters (`*.store`) matches a name without capturing it.
 */
function matchFolder(/** @type {string} */ pattern, /** @type {string} */ path) {
  const parts = pattern.split('/');
  const segments = path.split('/');
  if (segments.length < parts.length) return null;
  let captured = '';
  for (const [index, part] of parts.entries()) {
    const segment = /** @type {string} */ (segments[index]);
    if (part === '*') captured = segment;
    else if (part.includes('*') ? !matchName(part, segment) : part !== segment) return null;
  }
  return captured;
}

const packageName = (/** @type {string} */ specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps client, server, shared, the service worker and features apart' },
    schema: [
      {
        type: 'object',
        properties: {
          zones: { type: 'array' },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { zones = [] } = /** @type {{ zones?: Zone[] }} */ (context.options[0] ?? {});
    const root = context.cwd;
    const file = toPosix(relative(root, context.filename));
    const active = zones.flatMap((zone) => {
      const captured = matchFolder(zone.from, file);
      return captured === null ? [] : [{ zone, captured }];
    });
    if (active.length === 0) return {};

    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      if (typeof source !== 'string') return;
      const relativeImport = source.startsWith('.');
      const target = relativeImport
        ? toPosix(relative(root, resolve(dirname(context.filename), source)))
        : null;
      for (const { zone, captured } of active) {
        if (target === null) {
          const name = packageName(source);
          const banned = (zone.forbidPackages ?? []).some(
            (pattern) =>
              pattern === name || (pattern.endsWith('/*') && name.startsWith(pattern.slice(0, -1))),
          );
          if (banned || (zone.onlyPackages && !zone.onlyPackages.includes(name))) {
            context.report({ node, message: `${zone.message} (imports '${source}')` });
          }
          continue;
        }
        const forbidden = (zone.forbid ?? []).some((pattern) => {
          const other = matchFolder(pattern, target);
          return other !== null && (!pattern.split('/').includes('*') || other !== captured);
        });
        const outside =
          zone.onlyFolders !== undefined &&
          !zone.onlyFolders.some((folder) => matchFolder(folder, target) !== null);
        if (forbidden || outside) {
          context.report({ node, message: `${zone.message} (imports '${source}')` });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { imports: rule } };
