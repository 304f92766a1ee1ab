import { TradeAppliesPage } from './trade-applies-page';

/** /myEnterprise/agencyAppli: buyers' applications to become the enterprise's agent. */
export default function AgencyAppliPage() {
  return <TradeAppliesPage kind="agency" />;
}
