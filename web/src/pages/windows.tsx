import { createListingPage } from '../components/ProductListing/ListingPage'
import { listingStaticProps } from '../routing/listing-static-props'

export default createListingPage('windows', ['WINDOWS'])
export const getStaticProps = listingStaticProps('WINDOWS')
