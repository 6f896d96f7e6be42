// The hub's account REST shapes (`/v1/accounts/...`, `/v1/sessions`) and the parents the
// account resolvers receive. The session token travels to the hub in the request header
// `X-Customer-Session`, never in a URL.

import type { OrderRest } from './cart-rest-types'
import type { RestLocale } from './rest-types'

export interface CustomerRest {
  id: number
  email: string
  name: string
  locale: RestLocale
  emailVerified: boolean
  pendingEmail: string | null
  hasPassword: boolean
  createdAt: string
}

/** A new session: the token goes into the `sf_session` cookie until `expiresAt`. */
export interface SessionRest {
  token: string
  expiresAt: string
}

export interface LoggedInRest {
  session: SessionRest
  customer: CustomerRest
}

export interface LicenceRest {
  id: string
  key: string
  productId: number
  productName: string
  orderNumber: string
  purchasedAt: string
  downloads: {
    fileName: string
    platform: 'windows' | 'mac' | 'android' | 'ios'
    sizeBytes: number
    /** Signed link of the paid download (issue 18), valid for a limited time. */
    url?: string
    /** The store page of a mobile edition, instead of a file (issue 19). */
    storeUrl?: string
  }[]
}

export interface SubscriptionRest {
  orderNumber: string
  period: string
  startedAt: string
  currentPeriodEndsAt: string
  active: boolean
  order: OrderRest
}

export interface PremiumSupportRest {
  active: boolean
  validUntil: string | null
  orderNumber: string | null
}

export interface TicketRest {
  id: number
  ticketNumber: string
  topic: string
  productId: number
  productName: string
  message: string
  premiumSupport: boolean
  operatingSystem: string
  version: string
  attachmentName: string | null
  createdAt: string
}

export interface NewsletterStatusRest {
  email: string
  state: 'not-subscribed' | 'pending' | 'subscribed' | 'unsubscribed'
}

export interface CustomerReviewRest {
  id: number
  productId: number
  locale: RestLocale
  author: string
  stars: number
  title: string
  body: string
  verifiedPurchase: boolean
  createdAt: string
  updatedAt: string | null
  /** Moderation (issue 24): a written or edited review is `pending` until staff decide. */
  status: 'pending' | 'published' | 'rejected'
  /** Why staff rejected it; null unless `rejected`. */
  rejectionReason: string | null
}

export interface ReviewSavedRest {
  review: CustomerReviewRest
  created: boolean
}
