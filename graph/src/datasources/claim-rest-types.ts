// The hub's answer of GET /v1/accounts/me/claimable (hub/src/accounts/claims.ts): guest
// orders and tickets made with the account's address, without any text of the guest's.

export interface ClaimableRest {
  orders: {
    orderNumber: string
    placedAt: string
    total: { currency: string; amount: number }
    productNames: string[]
  }[]
  tickets: { ticketNumber: string; createdAt: string; topic: string; productName: string }[]
}
