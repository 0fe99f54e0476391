import type {
  ChangeRequestDetail,
  ChangeRequestFieldDiff,
  ChangeRequestSummary,
  SessionUser,
} from '@portal/domain';
import { ModuleId } from '@portal/domain';
import { setFetchSource } from '../../../api/request-fetch.ts';

export const createSummary = (
  overrides: Partial<ChangeRequestSummary> = {},
): ChangeRequestSummary => ({
  ModelChangeRequestId: 12,
  Kind: 'Change',
  Status: 'Submitted',
  PcnCatalogNumber: '00012345',
  Comment: 'The motor was renamed',
  Fields: ['Descriptions'],
  RequestedBy: 'Morgan Proposer',
  RequestedAt: '2026-11-28T09:30:00.000Z',
  ReviewedBy: null,
  ReviewedAt: null,
  Reason: null,
  ...overrides,
});

export const createFieldDiff = (
  overrides: Partial<ChangeRequestFieldDiff> = {},
): ChangeRequestFieldDiff => ({
  Field: 'Descriptions',
  DisplayName: 'Description',
  Section: 'Header',
  EditorType: 'text',
  Before: 'Blower motor',
  Current: 'Blower motor',
  Proposed: 'Fan motor',
  ChangedSinceProposal: false,
  ...overrides,
});

export const createDetail = (
  overrides: Partial<ChangeRequestDetail> = {},
): ChangeRequestDetail => ({
  ...createSummary(),
  CurrentVersion: '7',
  ModelExists: true,
  Diff: [createFieldDiff()],
  Actions: ['approve', 'reject', 'ask-for-changes'],
  ...overrides,
});

/** A signed-in user holding the ChangeRequests module; a reviewer also holds its execute flag. */
export const createCrUser = (reviewer: boolean): SessionUser => ({
  Id: 7,
  Name: reviewer ? 'Robin' : 'Morgan',
  LastName: reviewer ? 'Reviewer' : 'Proposer',
  Username: reviewer ? 'reviewer@example.com' : 'proposer@example.com',
  Email: reviewer ? 'reviewer@example.com' : 'proposer@example.com',
  BearerToken: null,
  TokenExpiration: Math.floor(Date.now() / 1000) + 3600,
  Role: reviewer ? 'change-reviewer' : 'change-requester',
  Roles: [reviewer ? 'change-reviewer' : 'change-requester'],
  HasAccess: true,
  AuthProviderType: 'Local',
  EffectivePermissions: [
    {
      ModuleId: ModuleId.ChangeRequests,
      ModuleName: 'ChangeRequests',
      CanRead: 9,
      CanWrite: 9,
      CanDelete: 0,
      CanExecute: reviewer ? 9 : 0,
    },
  ],
  ResourcePermissions: [],
  PendingAcceptance: false,
  CodeString: 'Success',
});

export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Answers each call with what `reply` gives for it, and records what was sent. */
export function serveCalls(
  reply: (method: string, url: string) => { status?: number; body: unknown },
): Sent[] {
  const sent: Sent[] = [];
  setFetchSource(() => async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { status = 200, body } = reply(method, url);
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}
