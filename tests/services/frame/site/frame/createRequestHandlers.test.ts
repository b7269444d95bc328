import { describe, expect, it, vi } from 'vitest'
import { FRAME_REQUESTS } from '../../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { createChainMemory } from '../../../../../services/frame/site/frame/createChainMemory.js'
import { createRequestHandlers } from '../../../../../services/frame/site/frame/createRequestHandlers.js'
import type { VisitorPrompts } from '../../../../../services/frame/site/frame/createVisitorPrompts.js'
import { FrameError } from '../../../../../services/frame/site/frame/FrameError.js'
import { deriveWallet } from '../../../../../services/frame/site/keys/deriveWallet.js'
import type { FrameView } from '../../../../../services/frame/site/view/createFrameView.js'
import type { SocialLogin } from '../../../../../services/frame/site/social/createSocialLogin.js'
import type { Account, AccountSession } from '../../../../../services/frame/site/wallet/createAccountSession.js'
import type { FarcasterLogin } from '../../../../../services/frame/site/wallet/createFarcasterLogin.js'

const keys = deriveWallet(new Uint8Array(16))
const SOCIAL_ANSWER = { token: 'tok', email: null, userName: 'octo', authProvider: 'github', wallet: null }

function handlers(account: Account | undefined, prompts: Partial<VisitorPrompts> = {}, farcaster?: FarcasterLogin) {
  const session: AccountSession = {
    startEmail: vi.fn(), verifyOtp: vi.fn(), signIn: vi.fn(), account: async () => account, signOut: vi.fn(async () => undefined),
    updateEmail: vi.fn(), confirmCurrentEmail: vi.fn(), confirmNewEmail: vi.fn(async () => ({ newEmail: 'new@example.com' })),
  }
  const view = { setTheme: vi.fn() } as unknown as FrameView
  const visitor = { approve: vi.fn(async () => undefined), showRecoveryCode: vi.fn(), askRecoveryCode: vi.fn(), interrupt: vi.fn(), ...prompts }
  const social: SocialLogin = { redirectUri: vi.fn(async () => ({ uri: 'https://provider.example/authorize' })), connect: vi.fn(async () => SOCIAL_ANSWER) }
  return { session, social, view, visitor, all: createRequestHandlers({ session, social, chains: createChainMemory(1, 'http://127.0.0.1:8545'), prompts: visitor, view, fetch: vi.fn(), site: 'https://app.example.com', ...(farcaster ? { farcaster } : {}) }) }
}

describe('createRequestHandlers', () => {
  it('rule: GetUser answers the email, the EVM address and both accounts on their CAIP-2 chains, in the protocol\'s shape', async () => {
    const { all } = handlers({ email: 'ann@example.com', authProvider: 'email', keys })
    await all.SwitchNetwork!({ chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    const user = await all.GetUser!({ chainId: 10 })
    expect(user).toMatchObject({
      email: 'ann@example.com',
      address: keys.evm.address,
      chainId: 10,
      accounts: [
        { address: keys.evm.address, type: 'eoa', caipNetworkId: 'eip155:10' },
        { address: keys.solana.address, type: 'eoa', caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
      ],
    })
    expect(FRAME_REQUESTS.GetUser.success.safeParse(user).success).toBe(true)
  })

  it('rule: GetUser reports how the visitor signed in and the provider\'s name, and a null email for an account without one', async () => {
    const { all } = handlers({ email: null, authProvider: 'github', userName: 'octo', keys })
    const user = await all.GetUser!({})
    expect(user).toMatchObject({ email: null, authProvider: 'github', userName: 'octo' })
    expect(FRAME_REQUESTS.GetUser.success.safeParse(user).success).toBe(true)
  })

  it('rule: without a signed-in visitor, GetUser and RpcRequest are refused and IsConnected is false', async () => {
    const { all } = handlers(undefined)
    await expect(all.GetUser!({})).rejects.toThrow('Not connected to email or social')
    await expect(all.RpcRequest!({ method: 'personal_sign', chainId: 'eip155:1' })).rejects.toThrow(FrameError)
    expect(await all.IsConnected!({})).toEqual({ isConnected: false })
  })

  it('rule: the chain is answered locally from the last switch', async () => {
    const { all } = handlers(undefined)
    expect(await all.GetChainId!({})).toEqual({ chainId: 1 })
    await all.SwitchNetwork!({ chainId: 'eip155:137' })
    expect(await all.GetChainId!({})).toEqual({ chainId: 'eip155:137' })
  })

  it('rule: a method of another namespace is "Unsupported method"', async () => {
    const { all } = handlers({ email: 'a@b.c', authProvider: 'email', keys })
    await expect(all.RpcRequest!({ method: 'cosmos_signDirect', chainId: 'cosmos:cosmoshub-4' })).rejects.toThrow('Unsupported method')
  })

  it('rule: the card names the verified site, and RpcAbort rejects the request waiting for the visitor with "Request was aborted"', async () => {
    const approve = vi.fn((_card: unknown, signal: AbortSignal) => new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new FrameError('ABORTED')))))
    const { all } = handlers({ email: 'a@b.c', authProvider: 'email', keys }, { approve })
    const waiting = all.RpcRequest!({ method: 'personal_sign', params: ['0x48', keys.evm.address], chainId: 'eip155:1' })
    await vi.waitFor(() => expect(approve).toHaveBeenCalled())
    expect((approve.mock.calls[0]![0] as { rows: unknown[] }).rows[0]).toEqual({ label: 'Site', value: 'https://app.example.com' })
    await all.RpcAbort!({})
    await expect(waiting).rejects.toThrow('Request was aborted')
  })

  it('rule: the card names the network as the site named it, beside the chain id the signature is bound to', async () => {
    const approve = vi.fn(async (_card: { rows: { label: string; value: string }[] }) => undefined)
    const { all } = handlers({ email: 'a@b.c', authProvider: 'email', keys }, { approve })
    await all.RpcRequest!({ method: 'personal_sign', params: ['0x48', keys.evm.address], chainId: 'eip155:1', network: { name: 'Ethereum', symbol: 'ETH', decimals: 18 } })
    await all.RpcRequest!({ method: 'personal_sign', params: ['0x48', keys.evm.address], chainId: 'eip155:1' })
    const networks = approve.mock.calls.map(([card]) => card.rows.find((row) => row.label === 'Network')?.value)
    expect(networks).toEqual(['Ethereum (eip155:1)', 'eip155:1'])
  })

  it('rule: SyncTheme sets the view\'s mode and SignOut ends the session', async () => {
    const { all, view, session } = handlers({ email: 'a@b.c', authProvider: 'email', keys })
    await all.SyncTheme!({ themeMode: 'light' })
    expect(view.setTheme).toHaveBeenCalledWith('light')
    await all.SignOut!({})
    expect(session.signOut).toHaveBeenCalled()
  })

  it('rule: a closed modal (RpcAbort), a new sign-in or a sign-out takes away any wallet step', async () => {
    const { all, visitor } = handlers(undefined)
    await all.RpcAbort!({})
    expect(visitor.interrupt).toHaveBeenLastCalledWith(['recover', 'recoveryCode'])
    await all.ConnectEmail!({ email: 'a@b.c' })
    expect(visitor.interrupt).toHaveBeenLastCalledWith(['recover', 'recoveryCode'])
    await all.SignOut!({})
    expect(visitor.interrupt).toHaveBeenLastCalledWith(['recover', 'recoveryCode'])
  })

  it('rule: GetFarcasterUri answers the link, ConnectFarcaster the username, each in the protocol\'s shape; Reload abandons the attempt', async () => {
    const farcaster: FarcasterLogin = { link: vi.fn(async () => ({ url: 'http://127.0.0.1:1/~/siwf?channelToken=c' })), connect: vi.fn(async () => ({ userName: 'alice' })), abandon: vi.fn() }
    const { all, visitor } = handlers(undefined, {}, farcaster)
    const link = await all.GetFarcasterUri!({})
    expect(FRAME_REQUESTS.GetFarcasterUri.success.safeParse(link).success).toBe(true)
    // A recovery card of an earlier attempt goes: the visitor is starting over.
    expect(visitor.interrupt).toHaveBeenCalledWith(['recover', 'recoveryCode'])
    const connected = await all.ConnectFarcaster!({})
    expect(connected).toEqual({ userName: 'alice' })
    expect(FRAME_REQUESTS.ConnectFarcaster.success.safeParse(connected).success).toBe(true)
    expect(await all.Reload!({})).toEqual({})
    expect(farcaster.abandon).toHaveBeenCalledOnce()
  })

  it('rule: without a farcaster login the farcaster requests are refused as unsupported', async () => {
    const { all } = handlers(undefined)
    await expect(all.GetFarcasterUri!({})).rejects.toThrow('This request is not supported by this wallet')
    await expect(all.ConnectFarcaster!({})).rejects.toThrow('This request is not supported by this wallet')
  })

  it('rule: GetSocialRedirectUri starts at the provider with the site\'s returnTo, and ConnectSocial signs in with the finished result', async () => {
    const { all, social, session } = handlers(undefined)
    expect(await all.GetSocialRedirectUri!({ provider: 'github', returnTo: 'https://app.example.com/back' })).toEqual({ uri: 'https://provider.example/authorize' })
    expect(social.redirectUri).toHaveBeenCalledWith('github', 'https://app.example.com/back')
    expect(await all.ConnectSocial!({ uri: 'http://frame.example/v1/social/result?attempt=a&result=r' })).toEqual({})
    expect(social.connect).toHaveBeenCalledWith('http://frame.example/v1/social/result?attempt=a&result=r')
    expect(session.signIn).toHaveBeenCalledWith(SOCIAL_ANSWER)
  })
})
