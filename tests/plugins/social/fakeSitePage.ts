/** A popup as the site's page holds it: where it was sent, whether it is closed. */
export interface FakePopup {
  closed: boolean
  location: { href: string }
  close(): void
}

/**
 * The site page's window, as the social login uses it, over the fake frame page's event target
 * (so messages the test delivers reach it): the popups it opened, its address and the history
 * entries that replaced it, where it was sent.
 */
export function fakeSitePage(target: EventTarget, href = 'https://site.test/app?tab=1') {
  const opened: { url: string; name: string; features: string; popup: FakePopup }[] = []
  const assigned: string[] = []
  const location = {
    href,
    get search() {
      return new URL(location.href).search
    },
    assign: (url: string) => void assigned.push(url),
  }
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, url: string | URL) => void (location.href = new URL(url, location.href).toString()),
  }
  const window = Object.assign(target, {
    location,
    history,
    screenX: 100,
    screenY: 50,
    outerWidth: 1400,
    outerHeight: 1000,
    open(url: string, name: string, features: string) {
      const popup: FakePopup = { closed: false, location: { href: url }, close: () => void (popup.closed = true) }
      opened.push({ url, name, features, popup })
      return popup
    },
  }) as unknown as Window
  return { window, opened, assigned, location }
}
