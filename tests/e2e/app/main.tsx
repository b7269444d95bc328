import { openModal } from '../../../core/actions/modalActions.js'
import { createKernel } from '../../../core/kernel/createKernel.js'
import { extension } from '../../../plugins/extension/index.js'
import { mockChainPlugin, mockNetwork } from '../../helpers/mockChainPlugin.js'
import { mockLoginPlugin, pairingStandInPlugin } from '../../helpers/mockLoginPlugin.js'
import { pageActions } from './pageActions.js'
import { readPageParams } from './readPageParams.js'
import { steerableSwitch, type SwitchBehaviour } from './steerableSwitch.js'

const params = readPageParams(location.search)
const prefersLight = matchMedia('(prefers-color-scheme: light)').matches

const evm = mockChainPlugin()
const solana = mockChainPlugin({
  namespace: 'solana',
  networks: [mockNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Mock Solana')],
  wallet: { accounts: ['PorticoE2eMockSo1anaAccount11111111111111'] },
})

// Without a fixture API the page runs in basic mode with analytics off, so it fetches nothing.
const kernel = createKernel(
  {
    projectId: 'e2e',
    apiUrl: params.api ?? location.origin,
    basic: params.api === undefined,
    origin: location.origin,
    themeMode: params.theme ?? (prefersLight ? 'light' : 'dark'),
    metadata: { name: 'Portico e2e', description: 'The browser-test host page', url: location.origin, icons: [] },
    ...(params.guide ? { walletGuideUrl: params.guide } : {}),
    enableNetworkSwitch: params.networkSwitch !== 'off',
    ...(params.locale ? { locale: params.locale } : {}),
    ...(params.legal === 'on'
      ? { features: { legalCheckbox: true }, termsConditionsUrl: `${location.origin}/terms`, privacyPolicyUrl: `${location.origin}/privacy` }
      : {}),
  },
  params.api === undefined ? { services: { analytics: false } } : {},
)
  .use(steerableSwitch(evm.plugin, () => window.__porticoSwitch?.eip155 ?? 'approve'))
  .use(steerableSwitch(solana.plugin, () => window.__porticoSwitch?.solana ?? 'approve'))
  .use(mockLoginPlugin('wallet'))
  // Registry listings connect through a pairing login: a stand-in for walletConnect(), with no relay.
  .use(pairingStandInPlugin())
  // Browser wallets are the extension login method's: without it Connect lists no installed wallet.
  .use(extension())

window.__portico = kernel
window.__porticoMocks = { eip155: evm.wallet, solana: solana.wallet }
window.__porticoSwitch = { eip155: 'approve', solana: 'approve' } satisfies Record<string, SwitchBehaviour>
window.__porticoActions = pageActions
// Every view the router shows, in order, so a test can tell a view was passed through even when
// it was on screen for a moment only (a wallet that answers at once).
window.__porticoViewLog = []
kernel.store('router').subscribe((state, previous) => {
  if (state.view !== previous.view || state.history !== previous.history) window.__porticoViewLog!.push(state.view)
})

/*
 * Not awaited at the top level: a chunk Portico loads later (the provider API's schemas, say) may
 * import from this entry chunk, and an entry module still suspended at a top-level await never
 * lets such a chunk run; the page's start would wait on itself.
 */
async function startPage(): Promise<void> {
  // The renderer is loaded apart from the kernel so that the page, and the tests of the kernel in a
  // browser, still run when the renderer fails to load; the reason is kept for the test to show.
  try {
    const { mountReact } = await import('./mountReact.js')
    mountReact(kernel, document.getElementById('portico-buttons')!)
    document.documentElement.dataset.renderer = 'react'
  } catch (error) {
    document.documentElement.dataset.renderer = 'absent'
    window.__porticoRenderError = error instanceof Error ? error.message : String(error)
  }

  /** start() does not wait for the remote configuration (issue 21): the page is ready once it has settled. */
  const configSettled = () => new Promise<void>((resolve) => {
    const settled = () => ['loaded', 'failed', 'skipped'].includes(kernel.store('options').getState().remoteConfigStatus)
    if (settled()) return resolve()
    const stop = kernel.store('options').subscribe(() => {
      if (!settled()) return
      stop()
      resolve()
    })
  })

  try {
    await kernel.start()
    await configSettled()
    if (params.view) openModal(kernel, { view: params.view })
    document.documentElement.dataset.ready = 'true'
  } catch (error) {
    document.documentElement.dataset.ready = `failed: ${error instanceof Error ? error.message : String(error)}`
    throw error
  }
}

void startPage()
