/*
 * Length caps for strings that cross a trust boundary. Apart from the zod helper (boundedString) so
 * that code on a site's start path (image ids, EIP-6963 announcements) can use them without zod.
 */

/** Ids, rdns, badges and chain ids: real ones are far shorter; anything longer is hostile or broken. */
export const MAX_ID_LENGTH = 256
/** Names, links and origins; the common URL length limit. */
export const MAX_TEXT_LENGTH = 2048
