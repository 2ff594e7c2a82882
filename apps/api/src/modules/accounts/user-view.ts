import type { UserView } from '@arcanes/contracts/accounts';
import { centsToEuros } from '@arcanes/domain/money/cents';
import type { User } from '#api/db/schema.ts';

/** A user shows as online when active in the last five minutes. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The user as its owner or an administrator sees it: never the password hash. */
export function userPublicView(row: User, now = Date.now()): UserView {
  const hasPlace = row.birth_place_id && row.birth_lat !== null && row.birth_lon !== null && row.birth_zone;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    wallet: centsToEuros(row.balance_cents),
    wallet_cents: row.balance_cents,
    first_name: row.first_name,
    last_name: row.last_name,
    sexe: row.sexe,
    date_naissance: row.birth_date,
    heure_naissance: row.birth_time ? row.birth_time.slice(0, 5) : null,
    lieu_naissance: row.birth_place_label,
    birth_place: hasPlace
      ? {
          id: row.birth_place_id!,
          label: row.birth_place_label ?? '',
          lat: row.birth_lat!,
          lon: row.birth_lon!,
          zone: row.birth_zone!,
        }
      : null,
    created_at: iso(row.created_at)!,
    lastLogin: iso(row.last_login_at),
    loginCount: row.login_count,
    lastIp: row.last_ip,
    isOnline:
      row.last_seen_at !== null &&
      now - new Date(row.last_seen_at).getTime() < ONLINE_WINDOW_MS &&
      !row.deleted_at,
    deleted: row.deleted_at !== null,
  };
}

/** The seed's GET /api/user/profile fields. */
export function userProfile(row: User) {
  const view = userPublicView(row);
  return {
    username: view.username,
    email: view.email,
    sexe: view.sexe,
    date_naissance: view.date_naissance,
    heure_naissance: view.heure_naissance,
    lieu_naissance: view.lieu_naissance,
    birth_place: view.birth_place,
    first_name: view.first_name,
    last_name: view.last_name,
    wallet: view.wallet,
    wallet_cents: view.wallet_cents,
    email_verified: row.email_verified_at !== null,
  };
}
