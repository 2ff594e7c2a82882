import { readJson, readString, writeJson, writeString, STORAGE_KEYS } from '#web/lib/storage.ts';
import { parseSelectedPlan, parseStoredStep, type SelectedPlan, type WorkflowStep } from './workflow';

/**
 * `selectedPlan` and `workflowStepSucess` (the seed's keys): what the buyer chose and where to
 * reopen the workflow when the payment provider sends them back.
 */
export function readStoredPlan(): SelectedPlan | null {
  return parseSelectedPlan(readJson<unknown>(STORAGE_KEYS.selectedPlan));
}

export function readStoredStep(): WorkflowStep {
  return parseStoredStep(readString(STORAGE_KEYS.workflowStep));
}

export function storePlan(plan: SelectedPlan | null): void {
  writeJson(STORAGE_KEYS.selectedPlan, plan);
}

export function storeStep(step: WorkflowStep | null): void {
  writeString(STORAGE_KEYS.workflowStep, step);
}

/** Once the purchase is settled nothing must reopen it. */
export function clearStoredPurchase(): void {
  storePlan(null);
  storeStep(null);
}
