import { billingCss } from '../../src/theme/plainStyles/billingCss';
import { callsCss } from '../../src/theme/plainStyles/callsCss';
import { chatsCss } from '../../src/theme/plainStyles/chatsCss';
import type { PlainSheet } from '../../src/theme/plainStyles/cssText';
import { createAppTheme } from '../../src/theme/theme';
import { fixedColours } from './fixedColours';

describe('the call, chat and billing lists follow the colour scheme', () => {
  it.each([
    ["the call history's", callsCss, 10],
    ["a conversation's", chatsCss, 8],
    ["the billing history's", billingCss, 15],
  ] as [string, PlainSheet, number][])('%s stylesheet draws every colour from the theme variables', (_list, css, rules) => {
    const sheet = document.createElement('style');
    sheet.textContent = css(createAppTheme());
    document.head.append(sheet);
    try {
      expect(document.styleSheets[document.styleSheets.length - 1].cssRules.length).toBeGreaterThan(rules);
      expect(fixedColours()).toEqual([]);
    } finally {
      sheet.remove();
    }
  });
});
