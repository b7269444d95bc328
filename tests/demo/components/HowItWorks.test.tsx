import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HowItWorks } from '../../../demo/components/HowItWorks.js'
import { TEST_WALLET_PATH } from '../../../demo/DemoConfig.js'

describe('HowItWorks', () => {
  it('rule: the demo links the WalletConnect test wallet page, opened in another tab', () => {
    const html = renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} mailboxUrl={undefined} />)
    expect(TEST_WALLET_PATH).toBe('/wc-wallet')
    expect(html).toContain('<a href="/wc-wallet" target="_blank" rel="noopener">test wallet</a>')
  })

  it('rule: without a relay there is no test wallet to offer', () => {
    expect(renderToStaticMarkup(<HowItWorks withTestWallet={false} withSolana={false} mailboxUrl={undefined} />)).not.toContain('wc-wallet')
  })

  it('rule: the local Solana and the Wallet Standard are named only when the stack runs one', () => {
    expect(renderToStaticMarkup(<HowItWorks withTestWallet withSolana mailboxUrl={undefined} />)).toContain('local Solana')
    expect(renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} mailboxUrl={undefined} />)).not.toContain('Solana')
  })

  it('rule: with email login the demo links the development mailbox, where the codes arrive, opened in another tab', () => {
    const html = renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} mailboxUrl="http://127.0.0.1:8025/" />)
    expect(html).toContain('<a href="http://127.0.0.1:8025/" target="_blank" rel="noopener">development mailbox</a>')
    expect(renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} mailboxUrl={undefined} />)).not.toContain('mailbox')
  })

  it('rule: beside the frame the demo tells how to sign in with Farcaster: the stand-in app\'s command', () => {
    expect(renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} mailboxUrl="http://127.0.0.1:8025/" />)).toContain('<code>npm run farcaster:sign -- &quot;&lt;link&gt;&quot;</code>')
    expect(renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} mailboxUrl={undefined} />)).not.toContain('farcaster')
  })
})
