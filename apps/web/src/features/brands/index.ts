/** The brands of an enterprise (enterprise center). The pages are lazy route modules; the form is also rendered by the activities tests. */
export { default as BrandFormPage } from './pages/brand-form-page';
