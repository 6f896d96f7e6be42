/** Ports of the stack the e2e suite starts, away from the defaults of `npm start`. */
export const e2ePorts = { web: 3100, graph: 4100, hub: 4101 } as const

/** The stand-in of the affiliate network's S2S endpoint that affiliate-postback.spec.ts runs. */
export const e2eS2sStandInPort = 4109

/** Ports of the second stack that the resilience test stops and restarts parts of. */
export const resiliencePorts = { web: 3200, graph: 4200, hub: 4201 } as const
