/** What other features may use of activities: the enterprise center's paths and the picture upload (brands use both). */
export { useCenterPaths } from './components/activity-parts';
export { type Picture, PictureUpload } from './components/picture-upload';
