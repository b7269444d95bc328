import { connect } from '../../../../core/actions/connect.js'
import type { ChainNamespace } from '../../../../core/constants/namespaces.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { SessionLike } from '../../../../plugins/walletconnect/sdk/UniversalProviderLike.js'
import type { FakeProvider } from './fakeUniversalProvider.js'
import { bothNamespaces, until } from './walletConnectKernel.js'

/** Connects `namespace` through WalletConnect, the fake wallet approving `session` (both test namespaces by default). */
export async function connectThroughWallet(kernel: Kernel, provider: FakeProvider, session: SessionLike = bothNamespaces(), namespace: ChainNamespace = 'eip155') {
  const before = provider.proposals.length
  const connecting = connect(kernel, { connectorId: 'walletConnect', namespace })
  await until(() => provider.proposals.length > before)
  provider.proposals.at(-1)!.approve(session)
  return connecting
}
