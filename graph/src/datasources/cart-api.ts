import { BackendDataSource } from './backend-data-source'
import type { CartRest } from './rest-types'

/** The cart REST API (`/cart`). One instance per GraphQL request. */
export class CartAPI extends BackendDataSource {
  getCart() {
    return this.get<{ cart: CartRest }>('').then((answer) => answer.cart)
  }
}
