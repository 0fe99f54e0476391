import type { ChangeRequestSent, ModelEditorItem } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { tabPath } from './support/catalogue.ts';
import {
  crUrl,
  PROPOSER,
  quietModel,
  REVIEWER,
  signInToChangeRequests,
} from './support/change-requests.ts';
import { siteUrl } from './support/editor.ts';
import { expect, test } from './support/test.ts';

test('a proposer proposes a new description, a reviewer approves it and the parts site shows it', async ({
  browser,
  request,
  baseURL,
}) => {
  // One model, one proposal: the phone pass of the review page is part of this journey.
  test.skip(test.info().project.name === 'phone', 'the journey checks the phone width itself');
  test.setTimeout(150_000);
  const { headers, demo, at, catalogNumber } = await quietModel(request, baseURL);
  const modelUrl = `/api/editor/model/${encodeURIComponent(catalogNumber)}`;
  const before = (await (await request.get(modelUrl, { headers })).json()) as ModelEditorItem;
  const description = `Proposed description ${Date.now().toString(36)}`;
  const path = tabPath(demo, at);

  try {
    // The proposer proposes from the section table.
    const proposer = await signInToChangeRequests(browser, baseURL, PROPOSER);
    await expect(proposer.getByText('No change requests yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(proposer);
    await expect(proposer.getByRole('link', { name: 'Catalog', exact: true })).toBeVisible();
    await proposer.goto(crUrl(baseURL, `/catalog${path}`));
    await proposer
      .getByRole('searchbox', { name: /^Search / })
      .first()
      .fill(catalogNumber);
    await proposer
      .getByRole('button', { name: `Create change request for ${catalogNumber}` })
      .first()
      .click();
    const modal = proposer.getByRole('dialog', { name: `Details for model: ${catalogNumber}` });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    // The table's Description column on the parts site shows the model description.
    const field = modal.getByRole('textbox', { name: /^Model Description/ });
    await expect(field).toBeEnabled();
    await expect(modal.getByRole('button', { name: 'Copy Model' })).toHaveCount(0);
    await field.fill(description);
    await modal.getByRole('button', { name: 'Submit change request' }).click();
    const confirm = proposer.getByRole('dialog', { name: 'Submit change request' });
    await confirm.getByRole('textbox', { name: 'Comment (optional)' }).fill('Renamed by the maker');
    await expectNoSeriousA11yViolations(proposer);
    const sent = proposer.waitForResponse(
      (r) => r.url().endsWith('/api/change-requests') && r.request().method() === 'POST',
    );
    await confirm.getByRole('button', { name: 'Submit' }).click();
    const { Data } = (await (await sent).json()) as ChangeRequestSent;
    const requestLink = `Request ${Data.ModelChangeRequestId}`;
    await expect(
      proposer.getByText(`Change request sent for Model ${catalogNumber}`),
    ).toBeVisible();
    await expect(modal).toBeHidden();

    await proposer.getByRole('link', { name: 'My requests' }).click();
    const mine = proposer
      .getByRole('row')
      .filter({ has: proposer.getByRole('link', { name: requestLink }) });
    await expect(mine.getByText('Waiting for review')).toBeVisible();
    await expect(proposer.getByRole('link', { name: 'Review' })).toHaveCount(0);

    // The reviewer finds it in the queue, reads the diff and approves it.
    const reviewer = await signInToChangeRequests(browser, baseURL, REVIEWER);
    await reviewer.getByRole('link', { name: 'Review' }).click();
    await reviewer.getByRole('textbox', { name: 'Catalog number' }).fill(catalogNumber);
    await reviewer.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(reviewer).toHaveURL(/catalogNumber=/);
    await expectNoSeriousA11yViolations(reviewer);
    await reviewer.getByRole('link', { name: requestLink }).click();
    await expect(
      reviewer.getByRole('heading', {
        name: new RegExp(`Change request ${Data.ModelChangeRequestId}`),
      }),
    ).toBeVisible();
    const diff = reviewer.getByRole('table', { name: 'Proposed changes' });
    const row = diff.getByRole('row').filter({ hasText: 'Model Description' });
    await expect(row).toContainText(String(before.Values.SapModelDescription ?? ''));
    await expect(row).toContainText(description);
    await expect(reviewer.getByText('Renamed by the maker')).toBeVisible();
    await expectNoSeriousA11yViolations(reviewer);
    await reviewer.getByRole('button', { name: 'Approve' }).click();
    await expect(
      reviewer.getByText(`Change request for Model ${catalogNumber} approved`),
    ).toBeVisible();
    await expect(reviewer.getByRole('heading', { level: 1 })).toContainText('Approved');
    await expect(reviewer.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // The review page on a 375 px phone: cards, no sideways scrolling, still accessible.
    await reviewer.setViewportSize({ width: 375, height: 740 });
    await reviewer.goto(crUrl(baseURL, `/review?status=any&catalogNumber=${catalogNumber}`));
    await expect(reviewer.getByRole('link', { name: requestLink })).toBeVisible();
    const widths = await reviewer.evaluate(() => [
      document.documentElement.scrollWidth,
      innerWidth,
    ]);
    expect(widths[0], 'the page is no wider than the screen').toBeLessThanOrEqual(widths[1]!);
    await expectNoSeriousA11yViolations(reviewer);

    // The parts site shows the approved description; the proposer's list says Approved.
    const parts = await browser.newPage();
    await parts.goto(siteUrl(baseURL, 'parts', path));
    await parts
      .getByRole('searchbox', { name: /^Search / })
      .first()
      .fill(catalogNumber);
    await expect(
      parts.getByRole('row').filter({ hasText: catalogNumber }).getByText(description),
    ).toBeVisible();
    await proposer.reload();
    await expect(mine.getByText('Approved')).toBeVisible();
  } finally {
    // The model's description goes back for the next run's journeys.
    const now = (await (
      await request.get(modelUrl, { headers, timeout: 10_000 })
    ).json()) as ModelEditorItem;
    await request.put(modelUrl, {
      headers,
      data: {
        Version: now.Version,
        Values: { SapModelDescription: before.Values.SapModelDescription ?? null },
      },
    });
  }
});
