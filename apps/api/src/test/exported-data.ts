import type { Kysely } from 'kysely';
import { GDPR_EXPORT_LISTS, type GdprExport } from '@arcanes/contracts/accounts';
import type { Database } from '#api/db/schema.ts';
import { writeUserExport } from '#api/modules/accounts/data-export.service.ts';

// What an account's GDPR export holds, for tests that check what is (or is not) kept about a person:
// the lines the export job writes (data-export.service.ts, the one reader of what an export holds),
// gathered by type. The site itself gives an export only as the job's file (decision 0355).

/**
 * Everything about the user, and only about them (GDPR access and portability), as one object: the
 * lines of the streamed export (data-export.service.ts, the one reader of what an export holds)
 * gathered by type. The download of a large account is the background export (decision 0355).
 */
export async function exportedData(db: Kysely<Database>, userId: number): Promise<GdprExport> {
  const out: Record<string, unknown> = { generated_at: new Date().toISOString(), profile: {} };
  for (const list of GDPR_EXPORT_LISTS) out[list] = [];
  await writeUserExport(db, userId, async (line) => {
    const { type, row, generated_at } = JSON.parse(line) as {
      type: string;
      row?: unknown;
      generated_at?: string;
    };
    if (type === 'export') out.generated_at = generated_at;
    else if (type === 'profile') out.profile = row;
    else (out[type] as unknown[]).push(row);
  });
  return out as GdprExport;
}
