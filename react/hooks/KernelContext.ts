import { createContext } from 'react'
import type { Kernel } from '../../core/kernel/types.js'

export const KernelContext = createContext<Kernel | null>(null)
KernelContext.displayName = 'PorticoKernel'
