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
        useTypeImports: true,
        enumsAsTypes: true,
        // Resolvers may return a Date or ISO text; arguments arrive as normalized ISO text.
        // A calendar Date is `YYYY-MM-DD` text both ways (graph/src/resolvers/date.ts).
        scalars: {
          DateTime: { input: 'string', output: 'Date | string' },
          Date: { input: 'string', output: 'string' },
        },
        // GraphQL enum values as the hub spells them: resolvers read and return the hub's
        // values, and Apollo translates at the edge with the same maps (graph/src/enums.ts).
        enumValues: {
          Platform: '../enums#Platform',
          ProductSort: '../enums#ProductSort',
          CategoryKind: '../enums#CategoryKind',
          VersionKind: '../enums#VersionKind',
          PageLayout: '../enums#PageLayout',
          DownloadKind: '../enums#DownloadKind',
          NewsletterState: '../enums#NewsletterState',
          ConversionPostbackStatus: '../enums#ConversionPostbackStatus',
          ConversionGroupBy: '../enums#ConversionGroupBy',
          MailedLinkKind: '../enums#MailedLinkKind',
          MailedLinkStatus: '../enums#MailedLinkStatus',
          ClaimedItemKind: '../enums#ClaimedItemKind',
          PromotionKind: '../enums#PromotionKind',
          AffiliatePageType: '../enums#AffiliatePageType',
          CartItemKind: '../enums#CartItemKind',
          ReviewStatus: '../enums#ReviewStatus',
          ReviewReportReason: '../enums#ReviewReportReason',
          PartnerProgramme: '../enums#PartnerProgramme',
        },
        mappers: {
          Product: '../datasources/catalog-rest-types#CatalogProductRest',
          ProductConnection: '../datasources/catalog-rest-types#ProductPageRest',
          // Cart, checkout, orders (issue 6)
          Cart: '../datasources/cart-rest-types#CartParent',
          CartItem: '../datasources/cart-rest-types#CartItemParent',
          CartItemModification: '../datasources/cart-rest-types#CartItemModificationParent',
          AppliedCoupon: '../datasources/cart-rest-types#AppliedCouponParent',
          Order: '../datasources/cart-rest-types#OrderRest',
          OrderItem: '../datasources/cart-rest-types#OrderItemParent',
          // Catalog (issue 4)
          Category: '../datasources/catalog-rest-types#CategoryRest',
          Image: '../datasources/catalog-rest-types#ImageRest',
          SetupFile: '../datasources/catalog-rest-types#SetupFileRest',
          ProductVersion: '../datasources/catalog-rest-types#VersionRest',
          SubscriptionOption: '../datasources/catalog-rest-types#SubscriptionOptionRest',
          Modification: '../datasources/catalog-rest-types#ModificationRest',
          VersionAdvantages: '../datasources/catalog-rest-types#AdvantagesRest',
          Review: '../datasources/catalog-rest-types#ReviewRest',
          PromoBanner: '../datasources/catalog-rest-types#PromoBannerRest',
          SpecialPromoProduct: '../datasources/catalog-rest-types#SpecialPromoProductRest',
          // Promotions (issue 19, point 2)
          Promotion: '../datasources/promotions-api#PromotionParent',
          // Press releases and press kits (issue 24, point 4)
          PressRelease: '../datasources/press-api#PressReleaseParent',
          PressKit: '../datasources/press-api#PressKitParent',
          TopPrograms: '../datasources/catalog-rest-types#TopProgramsRest',
          HomePage: '../datasources/catalog-rest-types#HomePageRest',
          Page: '../datasources/catalog-rest-types#PageRest',
          RichTextBlock: '../datasources/catalog-rest-types#RichTextBlockRest',
          FaqBlock: '../datasources/catalog-rest-types#FaqBlockRest',
          ListBlock: '../datasources/catalog-rest-types#ListBlockRest',
          ContactBlock: '../datasources/catalog-rest-types#ContactBlockRest',
          GalleryBlock: '../datasources/catalog-rest-types#GalleryBlockRest',
          DownloadsBlock: '../datasources/catalog-rest-types#DownloadsBlockRest',
          DownloadItem: '../datasources/catalog-rest-types#DownloadItemRest',
          SearchResult: '../datasources/catalog-rest-types#SearchResultRest',
          CatalogPath: '../datasources/catalog-rest-types#CatalogPathRest',
          // Customer accounts (issue 8)
          Customer: '../datasources/account-rest-types#CustomerRest',
          Licence: '../datasources/account-rest-types#LicenceRest',
          CustomerSubscription: '../datasources/account-rest-types#SubscriptionRest',
          PremiumSupportStatus: '../datasources/account-rest-types#PremiumSupportRest',
          SupportTicket: '../datasources/account-rest-types#TicketRest',
          NewsletterStatus: '../datasources/account-rest-types#NewsletterStatusRest',
          CustomerReview: '../datasources/account-rest-types#CustomerReviewRest',
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
        scalars: { DateTime: 'string', Date: 'string' },
        // Documents as parsed objects, not gql`` strings: no GraphQL parser in the browser,
        // and a page's bundle keeps only the documents it uses (object literals tree-shake;
        // top-level gql`` calls do not).
        documentMode: 'documentNode',
        useTypeImports: true,
        withHooks: true,
        withMutationFn: false,
        // Apollo's hooks, but a mutation's client loads when it is first sent (issue 22,
        // decision 0021): pages whose only GraphQL is a form's mutation carry no Apollo Client.
        apolloReactHooksImportFrom: '../apollo/lazy-mutation',
        apolloReactCommonImportFrom: '@apollo/client/react',
      },
    },
  },
}

export default config
