// The hub's whole schema, one module per area; drizzle-kit and the typed HubDb read it
// from here. Area modules import each other, never this barrel, so no import cycles.
export * from './schema-products'
export * from './catalog-schema'
export * from './schema-forms'
export * from './schema-orders'
export * from './schema-billing'
export * from './schema-analysts'
export * from './schema-accounts'
export * from './schema-downloads'
export * from './schema-search'
export * from './schema-invoices'
export * from './schema-publishing'
