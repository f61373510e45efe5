import { escapeHtml, htmlPage, pageHeading } from './htmlPage';

/**
 * Plain text or simple Markdown as HTML: '# ' and '## ' lines are headings, '- ' or '* ' lines a
 * list, blank lines separate paragraphs. Everything else is text, escaped (no HTML, no links run).
 */
export function plainTextToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  return blocks
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      const parts: string[] = [];
      let paragraph: string[] = [];
      let items: string[] = [];
      const flush = () => {
        if (paragraph.length > 0) parts.push(`<p class="pn-body1">${paragraph.map(escapeHtml).join('<br>')}</p>`);
        if (items.length > 0) parts.push(`<ul class="pn-body1">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
        paragraph = [];
        items = [];
      };
      for (const line of lines) {
        const heading = /^(#{1,3})\s+(.*)$/.exec(line);
        const item = /^[-*]\s+(.*)$/.exec(line);
        if (heading) {
          flush();
          const level = heading[1].length === 1 ? 2 : 3;
          parts.push(`<h${level} class="pn-h6">${escapeHtml(heading[2])}</h${level}>`);
        } else if (item) {
          if (paragraph.length > 0) flush();
          items.push(item[1]);
        } else {
          if (items.length > 0) flush();
          paragraph.push(line);
        }
      }
      flush();
      return parts.join('\n');
    })
    .join('\n');
}

/** A Terms or Privacy page: its title, the sample notice when it is the shipped sample, and the text. */
export function legalDocumentPage(options: { title: string; text: string; sampleNotice: string | null }): string {
  const notice = options.sampleNotice
    ? `<div class="pn-alert pn-alert--warning" role="note"><div class="pn-alert__message">${escapeHtml(options.sampleNotice)}</div></div>\n`
    : '';
  return htmlPage(options.title, `${pageHeading(options.title)}\n${notice}<div class="pn-stack pn-anywhere">\n${plainTextToHtml(options.text)}\n</div>`);
}
