import { htmlPage, pageContentSecurityPolicy } from '../src/pages/htmlPage';

/** The rules of the page's stylesheet that apply when the system asks for the dark scheme. */
function darkRules(html: string): string {
  return /@media \(prefers-color-scheme: dark\) \{([\s\S]*?)\n\}/.exec(html)?.[1] ?? '';
}

describe("the server's script-free pages (reset password, email change) in dark mode", () => {
  const html = htmlPage('Set a new password - Acme', '<h1>Set a new password</h1>');

  it("follow the system's scheme by CSS alone: the form controls and the page turn dark", () => {
    expect(html).toContain(':root { color-scheme: light dark; }');
    expect(darkRules(html)).toMatch(/body \{ color: #eee; background: #10151d; \}/);
    expect(darkRules(html)).toMatch(/\.error \{ color: #[0-9a-f]{6}; \}/);
  });

  it('need no script for it (their policy allows none)', () => {
    expect(html).not.toContain('<script');
    expect(pageContentSecurityPolicy).toContain("default-src 'none'");
  });
});
