// The REST shapes of the hub's form endpoints, as the gateway receives them.

export interface PremiumOfferRest {
  priceGross: { currency: 'EUR' | 'USD' | 'GBP' | 'CHF'; amount: number }
  /** The price in every currency the cart sells the plan in. */
  pricesGross: { currency: 'EUR' | 'USD' | 'GBP' | 'CHF'; amount: number }[]
  validityDays: number
  /** Id of the plan as a cart item. */
  productId: number
}

export interface TicketCreatedRest {
  ticketNumber: string
}

export interface LocaleAnswerRest {
  status: string
  locale: 'de' | 'en'
}

export interface ActivationConfirmedRest extends LocaleAnswerRest {
  productId: number
}
