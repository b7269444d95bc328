import type { Kernel } from '../../../core/kernel/types.js'
import type { MockWallet } from '../../helpers/mockChainPlugin.js'
import type { PageActions } from './pageActions.js'
import type { SwitchBehaviour } from './steerableSwitch.js'

// What the test page exposes to tests (page.evaluate / waitForFunction).
declare global {
  interface Window {
    /** The page's kernel. */
    __portico?: Kernel
    /** The mock wallets by namespace, to steer answers (approve, reject, hang) from a test. */
    __porticoMocks?: Record<string, MockWallet>
    /** How each namespace's mock wallet answers a network switch ('approve' unless a test says). */
    __porticoSwitch?: Record<string, SwitchBehaviour>
    /** Core actions, for states a visitor cannot click into (tests/e2e/app/pageActions.ts). */
    __porticoActions?: PageActions
    /** The views the router has shown since the page loaded, oldest first. */
    __porticoViewLog?: string[]
    /** Why the React renderer could not be mounted, when it could not. */
    __porticoRenderError?: string
  }
}

export {}
