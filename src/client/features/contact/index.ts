import './styles';
export { ClinicMap } from './components/clinic-map';
export { ContactDetails } from './components/contact-details';
export { ContactForm } from './components/contact-form';
