/**
 * The fixture API draws its stand-in logos with the provider API's own generator, so the browser
 * tests show the images the real service serves.
 */
export { initialsImage } from '../../../services/api/images/initialsImage.js'
