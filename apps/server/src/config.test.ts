import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { accountsFromConfig } from './modules/auth/accounts-config.ts';

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
    ['DATABASE_URL', 'mysql://x', 'Invalid DATABASE_URL: must be a postgres:// URL'],
    ['REDIS_URL', 'http://x', 'Invalid REDIS_URL: must be a redis:// URL'],
  ])('stops on a bad %s with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.1, 10.0.0.0/8', '10.0.0.1,10.0.0.0/8'],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  it('refuses a TRUST_PROXY that is no address list', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /^Invalid TRUST_PROXY="everyone"/,
    );
  });

  it('never echoes a secret it refuses', () => {
    const secret = 'short-secret';
    const refuse = (env: Record<string, string>) => () => loadConfig(env);
    expect(refuse({ PAYMENT_GATEWAY_SECRET: secret })).toThrow(
      new ConfigError('Invalid PAYMENT_GATEWAY_SECRET: must be at least 32 characters'),
    );
    expect(refuse({ DATABASE_URL: `http://u:${secret}@h/db` })).toThrow(/^Invalid DATABASE_URL: /);
    expect(refuse({ ADMIN_TOKEN: secret })).toThrow(
      new ConfigError('Invalid ADMIN_TOKEN: must be at least 16 characters'),
    );
  });

  it('reads the ERP pace in seconds, 30 by default, and refuses one out of range', () => {
    expect(loadConfig({}).ERP_PACE_SECONDS).toBe(30);
    expect(loadConfig({ ERP_PACE_SECONDS: '2' }).ERP_PACE_SECONDS).toBe(2);
    expect(() => loadConfig({ ERP_PACE_SECONDS: '0' })).toThrow(
      /^Invalid ERP_PACE_SECONDS="0": must be a whole number from 1 to 86400/,
    );
  });

  it('reads the sign-up and recovery limits, 10, 10 and 3 an hour by default', () => {
    expect(loadConfig({})).toMatchObject({
      SIGNUP_LIMIT_PER_HOUR: 10,
      RECOVERY_LIMIT_PER_HOUR: 10,
      RECOVERY_MAILS_PER_HOUR: 3,
    });
    expect(
      loadConfig({ SIGNUP_LIMIT_PER_HOUR: '500', RECOVERY_MAILS_PER_HOUR: '20' }),
    ).toMatchObject({ SIGNUP_LIMIT_PER_HOUR: 500, RECOVERY_MAILS_PER_HOUR: 20 });
    for (const [name, value] of [
      ['SIGNUP_LIMIT_PER_HOUR', '0'],
      ['RECOVERY_LIMIT_PER_HOUR', '2.5'],
      ['RECOVERY_MAILS_PER_HOUR', 'many'],
    ])
      expect(() => loadConfig({ [name!]: value })).toThrow(
        new ConfigError(`Invalid ${name}="${value}": must be a whole number from 1 to 100000`),
      );
  });

  it('reads the look-up and upload limits per address, 120 and 60 an hour by default', () => {
    expect(loadConfig({})).toMatchObject({ LOOKUP_LIMIT_PER_HOUR: 120, UPLOAD_LIMIT_PER_HOUR: 60 });
    const config = loadConfig({ LOOKUP_LIMIT_PER_HOUR: '400', UPLOAD_LIMIT_PER_HOUR: '250' });
    expect(accountsFromConfig(config).limits).toMatchObject({
      lookupPerAddress: 400,
      uploadPerAddress: 250,
    });
    expect(() => loadConfig({ UPLOAD_LIMIT_PER_HOUR: '0' })).toThrow(
      new ConfigError('Invalid UPLOAD_LIMIT_PER_HOUR="0": must be a whole number from 1 to 100000'),
    );
  });

  it('names LOG_LEVEL and lists the accepted levels', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid LOG_LEVEL="loud": .*debug/);
  });
});
