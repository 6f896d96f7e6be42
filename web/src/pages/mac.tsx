import { createListingPage } from '../components/ProductListing/ListingPage'
import { listingStaticProps } from '../routing/listing-static-props'

export default createListingPage('mac', ['MAC'])
export const getStaticProps = listingStaticProps('MAC')
