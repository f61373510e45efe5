import { useState } from 'react';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { brokenImagePath } from '../../../components/icons/paths/brokenImage';

/** A picture of a message; one that does not load leaves a placeholder, not a broken image. Plain, as the bubble it sits in. */
export function ChatImage({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div role="img" aria-label="Image could not be loaded" className="chat-image chat-image--broken">
        <PlainIcon path={brokenImagePath} className="chat-image__icon" />
        <p className="pn-body2">Image could not be loaded</p>
      </div>
    );
  }
  return <img src={src} alt="Picture in the message" loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} className="chat-image" />;
}
