/**
 * Where the 78 face-down cards lie on the table: three concentric rings (more cards on the longer
 * ones), each card turned to face the centre. Sizes are for a wide screen; the seed scales the
 * radii by 0.75 at 768 px or less and by 0.5 at 480 px or less, and the table shrinks further
 * when its box is narrower still, so it never overflows.
 */
export const CARD_W = 44;
export const CARD_H = 74;
export const RING_RADII = [285, 214, 143] as const;
export const RING_COUNTS = [35, 26, 17] as const;
/** The square the rings fit in, cards included. */
export const TABLE_SIZE = 2 * (RING_RADII[0] + CARD_H / 2);

export interface Slot {
  /** Face-down position in the server's shuffled deck, 0–77. */
  position: number;
  /** Centre of the card, from the table's centre, in unscaled px. */
  x: number;
  y: number;
  /** Degrees, so that the card's long side points to the centre. */
  rotate: number;
}

export function ringSlots(total = 78): Slot[] {
  const slots: Slot[] = [];
  let position = 0;
  RING_RADII.forEach((radius, ring) => {
    const count = RING_COUNTS[ring] ?? 0;
    // Each ring starts half a step further round, so the rings do not line up in spokes.
    const offset = (ring * Math.PI) / count;
    for (let i = 0; i < count && position < total; i++, position++) {
      const angle = -Math.PI / 2 + offset + (2 * Math.PI * i) / count;
      slots.push({
        position,
        x: radius * Math.cos(angle),
        y: radius * Math.sin(angle),
        rotate: (angle * 180) / Math.PI + 90,
      });
    }
  });
  return slots;
}

/** The seed's factor for the screen width. */
export function seedScale(viewportWidth: number): number {
  if (viewportWidth <= 480) return 0.5;
  if (viewportWidth <= 768) return 0.75;
  return 1;
}

/** The seed's factor, reduced if need be so that the table fits in `boxWidth`. */
export function tableScale(viewportWidth: number, boxWidth: number): number {
  const fit = boxWidth > 0 ? boxWidth / TABLE_SIZE : 1;
  return Math.min(seedScale(viewportWidth), fit);
}

/** A card of the pile the unpicked cards gather into once enough are chosen. */
export function stackSlot(position: number, index: number): Slot {
  return { position, x: index * 0.15, y: -index * 0.35, rotate: 0 };
}

/** A finger's tap target (WCAG 2.5.5): the width a card of the phone's arc is drawn at. */
export const MIN_TAP_PX = 44;
/** The smallest target WCAG 2.5.8 allows: a ring drawing its cards narrower is replaced by the arc. */
export const MIN_TARGET_PX = 24;

/**
 * Whether the ring would draw the cards narrower than WCAG 2.5.8's 24 px: then (a phone, where the
 * seed's half-size ring gives 22 px cards) the deck is a sideways-scrolling arc of full-size cards.
 * The seed's radii stay wherever a ring can be tapped: ×0.75 up to 768 px, ×1 above.
 */
export function usesArc(scale: number): boolean {
  return CARD_W * scale < MIN_TARGET_PX;
}

/** Distance between two cards of the arc: each a full card apart, with a gap, so none covers another. */
export const ARC_STEP = CARD_W + 6;
/** The arc's curvature: the cards drop and turn outwards as they move away from the middle of the view. */
export const ARC_RADIUS = 520;
/** Room below the cards for the drop of the ones at the edges of a phone's view. */
export const ARC_DROP = 36;

/**
 * The deck as a strip that scrolls sideways (decision 0316): card `i` at `pad + i * ARC_STEP`, its
 * centre; `pad` lets the first and last cards reach the middle of the view.
 */
export function arcLayout(boxWidth: number, total = 78): { lefts: number[]; width: number; height: number } {
  const pad = Math.max(CARD_W, boxWidth / 2);
  const lefts = Array.from({ length: total }, (_, i) => pad + i * ARC_STEP);
  return { lefts, width: 2 * pad + (total - 1) * ARC_STEP, height: CARD_H + ARC_DROP + 16 };
}

/** Drop (px) and turn (degrees) of a card `dx` px from the middle of the view, on the arc (∩). */
export function arcPose(dx: number, radius = ARC_RADIUS): { drop: number; turn: number } {
  const d = Math.max(-radius, Math.min(radius, dx));
  const drop = Math.min(ARC_DROP, radius - Math.sqrt(radius * radius - d * d));
  return { drop, turn: (Math.asin(d / radius) * 180) / Math.PI };
}
