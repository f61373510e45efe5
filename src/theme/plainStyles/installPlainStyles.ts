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

/**
 * Adds the stylesheet of one group of plain screens (e.g. the option cards of the pricing page),
 * once. Called by the chunk that draws them, so that the first paint's entry carries none of it.
 */
export function installPlainSheet(name: string, css: string, doc: Document = document): void {
  if (doc.head.querySelector(`style[data-plain-sheet="${name}"]`)) return;
  const style = doc.createElement('style');
  style.dataset.plainSheet = name;
  style.textContent = css;
  // After the base sheet (its rules are the defaults) and still before emotion's.
  const base = doc.head.querySelector(`style[${MARKER}]`);
  if (base) base.after(style);
  else doc.head.prepend(style);
}
