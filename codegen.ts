import type { CodegenConfig } from '@graphql-codegen/cli'

// One schema, two consumers: typed resolvers for the gateway (mapped to the
// REST shapes its data sources receive) and typed hooks for the storefront.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  overwrite: true,
  generates: {
    'graph/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        contextType: '../context#GraphContext',
        enumsAsTypes: true,
        mappers: {
          Product: '../datasources/rest-types#ProductRest',
          ProductConnection: '../datasources/rest-types#ProductPageRest',
          Cart: '../datasources/rest-types#CartRest',
        },
      },
    },
    'web/src/__generated__/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      // typescript-operations emits the enum and input types it needs itself.
      // The suspense-hook overloads that typescript-react-apollo always emits do
      // not type-check against Apollo Client 4 for operations with required
      // variables; the file is generated, never edited, and checked through its use.
      plugins: [
        { add: { content: '// @ts-nocheck' } },
        'typescript-operations',
        'typescript-react-apollo',
      ],
      config: {
        enumsAsTypes: true,
        withHooks: true,
        withMutationFn: false,
        apolloReactHooksImportFrom: '@apollo/client/react',
        apolloReactCommonImportFrom: '@apollo/client/react',
      },
    },
  },
}

export default config
