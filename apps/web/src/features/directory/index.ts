/**
 * What other features may use of the directory: the logo and product tile (with their styles), the
 * latest products, and the floor plan's facility pictograms (the organizer's hall editor).
 */
import './directory.css';

export { useNewProducts } from './api/get-new-products';
export { ExhibitorLogo } from './components/exhibitor-logo';
export { FEATURE_FILL, FEATURE_INK, FeatureGlyph, FeatureSwatch } from './components/plan-features';
export { ProductTile } from './components/product-tile';
export { useDirectoryPaths } from './lib/paths';
