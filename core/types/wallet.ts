/** A listing of the provider API's wallet registry (SPEC section 3). */
export interface WalletListing {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string | null
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chrome_store?: string | null
  homepage?: string | null
  chains?: readonly string[]
  badge_type?: string
}

export interface ProjectMetadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
}
