import { GraphQLResolveInfo } from 'graphql';
import { ProductRest, ProductPageRest, CartRest } from '../datasources/rest-types';
import { GraphContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** The shopper's cart, read from the cart API with the cart token of the request. */
export type Cart = {
  __typename?: 'Cart';
  /** Currency of every amount in the cart. */
  currency: CurrencyCode;
  /** Number of licences in the cart (sum of the item quantities). */
  itemCount: Scalars['Int']['output'];
  /** VAT rate in percent that the cart's gross amounts include. */
  vatPercentage: Scalars['Float']['output'];
};

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

/** A slug per language. */
export type LocalizedSlugs = {
  __typename?: 'LocalizedSlugs';
  /** German slug. */
  de: Scalars['String']['output'];
  /** English slug. */
  en: Scalars['String']['output'];
};

/** An amount of money in minor units of its currency. */
export type Money = {
  __typename?: 'Money';
  /** Amount in minor units (cents): 2999 means 29.99. */
  amountMinor: Scalars['Int']['output'];
  /** Currency of the amount. */
  currency: CurrencyCode;
};

/** Relay-style pagination state. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more edges follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
};

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

/** A program of the publisher, in the language it was requested in. */
export type Product = {
  __typename?: 'Product';
  /** Stable numeric id of the product, as text. */
  id: Scalars['ID']['output'];
  /** True when the product costs nothing in EUR. */
  isFree: Scalars['Boolean']['output'];
  /** Product name in the requested language. */
  name: Scalars['String']['output'];
  /** Operating system the program runs on. */
  platform: Platform;
  /** List price, tax included (gross), in the requested currency; null when the product is not sold in it. */
  priceGross?: Maybe<Money>;
  /** URL slug in the requested language. */
  slug: Scalars['String']['output'];
  /** URL slug in every language, for the language switcher. */
  slugs: LocalizedSlugs;
};


/** A program of the publisher, in the language it was requested in. */
export type ProductPriceGrossArgs = {
  currency?: InputMaybe<CurrencyCode>;
};

/** A page of products. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The products of this page, in catalog order. */
  edges: Array<ProductEdge>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** Number of products in the whole catalog. */
  totalCount: Scalars['Int']['output'];
};

/** An edge of a product connection. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque cursor of this edge; pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The product. */
  node: Product;
};

/** Entry points for reading the storefront. */
export type Query = {
  __typename?: 'Query';
  /** The cart of the current request's cart token; an empty cart when there is none. */
  cart: Cart;
  /** One product by its slug in either language; null when there is none. */
  product?: Maybe<Product>;
  /** Products in catalog order, cursor-paginated. */
  products: ProductConnection;
};


/** Entry points for reading the storefront. */
export type QueryProductArgs = {
  locale: Locale;
  slug: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Locale;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartRest>;
  CurrencyCode: CurrencyCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Locale: Locale;
  LocalizedSlugs: ResolverTypeWrapper<LocalizedSlugs>;
  Money: ResolverTypeWrapper<Money>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Platform: Platform;
  Product: ResolverTypeWrapper<ProductRest>;
  ProductConnection: ResolverTypeWrapper<ProductPageRest>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Cart: CartRest;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LocalizedSlugs: LocalizedSlugs;
  Money: Money;
  PageInfo: PageInfo;
  Product: ProductRest;
  ProductConnection: ProductPageRest;
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
}>;

export type CartResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LocalizedSlugsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LocalizedSlugs'] = ResolversParentTypes['LocalizedSlugs']> = ResolversObject<{
  de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  priceGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<ProductPriceGrossArgs, 'currency'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<ResolversTypes['LocalizedSlugs'], ParentType, ContextType>;
}>;

export type ProductConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'locale' | 'slug'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'locale'>>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  Cart?: CartResolvers<ContextType>;
  LocalizedSlugs?: LocalizedSlugsResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
}>;

