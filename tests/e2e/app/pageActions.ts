import { closeModal } from '../../../core/actions/modalActions.js'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import { addRegistered } from '../../../core/kernel/registrySlice.js'
import { goBack } from '../../../core/router/navigationRules.js'
import { push } from '../../../core/router/router.js'
import { pushTransaction } from '../../../core/router/transactionStack.js'

/**
 * The core actions a test may call in the page, for the states a visitor cannot click their way
 * into (a pending embedded-wallet request) or that would take many clicks to set up for a photo.
 * Tests of a flow click; they do not call these. addRegistered puts a contribution in the registry
 * as a plugin's setup would have (a view's photo needs one no plugin of the page makes).
 */
export const pageActions = { openModal, closeModal, connect, disconnect, switchNetwork, push, goBack, pushTransaction, addRegistered }

export type PageActions = typeof pageActions
