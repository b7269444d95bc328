/**
 * The search parameters the frame site's social result page adds to the site's page when the
 * visitor comes back from the provider by a full-page redirect (a phone): the result link, or the
 * provider's refusal. Apart from the protocol's schemas, so that a page can see whether it came
 * back from a login without loading them.
 */
export const SOCIAL_RESULT_PARAM = 'portico_social'
export const SOCIAL_ERROR_PARAM = 'portico_social_error'

/** Whether `search` (a page's `location.search`) carries a social result or refusal. */
export function hasSocialReturn(search: string): boolean {
  const query = new URLSearchParams(search)
  return query.has(SOCIAL_RESULT_PARAM) || query.has(SOCIAL_ERROR_PARAM)
}
