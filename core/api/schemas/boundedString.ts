import * as z from 'zod/mini'

export { MAX_ID_LENGTH, MAX_TEXT_LENGTH } from './maxLengths.js'

/**
 * A string with a length cap. A response is data from across a trust boundary: a megabyte-long
 * wallet name would otherwise reach the UI and local storage unchecked.
 */
export const boundedString = (max: number, min = 0) => z.string().check(z.minLength(min), z.maxLength(max))
