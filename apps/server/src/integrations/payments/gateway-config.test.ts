import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_GATEWAY_SECRET, loadConfig } from '../../config.ts';

describe('PAYMENT_GATEWAY_SECRET', () => {
  it('defaults to the development secret', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY_SECRET).toBe(DEVELOPMENT_GATEWAY_SECRET);
  });

  it('stops start-up naming the variable, not its value, when the secret is short', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY_SECRET: 'too-short' })).toThrow(
      'Invalid PAYMENT_GATEWAY_SECRET: must be at least 32 characters',
    );
  });
});
