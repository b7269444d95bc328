import { NAME_SUFFIXES } from '../constants/nameSuffixes.js'

/**
 * A name's label: 3 to 32 lower-case letters, digits or hyphens, neither first nor last a hyphen.
 * ASCII only, so two names that look alike are never two records.
 */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{1,30})[a-z0-9]$/

/** The label of `input` when it is a valid name under either suffix, in any case; undefined otherwise. */
export function nameLabelOf(input: string): string | undefined {
  const text = input.trim().toLowerCase()
  const suffix = [NAME_SUFFIXES.current, NAME_SUFFIXES.legacy].find((candidate) => text.endsWith(candidate))
  if (!suffix) return undefined
  const label = text.slice(0, -suffix.length)
  return LABEL.test(label) ? label : undefined
}

/** The name as shown: its label under the current suffix. */
export const shownName = (label: string): string => `${label}${NAME_SUFFIXES.current}`

/**
 * Whether a visitor typed a name rather than an address: it ends with a name suffix. Such a
 * receiver is resolved, never checked by an address rule, and one with a bad label is refused.
 */
export function looksLikeName(input: string): boolean {
  const text = input.trim().toLowerCase()
  return text.endsWith(NAME_SUFFIXES.current) || text.endsWith(NAME_SUFFIXES.legacy)
}

/** The canonical (shown) form of a name under either suffix; undefined when it is not valid. */
export function canonicalName(input: string): string | undefined {
  const label = nameLabelOf(input)
  return label === undefined ? undefined : shownName(label)
}
