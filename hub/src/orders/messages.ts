import type { Locale } from '@schaufenster/validation'

// Why an order was not placed, in the buyer's language.
export const ORDER_MESSAGES: Record<
  Locale,
  Record<'empty' | 'changed' | 'coupon' | 'declined', string>
> = {
  de: {
    empty: 'Ihr Warenkorb ist leer.',
    changed: 'Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn vor der Bestellung.',
    coupon: 'Ihr Gutschein ist nicht mehr gültig. Bitte prüfen Sie Ihren Warenkorb.',
    declined:
      'Die Zahlung wurde abgelehnt. Bitte prüfen Sie Ihre Kartendaten oder nutzen Sie eine andere Karte.',
  },
  en: {
    empty: 'Your cart is empty.',
    changed: 'Your cart has changed. Please review it before ordering.',
    coupon: 'Your coupon is no longer valid. Please review your cart.',
    declined: 'The payment was declined. Please check your card details or use another card.',
  },
}

export const INPUT_INVALID: Record<Locale, string> = {
  de: 'Bitte prüfen Sie Ihre Eingaben',
  en: 'Please check your input',
}
