import { readFileSync } from 'node:fs';
import { legalDocumentPage } from '../pages/legalPages';
import { SAMPLE_NOTICE, samplePrivacy, sampleTerms } from '../pages/legalSamples';
import { sendHtml } from '../pages/linkPages';
import type { RouteModule } from './RouteModule';

interface LegalText {
  text: string;
  sampleNotice: string | null;
}

/** The configured file's text, read once at start (a missing file stops the start, not a visitor); else the sample. */
function legalText(file: string, variable: string, sample: string): LegalText {
  if (file === '') return { text: sample, sampleNotice: SAMPLE_NOTICE };
  try {
    return { text: readFileSync(file, 'utf8'), sampleNotice: null };
  } catch (error) {
    throw new Error(`${variable}: cannot read '${file}' (${(error as Error).message}).`);
  }
}

/** The Terms and Privacy pages (linked from the register page, checkout and the footer): the operator's texts as plain pages. */
export const legalPageRoutes: RouteModule = async (app, ctx) => {
  const documents = [
    { path: '/legal/terms', title: 'Terms & conditions', ...legalText(ctx.config.termsFile, 'TERMS_FILE', sampleTerms) },
    { path: '/legal/privacy', title: 'Privacy policy', ...legalText(ctx.config.privacyFile, 'PRIVACY_FILE', samplePrivacy) },
  ];
  for (const document of documents) {
    const html = legalDocumentPage(document);
    app.get(
      document.path,
      {
        schema: {
          tags: ['site'],
          summary: `The ${document.title} page (HTML)`,
          description: `Public. The text of ${document.path === '/legal/terms' ? 'TERMS_FILE' : 'PRIVACY_FILE'} (plain text or simple Markdown), or the shipped sample marked as one.`,
          security: [],
          produces: ['text/html'],
          response: { 200: { type: 'string', description: 'HTML page' } },
        },
      },
      async (_request, reply) => sendHtml(reply, 200, html),
    );
  }
};
