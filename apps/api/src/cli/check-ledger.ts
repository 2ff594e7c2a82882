import { loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/database.ts';
import { walletsAudit } from '#api/modules/wallet/wallet.service.ts';

/**
 * `npm run check:ledger`: after restoring a backup (docs/operations.md), prints the totals to compare
 * with the source and exits 1 if a balance differs from its ledger or its funds. On PGlite, with the
 * server stopped (one process per data folder); on PostgreSQL, at any time.
 */
async function main() {
  const handle = await openDatabase(loadConfig());
  try {
    const { totals, accounts, funds } = await walletsAudit(handle.db);
    console.log(
      `${totals.accounts} accounts, balances ${totals.balances_cents} cents; ${totals.entries} ledger entries, ${totals.ledger_cents} cents.`,
    );
    for (const a of accounts)
      console.log(
        `account ${a.id}: balance ${a.balance_cents}, ledger ${a.ledger_cents}, funds ${a.funds_cents}`,
      );
    for (const f of funds)
      console.log(`fund ${f.id}: remaining ${f.remaining_cents}, movements ${f.moved_cents}`);
    const ok =
      !accounts.length && !funds.length && Number(totals.balances_cents) === Number(totals.ledger_cents);
    console.log(
      ok ? 'Every balance equals its ledger and its funds.' : 'The ledger does NOT match the balances.',
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
