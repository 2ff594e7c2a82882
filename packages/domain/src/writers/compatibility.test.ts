import { describe, expect, it } from 'vitest';
import { computeChart } from '../astrology/chart';
import { compositeChart, houseOverlays, synastryAspects } from '../astrology/synastry';
import { reduceSum } from '../numerology/reduction';
import { hasFrenchSpacing } from './astrology-typography';
import { keySynastry, writeCompatibilityReading, type CompatibilityInput } from './compatibility';
import { deName, pointOf } from './compatibility-texts';

const a = computeChart({ instant: new Date('1988-04-12T07:30:00Z'), lat: 48.8566, lon: 2.3522 });
const b = computeChart({ instant: new Date('1990-10-03T18:05:00Z'), lat: 45.764, lon: 4.8357 });

function input(lang: 'fr' | 'en', bTime = true): CompatibilityInput {
  const bChart = bTime
    ? b
    : computeChart({ instant: new Date('1990-10-03T11:00:00Z'), lat: 45.764, lon: 4.8357, timeKnown: false });
  const couple = reduceSum([7, 3]);
  return {
    lang,
    people: [
      {
        name: 'Camille',
        chart: a,
        birthDate: '1988-04-12',
        birthTime: '09:30',
        placeLabel: 'Paris, France',
        lifePath: 7,
        expression: 5,
      },
      {
        name: 'Anne',
        chart: bChart,
        birthDate: '1990-10-03',
        birthTime: bTime ? '19:05' : null,
        placeLabel: 'Lyon, France',
        lifePath: 3,
        expression: 11,
      },
    ],
    synastry: synastryAspects(a, bChart),
    overlays: [houseOverlays(a, bChart), houseOverlays(bChart, a)],
    composite: compositeChart(a, bChart),
    couple: { value: couple.reduction.value, step: couple.step },
  };
}

describe('compatibility reading', () => {
  it('has the six sections, names both people and keeps French typography', () => {
    const r = writeCompatibilityReading(input('fr'));
    expect(r.title).toBe('Compatibilité\u00a0: Camille et Anne');
    expect(r.sections.map((s) => s.heading)).toEqual([
      'Les deux naissances',
      'Soleil, Lune, Vénus et Mars',
      'Ce qui relie vos deux thèmes',
      'Maisons croisées',
      'Le thème composite',
      'Les nombres',
    ]);
    const text = r.sections.map((s) => s.body).join('\n');
    expect(hasFrenchSpacing(text)).toBe(true);
    expect(text).toContain('d’Anne');
    expect(text).toContain('chemin de vie 7');
    expect(text).toContain('7 + 3 = 10 → 1+0 = 1, soit 1');
    expect(text).not.toMatch(/undefined|NaN/);
  });

  it('states its conventions where they show: mixed house systems, a Midheaven opposite the direct midpoint', () => {
    const text = (x: CompatibilityInput) =>
      writeCompatibilityReading(x)
        .sections.map((t) => t.body)
        .join('\n');
    // Camille born in Tromsø: whole signs there, Placidus for Anne.
    const north = computeChart({ instant: new Date('1988-04-12T07:30:00Z'), lat: 69.65, lon: 18.96 });
    const fr = input('fr');
    const mixed = {
      ...fr,
      people: [{ ...fr.people[0], chart: north }, fr.people[1]] as CompatibilityInput['people'],
      composite: compositeChart(north, b),
    };
    expect(text(mixed)).toMatch(
      /Maisons en Placidus, sauf pour Camille, en signes entiers .* mêlent donc les deux systèmes/,
    );
    expect(text(fr)).toMatch(/Maisons en Placidus\u202f; orbes|Maisons en Placidus ; orbes/);
    // The flip said only for a pair where it happens.
    const x = computeChart({ instant: new Date('1987-08-08T01:00:00Z'), lat: 48.85, lon: 2.35 });
    const y = computeChart({ instant: new Date('1992-12-22T05:30:00Z'), lat: 45.76, lon: 4.84 });
    const flipped = { ...fr, composite: compositeChart(x, y) };
    expect(text(flipped)).toMatch(/est ici le point opposé au milieu de vos deux Milieux du Ciel/);
    expect(text(fr)).not.toMatch(/point opposé au milieu/);
    expect(text({ ...flipped, lang: 'en' })).toMatch(
      /is here the point opposite the midpoint of your two Midheavens/,
    );
  });

  it('lists at most ten synastry aspects, personal points only, closest first', () => {
    const key = keySynastry(synastryAspects(a, b), 10);
    expect(key.length).toBeLessThanOrEqual(10);
    expect(key.every((x) => !['uranus', 'neptune', 'pluto', 'node'].includes(x.a))).toBe(true);
    for (let i = 1; i < key.length; i++) expect(key[i]!.orb).toBeGreaterThanOrEqual(key[i - 1]!.orb);
  });

  it('says what an unknown birth time takes away, in English too', () => {
    const r = writeCompatibilityReading(input('en', false));
    const text = r.sections.map((s) => s.body).join('\n');
    expect(text).toContain('Without a birth time for Anne');
    expect(r.sections[4]!.body).not.toContain('composite Ascendant');
    expect(text).toContain('Camille’s Venus');
  });

  it('elides « de » before a vowel and writes the possessive per language', () => {
    expect(deName('Anne')).toBe('d’Anne');
    expect(deName('Hugo')).toBe('de Hugo');
    expect(pointOf('venus', 'Vénus', 'Hugo', 'fr')).toBe('la Vénus de Hugo');
    expect(pointOf('ascendant', 'Ascendant', 'Eva', 'fr')).toBe('l’Ascendant d’Eva');
    expect(pointOf('mars', 'Mars', 'Eva', 'en')).toBe('Eva’s Mars');
  });
});
