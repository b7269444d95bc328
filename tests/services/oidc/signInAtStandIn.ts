/**
 * A visitor at the local OpenID provider, by plain HTTP as a browser would go: opens the
 * authorization URL, fills the login form (or presses Cancel) by POST, and follows the provider's
 * redirects with its cookies until one leaves the provider: that URL (the client's redirect_uri
 * with `code` or `error`) is answered, not fetched.
 */
export async function signInAtStandIn(authorizationUrl: string, visitor: { email: string; name: string } | 'cancel'): Promise<URL> {
  const provider = new URL(authorizationUrl).origin
  const cookies = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return response
  }
  let response = await go(authorizationUrl)
  for (let step = 0; step < 10; step++) {
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, response.url || provider)
      if (next.origin !== provider) return next
      response = await go(next.href)
      continue
    }
    const page = await response.text()
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`)
    const login = /<form method="post" action="([^"]+)">/.exec(page)?.[1]
    const cancel = /formaction="([^"]+)"/.exec(page)?.[1]
    if (!login || !cancel) throw new Error(`no login form: ${page.slice(0, 300)}`)
    const form = visitor === 'cancel' ? new URLSearchParams() : new URLSearchParams(visitor)
    response = await go(new URL(visitor === 'cancel' ? cancel : login, provider).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
  }
  throw new Error('the provider never sent the visitor back')
}
