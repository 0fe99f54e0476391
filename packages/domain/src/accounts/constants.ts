/** Portal roles as the spec names them. */
export const Role = {
  SalesRep: 'orders',
  Customer: 'customerportal',
  CustomerAdmin: 'orders-admin',
  /** Maintains the whole catalogue on the editor site (decision 167). */
  CatalogEditor: 'catalog-editor',
  /** Maintains products only: their fields, sections and tables (decision 167). */
  ProductEditor: 'product-editor',
  /** Proposes changes to models on a change-request site (decision 179). */
  ChangeRequester: 'change-requester',
  /** Proposes, and approves or rejects others' proposals (decision 179). */
  ChangeReviewer: 'change-reviewer',
} as const;
export type RoleName = (typeof Role)[keyof typeof Role];
export const roleNames = [
  Role.SalesRep,
  Role.Customer,
  Role.CustomerAdmin,
  Role.CatalogEditor,
  Role.ProductEditor,
  Role.ChangeRequester,
  Role.ChangeReviewer,
] as const;

/** Permission.Type on the wire. */
export const PermissionType = { SalesRep: 1, Customer: 2 } as const;
export type PermissionTypeValue = (typeof PermissionType)[keyof typeof PermissionType];

/** Access level a user holds on a sales rep or customer. */
export const AccessLevel = { Unknown: 0, Owner: 1, Read: 2, ReadAndWrite: 3 } as const;
export type AccessLevelValue = (typeof AccessLevel)[keyof typeof AccessLevel];

export const PermissionRequestStatus = {
  PendingApproval: 1,
  Approved: 2,
  Rejected: 3,
  /** Customer requests only: the customer's sales rep decides first. */
  WaitingForSalesRep: 5,
} as const;
export type PermissionRequestStatusValue =
  (typeof PermissionRequestStatus)[keyof typeof PermissionRequestStatus];

export const permissionRequestStatusLabel: Record<PermissionRequestStatusValue, string> = {
  1: 'Pending Approval',
  2: 'Approved',
  3: 'Rejected',
  5: 'Waiting for Sales Rep Approval',
};

/** Areas guarded by module permissions (EffectivePermissions.ModuleId). */
export const ModuleId = {
  Orders: 1,
  Inquiries: 2,
  Export: 3,
  Editor: 4,
  ChangeRequests: 5,
} as const;
export type ModuleIdValue = (typeof ModuleId)[keyof typeof ModuleId];
export const moduleNames: Record<ModuleIdValue, string> = {
  1: 'Orders',
  2: 'Inquiries',
  3: 'Export',
  4: 'Editor',
  5: 'Change Requests',
};

/** Orders, Inquiries, Export and the editor need this level of each flag they use. */
export const REQUIRED_ACCESS_LEVEL = 9;

export type ModuleAction = 'read' | 'write' | 'delete' | 'execute';

export const AuthProvider = { Local: 'Local', Directory: 'AD' } as const;
export type AuthProviderType = (typeof AuthProvider)[keyof typeof AuthProvider];

/** Name of the HttpOnly cookie that carries the browser's session. */
export const SESSION_COOKIE = 'portal_session';

/** Page sizes of the account lists (spec §9). */
export const USER_LIST_PAGE_SIZE = 10;
export const CUSTOMER_LIST_PAGE_SIZE = 30;
export const SALES_REP_LIST_PAGE_SIZE = 10;
/** The order form's sales-rep picker fetches up to this many at once. */
export const SALES_REP_PICKER_PAGE_SIZE = 10000;
/** Most ids one permission request may carry. */
export const MAX_REQUESTED_IDS = 20;

export const PASSWORD_MIN_LENGTH = 8;
/** Reset links stop working after this long. */
export const RESET_LINK_LIFETIME_MINUTES = 60;
