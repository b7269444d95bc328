/**
 * An account's profile (SPEC section 3's `profileName` and `profileImage`): its name as shown,
 * under the current suffix, the address it names, and an avatar image URL when there is one.
 */
export interface NameRecord {
  name: string
  address: string
  avatar: string | undefined
}

/**
 * Where names come from, both ways. `undefined` means "no such record", an answer; a source that
 * cannot answer throws, so a renderer can tell an unknown name from names that are unavailable.
 * The default is the site's own API (createApiNameSource); a site may pass its own to `names()`.
 */
export interface NameSource {
  /** The record `name` names, under either suffix. */
  resolveName(name: string): Promise<NameRecord | undefined>
  /** The record of `address`. */
  lookupAddress(address: string): Promise<NameRecord | undefined>
}
