/** ConnectingExternal's look: the waiting and failed states, and the chain family chooser. */
export const externalCss = /* css */ `
.pc-external { padding: 20px 0 8px; gap: 12px; }
.pc-external-text { display: flex; flex-direction: column; gap: 4px; margin-bottom: 4px; }
.pc-external-text p { margin: 0; }
.pc-external-chooser { display: flex; flex-direction: column; gap: 16px; padding-top: 8px; }
.pc-external-chooser .pc-external-text { align-items: center; text-align: center; }
`
