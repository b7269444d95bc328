import type { ApprovalRequest } from '../rpc/ApprovalRequest.js'
import type { FrameView } from '../view/createFrameView.js'
import type { SocialLogin } from '../social/createSocialLogin.js'
import type { Account, AccountSession } from '../wallet/createAccountSession.js'
import type { FarcasterLogin } from '../wallet/createFarcasterLogin.js'
import type { RequestHandlers } from './answerRequests.js'
import { caipOf, type ChainMemory } from './createChainMemory.js'
import type { VisitorPrompts } from './createVisitorPrompts.js'
import { FrameError } from './FrameError.js'
import { networkFacts } from '../rpc/NetworkFacts.js'

export interface RequestHandlersParameters {
  session: AccountSession
  social: SocialLogin
  chains: ChainMemory
  prompts: VisitorPrompts
  view: FrameView
  fetch: typeof fetch
  /** The embedding site's verified origin, shown on every approval card (the site cannot choose it). */
  site: string
  /** Sign In With Farcaster (GetFarcasterUri, ConnectFarcaster); without it they are refused. */
  farcaster?: FarcasterLogin
}

/**
 * Each namespace's signer, loaded on its first request: @solana/web3.js and viem's signing are
 * most of the page's weight, and the frame must say Ready well within the site's load time-out.
 */
const SIGNERS = {
  eip155: async () => (await import('../rpc/answerEvmRequest.js')).answerEvmRequest,
  solana: async () => (await import('../rpc/answerSolanaRequest.js')).answerSolanaRequest,
} as const

/** The native token's decimals when the site named no network: ether's wei, SOL's lamports. */
const NATIVE_DECIMALS = { eip155: 18, solana: 9 } as const

/**
 * The frame's answer to each request of SPEC section 3 it supports: email sign-in, the user and
 * their accounts, email change, the chain (answered locally), the theme, and wallet requests;
 * social login's redirect URI and result link; Sign In With Farcaster. Smart accounts are not
 * offered and are refused.
 */
export function createRequestHandlers({ session, social, chains, prompts, view, fetch, site, farcaster }: RequestHandlersParameters): RequestHandlers {
  const pending = new Set<AbortController>()
  const signedIn = async (): Promise<Account> => {
    const account = await session.account()
    if (!account) throw new FrameError('NOT_CONNECTED')
    return account
  }

  return {
    ConnectEmail: ({ email }) => {
      prompts.interrupt(['recover', 'recoveryCode'])
      return session.startEmail(email)
    },
    ConnectOtp: async ({ otp }) => {
      await session.verifyOtp(otp)
      return {}
    },
    ConnectDevice: async () => ({}),
    GetFarcasterUri: async () => {
      if (!farcaster) throw new FrameError('UNSUPPORTED_REQUEST')
      prompts.interrupt(['recover', 'recoveryCode'])
      return farcaster.link()
    },
    ConnectFarcaster: async () => {
      if (!farcaster) throw new FrameError('UNSUPPORTED_REQUEST')
      return farcaster.connect()
    },
    GetSocialRedirectUri: ({ provider, returnTo }) => {
      prompts.interrupt(['recover', 'recoveryCode'])
      return social.redirectUri(provider, returnTo)
    },
    ConnectSocial: async ({ uri }) => {
      await session.signIn(await social.connect(uri))
      return {}
    },
    IsConnected: async () => ({ isConnected: (await session.account().catch(() => undefined)) !== undefined }),
    GetUser: async ({ chainId }) => {
      const { email, authProvider, userName, keys } = await signedIn()
      if (chainId !== undefined && caipOf(chainId)) chains.switchTo(chainId)
      return {
        email,
        address: keys.evm.address,
        chainId: chains.current(),
        accounts: [
          { address: keys.evm.address, type: 'eoa', caipNetworkId: chains.lastOf('eip155') },
          { address: keys.solana.address, type: 'eoa', caipNetworkId: chains.lastOf('solana') },
        ],
        preferredAccountType: 'eoa',
        authProvider,
        ...(userName === undefined ? {} : { userName }),
      }
    },
    SignOut: async () => {
      for (const controller of pending) controller.abort()
      prompts.interrupt(['recover', 'recoveryCode'])
      await session.signOut()
      return {}
    },
    GetChainId: async () => ({ chainId: chains.current() }),
    SwitchNetwork: async ({ chainId, rpcUrl }) => {
      if (!caipOf(chainId)) throw new FrameError('INVALID_PARAMS', 'chainId')
      chains.switchTo(chainId, rpcUrl)
      return { chainId }
    },
    GetSmartAccountEnabledNetworks: async () => ({ smartAccountEnabledNetworks: [] }),
    SetPreferredAccount: async ({ type }) => {
      if (type !== 'eoa') throw new FrameError('UNSUPPORTED_REQUEST')
      return { type, address: (await signedIn()).keys.evm.address }
    },
    UpdateEmail: ({ email }) => session.updateEmail(email),
    UpdateEmailPrimaryOtp: async ({ otp }) => {
      await session.confirmCurrentEmail(otp)
      return {}
    },
    UpdateEmailSecondaryOtp: ({ otp }) => session.confirmNewEmail(otp),
    SyncTheme: async ({ themeMode }) => {
      view.setTheme(themeMode)
      return {}
    },
    SyncDappData: async () => ({}),
    Reload: async () => {
      // The site left the farcaster view without signing in: the attempt it showed is given up.
      farcaster?.abandon()
      return {}
    },
    RpcAbort: async () => {
      // The site sends it when its modal closes: a wallet step nobody sees goes away too, or the
      // GetUser waiting for it would never be answered. A code card closed so counts as seen.
      for (const controller of pending) controller.abort()
      prompts.interrupt(['recover', 'recoveryCode'])
      return {}
    },
    RpcRequest: async ({ method, params, chainId, rpcUrl, network }) => {
      const { keys } = await signedIn()
      const caip = caipOf(chainId)
      const [namespace, reference] = caip ? [caip.slice(0, caip.indexOf(':')), caip.slice(caip.indexOf(':') + 1)] : []
      if ((namespace !== 'eip155' && namespace !== 'solana') || !caip || !reference) throw new FrameError('UNSUPPORTED_METHOD')
      const controller = new AbortController()
      pending.add(controller)
      try {
        const answer = await SIGNERS[namespace]()
        const approve = (request: ApprovalRequest) => prompts.approve({ ...request, rows: [{ label: 'Site', value: site }, ...request.rows] }, controller.signal)
        // An abort after the visitor approved changes nothing: what was signed or sent is answered.
        const facts = networkFacts(caip, network, NATIVE_DECIMALS[namespace])
        return { result: await answer(method, params, { keys, reference, rpcUrl: chains.rpcUrlOf(caip, rpcUrl), network: facts, approve, fetch }) }
      } finally {
        pending.delete(controller)
      }
    },
  }
}
