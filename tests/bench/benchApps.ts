import type { DeepPath, OpenTargets, SearchTargets } from './measure/pageProbe.js'

export type AppName = 'react' | 'portico' | 'appkit' | 'rainbowkit'

export interface BenchApp {
  name: AppName
  label: string
  /** Built from tests/bench/peers/node_modules, which only the bench installs. */
  peer: boolean
  /** The packages whose installed versions the report prints. */
  packages: readonly string[]
  /** The connect button, for the page's own probe. */
  button: DeepPath
  open?: OpenTargets
  /** The wallet list with a search box, where the library has one. */
  search?: {
    /** What to click, in the open modal, to reach the list. */
    enter: string
    input: string
    targets: Omit<SearchTargets, 'query'>
  }
}

/**
 * The four sample apps and where each keeps what the bench looks for, read off their DOM in
 * headless Chromium. Options are any wallet entry of the first view.
 */
export const BENCH_APPS: readonly BenchApp[] = [
  {
    name: 'react',
    label: 'React 19 (baseline)',
    peer: false,
    packages: ['react', 'react-dom'],
    button: ['#connect'],
  },
  {
    name: 'portico',
    label: 'Portico (evm + extension + walletConnect)',
    peer: false,
    packages: ['react', 'react-dom'],
    button: ['portico-button', 'button.pc-host-button'],
    open: {
      title: ['portico-modal', '.pc-title'],
      card: ['portico-modal', '.pc-card'],
      option: ['portico-modal', '.pc-card .pc-item'],
    },
    search: {
      enter: 'portico-modal .pc-item:has-text("All Wallets")',
      input: 'portico-modal input.pc-input',
      targets: { item: ['portico-modal', '.pc-allwallets-tile'], name: '.pc-allwallets-name' },
    },
  },
  {
    name: 'appkit',
    label: 'AppKit + ethers adapter',
    peer: true,
    packages: ['@reown/appkit', '@reown/appkit-adapter-ethers', 'ethers'],
    button: ['appkit-button', 'wui-connect-button', 'button'],
    open: {
      title: ['w3m-modal', 'wui-text[data-testid="w3m-header-text"]'],
      card: ['w3m-modal', 'wui-card[data-testid="w3m-modal-card"]'],
      option: ['w3m-modal', 'wui-list-wallet'],
    },
    search: {
      enter: 'w3m-modal wui-list-wallet[data-testid="all-wallets"]',
      input: 'w3m-modal input[data-testid="wui-input-text"]',
      targets: { item: ['w3m-modal', 'w3m-all-wallets-list-item'], name: 'wui-wallet-image', nameAttribute: 'name' },
    },
  },
  {
    name: 'rainbowkit',
    label: 'RainbowKit + wagmi + viem',
    peer: true,
    packages: ['@rainbow-me/rainbowkit', 'wagmi', 'viem', '@tanstack/react-query'],
    button: ['[data-testid="rk-connect-button"]'],
    open: {
      title: ['[data-testid="rk-connect-header-label"]'],
      card: ['[role="dialog"] [role="document"]'],
      option: ['[data-testid^="rk-wallet-option-"]'],
    },
  },
]
