/** 26°05′ — a degree and minutes, as the tables print them. */
export const dm = (degree: number, minute: number) => `${degree}°${String(minute).padStart(2, '0')}′`;

/** An orb in degrees (1.0833) as degrees and minutes (1°05′). */
export function orb(deg: number): string {
  const minutes = Math.round(deg * 60);
  return dm(Math.floor(minutes / 60), minutes % 60);
}
