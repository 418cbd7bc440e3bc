import './styles';
export { ContactPage } from './components/contact-page';
