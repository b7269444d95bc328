/** One listing of the registry as the database holds it (SPEC section 3's wallet listing). */
export interface RegistryWallet {
  id: string
  name: string
  image_id: string
  /** The order listings come in: lower first. */
  rank: number
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  homepage: string | null
  chains: string[]
  badge_type: string | null
}

/** The badge a listing may carry; getWallets' badge_type filters on it. */
export const CERTIFIED = 'certified'
