import type { Page } from '@playwright/test';
import { sanitizeRichText } from '../apps/server/src/lib/rich-text.ts';
import {
  HANDLER_VECTORS,
  OWASP_XSS_VECTORS,
} from '../apps/server/src/lib/rich-text-xss-vectors.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { PROBE, pokeRichText, watchForScript } from './support/rich-text-witness.ts';
import { expect, test } from './support/test.ts';

/**
 * Shows markup in a portal page as `apps/web/src/ui/rich-text.tsx` shows stored rich text (style
 * attributes renamed data-style before parsing, then applied through the CSSOM), then pokes
 * every element and returns what could run or load something (see `pokeRichText`).
 */
async function showAsRichText(page: Page, markup: string[]): Promise<string[]> {
  await page.evaluate(
    ([markup, probe]) => {
      const box = document.createElement('div');
      document.body.append(box);
      for (const html of markup) {
        const item = document.createElement('div');
        item.setAttribute(probe, '');
        item.innerHTML = html.replace(/(<[a-z][^<>]*\s)style="/gi, '$1data-style="');
        for (const element of Array.from(item.querySelectorAll<HTMLElement>('[data-style]'))) {
          element.style.cssText = element.dataset.style ?? '';
          element.removeAttribute('data-style');
        }
        box.append(item);
      }
    },
    [markup, PROBE] as const,
  );
  return pokeRichText(page);
}

test.describe('rich text from OWASP XSS filter evasion vectors', () => {
  test.skip(({ isMobile }) => isMobile, 'The same browser and page as on a desktop.');

  test('sanitised, it runs no script and loads nothing in a portal page', async ({
    page,
    cspViolations,
  }) => {
    const witness = await watchForScript(page);
    await page.goto('/');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const stored = [...OWASP_XSS_VECTORS, ...HANDLER_VECTORS].map(sanitizeRichText);
    expect(await showAsRichText(page, stored)).toEqual([]);
    // Anything refused would be reported by now; the fixture fails the test on any report.
    await page.waitForTimeout(500);
    expect(witness.dialogs).toEqual([]);
    expect(await witness.calls()).toEqual([]);
    expect(witness.requests).toEqual([]);
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
