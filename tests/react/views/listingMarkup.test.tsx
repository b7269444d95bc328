// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import fc from 'fast-check'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import AllWallets from '../../../react/views/AllWallets.js'
import Connect from '../../../react/views/Connect.js'
import { WalletRow } from '../../../react/views/Connect/WalletRow.js'
import { GetWalletLink } from '../../../react/views/Pairing/GetWalletLink.js'
import PairingView from '../../../react/views/Pairing/PairingView.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import type { ReactNode } from 'react'
import { registerListingLogin } from '../helpers/lateRegistrations.js'
import { pairingTestPlugin } from '../../helpers/mockLoginPlugin.js'
import { HOSTILE_URL_EXAMPLES, hostileUrl } from '../../helpers/hostileUrls.js'
import { fakeApi, listing, renderView, setWallets } from '../connect/viewKit.js'

/*
 * Wallet names, images and links come from the registry (or a hostile one) and are shown in the
 * Connect and AllWallets views. They must reach the DOM as text: no element, attribute or URL of
 * the page may come from them, and the name must still read exactly as sent.
 */

const HOSTILE_NAMES = [
  '<img src=x onerror=alert(1)>',
  '</style><script>alert(1)</script>',
  '\u202eevil\u202c Wallet',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '&lt;b&gt;entity&lt;/b&gt;',
  '{{constructor.constructor("alert(1)")()}}',
  `<b>${'w'.repeat(2_030)}`,
]
/** The get link speaks the kernel's language, so it renders under a (never started) kernel. */
const withKernel = ({ children }: { children: ReactNode }) => <KernelContext.Provider value={idleKernel}>{children}</KernelContext.Provider>
const idleKernel = createTestKernel({})
afterAll(() => idleKernel.destroy())

const TEN_K_NAME = `<script>${'x'.repeat(10_000)}</script>`

/** A listing whose every outside field is hostile: name, image_url and each link. */
const hostileListing = (id: string, name: string): WalletListing => listing(id, {
  name,
  image_url: 'javascript:alert(1)',
  mobile_link: 'javascript:alert(1)',
  desktop_link: ' JaVaScRiPt:alert(1)',
  webapp_link: 'data:text/html,<script>alert(1)</script>',
  app_store: 'java\tscript:alert(1)',
  play_store: '\u0000javascript:alert(1)',
  chrome_store: 'vbscript:msgbox(1)',
  homepage: '//evil.example/',
})
const hostileRegistry = HOSTILE_NAMES.map((name, index) => hostileListing(`h${index + 1}`, name))
const benignRegistry = HOSTILE_NAMES.map((_, index) => listing(`h${index + 1}`))

// ---- the DOM audit ------------------------------------------------------------------------------

const FORBIDDEN_TAGS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'form', 'a'])
const URL_ATTRIBUTES = new Set(['src', 'href', 'xlink:href', 'action', 'formaction', 'srcdoc', 'srcset', 'poster', 'background', 'ping'])
const SAFE_SRC = /^(blob:|https?:\/\/|data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,])/i
const SAFE_HREF = /^https:\/\/[^\s\p{Cc}\\]+$/u

/** Every element, attribute and URL of `root` that did not come from Portico's own markup. */
function unsafeParts(root: Element, { allowLinks = false } = {}): string[] {
  const problems: string[] = []
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase()
    if (FORBIDDEN_TAGS.has(tag) && !(tag === 'a' && allowLinks)) problems.push(`<${tag}>`)
    for (const { name, value } of [...element.attributes]) {
      const attribute = name.toLowerCase()
      if (attribute.startsWith('on')) problems.push(`${tag}[${name}]`)
      if (URL_ATTRIBUTES.has(attribute)) {
        const safe = attribute === 'src' ? SAFE_SRC.test(value) : attribute === 'href' && SAFE_HREF.test(value)
        if (!safe) problems.push(`${tag}[${name}=${JSON.stringify(value.slice(0, 60))}]`)
      }
      if (attribute === 'style' && /url\(|expression\(|javascript:/i.test(value)) problems.push(`${tag}[style=${value.slice(0, 60)}]`)
    }
  }
  return problems
}

/** The tag names under `root`, counted: markup injected from a name would change them. */
function tagCounts(root: Element): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const element of root.querySelectorAll('*')) counts[element.tagName] = (counts[element.tagName] ?? 0) + 1
  return counts
}

// ---- rendering ----------------------------------------------------------------------------------

let kernel: Kernel | undefined

beforeEach(() => {
  // happy-dom lays nothing out: give AllWallets' scroll box the size it has in the modal.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
})

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

/** A kernel whose provider API serves `registry` (every listing featured, so Connect lists them all). */
function kernelServing(registry: readonly WalletListing[], options: Partial<KernelOptions> = {}, fetch = fakeApi(registry).fetch): Kernel {
  kernel = registerListingLogin(createTestKernel({ featuredWalletIds: registry.map((wallet) => wallet.id), ...options }, { fetch }))
  return kernel
}

/** A kernel whose API never answers, so what a test puts in the store stays there. */
function kernelWithoutApi(options: Partial<KernelOptions> = {}): Kernel {
  kernel = registerListingLogin(createTestKernel(options, { fetch: () => new Promise<Response>(() => {}) }))
  return kernel
}

const imagesLoaded = (view: Kernel, ids: readonly string[]) =>
  waitFor(() => expect(ids.every((id) => kernelImages(view)[id]?.startsWith('blob:'))).toBe(true))
const kernelImages = (view: Kernel) => view.store('wallets').getState().images

/** Each Connect row's name, as the text of its label (the image placeholder is decorative). */
const rowLabels = (container: Element) => [...within(container as HTMLElement).getAllByRole('button')]
  .map((button) => button.querySelector('.pc-item-label')?.firstChild?.textContent)

/** Renders Connect over `registry` and waits for its rows and images. */
async function renderConnect(registry: readonly WalletListing[]) {
  const view = kernelServing(registry)
  const { container } = renderView(view, Connect)
  await waitFor(() => expect(container.querySelectorAll('.pc-item-label')).toHaveLength(registry.length + 1))
  await imagesLoaded(view, registry.map((wallet) => wallet.id))
  return container
}

/** Renders AllWallets over `registry` and waits for its tiles and images. */
async function renderAllWallets(registry: readonly WalletListing[]) {
  const view = kernelServing(registry)
  const { container } = renderView(view, AllWallets)
  await waitFor(() => expect(container.querySelectorAll('.pc-allwallets-tile')).toHaveLength(registry.length))
  await imagesLoaded(view, registry.map((wallet) => wallet.id))
  return container
}

describe('listing names, images and links cannot inject markup', () => {
  it('rule: the audit flags markup that a name would inject if it were parsed as HTML', () => {
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: '<a href="javascript:alert(1)">x</a><b onclick="alert(1)">y</b>' }} />)
    expect(unsafeParts(container)).toEqual(['<a>', 'a[href="javascript:alert(1)"]', 'b[onclick]'])
    expect(tagCounts(container)).toEqual({ DIV: 1, A: 1, B: 1 })
  })

  it('rule: Connect shows hostile names from the registry as text only, in the same markup as plain names', async () => {
    const baseline = tagCounts(await renderConnect(benignRegistry))
    cleanup()
    await kernel?.destroy()

    const container = await renderConnect(hostileRegistry)
    expect(unsafeParts(container)).toEqual([])
    expect(tagCounts(container)).toEqual(baseline)
    expect(rowLabels(container)).toEqual([...HOSTILE_NAMES, 'All Wallets'])
    expect(container.querySelectorAll('img')).toHaveLength(HOSTILE_NAMES.length)
  })

  it('rule: AllWallets shows hostile names from the registry as text only, in the same markup as plain names', async () => {
    const baseline = tagCounts(await renderAllWallets(benignRegistry))
    cleanup()
    await kernel?.destroy()

    const container = await renderAllWallets(hostileRegistry)
    expect(unsafeParts(container)).toEqual([])
    expect(tagCounts(container)).toEqual(baseline)
    const tiles = [...container.querySelectorAll('.pc-allwallets-tile')]
    expect(tiles.map((tile) => tile.getAttribute('title'))).toEqual(HOSTILE_NAMES)
    expect(tiles.map((tile) => tile.querySelector('.pc-allwallets-name')?.textContent)).toEqual(HOSTILE_NAMES)
  })

  it('rule: a 10,000-character name from the registry is refused with its page; nothing of it reaches the DOM', async () => {
    const view = kernelServing([hostileListing('long', TEN_K_NAME), ...hostileRegistry.slice(0, 2)])
    const { container } = renderView(view, Connect)
    await screen.findByRole('button', { name: /Try again/ })
    expect(container.textContent).not.toContain('xxxxxxxxxx')
    expect(unsafeParts(container)).toEqual([])
  })

  it('rule: hostile names and image URLs that reach the store directly still render as text, with placeholders for the images', async () => {
    const names = [...HOSTILE_NAMES, TEN_K_NAME]
    const wallets = names.map((name, index) => hostileListing(`s${index + 1}`, name))
    const hostileImages = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'java\tscript:alert(1)', '\u0000javascript:alert(1)', '//evil.example/x.png', 'file:///etc/passwd', 'data:image/svg+xmlx,<svg/>', 'x', 'javascript:alert(2)']
    const view = kernelWithoutApi({ featuredWalletIds: wallets.map((wallet) => wallet.id) })
    setWallets(view, {
      featured: wallets, recommended: [], listings: wallets, recommendedStatus: 'loaded',
      images: Object.fromEntries(wallets.map((wallet, index) => [wallet.id, hostileImages[index % hostileImages.length]!])),
    })

    const connect = renderView(view, Connect).container
    expect(unsafeParts(connect)).toEqual([])
    expect(connect.querySelectorAll('img')).toHaveLength(0)
    expect(rowLabels(connect)).toEqual([...names, 'All Wallets'])
    cleanup()

    const all = renderView(view, AllWallets).container
    expect(unsafeParts(all)).toEqual([])
    expect(all.querySelectorAll('img')).toHaveLength(0)
    expect([...all.querySelectorAll('.pc-allwallets-name')].map((name) => name.textContent)).toEqual(names)
  })

  it('rule: an image endpoint answering with HTML shows the placeholder, never the document', async () => {
    const api = fakeApi(hostileRegistry)
    const fetch: typeof globalThis.fetch = async (input, init) => String(input instanceof Request ? input.url : input).includes('/getWalletImage/')
      ? new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } })
      : api.fetch(input, init)
    const view = kernelServing(hostileRegistry, {}, fetch)
    const { container } = renderView(view, Connect)
    await waitFor(() => expect(Object.values(kernelImages(view))).toHaveLength(hostileRegistry.length))
    expect(container.querySelectorAll('img')).toHaveLength(0)
    expect(unsafeParts(container)).toEqual([])
  })

  it('rule: the pairing view built from a hostile listing offers no link, and shows the name as text', async () => {
    const view = kernelWithoutApi().use(pairingTestPlugin())
    await view.start()
    const wallet = hostileListing('h1', HOSTILE_NAMES[0]!)
    // The modal's title names the wallet; the view names it in its hint.
    const { container } = renderView(view, (props) => <PairingView {...props} loginMethod="mock-pairing" />, { wallet })
    expect(unsafeParts(container)).toEqual([])
    const hint = screen.getByText(`Scan this QR code with ${HOSTILE_NAMES[0]!} on your phone`)
    expect([hint.tagName, hint.childElementCount]).toEqual(['P', 0])
  })

  it.each(HOSTILE_URL_EXAMPLES.map((url) => [JSON.stringify(url), url]))('rule: a listing linking %s gets no "Get" link; its https link is used instead', (_, url) => {
    const wallet = listing('w', { name: '<b>Fox</b>', homepage: url, chrome_store: url, app_store: 'https://apps.example/fox', play_store: url })
    const { container } = render(<GetWalletLink wallet={wallet} isMobile={false} prompt />, { wrapper: withKernel })
    expect(unsafeParts(container, { allowLinks: true })).toEqual([])
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['https://apps.example/fox'])
    expect(container.textContent).toContain('Get <b>Fox</b>')
  })

  it('property: any name and any hostile links render a row and a get link as text, in the same markup as a plain name', () => {
    const name = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.tuple(fc.constantFrom(...HOSTILE_NAMES.slice(0, 9)), fc.string({ maxLength: 10 })).map(([tag, rest]) => tag + rest),
    ).filter((value) => value.trim() !== '')
    const wallet = (walletName: string, link: string) => listing('w', { name: walletName, homepage: link, app_store: link, play_store: link, chrome_store: link })
    const shape = (walletName: string, link: string, isMobile: boolean) => {
      const { container, unmount } = render(
        <div>
          <WalletRow wallet={wallet(walletName, link)} images={{ w: link }} onPick={() => {}} />
          <GetWalletLink wallet={wallet(walletName, link)} isMobile={isMobile} prompt />
        </div>,
        { wrapper: withKernel },
      )
      const result = { tags: tagCounts(container), unsafe: unsafeParts(container), label: container.querySelector('.pc-item-label')?.textContent, text: container.textContent }
      unmount()
      return result
    }
    const plain = shape('Plain', '', false)
    fc.assert(fc.property(name, hostileUrl, fc.boolean(), (walletName, link, isMobile) => {
      const rendered = shape(walletName, link, isMobile)
      expect(rendered.unsafe).toEqual([])
      expect(rendered.tags).toEqual(plain.tags)
      expect(rendered.label).toBe(walletName)
    }), { numRuns: 200 })
  })
})
