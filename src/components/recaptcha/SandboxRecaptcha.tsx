import { useState, type CSSProperties } from 'react';
import { SANDBOX_RECAPTCHA_TOKEN } from './recaptchaMessages';

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

/** Offline stand-in for Google's widget: a real checkbox whose token the sandbox server accepts. */
export function SandboxRecaptcha({ onChange }: SandboxRecaptchaProps) {
  const [checked, setChecked] = useState(false);
  return (
    <div style={box}>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}>
        <input
          type="checkbox"
          checked={checked}
          style={{ width: 18, height: 18, margin: 12, accentColor: 'var(--mui-palette-primary-main)' }}
          onChange={(event) => {
            setChecked(event.target.checked);
            onChange(event.target.checked ? SANDBOX_RECAPTCHA_TOKEN : null);
          }}
        />
        I&apos;m not a robot
      </label>
      <span style={caption}>reCAPTCHA sandbox</span>
    </div>
  );
}
