export { CheckInPhotoImage } from './check-in-photo';
