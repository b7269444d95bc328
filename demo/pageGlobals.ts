import type { ConnectParameters, Kernel } from '../core/index.js'
import type { DemoPageConfig } from './DemoConfig.js'
import type { DemoWallet } from './wallet/installDemoWallet.js'

declare global {
  interface Window {
    /** Injected by demo/server.ts (demoConfigPlugin) before the app runs. */
    __porticoDemoConfig?: DemoPageConfig
    /**
     * The running demo, for the browser tests and for curious visitors in the console: its kernel,
     * wallet and config, and `connect`, core's connect action on this kernel.
     */
    __porticoDemo?: { kernel: Kernel; wallet: DemoWallet; config: DemoPageConfig; connect?: (parameters: ConnectParameters) => Promise<unknown> }
  }
}

/** The config demo/server.ts injected; a page opened some other way says so instead of failing later. */
export function readPageConfig(): DemoPageConfig {
  const config = window.__porticoDemoConfig
  if (!config) throw new Error('No demo config in the page: start the demo with `npm start` (demo/server.ts injects it).')
  return config
}
