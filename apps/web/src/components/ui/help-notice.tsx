import { helpParts } from '#web/lib/question-check.ts';

/**
 * A refused question's answer: calm rather than red, announced at once, and every number to call
 * a tel: link, so that help is one tap away on a phone.
 */
export function HelpNotice({ message, id }: { message: string; id?: string }) {
  return (
    <div id={id} className="help-notice" role="alert">
      <p>
        {helpParts(message).map((part, i) =>
          'phone' in part ? (
            <a key={i} className="help-notice__phone" href={`tel:${part.phone}`}>
              {part.phone}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
    </div>
  );
}
