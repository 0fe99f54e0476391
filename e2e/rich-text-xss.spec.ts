import type { Page } from '@playwright/test';
import { sanitizeRichText } from '../apps/server/src/lib/rich-text.ts';
import {
  HANDLER_VECTORS,
  OWASP_XSS_VECTORS,
} from '../apps/server/src/lib/rich-text-xss-vectors.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Shows markup in a portal page as `apps/web/src/ui/rich-text.tsx` shows stored rich text (style
 * attributes renamed data-style before parsing, then applied through the CSSOM), then points
 * at, clicks and focuses every element. Returns what the browser's own parser left that could
 * run or load something: elements that carry script, on* attributes, links whose scheme (as
 * the browser reads it) is not http, https, mailto or tel, styles with url() or expression().
 */
function showAsRichText(page: Page, markup: string[]): Promise<string[]> {
  return page.evaluate((markup) => {
    const found: string[] = [];
    const box = document.createElement('div');
    document.body.append(box);
    markup.forEach((html, index) => {
      const item = document.createElement('div');
      item.innerHTML = html.replace(/(<[a-z][^<>]*\s)style="/gi, '$1data-style="');
      for (const element of Array.from(item.querySelectorAll<HTMLElement>('[data-style]'))) {
        element.style.cssText = element.dataset.style ?? '';
        element.removeAttribute('data-style');
      }
      box.append(item);
      for (const element of Array.from(item.querySelectorAll<HTMLElement>('*'))) {
        const name = element.localName;
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
  }, markup);
}

test.describe('rich text from OWASP XSS filter evasion vectors', () => {
  test.skip(({ isMobile }) => isMobile, 'The same browser and page as on a desktop.');

  test('sanitised, it runs no script and loads nothing in a portal page', async ({
    page,
    cspViolations,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const stored = [...OWASP_XSS_VECTORS, ...HANDLER_VECTORS].map(sanitizeRichText);
    expect(await showAsRichText(page, stored)).toEqual([]);
    // Anything refused would be reported by now; the fixture fails the test on any report.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
  });

  test('unsanitised, the same check finds them: it is no blind witness', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading').first()).toBeVisible();
    const found = await showAsRichText(page, [
      '<img src=x onerror=alert(1)>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<p style="background:url(https://xss.example/x.png)">x</p>',
    ]);
    expect(found).toEqual([
      '0: <img>',
      '0: img onerror',
      '1: a href javascript:',
      '2: p style background: url("https://xss.example/x.png");',
    ]);
    // The policy refused the handler and the other site's picture; those reports are expected.
    await expect.poll(() => cspViolations.join('\n')).toContain('script-src-attr');
    await expect.poll(() => cspViolations.join('\n')).toContain('img-src');
    cspViolations.splice(0);
  });
});
