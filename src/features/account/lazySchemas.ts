/**
 * The Edit information forms' rules (yup and schemas.ts) as a chunk of their own: the tab paints
 * without yup (the account page's blocking time), and useSchemaForm loads it once the
 * customer starts acting on the page, or at the first save.
 */
export const loadAccountSchemas = () => import('./schemas');
