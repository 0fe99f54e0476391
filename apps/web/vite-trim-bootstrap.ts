import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * Class families that React-Bootstrap props or the app's computed names build at run time
 * from parts too short or too many to recognise (`<Col md={6}>`, `<Navbar expand="md">`,
 * `gap-${n}`); their rules stay whatever the sources say.
 */
const BUILT_FROM_PARTS = [
  /^col(-|$)/,
  /^row-cols-/,
  /^offset-/,
  /^order-/,
  /^g[xy]?-/,
  /^container(-|$)/,
  /^navbar-expand(-|$)/,
  /^offcanvas(-|$)/,
  /^modal-/,
  /^table-responsive(-|$)/,
  /^list-group-horizontal(-|$)/,
  /^sticky-/,
  /^dropdown-menu-/,
  // A spinner's prefix, animation and size: `spinner` + `border` + `sm`.
  /^spinner-(border|grow)-sm$/,
];

const WORD = /[a-z][\w-]*/g;

function addWords(words: Set<string>, file: string) {
  for (const word of fs.readFileSync(file, 'utf8').match(WORD) ?? []) words.add(word);
}

/** Every word of the app's own sources that could be a class name or part of one. */
function visitSources(dir: string, words: Set<string>, imported: Set<string>) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) visitSources(file, words, imported);
    else if (/\.(tsx?|css)$/.test(entry.name)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const word of text.match(WORD) ?? []) words.add(word);
      for (const [, name] of text.matchAll(/from 'react-bootstrap\/(\w+)'/g)) imported.add(name!);
    }
  }
}

/**
 * The words of the React-Bootstrap modules the app imports and of the modules those import:
 * the class names and prefixes (`btn`, `text-bg-`) their components put on elements.
 */
function componentWords(components: Set<string>, words: Set<string>) {
  const require = createRequire(import.meta.url);
  const esm = path.join(path.dirname(require.resolve('react-bootstrap/package.json')), 'esm');
  const seen = new Set<string>();
  const visit = (name: string) => {
    const file = path.join(esm, `${name}.js`);
    if (seen.has(name) || !fs.existsSync(file)) return;
    seen.add(name);
    addWords(words, file);
    for (const [, next] of fs.readFileSync(file, 'utf8').matchAll(/from '\.\/(\w+)'/g))
      visit(next!);
  };
  for (const name of components) visit(name);
}

/**
 * Whether a class can appear on an element: a word of the sources, a family built from parts,
 * or a prefix the sources spell (`btn`, `col-md-`) joined to a word they spell
 * (`outline-primary`) or a number, or to anything when the prefix ends in a dash as template
 * strings do.
 */
function canAppear(name: string, words: Set<string>): boolean {
  if (words.has(name) || BUILT_FROM_PARTS.some((p) => p.test(name))) return true;
  for (let at = name.indexOf('-'); at > 0; at = name.indexOf('-', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (words.has(`${prefix}-`)) return true;
    if (words.has(prefix) && (words.has(rest) || /^\d+$/.test(rest))) return true;
  }
  return false;
}

/**
 * Bootstrap's stylesheet without the rules no page can use (decisions 162, 164): a selector
 * goes when a class it names can appear on no element (it could never match), a rule when all
 * its selectors went. Rules without classes (the reboot, variables, `:root`) stay.
 */
export const trimBootstrap = (sourceRoot: string): Plugin => {
  let words: Set<string> | null = null;
  const load = () => {
    const found = new Set<string>();
    const imported = new Set<string>();
    visitSources(sourceRoot, found, imported);
    componentWords(imported, found);
    return found;
  };
  return {
    name: 'trim-bootstrap',
    enforce: 'pre',
    buildStart() {
      words = load();
    },
    transform(code, id) {
      if (!/[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap\.min\.css$/.test(id)) return null;
      const known = (words ??= load());
      const root = postcss.parse(code);
      root.walkRules((rule) => {
        if (
          rule.parent?.type === 'atrule' &&
          /keyframes/.test((rule.parent as postcss.AtRule).name)
        )
          return;
        const live = rule.selectors.filter((selector) =>
          (selector.match(/\.[a-z][\w-]*/g) ?? []).every((c) => canAppear(c.slice(1), known)),
        );
        if (live.length === 0) rule.remove();
        else if (live.length < rule.selectors.length) rule.selectors = live;
      });
      root.walkAtRules((at) => {
        if (at.nodes && at.nodes.length === 0) at.remove();
      });
      return { code: root.toString(), map: null };
    },
  };
};
