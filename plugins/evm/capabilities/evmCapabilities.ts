// The eip155 capabilities as one lazily loaded chunk (see createCapabilities).
export { getBalance } from './getBalance.js'
export { getTokenBalances } from './getTokenBalances.js'
export { sendNative } from './sendNative.js'
export { sendToken } from './sendToken.js'
export { signMessage } from './signMessage.js'
export { switchNetwork } from './switchNetwork.js'
export { waitForTransaction } from './waitForTransaction.js'
