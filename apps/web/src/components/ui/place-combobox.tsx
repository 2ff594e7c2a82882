import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { searchPlaces, type Place } from '#web/lib/places.ts';
import { FieldFrame, describedBy } from './text-field';

interface Props {
  label: string;
  /** What the visitor typed, or the chosen place's label. */
  text: string;
  onTextChange: (text: string) => void;
  /** The chosen place, or null while the text matches none. */
  onSelect: (place: Place | null) => void;
  selected: Place | null;
  error?: string | null;
  hint?: string;
  required?: boolean;
  name?: string;
}

const MIN_CHARS = 2;
const DEBOUNCE_MS = 200;

/**
 * Birth-place autocomplete following the ARIA 1.2 combobox pattern: the input keeps focus, the
 * list is navigated with the arrow keys (aria-activedescendant), Enter chooses, Escape closes then
 * clears; the number of results is announced.
 */
export function PlaceCombobox({
  label,
  text,
  onTextChange,
  onSelect,
  selected,
  error,
  hint,
  required,
  name,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [results, setResults] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const [loading, setLoading] = useState(false);
  const query = useRef('');
  const listRef = useRef<HTMLUListElement>(null);
  // The list opens for what the person types, not for a name the form was opened with (the admin's
  // edit dialog opened with the list over « Rôle », issue 39); ArrowDown still opens it.
  const typed = useRef(false);

  useEffect(() => {
    const q = text.trim();
    if (selected && selected.label === text) return;
    if (q.length < MIN_CHARS) {
      setResults([]);
      setOpen(false);
      setStatus('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      query.current = q;
      setLoading(true);
      searchPlaces(q, controller.signal)
        .then((places) => {
          setResults(places);
          setActive(-1);
          setOpen(typed.current);
          setStatus(places.length ? t('ui.places.count', { count: places.length }) : t('ui.places.none'));
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus(t('ui.places.error'));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, selected, t]);

  useEffect(() => {
    if (active < 0) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(`${id}-opt-${active}`)}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const choose = (place: Place) => {
    onSelect(place);
    onTextChange(place.label);
    setOpen(false);
    setActive(-1);
    setStatus(t('ui.places.chosen', { place: place.label }));
  };

  const expanded = open && results.length > 0;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <div className="combobox">
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          required={required}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          aria-busy={loading || undefined}
          value={text}
          onChange={(event) => {
            typed.current = true;
            onTextChange(event.target.value);
            if (selected) onSelect(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              if (!expanded && results.length) setOpen(true);
              setActive((i) => (results.length ? (i + 1) % results.length : -1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              if (!expanded && results.length) setOpen(true);
              setActive((i) => (results.length ? (i <= 0 ? results.length - 1 : i - 1) : -1));
            } else if (event.key === 'Enter' && expanded && active >= 0) {
              event.preventDefault();
              const place = results[active];
              if (place) choose(place);
            } else if (event.key === 'Escape') {
              if (expanded) {
                event.preventDefault();
                event.stopPropagation(); // inside a dialog, the first Escape closes the list only
                setOpen(false);
                setActive(-1);
              } else if (text) {
                event.preventDefault();
                event.stopPropagation();
                onTextChange('');
                onSelect(null);
              }
            }
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
        />
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={label}
          className="combobox__list"
          hidden={!expanded}
        >
          {results.map((place, i) => (
            <li
              key={place.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // Keeps the focus in the input while the option is chosen with the mouse.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span className="combobox__name">{place.name}</span>
              <span className="combobox__detail">
                {[place.region, place.country_name].filter(Boolean).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </FieldFrame>
  );
}
