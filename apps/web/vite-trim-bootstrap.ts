import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Bootstrap's breakpoint infixes: `.d-md-none`, `.text-lg-start`, `.col-xl-3`. */
const RESPONSIVE = /^[a-z-]+?-(sm|md|lg|xl|xxl)(-|$)/;

/**
 * Classes of min-width queries that React-Bootstrap or a computed class name builds from parts
 * (`<Col md={6}>`, `<Navbar expand="md">`, `<Modal size="xl">`, `col-md-${n}`), so their whole
 * names never appear in the source; they stay.
 */
const BUILT_FROM_PARTS = [
  /^col-/,
  /^row-cols-/,
  /^offset-/,
  /^order-/,
  /^g[xy]?-/,
  /^container-/,
  /^navbar-expand-/,
  /^offcanvas-/,
  /^modal-/,
  /^table-responsive-/,
  /^list-group-horizontal-/,
  /^sticky-/,
  /^dropdown-menu-/,
];

/** Every word of the app's own sources that could be a class name. */
function sourceWords(root: string): Set<string> {
  const words = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.(tsx?|css)$/.test(entry.name))
        for (const word of fs.readFileSync(file, 'utf8').match(/[a-z][\w-]*/g) ?? [])
          words.add(word);
    }
  };
  visit(root);
  return words;
}

/**
 * Bootstrap's stylesheet without the responsive variants of utilities the app never names
 * (decision 162): of its 232 KB, about 60 KB are `.{utility}-{breakpoint}-*` rules for five
 * breakpoints, and the app uses a handful. A rule of a min-width query goes only when every
 * class it names is a responsive variant that no source file spells and no component builds.
 */
export const trimBootstrap = (sourceRoot: string): Plugin => {
  let words: Set<string> | null = null;
  const kept = (name: string) =>
    !RESPONSIVE.test(name) || words!.has(name) || BUILT_FROM_PARTS.some((p) => p.test(name));
  return {
    name: 'trim-bootstrap',
    enforce: 'pre',
    buildStart() {
      words = sourceWords(sourceRoot);
    },
    transform(code, id) {
      if (!/[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap\.min\.css$/.test(id)) return null;
      words ??= sourceWords(sourceRoot);
      const root = postcss.parse(code);
      root.walkRules((rule) => {
        // Responsive variants live in min-width queries; `.btn-sm` or `.modal-lg` do not.
        const parent = rule.parent;
        if (parent?.type !== 'atrule' || !/min-width/.test((parent as postcss.AtRule).params))
          return;
        const classes = rule.selector.match(/\.[a-z][\w-]*/g)?.map((c) => c.slice(1)) ?? [];
        if (classes.length > 0 && !classes.some(kept)) rule.remove();
      });
      root.walkAtRules('media', (media) => {
        if (!media.nodes?.length) media.remove();
      });
      return { code: root.toString(), map: null };
    },
  };
};
