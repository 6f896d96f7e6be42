// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
/** A currency the shop sells in (ISO 4217). */
export type CurrencyCode =
  /** Swiss franc */
  | 'CHF'
  /** Euro (default) */
  | 'EUR'
  /** Pound sterling */
  | 'GBP'
  /** US dollar */
  | 'USD';

/** A language the storefront is available in. German is the default. */
export type Locale =
  /** German (default) */
  | 'de'
  /** English */
  | 'en';

/** An operating system a program runs on. */
export type Platform =
  /** Google Android */
  | 'ANDROID'
  /** Apple iOS (iPhone and iPad) */
  | 'IOS'
  /** Apple macOS */
  | 'MAC'
  /** Microsoft Windows */
  | 'WINDOWS';

export type ProductCard_ProductFragment = { id: string, slug: string, name: string, platform: Platform, isFree: boolean, priceGross: { amountMinor: number, currency: CurrencyCode } | null };

export type HomeProductsQueryVariables = Exact<{
  locale: Locale;
  first: number;
}>;


export type HomeProductsQuery = { products: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, slug: string, name: string, platform: Platform, isFree: boolean, priceGross: { amountMinor: number, currency: CurrencyCode } | null } }> } };

export const ProductCard_ProductFragmentDoc = gql`
    fragment ProductCard_product on Product {
  id
  slug
  name
  platform
  isFree
  priceGross(currency: EUR) {
    amountMinor
    currency
  }
}
    `;
export const HomeProductsDocument = gql`
    query HomeProducts($locale: Locale!, $first: Int!) {
  products(locale: $locale, first: $first) {
    totalCount
    edges {
      cursor
      node {
        id
        ...ProductCard_product
      }
    }
  }
}
    ${ProductCard_ProductFragmentDoc}`;

/**
 * __useHomeProductsQuery__
 *
 * To run a query within a React component, call `useHomeProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeProductsQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useHomeProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<HomeProductsQuery, HomeProductsQueryVariables> & ({ variables: HomeProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HomeProductsQuery, HomeProductsQueryVariables>(HomeProductsDocument, options);
      }
export function useHomeProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomeProductsQuery, HomeProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HomeProductsQuery, HomeProductsQueryVariables>(HomeProductsDocument, options);
        }
// @ts-ignore
export function useHomeProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomeProductsQuery, HomeProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomeProductsQuery, HomeProductsQueryVariables>;
export function useHomeProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomeProductsQuery, HomeProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomeProductsQuery | undefined, HomeProductsQueryVariables>;
export function useHomeProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomeProductsQuery, HomeProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HomeProductsQuery, HomeProductsQueryVariables>(HomeProductsDocument, options);
        }
export type HomeProductsQueryHookResult = ReturnType<typeof useHomeProductsQuery>;
export type HomeProductsLazyQueryHookResult = ReturnType<typeof useHomeProductsLazyQuery>;
export type HomeProductsSuspenseQueryHookResult = ReturnType<typeof useHomeProductsSuspenseQuery>;
export type HomeProductsQueryResult = ApolloReactCommon.QueryResult<HomeProductsQuery, HomeProductsQueryVariables>;