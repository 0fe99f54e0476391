import {
  Role,
  type ChangeRequestDetail,
  type ChangeRequestSent,
  type ModelEditorItem,
  type RoleName,
} from '@portal/domain';
import { beforeAll } from 'vitest';
import { createUser } from '../../test/account-factories.ts';
import { createSite } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { modelEditorWorld } from '../catalogue-editor/model/model-test-world.ts';

export const CR_HOST = 'cr.localhost';

/** Who calls on the change-request site: two proposers, a reviewer and a catalogue editor. */
export type CrCaller = 'proposer' | 'otherProposer' | 'reviewer' | 'editor';

const people: Record<CrCaller, { roles: RoleName[]; firstName: string; lastName: string }> = {
  proposer: { roles: [Role.ChangeRequester], firstName: 'Morgan', lastName: 'Proposer' },
  otherProposer: { roles: [Role.ChangeRequester], firstName: 'Olive', lastName: 'Other' },
  reviewer: { roles: [Role.ChangeReviewer], firstName: 'Robin', lastName: 'Reviewer' },
  editor: { roles: [Role.CatalogEditor], firstName: 'Erin', lastName: 'Editor' },
};

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * The model editor's world with a change-request site ('cr', EnableChangeRequest on) and one
 * user per kind of caller signed in there.
 */
export function changeRequestWorld() {
  const base = modelEditorWorld();
  const { world, model } = base;
  const cr = {
    siteId: 0,
    users: {} as Record<CrCaller, { userId: number; email: string; password: string }>,
    headers: {} as Record<CrCaller, Record<string, string>>,
  };
  beforeAll(async () => {
    const { db } = world.database;
    const site = await createSite(db, {
      name: 'cr',
      hostNames: [CR_HOST],
      catalogId: 5,
      enableChangeRequest: true,
    });
    cr.siteId = site.siteId;
    for (const caller of Object.keys(people) as CrCaller[]) {
      const user = await createUser(db, people[caller]);
      cr.users[caller] = user;
      cr.headers[caller] = (await signIn(world.app, user.username, user.password, CR_HOST)).bearer;
    }
  });

  const call = (caller: CrCaller, method: Method, url: string, payload?: object) =>
    world.app.inject({
      method,
      url,
      headers: cr.headers[caller],
      ...(payload ? { payload } : {}),
    });
  const openModel = async (caller: CrCaller = 'proposer', pcn = model.pcn) =>
    (await call(caller, 'GET', `/api/change-requests/model/${pcn}`)).json() as ModelEditorItem;
  const propose = async (
    values: Record<string, unknown>,
    caller: CrCaller = 'proposer',
    extra: { Version?: string; Comment?: string } = {},
  ) =>
    call(caller, 'POST', '/api/change-requests', {
      PcnCatalogNumber: model.pcn,
      Version: extra.Version ?? (await openModel(caller)).Version,
      Values: values,
      ...(extra.Comment ? { Comment: extra.Comment } : {}),
    });
  /** A proposal that must be accepted: its request's id. */
  const proposed = async (values: Record<string, unknown>, caller: CrCaller = 'proposer') => {
    const res = await propose(values, caller);
    if (res.statusCode !== 201) throw new Error(`proposal refused: ${res.body}`);
    return (res.json() as ChangeRequestSent).Data.ModelChangeRequestId;
  };
  const detail = async (id: number, caller: CrCaller = 'reviewer') =>
    (await call(caller, 'GET', `/api/change-requests/${id}`)).json() as ChangeRequestDetail;
  const move = (id: number, action: string, caller: CrCaller, payload: object = {}) =>
    call(caller, 'POST', `/api/change-requests/${id}/${action}`, payload);
  const approve = async (id: number, caller: CrCaller = 'reviewer') =>
    move(id, 'approve', caller, { Version: (await detail(id, caller)).CurrentVersion ?? '0' });

  return { ...base, cr, call, openModel, propose, proposed, detail, move, approve };
}
