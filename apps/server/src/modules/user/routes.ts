import {
  activationRequest,
  addPermissionsRequest,
  apiError,
  lookupEntry,
  numberLookupRequest,
  permissionsRequest,
  permissionsResult,
  plainResult,
  profileUpdate,
  user,
  userIdParams,
  userListPage,
  userListQuery,
  userSalesRep,
  userSalesRepsRequest,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../lib/session.ts';
import type { AccountsOptions } from '../auth/accounts-options.ts';
import { useSpecValidation } from '../auth/spec-validation.ts';
import type { SiteService } from '../site/service.ts';
import { countLookup } from './lookup-limits.ts';
import type { UserService } from './service.ts';

const tags = ['user'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };

export async function userRoutes(
  app: FastifyInstance,
  { sites, users, options }: { sites: SiteService; users: UserService; options: AccountsOptions },
) {
  useSpecValidation(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/user/me/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The signed-in user with permissions and requests',
        response: { 200: user, ...errors },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return users.user(viewer, viewer.userId);
    },
  );

  r.post(
    '/user/me/permissions-request',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Requests permissions by rows of sales rep ids or customer numbers',
        body: permissionsRequest,
        response: { 200: permissionsResult, ...errors },
      },
    },
    async (request) =>
      users.requestPermissions(
        await requireViewer(request),
        await sites.forHost(request.hostname),
        request.body,
      ),
  );

  r.post(
    '/user/me/add-permissions',
    {
      config: { access: 'customer-admin' },
      schema: {
        tags,
        summary: 'A customer admin grants permissions to a user directly',
        body: addPermissionsRequest,
        response: { 200: permissionsResult, ...errors },
      },
    },
    async (request) => users.addPermissions(await requireViewer(request), request.body),
  );

  r.post(
    '/user/salesreplist',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Looks sales rep numbers up (number, name, city, state; limited per user and address)',
        body: numberLookupRequest,
        response: { 200: z.array(lookupEntry), ...errors, 429: apiError },
      },
    },
    async (request) => {
      await countLookup(options, (await requireViewer(request)).userId, request.ip);
      return users.lookupSalesReps(request.body);
    },
  );

  r.post(
    '/user/customerlist',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Looks customer numbers up (number, name, city, state; limited per user and address)',
        body: numberLookupRequest,
        response: { 200: z.array(lookupEntry), ...errors, 429: apiError },
      },
    },
    async (request) => {
      await countLookup(options, (await requireViewer(request)).userId, request.ip);
      return users.lookupCustomers(request.body);
    },
  );

  r.post(
    '/user/user_salesreps',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The sales reps a user holds (the caller's own by default)",
        body: userSalesRepsRequest,
        response: { 200: z.array(userSalesRep), ...errors },
      },
    },
    async (request) => users.salesRepsOf(await requireViewer(request), request.body.UserId),
  );

  r.post(
    '/user/updateprofile/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Edits names (and the e-mail of a directory user)',
        params: userIdParams,
        body: profileUpdate,
        response: { 200: plainResult, ...errors },
      },
    },
    async (request) =>
      users.updateProfile(
        await requireViewer(request),
        await sites.forHost(request.hostname),
        request.params.userId,
        request.body,
      ),
  );

  r.post(
    '/user/activate/:userId',
    {
      config: { access: 'customer-admin' },
      schema: {
        tags,
        summary: 'Activates or deactivates a user, with a comment',
        params: userIdParams,
        body: activationRequest,
        response: { 200: plainResult, ...errors },
      },
    },
    async (request) =>
      users.setActive(await requireViewer(request), request.params.userId, request.body),
  );

  r.get(
    '/user',
    {
      config: { access: 'customer-admin' },
      schema: {
        tags,
        summary: 'Users, filtered, sorted, 10 a page',
        querystring: userListQuery,
        response: { 200: userListPage, ...errors },
      },
    },
    async (request) => users.list(request.query),
  );

  r.get(
    '/user/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "A user's details: one's own, or anyone's for a customer admin",
        params: userIdParams,
        response: { 200: user, ...errors },
      },
    },
    async (request) => users.user(await requireViewer(request), request.params.userId),
  );
}
