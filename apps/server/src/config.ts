import path from 'node:path';
import { z } from 'zod';

const portMessage = 'must be a whole number from 1 to 65535';
const port = z.coerce
  .number({ error: portMessage })
  .int(portMessage)
  .min(1, portMessage)
  .max(65535, portMessage);

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Loads the demo catalogue into an empty database at start-up. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
});

export type Config = Omit<z.infer<typeof schema>, 'SEED_DEMO_DATA'> & {
  SEED_DEMO_DATA: boolean;
  /** DATA_DIR made absolute. */
  dataDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment once at start-up; the first bad variable is named in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message}`);
  }
  return {
    ...parsed.data,
    SEED_DEMO_DATA: parsed.data.SEED_DEMO_DATA === 'true',
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
}
