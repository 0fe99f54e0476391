/**
 * The check boxes of the customer and sales rep lists (signed-in portals §2.14), by the API's
 * parameter names. The spec's first label says sales reps on the customer list too.
 */
export const holderChecks = [
  ['filterByHasUsers', 'Only sales reps with users'],
  ['filterByHasPendingPermissions', 'Only with pending permission requests'],
] as const;
