import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: 'info',
      DATABASE_URL: undefined,
      SEED_DEMO_DATA: true,
      dataDir: path.resolve('./data'),
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', 'Invalid PORT="abc": must be a whole number from 1 to 65535'],
    ['PORT', '70000', 'Invalid PORT="70000": must be a whole number from 1 to 65535'],
    ['DATABASE_URL', 'mysql://x', 'Invalid DATABASE_URL="mysql://x": must be a postgres:// URL'],
    ['REDIS_URL', 'http://x', 'Invalid REDIS_URL="http://x": must be a redis:// URL'],
  ])('stops on a bad %s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });

  it('names LOG_LEVEL and lists the accepted levels', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid LOG_LEVEL="loud": .*debug/);
  });
});
