import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HowItWorks } from '../../../demo/components/HowItWorks.js'
import { TEST_WALLET_PATH } from '../../../demo/DemoConfig.js'

describe('HowItWorks', () => {
  it('rule: the demo links the WalletConnect test wallet page, opened in another tab', () => {
    const html = renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} />)
    expect(TEST_WALLET_PATH).toBe('/wc-wallet')
    expect(html).toContain('<a href="/wc-wallet" target="_blank" rel="noopener">test wallet</a>')
  })

  it('rule: without a relay there is no test wallet to offer', () => {
    expect(renderToStaticMarkup(<HowItWorks withTestWallet={false} withSolana={false} />)).not.toContain('wc-wallet')
  })

  it('rule: the local Solana and the Wallet Standard are named only when the stack runs one', () => {
    expect(renderToStaticMarkup(<HowItWorks withTestWallet withSolana />)).toContain('local Solana')
    expect(renderToStaticMarkup(<HowItWorks withTestWallet withSolana={false} />)).not.toContain('Solana')
  })
})
