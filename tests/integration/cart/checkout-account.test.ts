import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../../hub/src/db/schema-orders'
import {
  bootAccountsHub,
  customerWithOrder,
  nextMail,
  uniqueEmail,
  type AccountsHub,
} from '../accounts/helpers'
import { TestSmtpServer } from '../forms/smtp'
import { databaseTargets } from '../hub/harness'
import { placePaidOrder } from '../orders/hosted-payment'

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
    const { order } = await placePaidOrder(
      hub.app,
      {
        cartToken: cart.json().cart.token,
        locale: 'de',
        customer: {
          email: other,
          name: 'Erika Mustermann',
          country: 'DE',
          acceptTerms: true,
          waiveWithdrawal: true,
          street: 'Musterstraße 1',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
      `issue19-${email}`,
      { 'x-customer-session': session },
    )
    const { orderNumber } = order
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
