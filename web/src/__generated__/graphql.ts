// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import type * as ApolloReactCommon from '@apollo/client/react';
import * as ApolloReactHooks from '@apollo/client/react';
const defaultOptions = {} as const;
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

/** What a cart line or order line sells. */
export type CartItemKind =
  /** The premium support plan: one-time price, valid one year; no product, licence key or download. */
  | 'PREMIUM_SUPPORT'
  /** A program of the catalog: it has a product, licence keys and downloads. */
  | 'PROGRAM';

/** A password change in the account. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: string;
  /** The new password, 10 to 128 characters. */
  newPassword: string;
};

/** Asking for a promotion's free full version by e-mail. */
export type ClaimPromotionInput = {
  /** E-mail address the licence key and download link go to. */
  email: string;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
};

/** What a claim link added. */
export type ClaimedItemKind =
  /** An order. */
  | 'ORDER'
  /** A support ticket. */
  | 'TICKET';

/** Which conversions count, besides the date range; all fields optional, combined with AND. */
export type ConversionFilter = {
  /** Exact coupon code; empty text: orders without a coupon. */
  coupon?: string | null | undefined;
  /** Orders in this currency only. */
  currency?: CurrencyCode | null | undefined;
  /** Orders with at least one line of this product. */
  productId?: number | null | undefined;
  /** Affiliate orders (with a click id) or direct ones only. */
  source?: ConversionSource | null | undefined;
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

/** Whether an order came through the affiliate network (placed with a click id) or directly. */
export type ConversionSource =
  /** Placed with an affiliate click id (cookie `cje`). */
  | 'AFFILIATE'
  /** Placed without a click id. */
  | 'DIRECT';

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
  articleId?: string | null | undefined;
  /** Id of a file uploaded through `POST /uploads`. */
  attachmentId?: string | null | undefined;
  /** Customer ID or invoice number, if known. */
  customerReference?: string | null | undefined;
  /** E-mail address for the answer. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** Description of the problem. */
  message: string;
  /** Operating system id, e.g. `windows-11`, `mac-os`, `ios`. */
  operatingSystem: string;
  /** True when the visitor wants premium support. */
  premiumSupport?: boolean | null | undefined;
  /** Id of the affected product. */
  productId: string | number;
  /** `problem-with-program` or `problem-with-payment`. */
  topic: string;
  /** `fullversion`, `promoversion`, `testversion` or `freeversion`. */
  version: string;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
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

/** Confirmation of the account deletion. */
export type DeleteMyAccountInput = {
  /** The current password. */
  password: string;
};

/** What a downloads block entry links to. */
export type DownloadKind =
  /** A file of the download store (served below /downloads/). */
  | 'FILE'
  /** A picture (served below /media/). */
  | 'IMAGE';

/** A language the storefront is available in. German is the default. */
export type Locale =
  /** German (default) */
  | 'de'
  /** English */
  | 'en';

/** Login data. */
export type LogInInput = {
  /** E-mail address of the account. */
  email: string;
  /** The password. */
  password: string;
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

/** Layout a page is shown in. */
export type PageLayout =
  /** The storefront's default layout. */
  | 'DEFAULT'
  /** The press area's layout. */
  | 'PRESS';

/** What the buyer enters at checkout (the same zod schema validates it on the server). */
export type PlaceOrderInput = {
  /** Acceptance of the terms and conditions; must be true. */
  acceptTerms: boolean;
  /** Card number for the payment provider (the test provider knows a success and a decline number). */
  cardNumber: string;
  /** Affiliate click id from the `cje` cookie, when there is one. */
  cjEvent?: string | null | undefined;
  /** Company, optional. */
  company?: string | null | undefined;
  /** ISO 3166-1 alpha-2 country of the buyer (decides the VAT rate). */
  country: string;
  /** E-mail address for the confirmation, the licences and the customer account. */
  email: string;
  /** Full name of the buyer. */
  name: string;
  /** VAT identification number of a company, optional. */
  vatId?: string | null | undefined;
  /** Consent to immediate delivery of the digital content and acknowledgement that the right of withdrawal lapses; must be true. */
  waiveWithdrawal: boolean;
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

/** What a promotion gives. */
export type PromotionKind =
  /** The full version of the product, free: a licence key and the download link by e-mail. */
  | 'FREE_FULL_VERSION';

/** A rating of a help article. */
export type RateHelpArticleInput = {
  /** Id of the article. */
  articleId: string;
  /** True for 'Yes, thank you', false for 'No. Create a ticket'. */
  helpful: boolean;
};

/** A registration. */
export type RegisterInput = {
  /** E-mail address; it becomes the login name once confirmed. */
  email: string;
  /** Full name. */
  name: string;
  /** Password, 10 to 128 characters (see the shared validation `passwordRule`). */
  password: string;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
};

/** A program missing from the customer's account. */
export type ReportMissingProgramInput = {
  /** Customer ID or invoice number. */
  customerReference: string;
  /** E-mail address. */
  email: string;
  /** First name. */
  firstName: string;
  /** Last name. */
  lastName: string;
  /** True when the program is not in the catalog list. */
  notInList?: boolean | null | undefined;
  /** Id of the affected product; required unless `notInList`. */
  productId?: string | number | null | undefined;
  /** Name of the program; required when `notInList`. */
  programName?: string | null | undefined;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
};

/** A request to mail the customer's activation codes again. */
export type RequestActivationCodesInput = {
  /** E-mail address the programs were bought with. */
  email: string;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
};

/** An e-mail change in the account. */
export type RequestEmailChangeInput = {
  /** The new e-mail address; a confirmation link is mailed to it. */
  newEmail: string;
  /** The current password. */
  password: string;
};

/** A password reset request. */
export type RequestPasswordResetInput = {
  /** E-mail address of the account. */
  email: string;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
};

/** A message to the press office. */
export type SendPressContactInput = {
  /** E-mail address. */
  email: string;
  /** True when the message asks for a full version for review. */
  fullVersionRequest?: boolean | null | undefined;
  /** The message. */
  message: string;
  /** Full name. */
  name: string;
  /** Phone number. */
  phone?: string | null | undefined;
  /** `mr`, `ms` or `none` (Herr, Frau, Nicht angegeben). */
  title: string;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
};

/** A new password with the token of an e-mailed set-password or reset link. */
export type SetPasswordInput = {
  /** The new password, 10 to 128 characters. */
  password: string;
  /** Token from the e-mail link. */
  token: string;
};

/** A newsletter subscription (double opt-in). */
export type SubscribeNewsletterInput = {
  /** E-mail address to subscribe. */
  email: string;
  /** Path of the page the subscription box was on, kept as proof of consent. */
  source?: string | null | undefined;
  /** Honeypot: a field people never see; leave empty. */
  website?: string | null | undefined;
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
  body: string;
  /** Id of the product. */
  productId: string | number;
  /** Language the review is written in (shown on the product page in this language). */
  reviewLocale: Locale;
  /** Rating from 1 to 5 stars. */
  stars: number;
  /** Headline, 1 to 120 characters. */
  title: string;
};

export type AccountClaims_CustomerFragment = { claimable: { orders: Array<{ orderNumber: string, placedAt: string, productNames: Array<string>, total: { amountMinor: number, currency: CurrencyCode } }>, tickets: Array<{ ticketNumber: string, createdAt: string, topic: string, productName: string }> } };

export type AccountOrders_CustomerFragment = { orders: Array<{ orderNumber: string, placedAt: string, subscriptionPeriod: string | null, totalGross: { amountMinor: number, currency: CurrencyCode }, items: Array<{ productId: string, kind: CartItemKind, name: string, quantity: number, licences: Array<{ id: string, key: string, product: { id: string, paths: { de: string, en: string } } | null }>, downloads: Array<{ fileName: string, platform: Platform, downloadUrl: string, sizeBytes: number, storeUrl: string | null }> }> }> };

export type AccountProfile_CustomerFragment = { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, createdAt: string };

export type AccountReviews_CustomerFragment = { reviews: Array<{ id: string, productId: string, locale: Locale, stars: number, title: string, body: string, createdAt: string, updatedAt: string | null, product: { id: string, name: string, paths: { de: string, en: string } } | null }> };

export type AccountSubscriptions_CustomerFragment = { subscriptions: Array<{ orderNumber: string, period: string, startedAt: string, currentPeriodEndsAt: string, active: boolean, items: Array<{ productId: string, name: string, quantity: number }> }> };

export type AccountSupport_CustomerFragment = { premiumSupport: { active: boolean, validUntil: string | null, orderNumber: string | null }, tickets: Array<{ id: string, ticketNumber: string, topic: string, productName: string, message: string, premiumSupport: boolean, attachmentName: string | null, createdAt: string }> };

export type NewsletterSettings_CustomerFragment = { newsletter: { email: string, state: NewsletterState, subscribed: boolean } };

type CartView_UpdateResult_CartUpdated_Fragment = { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } };

type CartView_UpdateResult_CouponRejected_Fragment = { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } };

type CartView_UpdateResult_ValidationErrors_Fragment = { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> };

export type CartView_UpdateResultFragment =
  | CartView_UpdateResult_CartUpdated_Fragment
  | CartView_UpdateResult_CouponRejected_Fragment
  | CartView_UpdateResult_ValidationErrors_Fragment
;

export type CartView_CartFragment = { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } };

export type RateHelpArticleMutationVariables = Exact<{
  input: RateHelpArticleInput;
  locale: Locale;
}>;


export type RateHelpArticleMutation = { rateHelpArticle:
    | { __typename: 'HelpArticleRated' }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors' }
   };

export type ContentPageQueryVariables = Exact<{
  path: string;
  locale: Locale;
}>;


export type ContentPageQuery = { page: { path: string, layout: PageLayout, meta: { title: string, description: string }, blocks: Array<
      | { __typename: 'ContactBlock', heading: string, email: string, phone: string, address: Array<string> }
      | { __typename: 'DownloadsBlock', heading: string, downloads: Array<{ title: string, kind: DownloadKind, url: string, image: { url: string, alt: string, width: number, height: number } | null }> }
      | { __typename: 'FaqBlock', heading: string, questions: Array<{ question: string, answer: string }> }
      | { __typename: 'GalleryBlock', heading: string, images: Array<{ url: string, alt: string, width: number, height: number }> }
      | { __typename: 'ListBlock', heading: string, items: Array<string> }
      | { __typename: 'RichTextBlock', heading: string, paragraphs: Array<string> }
    > } | null };

export type DownloadPageQueryVariables = Exact<{
  slug: string;
  locale: Locale;
}>;


export type DownloadPageQuery = { product: { id: string, name: string, primaryPlatform: Platform, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, versions: Array<{ kind: VersionKind, setupFiles: Array<{ fileName: string, platform: Platform, downloadUrl: string, sizeBytes: number }> }>, promoBanner: { headline: string, description: string, fileName: string, downloadUrl: string } | null } | null };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: SubscribeNewsletterInput;
  locale: Locale;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter:
    | { __typename: 'NewsletterSubscriptionPending' }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type OrderConfirmation_OrderFragment = { orderNumber: string, placedAt: string, currency: CurrencyCode, taxVatPercentage: number, email: string, totalGross: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode }, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, items: Array<{ productId: string, name: string, quantity: number, licenceKeys: Array<string>, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, downloads: Array<{ fileName: string, platform: Platform, downloadUrl: string, sizeBytes: number, storeUrl: string | null }> }> };

export type PageBlocks_PageFragment = { blocks: Array<
    | { __typename: 'ContactBlock', heading: string, email: string, phone: string, address: Array<string> }
    | { __typename: 'DownloadsBlock', heading: string, downloads: Array<{ title: string, kind: DownloadKind, url: string, image: { url: string, alt: string, width: number, height: number } | null }> }
    | { __typename: 'FaqBlock', heading: string, questions: Array<{ question: string, answer: string }> }
    | { __typename: 'GalleryBlock', heading: string, images: Array<{ url: string, alt: string, width: number, height: number }> }
    | { __typename: 'ListBlock', heading: string, items: Array<string> }
    | { __typename: 'RichTextBlock', heading: string, paragraphs: Array<string> }
  > };

export type ProductCard_ProductFragment = { id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> };

export type PlatformCategoriesQueryVariables = Exact<{
  locale: Locale;
  platform: Platform;
}>;


export type PlatformCategoriesQuery = { categories: Array<{ id: string, name: string, productCount: number, paths: { de: string, en: string } }> };

export type ProductListingQueryVariables = Exact<{
  locale: Locale;
  platform?: Platform | null | undefined;
  category?: string | null | undefined;
  sort?: ProductSort | null | undefined;
  first: number;
}>;


export type ProductListingQuery = { products: { totalCount: number, edges: Array<{ node: { id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> } }> } };

export type ProductListingCategoriesQueryVariables = Exact<{
  locale: Locale;
}>;


export type ProductListingCategoriesQuery = { categories: Array<{ id: string, slug: string, name: string }> };

export type ProductPage_ProductFragment = { description: string, primaryPlatform: Platform, releaseDate: string, downloadCount: number, id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, categories: Array<{ id: string, name: string, paths: { de: string, en: string } }>, modifications: Array<{ id: string, key: string, name: string, amountGross: { amountMinor: number, currency: CurrencyCode } | null, amountsGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, versions: Array<{ kind: VersionKind, setupFiles: Array<{ fileName: string, platform: Platform, downloadUrl: string, sizeBytes: number }> }>, functions: Array<{ title: string, text: string }>, gallery: Array<{ url: string, alt: string, width: number, height: number }>, advantages: Array<{ version: VersionKind, items: Array<string> }>, pressQuotes: Array<{ source: string, quote: string, rating: string | null }>, reviews: Array<{ id: string, author: string, stars: number, title: string, body: string, createdAt: string, updatedAt: string | null, verifiedPurchase: boolean }>, faq: Array<{ question: string, answer: string }>, relatedProducts: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, services: Array<{ title: string, text: string }>, promotion: { id: string, kind: PromotionKind, startsAt: string, endsAt: string, headline: string, text: string, product: { id: string, name: string, paths: { de: string, en: string } } } | null, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> };

export type ClaimPromotionMutationVariables = Exact<{
  id: string | number;
  input: ClaimPromotionInput;
  locale: Locale;
}>;


export type ClaimPromotionMutation = { claimPromotion:
    | { __typename: 'PromotionClaimAccepted', message: string }
    | { __typename: 'PromotionNotRunning', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type PromotionOffer_PromotionFragment = { id: string, kind: PromotionKind, startsAt: string, endsAt: string, headline: string, text: string, product: { id: string, name: string, paths: { de: string, en: string } } };

export type SearchSuggestionsQueryVariables = Exact<{
  locale: Locale;
  query: string;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ name: string, product: { id: string, paths: { de: string, en: string } } }> };

export type SearchQueryVariables = Exact<{
  locale: Locale;
  query: string;
}>;


export type SearchQuery = { search: { query: string, totalCount: number, products: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }> } };

export type CreateSupportTicketMutationVariables = Exact<{
  input: CreateSupportTicketInput;
  locale: Locale;
}>;


export type CreateSupportTicketMutation = { createSupportTicket:
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'SupportTicketCreated', ticketNumber: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type ReportMissingProgramMutationVariables = Exact<{
  input: ReportMissingProgramInput;
  locale: Locale;
}>;


export type ReportMissingProgramMutation = { reportMissingProgram:
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'RequestAccepted' }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type RequestActivationCodesMutationVariables = Exact<{
  input: RequestActivationCodesInput;
  locale: Locale;
}>;


export type RequestActivationCodesMutation = { requestActivationCodes:
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'RequestAccepted' }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type SendPressContactMutationVariables = Exact<{
  input: SendPressContactInput;
  locale: Locale;
}>;


export type SendPressContactMutation = { sendPressContact:
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'RequestAccepted' }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type SupportProductsQueryVariables = Exact<{
  locale: Locale;
}>;


export type SupportProductsQuery = { products: { edges: Array<{ node: { id: string, name: string } }> } };

export type AccountOverviewQueryVariables = Exact<{
  locale: Locale;
}>;


export type AccountOverviewQuery = { me: { id: string, name: string, email: string, orders: Array<{ orderNumber: string, placedAt: string, subscriptionPeriod: string | null, totalGross: { amountMinor: number, currency: CurrencyCode }, items: Array<{ productId: string, kind: CartItemKind, name: string, quantity: number, licences: Array<{ id: string, key: string, product: { id: string, paths: { de: string, en: string } } | null }>, downloads: Array<{ fileName: string, platform: Platform, downloadUrl: string, sizeBytes: number, storeUrl: string | null }> }> }>, subscriptions: Array<{ orderNumber: string, period: string, startedAt: string, currentPeriodEndsAt: string, active: boolean, items: Array<{ productId: string, name: string, quantity: number }> }>, premiumSupport: { active: boolean, validUntil: string | null, orderNumber: string | null }, tickets: Array<{ id: string, ticketNumber: string, topic: string, productName: string, message: string, premiumSupport: boolean, attachmentName: string | null, createdAt: string }>, reviews: Array<{ id: string, productId: string, locale: Locale, stars: number, title: string, body: string, createdAt: string, updatedAt: string | null, product: { id: string, name: string, paths: { de: string, en: string } } | null }>, claimable: { orders: Array<{ orderNumber: string, placedAt: string, productNames: Array<string>, total: { amountMinor: number, currency: CurrencyCode } }>, tickets: Array<{ ticketNumber: string, createdAt: string, topic: string, productName: string }> } } | null, premiumSupportOffer: { cartProductId: string | null, priceGross: { amountMinor: number, currency: CurrencyCode }, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> } };

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { me: { id: string, name: string, email: string, emailVerified: boolean, pendingEmail: string | null, createdAt: string, newsletter: { email: string, state: NewsletterState, subscribed: boolean } } | null };

export type AddToCartMutationVariables = Exact<{
  productId: string | number;
  quantity: number;
  locale: Locale;
  currency?: CurrencyCode | null | undefined;
}>;


export type AddToCartMutation = { addToCart:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type AnalystConversionsQueryVariables = Exact<{
  from: string;
  to: string;
  groupBy: ConversionGroupBy;
  affiliate: ConversionFilter;
  direct: ConversionFilter;
  totals: ConversionFilter;
  withAffiliate: boolean;
  withDirect: boolean;
}>;


export type AnalystConversionsQuery = { affiliate?: Array<{ key: string, currency: CurrencyCode, orders: number, items: number, amount: number, discount: number }>, direct?: Array<{ key: string, currency: CurrencyCode, orders: number, items: number, amount: number, discount: number }>, totals: Array<{ currency: CurrencyCode, orders: number, items: number, amount: number, discount: number }> };

export type AnalystKeyCheckQueryVariables = Exact<{
  day: string;
}>;


export type AnalystKeyCheckQuery = { conversionTotals: Array<{ currency: CurrencyCode }> };

export type ApplyCouponMutationVariables = Exact<{
  code: string;
  locale: Locale;
}>;


export type ApplyCouponMutation = { applyCoupon:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type CatalogPathQueryVariables = Exact<{
  locale: Locale;
  categoryType: string;
  categoryName?: string | null | undefined;
  productName?: string | null | undefined;
}>;


export type CatalogPathQuery = { catalogPath: { alternates: { de: string, en: string }, platformType: { id: string, name: string, description: string, platform: Platform, paths: { de: string, en: string } }, category: { id: string, slug: string, name: string, description: string, paths: { de: string, en: string } } | null, product: { description: string, primaryPlatform: Platform, releaseDate: string, downloadCount: number, id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, categories: Array<{ id: string, name: string, paths: { de: string, en: string } }>, modifications: Array<{ id: string, key: string, name: string, amountGross: { amountMinor: number, currency: CurrencyCode } | null, amountsGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, versions: Array<{ kind: VersionKind, setupFiles: Array<{ fileName: string, platform: Platform, downloadUrl: string, sizeBytes: number }> }>, functions: Array<{ title: string, text: string }>, gallery: Array<{ url: string, alt: string, width: number, height: number }>, advantages: Array<{ version: VersionKind, items: Array<string> }>, pressQuotes: Array<{ source: string, quote: string, rating: string | null }>, reviews: Array<{ id: string, author: string, stars: number, title: string, body: string, createdAt: string, updatedAt: string | null, verifiedPurchase: boolean }>, faq: Array<{ question: string, answer: string }>, relatedProducts: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, services: Array<{ title: string, text: string }>, promotion: { id: string, kind: PromotionKind, startsAt: string, endsAt: string, headline: string, text: string, product: { id: string, name: string, paths: { de: string, en: string } } } | null, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> } | null } | null };

export type ChangeCartItemQuantityMutationVariables = Exact<{
  productId: string | number;
  quantity: number;
  locale: Locale;
}>;


export type ChangeCartItemQuantityMutation = { changeCartItemQuantity:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
  locale: Locale;
}>;


export type ChangePasswordMutation = { changePassword:
    | { __typename: 'InvalidCredentials', message: string }
    | { __typename: 'NotLoggedIn', message: string }
    | { __typename: 'PasswordChanged', revokedSessions: number }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type CheckoutCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCustomerQuery = { me: { id: string, email: string, name: string } | null };

export type ClaimGuestItemsMutationVariables = Exact<{
  orders: Array<string> | string;
  tickets: Array<string> | string;
  locale: Locale;
}>;


export type ClaimGuestItemsMutation = { claimGuestItems:
    | { __typename: 'GuestItemsClaimed', orders: Array<string>, tickets: Array<string> }
    | { __typename: 'NotLoggedIn', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
  locale: Locale;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange:
    | { __typename: 'EmailChanged', email: string }
    | { __typename: 'InvalidToken', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type ConfirmGuestClaimMutationVariables = Exact<{
  token: string;
  locale: Locale;
}>;


export type ConfirmGuestClaimMutation = { confirmGuestClaim:
    | { __typename: 'GuestItemClaimed', kind: ClaimedItemKind, number: string }
    | { __typename: 'InvalidToken', message: string }
    | { __typename: 'RateLimited', message: string }
   };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  token: string;
  locale: Locale;
  consentText: string;
  userAgent?: string | null | undefined;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription:
    | { __typename: 'InvalidToken', message: string }
    | { __typename: 'NewsletterSubscriptionConfirmed', locale: Locale }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors' }
   };

export type ConfirmProgramActivationMutationVariables = Exact<{
  token: string;
  locale: Locale;
}>;


export type ConfirmProgramActivationMutation = { confirmProgramActivation:
    | { __typename: 'InvalidToken', message: string }
    | { __typename: 'ProgramActivated', locale: Locale, productId: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors' }
   };

export type ConfirmRegistrationMutationVariables = Exact<{
  token: string;
  locale: Locale;
}>;


export type ConfirmRegistrationMutation = { confirmRegistration:
    | { __typename: 'InvalidToken', message: string }
    | { __typename: 'LoggedIn', customer: { id: string, name: string } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type CurrentCartQueryVariables = Exact<{
  locale: Locale;
}>;


export type CurrentCartQuery = { cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } };

export type DeleteMyAccountMutationVariables = Exact<{
  input: DeleteMyAccountInput;
  locale: Locale;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount:
    | { __typename: 'AccountDeleted', deleted: boolean }
    | { __typename: 'InvalidCredentials', message: string }
    | { __typename: 'NotLoggedIn', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type ExportMyDataMutationVariables = Exact<{
  locale: Locale;
}>;


export type ExportMyDataMutation = { exportMyData:
    | { __typename: 'DataExport', fileName: string, contentType: string, json: string }
    | { __typename: 'NotLoggedIn', message: string }
   };

export type HeaderCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderCustomerQuery = { me: { id: string, name: string } | null };

export type HomePageQueryVariables = Exact<{
  locale: Locale;
}>;


export type HomePageQuery = { promotions: Array<{ id: string, kind: PromotionKind, startsAt: string, endsAt: string, headline: string, text: string, product: { id: string, name: string, paths: { de: string, en: string } } }>, homePage: { bestsellerOfTheMonth: { description: string, id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }, topPrograms: Array<{ category: { id: string, name: string, platform: Platform, paths: { de: string, en: string } }, products: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }> }>, mostDownloaded: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, recentlyAdded: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, androidApps: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, iosApps: Array<{ id: string, slug: string, name: string, shortDescription: string, platforms: Array<Platform>, isFree: boolean, ratingAverage: number | null, reviewCount: number, paths: { de: string, en: string }, editions: Array<{ platform: Platform, storeUrl: string | null, paths: { de: string, en: string } }>, icon: { url: string, alt: string, width: number, height: number }, priceGross: { amountMinor: number, currency: CurrencyCode } | null, strikePriceGross: { amountMinor: number, currency: CurrencyCode } | null, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }>, strikePricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> }>, pressLogos: Array<{ url: string, alt: string, width: number, height: number }>, newsletterBanner: { headline: string, text: string, buttonText: string } } };

export type LogInMutationVariables = Exact<{
  input: LogInInput;
  locale: Locale;
}>;


export type LogInMutation = { logIn:
    | { __typename: 'InvalidCredentials', message: string }
    | { __typename: 'LoggedIn', customer: { id: string, name: string } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type LogOutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogOutMutation = { logOut: { loggedOut: boolean } };

export type MailedLinkStatusMutationVariables = Exact<{
  kind: MailedLinkKind;
  token: string;
}>;


export type MailedLinkStatusMutation = { mailedLinkStatus: MailedLinkStatus };

export type OrderConfirmationQueryVariables = Exact<{
  orderNumber: string;
  locale: Locale;
}>;


export type OrderConfirmationQuery = { order: { orderNumber: string, placedAt: string, currency: CurrencyCode, taxVatPercentage: number, email: string, totalGross: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode }, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, items: Array<{ productId: string, name: string, quantity: number, licenceKeys: Array<string>, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, downloads: Array<{ fileName: string, platform: Platform, downloadUrl: string, sizeBytes: number, storeUrl: string | null }> }> } | null };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
  idempotencyKey: string;
  locale: Locale;
}>;


export type PlaceOrderMutation = { placeOrder:
    | { __typename: 'CartNotOrderable', message: string }
    | { __typename: 'OrderPlaced', accessToken: string, order: { orderNumber: string } }
    | { __typename: 'PaymentDeclined', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type PremiumSupportOfferQueryVariables = Exact<{ [key: string]: never; }>;


export type PremiumSupportOfferQuery = { premiumSupportOffer: { validityDays: number, cartProductId: string | null, priceGross: { amountMinor: number, currency: CurrencyCode }, pricesGross: Array<{ amountMinor: number, currency: CurrencyCode }> } };

export type ProductReviewAccessQueryVariables = Exact<{
  productId: string | number;
}>;


export type ProductReviewAccessQuery = { me: { id: string, hasPurchased: boolean, reviewOfProduct: { id: string, locale: Locale, stars: number, title: string, body: string, updatedAt: string | null } | null } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
  locale: Locale;
}>;


export type RegisterMutation = { register:
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'RegistrationPending' }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type RemoveCouponMutationVariables = Exact<{
  locale: Locale;
}>;


export type RemoveCouponMutation = { removeCoupon:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type RemoveFromCartMutationVariables = Exact<{
  productId: string | number;
  locale: Locale;
}>;


export type RemoveFromCartMutation = { removeFromCart:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type RequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
  locale: Locale;
}>;


export type RequestEmailChangeMutation = { requestEmailChange:
    | { __typename: 'EmailChangePending', newEmail: string }
    | { __typename: 'InvalidCredentials', message: string }
    | { __typename: 'NotLoggedIn', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
  locale: Locale;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'RequestAccepted' }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type SetCartCountryMutationVariables = Exact<{
  country: string;
  locale: Locale;
}>;


export type SetCartCountryMutation = { setCartCountry:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type SetCartCurrencyMutationVariables = Exact<{
  currency: CurrencyCode;
  locale: Locale;
}>;


export type SetCartCurrencyMutation = { setCartCurrency:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type SetCartItemModificationMutationVariables = Exact<{
  productId: string | number;
  modificationId: string | number;
  active: boolean;
  locale: Locale;
}>;


export type SetCartItemModificationMutation = { setCartItemModification:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type SetCartSubscriptionMutationVariables = Exact<{
  period?: string | null | undefined;
  locale: Locale;
}>;


export type SetCartSubscriptionMutation = { setCartSubscription:
    | { __typename: 'CartUpdated', cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'CouponRejected', code: string, reason: CouponRejection, message: string, cart: { token: string | null, itemCount: number, currency: CurrencyCode, country: string, vatPercentage: number, subscriptionPeriod: string | null, items: Array<{ productId: string, name: string, quantity: number, maxQuantity: number, offerProduct: boolean, oneTimeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, product: { id: string, name: string, paths: { de: string, en: string }, icon: { url: string, alt: string } } | null, unitPriceGross: { amountMinor: number, currency: CurrencyCode }, strikeUnitPriceGross: { amountMinor: number, currency: CurrencyCode } | null, lineTotalGross: { amountMinor: number, currency: CurrencyCode }, modifications: Array<{ id: string, key: string, name: string, active: boolean, amountGross: { amountMinor: number, currency: CurrencyCode } }>, subscriptionOptions: Array<{ period: string, amountPerPeriodGross: { amountMinor: number, currency: CurrencyCode }, strikeAmountGross: { amountMinor: number, currency: CurrencyCode } | null }> }>, coupon: { code: string, resultingDiscountGross: { amountMinor: number, currency: CurrencyCode } } | null, subtotalGross: { amountMinor: number, currency: CurrencyCode }, couponDiscountGross: { amountMinor: number, currency: CurrencyCode }, totalGross: { amountMinor: number, currency: CurrencyCode }, totalNet: { amountMinor: number, currency: CurrencyCode }, taxAmount: { amountMinor: number, currency: CurrencyCode } } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string, code: string | null }> }
   };

export type SetPasswordMutationVariables = Exact<{
  input: SetPasswordInput;
  locale: Locale;
}>;


export type SetPasswordMutation = { setPassword:
    | { __typename: 'InvalidToken', message: string }
    | { __typename: 'LoggedIn', customer: { id: string, name: string } }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type SitemapPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapPlatformsQuery = { categories: Array<{ id: string, platform: Platform, paths: { de: string, en: string } }> };

export type SitemapCategoriesQueryVariables = Exact<{
  platform: Platform;
}>;


export type SitemapCategoriesQuery = { categories: Array<{ id: string, productCount: number, paths: { de: string, en: string } }> };

export type SitemapProductsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type SitemapProductsQuery = { products: { pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, editions: Array<{ platform: Platform, paths: { de: string, en: string } }> } }> } };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: string;
  locale: Locale;
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter:
    | { __typename: 'InvalidToken', message: string }
    | { __typename: 'NewsletterUnsubscribed', locale: Locale }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ValidationErrors' }
   };

export type UpdateMyNewsletterMutationVariables = Exact<{
  subscribed: boolean;
  locale: Locale;
}>;


export type UpdateMyNewsletterMutation = { updateMyNewsletter:
    | { __typename: 'NewsletterStatus', state: NewsletterState, subscribed: boolean }
    | { __typename: 'NotLoggedIn', message: string }
   };

export type WriteReviewMutationVariables = Exact<{
  input: WriteReviewInput;
  locale: Locale;
}>;


export type WriteReviewMutation = { writeReview:
    | { __typename: 'NotLoggedIn', message: string }
    | { __typename: 'NotPurchased', message: string }
    | { __typename: 'RateLimited', message: string }
    | { __typename: 'ReviewSaved', created: boolean, review: { id: string, productId: string, locale: Locale, stars: number, title: string, body: string, product: { id: string, paths: { de: string, en: string } } | null } }
    | { __typename: 'ValidationErrors', fieldErrors: Array<{ field: string, message: string }> }
   };

export type ConversionOrderQueryVariables = Exact<{
  orderNumber: string;
}>;


export type ConversionOrderQuery = { conversionOrder: { enterpriseId: number, pageType: string, orderId: string, actionTrackerId: number, currency: CurrencyCode, amount: number, cjeventOrder: string, discount: number, coupon: string, customerStatus: string, items: Array<{ unitPrice: number, itemId: string, quantity: number, discount: number | null }> } | null };

export type TrackingPageQueryVariables = Exact<{
  pageType: AffiliatePageType;
}>;


export type TrackingPageQuery = { trackingPage: { pageType: string, enterpriseId: number, cartSubtotal: number | null, items: Array<{ unitPrice: number, itemId: string, quantity: number, discount: number | null }> | null } | null };

export const AccountClaims_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountClaims_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}}]}}]}}]}}]} as unknown as DocumentNode;
export const AccountOrders_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountOrders_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode;
export const AccountProfile_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AccountReviews_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountReviews_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]}}]} as unknown as DocumentNode;
export const AccountSubscriptions_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountSubscriptions_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode;
export const AccountSupport_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountSupport_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"premiumSupport"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;
export const NewsletterSettings_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSettings_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}}]} as unknown as DocumentNode;
export const CartView_CartFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;
export const CartView_UpdateResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;
export const OrderConfirmation_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConfirmation_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"taxVatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenceKeys"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}}]}}]}}]} as unknown as DocumentNode;
export const PageBlocks_PageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageBlocks_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichTextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode;
export const ProductCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePriceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;
export const PromotionOffer_PromotionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionOffer_promotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode;
export const ProductPage_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPage_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountsGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"setupFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"functions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advantages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pressQuotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedPurchase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionOffer_promotion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePriceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionOffer_promotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode;
export const RateHelpArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateHelpArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateHelpArticleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateHelpArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRateHelpArticleMutation__
 *
 * To run a mutation, you first call `useRateHelpArticleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRateHelpArticleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rateHelpArticleMutation, { data, loading, error }] = useRateHelpArticleMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRateHelpArticleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RateHelpArticleMutation, RateHelpArticleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RateHelpArticleMutation, RateHelpArticleMutationVariables>(RateHelpArticleDocument, options);
      }
export type RateHelpArticleMutationHookResult = ReturnType<typeof useRateHelpArticleMutation>;
export type RateHelpArticleMutationResult = ApolloReactCommon.MutationResult<RateHelpArticleMutation>;
export type RateHelpArticleMutationOptions = ApolloReactCommon.BaseMutationOptions<RateHelpArticleMutation, RateHelpArticleMutationVariables>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PageBlocks_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PageBlocks_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RichTextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ListBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadsBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useContentPageQuery__
 *
 * To run a query within a React component, call `useContentPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useContentPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContentPageQuery({
 *   variables: {
 *      path: // value for 'path'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useContentPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ContentPageQuery, ContentPageQueryVariables> & ({ variables: ContentPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
      }
export function useContentPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
        }
// @ts-ignore
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentPageQuery, ContentPageQueryVariables>;
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ContentPageQuery | undefined, ContentPageQueryVariables>;
export function useContentPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ContentPageQuery, ContentPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ContentPageQuery, ContentPageQueryVariables>(ContentPageDocument, options);
        }
export type ContentPageQueryHookResult = ReturnType<typeof useContentPageQuery>;
export type ContentPageLazyQueryHookResult = ReturnType<typeof useContentPageLazyQuery>;
export type ContentPageSuspenseQueryHookResult = ReturnType<typeof useContentPageSuspenseQuery>;
export type ContentPageQueryResult = ApolloReactCommon.QueryResult<ContentPageQuery, ContentPageQueryVariables>;
export const DownloadPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"setupFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDownloadPageQuery__
 *
 * To run a query within a React component, call `useDownloadPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useDownloadPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDownloadPageQuery({
 *   variables: {
 *      slug: // value for 'slug'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useDownloadPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DownloadPageQuery, DownloadPageQueryVariables> & ({ variables: DownloadPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DownloadPageQuery, DownloadPageQueryVariables>(DownloadPageDocument, options);
      }
export function useDownloadPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DownloadPageQuery, DownloadPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DownloadPageQuery, DownloadPageQueryVariables>(DownloadPageDocument, options);
        }
// @ts-ignore
export function useDownloadPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DownloadPageQuery, DownloadPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DownloadPageQuery, DownloadPageQueryVariables>;
export function useDownloadPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DownloadPageQuery, DownloadPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DownloadPageQuery | undefined, DownloadPageQueryVariables>;
export function useDownloadPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DownloadPageQuery, DownloadPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DownloadPageQuery, DownloadPageQueryVariables>(DownloadPageDocument, options);
        }
export type DownloadPageQueryHookResult = ReturnType<typeof useDownloadPageQuery>;
export type DownloadPageLazyQueryHookResult = ReturnType<typeof useDownloadPageLazyQuery>;
export type DownloadPageSuspenseQueryHookResult = ReturnType<typeof useDownloadPageSuspenseQuery>;
export type DownloadPageQueryResult = ApolloReactCommon.QueryResult<DownloadPageQuery, DownloadPageQueryVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeNewsletterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSubscribeNewsletterMutation__
 *
 * To run a mutation, you first call `useSubscribeNewsletterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribeNewsletterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribeNewsletterMutation, { data, loading, error }] = useSubscribeNewsletterMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSubscribeNewsletterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>(SubscribeNewsletterDocument, options);
      }
export type SubscribeNewsletterMutationHookResult = ReturnType<typeof useSubscribeNewsletterMutation>;
export type SubscribeNewsletterMutationResult = ApolloReactCommon.MutationResult<SubscribeNewsletterMutation>;
export type SubscribeNewsletterMutationOptions = ApolloReactCommon.BaseMutationOptions<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const PlatformCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PRODUCT_CATEGORY"}},{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePlatformCategoriesQuery__
 *
 * To run a query within a React component, call `usePlatformCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlatformCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlatformCategoriesQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *      platform: // value for 'platform'
 *   },
 * });
 */
export function usePlatformCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PlatformCategoriesQuery, PlatformCategoriesQueryVariables> & ({ variables: PlatformCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>(PlatformCategoriesDocument, options);
      }
export function usePlatformCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>(PlatformCategoriesDocument, options);
        }
// @ts-ignore
export function usePlatformCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>;
export function usePlatformCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PlatformCategoriesQuery | undefined, PlatformCategoriesQueryVariables>;
export function usePlatformCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>(PlatformCategoriesDocument, options);
        }
export type PlatformCategoriesQueryHookResult = ReturnType<typeof usePlatformCategoriesQuery>;
export type PlatformCategoriesLazyQueryHookResult = ReturnType<typeof usePlatformCategoriesLazyQuery>;
export type PlatformCategoriesSuspenseQueryHookResult = ReturnType<typeof usePlatformCategoriesSuspenseQuery>;
export type PlatformCategoriesQueryResult = ApolloReactCommon.QueryResult<PlatformCategoriesQuery, PlatformCategoriesQueryVariables>;
export const ProductListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePriceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProductListingQuery__
 *
 * To run a query within a React component, call `useProductListingQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductListingQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductListingQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *      platform: // value for 'platform'
 *      category: // value for 'category'
 *      sort: // value for 'sort'
 *      first: // value for 'first'
 *   },
 * });
 */
export function useProductListingQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductListingQuery, ProductListingQueryVariables> & ({ variables: ProductListingQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductListingQuery, ProductListingQueryVariables>(ProductListingDocument, options);
      }
export function useProductListingLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductListingQuery, ProductListingQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductListingQuery, ProductListingQueryVariables>(ProductListingDocument, options);
        }
// @ts-ignore
export function useProductListingSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductListingQuery, ProductListingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductListingQuery, ProductListingQueryVariables>;
export function useProductListingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductListingQuery, ProductListingQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductListingQuery | undefined, ProductListingQueryVariables>;
export function useProductListingSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductListingQuery, ProductListingQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductListingQuery, ProductListingQueryVariables>(ProductListingDocument, options);
        }
export type ProductListingQueryHookResult = ReturnType<typeof useProductListingQuery>;
export type ProductListingLazyQueryHookResult = ReturnType<typeof useProductListingLazyQuery>;
export type ProductListingSuspenseQueryHookResult = ReturnType<typeof useProductListingSuspenseQuery>;
export type ProductListingQueryResult = ApolloReactCommon.QueryResult<ProductListingQuery, ProductListingQueryVariables>;
export const ProductListingCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductListingCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PRODUCT_CATEGORY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProductListingCategoriesQuery__
 *
 * To run a query within a React component, call `useProductListingCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductListingCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductListingCategoriesQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useProductListingCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables> & ({ variables: ProductListingCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>(ProductListingCategoriesDocument, options);
      }
export function useProductListingCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>(ProductListingCategoriesDocument, options);
        }
// @ts-ignore
export function useProductListingCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>;
export function useProductListingCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductListingCategoriesQuery | undefined, ProductListingCategoriesQueryVariables>;
export function useProductListingCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>(ProductListingCategoriesDocument, options);
        }
export type ProductListingCategoriesQueryHookResult = ReturnType<typeof useProductListingCategoriesQuery>;
export type ProductListingCategoriesLazyQueryHookResult = ReturnType<typeof useProductListingCategoriesLazyQuery>;
export type ProductListingCategoriesSuspenseQueryHookResult = ReturnType<typeof useProductListingCategoriesSuspenseQuery>;
export type ProductListingCategoriesQueryResult = ApolloReactCommon.QueryResult<ProductListingCategoriesQuery, ProductListingCategoriesQueryVariables>;
export const ClaimPromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimPromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimPromotionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionClaimAccepted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionNotRunning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClaimPromotionMutation__
 *
 * To run a mutation, you first call `useClaimPromotionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimPromotionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimPromotionMutation, { data, loading, error }] = useClaimPromotionMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useClaimPromotionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimPromotionMutation, ClaimPromotionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimPromotionMutation, ClaimPromotionMutationVariables>(ClaimPromotionDocument, options);
      }
export type ClaimPromotionMutationHookResult = ReturnType<typeof useClaimPromotionMutation>;
export type ClaimPromotionMutationResult = ApolloReactCommon.MutationResult<ClaimPromotionMutation>;
export type ClaimPromotionMutationOptions = ApolloReactCommon.BaseMutationOptions<ClaimPromotionMutation, ClaimPromotionMutationVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSearchSuggestionsQuery__
 *
 * To run a query within a React component, call `useSearchSuggestionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchSuggestionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchSuggestionsQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *      query: // value for 'query'
 *   },
 * });
 */
export function useSearchSuggestionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchSuggestionsQuery, SearchSuggestionsQueryVariables> & ({ variables: SearchSuggestionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>(SearchSuggestionsDocument, options);
      }
export function useSearchSuggestionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>(SearchSuggestionsDocument, options);
        }
// @ts-ignore
export function useSearchSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export function useSearchSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchSuggestionsQuery | undefined, SearchSuggestionsQueryVariables>;
export function useSearchSuggestionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>(SearchSuggestionsDocument, options);
        }
export type SearchSuggestionsQueryHookResult = ReturnType<typeof useSearchSuggestionsQuery>;
export type SearchSuggestionsLazyQueryHookResult = ReturnType<typeof useSearchSuggestionsLazyQuery>;
export type SearchSuggestionsSuspenseQueryHookResult = ReturnType<typeof useSearchSuggestionsSuspenseQuery>;
export type SearchSuggestionsQueryResult = ApolloReactCommon.QueryResult<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"24"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePriceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSearchQuery__
 *
 * To run a query within a React component, call `useSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *      query: // value for 'query'
 *   },
 * });
 */
export function useSearchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchQuery, SearchQueryVariables> & ({ variables: SearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchQuery, SearchQueryVariables>(SearchDocument, options);
      }
export function useSearchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchQuery, SearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchQuery, SearchQueryVariables>(SearchDocument, options);
        }
// @ts-ignore
export function useSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchQuery, SearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchQuery, SearchQueryVariables>;
export function useSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchQuery, SearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchQuery | undefined, SearchQueryVariables>;
export function useSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchQuery, SearchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchQuery, SearchQueryVariables>(SearchDocument, options);
        }
export type SearchQueryHookResult = ReturnType<typeof useSearchQuery>;
export type SearchLazyQueryHookResult = ReturnType<typeof useSearchLazyQuery>;
export type SearchSuspenseQueryHookResult = ReturnType<typeof useSearchSuspenseQuery>;
export type SearchQueryResult = ApolloReactCommon.QueryResult<SearchQuery, SearchQueryVariables>;
export const CreateSupportTicketDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupportTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupportTicketInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupportTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportTicketCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCreateSupportTicketMutation__
 *
 * To run a mutation, you first call `useCreateSupportTicketMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSupportTicketMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSupportTicketMutation, { data, loading, error }] = useCreateSupportTicketMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCreateSupportTicketMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSupportTicketMutation, CreateSupportTicketMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSupportTicketMutation, CreateSupportTicketMutationVariables>(CreateSupportTicketDocument, options);
      }
export type CreateSupportTicketMutationHookResult = ReturnType<typeof useCreateSupportTicketMutation>;
export type CreateSupportTicketMutationResult = ApolloReactCommon.MutationResult<CreateSupportTicketMutation>;
export type CreateSupportTicketMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateSupportTicketMutation, CreateSupportTicketMutationVariables>;
export const ReportMissingProgramDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportMissingProgram"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportMissingProgramInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportMissingProgram"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useReportMissingProgramMutation__
 *
 * To run a mutation, you first call `useReportMissingProgramMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportMissingProgramMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportMissingProgramMutation, { data, loading, error }] = useReportMissingProgramMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useReportMissingProgramMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReportMissingProgramMutation, ReportMissingProgramMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReportMissingProgramMutation, ReportMissingProgramMutationVariables>(ReportMissingProgramDocument, options);
      }
export type ReportMissingProgramMutationHookResult = ReturnType<typeof useReportMissingProgramMutation>;
export type ReportMissingProgramMutationResult = ApolloReactCommon.MutationResult<ReportMissingProgramMutation>;
export type ReportMissingProgramMutationOptions = ApolloReactCommon.BaseMutationOptions<ReportMissingProgramMutation, ReportMissingProgramMutationVariables>;
export const RequestActivationCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestActivationCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestActivationCodesInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestActivationCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestActivationCodesMutation__
 *
 * To run a mutation, you first call `useRequestActivationCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestActivationCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestActivationCodesMutation, { data, loading, error }] = useRequestActivationCodesMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRequestActivationCodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestActivationCodesMutation, RequestActivationCodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestActivationCodesMutation, RequestActivationCodesMutationVariables>(RequestActivationCodesDocument, options);
      }
export type RequestActivationCodesMutationHookResult = ReturnType<typeof useRequestActivationCodesMutation>;
export type RequestActivationCodesMutationResult = ApolloReactCommon.MutationResult<RequestActivationCodesMutation>;
export type RequestActivationCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestActivationCodesMutation, RequestActivationCodesMutationVariables>;
export const SendPressContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPressContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendPressContactInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPressContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSendPressContactMutation__
 *
 * To run a mutation, you first call `useSendPressContactMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendPressContactMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendPressContactMutation, { data, loading, error }] = useSendPressContactMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSendPressContactMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendPressContactMutation, SendPressContactMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendPressContactMutation, SendPressContactMutationVariables>(SendPressContactDocument, options);
      }
export type SendPressContactMutationHookResult = ReturnType<typeof useSendPressContactMutation>;
export type SendPressContactMutationResult = ApolloReactCommon.MutationResult<SendPressContactMutation>;
export type SendPressContactMutationOptions = ApolloReactCommon.BaseMutationOptions<SendPressContactMutation, SendPressContactMutationVariables>;
export const SupportProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSupportProductsQuery__
 *
 * To run a query within a React component, call `useSupportProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSupportProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSupportProductsQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSupportProductsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SupportProductsQuery, SupportProductsQueryVariables> & ({ variables: SupportProductsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SupportProductsQuery, SupportProductsQueryVariables>(SupportProductsDocument, options);
      }
export function useSupportProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SupportProductsQuery, SupportProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SupportProductsQuery, SupportProductsQueryVariables>(SupportProductsDocument, options);
        }
// @ts-ignore
export function useSupportProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SupportProductsQuery, SupportProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SupportProductsQuery, SupportProductsQueryVariables>;
export function useSupportProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SupportProductsQuery, SupportProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SupportProductsQuery | undefined, SupportProductsQueryVariables>;
export function useSupportProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SupportProductsQuery, SupportProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SupportProductsQuery, SupportProductsQueryVariables>(SupportProductsDocument, options);
        }
export type SupportProductsQueryHookResult = ReturnType<typeof useSupportProductsQuery>;
export type SupportProductsLazyQueryHookResult = ReturnType<typeof useSupportProductsLazyQuery>;
export type SupportProductsSuspenseQueryHookResult = ReturnType<typeof useSupportProductsSuspenseQuery>;
export type SupportProductsQueryResult = ApolloReactCommon.QueryResult<SupportProductsQuery, SupportProductsQueryVariables>;
export const AccountOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountOrders_customer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountSubscriptions_customer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountSupport_customer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountReviews_customer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountClaims_customer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"premiumSupportOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartProductId"}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountClaims_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productNames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountOrders_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"licences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountReviews_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountSubscriptions_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountSupport_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumSupport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNumber"}},{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"premiumSupport"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAccountOverviewQuery__
 *
 * To run a query within a React component, call `useAccountOverviewQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountOverviewQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountOverviewQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useAccountOverviewQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AccountOverviewQuery, AccountOverviewQueryVariables> & ({ variables: AccountOverviewQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountOverviewQuery, AccountOverviewQueryVariables>(AccountOverviewDocument, options);
      }
export function useAccountOverviewLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountOverviewQuery, AccountOverviewQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountOverviewQuery, AccountOverviewQueryVariables>(AccountOverviewDocument, options);
        }
// @ts-ignore
export function useAccountOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountOverviewQuery, AccountOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountOverviewQuery, AccountOverviewQueryVariables>;
export function useAccountOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountOverviewQuery, AccountOverviewQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountOverviewQuery | undefined, AccountOverviewQueryVariables>;
export function useAccountOverviewSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountOverviewQuery, AccountOverviewQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountOverviewQuery, AccountOverviewQueryVariables>(AccountOverviewDocument, options);
        }
export type AccountOverviewQueryHookResult = ReturnType<typeof useAccountOverviewQuery>;
export type AccountOverviewLazyQueryHookResult = ReturnType<typeof useAccountOverviewLazyQuery>;
export type AccountOverviewSuspenseQueryHookResult = ReturnType<typeof useAccountOverviewSuspenseQuery>;
export type AccountOverviewQueryResult = ApolloReactCommon.QueryResult<AccountOverviewQuery, AccountOverviewQueryVariables>;
export const AccountSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountProfile_customer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsletterSettings_customer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountProfile_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsletterSettings_customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAccountSettingsQuery__
 *
 * To run a query within a React component, call `useAccountSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAccountSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAccountSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAccountSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AccountSettingsQuery, AccountSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AccountSettingsQuery, AccountSettingsQueryVariables>(AccountSettingsDocument, options);
      }
export function useAccountSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AccountSettingsQuery, AccountSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AccountSettingsQuery, AccountSettingsQueryVariables>(AccountSettingsDocument, options);
        }
// @ts-ignore
export function useAccountSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AccountSettingsQuery, AccountSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountSettingsQuery, AccountSettingsQueryVariables>;
export function useAccountSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountSettingsQuery, AccountSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AccountSettingsQuery | undefined, AccountSettingsQueryVariables>;
export function useAccountSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AccountSettingsQuery, AccountSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AccountSettingsQuery, AccountSettingsQueryVariables>(AccountSettingsDocument, options);
        }
export type AccountSettingsQueryHookResult = ReturnType<typeof useAccountSettingsQuery>;
export type AccountSettingsLazyQueryHookResult = ReturnType<typeof useAccountSettingsLazyQuery>;
export type AccountSettingsSuspenseQueryHookResult = ReturnType<typeof useAccountSettingsSuspenseQuery>;
export type AccountSettingsQueryResult = ApolloReactCommon.QueryResult<AccountSettingsQuery, AccountSettingsQueryVariables>;
export const AddToCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addToCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAddToCartMutation__
 *
 * To run a mutation, you first call `useAddToCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddToCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addToCartMutation, { data, loading, error }] = useAddToCartMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      quantity: // value for 'quantity'
 *      locale: // value for 'locale'
 *      currency: // value for 'currency'
 *   },
 * });
 */
export function useAddToCartMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddToCartMutation, AddToCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddToCartMutation, AddToCartMutationVariables>(AddToCartDocument, options);
      }
export type AddToCartMutationHookResult = ReturnType<typeof useAddToCartMutation>;
export type AddToCartMutationResult = ApolloReactCommon.MutationResult<AddToCartMutation>;
export type AddToCartMutationOptions = ApolloReactCommon.BaseMutationOptions<AddToCartMutation, AddToCartMutationVariables>;
export const AnalystConversionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalystConversions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversionGroupBy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"affiliate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversionFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direct"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversionFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"totals"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversionFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withAffiliate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withDirect"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"affiliate"},"name":{"kind":"Name","value":"conversionStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"affiliate"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withAffiliate"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"direct"},"name":{"kind":"Name","value":"conversionStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direct"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withDirect"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"totals"},"name":{"kind":"Name","value":"conversionTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"totals"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAnalystConversionsQuery__
 *
 * To run a query within a React component, call `useAnalystConversionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAnalystConversionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAnalystConversionsQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      groupBy: // value for 'groupBy'
 *      affiliate: // value for 'affiliate'
 *      direct: // value for 'direct'
 *      totals: // value for 'totals'
 *      withAffiliate: // value for 'withAffiliate'
 *      withDirect: // value for 'withDirect'
 *   },
 * });
 */
export function useAnalystConversionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AnalystConversionsQuery, AnalystConversionsQueryVariables> & ({ variables: AnalystConversionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AnalystConversionsQuery, AnalystConversionsQueryVariables>(AnalystConversionsDocument, options);
      }
export function useAnalystConversionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AnalystConversionsQuery, AnalystConversionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AnalystConversionsQuery, AnalystConversionsQueryVariables>(AnalystConversionsDocument, options);
        }
// @ts-ignore
export function useAnalystConversionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AnalystConversionsQuery, AnalystConversionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AnalystConversionsQuery, AnalystConversionsQueryVariables>;
export function useAnalystConversionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AnalystConversionsQuery, AnalystConversionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AnalystConversionsQuery | undefined, AnalystConversionsQueryVariables>;
export function useAnalystConversionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AnalystConversionsQuery, AnalystConversionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AnalystConversionsQuery, AnalystConversionsQueryVariables>(AnalystConversionsDocument, options);
        }
export type AnalystConversionsQueryHookResult = ReturnType<typeof useAnalystConversionsQuery>;
export type AnalystConversionsLazyQueryHookResult = ReturnType<typeof useAnalystConversionsLazyQuery>;
export type AnalystConversionsSuspenseQueryHookResult = ReturnType<typeof useAnalystConversionsSuspenseQuery>;
export type AnalystConversionsQueryResult = ApolloReactCommon.QueryResult<AnalystConversionsQuery, AnalystConversionsQueryVariables>;
export const AnalystKeyCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalystKeyCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversionTotals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAnalystKeyCheckQuery__
 *
 * To run a query within a React component, call `useAnalystKeyCheckQuery` and pass it any options that fit your needs.
 * When your component renders, `useAnalystKeyCheckQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAnalystKeyCheckQuery({
 *   variables: {
 *      day: // value for 'day'
 *   },
 * });
 */
export function useAnalystKeyCheckQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables> & ({ variables: AnalystKeyCheckQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>(AnalystKeyCheckDocument, options);
      }
export function useAnalystKeyCheckLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>(AnalystKeyCheckDocument, options);
        }
// @ts-ignore
export function useAnalystKeyCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>;
export function useAnalystKeyCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AnalystKeyCheckQuery | undefined, AnalystKeyCheckQueryVariables>;
export function useAnalystKeyCheckSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>(AnalystKeyCheckDocument, options);
        }
export type AnalystKeyCheckQueryHookResult = ReturnType<typeof useAnalystKeyCheckQuery>;
export type AnalystKeyCheckLazyQueryHookResult = ReturnType<typeof useAnalystKeyCheckLazyQuery>;
export type AnalystKeyCheckSuspenseQueryHookResult = ReturnType<typeof useAnalystKeyCheckSuspenseQuery>;
export type AnalystKeyCheckQueryResult = ApolloReactCommon.QueryResult<AnalystKeyCheckQuery, AnalystKeyCheckQueryVariables>;
export const ApplyCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApplyCouponMutation__
 *
 * To run a mutation, you first call `useApplyCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApplyCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [applyCouponMutation, { data, loading, error }] = useApplyCouponMutation({
 *   variables: {
 *      code: // value for 'code'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useApplyCouponMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApplyCouponMutation, ApplyCouponMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApplyCouponMutation, ApplyCouponMutationVariables>(ApplyCouponDocument, options);
      }
export type ApplyCouponMutationHookResult = ReturnType<typeof useApplyCouponMutation>;
export type ApplyCouponMutationResult = ApolloReactCommon.MutationResult<ApplyCouponMutation>;
export type ApplyCouponMutationOptions = ApolloReactCommon.BaseMutationOptions<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const CatalogPathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogPath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogPath"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryType"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryName"}}},{"kind":"Argument","name":{"kind":"Name","value":"productName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alternates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platformType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPage_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePriceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPage_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"releaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amountsGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"setupFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"functions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advantages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"items"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pressQuotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"verifiedPurchase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionOffer_promotion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionOffer_promotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCatalogPathQuery__
 *
 * To run a query within a React component, call `useCatalogPathQuery` and pass it any options that fit your needs.
 * When your component renders, `useCatalogPathQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCatalogPathQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *      categoryType: // value for 'categoryType'
 *      categoryName: // value for 'categoryName'
 *      productName: // value for 'productName'
 *   },
 * });
 */
export function useCatalogPathQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CatalogPathQuery, CatalogPathQueryVariables> & ({ variables: CatalogPathQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CatalogPathQuery, CatalogPathQueryVariables>(CatalogPathDocument, options);
      }
export function useCatalogPathLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CatalogPathQuery, CatalogPathQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CatalogPathQuery, CatalogPathQueryVariables>(CatalogPathDocument, options);
        }
// @ts-ignore
export function useCatalogPathSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CatalogPathQuery, CatalogPathQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogPathQuery, CatalogPathQueryVariables>;
export function useCatalogPathSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogPathQuery, CatalogPathQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CatalogPathQuery | undefined, CatalogPathQueryVariables>;
export function useCatalogPathSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CatalogPathQuery, CatalogPathQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CatalogPathQuery, CatalogPathQueryVariables>(CatalogPathDocument, options);
        }
export type CatalogPathQueryHookResult = ReturnType<typeof useCatalogPathQuery>;
export type CatalogPathLazyQueryHookResult = ReturnType<typeof useCatalogPathLazyQuery>;
export type CatalogPathSuspenseQueryHookResult = ReturnType<typeof useCatalogPathSuspenseQuery>;
export type CatalogPathQueryResult = ApolloReactCommon.QueryResult<CatalogPathQuery, CatalogPathQueryVariables>;
export const ChangeCartItemQuantityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeCartItemQuantity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeCartItemQuantity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useChangeCartItemQuantityMutation__
 *
 * To run a mutation, you first call `useChangeCartItemQuantityMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeCartItemQuantityMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeCartItemQuantityMutation, { data, loading, error }] = useChangeCartItemQuantityMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      quantity: // value for 'quantity'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useChangeCartItemQuantityMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeCartItemQuantityMutation, ChangeCartItemQuantityMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeCartItemQuantityMutation, ChangeCartItemQuantityMutationVariables>(ChangeCartItemQuantityDocument, options);
      }
export type ChangeCartItemQuantityMutationHookResult = ReturnType<typeof useChangeCartItemQuantityMutation>;
export type ChangeCartItemQuantityMutationResult = ApolloReactCommon.MutationResult<ChangeCartItemQuantityMutation>;
export type ChangeCartItemQuantityMutationOptions = ApolloReactCommon.BaseMutationOptions<ChangeCartItemQuantityMutation, ChangeCartItemQuantityMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedSessions"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotLoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = ApolloReactCommon.MutationResult<ChangePasswordMutation>;
export type ChangePasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckoutCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCheckoutCustomerQuery__
 *
 * To run a query within a React component, call `useCheckoutCustomerQuery` and pass it any options that fit your needs.
 * When your component renders, `useCheckoutCustomerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCheckoutCustomerQuery({
 *   variables: {
 *   },
 * });
 */
export function useCheckoutCustomerQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>(CheckoutCustomerDocument, options);
      }
export function useCheckoutCustomerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>(CheckoutCustomerDocument, options);
        }
// @ts-ignore
export function useCheckoutCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>;
export function useCheckoutCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CheckoutCustomerQuery | undefined, CheckoutCustomerQueryVariables>;
export function useCheckoutCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>(CheckoutCustomerDocument, options);
        }
export type CheckoutCustomerQueryHookResult = ReturnType<typeof useCheckoutCustomerQuery>;
export type CheckoutCustomerLazyQueryHookResult = ReturnType<typeof useCheckoutCustomerLazyQuery>;
export type CheckoutCustomerSuspenseQueryHookResult = ReturnType<typeof useCheckoutCustomerSuspenseQuery>;
export type CheckoutCustomerQueryResult = ApolloReactCommon.QueryResult<CheckoutCustomerQuery, CheckoutCustomerQueryVariables>;
export const ClaimGuestItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimGuestItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orders"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tickets"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimGuestItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orders"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orders"}}},{"kind":"Argument","name":{"kind":"Name","value":"tickets"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tickets"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestItemsClaimed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotLoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useClaimGuestItemsMutation__
 *
 * To run a mutation, you first call `useClaimGuestItemsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimGuestItemsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimGuestItemsMutation, { data, loading, error }] = useClaimGuestItemsMutation({
 *   variables: {
 *      orders: // value for 'orders'
 *      tickets: // value for 'tickets'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useClaimGuestItemsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimGuestItemsMutation, ClaimGuestItemsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimGuestItemsMutation, ClaimGuestItemsMutationVariables>(ClaimGuestItemsDocument, options);
      }
export type ClaimGuestItemsMutationHookResult = ReturnType<typeof useClaimGuestItemsMutation>;
export type ClaimGuestItemsMutationResult = ApolloReactCommon.MutationResult<ClaimGuestItemsMutation>;
export type ClaimGuestItemsMutationOptions = ApolloReactCommon.BaseMutationOptions<ClaimGuestItemsMutation, ClaimGuestItemsMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailChanged"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmEmailChangeMutation__
 *
 * To run a mutation, you first call `useConfirmEmailChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmEmailChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmEmailChangeMutation, { data, loading, error }] = useConfirmEmailChangeMutation({
 *   variables: {
 *      token: // value for 'token'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useConfirmEmailChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>(ConfirmEmailChangeDocument, options);
      }
export type ConfirmEmailChangeMutationHookResult = ReturnType<typeof useConfirmEmailChangeMutation>;
export type ConfirmEmailChangeMutationResult = ApolloReactCommon.MutationResult<ConfirmEmailChangeMutation>;
export type ConfirmEmailChangeMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ConfirmGuestClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmGuestClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmGuestClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestItemClaimed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmGuestClaimMutation__
 *
 * To run a mutation, you first call `useConfirmGuestClaimMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmGuestClaimMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmGuestClaimMutation, { data, loading, error }] = useConfirmGuestClaimMutation({
 *   variables: {
 *      token: // value for 'token'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useConfirmGuestClaimMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmGuestClaimMutation, ConfirmGuestClaimMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmGuestClaimMutation, ConfirmGuestClaimMutationVariables>(ConfirmGuestClaimDocument, options);
      }
export type ConfirmGuestClaimMutationHookResult = ReturnType<typeof useConfirmGuestClaimMutation>;
export type ConfirmGuestClaimMutationResult = ApolloReactCommon.MutationResult<ConfirmGuestClaimMutation>;
export type ConfirmGuestClaimMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmGuestClaimMutation, ConfirmGuestClaimMutationVariables>;
export const ConfirmNewsletterSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewsletterSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consentText"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletterSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"consentText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consentText"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscriptionConfirmed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmNewsletterSubscriptionMutation__
 *
 * To run a mutation, you first call `useConfirmNewsletterSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmNewsletterSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmNewsletterSubscriptionMutation, { data, loading, error }] = useConfirmNewsletterSubscriptionMutation({
 *   variables: {
 *      token: // value for 'token'
 *      locale: // value for 'locale'
 *      consentText: // value for 'consentText'
 *      userAgent: // value for 'userAgent'
 *   },
 * });
 */
export function useConfirmNewsletterSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>(ConfirmNewsletterSubscriptionDocument, options);
      }
export type ConfirmNewsletterSubscriptionMutationHookResult = ReturnType<typeof useConfirmNewsletterSubscriptionMutation>;
export type ConfirmNewsletterSubscriptionMutationResult = ApolloReactCommon.MutationResult<ConfirmNewsletterSubscriptionMutation>;
export type ConfirmNewsletterSubscriptionMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const ConfirmProgramActivationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmProgramActivation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmProgramActivation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramActivated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmProgramActivationMutation__
 *
 * To run a mutation, you first call `useConfirmProgramActivationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmProgramActivationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmProgramActivationMutation, { data, loading, error }] = useConfirmProgramActivationMutation({
 *   variables: {
 *      token: // value for 'token'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useConfirmProgramActivationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmProgramActivationMutation, ConfirmProgramActivationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmProgramActivationMutation, ConfirmProgramActivationMutationVariables>(ConfirmProgramActivationDocument, options);
      }
export type ConfirmProgramActivationMutationHookResult = ReturnType<typeof useConfirmProgramActivationMutation>;
export type ConfirmProgramActivationMutationResult = ApolloReactCommon.MutationResult<ConfirmProgramActivationMutation>;
export type ConfirmProgramActivationMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmProgramActivationMutation, ConfirmProgramActivationMutationVariables>;
export const ConfirmRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConfirmRegistrationMutation__
 *
 * To run a mutation, you first call `useConfirmRegistrationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmRegistrationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmRegistrationMutation, { data, loading, error }] = useConfirmRegistrationMutation({
 *   variables: {
 *      token: // value for 'token'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useConfirmRegistrationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmRegistrationMutation, ConfirmRegistrationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmRegistrationMutation, ConfirmRegistrationMutationVariables>(ConfirmRegistrationDocument, options);
      }
export type ConfirmRegistrationMutationHookResult = ReturnType<typeof useConfirmRegistrationMutation>;
export type ConfirmRegistrationMutationResult = ApolloReactCommon.MutationResult<ConfirmRegistrationMutation>;
export type ConfirmRegistrationMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmRegistrationMutation, ConfirmRegistrationMutationVariables>;
export const CurrentCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCurrentCartQuery__
 *
 * To run a query within a React component, call `useCurrentCartQuery` and pass it any options that fit your needs.
 * When your component renders, `useCurrentCartQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCurrentCartQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useCurrentCartQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CurrentCartQuery, CurrentCartQueryVariables> & ({ variables: CurrentCartQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CurrentCartQuery, CurrentCartQueryVariables>(CurrentCartDocument, options);
      }
export function useCurrentCartLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CurrentCartQuery, CurrentCartQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CurrentCartQuery, CurrentCartQueryVariables>(CurrentCartDocument, options);
        }
// @ts-ignore
export function useCurrentCartSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CurrentCartQuery, CurrentCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CurrentCartQuery, CurrentCartQueryVariables>;
export function useCurrentCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CurrentCartQuery, CurrentCartQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CurrentCartQuery | undefined, CurrentCartQueryVariables>;
export function useCurrentCartSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CurrentCartQuery, CurrentCartQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CurrentCartQuery, CurrentCartQueryVariables>(CurrentCartDocument, options);
        }
export type CurrentCartQueryHookResult = ReturnType<typeof useCurrentCartQuery>;
export type CurrentCartLazyQueryHookResult = ReturnType<typeof useCurrentCartLazyQuery>;
export type CurrentCartSuspenseQueryHookResult = ReturnType<typeof useCurrentCartSuspenseQuery>;
export type CurrentCartQueryResult = ApolloReactCommon.QueryResult<CurrentCartQuery, CurrentCartQueryVariables>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteMyAccountInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotLoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDeleteMyAccountMutation__
 *
 * To run a mutation, you first call `useDeleteMyAccountMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteMyAccountMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteMyAccountMutation, { data, loading, error }] = useDeleteMyAccountMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useDeleteMyAccountMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>(DeleteMyAccountDocument, options);
      }
export type DeleteMyAccountMutationHookResult = ReturnType<typeof useDeleteMyAccountMutation>;
export type DeleteMyAccountMutationResult = ApolloReactCommon.MutationResult<DeleteMyAccountMutation>;
export type DeleteMyAccountMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const ExportMyDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportMyData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMyData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotLoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useExportMyDataMutation__
 *
 * To run a mutation, you first call `useExportMyDataMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useExportMyDataMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [exportMyDataMutation, { data, loading, error }] = useExportMyDataMutation({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useExportMyDataMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ExportMyDataMutation, ExportMyDataMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ExportMyDataMutation, ExportMyDataMutationVariables>(ExportMyDataDocument, options);
      }
export type ExportMyDataMutationHookResult = ReturnType<typeof useExportMyDataMutation>;
export type ExportMyDataMutationResult = ApolloReactCommon.MutationResult<ExportMyDataMutation>;
export type ExportMyDataMutationOptions = ApolloReactCommon.BaseMutationOptions<ExportMyDataMutation, ExportMyDataMutationVariables>;
export const HeaderCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HeaderCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useHeaderCustomerQuery__
 *
 * To run a query within a React component, call `useHeaderCustomerQuery` and pass it any options that fit your needs.
 * When your component renders, `useHeaderCustomerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHeaderCustomerQuery({
 *   variables: {
 *   },
 * });
 */
export function useHeaderCustomerQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<HeaderCustomerQuery, HeaderCustomerQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HeaderCustomerQuery, HeaderCustomerQueryVariables>(HeaderCustomerDocument, options);
      }
export function useHeaderCustomerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HeaderCustomerQuery, HeaderCustomerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HeaderCustomerQuery, HeaderCustomerQueryVariables>(HeaderCustomerDocument, options);
        }
// @ts-ignore
export function useHeaderCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HeaderCustomerQuery, HeaderCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HeaderCustomerQuery, HeaderCustomerQueryVariables>;
export function useHeaderCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HeaderCustomerQuery, HeaderCustomerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HeaderCustomerQuery | undefined, HeaderCustomerQueryVariables>;
export function useHeaderCustomerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HeaderCustomerQuery, HeaderCustomerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HeaderCustomerQuery, HeaderCustomerQueryVariables>(HeaderCustomerDocument, options);
        }
export type HeaderCustomerQueryHookResult = ReturnType<typeof useHeaderCustomerQuery>;
export type HeaderCustomerLazyQueryHookResult = ReturnType<typeof useHeaderCustomerLazyQuery>;
export type HeaderCustomerSuspenseQueryHookResult = ReturnType<typeof useHeaderCustomerSuspenseQuery>;
export type HeaderCustomerQueryResult = ApolloReactCommon.QueryResult<HeaderCustomerQuery, HeaderCustomerQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promotions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionOffer_promotion"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bestsellerOfTheMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPrograms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mostDownloaded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentlyAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"androidApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"iosApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard_product"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pressLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newsletterBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"buttonText"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"ratingAverage"}},{"kind":"Field","name":{"kind":"Name","value":"reviewCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePriceGross"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"EnumValue","value":"EUR"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikePricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionOffer_promotion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Promotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useHomePageQuery__
 *
 * To run a query within a React component, call `useHomePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomePageQuery({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useHomePageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<HomePageQuery, HomePageQueryVariables> & ({ variables: HomePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<HomePageQuery, HomePageQueryVariables>(HomePageDocument, options);
      }
export function useHomePageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<HomePageQuery, HomePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<HomePageQuery, HomePageQueryVariables>(HomePageDocument, options);
        }
// @ts-ignore
export function useHomePageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomePageQuery, HomePageQueryVariables>;
export function useHomePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<HomePageQuery | undefined, HomePageQueryVariables>;
export function useHomePageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<HomePageQuery, HomePageQueryVariables>(HomePageDocument, options);
        }
export type HomePageQueryHookResult = ReturnType<typeof useHomePageQuery>;
export type HomePageLazyQueryHookResult = ReturnType<typeof useHomePageLazyQuery>;
export type HomePageSuspenseQueryHookResult = ReturnType<typeof useHomePageSuspenseQuery>;
export type HomePageQueryResult = ApolloReactCommon.QueryResult<HomePageQuery, HomePageQueryVariables>;
export const LogInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogInInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLogInMutation__
 *
 * To run a mutation, you first call `useLogInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logInMutation, { data, loading, error }] = useLogInMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useLogInMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogInMutation, LogInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogInMutation, LogInMutationVariables>(LogInDocument, options);
      }
export type LogInMutationHookResult = ReturnType<typeof useLogInMutation>;
export type LogInMutationResult = ApolloReactCommon.MutationResult<LogInMutation>;
export type LogInMutationOptions = ApolloReactCommon.BaseMutationOptions<LogInMutation, LogInMutationVariables>;
export const LogOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LogOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loggedOut"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLogOutMutation__
 *
 * To run a mutation, you first call `useLogOutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogOutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logOutMutation, { data, loading, error }] = useLogOutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogOutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<LogOutMutation, LogOutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<LogOutMutation, LogOutMutationVariables>(LogOutDocument, options);
      }
export type LogOutMutationHookResult = ReturnType<typeof useLogOutMutation>;
export type LogOutMutationResult = ApolloReactCommon.MutationResult<LogOutMutation>;
export type LogOutMutationOptions = ApolloReactCommon.BaseMutationOptions<LogOutMutation, LogOutMutationVariables>;
export const MailedLinkStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailedLinkStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MailedLinkKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailedLinkStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode;

/**
 * __useMailedLinkStatusMutation__
 *
 * To run a mutation, you first call `useMailedLinkStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMailedLinkStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [mailedLinkStatusMutation, { data, loading, error }] = useMailedLinkStatusMutation({
 *   variables: {
 *      kind: // value for 'kind'
 *      token: // value for 'token'
 *   },
 * });
 */
export function useMailedLinkStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MailedLinkStatusMutation, MailedLinkStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MailedLinkStatusMutation, MailedLinkStatusMutationVariables>(MailedLinkStatusDocument, options);
      }
export type MailedLinkStatusMutationHookResult = ReturnType<typeof useMailedLinkStatusMutation>;
export type MailedLinkStatusMutationResult = ApolloReactCommon.MutationResult<MailedLinkStatusMutation>;
export type MailedLinkStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<MailedLinkStatusMutation, MailedLinkStatusMutationVariables>;
export const OrderConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderConfirmation_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderConfirmation_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"taxVatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licenceKeys"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"storeUrl"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useOrderConfirmationQuery__
 *
 * To run a query within a React component, call `useOrderConfirmationQuery` and pass it any options that fit your needs.
 * When your component renders, `useOrderConfirmationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useOrderConfirmationQuery({
 *   variables: {
 *      orderNumber: // value for 'orderNumber'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useOrderConfirmationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<OrderConfirmationQuery, OrderConfirmationQueryVariables> & ({ variables: OrderConfirmationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<OrderConfirmationQuery, OrderConfirmationQueryVariables>(OrderConfirmationDocument, options);
      }
export function useOrderConfirmationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<OrderConfirmationQuery, OrderConfirmationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<OrderConfirmationQuery, OrderConfirmationQueryVariables>(OrderConfirmationDocument, options);
        }
// @ts-ignore
export function useOrderConfirmationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<OrderConfirmationQuery, OrderConfirmationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderConfirmationQuery, OrderConfirmationQueryVariables>;
export function useOrderConfirmationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderConfirmationQuery, OrderConfirmationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<OrderConfirmationQuery | undefined, OrderConfirmationQueryVariables>;
export function useOrderConfirmationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<OrderConfirmationQuery, OrderConfirmationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<OrderConfirmationQuery, OrderConfirmationQueryVariables>(OrderConfirmationDocument, options);
        }
export type OrderConfirmationQueryHookResult = ReturnType<typeof useOrderConfirmationQuery>;
export type OrderConfirmationLazyQueryHookResult = ReturnType<typeof useOrderConfirmationLazyQuery>;
export type OrderConfirmationSuspenseQueryHookResult = ReturnType<typeof useOrderConfirmationSuspenseQuery>;
export type OrderConfirmationQueryResult = ApolloReactCommon.QueryResult<OrderConfirmationQuery, OrderConfirmationQueryVariables>;
export const PlaceOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderPlaced"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentDeclined"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartNotOrderable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePlaceOrderMutation__
 *
 * To run a mutation, you first call `usePlaceOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaceOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [placeOrderMutation, { data, loading, error }] = usePlaceOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *      idempotencyKey: // value for 'idempotencyKey'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function usePlaceOrderMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PlaceOrderMutation, PlaceOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PlaceOrderMutation, PlaceOrderMutationVariables>(PlaceOrderDocument, options);
      }
export type PlaceOrderMutationHookResult = ReturnType<typeof usePlaceOrderMutation>;
export type PlaceOrderMutationResult = ApolloReactCommon.MutationResult<PlaceOrderMutation>;
export type PlaceOrderMutationOptions = ApolloReactCommon.BaseMutationOptions<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const PremiumSupportOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PremiumSupportOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumSupportOffer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validityDays"}},{"kind":"Field","name":{"kind":"Name","value":"cartProductId"}},{"kind":"Field","name":{"kind":"Name","value":"priceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricesGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePremiumSupportOfferQuery__
 *
 * To run a query within a React component, call `usePremiumSupportOfferQuery` and pass it any options that fit your needs.
 * When your component renders, `usePremiumSupportOfferQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePremiumSupportOfferQuery({
 *   variables: {
 *   },
 * });
 */
export function usePremiumSupportOfferQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>(PremiumSupportOfferDocument, options);
      }
export function usePremiumSupportOfferLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>(PremiumSupportOfferDocument, options);
        }
// @ts-ignore
export function usePremiumSupportOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>;
export function usePremiumSupportOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PremiumSupportOfferQuery | undefined, PremiumSupportOfferQueryVariables>;
export function usePremiumSupportOfferSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>(PremiumSupportOfferDocument, options);
        }
export type PremiumSupportOfferQueryHookResult = ReturnType<typeof usePremiumSupportOfferQuery>;
export type PremiumSupportOfferLazyQueryHookResult = ReturnType<typeof usePremiumSupportOfferLazyQuery>;
export type PremiumSupportOfferSuspenseQueryHookResult = ReturnType<typeof usePremiumSupportOfferSuspenseQuery>;
export type PremiumSupportOfferQueryResult = ApolloReactCommon.QueryResult<PremiumSupportOfferQuery, PremiumSupportOfferQueryVariables>;
export const ProductReviewAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductReviewAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPurchased"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}]},{"kind":"Field","name":{"kind":"Name","value":"reviewOfProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useProductReviewAccessQuery__
 *
 * To run a query within a React component, call `useProductReviewAccessQuery` and pass it any options that fit your needs.
 * When your component renders, `useProductReviewAccessQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useProductReviewAccessQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useProductReviewAccessQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ProductReviewAccessQuery, ProductReviewAccessQueryVariables> & ({ variables: ProductReviewAccessQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>(ProductReviewAccessDocument, options);
      }
export function useProductReviewAccessLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>(ProductReviewAccessDocument, options);
        }
// @ts-ignore
export function useProductReviewAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>;
export function useProductReviewAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ProductReviewAccessQuery | undefined, ProductReviewAccessQueryVariables>;
export function useProductReviewAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>(ProductReviewAccessDocument, options);
        }
export type ProductReviewAccessQueryHookResult = ReturnType<typeof useProductReviewAccessQuery>;
export type ProductReviewAccessLazyQueryHookResult = ReturnType<typeof useProductReviewAccessLazyQuery>;
export type ProductReviewAccessSuspenseQueryHookResult = ReturnType<typeof useProductReviewAccessSuspenseQuery>;
export type ProductReviewAccessQueryResult = ApolloReactCommon.QueryResult<ProductReviewAccessQuery, ProductReviewAccessQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = ApolloReactCommon.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = ApolloReactCommon.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const RemoveCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveCouponMutation__
 *
 * To run a mutation, you first call `useRemoveCouponMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveCouponMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeCouponMutation, { data, loading, error }] = useRemoveCouponMutation({
 *   variables: {
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRemoveCouponMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveCouponMutation, RemoveCouponMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveCouponMutation, RemoveCouponMutationVariables>(RemoveCouponDocument, options);
      }
export type RemoveCouponMutationHookResult = ReturnType<typeof useRemoveCouponMutation>;
export type RemoveCouponMutationResult = ApolloReactCommon.MutationResult<RemoveCouponMutation>;
export type RemoveCouponMutationOptions = ApolloReactCommon.BaseMutationOptions<RemoveCouponMutation, RemoveCouponMutationVariables>;
export const RemoveFromCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFromCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFromCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRemoveFromCartMutation__
 *
 * To run a mutation, you first call `useRemoveFromCartMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRemoveFromCartMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [removeFromCartMutation, { data, loading, error }] = useRemoveFromCartMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRemoveFromCartMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RemoveFromCartMutation, RemoveFromCartMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RemoveFromCartMutation, RemoveFromCartMutationVariables>(RemoveFromCartDocument, options);
      }
export type RemoveFromCartMutationHookResult = ReturnType<typeof useRemoveFromCartMutation>;
export type RemoveFromCartMutationResult = ApolloReactCommon.MutationResult<RemoveFromCartMutation>;
export type RemoveFromCartMutationOptions = ApolloReactCommon.BaseMutationOptions<RemoveFromCartMutation, RemoveFromCartMutationVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailChangePending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newEmail"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidCredentials"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotLoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestEmailChangeMutation__
 *
 * To run a mutation, you first call `useRequestEmailChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestEmailChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestEmailChangeMutation, { data, loading, error }] = useRequestEmailChangeMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRequestEmailChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>(RequestEmailChangeDocument, options);
      }
export type RequestEmailChangeMutationHookResult = ReturnType<typeof useRequestEmailChangeMutation>;
export type RequestEmailChangeMutationResult = ApolloReactCommon.MutationResult<RequestEmailChangeMutation>;
export type RequestEmailChangeMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, options);
      }
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult = ApolloReactCommon.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const SetCartCountryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCartCountry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCartCountry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetCartCountryMutation__
 *
 * To run a mutation, you first call `useSetCartCountryMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCartCountryMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCartCountryMutation, { data, loading, error }] = useSetCartCountryMutation({
 *   variables: {
 *      country: // value for 'country'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSetCartCountryMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetCartCountryMutation, SetCartCountryMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetCartCountryMutation, SetCartCountryMutationVariables>(SetCartCountryDocument, options);
      }
export type SetCartCountryMutationHookResult = ReturnType<typeof useSetCartCountryMutation>;
export type SetCartCountryMutationResult = ApolloReactCommon.MutationResult<SetCartCountryMutation>;
export type SetCartCountryMutationOptions = ApolloReactCommon.BaseMutationOptions<SetCartCountryMutation, SetCartCountryMutationVariables>;
export const SetCartCurrencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCartCurrency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyCode"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCartCurrency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetCartCurrencyMutation__
 *
 * To run a mutation, you first call `useSetCartCurrencyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCartCurrencyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCartCurrencyMutation, { data, loading, error }] = useSetCartCurrencyMutation({
 *   variables: {
 *      currency: // value for 'currency'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSetCartCurrencyMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetCartCurrencyMutation, SetCartCurrencyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetCartCurrencyMutation, SetCartCurrencyMutationVariables>(SetCartCurrencyDocument, options);
      }
export type SetCartCurrencyMutationHookResult = ReturnType<typeof useSetCartCurrencyMutation>;
export type SetCartCurrencyMutationResult = ApolloReactCommon.MutationResult<SetCartCurrencyMutation>;
export type SetCartCurrencyMutationOptions = ApolloReactCommon.BaseMutationOptions<SetCartCurrencyMutation, SetCartCurrencyMutationVariables>;
export const SetCartItemModificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCartItemModification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modificationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCartItemModification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"modificationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modificationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetCartItemModificationMutation__
 *
 * To run a mutation, you first call `useSetCartItemModificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCartItemModificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCartItemModificationMutation, { data, loading, error }] = useSetCartItemModificationMutation({
 *   variables: {
 *      productId: // value for 'productId'
 *      modificationId: // value for 'modificationId'
 *      active: // value for 'active'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSetCartItemModificationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetCartItemModificationMutation, SetCartItemModificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetCartItemModificationMutation, SetCartItemModificationMutationVariables>(SetCartItemModificationDocument, options);
      }
export type SetCartItemModificationMutationHookResult = ReturnType<typeof useSetCartItemModificationMutation>;
export type SetCartItemModificationMutationResult = ApolloReactCommon.MutationResult<SetCartItemModificationMutation>;
export type SetCartItemModificationMutationOptions = ApolloReactCommon.BaseMutationOptions<SetCartItemModificationMutation, SetCartItemModificationMutationVariables>;
export const SetCartSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCartSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCartSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_updateResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_updateResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCartResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartView_cart"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartView_cart"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"vatPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"oneTimeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offerProduct"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}},{"kind":"Field","name":{"kind":"Name","value":"icon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeUnitPriceGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineTotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"amountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPeriodGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"strikeAmountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"resultingDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponDiscountGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalGross"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMinor"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetCartSubscriptionMutation__
 *
 * To run a mutation, you first call `useSetCartSubscriptionMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetCartSubscriptionMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setCartSubscriptionMutation, { data, loading, error }] = useSetCartSubscriptionMutation({
 *   variables: {
 *      period: // value for 'period'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSetCartSubscriptionMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetCartSubscriptionMutation, SetCartSubscriptionMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetCartSubscriptionMutation, SetCartSubscriptionMutationVariables>(SetCartSubscriptionDocument, options);
      }
export type SetCartSubscriptionMutationHookResult = ReturnType<typeof useSetCartSubscriptionMutation>;
export type SetCartSubscriptionMutationResult = ApolloReactCommon.MutationResult<SetCartSubscriptionMutation>;
export type SetCartSubscriptionMutationOptions = ApolloReactCommon.BaseMutationOptions<SetCartSubscriptionMutation, SetCartSubscriptionMutationVariables>;
export const SetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPasswordInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSetPasswordMutation__
 *
 * To run a mutation, you first call `useSetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setPasswordMutation, { data, loading, error }] = useSetPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useSetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetPasswordMutation, SetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetPasswordMutation, SetPasswordMutationVariables>(SetPasswordDocument, options);
      }
export type SetPasswordMutationHookResult = ReturnType<typeof useSetPasswordMutation>;
export type SetPasswordMutationResult = ApolloReactCommon.MutationResult<SetPasswordMutation>;
export type SetPasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<SetPasswordMutation, SetPasswordMutationVariables>;
export const SitemapPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitemapPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"de"}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PLATFORM"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSitemapPlatformsQuery__
 *
 * To run a query within a React component, call `useSitemapPlatformsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSitemapPlatformsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSitemapPlatformsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSitemapPlatformsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>(SitemapPlatformsDocument, options);
      }
export function useSitemapPlatformsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>(SitemapPlatformsDocument, options);
        }
// @ts-ignore
export function useSitemapPlatformsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>;
export function useSitemapPlatformsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SitemapPlatformsQuery | undefined, SitemapPlatformsQueryVariables>;
export function useSitemapPlatformsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>(SitemapPlatformsDocument, options);
        }
export type SitemapPlatformsQueryHookResult = ReturnType<typeof useSitemapPlatformsQuery>;
export type SitemapPlatformsLazyQueryHookResult = ReturnType<typeof useSitemapPlatformsLazyQuery>;
export type SitemapPlatformsSuspenseQueryHookResult = ReturnType<typeof useSitemapPlatformsSuspenseQuery>;
export type SitemapPlatformsQueryResult = ApolloReactCommon.QueryResult<SitemapPlatformsQuery, SitemapPlatformsQueryVariables>;
export const SitemapCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitemapCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"de"}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PRODUCT_CATEGORY"}},{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSitemapCategoriesQuery__
 *
 * To run a query within a React component, call `useSitemapCategoriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useSitemapCategoriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSitemapCategoriesQuery({
 *   variables: {
 *      platform: // value for 'platform'
 *   },
 * });
 */
export function useSitemapCategoriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SitemapCategoriesQuery, SitemapCategoriesQueryVariables> & ({ variables: SitemapCategoriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>(SitemapCategoriesDocument, options);
      }
export function useSitemapCategoriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>(SitemapCategoriesDocument, options);
        }
// @ts-ignore
export function useSitemapCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export function useSitemapCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SitemapCategoriesQuery | undefined, SitemapCategoriesQueryVariables>;
export function useSitemapCategoriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>(SitemapCategoriesDocument, options);
        }
export type SitemapCategoriesQueryHookResult = ReturnType<typeof useSitemapCategoriesQuery>;
export type SitemapCategoriesLazyQueryHookResult = ReturnType<typeof useSitemapCategoriesLazyQuery>;
export type SitemapCategoriesSuspenseQueryHookResult = ReturnType<typeof useSitemapCategoriesSuspenseQuery>;
export type SitemapCategoriesQueryResult = ApolloReactCommon.QueryResult<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const SitemapProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitemapProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"EnumValue","value":"de"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"editions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSitemapProductsQuery__
 *
 * To run a query within a React component, call `useSitemapProductsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSitemapProductsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSitemapProductsQuery({
 *   variables: {
 *      after: // value for 'after'
 *   },
 * });
 */
export function useSitemapProductsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SitemapProductsQuery, SitemapProductsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SitemapProductsQuery, SitemapProductsQueryVariables>(SitemapProductsDocument, options);
      }
export function useSitemapProductsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SitemapProductsQuery, SitemapProductsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SitemapProductsQuery, SitemapProductsQueryVariables>(SitemapProductsDocument, options);
        }
// @ts-ignore
export function useSitemapProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SitemapProductsQuery, SitemapProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SitemapProductsQuery, SitemapProductsQueryVariables>;
export function useSitemapProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SitemapProductsQuery, SitemapProductsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SitemapProductsQuery | undefined, SitemapProductsQueryVariables>;
export function useSitemapProductsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SitemapProductsQuery, SitemapProductsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SitemapProductsQuery, SitemapProductsQueryVariables>(SitemapProductsDocument, options);
        }
export type SitemapProductsQueryHookResult = ReturnType<typeof useSitemapProductsQuery>;
export type SitemapProductsLazyQueryHookResult = ReturnType<typeof useSitemapProductsLazyQuery>;
export type SitemapProductsSuspenseQueryHookResult = ReturnType<typeof useSitemapProductsSuspenseQuery>;
export type SitemapProductsQueryResult = ApolloReactCommon.QueryResult<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const UnsubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterUnsubscribed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUnsubscribeNewsletterMutation__
 *
 * To run a mutation, you first call `useUnsubscribeNewsletterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUnsubscribeNewsletterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [unsubscribeNewsletterMutation, { data, loading, error }] = useUnsubscribeNewsletterMutation({
 *   variables: {
 *      token: // value for 'token'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useUnsubscribeNewsletterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>(UnsubscribeNewsletterDocument, options);
      }
export type UnsubscribeNewsletterMutationHookResult = ReturnType<typeof useUnsubscribeNewsletterMutation>;
export type UnsubscribeNewsletterMutationResult = ApolloReactCommon.MutationResult<UnsubscribeNewsletterMutation>;
export type UnsubscribeNewsletterMutationOptions = ApolloReactCommon.BaseMutationOptions<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const UpdateMyNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subscribed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"subscribed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subscribed"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"subscribed"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotLoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUpdateMyNewsletterMutation__
 *
 * To run a mutation, you first call `useUpdateMyNewsletterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMyNewsletterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMyNewsletterMutation, { data, loading, error }] = useUpdateMyNewsletterMutation({
 *   variables: {
 *      subscribed: // value for 'subscribed'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useUpdateMyNewsletterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMyNewsletterMutation, UpdateMyNewsletterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMyNewsletterMutation, UpdateMyNewsletterMutationVariables>(UpdateMyNewsletterDocument, options);
      }
export type UpdateMyNewsletterMutationHookResult = ReturnType<typeof useUpdateMyNewsletterMutation>;
export type UpdateMyNewsletterMutationResult = ApolloReactCommon.MutationResult<UpdateMyNewsletterMutation>;
export type UpdateMyNewsletterMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateMyNewsletterMutation, UpdateMyNewsletterMutationVariables>;
export const WriteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WriteReviewInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writeReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewSaved"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"stars"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"de"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotPurchased"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotLoggedIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationErrors"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RateLimited"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useWriteReviewMutation__
 *
 * To run a mutation, you first call `useWriteReviewMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWriteReviewMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [writeReviewMutation, { data, loading, error }] = useWriteReviewMutation({
 *   variables: {
 *      input: // value for 'input'
 *      locale: // value for 'locale'
 *   },
 * });
 */
export function useWriteReviewMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WriteReviewMutation, WriteReviewMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WriteReviewMutation, WriteReviewMutationVariables>(WriteReviewDocument, options);
      }
export type WriteReviewMutationHookResult = ReturnType<typeof useWriteReviewMutation>;
export type WriteReviewMutationResult = ApolloReactCommon.MutationResult<WriteReviewMutation>;
export type WriteReviewMutationOptions = ApolloReactCommon.BaseMutationOptions<WriteReviewMutation, WriteReviewMutationVariables>;
export const ConversionOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversionOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversionOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}},{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"actionTrackerId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"cjeventOrder"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"coupon"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerStatus"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConversionOrderQuery__
 *
 * To run a query within a React component, call `useConversionOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useConversionOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConversionOrderQuery({
 *   variables: {
 *      orderNumber: // value for 'orderNumber'
 *   },
 * });
 */
export function useConversionOrderQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ConversionOrderQuery, ConversionOrderQueryVariables> & ({ variables: ConversionOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ConversionOrderQuery, ConversionOrderQueryVariables>(ConversionOrderDocument, options);
      }
export function useConversionOrderLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ConversionOrderQuery, ConversionOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ConversionOrderQuery, ConversionOrderQueryVariables>(ConversionOrderDocument, options);
        }
// @ts-ignore
export function useConversionOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ConversionOrderQuery, ConversionOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ConversionOrderQuery, ConversionOrderQueryVariables>;
export function useConversionOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ConversionOrderQuery, ConversionOrderQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ConversionOrderQuery | undefined, ConversionOrderQueryVariables>;
export function useConversionOrderSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ConversionOrderQuery, ConversionOrderQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ConversionOrderQuery, ConversionOrderQueryVariables>(ConversionOrderDocument, options);
        }
export type ConversionOrderQueryHookResult = ReturnType<typeof useConversionOrderQuery>;
export type ConversionOrderLazyQueryHookResult = ReturnType<typeof useConversionOrderLazyQuery>;
export type ConversionOrderSuspenseQueryHookResult = ReturnType<typeof useConversionOrderSuspenseQuery>;
export type ConversionOrderQueryResult = ApolloReactCommon.QueryResult<ConversionOrderQuery, ConversionOrderQueryVariables>;
export const TrackingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliatePageType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"enterpriseId"}},{"kind":"Field","name":{"kind":"Name","value":"cartSubtotal"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useTrackingPageQuery__
 *
 * To run a query within a React component, call `useTrackingPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useTrackingPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTrackingPageQuery({
 *   variables: {
 *      pageType: // value for 'pageType'
 *   },
 * });
 */
export function useTrackingPageQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TrackingPageQuery, TrackingPageQueryVariables> & ({ variables: TrackingPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TrackingPageQuery, TrackingPageQueryVariables>(TrackingPageDocument, options);
      }
export function useTrackingPageLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TrackingPageQuery, TrackingPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TrackingPageQuery, TrackingPageQueryVariables>(TrackingPageDocument, options);
        }
// @ts-ignore
export function useTrackingPageSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TrackingPageQuery, TrackingPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TrackingPageQuery, TrackingPageQueryVariables>;
export function useTrackingPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TrackingPageQuery, TrackingPageQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TrackingPageQuery | undefined, TrackingPageQueryVariables>;
export function useTrackingPageSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TrackingPageQuery, TrackingPageQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TrackingPageQuery, TrackingPageQueryVariables>(TrackingPageDocument, options);
        }
export type TrackingPageQueryHookResult = ReturnType<typeof useTrackingPageQuery>;
export type TrackingPageLazyQueryHookResult = ReturnType<typeof useTrackingPageLazyQuery>;
export type TrackingPageSuspenseQueryHookResult = ReturnType<typeof useTrackingPageSuspenseQuery>;
export type TrackingPageQueryResult = ApolloReactCommon.QueryResult<TrackingPageQuery, TrackingPageQueryVariables>;