#!/usr/bin/env python3
"""
Reference data for the compatibility reading's tests (decision 0200), written as data into
packages/domain/test-fixtures/compatibility-reference.json.

The positions are NOT computed here: they are the Swiss Ephemeris 2.10 positions already stored in
test-fixtures/ephemeris-reference.json (apparent geocentric tropical longitudes, mean node,
Ascendant, MC, Placidus cusps). This script only does, independently of the TypeScript code and in
another language, the arithmetic that turns two such charts into:

  - synastry aspects: every point of A (ten planets, mean node, Ascendant, MC) against every point
    of B, with the orbs of decision 0101 (conjunction 8, sextile 4, square 7, trine 7, opposition 8;
    +2 for a conjunction or opposition with the Sun or Moon, +1 otherwise; node, Ascendant and MC
    5, sextile 3; the node takes only conjunctions and oppositions; two of node/angles never);
  - house overlays: each planet of one person in the other's Placidus houses;
  - the composite chart: the nearer midpoint of each pair of bodies, of the Ascendants, the MCs and
    the cusps (a cusp behind the previous one takes the opposite midpoint).

Each aspect whose orb lies within 0.02 degree of its limit, and each planet within 0.02 degree of a
cusp, is flagged "borderline": two engines 30 arc-seconds apart may honestly disagree on it.

Run: python3 scripts/compatibility-reference.py && npx prettier --write packages/domain/test-fixtures/compatibility-reference.json
(standard library only)
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, '..', 'packages', 'domain', 'test-fixtures')

PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'node']
ASPECTS = [('conjunction', 0, 8), ('sextile', 60, 4), ('square', 90, 7), ('trine', 120, 7), ('opposition', 180, 8)]
MINOR = {'node', 'ascendant', 'mc'}
LUMINARIES = {'sun', 'moon'}

# Pairs of births from the Swiss Ephemeris reference (all with Placidus cusps defined).
PAIRS = [
    ('1961-07-10T15:27:00.000Z', '1967-07-24T17:49:00.000Z'),
    ('1985-03-08T19:05:00.000Z', '1987-11-14T17:41:00.000Z'),
    ('2005-06-28T09:53:00.000Z', '2009-01-25T06:17:00.000Z'),
]


def norm(x):
    r = x % 360.0
    return r + 360.0 if r < 0 else r


def diff(a, b):
    """b - a in (-180, 180]."""
    d = norm(b - a)
    return d - 360.0 if d > 180 else d


def orb_limit(kind, base, p, q):
    if p in MINOR or q in MINOR:
        return 3 if kind == 'sextile' else min(base, 5)
    if p in LUMINARIES or q in LUMINARIES:
        return base + (2 if kind in ('conjunction', 'opposition') else 1)
    return base


def allowed(p, q):
    if p in MINOR and q in MINOR:
        return []
    if p == 'node' or q == 'node':
        return [a for a in ASPECTS if a[0] in ('conjunction', 'opposition')]
    return ASPECTS


def points(case):
    out = [(pid, case['bodies'][pid]['longitude']) for pid in PLANETS]
    out.append(('ascendant', case['ascendant']))
    out.append(('mc', case['mc']))
    return out


def synastry(a, b):
    out = []
    for p, lp in points(a):
        for q, lq in points(b):
            distance = abs(diff(lp, lq))
            best = None
            for kind, angle, base in allowed(p, q):
                orb = abs(distance - angle)
                limit = orb_limit(kind, base, p, q)
                if orb <= limit and (best is None or orb < best[1]):
                    best = (kind, orb, limit)
            if best:
                out.append({'a': p, 'b': q, 'type': best[0], 'orb': round(best[1], 6),
                            'borderline': best[2] - best[1] < 0.02})
    # Near-misses: pairs just outside an orb, which another engine could find inside.
    misses = []
    for p, lp in points(a):
        for q, lq in points(b):
            distance = abs(diff(lp, lq))
            for kind, angle, base in allowed(p, q):
                orb = abs(distance - angle)
                limit = orb_limit(kind, base, p, q)
                if limit < orb < limit + 0.02:
                    misses.append({'a': p, 'b': q, 'type': kind})
    return sorted(out, key=lambda x: (x['orb'], x['a'] + x['b'])), misses


def house_of(lon, cusps):
    point = norm(lon)
    for i in range(12):
        start, end = cusps[i], cusps[(i + 1) % 12]
        if norm(point - start) < norm(end - start):
            return i + 1
    return 1


def near_cusp(lon, cusps):
    return any(abs(diff(lon, c)) < 0.02 for c in cusps)


def overlays(guest, host):
    cusps = host['placidus_cusps']
    return [{'planet': pid, 'house': house_of(guest['bodies'][pid]['longitude'], cusps),
             'borderline': near_cusp(guest['bodies'][pid]['longitude'], cusps)} for pid in PLANETS]


def midpoint(x, y):
    return norm(x + diff(x, y) / 2.0)


def composite(a, b):
    cusps = [midpoint(x, y) for x, y in zip(a['placidus_cusps'], b['placidus_cusps'])]
    for i in range(1, 12):
        if norm(cusps[i] - cusps[i - 1]) > 180:
            cusps[i] = norm(cusps[i] + 180)
    bodies = {pid: round(midpoint(a['bodies'][pid]['longitude'], b['bodies'][pid]['longitude']), 7) for pid in PLANETS}
    return {
        'bodies': bodies,
        'ascendant': round(cusps[0], 7),
        'mc': round(cusps[9], 7),
        'midpoint_of_ascendants': round(midpoint(a['ascendant'], b['ascendant']), 7),
        'midpoint_of_mcs': round(midpoint(a['mc'], b['mc']), 7),
        'cusps': [round(c, 7) for c in cusps],
        'houses': {pid: house_of(bodies[pid], cusps) for pid in PLANETS},
    }


def main():
    with open(os.path.join(FIXTURES, 'ephemeris-reference.json')) as f:
        reference = json.load(f)
    by_instant = {c['instant']: c for c in reference['cases']}
    pairs = []
    for ia, ib in PAIRS:
        a, b = by_instant[ia], by_instant[ib]
        assert all(x is not None for x in a['placidus_cusps'] + b['placidus_cusps'])
        aspects, misses = synastry(a, b)
        pairs.append({
            'a': {'instant': ia, 'lat': a['lat'], 'lon': a['lon']},
            'b': {'instant': ib, 'lat': b['lat'], 'lon': b['lon']},
            'synastry': aspects,
            'near_misses': misses,
            'overlays_a_in_b': overlays(a, b),
            'overlays_b_in_a': overlays(b, a),
            'composite': composite(a, b),
        })
    out = {
        'about': ('Compatibility reference: synastry aspects, house overlays and composite midpoints of '
                  'pairs of births, derived by scripts/compatibility-reference.py (independent arithmetic, '
                  'Python) from the Swiss Ephemeris 2.10 positions of ephemeris-reference.json. Data only.'),
        'generated_from': 'ephemeris-reference.json',
        'pairs': pairs,
    }
    with open(os.path.join(FIXTURES, 'compatibility-reference.json'), 'w') as f:
        json.dump(out, f, indent=1, ensure_ascii=False)
        f.write('\n')


if __name__ == '__main__':
    main()
