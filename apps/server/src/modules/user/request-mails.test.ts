import { PermissionRequestStatus, PermissionType, Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createAccountWorld, type AccountWorld } from './account-test-world.ts';

describe('e-mails about decided permission requests', () => {
  let w: AccountWorld;
  beforeAll(async () => {
    w = await createAccountWorld();
  });
  afterAll(() => w.close());

  const mailTo = (email: string) =>
    w.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, email));
  /** A user with open requests for Plains (7200) and Prairie Air (300200); their ids by number. */
  const asker = async (email: string) => {
    const user = await createUser(w.database.db, { email, roles: [Role.SalesRep] });
    const rows = await w.database.db
      .insert(t.permissionRequest)
      .values([
        {
          userId: user.userId,
          type: PermissionType.SalesRep,
          salesRepNumber: '7200',
          status: PermissionRequestStatus.PendingApproval,
        },
        {
          userId: user.userId,
          type: PermissionType.Customer,
          customerNumber: '300200',
          status: PermissionRequestStatus.PendingApproval,
        },
      ])
      .returning();
    const idOf = (n: string) =>
      rows.find((r) => r.salesRepNumber === n || r.customerNumber === n)!.requestId;
    return { rep: idOf('7200'), customer: idOf('300200') };
  };
  const respond = (kind: 'sales-rep' | 'customer', body: Record<string, unknown>, who = w.admin) =>
    w.call('POST', `/api/${kind}/permission-requests/batchRespond`, who.cookie, body);

  it('tells each user whose request was approved, once, with what they may now use', async () => {
    const dana = await asker('dana@example.com');
    const eli = await asker('eli@example.com');
    const res = await respond('customer', {
      isApproved: true,
      PermissionIds: [dana.customer, eli.customer],
    });
    expect(res.statusCode).toBe(200);
    for (const email of ['dana@example.com', 'eli@example.com']) {
      const mails = await mailTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your request for access was approved');
      expect(mails[0]!.textBody).toContain('- Customer 300200 Prairie Air');
      expect(mails[0]!.textBody).not.toContain('Plains');
    }
  });

  it('tells the user a request was rejected, and why', async () => {
    const fay = await asker('fay@example.com');
    const res = await respond('sales-rep', {
      isApproved: false,
      rejectionStatus: 'Not an employee of this agency',
      PermissionIds: [fay.rep],
    });
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = await mailTo('fay@example.com');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your request for access was rejected');
    expect(mail!.textBody).toContain('- Sales representative 7200 Plains');
    expect(mail!.textBody).toContain('Reason: Not an employee of this agency');
  });

  it('sends nothing when the decision is refused', async () => {
    const gil = await asker('gil@example.com');
    const byRep = await respond('sales-rep', { isApproved: true, PermissionIds: [gil.rep] }, w.rep);
    expect(byRep.statusCode).toBe(403);
    const noReason = await respond('sales-rep', { isApproved: false, PermissionIds: [gil.rep] });
    expect(noReason.statusCode).toBe(400);
    expect(await mailTo('gil@example.com')).toHaveLength(0);
  });
});
