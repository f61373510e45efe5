/** The tabs' and panels' ids, apart from MUI's tab strip so a plain page (the account page) names its panel without importing MUI. */
export const idPrefixOf = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The attributes of the panel that shows `value`'s content, labelled by its tab. */
export function tabPanelOf(label: string, value: string) {
  const prefix = idPrefixOf(label);
  return { role: 'tabpanel', id: `${prefix}-panel-${value}`, 'aria-labelledby': `${prefix}-tab-${value}` } as const;
}
