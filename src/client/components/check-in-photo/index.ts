export { CheckInPhotoImage, type CheckInPhotoImageProps } from './check-in-photo';
