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

/** A finger's tap target (WCAG 2.5.5): the smallest width a card may be drawn at. */
export const MIN_TAP_PX = 44;

/** Whether the rings would draw the cards narrower than a finger: then the deck is laid out in rows. */
export function usesRows(scale: number): boolean {
  return CARD_W * scale < MIN_TAP_PX;
}

/** Gap between two cards of a row; rows overlap so that each card still shows ROW_STEP px of itself. */
export const ROW_GAP = 4;
export const ROW_STEP = 52;

/**
 * The deck in rows on a narrow screen (a phone): full-size cards (44 × 74 px, at least a finger's
 * width), each row overlapping the one above so that every card shows a 44 × 52 px face to tap.
 * Slots are centred on the board like the rings'; the board is `width` × `height`.
 */
export function rowLayout(boxWidth: number, total = 78): { slots: Slot[]; width: number; height: number } {
  const cols = Math.max(1, Math.floor((boxWidth + ROW_GAP) / (CARD_W + ROW_GAP)));
  const rows = Math.ceil(total / cols);
  const width = cols * (CARD_W + ROW_GAP) - ROW_GAP;
  const height = (rows - 1) * ROW_STEP + CARD_H;
  const slots: Slot[] = [];
  for (let position = 0; position < total; position++) {
    const row = Math.floor(position / cols);
    const col = position % cols;
    slots.push({
      position,
      x: -width / 2 + CARD_W / 2 + col * (CARD_W + ROW_GAP),
      y: -height / 2 + CARD_H / 2 + row * ROW_STEP,
      rotate: 0,
    });
  }
  return { slots, width, height };
}
