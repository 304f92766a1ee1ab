import { TradeAppliesPage } from './trade-applies-page';

/** /myEnterprise/sampleAppl: buyers' sample requests to the enterprise. */
export default function SampleApplPage() {
  return <TradeAppliesPage kind="sample" />;
}
