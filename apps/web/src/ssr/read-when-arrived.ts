import type { DehydratedState } from '@tanstack/react-query';

/**
 * The page's reads count as read when the page arrived. A page the same for every visitor
 * without cookies is kept up to a minute (decision 148), and its guest cart would otherwise be
 * stale on arrival: asking for it again loads the response schemas and a dozen chunks while
 * the page is being taken over, for the same empty cart (decision 156). A page served as
 * unchanged (304) was vouched for by the server just then.
 */
export const readWhenArrived = (state: DehydratedState, now: number): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: now },
  })),
});
