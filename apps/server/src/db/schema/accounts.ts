import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { site } from './sites.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });
/** SHA-256 digests of secrets (session tokens, reset codes, invitation codes). */
export const digest = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** A person who signs in. Local users (username = e-mail) have a password; directory users bind. */
export const appUser = pgTable(
  'app_user',
  {
    userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /** Empty for a directory user until the directory sign-up. */
    email: text('email').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id; null for directory users. */
    passwordHash: text('password_hash'),
    authProvider: text('auth_provider').notNull().default('Local'),
    disabled: boolean('disabled').notNull().default(false),
    disabledByUserId: integer('disabled_by_user_id'),
    /** The comment of the last activation or deactivation. */
    statusComment: text('status_comment'),
    statusChangedAt: stamp('status_changed_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    passwordChangedAt: stamp('password_changed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_user_username_key').on(sql`lower(${t.username})`),
    index('app_user_email_idx').on(sql`lower(${t.email})`),
    index('app_user_created_idx').on(t.createdAt.desc(), t.userId.desc()),
    index('app_user_first_name_idx').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    index('app_user_last_name_idx').using('gin', sql`lower(${t.lastName}) gin_trgm_ops`),
    index('app_user_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    check('app_user_provider_known', sql`${t.authProvider} in ('Local', 'AD')`),
    check(
      'app_user_local_has_password',
      sql`${t.authProvider} = 'AD' or ${t.passwordHash} is not null`,
    ),
  ],
);

/** 'orders' (sales rep), 'customerportal' (customer), 'orders-admin' (customer admin). */
export const role = pgTable('role', {
  roleId: smallint('role_id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** Higher wins when one role stands for the user (session Role). */
  rank: smallint('rank').notNull().default(0),
});

export const userRole = pgTable(
  'user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => role.roleId),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_role_role_idx').on(t.roleId)],
);

/** Guarded areas: Orders, Inquiries, Export, Editor. */
export const portalModule = pgTable('portal_module', {
  moduleId: smallint('module_id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Levels 0-9 per flag; an area opens at level 9 of the flag its action needs. */
export const roleModulePermission = pgTable(
  'role_module_permission',
  {
    roleId: smallint('role_id')
      .notNull()
      .references(() => role.roleId, { onDelete: 'cascade' }),
    moduleId: smallint('module_id')
      .notNull()
      .references(() => portalModule.moduleId, { onDelete: 'cascade' }),
    canRead: smallint('can_read').notNull().default(0),
    canWrite: smallint('can_write').notNull().default(0),
    canDelete: smallint('can_delete').notNull().default(0),
    canExecute: smallint('can_execute').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleId] })],
);

/** A signed-in browser or API client. Only the token's digest is kept. */
export const userSession = pgTable(
  'user_session',
  {
    sessionId: integer('session_id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: digest('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => site.siteId, { onDelete: 'set null' }),
    scope: text('scope').notNull(),
    /** Until the site's policy documents are accepted only the acceptance calls work. */
    pendingAcceptance: boolean('pending_acceptance').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    lastSeenAt: stamp('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_session_token_key').on(t.tokenHash),
    index('user_session_user_idx').on(t.userId),
    index('user_session_expires_idx').on(t.expiresAt),
  ],
);

/** Single-use recovery links; expire within the hour. */
export const passwordReset = pgTable(
  'password_reset',
  {
    resetId: integer('reset_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    tokenHash: digest('token_hash').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_token_key').on(t.tokenHash),
    index('password_reset_user_idx').on(t.userId),
  ],
);

/** A code that signs a user up at once with its role and permissions. */
export const invitationCode = pgTable(
  'invitation_code',
  {
    invitationCodeId: integer('invitation_code_id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: digest('code_hash').notNull(),
    roleId: smallint('role_id')
      .notNull()
      .references(() => role.roleId),
    salesRepNumbers: text('sales_rep_numbers').array().notNull().default([]),
    customerNumbers: text('customer_numbers').array().notNull().default([]),
    maxUses: integer('max_uses').notNull().default(1),
    useCount: integer('use_count').notNull().default(0),
    expiresAt: stamp('expires_at'),
    note: text('note'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invitation_code_hash_key').on(t.codeHash)],
);

/** Failed-login and request counters when no Redis is configured (docs/decisions/063). */
export const loginThrottle = pgTable('login_throttle', {
  throttleKey: text('throttle_key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: stamp('window_started_at').notNull(),
  blockedUntil: stamp('blocked_until'),
});

/** Who changed which account and why: activation, permission grants and deletions, decisions. */
export const accountAudit = pgTable(
  'account_audit',
  {
    auditId: integer('audit_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.userId, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => appUser.userId, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    resourceNumber: text('resource_number'),
    comment: text('comment'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_audit_user_idx').on(t.userId, t.createdAt.desc())],
);
