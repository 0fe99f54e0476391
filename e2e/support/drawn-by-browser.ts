import type { Page } from '@playwright/test';

const SERVER_RENDERING =
  /<div id="root">[\s\S]*<\/div><script type="application\/json" id="server-render">[\s\S]*?<\/script>/;

/**
 * For a journey that changes an API answer in the browser (`page.route`): its pages come
 * without what the server drew, so the browser reads the page's data itself, through the
 * journey's routes, as it does for any page it draws.
 */
export async function drawnByBrowser(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({
      response,
      body: body.replace(SERVER_RENDERING, '<div id="root"></div>'),
    });
  });
}
