import { ELLIPSIS } from '../../core/format/displayCharacters.js'

/**
 * The English texts of the buttons and the modal's frame (header, view titles), which the page's
 * first bundle carries. SPEC's texts, unchanged; ASCII only, as the first bundle must be (see
 * ELLIPSIS). The views' texts are in viewMessages, fetched with the first view.
 */
export const shellMessages = {
  connectWallet: 'Connect Wallet',
  connectingLabel: `Connecting${ELLIPSIS}`,
  network: 'Network',
  wrongNetwork: 'Wrong Network',
  back: 'Back',
  close: 'Close',
  loading: 'Loading',
  titleAllWallets: 'All Wallets',
  titleConnecting: 'Connecting',
  titleAccount: 'Account',
  titleWallets: 'Wallets',
  titleChooseNetwork: 'Choose Network',
  titleSwitchNetwork: 'Switch Network',
} as const
