import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { LOCAL_RELAY_KEY } from './startFarcasterRelay.js'

export interface FarcasterAppSignIn {
  /** The sign-in link the site showed (its QR code): the relay's channel link. */
  url: string
  /** The relay the link belongs to; the link's own origin unless told (the local relay serves its links). */
  relay?: string
  fid: number
  username?: string
  /** Signs the message: the fid's custody key, or an auth address's key with authMethod 'authAddress'. */
  key: Hex
  authMethod?: 'custody' | 'authAddress'
  /** X-Farcaster-Auth-Relay-Key; the local relay's unless told. */
  relayKey?: string
  /** Only for tests of the refusals: another nonce or domain in the message, or a signature by another key. */
  overrides?: { nonce?: string; domain?: string; signWith?: Hex }
}

/**
 * What a Farcaster app does with a Sign In With Farcaster link, as a stand-in for tests and the
 * local demo: reads the channel from the link (auth-client's parseSignInURI), builds the SIWF
 * message for the fid (buildSignInMessage: statement, chain id 10, the fid resource), signs it with
 * the key (viem) and hands it to the relay (authenticate). Resolves with the completed channel.
 */
export async function signInWithFarcaster(signIn: FarcasterAppSignIn): Promise<unknown> {
  const link = new URL(signIn.url)
  // The wallet client never reads the chain; the connector is only there because the type asks for one.
  const client = createWalletClient({ relay: signIn.relay ?? link.origin, ethereum: viemConnector({ rpcUrl: link.origin }) })
  const parsed = client.parseSignInURI({ uri: signIn.url })
  if (parsed.isError) throw new Error(`not a sign-in link: ${parsed.error?.message ?? signIn.url}`)
  const nonce = signIn.overrides?.nonce ?? link.searchParams.get('nonce')
  const domain = signIn.overrides?.domain ?? link.searchParams.get('domain')
  const uri = link.searchParams.get('siweUri')
  if (!nonce || !domain || !uri) throw new Error('the sign-in link names no nonce, domain or siweUri')
  const account = privateKeyToAccount(signIn.key)
  const built = client.buildSignInMessage({ address: account.address, fid: signIn.fid, nonce, domain, uri })
  if (built.isError) throw new Error(`the message could not be built: ${built.error?.message}`)
  const signer = signIn.overrides?.signWith ? privateKeyToAccount(signIn.overrides.signWith) : account
  const signature = await signer.signMessage({ message: built.message })
  const answer = await client.authenticate({
    channelToken: parsed.channelToken,
    authKey: signIn.relayKey ?? LOCAL_RELAY_KEY,
    message: built.message,
    signature,
    fid: signIn.fid,
    authMethod: signIn.authMethod ?? 'custody',
    ...(signIn.username === undefined ? {} : { username: signIn.username }),
  })
  if (answer.isError) throw new Error(`the relay refused: ${answer.error?.message ?? 'unknown'}`)
  if (answer.response.status !== 201) throw new Error(`the relay refused (${answer.response.status}): ${JSON.stringify(answer.data)}`)
  return answer.data
}
