/** What other features may use of products: the picture and video upload. */
export { type Media, MediaUpload } from './components/media-upload';
