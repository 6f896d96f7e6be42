import { ListingPage } from '../../components/ProductListing/ListingPage'
import { filteredListingServerSideProps } from '../../routing/listing-static-props'

// `/windows?category=…`, `/mac?sort=…`, `/mobile?platform=…` are rewritten here
// (web/next.config.ts): the platform page with the address's filters, rendered on request.
// The visitor's address stays the platform page's.

export default ListingPage
export const getServerSideProps = filteredListingServerSideProps
