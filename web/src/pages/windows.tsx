import { ListingPage } from '../components/ProductListing/ListingPage'
import { listingStaticProps } from '../routing/listing-static-props'

export default ListingPage
export const getStaticProps = listingStaticProps('windows')
