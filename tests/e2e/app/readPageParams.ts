import type { ViewId } from '../../../core/router/ViewRegistry.js'

export interface PageParams {
  api: string | undefined
  theme: 'dark' | 'light' | 'system' | undefined
  view: ViewId | undefined
  /** The kernel's walletGuideUrl, so the Connect view shows its "Get started" line. */
  guide: string | undefined
  /** 'off' sets enableNetworkSwitch: false. */
  networkSwitch: 'off' | undefined
  /** 'on' turns the legal checkbox on, with the page's /terms and /privacy as the site's pages. */
  legal: 'on' | undefined
  /** The kernel's `locale` (a BCP 47 tag). */
  locale: string | undefined
}

/** The test page's query (?api=&theme=&view=&guide=&networkSwitch=&legal=&locale=); anything malformed is ignored, not guessed at. */
export function readPageParams(search: string): PageParams {
  const query = new URLSearchParams(search)
  const api = query.get('api') ?? undefined
  const theme = query.get('theme')
  const view = query.get('view')
  const guide = query.get('guide')
  const locale = query.get('locale')
  return {
    api: api && /^https?:\/\//.test(api) ? api.replace(/\/+$/, '') : undefined,
    theme: theme === 'dark' || theme === 'light' || theme === 'system' ? theme : undefined,
    // Whether the view exists is the router's and the renderer's business, not the page's.
    view: view && /^[A-Za-z]{1,64}$/.test(view) ? (view as ViewId) : undefined,
    guide: guide && /^https?:\/\//.test(guide) ? guide : undefined,
    networkSwitch: query.get('networkSwitch') === 'off' ? 'off' : undefined,
    legal: query.get('legal') === 'on' ? 'on' : undefined,
    locale: locale && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? locale : undefined,
  }
}
