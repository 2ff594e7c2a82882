import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { TarotDrawResponse } from '@arcanes/contracts/divination';
import {
  CARD_H,
  CARD_W,
  TABLE_SIZE,
  arcLayout,
  arcPose,
  ringSlots,
  stackSlot,
  usesArc,
  type Slot,
} from '#web/features/tarot/table-layout.ts';
import { useCardBack } from './card-back';
import { useTableScale } from './use-table-scale';

interface Props {
  draw: TarotDrawResponse;
  busy: boolean;
  /** The reading's price, formatted: the button that orders says it (L221-14). */
  price: string;
  /** The picked positions in the order chosen: the n-th card picked goes to the spread's n-th place. */
  onValidate: (picked: number[]) => void;
}

const SLOTS = ringSlots();

/**
 * The 78 face-down cards in a circle with the seed's radii; on a phone, where the seed's half-size ring
 * would draw them 22 px wide, in an arc of full-size cards that scrolls sideways under the thumb
 * (decision 0316). A card picked leaves the deck for its place among the chosen ones (choosing it there
 * puts it back); once enough are chosen the rest gather into a pile, in view, and the table keeps its
 * height so that the order button below does not move. One card of the deck is in the tab order at a
 * time; the arrow keys move along it.
 */
export function TarotTable({ draw, busy, price, onValidate }: Props) {
  const { t } = useTranslation(['tarot', 'domains']);
  const back = useCardBack();
  const box = useRef<HTMLDivElement>(null);
  const { scale: ringScale, boxWidth } = useTableScale(box);
  const arc = useMemo(() => (usesArc(ringScale) ? arcLayout(boxWidth) : null), [ringScale, boxWidth]);
  const scale = arc ? 1 : ringScale;
  const slots = SLOTS;
  const [picked, setPicked] = useState<number[]>([]);
  const [focusPos, setFocusPos] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ target: 'ring' | 'validate'; n: number } | null>(null);
  const cardRefs = useRef(new Map<number, HTMLButtonElement>());
  const validateRef = useRef<HTMLButtonElement>(null);
  // The croix's fifth card is computed from the four picked: the customer picks `draw.picks`.
  const picks = draw.picks;
  const complete = picked.length === picks;
  const free = useMemo(() => slots.filter((s) => !picked.includes(s.position)), [slots, picked]);
  // The arc's pile gathers where the customer is looking: the middle of the strip's view then.
  const [pileAt, setPileAt] = useState(0);

  /** The arc: each card drops and turns outwards with its distance from the middle of the view. */
  const poseArc = useCallback(() => {
    const el = box.current;
    if (!el || !arc) return;
    const middle = el.scrollLeft + el.clientWidth / 2;
    for (const [position, card] of cardRefs.current) {
      const left = arc.lefts[position];
      if (left === undefined) continue;
      const { drop, turn } = arcPose(left - middle);
      card.style.setProperty('--drop', `${drop.toFixed(1)}px`);
      card.style.setProperty('--turn', `${turn.toFixed(2)}deg`);
    }
  }, [arc]);
  useEffect(() => {
    const el = box.current;
    if (!el || !arc) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(poseArc);
    };
    poseArc();
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
    };
  }, [arc, poseArc, picked.length]);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'validate') validateRef.current?.focus();
    else cardRefs.current.get(focusPos)?.focus();
  }, [focusRequest, focusPos]);

  const pick = (position: number) => {
    if (complete || busy) return;
    const next = [...picked, position];
    setPicked(next);
    if (next.length === picks) {
      if (box.current) setPileAt(box.current.scrollLeft + box.current.clientWidth / 2);
      setFocusRequest((r) => ({ target: 'validate', n: (r?.n ?? 0) + 1 }));
      return;
    }
    const i = free.findIndex((s) => s.position === position);
    const neighbour = free[i + 1] ?? free[i - 1];
    if (neighbour) setFocusPos(neighbour.position);
  };
  const unpick = (position: number) => {
    if (busy) return;
    setPicked((p) => p.filter((x) => x !== position));
    setFocusPos(position);
    setFocusRequest((r) => ({ target: 'ring', n: (r?.n ?? 0) + 1 }));
  };
  const onKeyDown = (e: KeyboardEvent, position: number) => {
    const i = free.findIndex((s) => s.position === position);
    const moves: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: free.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined || free.length === 0) return;
    e.preventDefault();
    const target = free[(to + free.length) % free.length];
    if (!target) return;
    setFocusPos(target.position);
    setFocusRequest((r) => ({ target: 'ring', n: (r?.n ?? 0) + 1 }));
  };
  const tabbable = free.some((s) => s.position === focusPos) ? focusPos : free[0]?.position;

  const place = (slot: Slot) => ({
    width: CARD_W * scale,
    height: CARD_H * scale,
    transform: `translate(-50%, -50%) translate(${slot.x * scale}px, ${slot.y * scale}px) rotate(${slot.rotate}deg)`,
  });
  // On the arc a card keeps its place along the strip; its drop and turn come from poseArc.
  const arcPlace = (slot: Slot, index: number) =>
    complete
      ? { left: pileAt + index * 0.15, top: 8 - index * 0.35, width: CARD_W, height: CARD_H }
      : { left: arc?.lefts[slot.position] ?? 0, top: 8, width: CARD_W, height: CARD_H };

  return (
    <section className="tarot-table" aria-labelledby="tarot-table-title">
      <h4 id="tarot-table-title">{t('table.title', { count: picks })}</h4>
      <p className="tarot-table__spread">
        <strong>{draw.spread.name}</strong> — {draw.spread.description}
      </p>
      <p id="tarot-table-help" className="muted">
        {t('table.help')}
      </p>
      {picks < draw.count && <p className="tarot-table__computed">{t('table.computed')}</p>}
      <p className="tarot-table__counter" aria-live="polite">
        {t('table.counter', { picked: picked.length, count: picks })}
      </p>
      <div ref={box} className={`tarot-table__box${arc ? ' is-arc' : ''}`}>
        <div
          className={`tarot-table__board${complete ? ' is-stacked' : ''}${arc ? ' is-arc' : ''}`}
          style={{
            width: arc ? arc.width : TABLE_SIZE * scale,
            height: arc ? arc.height : complete ? CARD_H * 1.5 * scale : TABLE_SIZE * scale,
          }}
          role="group"
          aria-label={t('table.deck')}
          aria-describedby="tarot-table-help"
        >
          {free.map((slot, index) => (
            <button
              key={slot.position}
              ref={(el) => {
                if (el) cardRefs.current.set(slot.position, el);
                else cardRefs.current.delete(slot.position);
              }}
              type="button"
              className="tarot-card"
              style={arc ? arcPlace(slot, index) : place(complete ? stackSlot(slot.position, index) : slot)}
              aria-pressed={false}
              aria-label={t('table.card', { n: slot.position + 1 })}
              tabIndex={!complete && slot.position === tabbable ? 0 : -1}
              disabled={complete || busy}
              onClick={() => pick(slot.position)}
              onKeyDown={(e) => onKeyDown(e, slot.position)}
            >
              <img src={back} alt="" draggable={false} />
            </button>
          ))}
        </div>
      </div>
      <div className="tarot-selected">
        <h5 id="tarot-selected-title">{t('table.selected')}</h5>
        {picked.length === 0 && <p className="muted small">{t('table.none')}</p>}
        {/* Every place of the spread from the start: a card picked is shown in its place at once, and
            the places still empty keep their room, so nothing below moves as the cards are placed. */}
        <ol className="tarot-selected__row" aria-labelledby="tarot-selected-title">
          {Array.from({ length: picks }, (_, i) => {
            const position = picked[i];
            const name = draw.spread.positions[i]?.name ?? '';
            return position === undefined ? (
              <li key={`empty-${i}`} className="tarot-selected__item is-empty">
                <span className="tarot-selected__slot" aria-hidden="true" />
                <span className="tarot-selected__place">
                  {i + 1}. {name}
                </span>
              </li>
            ) : (
              <li key={position} className="tarot-selected__item">
                <button
                  type="button"
                  className="tarot-card tarot-card--picked"
                  aria-pressed={true}
                  aria-label={t('table.card', { n: position + 1 })}
                  aria-describedby={`tarot-picked-${position}`}
                  disabled={busy}
                  onClick={() => unpick(position)}
                >
                  <img src={back} alt="" draggable={false} />
                </button>
                <span id={`tarot-picked-${position}`} className="tarot-selected__place">
                  {i + 1}. {name}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {/* Validating the draw orders the reading: the button says it pays, the sentence beside it is accepted with the order. */}
      <p id="tarot-order-terms" className="option-form__terms tarot-table__terms">
        {t('domains:order.terms')}
      </p>
      <p className="tarot-table__actions">
        <button
          ref={validateRef}
          type="button"
          className="btn btn--gold"
          disabled={!complete || busy}
          aria-describedby="tarot-order-terms"
          onClick={() => onValidate(picked)}
        >
          {busy ? t('table.validating') : t('domains:order.button', { price })}
        </button>
        {!complete && (
          <span className="muted small">{t('table.remaining', { count: picks - picked.length })}</span>
        )}
      </p>
    </section>
  );
}
