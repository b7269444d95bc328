import { definePlugin } from '../../../../core/kernel/createPluginContext.js'
import type { Kernel, Plugin } from '../../../../core/kernel/types.js'
import type { RemoteNamespace, RemoteSession } from '../../../../core/remote/RemoteSession.js'
import type { KernelStorage } from '../../../../core/storage/createStorage.js'
import type { CaipNetworkId } from '../../../../core/types/network.js'
import { EIP155_EMBEDDED } from '../../../../plugins/evm/remote/eip155Embedded.js'
import { SOLANA_EMBEDDED } from '../../../../plugins/solana/remote/solanaEmbedded.js'
import { embeddedWalletPlugin } from '../../../../plugins/embeddedwallet/embeddedWallet.js'
import type { EmbeddedWalletService } from '../../../../plugins/embeddedwallet/EmbeddedWalletService.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../../helpers/mockChainPlugin.js'
import { fakeFramePage, FRAME_URL, type Answers } from './fakeFrame.js'

export const EVM_ADDRESS = '0x2222222222222222222222222222222222222222'
export const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

/** GetUser's answer: the wallet's address on eip155 and on solana. */
export const USER = {
  email: 'visitor@example.com',
  address: EVM_ADDRESS,
  chainId: 'eip155:1',
  accounts: [
    { address: EVM_ADDRESS, type: 'eoa' as const, caipNetworkId: 'eip155:1' },
    { address: SOLANA_ADDRESS, type: 'eoa' as const, caipNetworkId: SOLANA_MAINNET },
  ],
}

/** A frame that signs anybody in: every connect request succeeds and GetUser answers USER. */
export const SIGNED_IN: Answers = {
  SyncDappData: () => ({}),
  SyncTheme: () => ({}),
  IsConnected: () => ({ isConnected: true }),
  GetUser: () => USER,
  ConnectEmail: () => ({ action: 'VERIFY_OTP' }),
  ConnectOtp: () => ({}),
  SignOut: () => ({}),
  SwitchNetwork: (payload) => ({ chainId: (payload as { chainId: string }).chainId }),
}

export interface EmbeddedWalletKernelOptions {
  answers?: Answers
  /** eip155's networks, by reference; 1 and 10 are on SPEC's list, 2 is not. */
  evmReferences?: string[]
  chains?: CaipNetworkId[]
  withSolana?: boolean
  storage?: KernelStorage
  /** Whether the fake frame says Ready by itself once created (default); false: the test says it. */
  autoReady?: boolean
  /** Plugins registered after embeddedWallet (a login plugin under test). */
  plugins?: Plugin[]
  /** Kernel options beyond the test kernel's (isMobile, say). */
  kernelOptions?: Parameters<typeof createTestKernel>[0]
  /** The fake frame page, when the test made it (to build its site window over it); one answering `answers` otherwise. */
  page?: ReturnType<typeof fakeFramePage>
  /** The visitor's time zone as the embedded wallet reads it; Europe/Berlin (not restricted) unless told. */
  timeZone?: string
  /** The page's window as the embedded wallet sees it (its address, the messages posted to it); the fake page's own by default. */
  window?: Window
}

/**
 * A started kernel with a mock eip155 chain plugin (and optionally solana) whose remote declares
 * what the real plugins declare the frame serves and makes a provider recording its session, embeddedWallet() on a fake frame page that answers by itself,
 * and a plugin that takes the embedded wallet's service as email() does.
 */
export async function embeddedWalletKernel(options: EmbeddedWalletKernelOptions = {}) {
  const page = options.page ?? fakeFramePage(options.answers ?? SIGNED_IN, { autoReady: options.autoReady ?? true })
  const sessions = new Map<string, RemoteSession>()
  // What the evm and solana plugins declare the frame serves: the embedded wallet reads nothing else.
  const remote = (namespace: string): RemoteNamespace => ({
    methods: [], events: [], embedded: async () => (namespace === 'solana' ? SOLANA_EMBEDDED : EIP155_EMBEDDED), provider: (session) => {
      sessions.set(namespace, session)
      return { kind: `${namespace}-provider` }
    },
  })
  const evm = mockChainPlugin({ namespace: 'eip155', networks: (options.evmReferences ?? ['1', '10']).map((reference) => mockNetwork('eip155', reference)), remote: remote('eip155') })
  const solana = mockChainPlugin({ namespace: 'solana', networks: [mockNetwork('solana', SOLANA_MAINNET.slice('solana:'.length))], remote: remote('solana') })
  let service: EmbeddedWalletService | undefined
  const kernel: Kernel = createTestKernel(options.kernelOptions ?? {}, options.storage ? { storage: options.storage } : {}).use(evm.plugin)
  if (options.withSolana) kernel.use(solana.plugin)
  kernel
    .use(embeddedWalletPlugin({ frameUrl: FRAME_URL, ...(options.chains ? { chains: options.chains } : {}) }, { document: page.document, timeZone: () => options.timeZone ?? 'Europe/Berlin', ...(options.window ? { window: options.window } : {}) }))
    .use(definePlugin({ name: 'login', dependencies: ['embeddedWallet'], setup: (ctx) => void (service = ctx.need('embeddedWallet.frame')) }))
  for (const plugin of options.plugins ?? []) kernel.use(plugin)
  await kernel.start()
  return { kernel, page, sessions, service: service!, evm, solana }
}
