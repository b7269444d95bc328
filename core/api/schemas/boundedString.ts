import * as z from 'zod/mini'

/** Ids, rdns, badges and chain ids: real ones are far shorter; anything longer is hostile or broken. */
export const MAX_ID_LENGTH = 256
/** Names, links and origins; the common URL length limit. */
export const MAX_TEXT_LENGTH = 2048

/**
 * A string with a length cap. A response is data from across a trust boundary: a megabyte-long
 * wallet name would otherwise reach the UI and local storage unchecked.
 */
export const boundedString = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max))
