import HomePage, { generateMetadata } from '../page';

// /main (spec §2 "Main and mobile entries"): the main entry of the site, which is its home page.
// Its canonical URL is the home page's ('/'), so search engines keep one of the two.
export { generateMetadata };
export default HomePage;
