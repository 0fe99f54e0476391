import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

const classesOf = (css: string): Set<string> =>
  new Set((css.match(/\.[a-z][\w-]*/g) ?? []).map((name) => name.slice(1)));

let bootstrapClasses: Set<string> | null = null;
let builtClasses: Set<string> | null = null;

/** Every class Bootstrap's whole stylesheet defines. */
function bootstrap(): Set<string> {
  const require = createRequire(import.meta.url);
  bootstrapClasses ??= classesOf(
    fs.readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8'),
  );
  return bootstrapClasses;
}

/** Every class the built stylesheets define (the build drops the rules no page can use). */
function built(): Set<string> | null {
  if (builtClasses) return builtClasses;
  const assets = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../apps/web/dist/assets',
  );
  if (!fs.existsSync(assets)) return null;
  const sheets = fs.readdirSync(assets).filter((name) => name.endsWith('.css'));
  builtClasses = new Set(
    sheets.flatMap((name) => [...classesOf(fs.readFileSync(path.join(assets, name), 'utf8'))]),
  );
  return builtClasses;
}

/**
 * Records every class any element of the journey's pages carries at any moment (toasts,
 * tooltips, open menus, modals included) and, at the end, answers the Bootstrap classes among
 * them whose rules the build left out (decisions 162, 164): a class built from parts where
 * the build could not see it would otherwise lose its look unnoticed.
 */
export async function watchBootstrapClasses(context: BrowserContext) {
  const seen = new Set<string>();
  await context.exposeBinding('reportClasses', (_source, names: string[]) => {
    for (const name of names) seen.add(name);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { reportClasses?: (names: string[]) => void })
      .reportClasses;
    const known = new Set<string>();
    let pending: string[] = [];
    const flush = () => {
      if (pending.length > 0) report?.(pending);
      pending = [];
    };
    const note = (element: Element) => {
      for (const name of Array.from(element.classList))
        if (!known.has(name)) {
          known.add(name);
          if (pending.push(name) === 1) queueMicrotask(flush);
        }
    };
    const visit = (node: Node) => {
      if (!(node instanceof Element)) return;
      note(node);
      node.querySelectorAll('[class]').forEach(note);
    };
    new MutationObserver((changes) => {
      for (const change of changes)
        if (change.type === 'attributes') visit(change.target);
        else change.addedNodes.forEach(visit);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    document.addEventListener('DOMContentLoaded', () => visit(document.documentElement));
  });
  return (): string[] => {
    const defined = built();
    if (!defined) return [];
    const full = bootstrap();
    return [...seen].filter((name) => full.has(name) && !defined.has(name)).sort();
  };
}
