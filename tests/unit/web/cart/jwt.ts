// Tokens shaped like the gateway's (header.payload.signature). The browser only decodes
// the payload, so the signature here is a placeholder.
function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function fakeCartToken(payload: unknown): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`
}

/** A token of a cart with the given quantities per product id. */
export function cartTokenWith(quantities: Record<string, number>): string {
  return fakeCartToken({
    cart: {
      items: Object.entries(quantities).map(([productId, qty]) => ({
        productId,
        qty,
        amount: 2999,
        offerProduct: false,
        modifications: [],
        subscriptionOptions: [],
      })),
      vat: { percentageValue: 19 },
    },
    iat: 1_700_000_000,
  })
}
