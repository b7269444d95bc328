import type { ComponentType } from 'react'
import type { ConnectSection } from '../../core/kernel/contributions.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { ViewProps } from '../views/viewRegistry.js'

declare module 'portico/core' {
  interface RenderTypes {
    // Each contribution's component gets its own props (a view's, a section's, a tab's); the
    // registering plugin's react entry writes against those, react/ passes them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    component: ComponentType<any>
  }
}

export interface SectionProps {
  kernel: Kernel
  section: ConnectSection
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>

// One chunk draws both email kinds (a second import() would cost the first bundle its file name).
const emailViews = () => import('../views/Email/EmailViews.js')

/**
 * The views react/ draws from what a plugin registered, by kind: a login method or feature brings
 * data and capabilities, react/ brings the view. One pairing view serves every pairing login.
 */
export const viewKinds: { readonly [kind: string]: Loader<ViewProps> | undefined } = {
  pairing: () => import('../views/Pairing/PairingView.js'),
  'pairing-start': () => import('../views/Pairing/PairingStartView.js'),
  'email-otp': emailViews,
  'email-update': emailViews,
  'social-wait': () => import('../views/Social/SocialWaitView.js'),
  send: () => import('../views/Send/SendView.js'),
  receive: () => import('../views/Receive/ReceiveView.js'),
  surface: () => import('../views/Surface/SurfaceView.js'),
}

/** A section of buttons, a login method or a provider each: a social login's, and any method's own `button` (farcaster's). */
export const buttonsSection: Loader<SectionProps> = () => import('../views/Social/SocialSection.js')

/** The Connect view's sections react/ draws for a login method's kind. */
export const sectionKinds: { readonly [kind: string]: Loader<SectionProps> | undefined } = {
  email: () => import('../views/Email/EmailSection.js'),
  social: buttonsSection,
}
