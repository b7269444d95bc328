// The eip155 capabilities as one lazily loaded chunk (see createCapabilities).
export { getBalance } from './balances.js'
export { getTokenBalances } from './balances.js'
export { sendNative } from './sendTransaction.js'
export { sendToken } from './sendTransaction.js'
export { signMessage } from './signMessage.js'
export { switchNetwork } from './switchNetwork.js'
export { waitForTransaction } from './waitForTransaction.js'
