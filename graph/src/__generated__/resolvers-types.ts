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

/** Result of confirming a newsletter subscription. */
export type ConfirmNewsletterSubscriptionResult = InvalidToken | NewsletterSubscriptionConfirmed | RateLimited | ValidationErrors;

/** Result of confirming a program activation. */
export type ConfirmProgramActivationResult = InvalidToken | ProgramActivated | RateLimited | ValidationErrors;

/** A support ticket for a problem with a program or a payment. */
export type CreateSupportTicketInput = {
  /** Id of the help article that led to the ticket, if any. */
  articleId?: InputMaybe<Scalars['String']['input']>;
  /** Id of a file uploaded through `POST /uploads`. */
  attachmentId?: InputMaybe<Scalars['String']['input']>;
  /** Customer ID or invoice number, if known. */
  customerReference?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address for the answer. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Description of the problem. */
  message: Scalars['String']['input'];
  /** Operating system id, e.g. `windows-11`, `mac-os`, `ios`. */
  operatingSystem: Scalars['String']['input'];
  /** True when the visitor wants premium support. */
  premiumSupport?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of the affected product. */
  productId: Scalars['ID']['input'];
  /** `problem-with-program` or `problem-with-payment`. */
  topic: Scalars['String']['input'];
  /** `fullversion`, `promoversion`, `testversion` or `freeversion`. */
  version: Scalars['String']['input'];
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Result of entering a support ticket. */
export type CreateSupportTicketResult = RateLimited | SupportTicketCreated | ValidationErrors;

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

/** A problem with one input field, in the language of the request. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Name of the input field, as in the mutation's input (`_form` for the input as a whole). */
  field: Scalars['String']['output'];
  /** Localized message naming the field by its label. */
  message: Scalars['String']['output'];
};

/** A help article's rating was stored. */
export type HelpArticleRated = {
  __typename?: 'HelpArticleRated';
  /** Id of the rated article. */
  articleId: Scalars['String']['output'];
  /** True for 'Yes, thank you', false for 'No. Create a ticket'. */
  helpful: Scalars['Boolean']['output'];
};

/** Result of a help request (missing program, missing activation code, press contact). */
export type HelpRequestResult = RateLimited | RequestAccepted | ValidationErrors;

/** A confirmation or unsubscribe link that is unknown or no longer valid. */
export type InvalidToken = {
  __typename?: 'InvalidToken';
  /** Localized message. */
  message: Scalars['String']['output'];
};

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

/** Entry points for changing data: form submissions. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Confirms a subscription with the token from the confirmation e-mail. */
  confirmNewsletterSubscription: ConfirmNewsletterSubscriptionResult;
  /** Confirms a program activation with the token from the e-mail link. */
  confirmProgramActivation: ConfirmProgramActivationResult;
  /** Enters a support ticket and mails a confirmation with its number. */
  createSupportTicket: CreateSupportTicketResult;
  /** Stores a rating of a help article. */
  rateHelpArticle: RateHelpArticleResult;
  /** Reports a program missing from the customer's account. */
  reportMissingProgram: HelpRequestResult;
  /** Mails the customer's activation codes when the address is known; answers the same either way. */
  requestActivationCodes: HelpRequestResult;
  /** Asks for a program activation; an e-mail with a confirmation link is sent. */
  requestProgramActivation: RequestProgramActivationResult;
  /** Sends a message to the press office. */
  sendPressContact: HelpRequestResult;
  /** Subscribes an address to the newsletter; it is on the list once the e-mail link is followed. */
  subscribeNewsletter: SubscribeNewsletterResult;
  /** Takes an address off the list with the token from any newsletter e-mail. */
  unsubscribeNewsletter: UnsubscribeNewsletterResult;
};


/** Entry points for changing data: form submissions. */
export type MutationConfirmNewsletterSubscriptionArgs = {
  locale: Locale;
  token: Scalars['String']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationConfirmProgramActivationArgs = {
  locale: Locale;
  token: Scalars['String']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationCreateSupportTicketArgs = {
  input: CreateSupportTicketInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRateHelpArticleArgs = {
  input: RateHelpArticleInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationReportMissingProgramArgs = {
  input: ReportMissingProgramInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRequestActivationCodesArgs = {
  input: RequestActivationCodesInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRequestProgramActivationArgs = {
  input: RequestProgramActivationInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationSendPressContactArgs = {
  input: SendPressContactInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationSubscribeNewsletterArgs = {
  input: SubscribeNewsletterInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationUnsubscribeNewsletterArgs = {
  locale: Locale;
  token: Scalars['String']['input'];
};

/** The subscription is confirmed. */
export type NewsletterSubscriptionConfirmed = {
  __typename?: 'NewsletterSubscriptionConfirmed';
  /** Language the visitor subscribed in, for the page to land on. */
  locale: Locale;
};

/** A subscription request was taken; a confirmation e-mail is on its way (double opt-in). The same answer for addresses already on the list. */
export type NewsletterSubscriptionPending = {
  __typename?: 'NewsletterSubscriptionPending';
  /** Always true. */
  pending: Scalars['Boolean']['output'];
};

/** The address no longer receives the newsletter. */
export type NewsletterUnsubscribed = {
  __typename?: 'NewsletterUnsubscribed';
  /** Language the visitor subscribed in, for the page to land on. */
  locale: Locale;
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

/** Premium support: a one-time price, valid for a period after purchase, paid after a ticket was entered. */
export type PremiumSupportOffer = {
  __typename?: 'PremiumSupportOffer';
  /** One-time price, tax included (gross). */
  priceGross: Money;
  /** Days the plan is valid after purchase (one year). */
  validityDays: Scalars['Int']['output'];
};

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

/** A program activation is confirmed. */
export type ProgramActivated = {
  __typename?: 'ProgramActivated';
  /** Language the activation was requested in, for the page to land on. */
  locale: Locale;
  /** Id of the activated product. */
  productId: Scalars['ID']['output'];
};

/** A program activation is waiting for the e-mail confirmation. */
export type ProgramActivationPending = {
  __typename?: 'ProgramActivationPending';
  /** Always true. */
  pending: Scalars['Boolean']['output'];
};

/** Entry points for reading the storefront. */
export type Query = {
  __typename?: 'Query';
  /** The cart of the current request's cart token; an empty cart when there is none. */
  cart: Cart;
  /** The premium support plan offered after a support ticket, with its current price. */
  premiumSupportOffer: PremiumSupportOffer;
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

/** A rating of a help article. */
export type RateHelpArticleInput = {
  /** Id of the article. */
  articleId: Scalars['String']['input'];
  /** True for 'Yes, thank you', false for 'No. Create a ticket'. */
  helpful: Scalars['Boolean']['input'];
};

/** Result of rating a help article. */
export type RateHelpArticleResult = HelpArticleRated | RateLimited | ValidationErrors;

/** Too many form submissions from this address in a short time; nothing was stored. */
export type RateLimited = {
  __typename?: 'RateLimited';
  /** Localized message asking to wait and retry. */
  message: Scalars['String']['output'];
};

/** A program missing from the customer's account. */
export type ReportMissingProgramInput = {
  /** Customer ID or invoice number. */
  customerReference: Scalars['String']['input'];
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** True when the program is not in the catalog list. */
  notInList?: InputMaybe<Scalars['Boolean']['input']>;
  /** Id of the affected product; required unless `notInList`. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Name of the program; required when `notInList`. */
  programName?: InputMaybe<Scalars['String']['input']>;
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A help request was taken. The answer does not say whether an e-mail address is known. */
export type RequestAccepted = {
  __typename?: 'RequestAccepted';
  /** Always true. */
  accepted: Scalars['Boolean']['output'];
};

/** A request to mail the customer's activation codes again. */
export type RequestActivationCodesInput = {
  /** E-mail address the programs were bought with. */
  email: Scalars['String']['input'];
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** An activation request of a desktop program. */
export type RequestProgramActivationInput = {
  /** E-mail address to confirm the activation with. */
  email: Scalars['String']['input'];
  /** Id of the product to activate. */
  productId: Scalars['ID']['input'];
};

/** Result of requesting a program activation. */
export type RequestProgramActivationResult = ProgramActivationPending | RateLimited | ValidationErrors;

/** A message to the press office. */
export type SendPressContactInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** True when the message asks for a full version for review. */
  fullVersionRequest?: InputMaybe<Scalars['Boolean']['input']>;
  /** The message. */
  message: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** `mr`, `ms` or `none` (Herr, Frau, Nicht angegeben). */
  title: Scalars['String']['input'];
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** A newsletter subscription (double opt-in). */
export type SubscribeNewsletterInput = {
  /** E-mail address to subscribe. */
  email: Scalars['String']['input'];
  /** Path of the page the subscription box was on, kept as proof of consent. */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Result of subscribing to the newsletter. */
export type SubscribeNewsletterResult = NewsletterSubscriptionPending | RateLimited | ValidationErrors;

/** A support ticket was entered; a confirmation e-mail is on its way. */
export type SupportTicketCreated = {
  __typename?: 'SupportTicketCreated';
  /** Ticket number to quote in later contact. */
  ticketNumber: Scalars['String']['output'];
};

/** Result of unsubscribing from the newsletter. */
export type UnsubscribeNewsletterResult = InvalidToken | NewsletterUnsubscribed | RateLimited | ValidationErrors;

/** The input was refused; nothing was stored. Show each message next to its field. */
export type ValidationErrors = {
  __typename?: 'ValidationErrors';
  /** One message per refused field. */
  fieldErrors: Array<FieldError>;
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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  ConfirmNewsletterSubscriptionResult:
    | ( InvalidToken )
    | ( NewsletterSubscriptionConfirmed )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  ConfirmProgramActivationResult:
    | ( InvalidToken )
    | ( ProgramActivated )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  CreateSupportTicketResult:
    | ( RateLimited )
    | ( SupportTicketCreated )
    | ( ValidationErrors )
  ;
  HelpRequestResult:
    | ( RateLimited )
    | ( RequestAccepted )
    | ( ValidationErrors )
  ;
  RateHelpArticleResult:
    | ( HelpArticleRated )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  RequestProgramActivationResult:
    | ( ProgramActivationPending )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  SubscribeNewsletterResult:
    | ( NewsletterSubscriptionPending )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  UnsubscribeNewsletterResult:
    | ( InvalidToken )
    | ( NewsletterUnsubscribed )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Cart: ResolverTypeWrapper<CartRest>;
  ConfirmNewsletterSubscriptionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmNewsletterSubscriptionResult']>;
  ConfirmProgramActivationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmProgramActivationResult']>;
  CreateSupportTicketInput: CreateSupportTicketInput;
  CreateSupportTicketResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateSupportTicketResult']>;
  CurrencyCode: CurrencyCode;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HelpArticleRated: ResolverTypeWrapper<HelpArticleRated>;
  HelpRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['HelpRequestResult']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidToken: ResolverTypeWrapper<InvalidToken>;
  Locale: Locale;
  LocalizedSlugs: ResolverTypeWrapper<LocalizedSlugs>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterSubscriptionConfirmed: ResolverTypeWrapper<NewsletterSubscriptionConfirmed>;
  NewsletterSubscriptionPending: ResolverTypeWrapper<NewsletterSubscriptionPending>;
  NewsletterUnsubscribed: ResolverTypeWrapper<NewsletterUnsubscribed>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Platform: Platform;
  PremiumSupportOffer: ResolverTypeWrapper<PremiumSupportOffer>;
  Product: ResolverTypeWrapper<ProductRest>;
  ProductConnection: ResolverTypeWrapper<ProductPageRest>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProgramActivated: ResolverTypeWrapper<ProgramActivated>;
  ProgramActivationPending: ResolverTypeWrapper<ProgramActivationPending>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateHelpArticleInput: RateHelpArticleInput;
  RateHelpArticleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RateHelpArticleResult']>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  ReportMissingProgramInput: ReportMissingProgramInput;
  RequestAccepted: ResolverTypeWrapper<RequestAccepted>;
  RequestActivationCodesInput: RequestActivationCodesInput;
  RequestProgramActivationInput: RequestProgramActivationInput;
  RequestProgramActivationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestProgramActivationResult']>;
  SendPressContactInput: SendPressContactInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  SubscribeNewsletterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SubscribeNewsletterResult']>;
  SupportTicketCreated: ResolverTypeWrapper<SupportTicketCreated>;
  UnsubscribeNewsletterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnsubscribeNewsletterResult']>;
  ValidationErrors: ResolverTypeWrapper<ValidationErrors>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Cart: CartRest;
  ConfirmNewsletterSubscriptionResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmNewsletterSubscriptionResult'];
  ConfirmProgramActivationResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmProgramActivationResult'];
  CreateSupportTicketInput: CreateSupportTicketInput;
  CreateSupportTicketResult: ResolversUnionTypes<ResolversParentTypes>['CreateSupportTicketResult'];
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  HelpArticleRated: HelpArticleRated;
  HelpRequestResult: ResolversUnionTypes<ResolversParentTypes>['HelpRequestResult'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvalidToken: InvalidToken;
  LocalizedSlugs: LocalizedSlugs;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NewsletterSubscriptionConfirmed: NewsletterSubscriptionConfirmed;
  NewsletterSubscriptionPending: NewsletterSubscriptionPending;
  NewsletterUnsubscribed: NewsletterUnsubscribed;
  PageInfo: PageInfo;
  PremiumSupportOffer: PremiumSupportOffer;
  Product: ProductRest;
  ProductConnection: ProductPageRest;
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProgramActivated: ProgramActivated;
  ProgramActivationPending: ProgramActivationPending;
  Query: Record<PropertyKey, never>;
  RateHelpArticleInput: RateHelpArticleInput;
  RateHelpArticleResult: ResolversUnionTypes<ResolversParentTypes>['RateHelpArticleResult'];
  RateLimited: RateLimited;
  ReportMissingProgramInput: ReportMissingProgramInput;
  RequestAccepted: RequestAccepted;
  RequestActivationCodesInput: RequestActivationCodesInput;
  RequestProgramActivationInput: RequestProgramActivationInput;
  RequestProgramActivationResult: ResolversUnionTypes<ResolversParentTypes>['RequestProgramActivationResult'];
  SendPressContactInput: SendPressContactInput;
  String: Scalars['String']['output'];
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  SubscribeNewsletterResult: ResolversUnionTypes<ResolversParentTypes>['SubscribeNewsletterResult'];
  SupportTicketCreated: SupportTicketCreated;
  UnsubscribeNewsletterResult: ResolversUnionTypes<ResolversParentTypes>['UnsubscribeNewsletterResult'];
  ValidationErrors: ValidationErrors;
}>;

export type CartResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vatPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ConfirmNewsletterSubscriptionResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConfirmNewsletterSubscriptionResult'] = ResolversParentTypes['ConfirmNewsletterSubscriptionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'NewsletterSubscriptionConfirmed' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ConfirmProgramActivationResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConfirmProgramActivationResult'] = ResolversParentTypes['ConfirmProgramActivationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'ProgramActivated' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type CreateSupportTicketResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateSupportTicketResult'] = ResolversParentTypes['CreateSupportTicketResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'RateLimited' | 'SupportTicketCreated' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HelpArticleRatedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HelpArticleRated'] = ResolversParentTypes['HelpArticleRated']> = ResolversObject<{
  articleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helpful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HelpRequestResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HelpRequestResult'] = ResolversParentTypes['HelpRequestResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'RateLimited' | 'RequestAccepted' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type InvalidTokenResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvalidToken'] = ResolversParentTypes['InvalidToken']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocalizedSlugsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LocalizedSlugs'] = ResolversParentTypes['LocalizedSlugs']> = ResolversObject<{
  de?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  confirmNewsletterSubscription?: Resolver<ResolversTypes['ConfirmNewsletterSubscriptionResult'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'locale' | 'token'>>;
  confirmProgramActivation?: Resolver<ResolversTypes['ConfirmProgramActivationResult'], ParentType, ContextType, RequireFields<MutationConfirmProgramActivationArgs, 'locale' | 'token'>>;
  createSupportTicket?: Resolver<ResolversTypes['CreateSupportTicketResult'], ParentType, ContextType, RequireFields<MutationCreateSupportTicketArgs, 'input' | 'locale'>>;
  rateHelpArticle?: Resolver<ResolversTypes['RateHelpArticleResult'], ParentType, ContextType, RequireFields<MutationRateHelpArticleArgs, 'input' | 'locale'>>;
  reportMissingProgram?: Resolver<ResolversTypes['HelpRequestResult'], ParentType, ContextType, RequireFields<MutationReportMissingProgramArgs, 'input' | 'locale'>>;
  requestActivationCodes?: Resolver<ResolversTypes['HelpRequestResult'], ParentType, ContextType, RequireFields<MutationRequestActivationCodesArgs, 'input' | 'locale'>>;
  requestProgramActivation?: Resolver<ResolversTypes['RequestProgramActivationResult'], ParentType, ContextType, RequireFields<MutationRequestProgramActivationArgs, 'input' | 'locale'>>;
  sendPressContact?: Resolver<ResolversTypes['HelpRequestResult'], ParentType, ContextType, RequireFields<MutationSendPressContactArgs, 'input' | 'locale'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['SubscribeNewsletterResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input' | 'locale'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['UnsubscribeNewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'locale' | 'token'>>;
}>;

export type NewsletterSubscriptionConfirmedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NewsletterSubscriptionConfirmed'] = ResolversParentTypes['NewsletterSubscriptionConfirmed']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NewsletterSubscriptionPendingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NewsletterSubscriptionPending'] = ResolversParentTypes['NewsletterSubscriptionPending']> = ResolversObject<{
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NewsletterUnsubscribedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NewsletterUnsubscribed'] = ResolversParentTypes['NewsletterUnsubscribed']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PremiumSupportOfferResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PremiumSupportOffer'] = ResolversParentTypes['PremiumSupportOffer']> = ResolversObject<{
  priceGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  validityDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type ProgramActivatedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProgramActivated'] = ResolversParentTypes['ProgramActivated']> = ResolversObject<{
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProgramActivationPendingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProgramActivationPending'] = ResolversParentTypes['ProgramActivationPending']> = ResolversObject<{
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  premiumSupportOffer?: Resolver<ResolversTypes['PremiumSupportOffer'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'locale' | 'slug'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'locale'>>;
}>;

export type RateHelpArticleResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RateHelpArticleResult'] = ResolversParentTypes['RateHelpArticleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'HelpArticleRated' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type RateLimitedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequestAcceptedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RequestAccepted'] = ResolversParentTypes['RequestAccepted']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequestProgramActivationResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RequestProgramActivationResult'] = ResolversParentTypes['RequestProgramActivationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ProgramActivationPending' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type SubscribeNewsletterResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubscribeNewsletterResult'] = ResolversParentTypes['SubscribeNewsletterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NewsletterSubscriptionPending' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type SupportTicketCreatedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SupportTicketCreated'] = ResolversParentTypes['SupportTicketCreated']> = ResolversObject<{
  ticketNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnsubscribeNewsletterResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UnsubscribeNewsletterResult'] = ResolversParentTypes['UnsubscribeNewsletterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'NewsletterUnsubscribed' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ValidationErrorsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ValidationErrors'] = ResolversParentTypes['ValidationErrors']> = ResolversObject<{
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  Cart?: CartResolvers<ContextType>;
  ConfirmNewsletterSubscriptionResult?: ConfirmNewsletterSubscriptionResultResolvers<ContextType>;
  ConfirmProgramActivationResult?: ConfirmProgramActivationResultResolvers<ContextType>;
  CreateSupportTicketResult?: CreateSupportTicketResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  HelpArticleRated?: HelpArticleRatedResolvers<ContextType>;
  HelpRequestResult?: HelpRequestResultResolvers<ContextType>;
  InvalidToken?: InvalidTokenResolvers<ContextType>;
  LocalizedSlugs?: LocalizedSlugsResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterSubscriptionConfirmed?: NewsletterSubscriptionConfirmedResolvers<ContextType>;
  NewsletterSubscriptionPending?: NewsletterSubscriptionPendingResolvers<ContextType>;
  NewsletterUnsubscribed?: NewsletterUnsubscribedResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PremiumSupportOffer?: PremiumSupportOfferResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProgramActivated?: ProgramActivatedResolvers<ContextType>;
  ProgramActivationPending?: ProgramActivationPendingResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateHelpArticleResult?: RateHelpArticleResultResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RequestAccepted?: RequestAcceptedResolvers<ContextType>;
  RequestProgramActivationResult?: RequestProgramActivationResultResolvers<ContextType>;
  SubscribeNewsletterResult?: SubscribeNewsletterResultResolvers<ContextType>;
  SupportTicketCreated?: SupportTicketCreatedResolvers<ContextType>;
  UnsubscribeNewsletterResult?: UnsubscribeNewsletterResultResolvers<ContextType>;
  ValidationErrors?: ValidationErrorsResolvers<ContextType>;
}>;

