/** The reference's own small style: readable at 390 px, light or dark as the system prefers (no script). */
export const apiReferenceCss = `
:root { color-scheme: light dark; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --bg: #fff; --code: #f3f4f6; --link: #1b3a6b; --required: #b3261e; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9aa4ae; --line: #30363d; --bg: #0d1117; --code: #161b22; --link: #9dbcf0; --required: #ff8a80; } }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; max-width: 960px; padding: 16px; }
a { color: var(--link); }
code { font-family: ui-monospace, monospace; font-size: 0.9em; background: var(--code); padding: 0 4px; border-radius: 4px; overflow-wrap: anywhere; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 40px; text-transform: capitalize; }
h3 { font-size: 1.05rem; margin: 0 0 4px; } h4 { font-size: 0.95rem; margin: 12px 0 4px; color: var(--muted); }
.ref-contents { display: flex; flex-wrap: wrap; gap: 8px 16px; padding: 0; list-style: none; }
.ref-count { color: var(--muted); font-size: 0.85em; }
.ref-operation { border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin: 16px 0; }
.ref-method { display: inline-block; min-width: 4.5em; text-align: center; font-size: 0.8em; font-weight: 700; border-radius: 4px; padding: 2px 6px; color: #fff; background: #57606a; }
.ref-method--get { background: #1f6feb; } .ref-method--post { background: #1a7f37; } .ref-method--put, .ref-method--patch { background: #9a6700; } .ref-method--delete { background: #cf222e; }
.ref-summary { font-weight: 600; margin: 4px 0; }
.ref-auth, .ref-type, .ref-constraint { color: var(--muted); font-size: 0.9em; }
.ref-required { color: var(--required); font-size: 0.8em; }
.ref-status { font-weight: 700; }
.ref-schema { margin: 2px 0; } .ref-schema-type { font-family: ui-monospace, monospace; font-size: 0.9em; }
.ref-fields, .ref-responses { padding-left: 20px; margin: 4px 0; }
.ref-scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; border-top: 1px solid var(--line); padding: 4px 8px; }
`;
