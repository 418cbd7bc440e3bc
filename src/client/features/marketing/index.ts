export { HomePage } from './home/home-page';
export { AboutPage } from './about/about-page';
