import { createListingPage } from '../components/ProductListing/ListingPage'
import { listingStaticProps } from '../routing/listing-static-props'

export default createListingPage('mobile', ['ANDROID', 'IOS'])
export const getStaticProps = listingStaticProps('ANDROID', ['ANDROID', 'IOS'])
