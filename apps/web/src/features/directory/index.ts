/** What other features may use of the directory: the logo and product tile (with their styles) and the latest products. */
import './directory.css';

export { useNewProducts } from './api/get-new-products';
export { ExhibitorLogo } from './components/exhibitor-logo';
export { ProductTile } from './components/product-tile';
export { useDirectoryPaths } from './lib/paths';
