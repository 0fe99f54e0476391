import { useLayoutEffect, useMemo, useRef } from 'react';

/**
 * A style attribute in sanitised rich text, by its place inside a tag. The server's sanitiser
 * writes every attribute value in double quotes with `"`, `<` and `>` escaped, so `style="`
 * inside a tag is always an attribute name (docs/decisions/105).
 */
const STYLE_ATTRIBUTE = /(<[a-z][^<>]*\s)style="/gi;

/** The markup with its style attributes renamed data-style, which the policy lets through. */
export const withDeferredStyles = (html: string): string =>
  html.replace(STYLE_ATTRIBUTE, '$1data-style="');

/**
 * Rich text the server has sanitised, shown as written. The Content-Security-Policy refuses
 * style attributes in markup, but not styles set through the CSSOM: the editor's colours and
 * alignments are applied that way once the markup is in the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const markup = useMemo(() => withDeferredStyles(html), [html]);
  useLayoutEffect(() => {
    for (const element of box.current?.querySelectorAll<HTMLElement>('[data-style]') ?? []) {
      element.style.cssText = element.dataset.style ?? '';
      element.removeAttribute('data-style');
    }
  }, [markup]);
  return <div ref={box} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
