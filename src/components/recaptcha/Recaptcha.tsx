import { Suspense, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import type { ReCAPTCHA, ReCAPTCHAProps } from 'react-google-recaptcha';
import { getConfig } from '../../config/loadConfig';
import { lazyPart } from '../staging/lazyParts';
import { recaptchaMessages } from './recaptchaMessages';
import { SandboxRecaptcha } from './SandboxRecaptcha';

export interface RecaptchaHandle {
  /** Clears the solved state; the form's token becomes null. */
  reset(): void;
}

export interface RecaptchaProps {
  /** A token once solved; null when reset or expired. */
  onChange(token: string | null): void;
  /** Expiry and error texts of SPEC §5. */
  onError?(message: string): void;
  ref?: Ref<RecaptchaHandle>;
}

// The Google widget and its script load only on pages that show a reCAPTCHA.
type GoogleRecaptchaProps = ReCAPTCHAProps & { ref?: Ref<ReCAPTCHA> };
const GoogleRecaptcha = lazyPart(() =>
  import('react-google-recaptcha').then((module) => module.default as ComponentType<GoogleRecaptchaProps>),
);

/**
 * The reCAPTCHA of every form: Google's widget when a site key is configured, otherwise the
 * sandbox checkbox whose token the server's sandbox accepts.
 */
export function Recaptcha({ onChange, onError, ref }: RecaptchaProps) {
  const siteKey = getConfig().recaptchaSiteKey;
  const widget = useRef<ReCAPTCHA>(null);
  const [sandboxGeneration, setSandboxGeneration] = useState(0);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (siteKey) widget.current?.reset();
        else setSandboxGeneration((n) => n + 1);
        onChange(null);
      },
    }),
    [siteKey, onChange],
  );

  if (!siteKey) return <SandboxRecaptcha key={sandboxGeneration} onChange={onChange} />;
  return (
    <Suspense fallback={null}>
      <GoogleRecaptcha
        ref={widget}
        sitekey={siteKey}
        onChange={(token) => onChange(token)}
        onExpired={() => {
          onChange(null);
          onError?.(recaptchaMessages.expired);
        }}
        onErrored={() => {
          onChange(null);
          onError?.(recaptchaMessages.error);
        }}
      />
    </Suspense>
  );
}
