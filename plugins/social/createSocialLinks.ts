/** How long a fetched link is offered: the auth server keeps an attempt 10 minutes; a tap near the end would find it gone. */
export const LINK_LIFETIME_MS = 8 * 60 * 1000

export interface SocialLinks {
  /** Asks for each provider's link that is not ready, not being asked for, or about to expire. Never rejects. */
  prepare(providers: readonly string[]): void
  /** The provider's link if it is ready now, taken: a link signs in once, so the next tap gets a new one. */
  take(provider: string): string | undefined
  /** The provider's link once it is ready (asked for now if it is not), taken as `take` does. */
  get(provider: string): Promise<string>
}

export interface SocialLinksParameters {
  /** Asks the frame for the provider's link (GetSocialRedirectUri). */
  ask(provider: string): Promise<string>
  now(): number
}

interface Entry {
  asked: number
  link: Promise<string>
  ready?: string
}

/**
 * The providers' links, fetched before the visitor taps (SPEC section 4: the popup must open in
 * the tap itself, before any await). A failed fetch is forgotten, so the next prepare or tap
 * asks again.
 */
export function createSocialLinks({ ask, now }: SocialLinksParameters): SocialLinks {
  const entries = new Map<string, Entry>()

  const fresh = (provider: string) => {
    const entry = entries.get(provider)
    return entry && now() - entry.asked < LINK_LIFETIME_MS ? entry : undefined
  }
  const request = (provider: string): Entry => {
    const entry: Entry = { asked: now(), link: ask(provider) }
    entries.set(provider, entry)
    entry.link.then((link) => {
      entry.ready = link
    }, () => {
      if (entries.get(provider) === entry) entries.delete(provider)
    })
    return entry
  }
  const taken = (provider: string, entry: Entry) => {
    if (entries.get(provider) === entry) entries.delete(provider)
  }

  return {
    prepare(providers) {
      for (const provider of providers) if (!fresh(provider)) request(provider).link.catch(() => {})
    },
    take(provider) {
      const entry = fresh(provider)
      if (entry?.ready === undefined) return undefined
      taken(provider, entry)
      return entry.ready
    },
    async get(provider) {
      const entry = fresh(provider) ?? request(provider)
      taken(provider, entry)
      return entry.link
    },
  }
}
