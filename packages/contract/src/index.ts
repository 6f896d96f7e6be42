export * from './cart'
export * from './currencies'
export * from './premium-support'
export * from './errors'
