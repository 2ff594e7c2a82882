import { useDocumentTitle } from '#web/lib/document-title.ts';
import { HomePage } from '#web/features/home/components/home-page.tsx';
import { usePurchaseWorkflow } from '#web/features/purchase/lib/use-purchase-workflow.tsx';
import { WorkflowAuth } from '#web/app/compose/workflow-auth.tsx';

/** The home page with the purchase workflow; the auth forms are handed to the workflow from here. */
export function Component() {
  useDocumentTitle(null);
  const workflow = usePurchaseWorkflow((props) => <WorkflowAuth {...props} />);
  return (
    <>
      <HomePage onChooseOffer={workflow.start} />
      {workflow.overlay}
    </>
  );
}
