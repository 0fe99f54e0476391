import { describe, expect, it } from 'vitest';
import { AccountCallError } from './accounts/account-http.ts';
import { ApiError } from './api-error.ts';
import { failureText, REQUEST_FAILED, withFailureText } from './request-failure.ts';

describe('request failures', () => {
  it("says the server's Message, else its Error", () => {
    expect(failureText({ Successful: false, Message: 'Cancel reason cannot be empty!' })).toBe(
      'Cancel reason cannot be empty!',
    );
    expect(failureText({ Error: 'Bad Gateway' })).toBe('Bad Gateway');
  });

  it('falls back to the spec text when the server says nothing useful', () => {
    expect(failureText(null)).toBe(REQUEST_FAILED);
    expect(failureText({ Message: '' })).toBe(REQUEST_FAILED);
    expect(failureText('<html>')).toBe(REQUEST_FAILED);
  });

  it('turns a refused call into an error with the status and that text', async () => {
    const refused = Promise.reject(new AccountCallError(502, 'The server answered 502.', null));
    const error: unknown = await withFailureText(refused).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: REQUEST_FAILED });
  });
});
