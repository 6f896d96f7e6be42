import { GraphQLResolveInfo } from 'graphql';
import { CatalogProductRest, CategoryRest, ImageRest, SetupFileRest, VersionRest, SubscriptionOptionRest, ModificationRest, AdvantagesRest, ReviewRest, PromoBannerRest, SpecialPromoProductRest, TopProgramsRest, HomePageRest, PageRest, RichTextBlockRest, FaqBlockRest, ListBlockRest, ContactBlockRest, GalleryBlockRest, DownloadsBlockRest, DownloadItemRest, SearchResultRest, CatalogPathRest } from '../datasources/catalog-rest-types';
import { ProductPageRest, CartRest } from '../datasources/rest-types';
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

/** Who may cache a response. */
export type CacheControlScope =
  /** Only the requesting browser may cache it. */
  | 'PRIVATE'
  /** Shared caches (CDNs, proxies) may cache it. */
  | 'PUBLIC';

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

/** A resolved catch-all catalog route. */
export type CatalogPath = {
  __typename?: 'CatalogPath';
  /** The same route per language, slugs translated, without locale prefix. */
  alternates: LocalizedPaths;
  /** The product category of the second segment, if given. */
  category?: Maybe<Category>;
  /** The platform type of the first segment. */
  platformType: Category;
  /** The product of the third segment, if given. */
  product?: Maybe<Product>;
};

/** A platform type or product category. */
export type Category = {
  __typename?: 'Category';
  /** Short description in the requested language. */
  description: Scalars['String']['output'];
  /** Stable numeric id of the category, as text. */
  id: Scalars['ID']['output'];
  /** Whether this is a platform type or a product category. */
  kind: CategoryKind;
  /** Name in the requested language. */
  name: Scalars['String']['output'];
  /** Storefront path of the category page per language. */
  paths: LocalizedPaths;
  /** Platform whose catalog the category's paths and counts refer to. */
  platform: Platform;
  /** Number of products in the category (on `platform` for product categories). */
  productCount: Scalars['Int']['output'];
  /** Products of the category (on `platform` for product categories), cursor-paginated. */
  products: ProductConnection;
  /** URL slug in the requested language. */
  slug: Scalars['String']['output'];
  /** URL slug in every language. */
  slugs: LocalizedSlugs;
};


/** A platform type or product category. */
export type CategoryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** What a category groups. */
export type CategoryKind =
  /** An operating system (platform type): the first segment of a catalog path. */
  | 'PLATFORM'
  /** A product category such as security or office: the second segment of a catalog path. */
  | 'PRODUCT_CATEGORY';

/** Ways to reach the publisher. */
export type ContactBlock = {
  __typename?: 'ContactBlock';
  /** Postal address, one line per entry. */
  address: Array<Scalars['String']['output']>;
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** Heading of the block. */
  heading: Scalars['String']['output'];
  /** Help options, if the page offers any. */
  options: Array<ContactOption>;
  /** Phone number. */
  phone: Scalars['String']['output'];
};

/** A help option of a contact block. */
export type ContactOption = {
  __typename?: 'ContactOption';
  /** Label of the option's button. */
  buttonText: Scalars['String']['output'];
  /** Headline of the option. */
  headline: Scalars['String']['output'];
  /** Name of the icon to show. */
  icon: Scalars['String']['output'];
  /** Stable id of the option, e.g. forgot-password. */
  id: Scalars['ID']['output'];
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

/** An entry of a downloads block. */
export type DownloadItem = {
  __typename?: 'DownloadItem';
  /** The picture, for IMAGE entries; null for files. */
  image?: Maybe<Image>;
  /** Whether the entry is a file or a picture. */
  kind: DownloadKind;
  /** Label of the entry. */
  title: Scalars['String']['output'];
  /** Same-origin URL of the file or picture. */
  url: Scalars['String']['output'];
};

/** What a downloads block entry links to. */
export type DownloadKind =
  /** A file of the download store (served below /downloads/). */
  | 'FILE'
  /** A picture (served below /media/). */
  | 'IMAGE';

/** Files and pictures to download. */
export type DownloadsBlock = {
  __typename?: 'DownloadsBlock';
  /** The downloads. */
  downloads: Array<DownloadItem>;
  /** Heading of the block. */
  heading: Scalars['String']['output'];
};

/** Questions and answers. */
export type FaqBlock = {
  __typename?: 'FaqBlock';
  /** Heading of the block. */
  heading: Scalars['String']['output'];
  /** The questions with their answers. */
  questions: Array<FaqItem>;
};

/** A question and its answer. */
export type FaqItem = {
  __typename?: 'FaqItem';
  /** The answer. */
  answer: Scalars['String']['output'];
  /** The question. */
  question: Scalars['String']['output'];
};

/** A set of pictures. */
export type GalleryBlock = {
  __typename?: 'GalleryBlock';
  /** Heading of the block. */
  heading: Scalars['String']['output'];
  /** The pictures. */
  images: Array<Image>;
};

/** Content of the home page. */
export type HomePage = {
  __typename?: 'HomePage';
  /** Popular Android apps. */
  androidApps: Array<Product>;
  /** The bestseller of the month. */
  bestsellerOfTheMonth: Product;
  /** Popular iOS apps. */
  iosApps: Array<Product>;
  /** Most downloaded programs. */
  mostDownloaded: Array<Product>;
  /** The newsletter banner. */
  newsletterBanner: NewsletterBanner;
  /** When the current offer's countdown ends (ISO 8601). */
  offerEndsAt: Scalars['String']['output'];
  /** Logos of publications that reviewed our programs. */
  pressLogos: Array<Image>;
  /** Most recently released programs. */
  recentlyAdded: Array<Product>;
  /** Top programs per product category. */
  topPrograms: Array<TopPrograms>;
};

/** A picture served by the storefront itself. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text in the requested language. */
  alt: Scalars['String']['output'];
  /** Intrinsic height in pixels. */
  height: Scalars['Int']['output'];
  /** Same-origin URL of the picture, e.g. /media/product-1-icon.svg. */
  url: Scalars['String']['output'];
  /** Intrinsic width in pixels. */
  width: Scalars['Int']['output'];
};

/** A bullet list. */
export type ListBlock = {
  __typename?: 'ListBlock';
  /** Heading of the block. */
  heading: Scalars['String']['output'];
  /** The entries, plain text. */
  items: Array<Scalars['String']['output']>;
};

/** A language the storefront is available in. German is the default. */
export type Locale =
  /** German (default) */
  | 'de'
  /** English */
  | 'en';

/** A storefront path per language, without locale prefix (the web adds /de or /en). */
export type LocalizedPaths = {
  __typename?: 'LocalizedPaths';
  /** German path, e.g. /windows/grafik/foto-studio-pro. */
  de: Scalars['String']['output'];
  /** English path, e.g. /windows/graphics/photo-studio-pro. */
  en: Scalars['String']['output'];
};

/** A slug per language. */
export type LocalizedSlugs = {
  __typename?: 'LocalizedSlugs';
  /** German slug. */
  de: Scalars['String']['output'];
  /** English slug. */
  en: Scalars['String']['output'];
};

/** An option that changes what a cart item includes, e.g. the subsequent-version upgrade. */
export type Modification = {
  __typename?: 'Modification';
  /** Surcharge, tax included, in the requested currency; null when not sold in it. */
  amountGross?: Maybe<Money>;
  /** Stable numeric id of the modification, as text. */
  id: Scalars['ID']['output'];
  /** Machine key, e.g. subsequent-version. */
  key: Scalars['String']['output'];
  /** Name in the requested language. */
  name: Scalars['String']['output'];
};


/** An option that changes what a cart item includes, e.g. the subsequent-version upgrade. */
export type ModificationAmountGrossArgs = {
  currency?: InputMaybe<CurrencyCode>;
};

/** An amount of money in minor units of its currency. */
export type Money = {
  __typename?: 'Money';
  /** Amount in minor units (cents): 2999 means 29.99. */
  amountMinor: Scalars['Int']['output'];
  /** Currency of the amount. */
  currency: CurrencyCode;
};

/** The newsletter banner of the home page. */
export type NewsletterBanner = {
  __typename?: 'NewsletterBanner';
  /** Label of the sign-up button. */
  buttonText: Scalars['String']['output'];
  /** Headline of the banner. */
  headline: Scalars['String']['output'];
  /** Text of the banner. */
  text: Scalars['String']['output'];
};

/** A content page of the storefront in one language. */
export type Page = {
  __typename?: 'Page';
  /** Path of the same page per language. */
  alternates: LocalizedPaths;
  /** Content blocks in display order. */
  blocks: Array<PageBlock>;
  /** Layout to show the page in. */
  layout: PageLayout;
  /** Language of the content. */
  locale: Locale;
  /** Search engine metadata. */
  meta: SeoMeta;
  /** Path of the page in the requested language, without locale prefix. */
  path: Scalars['String']['output'];
};

/** A typed content block of a page. List fields have distinct names per block type so that one query can select them all. */
export type PageBlock = ContactBlock | DownloadsBlock | FaqBlock | GalleryBlock | ListBlock | RichTextBlock;

/** Relay-style pagination state. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when more edges follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** Layout a page is shown in. */
export type PageLayout =
  /** The storefront's default layout. */
  | 'DEFAULT'
  /** The press area's layout. */
  | 'PRESS';

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

/** A quote from a press review. */
export type PressQuote = {
  __typename?: 'PressQuote';
  /** The quoted sentence. */
  quote: Scalars['String']['output'];
  /** Verdict of the publication, if it gave one. */
  rating?: Maybe<Scalars['String']['output']>;
  /** Name of the publication. */
  source: Scalars['String']['output'];
};

/** A program of the publisher, in the language it was requested in. */
export type Product = {
  __typename?: 'Product';
  /** Advantages per edition. */
  advantages: Array<VersionAdvantages>;
  /** Product categories, the main one first. */
  categories: Array<Category>;
  /** Description in the requested language. */
  description: Scalars['String']['output'];
  /** How often the program was downloaded. */
  downloadCount: Scalars['Int']['output'];
  /** Questions and answers about the program. */
  faq: Array<FaqItem>;
  /** Features of the program. */
  functions: Array<ProductFunction>;
  /** Screenshots. */
  gallery: Array<Image>;
  /** The program icon. */
  icon: Image;
  /** Stable numeric id of the product, as text. */
  id: Scalars['ID']['output'];
  /** True when the product costs nothing in EUR. */
  isFree: Scalars['Boolean']['output'];
  /** Options such as the subsequent-version upgrade. */
  modifications: Array<Modification>;
  /** Product name in the requested language. */
  name: Scalars['String']['output'];
  /** Canonical storefront path per language: primary platform, main category, product. */
  paths: LocalizedPaths;
  /** Operating system the program runs on. */
  platform: Platform;
  /** Every platform the program runs on, the primary one first. */
  platforms: Array<Platform>;
  /** Quotes from press reviews. */
  pressQuotes: Array<PressQuote>;
  /** List price, tax included (gross), in the requested currency; null when the product is not sold in it. */
  priceGross?: Maybe<Money>;
  /** The platform the program is mainly made for; its canonical path starts with it. */
  primaryPlatform: Platform;
  /** The download page's promotion of the program, if it has one. */
  promoBanner?: Maybe<PromoBanner>;
  /** Average stars of the reviews, one decimal; null without reviews. */
  ratingAverage?: Maybe<Scalars['Float']['output']>;
  /** Other programs a visitor may like. */
  relatedProducts: Array<Product>;
  /** Release date (ISO 8601 date). */
  releaseDate: Scalars['String']['output'];
  /** Number of reviews in the requested language. */
  reviewCount: Scalars['Int']['output'];
  /** Customer reviews in the requested language, newest first. */
  reviews: Array<Review>;
  /** Services offered with the program. */
  services: Array<Service>;
  /** One-sentence teaser in the requested language. */
  shortDescription: Scalars['String']['output'];
  /** URL slug in the requested language. */
  slug: Scalars['String']['output'];
  /** URL slug in every language, for the language switcher. */
  slugs: LocalizedSlugs;
  /** Crossed-out former price, tax included, in the requested currency; null when there is no offer. */
  strikePriceGross?: Maybe<Money>;
  /** Subscription offers in the requested currency. */
  subscriptionOptions: Array<SubscriptionOption>;
  /** Downloadable editions with their setup files. */
  versions: Array<ProductVersion>;
};


/** A program of the publisher, in the language it was requested in. */
export type ProductPriceGrossArgs = {
  currency?: InputMaybe<CurrencyCode>;
};


/** A program of the publisher, in the language it was requested in. */
export type ProductStrikePriceGrossArgs = {
  currency?: InputMaybe<CurrencyCode>;
};


/** A program of the publisher, in the language it was requested in. */
export type ProductSubscriptionOptionsArgs = {
  currency?: InputMaybe<CurrencyCode>;
};

/** A page of products. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The products of this page, in catalog order. */
  edges: Array<ProductEdge>;
  /** Where this page ends. */
  pageInfo: PageInfo;
  /** Number of products matching the filters (the whole catalog when unfiltered). */
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

/** A feature of a product. */
export type ProductFunction = {
  __typename?: 'ProductFunction';
  /** One sentence explaining the feature. */
  text: Scalars['String']['output'];
  /** Short title of the feature. */
  title: Scalars['String']['output'];
};

/** Order of a product listing. */
export type ProductSort =
  /** Most downloaded first. */
  | 'DOWNLOADS'
  /** By name in the requested language, A to Z. */
  | 'NAME'
  /** Newest release first. */
  | 'NEWEST'
  /** Lowest EUR price first. */
  | 'PRICE';

/** A downloadable edition of a product. */
export type ProductVersion = {
  __typename?: 'ProductVersion';
  /** Which edition this is. */
  kind: VersionKind;
  /** Setup files of the edition, primary platform first. */
  setupFiles: Array<SetupFile>;
};

/** The download page's promotion of a product. */
export type PromoBanner = {
  __typename?: 'PromoBanner';
  /** Text of the banner. */
  description: Scalars['String']['output'];
  /** Same-origin URL of the promoted download. */
  downloadUrl: Scalars['String']['output'];
  /** File name of the promoted download. */
  fileName: Scalars['String']['output'];
  /** Headline of the banner. */
  headline: Scalars['String']['output'];
  /** Slug of the promoted product in the requested language. */
  productSlug: Scalars['String']['output'];
};

/** Entry points for reading the storefront. */
export type Query = {
  __typename?: 'Query';
  /** The cart of the current request's cart token; an empty cart when there is none. */
  cart: Cart;
  /** A catch-all catalog route resolved against the catalog; null when a segment is unknown or they do not belong together. */
  catalogPath?: Maybe<CatalogPath>;
  /** Platform types and product categories. */
  categories: Array<Category>;
  /** One category by its slug in either language; null when there is none. */
  category?: Maybe<Category>;
  /** Content of the home page. */
  homePage: HomePage;
  /** A content page by its path in either language; null when there is none. */
  page?: Maybe<Page>;
  /** One product by its slug in either language; null when there is none. */
  product?: Maybe<Product>;
  /** Products in catalog order (or the given sort), cursor-paginated, optionally filtered. */
  products: ProductConnection;
  /** The download page's promotion of a product; null when it has none. */
  promoBanner?: Maybe<PromoBanner>;
  /** Full-text search over product names and descriptions. */
  search: SearchResult;
  /** Products of the spring promotion. */
  specialPromoProducts: Array<SpecialPromoProduct>;
};


/** Entry points for reading the storefront. */
export type QueryCatalogPathArgs = {
  categoryName?: InputMaybe<Scalars['String']['input']>;
  categoryType: Scalars['String']['input'];
  locale: Locale;
  productName?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading the storefront. */
export type QueryCategoriesArgs = {
  kind?: InputMaybe<CategoryKind>;
  locale: Locale;
};


/** Entry points for reading the storefront. */
export type QueryCategoryArgs = {
  locale: Locale;
  platform?: InputMaybe<Platform>;
  slug: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryHomePageArgs = {
  locale: Locale;
};


/** Entry points for reading the storefront. */
export type QueryPageArgs = {
  locale: Locale;
  path: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryProductArgs = {
  locale: Locale;
  slug: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Locale;
  platform?: InputMaybe<Platform>;
  sort?: InputMaybe<ProductSort>;
};


/** Entry points for reading the storefront. */
export type QueryPromoBannerArgs = {
  locale: Locale;
  productSlug: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QuerySearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Locale;
  query: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QuerySpecialPromoProductsArgs = {
  locale: Locale;
};

/** A customer review in the requested language. */
export type Review = {
  __typename?: 'Review';
  /** Display name of the reviewer. */
  author: Scalars['String']['output'];
  /** Text of the review. */
  body: Scalars['String']['output'];
  /** When the review was written (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Stable id of the review. */
  id: Scalars['ID']['output'];
  /** Rating from 1 to 5 stars. */
  stars: Scalars['Int']['output'];
  /** Headline of the review. */
  title: Scalars['String']['output'];
};

/** A heading with paragraphs of text. */
export type RichTextBlock = {
  __typename?: 'RichTextBlock';
  /** Heading of the block. */
  heading: Scalars['String']['output'];
  /** Paragraphs, plain text. */
  paragraphs: Array<Scalars['String']['output']>;
};

/** Products matching a search. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** The best matches, best first. */
  products: Array<Product>;
  /** The search as it was run (trimmed). */
  query: Scalars['String']['output'];
  /** Number of matching products in total. */
  totalCount: Scalars['Int']['output'];
};

/** Search engine metadata of a page. */
export type SeoMeta = {
  __typename?: 'SeoMeta';
  /** Text for the meta description. */
  description: Scalars['String']['output'];
  /** Title for the title element. */
  title: Scalars['String']['output'];
};

/** A service offered alongside a product. */
export type Service = {
  __typename?: 'Service';
  /** One sentence describing it. */
  text: Scalars['String']['output'];
  /** Name of the service. */
  title: Scalars['String']['output'];
};

/** A downloadable setup file of one version for one platform. */
export type SetupFile = {
  __typename?: 'SetupFile';
  /** Same-origin download URL, e.g. /downloads/photo-studio-pro-trial-windows.exe. */
  downloadUrl: Scalars['String']['output'];
  /** File name in the download store. */
  fileName: Scalars['String']['output'];
  /** Platform the file installs on. */
  platform: Platform;
  /** Size of the file in bytes. */
  sizeBytes: Scalars['Int']['output'];
};

/** A product of the spring promotion, free for one day. */
export type SpecialPromoProduct = {
  __typename?: 'SpecialPromoProduct';
  /** Same-origin address of the setup download. */
  file: Scalars['String']['output'];
  /** Product id, as text. */
  id: Scalars['ID']['output'];
  /** Product name in the requested language. */
  name: Scalars['String']['output'];
  /** The product itself. */
  product: Product;
};

/** A subscription offer of a product in one currency. */
export type SubscriptionOption = {
  __typename?: 'SubscriptionOption';
  /** Price per period, tax included. */
  amountPerPeriodGross: Money;
  /** Billing period: a number and a unit (d, m, y), e.g. 1y or 1m. */
  period: Scalars['String']['output'];
  /** Crossed-out former price per period, tax included; null when there is none. */
  strikeAmountGross?: Maybe<Money>;
};

/** The top programs of one product category on the home page. */
export type TopPrograms = {
  __typename?: 'TopPrograms';
  /** The product category. */
  category: Category;
  /** Its top programs, best first. */
  products: Array<Product>;
};

/** The advantages of one edition of a product. */
export type VersionAdvantages = {
  __typename?: 'VersionAdvantages';
  /** Advantages, one sentence each. */
  items: Array<Scalars['String']['output']>;
  /** The edition. */
  version: VersionKind;
};

/** An edition of a program that can be downloaded. */
export type VersionKind =
  /** A free program. */
  | 'FREE'
  /** The full version, bought from the publisher. */
  | 'FULL'
  /** The Plus edition with extras on top of the full version. */
  | 'PLUS'
  /** The trial version, free for 30 days. */
  | 'TRIAL';

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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  PageBlock:
    | ( ContactBlockRest )
    | ( DownloadsBlockRest )
    | ( FaqBlockRest )
    | ( GalleryBlockRest )
    | ( ListBlockRest )
    | ( RichTextBlockRest )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  Cart: ResolverTypeWrapper<CartRest>;
  CatalogPath: ResolverTypeWrapper<CatalogPathRest>;
  Category: ResolverTypeWrapper<CategoryRest>;
  CategoryKind: CategoryKind;
  ContactBlock: ResolverTypeWrapper<ContactBlockRest>;
  ContactOption: ResolverTypeWrapper<ContactOption>;
  CurrencyCode: CurrencyCode;
  DownloadItem: ResolverTypeWrapper<DownloadItemRest>;
  DownloadKind: DownloadKind;
  DownloadsBlock: ResolverTypeWrapper<DownloadsBlockRest>;
  FaqBlock: ResolverTypeWrapper<FaqBlockRest>;
  FaqItem: ResolverTypeWrapper<FaqItem>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GalleryBlock: ResolverTypeWrapper<GalleryBlockRest>;
  HomePage: ResolverTypeWrapper<HomePageRest>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageRest>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ListBlock: ResolverTypeWrapper<ListBlockRest>;
  Locale: Locale;
  LocalizedPaths: ResolverTypeWrapper<LocalizedPaths>;
  LocalizedSlugs: ResolverTypeWrapper<LocalizedSlugs>;
  Modification: ResolverTypeWrapper<ModificationRest>;
  Money: ResolverTypeWrapper<Money>;
  NewsletterBanner: ResolverTypeWrapper<NewsletterBanner>;
  Page: ResolverTypeWrapper<PageRest>;
  PageBlock: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PageBlock']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageLayout: PageLayout;
  Platform: Platform;
  PressQuote: ResolverTypeWrapper<PressQuote>;
  Product: ResolverTypeWrapper<CatalogProductRest>;
  ProductConnection: ResolverTypeWrapper<ProductPageRest>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductFunction: ResolverTypeWrapper<ProductFunction>;
  ProductSort: ProductSort;
  ProductVersion: ResolverTypeWrapper<VersionRest>;
  PromoBanner: ResolverTypeWrapper<PromoBannerRest>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Review: ResolverTypeWrapper<ReviewRest>;
  RichTextBlock: ResolverTypeWrapper<RichTextBlockRest>;
  SearchResult: ResolverTypeWrapper<SearchResultRest>;
  SeoMeta: ResolverTypeWrapper<SeoMeta>;
  Service: ResolverTypeWrapper<Service>;
  SetupFile: ResolverTypeWrapper<SetupFileRest>;
  SpecialPromoProduct: ResolverTypeWrapper<SpecialPromoProductRest>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionOption: ResolverTypeWrapper<SubscriptionOptionRest>;
  TopPrograms: ResolverTypeWrapper<TopProgramsRest>;
  VersionAdvantages: ResolverTypeWrapper<AdvantagesRest>;
  VersionKind: VersionKind;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Cart: CartRest;
  CatalogPath: CatalogPathRest;
  Category: CategoryRest;
  ContactBlock: ContactBlockRest;
  ContactOption: ContactOption;
  DownloadItem: DownloadItemRest;
  DownloadsBlock: DownloadsBlockRest;
  FaqBlock: FaqBlockRest;
  FaqItem: FaqItem;
  Float: Scalars['Float']['output'];
  GalleryBlock: GalleryBlockRest;
  HomePage: HomePageRest;
  ID: Scalars['ID']['output'];
  Image: ImageRest;
  Int: Scalars['Int']['output'];
  ListBlock: ListBlockRest;
  LocalizedPaths: LocalizedPaths;
  LocalizedSlugs: LocalizedSlugs;
  Modification: ModificationRest;
  Money: Money;
  NewsletterBanner: NewsletterBanner;
  Page: PageRest;
  PageBlock: ResolversUnionTypes<ResolversParentTypes>['PageBlock'];
  PageInfo: PageInfo;
  PressQuote: PressQuote;
  Product: CatalogProductRest;
  ProductConnection: ProductPageRest;
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductFunction: ProductFunction;
  ProductVersion: VersionRest;
  PromoBanner: PromoBannerRest;
  Query: Record<PropertyKey, never>;
  Review: ReviewRest;
  RichTextBlock: RichTextBlockRest;
  SearchResult: SearchResultRest;
  SeoMeta: SeoMeta;
  Service: Service;
  SetupFile: SetupFileRest;
  SpecialPromoProduct: SpecialPromoProductRest;
  String: Scalars['String']['output'];
  SubscriptionOption: SubscriptionOptionRest;
  TopPrograms: TopProgramsRest;
  VersionAdvantages: AdvantagesRest;
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CartResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CatalogPathResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CatalogPath'] = ResolversParentTypes['CatalogPath']> = ResolversObject<{
  alternates?: Resolver<ResolversTypes['LocalizedPaths'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  platformType?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CategoryKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paths?: Resolver<ResolversTypes['LocalizedPaths'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<CategoryProductsArgs, 'first'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<ResolversTypes['LocalizedSlugs'], ParentType, ContextType>;
}>;

export type ContactBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContactBlock'] = ResolversParentTypes['ContactBlock']> = ResolversObject<{
  address?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ContactOption']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContactOptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ContactOption'] = ResolversParentTypes['ContactOption']> = ResolversObject<{
  buttonText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DownloadItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DownloadItem'] = ResolversParentTypes['DownloadItem']> = ResolversObject<{
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DownloadKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DownloadsBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DownloadsBlock'] = ResolversParentTypes['DownloadsBlock']> = ResolversObject<{
  downloads?: Resolver<Array<ResolversTypes['DownloadItem']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FaqBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FaqBlock'] = ResolversParentTypes['FaqBlock']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['FaqItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FaqItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FaqItem'] = ResolversParentTypes['FaqItem']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GalleryBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GalleryBlock'] = ResolversParentTypes['GalleryBlock']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = ResolversObject<{
  androidApps?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  bestsellerOfTheMonth?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  iosApps?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  mostDownloaded?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  newsletterBanner?: Resolver<ResolversTypes['NewsletterBanner'], ParentType, ContextType>;
  offerEndsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pressLogos?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  recentlyAdded?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  topPrograms?: Resolver<Array<ResolversTypes['TopPrograms']>, ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ListBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ListBlock'] = ResolversParentTypes['ListBlock']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocalizedPathsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LocalizedPaths'] = ResolversParentTypes['LocalizedPaths']> = ResolversObject<{
  de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LocalizedSlugsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LocalizedSlugs'] = ResolversParentTypes['LocalizedSlugs']> = ResolversObject<{
  de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ModificationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Modification'] = ResolversParentTypes['Modification']> = ResolversObject<{
  amountGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<ModificationAmountGrossArgs, 'currency'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
}>;

export type NewsletterBannerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NewsletterBanner'] = ResolversParentTypes['NewsletterBanner']> = ResolversObject<{
  buttonText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = ResolversObject<{
  alternates?: Resolver<ResolversTypes['LocalizedPaths'], ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['PageBlock']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['PageLayout'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  meta?: Resolver<ResolversTypes['SeoMeta'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PageBlock'] = ResolversParentTypes['PageBlock']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ContactBlock' | 'DownloadsBlock' | 'FaqBlock' | 'GalleryBlock' | 'ListBlock' | 'RichTextBlock', ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PressQuoteResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PressQuote'] = ResolversParentTypes['PressQuote']> = ResolversObject<{
  quote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  advantages?: Resolver<Array<ResolversTypes['VersionAdvantages']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  faq?: Resolver<Array<ResolversTypes['FaqItem']>, ParentType, ContextType>;
  functions?: Resolver<Array<ResolversTypes['ProductFunction']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modifications?: Resolver<Array<ResolversTypes['Modification']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paths?: Resolver<ResolversTypes['LocalizedPaths'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['Platform']>, ParentType, ContextType>;
  pressQuotes?: Resolver<Array<ResolversTypes['PressQuote']>, ParentType, ContextType>;
  priceGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<ProductPriceGrossArgs, 'currency'>>;
  primaryPlatform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  promoBanner?: Resolver<Maybe<ResolversTypes['PromoBanner']>, ParentType, ContextType>;
  ratingAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  releaseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<ResolversTypes['LocalizedSlugs'], ParentType, ContextType>;
  strikePriceGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<ProductStrikePriceGrossArgs, 'currency'>>;
  subscriptionOptions?: Resolver<Array<ResolversTypes['SubscriptionOption']>, ParentType, ContextType, RequireFields<ProductSubscriptionOptionsArgs, 'currency'>>;
  versions?: Resolver<Array<ResolversTypes['ProductVersion']>, ParentType, ContextType>;
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

export type ProductFunctionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductFunction'] = ResolversParentTypes['ProductFunction']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductVersion'] = ResolversParentTypes['ProductVersion']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['VersionKind'], ParentType, ContextType>;
  setupFiles?: Resolver<Array<ResolversTypes['SetupFile']>, ParentType, ContextType>;
}>;

export type PromoBannerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PromoBanner'] = ResolversParentTypes['PromoBanner']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  catalogPath?: Resolver<Maybe<ResolversTypes['CatalogPath']>, ParentType, ContextType, RequireFields<QueryCatalogPathArgs, 'categoryType' | 'locale'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'locale'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'locale' | 'slug'>>;
  homePage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType, RequireFields<QueryHomePageArgs, 'locale'>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'locale' | 'path'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'locale' | 'slug'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'locale'>>;
  promoBanner?: Resolver<Maybe<ResolversTypes['PromoBanner']>, ParentType, ContextType, RequireFields<QueryPromoBannerArgs, 'locale' | 'productSlug'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'locale' | 'query'>>;
  specialPromoProducts?: Resolver<Array<ResolversTypes['SpecialPromoProduct']>, ParentType, ContextType, RequireFields<QuerySpecialPromoProductsArgs, 'locale'>>;
}>;

export type ReviewResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RichTextBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RichTextBlock'] = ResolversParentTypes['RichTextBlock']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SeoMetaResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SeoMeta'] = ResolversParentTypes['SeoMeta']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SetupFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SetupFile'] = ResolversParentTypes['SetupFile']> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SpecialPromoProductResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpecialPromoProduct'] = ResolversParentTypes['SpecialPromoProduct']> = ResolversObject<{
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type SubscriptionOptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubscriptionOption'] = ResolversParentTypes['SubscriptionOption']> = ResolversObject<{
  amountPerPeriodGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strikeAmountGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type TopProgramsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TopPrograms'] = ResolversParentTypes['TopPrograms']> = ResolversObject<{
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type VersionAdvantagesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['VersionAdvantages'] = ResolversParentTypes['VersionAdvantages']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['VersionKind'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  Cart?: CartResolvers<ContextType>;
  CatalogPath?: CatalogPathResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ContactBlock?: ContactBlockResolvers<ContextType>;
  ContactOption?: ContactOptionResolvers<ContextType>;
  DownloadItem?: DownloadItemResolvers<ContextType>;
  DownloadsBlock?: DownloadsBlockResolvers<ContextType>;
  FaqBlock?: FaqBlockResolvers<ContextType>;
  FaqItem?: FaqItemResolvers<ContextType>;
  GalleryBlock?: GalleryBlockResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ListBlock?: ListBlockResolvers<ContextType>;
  LocalizedPaths?: LocalizedPathsResolvers<ContextType>;
  LocalizedSlugs?: LocalizedSlugsResolvers<ContextType>;
  Modification?: ModificationResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  NewsletterBanner?: NewsletterBannerResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageBlock?: PageBlockResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PressQuote?: PressQuoteResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductFunction?: ProductFunctionResolvers<ContextType>;
  ProductVersion?: ProductVersionResolvers<ContextType>;
  PromoBanner?: PromoBannerResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  RichTextBlock?: RichTextBlockResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SeoMeta?: SeoMetaResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  SetupFile?: SetupFileResolvers<ContextType>;
  SpecialPromoProduct?: SpecialPromoProductResolvers<ContextType>;
  SubscriptionOption?: SubscriptionOptionResolvers<ContextType>;
  TopPrograms?: TopProgramsResolvers<ContextType>;
  VersionAdvantages?: VersionAdvantagesResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphContext> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
