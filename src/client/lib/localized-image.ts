import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/languages';

const IMAGES = '/images/';

/**
 * An illustration of the site (`/images/…`) in a language: the build writes every one again
 * for each language but English, with the words drawn in it translated
 * (build/localized-images.ts). Other paths are left as they are.
 */
export function imageIn(path: string, language: string): string {
  if (language === DEFAULT_LANGUAGE || !isLanguage(language) || !path.startsWith(IMAGES)) {
    return path;
  }
  return `${IMAGES}${language}/${path.slice(IMAGES.length)}`;
}
