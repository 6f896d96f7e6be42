import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { CatalogProductRest, CategoryRest, ImageRest, SetupFileRest, VersionRest, SubscriptionOptionRest, ModificationRest, AdvantagesRest, ReviewRest, PromoBannerRest, SpecialPromoProductRest, TopProgramsRest, HomePageRest, PageRest, RichTextBlockRest, FaqBlockRest, ListBlockRest, ContactBlockRest, GalleryBlockRest, DownloadsBlockRest, DownloadItemRest, SearchResultRest, CatalogPathRest } from '../datasources/catalog-rest-types';
import { ProductPageRest } from '../datasources/rest-types';
import { CartParent, CartItemParent, CartItemModificationParent, AppliedCouponParent, OrderRest, OrderItemParent } from '../datasources/cart-rest-types';
import { PromotionParent } from '../datasources/promotions-api';
import { CustomerRest, LicenceRest, SubscriptionRest, PremiumSupportRest, TicketRest, NewsletterStatusRest, CustomerReviewRest } from '../datasources/account-rest-types';
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
  /** A calendar day without time or time zone, as ISO 8601 text `YYYY-MM-DD`, e.g. `2024-03-01`. */
  Date: { input: string; output: string; }
  /** An instant as ISO 8601 text in UTC with milliseconds, e.g. `2026-11-25T09:30:00.000Z`; as input, any ISO 8601 instant with a time zone. */
  DateTime: { input: string; output: Date | string; }
};

/** The account was deleted; the response clears the session cookie. Orders are kept, anonymised, as tax law requires. */
export type AccountDeleted = {
  __typename?: 'AccountDeleted';
  /** Always true. */
  deleted: Scalars['Boolean']['output'];
};

/** The page types the affiliate network knows (spec §4); only HOMEPAGE, PRODUCT_DETAIL and CART are reported. */
export type AffiliatePageType =
  /** The account center (`accountCenter`): not reported. */
  | 'ACCOUNT_CENTER'
  /** The account sign-up (`accountSignup`): not reported. */
  | 'ACCOUNT_SIGNUP'
  /** An application start (`applicationStart`): not reported. */
  | 'APPLICATION_START'
  /** A branch locator (`branchLocator`): not reported. */
  | 'BRANCH_LOCATOR'
  /** The cart page (`cart`): reported with the cart's subtotal and items. */
  | 'CART'
  /** A category page (`category`): not reported. */
  | 'CATEGORY'
  /** A department page (`department`): not reported. */
  | 'DEPARTMENT'
  /** The home page (`homepage`): reported with page type and enterprise id only. */
  | 'HOMEPAGE'
  /** An information page (`information`): not reported. */
  | 'INFORMATION'
  /** A product detail page (`productDetail`): reported with page type and enterprise id only. */
  | 'PRODUCT_DETAIL'
  /** A property detail page (`propertyDetail`): not reported. */
  | 'PROPERTY_DETAIL'
  /** Property results (`propertyResults`): not reported. */
  | 'PROPERTY_RESULTS'
  /** Search results (`searchResults`): not reported. */
  | 'SEARCH_RESULTS'
  /** A store locator (`storeLocator`): not reported. */
  | 'STORE_LOCATOR'
  /** A sub-category page (`subCategory`): not reported. */
  | 'SUB_CATEGORY';

/** A coupon that was accepted. */
export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  /** The code as entered (normalised to upper case). */
  code: Scalars['String']['output'];
  /** The discount it gives on this cart, tax included (spec §3 `resultingDiscount`). */
  resultingDiscountGross: Money;
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
  /** ISO 3166-1 alpha-2 country of the buyer that decides the VAT rate (DE by default). */
  country: Scalars['String']['output'];
  /** The applied coupon, or null. */
  coupon?: Maybe<AppliedCoupon>;
  /** The coupon's discount, tax included (zero without a coupon). */
  couponDiscountGross: Money;
  /** Currency of every amount in the cart. */
  currency: CurrencyCode;
  /** Number of licences in the cart (sum of the item quantities). */
  itemCount: Scalars['Int']['output'];
  /** The programs in the cart, in the order they were added. */
  items: Array<CartItem>;
  /** The subscription period chosen for the whole cart (e.g. `1y`), or null for one-time purchases. */
  subscriptionPeriod?: Maybe<Scalars['String']['output']>;
  /** Sum of the line totals before the coupon, tax included. */
  subtotalGross: Money;
  /** The VAT contained in the total. */
  taxAmount: Money;
  /** Signed cart token to store (local storage `cartToken`) and send back as `X-ABS-CartToken`; null for an empty cart that was never saved. */
  token?: Maybe<Scalars['String']['output']>;
  /** What the buyer pays: subtotal minus coupon, tax included. */
  totalGross: Money;
  /** The total without tax. */
  totalNet: Money;
  /** VAT rate in percent that the cart's gross amounts include. */
  vatPercentage: Scalars['Float']['output'];
};

/** One program in the cart. */
export type CartItem = {
  __typename?: 'CartItem';
  /** Net discount per licence of an offer product (strike minus current, net); zero otherwise. */
  discountNet: Money;
  /** What the line sells: a program, or the premium support plan. */
  kind: CartItemKind;
  /** Quantity times unit price, tax included. */
  lineTotalGross: Money;
  /** Quantity times unit price, without tax. */
  lineTotalNet: Money;
  /** The most licences of this item one order may hold: 1 for the premium support plan, else 99. */
  maxQuantity: Scalars['Int']['output'];
  /** Modifications such as the subsequent-version upgrade. */
  modifications: Array<CartItemModification>;
  /** Name in the requested language: the product's, or the premium support plan's. */
  name: Scalars['String']['output'];
  /** True when the product is on offer (a strike price exists). */
  offerProduct: Scalars['Boolean']['output'];
  /** Price of one licence bought once (no subscription) with its active modifications, tax included, in the cart's currency; null when the catalog has none. */
  oneTimeUnitPriceGross?: Maybe<Money>;
  /** The product as the catalog shows it, in the requested language. */
  product?: Maybe<Product>;
  /** Id of the product, as text. */
  productId: Scalars['ID']['output'];
  /** Number of licences, 1 to 99. */
  quantity: Scalars['Int']['output'];
  /** Former price of one licence of an offer product, tax included; null otherwise. */
  strikeUnitPriceGross?: Maybe<Money>;
  /** Subscription options of the product, per period. */
  subscriptionOptions: Array<SubscriptionOption>;
  /** VAT contained in the line total. */
  taxAmount: Money;
  /** Price of one licence including active modifications, tax included. */
  unitPriceGross: Money;
  /** Price of one licence without tax (spec §9 unit price). */
  unitPriceNet: Money;
};


/** One program in the cart. */
export type CartItemNameArgs = {
  locale?: Locale;
};


/** One program in the cart. */
export type CartItemProductArgs = {
  locale?: Locale;
};

/** A line of the cart to set. */
export type CartItemInput = {
  /** Modifications to switch on or off; the others stay off. */
  modifications?: InputMaybe<Array<CartModificationInput>>;
  /** Id of the product. */
  productId: Scalars['ID']['input'];
  /** Number of licences, 1 to 99. */
  quantity: Scalars['Int']['input'];
};

/** What a cart line or order line sells. */
export type CartItemKind =
  /** The premium support plan: one-time price, valid one year; no product, licence key or download. */
  | 'PREMIUM_SUPPORT'
  /** A program of the catalog: it has a product, licence keys and downloads. */
  | 'PROGRAM';

/** A modification of a cart item, e.g. the upgrade to the subsequent version. */
export type CartItemModification = {
  __typename?: 'CartItemModification';
  /** Whether the buyer chose it. */
  active: Scalars['Boolean']['output'];
  /** What it adds to one licence, tax included. */
  amountGross: Money;
  /** Id of the modification, as text. */
  id: Scalars['ID']['output'];
  /** Key of the modification; the subsequent-version upgrade has a configured key. */
  key: Scalars['String']['output'];
  /** Name in the requested language. */
  name: Scalars['String']['output'];
};

/** A modification to switch on or off. */
export type CartModificationInput = {
  /** Whether it is chosen. */
  active: Scalars['Boolean']['input'];
  /** Id of the modification. */
  id: Scalars['ID']['input'];
};

/** The cart changed or is empty; the buyer must review it before ordering. */
export type CartNotOrderable = {
  __typename?: 'CartNotOrderable';
  /** What is wrong, in the requested language. */
  message: Scalars['String']['output'];
};

/** The cart after a successful change. */
export type CartUpdated = {
  __typename?: 'CartUpdated';
  /** The new cart; store its token. */
  cart: Cart;
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

/** A password change in the account. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** The new password, 10 to 128 characters. */
  newPassword: Scalars['String']['input'];
};

/** Result of changing the password. */
export type ChangePasswordResult = InvalidCredentials | NotLoggedIn | PasswordChanged | RateLimited | ValidationErrors;

/** Result of adding guest orders and tickets while logged in. */
export type ClaimGuestItemsResult = GuestItemsClaimed | NotLoggedIn | ValidationErrors;

/** Asking for a promotion's free full version by e-mail. */
export type ClaimPromotionInput = {
  /** E-mail address the licence key and download link go to. */
  email: Scalars['String']['input'];
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** What claiming a promotion ends in. */
export type ClaimPromotionResult = PromotionClaimAccepted | PromotionNotRunning | RateLimited | ValidationErrors;

/** Orders and tickets placed with the account's address without logging in. */
export type ClaimableItems = {
  __typename?: 'ClaimableItems';
  /** Unclaimed orders, newest first. */
  orders: Array<ClaimableOrder>;
  /** Unclaimed tickets, newest first. */
  tickets: Array<ClaimableTicket>;
};

/** An order placed with the account's e-mail address without logging in, not part of the account until added. Only what identifies it: no name or text of whoever placed it. */
export type ClaimableOrder = {
  __typename?: 'ClaimableOrder';
  /** The order number. */
  orderNumber: Scalars['String']['output'];
  /** When it was placed. */
  placedAt: Scalars['DateTime']['output'];
  /** Names of the ordered products. */
  productNames: Array<Scalars['String']['output']>;
  /** Total paid, tax included. */
  total: Money;
};

/** A support ticket sent with the account's e-mail address without logging in, not part of the account until added. Its message is not shown. */
export type ClaimableTicket = {
  __typename?: 'ClaimableTicket';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Name of the product it is about, in the ticket's language. */
  productName: Scalars['String']['output'];
  /** Ticket number, `T-<id>`. */
  ticketNumber: Scalars['String']['output'];
  /** `problem-with-program` or `problem-with-payment`. */
  topic: Scalars['String']['output'];
};

/** What a claim link added. */
export type ClaimedItemKind =
  /** An order. */
  | 'ORDER'
  /** A support ticket. */
  | 'TICKET';

/** Result of confirming an e-mail change. */
export type ConfirmEmailChangeResult = EmailChanged | InvalidToken | RateLimited | ValidationErrors;

/** Result of the mailed claim link. */
export type ConfirmGuestClaimResult = GuestItemClaimed | InvalidToken | RateLimited;

/** Result of confirming a newsletter subscription. */
export type ConfirmNewsletterSubscriptionResult = InvalidToken | NewsletterSubscriptionConfirmed | RateLimited | ValidationErrors;

/** Result of confirming a program activation. */
export type ConfirmProgramActivationResult = InvalidToken | ProgramActivated | RateLimited | ValidationErrors;

/** Result of confirming a registration (logs in on success). */
export type ConfirmRegistrationResult = InvalidToken | LoggedIn | RateLimited | ValidationErrors;

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

/** A page of conversions (analysts only). */
export type ConversionConnection = {
  __typename?: 'ConversionConnection';
  /** The conversions of this page, oldest first. */
  edges: Array<ConversionEdge>;
  /** Where this page ends. */
  pageInfo: PageInfo;
};

/** One conversion of a page. */
export type ConversionEdge = {
  __typename?: 'ConversionEdge';
  /** Cursor to continue after this conversion. */
  cursor: Scalars['String']['output'];
  /** The conversion. */
  node: ConversionOrder;
};

/** Which conversions count, besides the date range; all fields optional, combined with AND. */
export type ConversionFilter = {
  /** Exact coupon code; empty text: orders without a coupon. */
  coupon?: InputMaybe<Scalars['String']['input']>;
  /** Orders in this currency only. */
  currency?: InputMaybe<CurrencyCode>;
  /** Orders with at least one line of this product. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** Affiliate orders (with a click id) or direct ones only. */
  source?: InputMaybe<ConversionSource>;
};

/** How conversion figures are grouped. */
export type ConversionGroupBy =
  /** Per coupon code, key: the code, empty for orders without a coupon. */
  | 'COUPON'
  /** Per customer status, key `new` or `return`. */
  | 'CUSTOMER_STATUS'
  /** Per day (UTC), key `YYYY-MM-DD`. */
  | 'DAY'
  /** Per month (UTC), key `YYYY-MM`. */
  | 'MONTH'
  /** Per product, key: the product id; a product's discount is its offer discount. */
  | 'PRODUCT'
  /** Per ISO week (UTC), key: its Monday as `YYYY-MM-DD`. */
  | 'WEEK';

/** One line of a conversion or cart as the affiliate network reads it (spec §3 'Conversion item'). */
export type ConversionItem = {
  __typename?: 'ConversionItem';
  /** Offer products only: the §9 discount per licence without tax, in major units; null otherwise. */
  discount?: Maybe<Scalars['Float']['output']>;
  /** The product id as text. */
  itemId: Scalars['String']['output'];
  /** Number of licences. */
  quantity: Scalars['Int']['output'];
  /** The §9 unit price without tax, in major units of the currency (e.g. 25.2). */
  unitPrice: Scalars['Float']['output'];
};

/** An order as the affiliate network's conversion (spec §3 'Conversion order'); amounts in major units. */
export type ConversionOrder = {
  __typename?: 'ConversionOrder';
  /** The affiliate network's action tracker id (gateway configuration `AFFILIATE_ACTION_TRACKER_ID`). */
  actionTrackerId: Scalars['Int']['output'];
  /** The §9 conversion amount: the sum of (unit price − discount) × quantity, without tax. */
  amount: Scalars['Float']['output'];
  /** The affiliate click id the order was placed with (cookie `cje`); empty when there was none. */
  cjeventOrder: Scalars['String']['output'];
  /** The coupon code; empty without a coupon. */
  coupon: Scalars['String']['output'];
  /** Currency of the order. */
  currency: CurrencyCode;
  /** `new` for the customer's first order (order number ending in `-0`), else `return`. */
  customerStatus: Scalars['String']['output'];
  /** The §9 coupon discount without tax; 0 without a coupon. */
  discount: Scalars['Float']['output'];
  /** The affiliate network's enterprise id. */
  enterpriseId: Scalars['Int']['output'];
  /** The order's lines as conversion items. */
  items: Array<ConversionItem>;
  /** The order number. */
  orderId: Scalars['String']['output'];
  /** Always `conversionConfirmation`. */
  pageType: Scalars['String']['output'];
  /** When the order was placed (ISO 8601, UTC). */
  placedAt: Scalars['DateTime']['output'];
  /**
   * The server-to-server report of this conversion to the affiliate network (analysts only).
   * null for a direct order without click id (never reported), when the hub has no postback
   * endpoint configured, and in a buyer's answer.
   */
  postback?: Maybe<ConversionPostback>;
  /** AFFILIATE when the order was placed with a click id (`cjeventOrder` not empty), else DIRECT. */
  source: ConversionSource;
};

/** A conversion's server-to-server report (hub settings `CONVERSION_POSTBACK_*`). */
export type ConversionPostback = {
  __typename?: 'ConversionPostback';
  /** Attempts made so far, including the successful one. */
  attempts: Scalars['Int']['output'];
  /** When the last attempt's outcome was recorded; null before the first attempt. */
  lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the last attempt failed (e.g. `HTTP 503`, a timeout); null when SENT or not tried yet. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When the next attempt is due; null unless PENDING. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the network accepted the report; null unless SENT. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the report stands. */
  status: ConversionPostbackStatus;
};

/** State of a conversion's server-to-server report to the affiliate network. */
export type ConversionPostbackStatus =
  /** Given up: the network refused it for good, or the last allowed attempt failed too. */
  | 'FAILED'
  /** Queued, or waiting for its next attempt after a failed one. */
  | 'PENDING'
  /** The network accepted it; it is never sent again. */
  | 'SENT';

/** Whether an order came through the affiliate network (placed with a click id) or directly. */
export type ConversionSource =
  /** Placed with an affiliate click id (cookie `cje`). */
  | 'AFFILIATE'
  /** Placed without a click id. */
  | 'DIRECT';

/** Conversion figures of one group in one currency (analysts only); amounts in major units of that currency, without tax. Amounts of different currencies are never added up: a group with orders in two currencies is two stats. */
export type ConversionStat = {
  __typename?: 'ConversionStat';
  /** Sum of the §9 conversion amounts. */
  amount: Scalars['Float']['output'];
  /** The currency of this stat's amounts. */
  currency: CurrencyCode;
  /** Sum of the §9 coupon discounts (offer discounts when grouped by product). */
  discount: Scalars['Float']['output'];
  /** Number of licences (line quantities) in the group; grouped by product: that product's licences. */
  items: Scalars['Int']['output'];
  /** The group: a day, week, month, product id, coupon code or customer status (see ConversionGroupBy). */
  key: Scalars['String']['output'];
  /** Orders that were the customer's first (`new`). */
  newCustomers: Scalars['Int']['output'];
  /** Number of orders in the group. */
  orders: Scalars['Int']['output'];
  /** Orders of returning customers (`return`). */
  returningCustomers: Scalars['Int']['output'];
};

/** Totals of the conversions in a range, in one currency (amounts in major units, without tax). */
export type ConversionTotals = {
  __typename?: 'ConversionTotals';
  /** Sum of the §9 conversion amounts. */
  amount: Scalars['Float']['output'];
  /** The currency of every amount of this row. */
  currency: CurrencyCode;
  /** Sum of the §9 coupon discounts. */
  discount: Scalars['Float']['output'];
  /** Number of licences (the quantities of all lines). */
  items: Scalars['Int']['output'];
  /** Number of orders. */
  orders: Scalars['Int']['output'];
};

/** A coupon was refused; the cart is unchanged apart from that. */
export type CouponRejected = {
  __typename?: 'CouponRejected';
  /** The cart, without the refused coupon. */
  cart: Cart;
  /** The code as entered. */
  code: Scalars['String']['output'];
  /** The reason as a sentence in the requested language. */
  message: Scalars['String']['output'];
  /** The coupon's minimum order value in the cart's currency, when the cart does not reach it. */
  minimumOrderGross?: Maybe<Money>;
  /** Why it was refused. */
  reason: CouponRejection;
};

/** Why a coupon was not accepted. */
export type CouponRejection =
  /** The coupon's validity window has ended. */
  | 'EXPIRED'
  /** The cart's subtotal is below the coupon's minimum order value (see CouponRejected.minimumOrderGross). */
  | 'MINIMUM_NOT_REACHED'
  /** The coupon does not apply to this cart (empty, or not offered in its currency). */
  | 'NOT_APPLICABLE'
  /** The coupon's validity window has not begun. */
  | 'NOT_YET_VALID'
  /** No coupon with this code exists. */
  | 'UNKNOWN'
  /** The coupon has been used as often as it may be. */
  | 'USAGE_LIMIT_REACHED';

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

/** The logged-in customer's account. Only ever answered to the customer whose session cookie the request carries. */
export type Customer = {
  __typename?: 'Customer';
  /** Orders and tickets placed with the account's e-mail address without logging in, which the customer may add to the account. */
  claimable: ClaimableItems;
  /** When the account was created: the first order or the registration. */
  createdAt: Scalars['DateTime']['output'];
  /** E-mail address of the account (login name). */
  email: Scalars['String']['output'];
  /** True once the e-mail address was confirmed (by the registration link, a set-password link or an order mail). */
  emailVerified: Scalars['Boolean']['output'];
  /** True when the customer bought the product (a paid order contains it): only then may they review it. */
  hasPurchased: Scalars['Boolean']['output'];
  /** The customer number. */
  id: Scalars['ID']['output'];
  /** One of the customer's licences; null when the id is unknown or belongs to someone else. */
  licence?: Maybe<Licence>;
  /** Every licence of the customer's orders, newest first. */
  licences: Array<Licence>;
  /** Language for e-mails to the customer. */
  locale: Locale;
  /** Name of the customer. */
  name: Scalars['String']['output'];
  /** Newsletter status of the account's e-mail address. */
  newsletter: NewsletterStatus;
  /** One of the customer's orders; null when the number is unknown or belongs to someone else. */
  order?: Maybe<Order>;
  /** The customer's orders, newest first, with licence keys and full-version downloads. */
  orders: Array<Order>;
  /** New e-mail address waiting for its confirmation link after requestEmailChange; null when none is pending. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  /** Whether the customer has a valid premium support plan. */
  premiumSupport: PremiumSupportStatus;
  /** One of the customer's reviews; null when the id is unknown or belongs to someone else. */
  review?: Maybe<CustomerReview>;
  /** The customer's review of a product; null when there is none yet. */
  reviewOfProduct?: Maybe<CustomerReview>;
  /** The customer's reviews, newest first. */
  reviews: Array<CustomerReview>;
  /** Orders placed with a subscription period, newest first. */
  subscriptions: Array<CustomerSubscription>;
  /** One of the customer's tickets; null when the id is unknown or belongs to someone else. */
  ticket?: Maybe<SupportTicket>;
  /** Support tickets sent while logged in or added to the account (see claimable), newest first. */
  tickets: Array<SupportTicket>;
};


/** The logged-in customer's account. Only ever answered to the customer whose session cookie the request carries. */
export type CustomerHasPurchasedArgs = {
  productId: Scalars['ID']['input'];
};


/** The logged-in customer's account. Only ever answered to the customer whose session cookie the request carries. */
export type CustomerLicenceArgs = {
  id: Scalars['ID']['input'];
};


/** The logged-in customer's account. Only ever answered to the customer whose session cookie the request carries. */
export type CustomerOrderArgs = {
  orderNumber: Scalars['String']['input'];
};


/** The logged-in customer's account. Only ever answered to the customer whose session cookie the request carries. */
export type CustomerReviewArgs = {
  id: Scalars['ID']['input'];
};


/** The logged-in customer's account. Only ever answered to the customer whose session cookie the request carries. */
export type CustomerReviewOfProductArgs = {
  productId: Scalars['ID']['input'];
};


/** The logged-in customer's account. Only ever answered to the customer whose session cookie the request carries. */
export type CustomerTicketArgs = {
  id: Scalars['ID']['input'];
};

/** A review the logged-in customer wrote. */
export type CustomerReview = {
  __typename?: 'CustomerReview';
  /** Display name shown with the review (first name and initial of the last name). */
  author: Scalars['String']['output'];
  /** Text of the review. */
  body: Scalars['String']['output'];
  /** When the review was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Id of the review. */
  id: Scalars['ID']['output'];
  /** Language the review is written in; it is shown on the product page in this language. */
  locale: Locale;
  /** The reviewed product; null when it is no longer in the catalog. */
  product?: Maybe<Product>;
  /** Id of the reviewed product. */
  productId: Scalars['ID']['output'];
  /** Rating from 1 to 5 stars. */
  stars: Scalars['Int']['output'];
  /** Headline of the review. */
  title: Scalars['String']['output'];
  /** When it was last edited; null when never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the customer bought the program (always true for reviews written in the account). */
  verifiedPurchase: Scalars['Boolean']['output'];
};


/** A review the logged-in customer wrote. */
export type CustomerReviewProductArgs = {
  locale?: Locale;
};

/** An order placed with a subscription period. */
export type CustomerSubscription = {
  __typename?: 'CustomerSubscription';
  /** True while the current paid period runs. */
  active: Scalars['Boolean']['output'];
  /** End of the current paid period. */
  currentPeriodEndsAt: Scalars['DateTime']['output'];
  /** The subscribed programs. */
  items: Array<OrderItem>;
  /** Number of the order that started the subscription. */
  orderNumber: Scalars['String']['output'];
  /** Billing period: a number and a unit (d, m, y), e.g. 1y. */
  period: Scalars['String']['output'];
  /** When the subscription started. */
  startedAt: Scalars['DateTime']['output'];
};

/** All personal data stored about the customer, as one JSON document (privacy right of access and portability, Art. 15 and 20 GDPR). */
export type DataExport = {
  __typename?: 'DataExport';
  /** Always `application/json`. */
  contentType: Scalars['String']['output'];
  /** Suggested file name for the download, e.g. `schaufenster-daten-1000001.json`. */
  fileName: Scalars['String']['output'];
  /** The JSON document: customer, orders with licences, subscriptions, premium support, tickets, newsletter, reviews, sessions and pending e-mail links (metadata only, never tokens or the password hash). */
  json: Scalars['String']['output'];
};

/** Confirmation of the account deletion. */
export type DeleteMyAccountInput = {
  /** The current password. */
  password: Scalars['String']['input'];
};

/** Result of deleting the account. */
export type DeleteMyAccountResult = AccountDeleted | InvalidCredentials | NotLoggedIn | RateLimited | ValidationErrors;

/** Result of deleting a review. */
export type DeleteReviewResult = NotFound | NotLoggedIn | ReviewDeleted;

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

/** A confirmation link was mailed to the new address; the change takes effect when it is followed. */
export type EmailChangePending = {
  __typename?: 'EmailChangePending';
  /** The new address, waiting for confirmation. */
  newEmail: Scalars['String']['output'];
};

/** The e-mail address of the account was changed. */
export type EmailChanged = {
  __typename?: 'EmailChanged';
  /** The account's new address. */
  email: Scalars['String']['output'];
};

/** Result of exporting the personal data. */
export type ExportMyDataResult = DataExport | NotLoggedIn;

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

/** A problem with one input field, in the language of the request. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Machine-readable reason when the service gives one (cart changes: QTY_FIXED, QTY_OUT_OF_RANGE, UNKNOWN_PRODUCT, …); a client shows its own text for it. */
  code?: Maybe<Scalars['String']['output']>;
  /** Name of the input field, as in the mutation's input (`_form` for the input as a whole). */
  field: Scalars['String']['output'];
  /** Localized message naming the field by its label. */
  message: Scalars['String']['output'];
};

/** A set of pictures. */
export type GalleryBlock = {
  __typename?: 'GalleryBlock';
  /** Heading of the block. */
  heading: Scalars['String']['output'];
  /** The pictures. */
  images: Array<Image>;
};

/** The order or ticket of a mailed link was added to the account of its e-mail address. */
export type GuestItemClaimed = {
  __typename?: 'GuestItemClaimed';
  /** `ORDER` or `TICKET`. */
  kind: ClaimedItemKind;
  /** The order or ticket number. */
  number: Scalars['String']['output'];
};

/** What was added to the account. */
export type GuestItemsClaimed = {
  __typename?: 'GuestItemsClaimed';
  /** Numbers of the orders added. */
  orders: Array<Scalars['String']['output']>;
  /** Numbers of the tickets added. */
  tickets: Array<Scalars['String']['output']>;
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

/** E-mail address and password do not match an account whose address is confirmed. The same answer for an unknown address, a wrong password and an unconfirmed address (a new confirmation link is mailed in that last case when the password was right). */
export type InvalidCredentials = {
  __typename?: 'InvalidCredentials';
  /** Localized message. */
  message: Scalars['String']['output'];
};

/** A confirmation or unsubscribe link that is unknown or no longer valid. */
export type InvalidToken = {
  __typename?: 'InvalidToken';
  /** Localized message. */
  message: Scalars['String']['output'];
};

/** A licence of a program the customer bought. */
export type Licence = {
  __typename?: 'Licence';
  /** Download links of the full version. */
  downloads: Array<SetupFile>;
  /** Opaque id of the licence. */
  id: Scalars['ID']['output'];
  /** The licence key to enter in the program. */
  key: Scalars['String']['output'];
  /** Number of the order the licence came with. */
  orderNumber: Scalars['String']['output'];
  /** The product as the catalog shows it today; null when it is no longer in the catalog. */
  product?: Maybe<Product>;
  /** Id of the licensed product. */
  productId: Scalars['ID']['output'];
  /** Name of the product at the time of the order, in the order's language. */
  productName: Scalars['String']['output'];
  /** When the licence was bought. */
  purchasedAt: Scalars['DateTime']['output'];
};


/** A licence of a program the customer bought. */
export type LicenceProductArgs = {
  locale?: Locale;
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

/** Login data. */
export type LogInInput = {
  /** E-mail address of the account. */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** Result of logging in. */
export type LogInResult = InvalidCredentials | LoggedIn | RateLimited | ValidationErrors;

/** Login succeeded: the response sets the session cookie `sf_session`. */
export type LoggedIn = {
  __typename?: 'LoggedIn';
  /** The customer now logged in. */
  customer: Customer;
};

/** The session was ended: the response clears the session cookie. */
export type LoggedOut = {
  __typename?: 'LoggedOut';
  /** Always true. */
  loggedOut: Scalars['Boolean']['output'];
};

/** The kinds of single-use links the shop mails; their storefront pages check them on opening. */
export type MailedLinkKind =
  /** The registration's confirmation link. */
  | 'ACCOUNT_CONFIRM'
  /** A program activation's confirmation link. */
  | 'ACTIVATION'
  /** The link that adds a guest order or ticket to the account of its address. */
  | 'CLAIM'
  /** The confirmation link sent to a new e-mail address. */
  | 'EMAIL_CHANGE'
  /** The newsletter's double opt-in link. */
  | 'NEWSLETTER_CONFIRM'
  /** The unsubscribe link of every newsletter mail. */
  | 'NEWSLETTER_UNSUBSCRIBE'
  /** The forgotten password's link. */
  | 'RESET_PASSWORD'
  /** The set-password link of a customer record from an order. */
  | 'SET_PASSWORD';

/** Whether a mailed link's button would work now. */
export type MailedLinkStatus =
  /** The link's time is over. */
  | 'EXPIRED'
  /** No such link. */
  | 'INVALID'
  /** The link was used already. */
  | 'USED'
  /** The button will work. */
  | 'VALID';

/** An option that changes what a cart item includes, e.g. the subsequent-version upgrade. */
export type Modification = {
  __typename?: 'Modification';
  /** Surcharge, tax included, in the requested currency; null when not sold in it. */
  amountGross?: Maybe<Money>;
  /** Surcharge, tax included, in every currency it is sold in (EUR, USD, GBP, CHF order). */
  amountsGross: Array<Money>;
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

/** Entry points for changing data: form submissions. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds licences of a product (or more of one already in the cart). */
  addToCart: UpdateCartResult;
  /** Applies a coupon code; a refused code comes back as CouponRejected with its reason. */
  applyCoupon: UpdateCartResult;
  /** Sets the number of licences of a product in the cart. */
  changeCartItemQuantity: UpdateCartResult;
  /** Changes the password of the logged-in customer (the current one is required) and ends every other session. */
  changePassword: ChangePasswordResult;
  /** Adds orders and tickets placed with the account's address without logging in (see Customer.claimable) to the account. */
  claimGuestItems: ClaimGuestItemsResult;
  /** Asks for the free full version of a running promotion by e-mail. */
  claimPromotion: ClaimPromotionResult;
  /** Confirms an e-mail change with the token of the link sent to the new address. */
  confirmEmailChange: ConfirmEmailChangeResult;
  /** Adds the order or ticket of a mailed claim link to the account of its e-mail address. The link's page calls this from a button, never on opening. */
  confirmGuestClaim: ConfirmGuestClaimResult;
  /** Confirms a subscription with the token from the confirmation e-mail. Sent by the confirmation page's button (a POST), never on opening the link: what it carries is stored as the proof of the double opt-in. */
  confirmNewsletterSubscription: ConfirmNewsletterSubscriptionResult;
  /** Confirms a program activation with the token from the e-mail link. */
  confirmProgramActivation: ConfirmProgramActivationResult;
  /** Confirms a registration with the token of the e-mail link and logs in (sets the session cookie). */
  confirmRegistration: ConfirmRegistrationResult;
  /** Enters a support ticket and mails a confirmation with its number. */
  createSupportTicket: CreateSupportTicketResult;
  /** Deletes the account (the password is required): personal data is removed or anonymised, orders are kept anonymised as tax law requires; clears the session cookie. */
  deleteMyAccount: DeleteMyAccountResult;
  /** Deletes one of the customer's reviews. */
  deleteReview: DeleteReviewResult;
  /** All personal data stored about the customer as one JSON document. */
  exportMyData: ExportMyDataResult;
  /** Logs in with e-mail and password; a new session replaces the request's old one (sets the session cookie). */
  logIn: LogInResult;
  /** Ends the request's session (the hub revokes it) and clears the session cookie. */
  logOut: LoggedOut;
  /** Whether a mailed link still works, for its page to show the failure at once. It changes nothing; a mutation only so the token travels in a POST body, never in a URL (queries go as GET). */
  mailedLinkStatus: MailedLinkStatus;
  /** Places the order of the current cart; the same idempotency key never creates a second order. */
  placeOrder: PlaceOrderResult;
  /** Stores a rating of a help article. */
  rateHelpArticle: RateHelpArticleResult;
  /** Creates an account (or, for an address that has one, mails a notice instead) and mails a confirmation link `/konto/bestaetigen?token=…` (English `/en/account/confirm?token=…`); login works once it is followed. */
  register: RegisterResult;
  /** Removes the coupon. */
  removeCoupon: UpdateCartResult;
  /** Removes a product from the cart. */
  removeFromCart: UpdateCartResult;
  /** Reports a program missing from the customer's account. */
  reportMissingProgram: HelpRequestResult;
  /** Mails the customer's activation codes when the address is known; answers the same either way. */
  requestActivationCodes: HelpRequestResult;
  /** Mails a confirmation link `/konto/email-bestaetigen?token=…` (English `/en/account/confirm-email?token=…`, valid 24 hours) to the new address; the address changes when it is followed. */
  requestEmailChange: RequestEmailChangeResult;
  /** Mails a reset link `/konto/passwort-zuruecksetzen?token=…` (English `/en/account/reset-password?token=…`, valid one hour) when the address belongs to an account; the same answer either way. */
  requestPasswordReset: RequestPasswordResetResult;
  /** Asks for a program activation; an e-mail with a confirmation link is sent. */
  requestProgramActivation: RequestProgramActivationResult;
  /** Sends a message to the press office. */
  sendPressContact: HelpRequestResult;
  /** Sets the buyer's country, which decides the VAT rate. */
  setCartCountry: UpdateCartResult;
  /** Changes the cart's currency. */
  setCartCurrency: UpdateCartResult;
  /** Switches a modification of a cart item on or off. */
  setCartItemModification: UpdateCartResult;
  /** Replaces the cart's items (the whole new list). */
  setCartItems: UpdateCartResult;
  /** Chooses a subscription period for the cart, or none (null). */
  setCartSubscription: UpdateCartResult;
  /** Sets a new password with the token of a set-password or reset link, confirms the e-mail address, ends every other session and logs in (sets the session cookie). */
  setPassword: SetPasswordResult;
  /** Subscribes an address to the newsletter; it is on the list once the e-mail link is followed. */
  subscribeNewsletter: SubscribeNewsletterResult;
  /** Takes an address off the list with the token from any newsletter e-mail. */
  unsubscribeNewsletter: UnsubscribeNewsletterResult;
  /** Puts the account's (confirmed) address on the newsletter list or takes it off. */
  updateMyNewsletter: UpdateMyNewsletterResult;
  /** Writes the customer's review of a bought program, or edits it when there is one already. */
  writeReview: WriteReviewResult;
};


/** Entry points for changing data: form submissions. */
export type MutationAddToCartArgs = {
  currency?: InputMaybe<CurrencyCode>;
  locale?: Locale;
  productId: Scalars['ID']['input'];
  quantity?: Scalars['Int']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationApplyCouponArgs = {
  code: Scalars['String']['input'];
  locale?: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationChangeCartItemQuantityArgs = {
  locale?: Locale;
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationClaimGuestItemsArgs = {
  locale: Locale;
  orders: Array<Scalars['String']['input']>;
  tickets: Array<Scalars['String']['input']>;
};


/** Entry points for changing data: form submissions. */
export type MutationClaimPromotionArgs = {
  id: Scalars['ID']['input'];
  input: ClaimPromotionInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationConfirmEmailChangeArgs = {
  locale: Locale;
  token: Scalars['String']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationConfirmGuestClaimArgs = {
  locale: Locale;
  token: Scalars['String']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationConfirmNewsletterSubscriptionArgs = {
  consentText: Scalars['String']['input'];
  locale: Locale;
  token: Scalars['String']['input'];
  userAgent?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for changing data: form submissions. */
export type MutationConfirmProgramActivationArgs = {
  locale: Locale;
  token: Scalars['String']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationConfirmRegistrationArgs = {
  locale: Locale;
  token: Scalars['String']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationCreateSupportTicketArgs = {
  input: CreateSupportTicketInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationDeleteMyAccountArgs = {
  input: DeleteMyAccountInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationDeleteReviewArgs = {
  id: Scalars['ID']['input'];
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationExportMyDataArgs = {
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationLogInArgs = {
  input: LogInInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationMailedLinkStatusArgs = {
  kind: MailedLinkKind;
  token: Scalars['String']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationPlaceOrderArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: PlaceOrderInput;
  locale?: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRateHelpArticleArgs = {
  input: RateHelpArticleInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRegisterArgs = {
  input: RegisterInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRemoveCouponArgs = {
  locale?: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRemoveFromCartArgs = {
  locale?: Locale;
  productId: Scalars['ID']['input'];
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
export type MutationRequestEmailChangeArgs = {
  input: RequestEmailChangeInput;
  locale: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
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
export type MutationSetCartCountryArgs = {
  country: Scalars['String']['input'];
  locale?: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationSetCartCurrencyArgs = {
  currency: CurrencyCode;
  locale?: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationSetCartItemModificationArgs = {
  active: Scalars['Boolean']['input'];
  locale?: Locale;
  modificationId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationSetCartItemsArgs = {
  items: Array<CartItemInput>;
  locale?: Locale;
};


/** Entry points for changing data: form submissions. */
export type MutationSetCartSubscriptionArgs = {
  locale?: Locale;
  period?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for changing data: form submissions. */
export type MutationSetPasswordArgs = {
  input: SetPasswordInput;
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


/** Entry points for changing data: form submissions. */
export type MutationUpdateMyNewsletterArgs = {
  locale: Locale;
  subscribed: Scalars['Boolean']['input'];
};


/** Entry points for changing data: form submissions. */
export type MutationWriteReviewArgs = {
  input: WriteReviewInput;
  locale: Locale;
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

/** State of the newsletter subscription of an account's e-mail address. */
export type NewsletterState =
  /** The address is not on the list and never was. */
  | 'NOT_SUBSCRIBED'
  /** A subscription waits for the confirmation link (double opt-in). */
  | 'PENDING'
  /** The address receives the newsletter. */
  | 'SUBSCRIBED'
  /** The address was taken off the list. */
  | 'UNSUBSCRIBED';

/** Newsletter status of the account's e-mail address. */
export type NewsletterStatus = {
  __typename?: 'NewsletterStatus';
  /** The address the status is about (the account's). */
  email: Scalars['String']['output'];
  /** Where the subscription stands. */
  state: NewsletterState;
  /** True when the address receives the newsletter. */
  subscribed: Scalars['Boolean']['output'];
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

/** Nothing with this id belongs to the logged-in customer. */
export type NotFound = {
  __typename?: 'NotFound';
  /** Localized message. */
  message: Scalars['String']['output'];
};

/** The request carries no valid session (logged out, expired or revoked). */
export type NotLoggedIn = {
  __typename?: 'NotLoggedIn';
  /** Localized message. */
  message: Scalars['String']['output'];
};

/** Only customers who bought the program may review it. */
export type NotPurchased = {
  __typename?: 'NotPurchased';
  /** Localized message. */
  message: Scalars['String']['output'];
};

/** A placed order (spec §3 'Order as read for tracking'). */
export type Order = {
  __typename?: 'Order';
  /** The coupon used, or null. */
  coupon?: Maybe<AppliedCoupon>;
  /** Currency of every amount of the order. */
  currency: CurrencyCode;
  /** E-mail address of the buyer. */
  email: Scalars['String']['output'];
  /** The ordered programs with their licences. */
  items: Array<OrderItem>;
  /** Order number `<customer number>-<n>`, n counting the customer's earlier orders from 0. */
  orderNumber: Scalars['String']['output'];
  /** When the order was placed. */
  placedAt: Scalars['DateTime']['output'];
  /** Subscription period the order was placed with (e.g. `1y`); null for one-time purchases. */
  subscriptionPeriod?: Maybe<Scalars['String']['output']>;
  /** The VAT contained in the total. */
  taxAmount: Money;
  /** VAT rate in percent of the order. */
  taxVatPercentage: Scalars['Float']['output'];
  /** What was paid, tax included. */
  totalGross: Money;
};

/** One program of an order. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** Download links of the full version. */
  downloads: Array<SetupFile>;
  /** What the line sold: a program, or the premium support plan. */
  kind: CartItemKind;
  /** One licence key per licence. */
  licenceKeys: Array<Scalars['String']['output']>;
  /** The licences of this line with their ids (empty for the premium support plan). */
  licences: Array<Licence>;
  /** Name of the product at the time of the order, in the requested language (the order's language when none is given). */
  name: Scalars['String']['output'];
  /** Former price of one licence of an offer product, tax included; null otherwise. */
  offerPriceGross?: Maybe<Money>;
  /** True when the product was on offer. */
  offerProduct: Scalars['Boolean']['output'];
  /** Id of the product, as text. */
  productId: Scalars['ID']['output'];
  /** Number of licences. */
  quantity: Scalars['Int']['output'];
  /** Price of one licence, tax included. */
  unitPriceGross: Money;
  /** VAT contained in one licence. */
  unitTax: Money;
};


/** One program of an order. */
export type OrderItemNameArgs = {
  locale?: InputMaybe<Locale>;
};

/** An order was placed and paid. */
export type OrderPlaced = {
  __typename?: 'OrderPlaced';
  /** Token that lets this browser read the order without an account: send it in the request header `X-Order-Token` (`order`, `conversionOrder`); keep it out of URLs. */
  accessToken: Scalars['String']['output'];
  /** The order. */
  order: Order;
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

/** The password was changed; every other session of the account was ended. */
export type PasswordChanged = {
  __typename?: 'PasswordChanged';
  /** Number of other sessions that were ended. */
  revokedSessions: Scalars['Int']['output'];
};

/** The payment provider declined the payment; nothing was ordered, the cart is kept. */
export type PaymentDeclined = {
  __typename?: 'PaymentDeclined';
  /** The provider's reason in the requested language. */
  message: Scalars['String']['output'];
};

/** What the buyer enters at checkout (the same zod schema validates it on the server). */
export type PlaceOrderInput = {
  /** Acceptance of the terms and conditions; must be true. */
  acceptTerms: Scalars['Boolean']['input'];
  /** Card number for the payment provider (the test provider knows a success and a decline number). */
  cardNumber: Scalars['String']['input'];
  /** Affiliate click id from the `cje` cookie, when there is one. */
  cjEvent?: InputMaybe<Scalars['String']['input']>;
  /** Company, optional. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 country of the buyer (decides the VAT rate). */
  country: Scalars['String']['input'];
  /** E-mail address for the confirmation, the licences and the customer account. */
  email: Scalars['String']['input'];
  /** Full name of the buyer. */
  name: Scalars['String']['input'];
  /** VAT identification number of a company, optional. */
  vatId?: InputMaybe<Scalars['String']['input']>;
  /** Consent to immediate delivery of the digital content and acknowledgement that the right of withdrawal lapses; must be true. */
  waiveWithdrawal: Scalars['Boolean']['input'];
};

/** Result of placing an order. */
export type PlaceOrderResult = CartNotOrderable | OrderPlaced | PaymentDeclined | RateLimited | ValidationErrors;

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
  /** Id to buy the plan with through the cart (`addToCart`); null when the hub does not sell it in the cart. */
  cartProductId?: Maybe<Scalars['ID']['output']>;
  /** One-time price, tax included (gross), in EUR. */
  priceGross: Money;
  /** The one-time price, tax included, in every currency the cart sells the plan in (EUR, USD, GBP, CHF order): pages show the shopper's currency, and the cart charges exactly that amount. */
  pricesGross: Array<Money>;
  /** Days the plan is valid after purchase (one year). */
  validityDays: Scalars['Int']['output'];
};

/** The customer's premium support plan (bought through the cart, valid one year). */
export type PremiumSupportStatus = {
  __typename?: 'PremiumSupportStatus';
  /** True while a bought plan is valid. */
  active: Scalars['Boolean']['output'];
  /** Number of the order of the newest plan; null when none was bought. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** End of the newest plan's validity; null when none was bought. */
  validUntil?: Maybe<Scalars['DateTime']['output']>;
};

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
  /** The program's edition per platform it runs on, the primary platform first; a listing of a platform links to that platform's edition. */
  editions: Array<ProductEdition>;
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
  /**
   * List price, tax included (gross), in every currency the product is sold in (EUR, USD, GBP,
   * CHF order). A page pre-rendered for everyone shows the shopper's chosen currency from these
   * amounts without asking again; the amounts themselves are the server's.
   */
  pricesGross: Array<Money>;
  /** The platform the program is mainly made for; its canonical path starts with it. */
  primaryPlatform: Platform;
  /** The download page's promotion of the program, if it has one. */
  promoBanner?: Maybe<PromoBanner>;
  /** The promotion of this product running now; null when none runs (then the price applies). */
  promotion?: Maybe<Promotion>;
  /** Average stars of the reviews in the requested language, one decimal; null without reviews. Use it for the Product JSON-LD `aggregateRating.ratingValue`. */
  ratingAverage?: Maybe<Scalars['Float']['output']>;
  /** Other programs a visitor may like. */
  relatedProducts: Array<Product>;
  /** Release date (a calendar day, no time). */
  releaseDate: Scalars['Date']['output'];
  /** Number of reviews in the requested language. Use it for the Product JSON-LD `aggregateRating.reviewCount`. */
  reviewCount: Scalars['Int']['output'];
  /** Reviews in the requested language (the publisher's seed reviews and those of customers who bought the program), newest first. */
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
  /** Crossed-out former price, tax included, in every currency it exists in (EUR, USD, GBP, CHF order); empty when there is no offer. */
  strikePricesGross: Array<Money>;
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

/**
 * One platform's edition of a program: where its page is below that platform and how it is
 * installed there (setup files of the product's versions for desktop platforms, the app store
 * page for mobile ones).
 */
export type ProductEdition = {
  __typename?: 'ProductEdition';
  /** Storefront path of the product below this platform, per language. */
  paths: LocalizedPaths;
  /** The platform of the edition. */
  platform: Platform;
  /** App store page (App Store, Google Play) of a mobile edition; null for desktop editions, which are downloaded. */
  storeUrl?: Maybe<Scalars['String']['output']>;
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

/** A promotion that runs now. */
export type Promotion = {
  __typename?: 'Promotion';
  /** When it ends; the home countdown counts down to it. */
  endsAt: Scalars['DateTime']['output'];
  /** Headline in the requested language; names the product. */
  headline: Scalars['String']['output'];
  /** Stable id of the promotion. */
  id: Scalars['ID']['output'];
  /** What it gives. */
  kind: PromotionKind;
  /** The product it is about. */
  product: Product;
  /** When it began. */
  startsAt: Scalars['DateTime']['output'];
  /** What the visitor gets and how, in the requested language. */
  text: Scalars['String']['output'];
};

/** The claim was taken: the licence key and the download link are on their way by e-mail. The same answer for an address that claimed before (its key is sent again). */
export type PromotionClaimAccepted = {
  __typename?: 'PromotionClaimAccepted';
  /** Localized confirmation to show. */
  message: Scalars['String']['output'];
};

/** What a promotion gives. */
export type PromotionKind =
  /** The full version of the product, free: a licence key and the download link by e-mail. */
  | 'FREE_FULL_VERSION';

/** The promotion is not running (not yet or no longer); nothing was sent. */
export type PromotionNotRunning = {
  __typename?: 'PromotionNotRunning';
  /** Localized message. */
  message: Scalars['String']['output'];
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
  /** An order as conversion: for its buyer (access token from checkout in the header `X-Order-Token`, or logged in with the customer session cookie `sf_session`) or an analyst (Authorization: Bearer key); null otherwise. */
  conversionOrder?: Maybe<ConversionOrder>;
  /** Conversion figures of a date range, one per group and currency, ordered by key then currency (analysts only: Authorization: Bearer key). */
  conversionStats: Array<ConversionStat>;
  /** Totals of a date range, one per currency present, ordered by currency (analysts only: Authorization: Bearer key). */
  conversionTotals: Array<ConversionTotals>;
  /** Conversions placed in a date range, oldest first (analysts only: Authorization: Bearer key). Pages of 1 to 200 (default 50); the same rows as CSV: GET /analytics/conversions.csv. */
  conversions: ConversionConnection;
  /** Content of the home page. */
  homePage: HomePage;
  /** The logged-in customer (session cookie `sf_session`); null when logged out or the session expired. Never cached. */
  me?: Maybe<Customer>;
  /**
   * An order, for its buyer only; null for everyone else. The buyer proves it with the access
   * token from checkout (`OrderPlaced.accessToken`) in the request header `X-Order-Token`, never
   * in an argument or URL (those end up in logs).
   */
  order?: Maybe<Order>;
  /** A content page by its path in either language; null when there is none. */
  page?: Maybe<Page>;
  /** The premium support plan offered after a support ticket, with its current price. */
  premiumSupportOffer: PremiumSupportOffer;
  /** One product by its slug in either language; null when there is none. */
  product?: Maybe<Product>;
  /** Products in catalog order (or the given sort), cursor-paginated, optionally filtered. */
  products: ProductConnection;
  /** The download page's promotion of a product; null when it has none. */
  promoBanner?: Maybe<PromoBanner>;
  /** The promotions running now, the one ending first first; empty when none runs. */
  promotions: Array<Promotion>;
  /** Search in both languages over product names, categories, descriptions and synonyms, tolerant of typos and word parts, best match first. */
  search: SearchResult;
  /** The best few matches while a visitor types a search (same ranking as `search`). */
  searchSuggestions: Array<SearchSuggestion>;
  /** Products of the spring promotion. */
  specialPromoProducts: Array<SpecialPromoProduct>;
  /** The affiliate tracking payload of a page; null for page types that are not reported. */
  trackingPage?: Maybe<TrackingPage>;
};


/** Entry points for reading the storefront. */
export type QueryCartArgs = {
  locale?: Locale;
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
  platform?: InputMaybe<Platform>;
};


/** Entry points for reading the storefront. */
export type QueryCategoryArgs = {
  locale: Locale;
  platform?: InputMaybe<Platform>;
  slug: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryConversionOrderArgs = {
  orderNumber: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryConversionStatsArgs = {
  filter?: InputMaybe<ConversionFilter>;
  from: Scalars['String']['input'];
  groupBy: ConversionGroupBy;
  to: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryConversionTotalsArgs = {
  filter?: InputMaybe<ConversionFilter>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryConversionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ConversionFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QueryHomePageArgs = {
  locale: Locale;
};


/** Entry points for reading the storefront. */
export type QueryOrderArgs = {
  orderNumber: Scalars['String']['input'];
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
export type QueryPromotionsArgs = {
  locale: Locale;
};


/** Entry points for reading the storefront. */
export type QuerySearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Locale;
  query: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QuerySearchSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Locale;
  query: Scalars['String']['input'];
};


/** Entry points for reading the storefront. */
export type QuerySpecialPromoProductsArgs = {
  locale: Locale;
};


/** Entry points for reading the storefront. */
export type QueryTrackingPageArgs = {
  pageType: AffiliatePageType;
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

/** A registration. */
export type RegisterInput = {
  /** E-mail address; it becomes the login name once confirmed. */
  email: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** Password, 10 to 128 characters (see the shared validation `passwordRule`). */
  password: Scalars['String']['input'];
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Result of registering. */
export type RegisterResult = RateLimited | RegistrationPending | ValidationErrors;

/** A registration was taken: a confirmation link was mailed. The same answer whether or not the address already has an account. */
export type RegistrationPending = {
  __typename?: 'RegistrationPending';
  /** Always true. */
  pending: Scalars['Boolean']['output'];
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

/** An e-mail change in the account. */
export type RequestEmailChangeInput = {
  /** The new e-mail address; a confirmation link is mailed to it. */
  newEmail: Scalars['String']['input'];
  /** The current password. */
  password: Scalars['String']['input'];
};

/** Result of asking to change the e-mail address. */
export type RequestEmailChangeResult = EmailChangePending | InvalidCredentials | NotLoggedIn | RateLimited | ValidationErrors;

/** A password reset request. */
export type RequestPasswordResetInput = {
  /** E-mail address of the account. */
  email: Scalars['String']['input'];
  /** Honeypot: a field people never see; leave empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** Result of asking for a password reset link. */
export type RequestPasswordResetResult = RateLimited | RequestAccepted | ValidationErrors;

/** An activation request of a desktop program. */
export type RequestProgramActivationInput = {
  /** E-mail address to confirm the activation with. */
  email: Scalars['String']['input'];
  /** Id of the product to activate. */
  productId: Scalars['ID']['input'];
};

/** Result of requesting a program activation. */
export type RequestProgramActivationResult = ProgramActivationPending | RateLimited | ValidationErrors;

/** A customer review in the requested language. */
export type Review = {
  __typename?: 'Review';
  /** Display name of the reviewer. */
  author: Scalars['String']['output'];
  /** Text of the review. */
  body: Scalars['String']['output'];
  /** When the review was written. */
  createdAt: Scalars['DateTime']['output'];
  /** Stable id of the review. */
  id: Scalars['ID']['output'];
  /** Rating from 1 to 5 stars. */
  stars: Scalars['Int']['output'];
  /** Headline of the review. */
  title: Scalars['String']['output'];
  /** When the reviewer last edited the review; null when it was never edited. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when the reviewer bought the program from the publisher (shown as the verified-purchase mark). */
  verifiedPurchase: Scalars['Boolean']['output'];
};

/** The review was deleted. */
export type ReviewDeleted = {
  __typename?: 'ReviewDeleted';
  /** Id of the deleted review. */
  id: Scalars['ID']['output'];
};

/** A review was written or edited. */
export type ReviewSaved = {
  __typename?: 'ReviewSaved';
  /** True when it is new, false when an earlier review of the product was edited. */
  created: Scalars['Boolean']['output'];
  /** The review as stored. */
  review: CustomerReview;
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

/** A product suggested while a visitor types a search. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** The product's name in the requested language. */
  name: Scalars['String']['output'];
  /** The suggested product. */
  product: Product;
};

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

/** A new password with the token of an e-mailed set-password or reset link. */
export type SetPasswordInput = {
  /** The new password, 10 to 128 characters. */
  password: Scalars['String']['input'];
  /** Token from the e-mail link. */
  token: Scalars['String']['input'];
};

/** Result of setting a password with an e-mailed link (logs in on success). */
export type SetPasswordResult = InvalidToken | LoggedIn | RateLimited | ValidationErrors;

/** A downloadable setup file of one version for one platform. */
export type SetupFile = {
  __typename?: 'SetupFile';
  /**
   * Same-origin download URL, e.g. /downloads/photo-studio-pro-trial-windows.exe. A paid
   * edition (full, plus) is served only through the link in an order or licence: the buyer's
   * signed, short-lived link (…?licence=…&expires=…&signature=…); its bare path is refused.
   */
  downloadUrl: Scalars['String']['output'];
  /** File name in the download store. */
  fileName: Scalars['String']['output'];
  /** Platform the file installs on. */
  platform: Platform;
  /** Size of the file in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /**
   * In an order or licence: the store page (App Store, Google Play) of a bought Android or iOS
   * edition. Buyers install the app from there and unlock it with the licence key; the shop
   * hands out no .apk or .ipa, so downloadUrl is then not for buyers. Null for other files.
   */
  storeUrl?: Maybe<Scalars['String']['output']>;
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

/** A support ticket the customer sent. */
export type SupportTicket = {
  __typename?: 'SupportTicket';
  /** File name of the attachment, if one was sent. */
  attachmentName?: Maybe<Scalars['String']['output']>;
  /** When the ticket was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Id of the ticket. */
  id: Scalars['ID']['output'];
  /** The description of the problem. */
  message: Scalars['String']['output'];
  /** Operating system id, e.g. `windows-11`. */
  operatingSystem: Scalars['String']['output'];
  /** True when premium support was asked for. */
  premiumSupport: Scalars['Boolean']['output'];
  /** Id of the affected product. */
  productId: Scalars['ID']['output'];
  /** Name of the affected product in the ticket's language; empty when it is no longer in the catalog. */
  productName: Scalars['String']['output'];
  /** Ticket number to quote, `T-<id>`. */
  ticketNumber: Scalars['String']['output'];
  /** `problem-with-program` or `problem-with-payment`. */
  topic: Scalars['String']['output'];
  /** Version id: `fullversion`, `promoversion`, `testversion` or `freeversion`. */
  version: Scalars['String']['output'];
};

/** A support ticket was entered; a confirmation e-mail is on its way. */
export type SupportTicketCreated = {
  __typename?: 'SupportTicketCreated';
  /** Ticket number to quote in later contact. */
  ticketNumber: Scalars['String']['output'];
};

/** The top programs of one product category on the home page. */
export type TopPrograms = {
  __typename?: 'TopPrograms';
  /** The product category. */
  category: Category;
  /** Its top programs, best first. */
  products: Array<Product>;
};

/** The affiliate tracking payload of a page (spec §3 'Tracking page payload'). */
export type TrackingPage = {
  __typename?: 'TrackingPage';
  /** Cart pages only: the §9 cart subtotal in major units (e.g. 25.2); 0 without a cart, else null. */
  cartSubtotal?: Maybe<Scalars['Float']['output']>;
  /** The affiliate network's enterprise id (gateway configuration `AFFILIATE_ENTERPRISE_ID`). */
  enterpriseId: Scalars['Int']['output'];
  /** Cart pages only: one conversion item per cart line (empty without a cart), else null. */
  items?: Maybe<Array<ConversionItem>>;
  /** The page type as the affiliate network spells it (camelCase, e.g. `productDetail`). */
  pageType: Scalars['String']['output'];
};

/** Result of unsubscribing from the newsletter. */
export type UnsubscribeNewsletterResult = InvalidToken | NewsletterUnsubscribed | RateLimited | ValidationErrors;

/** Result of a cart change. */
export type UpdateCartResult = CartUpdated | CouponRejected | ValidationErrors;

/** Result of subscribing or unsubscribing the account's address. */
export type UpdateMyNewsletterResult = NewsletterStatus | NotLoggedIn;

/** The input was refused; nothing was stored. Show each message next to its field. */
export type ValidationErrors = {
  __typename?: 'ValidationErrors';
  /** One message per refused field. */
  fieldErrors: Array<FieldError>;
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

/** A review of a bought program: one per customer and product; writing again edits it. */
export type WriteReviewInput = {
  /** Text, 1 to 5000 characters. */
  body: Scalars['String']['input'];
  /** Id of the product. */
  productId: Scalars['ID']['input'];
  /** Language the review is written in (shown on the product page in this language). */
  reviewLocale: Locale;
  /** Rating from 1 to 5 stars. */
  stars: Scalars['Int']['input'];
  /** Headline, 1 to 120 characters. */
  title: Scalars['String']['input'];
};

/** Result of writing or editing a review. */
export type WriteReviewResult = NotLoggedIn | NotPurchased | RateLimited | ReviewSaved | ValidationErrors;

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
  ChangePasswordResult:
    | ( InvalidCredentials )
    | ( NotLoggedIn )
    | ( PasswordChanged )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  ClaimGuestItemsResult:
    | ( GuestItemsClaimed )
    | ( NotLoggedIn )
    | ( ValidationErrors )
  ;
  ClaimPromotionResult:
    | ( PromotionClaimAccepted )
    | ( PromotionNotRunning )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  ConfirmEmailChangeResult:
    | ( EmailChanged )
    | ( InvalidToken )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  ConfirmGuestClaimResult:
    | ( GuestItemClaimed )
    | ( InvalidToken )
    | ( RateLimited )
  ;
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
  ConfirmRegistrationResult:
    | ( InvalidToken )
    | ( Omit<LoggedIn, 'customer'> & { customer: _RefType['Customer'] } )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  CreateSupportTicketResult:
    | ( RateLimited )
    | ( SupportTicketCreated )
    | ( ValidationErrors )
  ;
  DeleteMyAccountResult:
    | ( AccountDeleted )
    | ( InvalidCredentials )
    | ( NotLoggedIn )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  DeleteReviewResult:
    | ( NotFound )
    | ( NotLoggedIn )
    | ( ReviewDeleted )
  ;
  ExportMyDataResult:
    | ( DataExport )
    | ( NotLoggedIn )
  ;
  HelpRequestResult:
    | ( RateLimited )
    | ( RequestAccepted )
    | ( ValidationErrors )
  ;
  LogInResult:
    | ( InvalidCredentials )
    | ( Omit<LoggedIn, 'customer'> & { customer: _RefType['Customer'] } )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  PageBlock:
    | ( ContactBlockRest )
    | ( DownloadsBlockRest )
    | ( FaqBlockRest )
    | ( GalleryBlockRest )
    | ( ListBlockRest )
    | ( RichTextBlockRest )
  ;
  PlaceOrderResult:
    | ( CartNotOrderable )
    | ( Omit<OrderPlaced, 'order'> & { order: _RefType['Order'] } )
    | ( PaymentDeclined )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  RateHelpArticleResult:
    | ( HelpArticleRated )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  RegisterResult:
    | ( RateLimited )
    | ( RegistrationPending )
    | ( ValidationErrors )
  ;
  RequestEmailChangeResult:
    | ( EmailChangePending )
    | ( InvalidCredentials )
    | ( NotLoggedIn )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  RequestPasswordResetResult:
    | ( RateLimited )
    | ( RequestAccepted )
    | ( ValidationErrors )
  ;
  RequestProgramActivationResult:
    | ( ProgramActivationPending )
    | ( RateLimited )
    | ( ValidationErrors )
  ;
  SetPasswordResult:
    | ( InvalidToken )
    | ( Omit<LoggedIn, 'customer'> & { customer: _RefType['Customer'] } )
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
  UpdateCartResult:
    | ( Omit<CartUpdated, 'cart'> & { cart: _RefType['Cart'] } )
    | ( Omit<CouponRejected, 'cart'> & { cart: _RefType['Cart'] } )
    | ( ValidationErrors )
  ;
  UpdateMyNewsletterResult:
    | ( NewsletterStatusRest )
    | ( NotLoggedIn )
  ;
  WriteReviewResult:
    | ( NotLoggedIn )
    | ( NotPurchased )
    | ( RateLimited )
    | ( Omit<ReviewSaved, 'review'> & { review: _RefType['CustomerReview'] } )
    | ( ValidationErrors )
  ;
}>;


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountDeleted: ResolverTypeWrapper<AccountDeleted>;
  AffiliatePageType: AffiliatePageType;
  AppliedCoupon: ResolverTypeWrapper<AppliedCouponParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  Cart: ResolverTypeWrapper<CartParent>;
  CartItem: ResolverTypeWrapper<CartItemParent>;
  CartItemInput: CartItemInput;
  CartItemKind: CartItemKind;
  CartItemModification: ResolverTypeWrapper<CartItemModificationParent>;
  CartModificationInput: CartModificationInput;
  CartNotOrderable: ResolverTypeWrapper<CartNotOrderable>;
  CartUpdated: ResolverTypeWrapper<Omit<CartUpdated, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  CatalogPath: ResolverTypeWrapper<CatalogPathRest>;
  Category: ResolverTypeWrapper<CategoryRest>;
  CategoryKind: CategoryKind;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChangePasswordResult']>;
  ClaimGuestItemsResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClaimGuestItemsResult']>;
  ClaimPromotionInput: ClaimPromotionInput;
  ClaimPromotionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ClaimPromotionResult']>;
  ClaimableItems: ResolverTypeWrapper<ClaimableItems>;
  ClaimableOrder: ResolverTypeWrapper<ClaimableOrder>;
  ClaimableTicket: ResolverTypeWrapper<ClaimableTicket>;
  ClaimedItemKind: ClaimedItemKind;
  ConfirmEmailChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmEmailChangeResult']>;
  ConfirmGuestClaimResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmGuestClaimResult']>;
  ConfirmNewsletterSubscriptionResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmNewsletterSubscriptionResult']>;
  ConfirmProgramActivationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmProgramActivationResult']>;
  ConfirmRegistrationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ConfirmRegistrationResult']>;
  ContactBlock: ResolverTypeWrapper<ContactBlockRest>;
  ContactOption: ResolverTypeWrapper<ContactOption>;
  ConversionConnection: ResolverTypeWrapper<ConversionConnection>;
  ConversionEdge: ResolverTypeWrapper<ConversionEdge>;
  ConversionFilter: ConversionFilter;
  ConversionGroupBy: ConversionGroupBy;
  ConversionItem: ResolverTypeWrapper<ConversionItem>;
  ConversionOrder: ResolverTypeWrapper<ConversionOrder>;
  ConversionPostback: ResolverTypeWrapper<ConversionPostback>;
  ConversionPostbackStatus: ConversionPostbackStatus;
  ConversionSource: ConversionSource;
  ConversionStat: ResolverTypeWrapper<ConversionStat>;
  ConversionTotals: ResolverTypeWrapper<ConversionTotals>;
  CouponRejected: ResolverTypeWrapper<Omit<CouponRejected, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  CouponRejection: CouponRejection;
  CreateSupportTicketInput: CreateSupportTicketInput;
  CreateSupportTicketResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CreateSupportTicketResult']>;
  CurrencyCode: CurrencyCode;
  Customer: ResolverTypeWrapper<CustomerRest>;
  CustomerReview: ResolverTypeWrapper<CustomerReviewRest>;
  CustomerSubscription: ResolverTypeWrapper<SubscriptionRest>;
  DataExport: ResolverTypeWrapper<DataExport>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteMyAccountInput: DeleteMyAccountInput;
  DeleteMyAccountResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteMyAccountResult']>;
  DeleteReviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['DeleteReviewResult']>;
  DownloadItem: ResolverTypeWrapper<DownloadItemRest>;
  DownloadKind: DownloadKind;
  DownloadsBlock: ResolverTypeWrapper<DownloadsBlockRest>;
  EmailChangePending: ResolverTypeWrapper<EmailChangePending>;
  EmailChanged: ResolverTypeWrapper<EmailChanged>;
  ExportMyDataResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ExportMyDataResult']>;
  FaqBlock: ResolverTypeWrapper<FaqBlockRest>;
  FaqItem: ResolverTypeWrapper<FaqItem>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GalleryBlock: ResolverTypeWrapper<GalleryBlockRest>;
  GuestItemClaimed: ResolverTypeWrapper<GuestItemClaimed>;
  GuestItemsClaimed: ResolverTypeWrapper<GuestItemsClaimed>;
  HelpArticleRated: ResolverTypeWrapper<HelpArticleRated>;
  HelpRequestResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['HelpRequestResult']>;
  HomePage: ResolverTypeWrapper<HomePageRest>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageRest>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvalidCredentials: ResolverTypeWrapper<InvalidCredentials>;
  InvalidToken: ResolverTypeWrapper<InvalidToken>;
  Licence: ResolverTypeWrapper<LicenceRest>;
  ListBlock: ResolverTypeWrapper<ListBlockRest>;
  Locale: Locale;
  LocalizedPaths: ResolverTypeWrapper<LocalizedPaths>;
  LocalizedSlugs: ResolverTypeWrapper<LocalizedSlugs>;
  LogInInput: LogInInput;
  LogInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['LogInResult']>;
  LoggedIn: ResolverTypeWrapper<Omit<LoggedIn, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  LoggedOut: ResolverTypeWrapper<LoggedOut>;
  MailedLinkKind: MailedLinkKind;
  MailedLinkStatus: MailedLinkStatus;
  Modification: ResolverTypeWrapper<ModificationRest>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterBanner: ResolverTypeWrapper<NewsletterBanner>;
  NewsletterState: NewsletterState;
  NewsletterStatus: ResolverTypeWrapper<NewsletterStatusRest>;
  NewsletterSubscriptionConfirmed: ResolverTypeWrapper<NewsletterSubscriptionConfirmed>;
  NewsletterSubscriptionPending: ResolverTypeWrapper<NewsletterSubscriptionPending>;
  NewsletterUnsubscribed: ResolverTypeWrapper<NewsletterUnsubscribed>;
  NotFound: ResolverTypeWrapper<NotFound>;
  NotLoggedIn: ResolverTypeWrapper<NotLoggedIn>;
  NotPurchased: ResolverTypeWrapper<NotPurchased>;
  Order: ResolverTypeWrapper<OrderRest>;
  OrderItem: ResolverTypeWrapper<OrderItemParent>;
  OrderPlaced: ResolverTypeWrapper<Omit<OrderPlaced, 'order'> & { order: ResolversTypes['Order'] }>;
  Page: ResolverTypeWrapper<PageRest>;
  PageBlock: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PageBlock']>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageLayout: PageLayout;
  PasswordChanged: ResolverTypeWrapper<PasswordChanged>;
  PaymentDeclined: ResolverTypeWrapper<PaymentDeclined>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PlaceOrderResult']>;
  Platform: Platform;
  PremiumSupportOffer: ResolverTypeWrapper<PremiumSupportOffer>;
  PremiumSupportStatus: ResolverTypeWrapper<PremiumSupportRest>;
  PressQuote: ResolverTypeWrapper<PressQuote>;
  Product: ResolverTypeWrapper<CatalogProductRest>;
  ProductConnection: ResolverTypeWrapper<ProductPageRest>;
  ProductEdge: ResolverTypeWrapper<Omit<ProductEdge, 'node'> & { node: ResolversTypes['Product'] }>;
  ProductEdition: ResolverTypeWrapper<ProductEdition>;
  ProductFunction: ResolverTypeWrapper<ProductFunction>;
  ProductSort: ProductSort;
  ProductVersion: ResolverTypeWrapper<VersionRest>;
  ProgramActivated: ResolverTypeWrapper<ProgramActivated>;
  ProgramActivationPending: ResolverTypeWrapper<ProgramActivationPending>;
  PromoBanner: ResolverTypeWrapper<PromoBannerRest>;
  Promotion: ResolverTypeWrapper<PromotionParent>;
  PromotionClaimAccepted: ResolverTypeWrapper<PromotionClaimAccepted>;
  PromotionKind: PromotionKind;
  PromotionNotRunning: ResolverTypeWrapper<PromotionNotRunning>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateHelpArticleInput: RateHelpArticleInput;
  RateHelpArticleResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RateHelpArticleResult']>;
  RateLimited: ResolverTypeWrapper<RateLimited>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RegisterResult']>;
  RegistrationPending: ResolverTypeWrapper<RegistrationPending>;
  ReportMissingProgramInput: ReportMissingProgramInput;
  RequestAccepted: ResolverTypeWrapper<RequestAccepted>;
  RequestActivationCodesInput: RequestActivationCodesInput;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangeResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestEmailChangeResult']>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestPasswordResetResult']>;
  RequestProgramActivationInput: RequestProgramActivationInput;
  RequestProgramActivationResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestProgramActivationResult']>;
  Review: ResolverTypeWrapper<ReviewRest>;
  ReviewDeleted: ResolverTypeWrapper<ReviewDeleted>;
  ReviewSaved: ResolverTypeWrapper<Omit<ReviewSaved, 'review'> & { review: ResolversTypes['CustomerReview'] }>;
  RichTextBlock: ResolverTypeWrapper<RichTextBlockRest>;
  SearchResult: ResolverTypeWrapper<SearchResultRest>;
  SearchSuggestion: ResolverTypeWrapper<Omit<SearchSuggestion, 'product'> & { product: ResolversTypes['Product'] }>;
  SendPressContactInput: SendPressContactInput;
  SeoMeta: ResolverTypeWrapper<SeoMeta>;
  Service: ResolverTypeWrapper<Service>;
  SetPasswordInput: SetPasswordInput;
  SetPasswordResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SetPasswordResult']>;
  SetupFile: ResolverTypeWrapper<SetupFileRest>;
  SpecialPromoProduct: ResolverTypeWrapper<SpecialPromoProductRest>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  SubscribeNewsletterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SubscribeNewsletterResult']>;
  SubscriptionOption: ResolverTypeWrapper<SubscriptionOptionRest>;
  SupportTicket: ResolverTypeWrapper<TicketRest>;
  SupportTicketCreated: ResolverTypeWrapper<SupportTicketCreated>;
  TopPrograms: ResolverTypeWrapper<TopProgramsRest>;
  TrackingPage: ResolverTypeWrapper<TrackingPage>;
  UnsubscribeNewsletterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UnsubscribeNewsletterResult']>;
  UpdateCartResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateCartResult']>;
  UpdateMyNewsletterResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['UpdateMyNewsletterResult']>;
  ValidationErrors: ResolverTypeWrapper<ValidationErrors>;
  VersionAdvantages: ResolverTypeWrapper<AdvantagesRest>;
  VersionKind: VersionKind;
  WriteReviewInput: WriteReviewInput;
  WriteReviewResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WriteReviewResult']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountDeleted: AccountDeleted;
  AppliedCoupon: AppliedCouponParent;
  Boolean: Scalars['Boolean']['output'];
  Cart: CartParent;
  CartItem: CartItemParent;
  CartItemInput: CartItemInput;
  CartItemModification: CartItemModificationParent;
  CartModificationInput: CartModificationInput;
  CartNotOrderable: CartNotOrderable;
  CartUpdated: Omit<CartUpdated, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  CatalogPath: CatalogPathRest;
  Category: CategoryRest;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolversUnionTypes<ResolversParentTypes>['ChangePasswordResult'];
  ClaimGuestItemsResult: ResolversUnionTypes<ResolversParentTypes>['ClaimGuestItemsResult'];
  ClaimPromotionInput: ClaimPromotionInput;
  ClaimPromotionResult: ResolversUnionTypes<ResolversParentTypes>['ClaimPromotionResult'];
  ClaimableItems: ClaimableItems;
  ClaimableOrder: ClaimableOrder;
  ClaimableTicket: ClaimableTicket;
  ConfirmEmailChangeResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmEmailChangeResult'];
  ConfirmGuestClaimResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmGuestClaimResult'];
  ConfirmNewsletterSubscriptionResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmNewsletterSubscriptionResult'];
  ConfirmProgramActivationResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmProgramActivationResult'];
  ConfirmRegistrationResult: ResolversUnionTypes<ResolversParentTypes>['ConfirmRegistrationResult'];
  ContactBlock: ContactBlockRest;
  ContactOption: ContactOption;
  ConversionConnection: ConversionConnection;
  ConversionEdge: ConversionEdge;
  ConversionFilter: ConversionFilter;
  ConversionItem: ConversionItem;
  ConversionOrder: ConversionOrder;
  ConversionPostback: ConversionPostback;
  ConversionStat: ConversionStat;
  ConversionTotals: ConversionTotals;
  CouponRejected: Omit<CouponRejected, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  CreateSupportTicketInput: CreateSupportTicketInput;
  CreateSupportTicketResult: ResolversUnionTypes<ResolversParentTypes>['CreateSupportTicketResult'];
  Customer: CustomerRest;
  CustomerReview: CustomerReviewRest;
  CustomerSubscription: SubscriptionRest;
  DataExport: DataExport;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteMyAccountInput: DeleteMyAccountInput;
  DeleteMyAccountResult: ResolversUnionTypes<ResolversParentTypes>['DeleteMyAccountResult'];
  DeleteReviewResult: ResolversUnionTypes<ResolversParentTypes>['DeleteReviewResult'];
  DownloadItem: DownloadItemRest;
  DownloadsBlock: DownloadsBlockRest;
  EmailChangePending: EmailChangePending;
  EmailChanged: EmailChanged;
  ExportMyDataResult: ResolversUnionTypes<ResolversParentTypes>['ExportMyDataResult'];
  FaqBlock: FaqBlockRest;
  FaqItem: FaqItem;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  GalleryBlock: GalleryBlockRest;
  GuestItemClaimed: GuestItemClaimed;
  GuestItemsClaimed: GuestItemsClaimed;
  HelpArticleRated: HelpArticleRated;
  HelpRequestResult: ResolversUnionTypes<ResolversParentTypes>['HelpRequestResult'];
  HomePage: HomePageRest;
  ID: Scalars['ID']['output'];
  Image: ImageRest;
  Int: Scalars['Int']['output'];
  InvalidCredentials: InvalidCredentials;
  InvalidToken: InvalidToken;
  Licence: LicenceRest;
  ListBlock: ListBlockRest;
  LocalizedPaths: LocalizedPaths;
  LocalizedSlugs: LocalizedSlugs;
  LogInInput: LogInInput;
  LogInResult: ResolversUnionTypes<ResolversParentTypes>['LogInResult'];
  LoggedIn: Omit<LoggedIn, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  LoggedOut: LoggedOut;
  Modification: ModificationRest;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NewsletterBanner: NewsletterBanner;
  NewsletterStatus: NewsletterStatusRest;
  NewsletterSubscriptionConfirmed: NewsletterSubscriptionConfirmed;
  NewsletterSubscriptionPending: NewsletterSubscriptionPending;
  NewsletterUnsubscribed: NewsletterUnsubscribed;
  NotFound: NotFound;
  NotLoggedIn: NotLoggedIn;
  NotPurchased: NotPurchased;
  Order: OrderRest;
  OrderItem: OrderItemParent;
  OrderPlaced: Omit<OrderPlaced, 'order'> & { order: ResolversParentTypes['Order'] };
  Page: PageRest;
  PageBlock: ResolversUnionTypes<ResolversParentTypes>['PageBlock'];
  PageInfo: PageInfo;
  PasswordChanged: PasswordChanged;
  PaymentDeclined: PaymentDeclined;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolversUnionTypes<ResolversParentTypes>['PlaceOrderResult'];
  PremiumSupportOffer: PremiumSupportOffer;
  PremiumSupportStatus: PremiumSupportRest;
  PressQuote: PressQuote;
  Product: CatalogProductRest;
  ProductConnection: ProductPageRest;
  ProductEdge: Omit<ProductEdge, 'node'> & { node: ResolversParentTypes['Product'] };
  ProductEdition: ProductEdition;
  ProductFunction: ProductFunction;
  ProductVersion: VersionRest;
  ProgramActivated: ProgramActivated;
  ProgramActivationPending: ProgramActivationPending;
  PromoBanner: PromoBannerRest;
  Promotion: PromotionParent;
  PromotionClaimAccepted: PromotionClaimAccepted;
  PromotionNotRunning: PromotionNotRunning;
  Query: Record<PropertyKey, never>;
  RateHelpArticleInput: RateHelpArticleInput;
  RateHelpArticleResult: ResolversUnionTypes<ResolversParentTypes>['RateHelpArticleResult'];
  RateLimited: RateLimited;
  RegisterInput: RegisterInput;
  RegisterResult: ResolversUnionTypes<ResolversParentTypes>['RegisterResult'];
  RegistrationPending: RegistrationPending;
  ReportMissingProgramInput: ReportMissingProgramInput;
  RequestAccepted: RequestAccepted;
  RequestActivationCodesInput: RequestActivationCodesInput;
  RequestEmailChangeInput: RequestEmailChangeInput;
  RequestEmailChangeResult: ResolversUnionTypes<ResolversParentTypes>['RequestEmailChangeResult'];
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetResult: ResolversUnionTypes<ResolversParentTypes>['RequestPasswordResetResult'];
  RequestProgramActivationInput: RequestProgramActivationInput;
  RequestProgramActivationResult: ResolversUnionTypes<ResolversParentTypes>['RequestProgramActivationResult'];
  Review: ReviewRest;
  ReviewDeleted: ReviewDeleted;
  ReviewSaved: Omit<ReviewSaved, 'review'> & { review: ResolversParentTypes['CustomerReview'] };
  RichTextBlock: RichTextBlockRest;
  SearchResult: SearchResultRest;
  SearchSuggestion: Omit<SearchSuggestion, 'product'> & { product: ResolversParentTypes['Product'] };
  SendPressContactInput: SendPressContactInput;
  SeoMeta: SeoMeta;
  Service: Service;
  SetPasswordInput: SetPasswordInput;
  SetPasswordResult: ResolversUnionTypes<ResolversParentTypes>['SetPasswordResult'];
  SetupFile: SetupFileRest;
  SpecialPromoProduct: SpecialPromoProductRest;
  String: Scalars['String']['output'];
  SubscribeNewsletterInput: SubscribeNewsletterInput;
  SubscribeNewsletterResult: ResolversUnionTypes<ResolversParentTypes>['SubscribeNewsletterResult'];
  SubscriptionOption: SubscriptionOptionRest;
  SupportTicket: TicketRest;
  SupportTicketCreated: SupportTicketCreated;
  TopPrograms: TopProgramsRest;
  TrackingPage: TrackingPage;
  UnsubscribeNewsletterResult: ResolversUnionTypes<ResolversParentTypes>['UnsubscribeNewsletterResult'];
  UpdateCartResult: ResolversUnionTypes<ResolversParentTypes>['UpdateCartResult'];
  UpdateMyNewsletterResult: ResolversUnionTypes<ResolversParentTypes>['UpdateMyNewsletterResult'];
  ValidationErrors: ValidationErrors;
  VersionAdvantages: AdvantagesRest;
  WriteReviewInput: WriteReviewInput;
  WriteReviewResult: ResolversUnionTypes<ResolversParentTypes>['WriteReviewResult'];
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountDeletedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AccountDeleted'] = ResolversParentTypes['AccountDeleted']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AppliedCouponResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resultingDiscountGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  couponDiscountGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  subscriptionPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subtotalGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalNet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CartItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = ResolversObject<{
  discountNet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CartItemKind'], ParentType, ContextType>;
  lineTotalGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lineTotalNet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  modifications?: Resolver<Array<ResolversTypes['CartItemModification']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<CartItemNameArgs, 'locale'>>;
  offerProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oneTimeUnitPriceGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<CartItemProductArgs, 'locale'>>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  strikeUnitPriceGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subscriptionOptions?: Resolver<Array<ResolversTypes['SubscriptionOption']>, ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPriceGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPriceNet?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CartItemModificationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CartItemModification'] = ResolversParentTypes['CartItemModification']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amountGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartNotOrderableResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CartNotOrderable'] = ResolversParentTypes['CartNotOrderable']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CartUpdatedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CartUpdated'] = ResolversParentTypes['CartUpdated']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type ChangePasswordResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidCredentials' | 'NotLoggedIn' | 'PasswordChanged' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ClaimGuestItemsResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ClaimGuestItemsResult'] = ResolversParentTypes['ClaimGuestItemsResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'GuestItemsClaimed' | 'NotLoggedIn' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ClaimPromotionResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ClaimPromotionResult'] = ResolversParentTypes['ClaimPromotionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'PromotionClaimAccepted' | 'PromotionNotRunning' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ClaimableItemsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ClaimableItems'] = ResolversParentTypes['ClaimableItems']> = ResolversObject<{
  orders?: Resolver<Array<ResolversTypes['ClaimableOrder']>, ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['ClaimableTicket']>, ParentType, ContextType>;
}>;

export type ClaimableOrderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ClaimableOrder'] = ResolversParentTypes['ClaimableOrder']> = ResolversObject<{
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  productNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ClaimableTicketResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ClaimableTicket'] = ResolversParentTypes['ClaimableTicket']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfirmEmailChangeResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConfirmEmailChangeResult'] = ResolversParentTypes['ConfirmEmailChangeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EmailChanged' | 'InvalidToken' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ConfirmGuestClaimResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConfirmGuestClaimResult'] = ResolversParentTypes['ConfirmGuestClaimResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'GuestItemClaimed' | 'InvalidToken' | 'RateLimited', ParentType, ContextType>;
}>;

export type ConfirmNewsletterSubscriptionResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConfirmNewsletterSubscriptionResult'] = ResolversParentTypes['ConfirmNewsletterSubscriptionResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'NewsletterSubscriptionConfirmed' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ConfirmProgramActivationResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConfirmProgramActivationResult'] = ResolversParentTypes['ConfirmProgramActivationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'ProgramActivated' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ConfirmRegistrationResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConfirmRegistrationResult'] = ResolversParentTypes['ConfirmRegistrationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'LoggedIn' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
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

export type ConversionConnectionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversionConnection'] = ResolversParentTypes['ConversionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['ConversionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ConversionEdgeResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversionEdge'] = ResolversParentTypes['ConversionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['ConversionOrder'], ParentType, ContextType>;
}>;

export type ConversionItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversionItem'] = ResolversParentTypes['ConversionItem']> = ResolversObject<{
  discount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ConversionOrderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversionOrder'] = ResolversParentTypes['ConversionOrder']> = ResolversObject<{
  actionTrackerId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cjeventOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  coupon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  customerStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enterpriseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ConversionItem']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  postback?: Resolver<Maybe<ResolversTypes['ConversionPostback']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ConversionSource'], ParentType, ContextType>;
}>;

export type ConversionPostbackResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversionPostback'] = ResolversParentTypes['ConversionPostback']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ConversionPostbackStatus'], ParentType, ContextType>;
}>;

export type ConversionStatResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversionStat'] = ResolversParentTypes['ConversionStat']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newCustomers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returningCustomers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConversionTotalsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ConversionTotals'] = ResolversParentTypes['ConversionTotals']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CouponRejectedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CouponRejected'] = ResolversParentTypes['CouponRejected']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumOrderGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CouponRejection'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CreateSupportTicketResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CreateSupportTicketResult'] = ResolversParentTypes['CreateSupportTicketResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'RateLimited' | 'SupportTicketCreated' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  claimable?: Resolver<ResolversTypes['ClaimableItems'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPurchased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<CustomerHasPurchasedArgs, 'productId'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['Licence']>, ParentType, ContextType, RequireFields<CustomerLicenceArgs, 'id'>>;
  licences?: Resolver<Array<ResolversTypes['Licence']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['NewsletterStatus'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<CustomerOrderArgs, 'orderNumber'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  premiumSupport?: Resolver<ResolversTypes['PremiumSupportStatus'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['CustomerReview']>, ParentType, ContextType, RequireFields<CustomerReviewArgs, 'id'>>;
  reviewOfProduct?: Resolver<Maybe<ResolversTypes['CustomerReview']>, ParentType, ContextType, RequireFields<CustomerReviewOfProductArgs, 'productId'>>;
  reviews?: Resolver<Array<ResolversTypes['CustomerReview']>, ParentType, ContextType>;
  subscriptions?: Resolver<Array<ResolversTypes['CustomerSubscription']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['SupportTicket']>, ParentType, ContextType, RequireFields<CustomerTicketArgs, 'id'>>;
  tickets?: Resolver<Array<ResolversTypes['SupportTicket']>, ParentType, ContextType>;
}>;

export type CustomerReviewResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CustomerReview'] = ResolversParentTypes['CustomerReview']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<CustomerReviewProductArgs, 'locale'>>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CustomerSubscriptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['CustomerSubscription'] = ResolversParentTypes['CustomerSubscription']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentPeriodEndsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DataExportResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  json?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteMyAccountResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeleteMyAccountResult'] = ResolversParentTypes['DeleteMyAccountResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AccountDeleted' | 'InvalidCredentials' | 'NotLoggedIn' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type DeleteReviewResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['DeleteReviewResult'] = ResolversParentTypes['DeleteReviewResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotFound' | 'NotLoggedIn' | 'ReviewDeleted', ParentType, ContextType>;
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

export type EmailChangePendingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailChangePending'] = ResolversParentTypes['EmailChangePending']> = ResolversObject<{
  newEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EmailChangedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['EmailChanged'] = ResolversParentTypes['EmailChanged']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ExportMyDataResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ExportMyDataResult'] = ResolversParentTypes['ExportMyDataResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'DataExport' | 'NotLoggedIn', ParentType, ContextType>;
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

export type FieldErrorResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GalleryBlockResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GalleryBlock'] = ResolversParentTypes['GalleryBlock']> = ResolversObject<{
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GuestItemClaimedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuestItemClaimed'] = ResolversParentTypes['GuestItemClaimed']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['ClaimedItemKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type GuestItemsClaimedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['GuestItemsClaimed'] = ResolversParentTypes['GuestItemsClaimed']> = ResolversObject<{
  orders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HelpArticleRatedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HelpArticleRated'] = ResolversParentTypes['HelpArticleRated']> = ResolversObject<{
  articleId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helpful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HelpRequestResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HelpRequestResult'] = ResolversParentTypes['HelpRequestResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'RateLimited' | 'RequestAccepted' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type HomePageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = ResolversObject<{
  androidApps?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  bestsellerOfTheMonth?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  iosApps?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  mostDownloaded?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  newsletterBanner?: Resolver<ResolversTypes['NewsletterBanner'], ParentType, ContextType>;
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

export type InvalidCredentialsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvalidCredentials'] = ResolversParentTypes['InvalidCredentials']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type InvalidTokenResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['InvalidToken'] = ResolversParentTypes['InvalidToken']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LicenceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Licence'] = ResolversParentTypes['Licence']> = ResolversObject<{
  downloads?: Resolver<Array<ResolversTypes['SetupFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<LicenceProductArgs, 'locale'>>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchasedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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

export type LogInResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LogInResult'] = ResolversParentTypes['LogInResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidCredentials' | 'LoggedIn' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type LoggedInResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoggedIn'] = ResolversParentTypes['LoggedIn']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LoggedOutResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['LoggedOut'] = ResolversParentTypes['LoggedOut']> = ResolversObject<{
  loggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ModificationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Modification'] = ResolversParentTypes['Modification']> = ResolversObject<{
  amountGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<ModificationAmountGrossArgs, 'currency'>>;
  amountsGross?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amountMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addToCart?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'locale' | 'productId' | 'quantity'>>;
  applyCoupon?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationApplyCouponArgs, 'code' | 'locale'>>;
  changeCartItemQuantity?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationChangeCartItemQuantityArgs, 'locale' | 'productId' | 'quantity'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input' | 'locale'>>;
  claimGuestItems?: Resolver<ResolversTypes['ClaimGuestItemsResult'], ParentType, ContextType, RequireFields<MutationClaimGuestItemsArgs, 'locale' | 'orders' | 'tickets'>>;
  claimPromotion?: Resolver<ResolversTypes['ClaimPromotionResult'], ParentType, ContextType, RequireFields<MutationClaimPromotionArgs, 'id' | 'input' | 'locale'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangeResult'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'locale' | 'token'>>;
  confirmGuestClaim?: Resolver<ResolversTypes['ConfirmGuestClaimResult'], ParentType, ContextType, RequireFields<MutationConfirmGuestClaimArgs, 'locale' | 'token'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['ConfirmNewsletterSubscriptionResult'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'consentText' | 'locale' | 'token'>>;
  confirmProgramActivation?: Resolver<ResolversTypes['ConfirmProgramActivationResult'], ParentType, ContextType, RequireFields<MutationConfirmProgramActivationArgs, 'locale' | 'token'>>;
  confirmRegistration?: Resolver<ResolversTypes['ConfirmRegistrationResult'], ParentType, ContextType, RequireFields<MutationConfirmRegistrationArgs, 'locale' | 'token'>>;
  createSupportTicket?: Resolver<ResolversTypes['CreateSupportTicketResult'], ParentType, ContextType, RequireFields<MutationCreateSupportTicketArgs, 'input' | 'locale'>>;
  deleteMyAccount?: Resolver<ResolversTypes['DeleteMyAccountResult'], ParentType, ContextType, RequireFields<MutationDeleteMyAccountArgs, 'input' | 'locale'>>;
  deleteReview?: Resolver<ResolversTypes['DeleteReviewResult'], ParentType, ContextType, RequireFields<MutationDeleteReviewArgs, 'id' | 'locale'>>;
  exportMyData?: Resolver<ResolversTypes['ExportMyDataResult'], ParentType, ContextType, RequireFields<MutationExportMyDataArgs, 'locale'>>;
  logIn?: Resolver<ResolversTypes['LogInResult'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'input' | 'locale'>>;
  logOut?: Resolver<ResolversTypes['LoggedOut'], ParentType, ContextType>;
  mailedLinkStatus?: Resolver<ResolversTypes['MailedLinkStatus'], ParentType, ContextType, RequireFields<MutationMailedLinkStatusArgs, 'kind' | 'token'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'idempotencyKey' | 'input' | 'locale'>>;
  rateHelpArticle?: Resolver<ResolversTypes['RateHelpArticleResult'], ParentType, ContextType, RequireFields<MutationRateHelpArticleArgs, 'input' | 'locale'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input' | 'locale'>>;
  removeCoupon?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationRemoveCouponArgs, 'locale'>>;
  removeFromCart?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'locale' | 'productId'>>;
  reportMissingProgram?: Resolver<ResolversTypes['HelpRequestResult'], ParentType, ContextType, RequireFields<MutationReportMissingProgramArgs, 'input' | 'locale'>>;
  requestActivationCodes?: Resolver<ResolversTypes['HelpRequestResult'], ParentType, ContextType, RequireFields<MutationRequestActivationCodesArgs, 'input' | 'locale'>>;
  requestEmailChange?: Resolver<ResolversTypes['RequestEmailChangeResult'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'input' | 'locale'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input' | 'locale'>>;
  requestProgramActivation?: Resolver<ResolversTypes['RequestProgramActivationResult'], ParentType, ContextType, RequireFields<MutationRequestProgramActivationArgs, 'input' | 'locale'>>;
  sendPressContact?: Resolver<ResolversTypes['HelpRequestResult'], ParentType, ContextType, RequireFields<MutationSendPressContactArgs, 'input' | 'locale'>>;
  setCartCountry?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationSetCartCountryArgs, 'country' | 'locale'>>;
  setCartCurrency?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationSetCartCurrencyArgs, 'currency' | 'locale'>>;
  setCartItemModification?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationSetCartItemModificationArgs, 'active' | 'locale' | 'modificationId' | 'productId'>>;
  setCartItems?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationSetCartItemsArgs, 'items' | 'locale'>>;
  setCartSubscription?: Resolver<ResolversTypes['UpdateCartResult'], ParentType, ContextType, RequireFields<MutationSetCartSubscriptionArgs, 'locale'>>;
  setPassword?: Resolver<ResolversTypes['SetPasswordResult'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'input' | 'locale'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['SubscribeNewsletterResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input' | 'locale'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['UnsubscribeNewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'locale' | 'token'>>;
  updateMyNewsletter?: Resolver<ResolversTypes['UpdateMyNewsletterResult'], ParentType, ContextType, RequireFields<MutationUpdateMyNewsletterArgs, 'locale' | 'subscribed'>>;
  writeReview?: Resolver<ResolversTypes['WriteReviewResult'], ParentType, ContextType, RequireFields<MutationWriteReviewArgs, 'input' | 'locale'>>;
}>;

export type NewsletterBannerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NewsletterBanner'] = ResolversParentTypes['NewsletterBanner']> = ResolversObject<{
  buttonText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsletterStatusResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NewsletterStatus'] = ResolversParentTypes['NewsletterStatus']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['NewsletterState'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type NotFoundResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NotFound'] = ResolversParentTypes['NotFound']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotLoggedInResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NotLoggedIn'] = ResolversParentTypes['NotLoggedIn']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotPurchasedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['NotPurchased'] = ResolversParentTypes['NotPurchased']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subscriptionPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxVatPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderItemResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = ResolversObject<{
  downloads?: Resolver<Array<ResolversTypes['SetupFile']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CartItemKind'], ParentType, ContextType>;
  licenceKeys?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  licences?: Resolver<Array<ResolversTypes['Licence']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType, Partial<OrderItemNameArgs>>;
  offerPriceGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  offerProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitTax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderPlacedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['OrderPlaced'] = ResolversParentTypes['OrderPlaced']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type PasswordChangedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PasswordChanged'] = ResolversParentTypes['PasswordChanged']> = ResolversObject<{
  revokedSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentDeclinedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PaymentDeclined'] = ResolversParentTypes['PaymentDeclined']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PlaceOrderResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CartNotOrderable' | 'OrderPlaced' | 'PaymentDeclined' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type PremiumSupportOfferResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PremiumSupportOffer'] = ResolversParentTypes['PremiumSupportOffer']> = ResolversObject<{
  cartProductId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  priceGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricesGross?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  validityDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PremiumSupportStatusResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PremiumSupportStatus'] = ResolversParentTypes['PremiumSupportStatus']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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
  editions?: Resolver<Array<ResolversTypes['ProductEdition']>, ParentType, ContextType>;
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
  pricesGross?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
  primaryPlatform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  promoBanner?: Resolver<Maybe<ResolversTypes['PromoBanner']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType>;
  ratingAverage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  relatedProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  releaseDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<ResolversTypes['LocalizedSlugs'], ParentType, ContextType>;
  strikePriceGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType, RequireFields<ProductStrikePriceGrossArgs, 'currency'>>;
  strikePricesGross?: Resolver<Array<ResolversTypes['Money']>, ParentType, ContextType>;
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

export type ProductEditionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductEdition'] = ResolversParentTypes['ProductEdition']> = ResolversObject<{
  paths?: Resolver<ResolversTypes['LocalizedPaths'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  storeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductFunctionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductFunction'] = ResolversParentTypes['ProductFunction']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductVersionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ProductVersion'] = ResolversParentTypes['ProductVersion']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['VersionKind'], ParentType, ContextType>;
  setupFiles?: Resolver<Array<ResolversTypes['SetupFile']>, ParentType, ContextType>;
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

export type PromoBannerResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PromoBanner'] = ResolversParentTypes['PromoBanner']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = ResolversObject<{
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromotionKind'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionClaimAcceptedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PromotionClaimAccepted'] = ResolversParentTypes['PromotionClaimAccepted']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromotionNotRunningResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['PromotionNotRunning'] = ResolversParentTypes['PromotionNotRunning']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartArgs, 'locale'>>;
  catalogPath?: Resolver<Maybe<ResolversTypes['CatalogPath']>, ParentType, ContextType, RequireFields<QueryCatalogPathArgs, 'categoryType' | 'locale'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'locale'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'locale' | 'slug'>>;
  conversionOrder?: Resolver<Maybe<ResolversTypes['ConversionOrder']>, ParentType, ContextType, RequireFields<QueryConversionOrderArgs, 'orderNumber'>>;
  conversionStats?: Resolver<Array<ResolversTypes['ConversionStat']>, ParentType, ContextType, RequireFields<QueryConversionStatsArgs, 'from' | 'groupBy' | 'to'>>;
  conversionTotals?: Resolver<Array<ResolversTypes['ConversionTotals']>, ParentType, ContextType, RequireFields<QueryConversionTotalsArgs, 'from' | 'to'>>;
  conversions?: Resolver<ResolversTypes['ConversionConnection'], ParentType, ContextType, RequireFields<QueryConversionsArgs, 'first' | 'from' | 'to'>>;
  homePage?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType, RequireFields<QueryHomePageArgs, 'locale'>>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderNumber'>>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'locale' | 'path'>>;
  premiumSupportOffer?: Resolver<ResolversTypes['PremiumSupportOffer'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'locale' | 'slug'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'locale'>>;
  promoBanner?: Resolver<Maybe<ResolversTypes['PromoBanner']>, ParentType, ContextType, RequireFields<QueryPromoBannerArgs, 'locale' | 'productSlug'>>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'locale'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'locale' | 'query'>>;
  searchSuggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'first' | 'locale' | 'query'>>;
  specialPromoProducts?: Resolver<Array<ResolversTypes['SpecialPromoProduct']>, ParentType, ContextType, RequireFields<QuerySpecialPromoProductsArgs, 'locale'>>;
  trackingPage?: Resolver<Maybe<ResolversTypes['TrackingPage']>, ParentType, ContextType, RequireFields<QueryTrackingPageArgs, 'pageType'>>;
}>;

export type RateHelpArticleResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RateHelpArticleResult'] = ResolversParentTypes['RateHelpArticleResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'HelpArticleRated' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type RateLimitedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RateLimited'] = ResolversParentTypes['RateLimited']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RegisterResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'RateLimited' | 'RegistrationPending' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type RegistrationPendingResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RegistrationPending'] = ResolversParentTypes['RegistrationPending']> = ResolversObject<{
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequestAcceptedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RequestAccepted'] = ResolversParentTypes['RequestAccepted']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RequestEmailChangeResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RequestEmailChangeResult'] = ResolversParentTypes['RequestEmailChangeResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'EmailChangePending' | 'InvalidCredentials' | 'NotLoggedIn' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type RequestPasswordResetResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RequestPasswordResetResult'] = ResolversParentTypes['RequestPasswordResetResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'RateLimited' | 'RequestAccepted' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type RequestProgramActivationResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['RequestProgramActivationResult'] = ResolversParentTypes['RequestProgramActivationResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ProgramActivationPending' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  verifiedPurchase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewDeletedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ReviewDeleted'] = ResolversParentTypes['ReviewDeleted']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ReviewSavedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ReviewSaved'] = ResolversParentTypes['ReviewSaved']> = ResolversObject<{
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  review?: Resolver<ResolversTypes['CustomerReview'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type SearchSuggestionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type SeoMetaResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SeoMeta'] = ResolversParentTypes['SeoMeta']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SetPasswordResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SetPasswordResult'] = ResolversParentTypes['SetPasswordResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'LoggedIn' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type SetupFileResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SetupFile'] = ResolversParentTypes['SetupFile']> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SpecialPromoProductResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SpecialPromoProduct'] = ResolversParentTypes['SpecialPromoProduct']> = ResolversObject<{
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type SubscribeNewsletterResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubscribeNewsletterResult'] = ResolversParentTypes['SubscribeNewsletterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NewsletterSubscriptionPending' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type SubscriptionOptionResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SubscriptionOption'] = ResolversParentTypes['SubscriptionOption']> = ResolversObject<{
  amountPerPeriodGross?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  strikeAmountGross?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type SupportTicketResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SupportTicket'] = ResolversParentTypes['SupportTicket']> = ResolversObject<{
  attachmentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatingSystem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  premiumSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SupportTicketCreatedResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['SupportTicketCreated'] = ResolversParentTypes['SupportTicketCreated']> = ResolversObject<{
  ticketNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TopProgramsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TopPrograms'] = ResolversParentTypes['TopPrograms']> = ResolversObject<{
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type TrackingPageResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['TrackingPage'] = ResolversParentTypes['TrackingPage']> = ResolversObject<{
  cartSubtotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  enterpriseId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['ConversionItem']>>, ParentType, ContextType>;
  pageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnsubscribeNewsletterResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UnsubscribeNewsletterResult'] = ResolversParentTypes['UnsubscribeNewsletterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'InvalidToken' | 'NewsletterUnsubscribed' | 'RateLimited' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type UpdateCartResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UpdateCartResult'] = ResolversParentTypes['UpdateCartResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CartUpdated' | 'CouponRejected' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type UpdateMyNewsletterResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['UpdateMyNewsletterResult'] = ResolversParentTypes['UpdateMyNewsletterResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NewsletterStatus' | 'NotLoggedIn', ParentType, ContextType>;
}>;

export type ValidationErrorsResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['ValidationErrors'] = ResolversParentTypes['ValidationErrors']> = ResolversObject<{
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type VersionAdvantagesResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['VersionAdvantages'] = ResolversParentTypes['VersionAdvantages']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['VersionKind'], ParentType, ContextType>;
}>;

export type WriteReviewResultResolvers<ContextType = GraphContext, ParentType extends ResolversParentTypes['WriteReviewResult'] = ResolversParentTypes['WriteReviewResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'NotLoggedIn' | 'NotPurchased' | 'RateLimited' | 'ReviewSaved' | 'ValidationErrors', ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphContext> = ResolversObject<{
  AccountDeleted?: AccountDeletedResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartItemModification?: CartItemModificationResolvers<ContextType>;
  CartNotOrderable?: CartNotOrderableResolvers<ContextType>;
  CartUpdated?: CartUpdatedResolvers<ContextType>;
  CatalogPath?: CatalogPathResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  ClaimGuestItemsResult?: ClaimGuestItemsResultResolvers<ContextType>;
  ClaimPromotionResult?: ClaimPromotionResultResolvers<ContextType>;
  ClaimableItems?: ClaimableItemsResolvers<ContextType>;
  ClaimableOrder?: ClaimableOrderResolvers<ContextType>;
  ClaimableTicket?: ClaimableTicketResolvers<ContextType>;
  ConfirmEmailChangeResult?: ConfirmEmailChangeResultResolvers<ContextType>;
  ConfirmGuestClaimResult?: ConfirmGuestClaimResultResolvers<ContextType>;
  ConfirmNewsletterSubscriptionResult?: ConfirmNewsletterSubscriptionResultResolvers<ContextType>;
  ConfirmProgramActivationResult?: ConfirmProgramActivationResultResolvers<ContextType>;
  ConfirmRegistrationResult?: ConfirmRegistrationResultResolvers<ContextType>;
  ContactBlock?: ContactBlockResolvers<ContextType>;
  ContactOption?: ContactOptionResolvers<ContextType>;
  ConversionConnection?: ConversionConnectionResolvers<ContextType>;
  ConversionEdge?: ConversionEdgeResolvers<ContextType>;
  ConversionItem?: ConversionItemResolvers<ContextType>;
  ConversionOrder?: ConversionOrderResolvers<ContextType>;
  ConversionPostback?: ConversionPostbackResolvers<ContextType>;
  ConversionStat?: ConversionStatResolvers<ContextType>;
  ConversionTotals?: ConversionTotalsResolvers<ContextType>;
  CouponRejected?: CouponRejectedResolvers<ContextType>;
  CreateSupportTicketResult?: CreateSupportTicketResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerReview?: CustomerReviewResolvers<ContextType>;
  CustomerSubscription?: CustomerSubscriptionResolvers<ContextType>;
  DataExport?: DataExportResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteMyAccountResult?: DeleteMyAccountResultResolvers<ContextType>;
  DeleteReviewResult?: DeleteReviewResultResolvers<ContextType>;
  DownloadItem?: DownloadItemResolvers<ContextType>;
  DownloadsBlock?: DownloadsBlockResolvers<ContextType>;
  EmailChangePending?: EmailChangePendingResolvers<ContextType>;
  EmailChanged?: EmailChangedResolvers<ContextType>;
  ExportMyDataResult?: ExportMyDataResultResolvers<ContextType>;
  FaqBlock?: FaqBlockResolvers<ContextType>;
  FaqItem?: FaqItemResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  GalleryBlock?: GalleryBlockResolvers<ContextType>;
  GuestItemClaimed?: GuestItemClaimedResolvers<ContextType>;
  GuestItemsClaimed?: GuestItemsClaimedResolvers<ContextType>;
  HelpArticleRated?: HelpArticleRatedResolvers<ContextType>;
  HelpRequestResult?: HelpRequestResultResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InvalidCredentials?: InvalidCredentialsResolvers<ContextType>;
  InvalidToken?: InvalidTokenResolvers<ContextType>;
  Licence?: LicenceResolvers<ContextType>;
  ListBlock?: ListBlockResolvers<ContextType>;
  LocalizedPaths?: LocalizedPathsResolvers<ContextType>;
  LocalizedSlugs?: LocalizedSlugsResolvers<ContextType>;
  LogInResult?: LogInResultResolvers<ContextType>;
  LoggedIn?: LoggedInResolvers<ContextType>;
  LoggedOut?: LoggedOutResolvers<ContextType>;
  Modification?: ModificationResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterBanner?: NewsletterBannerResolvers<ContextType>;
  NewsletterStatus?: NewsletterStatusResolvers<ContextType>;
  NewsletterSubscriptionConfirmed?: NewsletterSubscriptionConfirmedResolvers<ContextType>;
  NewsletterSubscriptionPending?: NewsletterSubscriptionPendingResolvers<ContextType>;
  NewsletterUnsubscribed?: NewsletterUnsubscribedResolvers<ContextType>;
  NotFound?: NotFoundResolvers<ContextType>;
  NotLoggedIn?: NotLoggedInResolvers<ContextType>;
  NotPurchased?: NotPurchasedResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPlaced?: OrderPlacedResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageBlock?: PageBlockResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PasswordChanged?: PasswordChangedResolvers<ContextType>;
  PaymentDeclined?: PaymentDeclinedResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PremiumSupportOffer?: PremiumSupportOfferResolvers<ContextType>;
  PremiumSupportStatus?: PremiumSupportStatusResolvers<ContextType>;
  PressQuote?: PressQuoteResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductEdition?: ProductEditionResolvers<ContextType>;
  ProductFunction?: ProductFunctionResolvers<ContextType>;
  ProductVersion?: ProductVersionResolvers<ContextType>;
  ProgramActivated?: ProgramActivatedResolvers<ContextType>;
  ProgramActivationPending?: ProgramActivationPendingResolvers<ContextType>;
  PromoBanner?: PromoBannerResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionClaimAccepted?: PromotionClaimAcceptedResolvers<ContextType>;
  PromotionNotRunning?: PromotionNotRunningResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateHelpArticleResult?: RateHelpArticleResultResolvers<ContextType>;
  RateLimited?: RateLimitedResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  RegistrationPending?: RegistrationPendingResolvers<ContextType>;
  RequestAccepted?: RequestAcceptedResolvers<ContextType>;
  RequestEmailChangeResult?: RequestEmailChangeResultResolvers<ContextType>;
  RequestPasswordResetResult?: RequestPasswordResetResultResolvers<ContextType>;
  RequestProgramActivationResult?: RequestProgramActivationResultResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewDeleted?: ReviewDeletedResolvers<ContextType>;
  ReviewSaved?: ReviewSavedResolvers<ContextType>;
  RichTextBlock?: RichTextBlockResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SeoMeta?: SeoMetaResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  SetPasswordResult?: SetPasswordResultResolvers<ContextType>;
  SetupFile?: SetupFileResolvers<ContextType>;
  SpecialPromoProduct?: SpecialPromoProductResolvers<ContextType>;
  SubscribeNewsletterResult?: SubscribeNewsletterResultResolvers<ContextType>;
  SubscriptionOption?: SubscriptionOptionResolvers<ContextType>;
  SupportTicket?: SupportTicketResolvers<ContextType>;
  SupportTicketCreated?: SupportTicketCreatedResolvers<ContextType>;
  TopPrograms?: TopProgramsResolvers<ContextType>;
  TrackingPage?: TrackingPageResolvers<ContextType>;
  UnsubscribeNewsletterResult?: UnsubscribeNewsletterResultResolvers<ContextType>;
  UpdateCartResult?: UpdateCartResultResolvers<ContextType>;
  UpdateMyNewsletterResult?: UpdateMyNewsletterResultResolvers<ContextType>;
  ValidationErrors?: ValidationErrorsResolvers<ContextType>;
  VersionAdvantages?: VersionAdvantagesResolvers<ContextType>;
  WriteReviewResult?: WriteReviewResultResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphContext> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
