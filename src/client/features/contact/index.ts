import './styles';
export {
  CONTACT_FAILED,
  CONTACT_SENT,
  sendContactMessage,
  useSendContactMessage,
} from './api/send-contact-message';
export { ClinicMap } from './components/clinic-map';
export { ContactDetails } from './components/contact-details';
export { ContactForm } from './components/contact-form';
