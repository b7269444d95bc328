/**
 * The SDKs Portico's plugins import only inside a flow, each an optional peer dependency
 * (package.json's peerDependenciesMeta): a site installs those of the flows it offers.
 */
export const OPTIONAL_PEERS: readonly string[] = ['ethers', '@walletconnect/universal-provider', '@solana/web3.js']

/** What a site reads when a flow needs a peer it did not install; PEER_DEPENDENCY_MISSING names the package. */
export const MISSING_PEER_MESSAGE = 'An optional peer dependency of Portico is not installed: the error around this one names it.'
