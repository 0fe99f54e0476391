import { AccountCallError } from './accounts/account-http.ts';
import { ApiError } from './api-error.ts';

/** An order, inquiry or document call that fails without saying why (signed-in portals §8). */
export const REQUEST_FAILED = 'Error processing request. Please try again later or contact support';

/** The server's Message or Error, else the spec's words. */
export function failureText(body: unknown): string {
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body))
      if ((key === 'Message' || key === 'Error') && typeof value === 'string' && value)
        return value;
  }
  return REQUEST_FAILED;
}

/** A refused call throws an ApiError that says what the server said, else the spec's words. */
export async function withFailureText<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AccountCallError)
      throw new ApiError(error.status, failureText(error.body));
    throw error;
  }
}
