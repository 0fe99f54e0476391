import path from 'node:path';
import { z } from 'zod';

const portMessage = 'must be a whole number from 1 to 65535';
const port = z.coerce
  .number({ error: portMessage })
  .int(portMessage)
  .min(1, portMessage)
  .max(65535, portMessage);

const limitMessage = 'must be a whole number from 1 to 100000';
const hourlyLimit = z.coerce
  .number({ error: limitMessage })
  .int(limitMessage)
  .min(1, limitMessage)
  .max(100_000, limitMessage);

/** The sandbox gateway's signing secret when PAYMENT_GATEWAY_SECRET is not set. */
export const DEVELOPMENT_GATEWAY_SECRET = 'sandbox-gateway-development-secret-not-for-production';

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  /** Where e-mail goes; without it mail stays in the outbox, shown at /dev/mail. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /**
   * Proxies whose X-Forwarded-For/-Host/-Proto to believe: unset or 'false' none, 'true' any
   * (only behind a proxy that overwrites them), or addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      "must be 'true', 'false', or addresses separated by commas",
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Loads the demo catalogue into an empty database at start-up. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** Signs the sandbox payment gateway's tokens and answers; set a private one outside development. */
  PAYMENT_GATEWAY_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default(DEVELOPMENT_GATEWAY_SECRET),
  /** Opens the cache admin screen to operators who send it (X-Admin-Token); customer admins need none. */
  ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Seconds the built-in ERP takes per step of an order (In Progress, Shipped, tracking). */
  ERP_PACE_SECONDS: z.coerce
    .number({ error: 'must be a whole number from 1 to 86400' })
    .int('must be a whole number from 1 to 86400')
    .min(1, 'must be a whole number from 1 to 86400')
    .max(86_400, 'must be a whole number from 1 to 86400')
    .default(30),
  /** Sender of the portal's e-mail when SMTP_URL is set. */
  MAIL_FROM: z.string().min(3).default('Replacement Parts <no-reply@parts.localhost>'),
  /** Hours a session lasts from sign-in. */
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'must be a whole number from 1 to 720' })
    .int('must be a whole number from 1 to 720')
    .min(1, 'must be a whole number from 1 to 720')
    .max(720, 'must be a whole number from 1 to 720')
    .default(12),
  /** Local passwords older than this many days must be changed at login; 0 never expires them. */
  PASSWORD_MAX_AGE_DAYS: z.coerce
    .number({ error: 'must be a whole number from 0 to 3650' })
    .int('must be a whole number from 0 to 3650')
    .min(0, 'must be a whole number from 0 to 3650')
    .max(3650, 'must be a whole number from 0 to 3650')
    .default(180),
  /** ldap:// or ldaps:// URL of the directory for directory (AD) users; unset: no directory sign-in. */
  DIRECTORY_URL: z
    .url({ protocol: /^ldaps?$/, error: 'must be an ldap:// or ldaps:// URL' })
    .optional(),
  /** Where the directory keeps user entries, e.g. ou=people,dc=example,dc=com. */
  DIRECTORY_BASE_DN: z.string().min(3).default('ou=people,dc=example,dc=com'),
  /** The naming attribute of a user entry: uid (OpenLDAP) or cn. */
  DIRECTORY_USER_ATTRIBUTE: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be an attribute name')
    .default('uid'),
  /** Sign-ups one client address may make per hour (docs/decisions/063). */
  SIGNUP_LIMIT_PER_HOUR: hourlyLimit.default(10),
  /** Password-recovery requests one client address may make per hour. */
  RECOVERY_LIMIT_PER_HOUR: hourlyLimit.default(10),
  /** Recovery e-mails one account receives per hour; more requests get the same answer. */
  RECOVERY_MAILS_PER_HOUR: hourlyLimit.default(3),
  /** Customer and sales-rep number look-ups one client address may make per hour. */
  LOOKUP_LIMIT_PER_HOUR: hourlyLimit.default(120),
  /** Order documents one client address may upload per hour (docs/decisions/140). */
  UPLOAD_LIMIT_PER_HOUR: hourlyLimit.default(60),
  /** Signs the built-in bot-check challenges; set the same value on every instance. */
  BOT_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO_DATA' | 'TRUST_PROXY'> & {
  SEED_DEMO_DATA: boolean;
  /** Fastify's trustProxy option. */
  TRUST_PROXY: boolean | string;
  /** DATA_DIR made absolute. */
  dataDir: string;
};

export class ConfigError extends Error {}

/** Variables whose values may hold secrets (keys, passwords in URLs): never echoed. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'PAYMENT_GATEWAY_SECRET',
  'ADMIN_TOKEN',
  'BOT_CHECK_SECRET',
  'DIRECTORY_URL',
]);

function trustProxyOption(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' || value.replace(/\s+/g, '');
}

/** Parses the environment once at start-up; the first bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = SECRET_VARIABLES.has(name) ? '' : `=${JSON.stringify(env[name] ?? '')}`;
    throw new ConfigError(`Invalid ${name}${shown}: ${issue?.message}`);
  }
  return {
    ...parsed.data,
    SEED_DEMO_DATA: parsed.data.SEED_DEMO_DATA === 'true',
    TRUST_PROXY: trustProxyOption(parsed.data.TRUST_PROXY),
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}
