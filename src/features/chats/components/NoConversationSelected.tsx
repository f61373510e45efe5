import { phoneAppNote } from '../chatMessages';

/** The right-hand side before a conversation is chosen (wide screens). */
export function NoConversationSelected() {
  return (
    <div className="chat-none">
      <p className="pn-body1">Select a conversation to read it.</p>
      <p className="pn-body2 pn-secondary">{phoneAppNote}</p>
    </div>
  );
}
