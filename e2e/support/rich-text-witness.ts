import type { Page } from '@playwright/test';

/** The attribute that marks a box of rich text for `pokeRichText`. */
export const PROBE = 'data-rich-text-probe';

/**
 * Points at, clicks and focuses every element inside the boxes marked with PROBE, then returns
 * what the browser's own parser left there that could run or load something: elements that
 * carry script, on* attributes, links whose scheme (as the browser reads it) is not http,
 * https, mailto or tel, styles with url() or expression(). Each finding starts with its box's
 * index. The click is a plain event, not a mouse click: it runs handlers but follows no link.
 */
export function pokeRichText(page: Page): Promise<string[]> {
  return page.evaluate((probe) => {
    const found: string[] = [];
    document.querySelectorAll(`[${probe}]`).forEach((box, index) => {
      for (const element of Array.from(box.querySelectorAll<HTMLElement>('*'))) {
        const name = element.localName;
        // The rich-text field's own cursor helper: an empty picture ProseMirror puts in.
        if (element.matches('img.ProseMirror-separator:not([src])')) continue;
        if (
          /^(script|i?frame|frameset|object|embed|applet|meta|base|link|style|form|input|button|svg|math|img|video|audio|source|template)$/.test(
            name,
          )
        )
          found.push(`${index}: <${name}>`);
        for (const { name: attribute } of Array.from(element.attributes))
          if (/^on/i.test(attribute)) found.push(`${index}: ${name} ${attribute}`);
        if (element instanceof HTMLAnchorElement && element.hasAttribute('href'))
          if (!['http:', 'https:', 'mailto:', 'tel:'].includes(element.protocol))
            found.push(`${index}: a href ${element.protocol}`);
        if (/url\(|expression|binding|behavior/i.test(element.style.cssText))
          found.push(`${index}: ${name} style ${element.style.cssText}`);
        for (const type of ['mouseover', 'mouseenter', 'click', 'focus', 'animationstart'])
          element.dispatchEvent(new Event(type, { bubbles: true }));
      }
    });
    return found;
  }, PROBE);
}

/** What a vector that ran would have left behind. */
export interface ScriptWitness {
  /** alert, confirm and prompt dialogs the page opened. */
  dialogs: string[];
  /** Requests to the vectors' placeholder host, or violation reports sent anywhere. */
  requests: string[];
  /** The calls to alert, confirm or prompt the page's window recorded. */
  calls: () => Promise<string[]>;
}

/**
 * Watches a page from before its first script: every alert, confirm and prompt the vectors
 * call is noted in a window flag (and still opens its dialog, which is dismissed and noted);
 * a request to the vectors' host or one carrying a policy violation report is noted too.
 */
export async function watchForScript(page: Page): Promise<ScriptWitness> {
  const dialogs: string[] = [];
  const requests: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const type = request.headers()['content-type'] ?? '';
    if (new URL(request.url()).hostname.endsWith('xss.example') || /report/.test(type))
      requests.push(`${request.method()} ${request.url()} ${type}`);
  });
  await page.addInitScript(() => {
    const ran: string[] = [];
    Object.assign(window, { xssRan: ran });
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const original = window[name].bind(window) as (...args: unknown[]) => unknown;
      Object.assign(window, {
        [name]: (...args: unknown[]) => {
          ran.push(`${name}(${args.map(String).join(', ')})`);
          return original(...args);
        },
      });
    }
  });
  return {
    dialogs,
    requests,
    calls: () => page.evaluate(() => (window as unknown as { xssRan?: string[] }).xssRan ?? []),
  };
}
