import { TEST_WALLET_PATH } from '../DemoConfig.js'
import { Card } from './Card.js'

/**
 * What runs where, so a visitor knows nothing here is real money or leaves the machine. The test
 * wallet is offered only with a relay to pair over (`npm start` always runs one).
 */
export function HowItWorks({ withTestWallet, withSolana, mailboxUrl }: { withTestWallet: boolean; withSolana: boolean; mailboxUrl: string | undefined }) {
  return (
    <Card title="How this works" className="how">
      <ol className="how-list">
        <li>
          <strong>A local devnet.</strong> Two anvil chains run on this machine, with a test token (pUSD) and
          funded accounts{withSolana ? ', and a local Solana with its own test token (pTEST)' : ''}. Balances and
          transactions are real, on chains that exist only here.
        </li>
        <li>
          <strong>A demo wallet.</strong> The wallet panel at the bottom left (a tab on the left edge on phones) plays a browser extension: it announces
          itself through EIP-6963{withSolana ? ' and the Solana Wallet Standard' : ''} and signs with public devnet keys.
          Approve or reject each request there.
        </li>
        {withTestWallet ? (
          <li>
            <strong>A WalletConnect test wallet.</strong> To try the QR path without a phone, open
            the <a href={TEST_WALLET_PATH} target="_blank" rel="noopener">test wallet</a> in another
            tab, pick WalletConnect in the modal, then copy its link and paste it there.
          </li>
        ) : null}
        {mailboxUrl ? (
          <li>
            <strong>Email login, with a local mailbox.</strong> Type any address in the modal; the one-time code
            arrives in the <a href={mailboxUrl} target="_blank" rel="noopener">development mailbox</a>, and the
            embedded wallet lives in a frame served by its own local server.
          </li>
        ) : null}
        {mailboxUrl ? (
          <li>
            <strong>Farcaster, with a stand-in app.</strong> Pick Farcaster in the modal, copy its link and run{' '}
            <code>npm run farcaster:sign -- "&lt;link&gt;"</code>: it signs as the test account fid 1001 on the
            local relay, and the modal goes on by itself.
          </li>
        ) : null}
        <li>
          <strong>Portico, from source.</strong> The buttons and the modal are Portico’s React components; the
          wallet list, config and analytics come from the local provider API. Nothing leaves the machine.
        </li>
      </ol>
    </Card>
  )
}
