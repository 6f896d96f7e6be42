import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../../hub/src/db/schema-orders'
import {
  APPROVED_CARD,
  bootAccountsHub,
  customerWithOrder,
  nextMail,
  uniqueEmail,
  type AccountsHub,
} from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets } from '../hub/harness'

// Issue 19, point 12: a logged-in customer's order goes to the account's address, whatever
// the checkout form was sent with (the storefront shows the field fixed; the hub insists).

describe.each(databaseTargets())('checkout of a logged-in customer on $name', (target) => {
  const smtp = new TestSmtpServer()
  let hub: AccountsHub

  beforeAll(async () => {
    await smtp.start()
    hub = await bootAccountsHub(target, smtp)
  })

  afterAll(async () => {
    await hub?.stop()
    await smtp.stop()
  })

  it("orders to the account's e-mail address, not another one typed into the form", async () => {
    const email = uniqueEmail('Stammkunde')
    const { session } = await customerWithOrder(hub, smtp, email)
    const cart = await hub.app.inject({
      method: 'PATCH',
      url: '/cart',
      payload: { items: [{ productId: 2, qty: 1 }] },
    })
    const other = uniqueEmail('Fremd')
    const response = await hub.app.inject({
      method: 'POST',
      url: '/v1/orders',
      headers: { 'idempotency-key': `issue19-${email}`, 'x-customer-session': session },
      payload: {
        cartToken: cart.json().cart.token,
        locale: 'de',
        customer: {
          email: other,
          name: 'Erika Mustermann',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          cardNumber: APPROVED_CARD,
        },
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    const { orderNumber } = response.json().order as { orderNumber: string }
    const [row] = await hub.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
    expect(row!.email).toBe(email)
    const mail = await nextMail(smtp, email, (m) => m.subject.includes(orderNumber))
    expect(mail.subject).toContain(orderNumber)
    expect(smtp.received.some((m) => m.to === other)).toBe(false)
  })
})
