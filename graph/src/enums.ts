// Each GraphQL enum whose values the hub spells differently, as one map: GraphQL value →
// the hub's value. codegen.ts points `enumValues` here, so resolvers read arguments and
// return fields in the hub's spelling and the types say so; the same objects are the enum
// resolvers Apollo translates with at the edge (graph/src/resolvers/index.ts). A value the
// hub adds without a GraphQL twin is an error at serialization, not a silent null.

export const Platform = { WINDOWS: 'windows', MAC: 'mac', ANDROID: 'android', IOS: 'ios' } as const
export type Platform = (typeof Platform)[keyof typeof Platform]

export const ProductSort = {
  NAME: 'name',
  NEWEST: 'newest',
  DOWNLOADS: 'downloads',
  PRICE: 'price',
} as const
export type ProductSort = (typeof ProductSort)[keyof typeof ProductSort]

export const CategoryKind = { PLATFORM: 'platform', PRODUCT_CATEGORY: 'product' } as const
export type CategoryKind = (typeof CategoryKind)[keyof typeof CategoryKind]

export const VersionKind = { FULL: 'full', PLUS: 'plus', TRIAL: 'trial', FREE: 'free' } as const
export type VersionKind = (typeof VersionKind)[keyof typeof VersionKind]

export const PageLayout = { DEFAULT: 'default', PRESS: 'press' } as const
export type PageLayout = (typeof PageLayout)[keyof typeof PageLayout]

export const DownloadKind = { FILE: 'download', IMAGE: 'image' } as const
export type DownloadKind = (typeof DownloadKind)[keyof typeof DownloadKind]

export const NewsletterState = {
  NOT_SUBSCRIBED: 'not-subscribed',
  PENDING: 'pending',
  SUBSCRIBED: 'subscribed',
  UNSUBSCRIBED: 'unsubscribed',
} as const
export type NewsletterState = (typeof NewsletterState)[keyof typeof NewsletterState]

export const ConversionPostbackStatus = {
  PENDING: 'pending',
  SENT: 'sent',
  FAILED: 'failed',
} as const
export type ConversionPostbackStatus =
  (typeof ConversionPostbackStatus)[keyof typeof ConversionPostbackStatus]

export const ConversionGroupBy = {
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  PRODUCT: 'product',
  COUPON: 'coupon',
  CUSTOMER_STATUS: 'customer_status',
} as const
export type ConversionGroupBy = (typeof ConversionGroupBy)[keyof typeof ConversionGroupBy]

export const MailedLinkKind = {
  NEWSLETTER_CONFIRM: 'newsletter-confirm',
  NEWSLETTER_UNSUBSCRIBE: 'newsletter-unsubscribe',
  ACTIVATION: 'activation',
  ACCOUNT_CONFIRM: 'account-confirm',
  EMAIL_CHANGE: 'email-change',
  RESET_PASSWORD: 'reset-password',
  SET_PASSWORD: 'set-password',
  CLAIM: 'claim',
} as const
export type MailedLinkKind = (typeof MailedLinkKind)[keyof typeof MailedLinkKind]

export const MailedLinkStatus = {
  VALID: 'valid',
  USED: 'used',
  EXPIRED: 'expired',
  INVALID: 'invalid',
} as const
export type MailedLinkStatus = (typeof MailedLinkStatus)[keyof typeof MailedLinkStatus]

export const ClaimedItemKind = { ORDER: 'order', TICKET: 'ticket' } as const
export type ClaimedItemKind = (typeof ClaimedItemKind)[keyof typeof ClaimedItemKind]

export const PromotionKind = { FREE_FULL_VERSION: 'free-full-version' } as const
export type PromotionKind = (typeof PromotionKind)[keyof typeof PromotionKind]

/** The affiliate network's spelling of each page type (spec §4). */
export const AffiliatePageType = {
  CART: 'cart',
  HOMEPAGE: 'homepage',
  PRODUCT_DETAIL: 'productDetail',
  ACCOUNT_CENTER: 'accountCenter',
  ACCOUNT_SIGNUP: 'accountSignup',
  APPLICATION_START: 'applicationStart',
  BRANCH_LOCATOR: 'branchLocator',
  CATEGORY: 'category',
  DEPARTMENT: 'department',
  INFORMATION: 'information',
  PROPERTY_DETAIL: 'propertyDetail',
  PROPERTY_RESULTS: 'propertyResults',
  SEARCH_RESULTS: 'searchResults',
  STORE_LOCATOR: 'storeLocator',
  SUB_CATEGORY: 'subCategory',
} as const
export type AffiliatePageType = (typeof AffiliatePageType)[keyof typeof AffiliatePageType]

export const CartItemKind = { PROGRAM: 'program', PREMIUM_SUPPORT: 'premium-support' } as const
export type CartItemKind = (typeof CartItemKind)[keyof typeof CartItemKind]

// Issue 24: review moderation and reports, partner programmes.
export const ReviewStatus = {
  PENDING: 'pending',
  PUBLISHED: 'published',
  REJECTED: 'rejected',
} as const
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus]

export const ReviewReportReason = {
  SPAM: 'spam',
  OFFENSIVE: 'offensive',
  OFF_TOPIC: 'off-topic',
  FALSE_CLAIM: 'false',
} as const
export type ReviewReportReason = (typeof ReviewReportReason)[keyof typeof ReviewReportReason]

export const PartnerProgramme = {
  RESELLER: 'reseller',
  AFFILIATE: 'affiliate',
  TECHNOLOGY: 'technology',
  EDUCATION: 'education',
} as const
export type PartnerProgramme = (typeof PartnerProgramme)[keyof typeof PartnerProgramme]
