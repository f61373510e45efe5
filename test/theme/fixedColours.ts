const colourProperty = /^(-webkit-)?(color|background(-color)?|border(-\w+)?-color|border(-(top|right|bottom|left))?|fill|stroke|outline(-color)?|box-shadow|caret-color|text-fill-color)$/;
/** Values that carry no colour of their own, or take it from the surroundings. */
const schemeNeutral = /^(var\(--[\w-]+\)|currentColor|inherit|transparent|none|0|initial|unset)$/i;

/**
 * The colour declarations of the page's style rules that neither read a theme variable nor sit in
 * the dark scheme's own rules: colours that would stay the same when the scheme changes.
 */
export function fixedColours(): string[] {
  // jsdom's CSS object model: each rule's text, `selector {property: value; ...}`.
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).map((rule) => /^([^{]+)\{([^}]*)\}$/.exec(rule.cssText.trim()));
  return rules.flatMap((match) => {
    if (!match || match[1].includes('data-color-scheme')) return [];
    const selector = match[1].trim();
    return match[2]
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([property, value]) => property && value && colourProperty.test(property))
      .filter(([, value]) => !value.includes('var(--mui-') && !value.split(/\s+/).every((part) => schemeNeutral.test(part)))
      .map(([property, value]) => `${selector} { ${property}: ${value} }`);
  });
}
