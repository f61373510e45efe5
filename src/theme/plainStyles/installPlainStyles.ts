import { baseCss } from './baseCss';
import { controlsCss } from './controlsCss';
import { fieldCss } from './fieldCss';
import { surfacesCss } from './surfacesCss';

const MARKER = 'data-plain-styles';

/**
 * Adds the plain stylesheet to the document once, before the first render: the first paint's
 * components are styled by class names, with no CSS-in-JS work while rendering. (CSP allows
 * inline styles: style-src has 'unsafe-inline' for emotion already.)
 */
export function installPlainStyles(doc: Document = document): void {
  if (doc.head.querySelector(`style[${MARKER}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(MARKER, '');
  style.textContent = baseCss + controlsCss + fieldCss + surfacesCss;
  // First in <head>, so emotion's sheets (inserted later) win where both style one element.
  doc.head.prepend(style);
}
