import { ApplicationWizard, type WizardStep } from './application-wizard';

const at = (step?: WizardStep) => {
  const Page = () => <ApplicationWizard initial={step} />;
  Page.displayName = `ApplicationWizard(${step ?? 'resume'})`;
  return Page;
};

/** The wizard opened at a step (each route of spec §2 that names one), or where it was left. */
export const STEP_PAGES = {
  start: at(),
  company: at('company'),
  business: at('business'),
  booth: at('booth'),
  plan: at('plan'),
  meeting: at('meeting'),
  confirm: at('confirm'),
};
