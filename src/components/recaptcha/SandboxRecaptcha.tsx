import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { newSandboxRecaptchaToken } from './recaptchaMessages';

interface SandboxRecaptchaProps {
  onChange(token: string | null): void;
}

// Google's widget is a frame in neither kit, so its stand-in is too: it sits in plain (sign-up) and
// MUI (checkout) forms alike, and reads the theme's CSS variables to follow the colour scheme.
const box: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 16,
  padding: '4px 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 'var(--mui-shape-borderRadius)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  alignSelf: 'flex-start',
};
const caption: CSSProperties = { fontSize: '0.75rem', color: 'var(--mui-palette-text-secondary)' };

/** Offline stand-in for Google's widget: a real checkbox whose token (a new one per tick) the sandbox server accepts once. */
export function SandboxRecaptcha({ onChange }: SandboxRecaptchaProps) {
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const change = (nowChecked: boolean) => {
    setChecked(nowChecked);
    onChange(nowChecked ? newSandboxRecaptchaToken() : null);
  };
  // Ticked in the server's markup (sign-up is prerendered) before the page hydrated: React keeps
  // the tick on screen but fires no change for it, so the form would say the box is not ticked.
  // Adopted once, as FormField adopts typed values.
  useLayoutEffect(() => {
    if (input.current?.checked) change(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  return (
    <div style={box}>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
        <input
          ref={input}
          type="checkbox"
          checked={checked}
          style={{ width: 18, height: 18, margin: 12, accentColor: 'var(--mui-palette-primary-main)' }}
          onChange={(event) => change(event.target.checked)}
        />
        I&apos;m not a robot
      </label>
      <span style={caption}>reCAPTCHA sandbox</span>
    </div>
  );
}
