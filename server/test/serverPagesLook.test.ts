import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlPage, messagePage, pageContentSecurityPolicy } from '../src/pages/htmlPage';
import { darkRulesForSystem, loadPageLook } from '../src/pages/pageLook';
import { resetPasswordPage } from '../src/pages/resetPasswordPage';

/** A build as webpack leaves it: index.html linking the hashed theme stylesheet. */
function fakeBuild(themeCss: string): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-look-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'theme.0123abcd.css'), themeCss);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><link rel=stylesheet href=/app/assets/theme.0123abcd.css><div id=root></div>');
  return distDir;
}

const themeCss =
  ':root,[data-color-scheme=light]{--mui-palette-background-default:#f6f7fb}[data-color-scheme=dark]{--mui-palette-background-default:#0f141b}' +
  '@media (min-width:600px){.pn-card{padding:32px}}[data-color-scheme=dark] .pn-brand__image{filter:none}.pn-h1{font-size:2rem}';

describe("the server's own pages in the product's look", () => {
  afterEach(() => loadPageLook({ distDir: '/nonexistent', brandName: 'SLYNUMBER' }));

  it("link the build's theme stylesheet and show the brand, the sign-in card and the theme's classes", () => {
    loadPageLook({ distDir: fakeBuild(themeCss), brandName: 'Acme Phone' });
    const html = messagePage('Password changed', 'Your new password is set. Sign in with it now.', { href: '/app/login', label: 'Go to sign in' });
    expect(html).toContain('<link rel="stylesheet" href="/app/assets/theme.0123abcd.css">');
    expect(html).toContain('<header class="pn-header">');
    expect(html).toContain('<span class="pn-brand__text">Acme Phone</span>');
    expect(html).toContain('<main class="pn-card">');
    expect(html).toContain('<h1 class="pn-h1 pn-center">Password changed</h1>');
    expect(html).toContain('<a class="pn-link" href="/app/login">Go to sign in</a>');
    // Its own style writes no colour: every value comes from the theme.
    expect(/<style>[^<]*#[0-9a-f]{3,6}[;}]/i.test(html.replace(/@media \(prefers-color-scheme:dark\)\{.*?\}\}/, ''))).toBe(false);
  });

  it("follow the system's dark preference with the theme's own dark values (no script runs here)", () => {
    expect(darkRulesForSystem(themeCss)).toBe(
      '@media (prefers-color-scheme:dark){:root{--mui-palette-background-default:#0f141b}:root .pn-brand__image{filter:none}}',
    );
    loadPageLook({ distDir: fakeBuild(themeCss), brandName: 'Acme Phone' });
    expect(htmlPage('Title', '<p>x</p>')).toContain('@media (prefers-color-scheme:dark){:root{--mui-palette-background-default:#0f141b}');
    expect(pageContentSecurityPolicy).toContain("style-src 'self' 'unsafe-inline'");
    expect(pageContentSecurityPolicy).toContain("default-src 'none'");
  });

  it("draw the reset form's fields as the SPA's outlined fields, labelled, with the error as an alert", () => {
    loadPageLook({ distDir: fakeBuild(themeCss), brandName: 'Acme Phone' });
    const html = resetPasswordPage({ brandName: 'Acme Phone', token: 't', error: "Password doesn't match" });
    expect(html).toContain('<div class="pn-alert pn-alert--error error" role="alert"><div class="pn-alert__message">Password doesn&#39;t match</div></div>');
    expect(html).toMatch(/<input class="pn-field__input" id="new-password" name="password" type="password"[^>]*><label class="pn-field__label" for="new-password">New password<\/label>/);
    expect(html).toContain('<button type="submit" class="pn-button pn-button--contained pn-button--large">Save password</button>');
  });

  it('without a build (tests, a server started before building) keep a small style of their own', () => {
    loadPageLook({ distDir: '/nonexistent', brandName: 'Acme Phone' });
    const html = htmlPage('Title', '<p>x</p>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain(':root { color-scheme: light dark; }');
  });
});
