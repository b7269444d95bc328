'use client'
// The directive marks this entry as the client boundary for React Server Components (Next.js App
// Router): a Server Component page can then import ConnectButton and render it, and everything this
// entry reaches is client code. tsc keeps a leading directive, so dist/react/index.js starts with it.
// The React renderer: a provider, hooks (one useSyncExternalStore call each) and drop-in buttons.
// The modal and its views are lazy chunks, fetched the first time a visitor opens the modal.
export { KernelProvider, type KernelProviderProps } from './KernelProvider.js'
export { useKernel } from './hooks/useKernel.js'
export { useKernelState } from './hooks/useKernel.js'
export { useKernelSelector } from './hooks/useKernelSelector.js'
export { useModal, type UseModalReturnType } from './hooks/useModal.js'
export { useAccount, type UseAccountReturnType } from './hooks/useAccount.js'
export { useNetwork, type UseNetworkReturnType } from './hooks/useNetwork.js'
export { useConnectors } from './hooks/connectionHooks.js'
export { useConnections } from './hooks/connectionHooks.js'
export { useWalletInfo } from './hooks/connectionHooks.js'
export { useDisconnect } from './hooks/connectionHooks.js'
export { useEvents, type KernelEventRecord } from './hooks/useEvents.js'
export { ConnectButton, type ConnectButtonProps, type ConnectButtonRenderProps } from './buttons/ConnectButton.js'
export { AccountButton, type AccountButtonProps, type AccountButtonRenderProps } from './buttons/AccountButton.js'
export { NetworkButton, type NetworkButtonProps, type NetworkButtonRenderProps } from './buttons/NetworkButton.js'
export type { ViewProps } from './views/viewRegistry.js'
export type { SectionProps } from './modal/viewKinds.js'
export type { AccountTabProps } from './views/Account/AccountTabs.js'
export { preloadModal } from './modal/loadModal.js'
